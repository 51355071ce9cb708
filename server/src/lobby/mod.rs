//! Playing people: the names players show each other, and seeks, whose
//! games start in rooms of their own; pairing, and the end of seeks whose
//! players left, timed here (the rules are `play::lobby`'s).

mod no_shows;
mod pool;
mod profiles;

pub use no_shows::NoShows;

use crate::live::{Hub, News};
use crate::rooms::room_game;
use crate::storage::{SeekRow, Storage, StorageError, Taken, unix_now};
use app::lobby::view::{LobbyView, SEEKS_SHOWN, SeekLine, WatchLine};
use app::profile::view::{Leader, Profile};
use app::service::Lobby;
use play::Room;
use play::{
    DisplayName, NotNow, PlayerId, Rating, RatingPool, Record, Refusal, RoomToken, SeekId,
    SeekSettings, Waiting, computer_level_for,
};
use std::time::Duration;

/// The lobby over the storage, telling lobby pages of each change.
#[derive(Clone)]
pub struct LobbyService {
    storage: Storage,
    hub: Hub,
    /// Each side's time for its first move in a live game the lobby starts.
    first_move: Duration,
    /// How many seeks one player may have open at once.
    open_seeks: u32,
}

impl LobbyService {
    /// The service over `storage`, publishing on `hub`; its live games give
    /// each side `first_move` for its first move; a player has at most
    /// `open_seeks` seeks open.
    pub fn new(storage: Storage, hub: Hub, first_move: Duration, open_seeks: u32) -> LobbyService {
        LobbyService {
            storage,
            hub,
            first_move,
            open_seeks,
        }
    }

    /// Ends the live seeks whose players are gone, then pairs the open
    /// seeks that can be paired now; how many games began.
    pub async fn pair_waiting(&self) -> Result<usize, StorageError> {
        let (open, gone) = self.open_seeks().await?;
        let mut ended = 0;
        for seek in &gone {
            if self.storage.drop_seek(seek).await? {
                ended += 1;
            }
        }
        let started = pool::pair_waiting(&self.storage, open, self.first_move).await?;
        if started + ended > 0 {
            self.hub.publish(News::Lobby).await;
        }
        Ok(started)
    }

    /// The seeks not yet taken: those still open, and those whose players
    /// are gone (`SeekSettings::still_open`), oldest first.
    async fn open_seeks(&self) -> Result<(Vec<SeekRow>, Vec<SeekRow>), StorageError> {
        let now = unix_now();
        Ok(self
            .storage
            .open_seeks()
            .await?
            .into_iter()
            .partition(|seek| seek.settings.still_open(seek.seen_at, now)))
    }

    /// Notes that `player`'s page is open (a lobby page's event stream):
    /// their live seeks stay open.
    pub async fn here(&self, player: &PlayerId) -> Result<(), StorageError> {
        self.storage.seeks_seen(player).await
    }

    /// Refused unless `player` chose the name others will see.
    async fn named(&self, player: &PlayerId) -> Result<DisplayName, Refusal> {
        self.name(player)
            .await?
            .ok_or(Refusal::NotNow(NotNow::NameFirst))
    }
}

/// The room and first game of `seek`, taken by `taker`: the seeker hosts,
/// on the side they chose (a coin decides a random one); with a clock,
/// each side has `first_move` for its first move.
pub fn seek_game(seek: &SeekRow, taker: &PlayerId, first_move: Duration) -> (Room, Record) {
    let now = unix_now();
    let host_seat = seek.settings.seat.seeker_plays(rand::random());
    let mut room = Room {
        token: RoomToken::from_bits(rand::random()),
        host: seek.player.clone(),
        guest: Some(taker.clone()),
        game_id: None,
        host_seat,
        rules: seek.settings.rules,
        rematch_by: None,
        host_seen: now,
        guest_seen: Some(now),
        created_at: now,
        terms: Some(seek.settings.terms()),
    };
    let game = room_game(&room, taker, host_seat, first_move);
    room.game_id = Some(game.id.clone());
    (room, game)
}

#[async_trait::async_trait]
impl Lobby for LobbyService {
    async fn name(&self, player: &PlayerId) -> Result<Option<DisplayName>, Refusal> {
        self.storage.name_of(player).await.map_err(Refusal::from)
    }

    async fn choose_name(&self, player: &PlayerId, name: &DisplayName) -> Result<(), Refusal> {
        self.storage
            .choose_name(player, name)
            .await?
            .map_err(Refusal::Name)
    }

    async fn view(
        &self,
        viewer: Option<&PlayerId>,
        waiting: Option<&SeekId>,
    ) -> Result<LobbyView, Refusal> {
        let name = match viewer {
            Some(viewer) => self.name(viewer).await?,
            None => None,
        };
        let accepted = match (viewer, waiting) {
            (Some(viewer), Some(waiting)) => self.storage.seek_room(viewer, waiting).await?,
            _ => None,
        };
        let (seeks, _) = self.open_seeks().await?;
        // A page that shows a player their own seek (the waiting page and
        // its checks, without JavaScript too) is them being here.
        if let Some(viewer) = viewer
            && seeks.iter().any(|seek| seek.player == *viewer)
        {
            self.here(viewer).await?;
        }
        let now_ms = unix_now() * 1000;
        let computer = seeks
            .iter()
            .rev()
            .find(|seek| viewer == Some(&seek.player))
            .map(|seek| Waiting {
                player: (),
                rating: seek.rating.unwrap_or(Rating::START).shown(),
                since: seek.created_at * 1000,
            })
            .filter(|waiting| waiting.offer_computer(now_ms))
            .map(|waiting| computer_level_for(waiting.rating));
        // However many seeks are open, the page lists a readable number:
        // the visitor's own, then the oldest of the others.
        let others = seeks
            .iter()
            .filter(|seek| viewer != Some(&seek.player))
            .count();
        let more = others.saturating_sub(SEEKS_SHOWN);
        let mut shown_others = 0;
        let seeks = seeks
            .into_iter()
            .filter(|seek| {
                let mine = viewer == Some(&seek.player);
                shown_others += usize::from(!mine);
                mine || shown_others <= SEEKS_SHOWN
            })
            .map(|seek| SeekLine {
                mine: viewer == Some(&seek.player),
                id: seek.id,
                name: seek.name,
                rating: seek
                    .rating
                    .map(|rating| (rating.shown(), rating.provisional())),
                settings: seek.settings,
            })
            .collect();
        Ok(LobbyView {
            name,
            seeks,
            more,
            accepted,
            computer,
        })
    }

    async fn open_seek(
        &self,
        player: &PlayerId,
        settings: &SeekSettings,
    ) -> Result<SeekId, Refusal> {
        self.named(player).await?;
        self.may_play(player).await?;
        let Some(id) = self
            .storage
            .open_seek(player, settings, self.open_seeks)
            .await?
        else {
            return Err(Refusal::NotNow(NotNow::SeeksOpen {
                limit: self.open_seeks,
            }));
        };
        // The same offer opened again is theirs again, whenever it was
        // last seen.
        self.here(player).await?;
        // Paired at once when someone waits for the same: the answer to
        // this press can already be the game.
        if self.pair_waiting().await? == 0 {
            self.hub.publish(News::Lobby).await;
        }
        Ok(id)
    }

    async fn cancel_seek(&self, player: &PlayerId, id: &SeekId) -> Result<(), Refusal> {
        if self.storage.cancel_seek(player, id).await? {
            self.hub.publish(News::Lobby).await;
            Ok(())
        } else {
            Err(Refusal::SeekNotFound)
        }
    }

    async fn games_in_progress(&self) -> Result<Vec<WatchLine>, Refusal> {
        let games = self.storage.games_in_progress().await?;
        Ok(games
            .into_iter()
            .map(|game| WatchLine {
                room: game.room,
                names: game.players.clone().map(|(name, _)| name),
                ratings: game
                    .players
                    .map(|(_, rating)| rating.map(|rating| rating.round() as i32)),
                terms: game.terms,
                rules: game.rules,
                moves: game.moves,
            })
            .collect())
    }

    async fn waiting_on(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<(RoomToken, Option<DisplayName>)>, Refusal> {
        self.storage.waiting_on(player).await.map_err(Refusal::from)
    }

    async fn profile(&self, name: &DisplayName) -> Result<Profile, Refusal> {
        profiles::profile(&self.storage, name).await
    }

    async fn leaderboard(&self, class: RatingPool) -> Result<Vec<Leader>, Refusal> {
        profiles::leaderboard(&self.storage, class).await
    }

    async fn accept_seek(&self, player: &PlayerId, id: &SeekId) -> Result<RoomToken, Refusal> {
        self.named(player).await?;
        self.may_play(player).await?;
        let taken = self
            .storage
            .take_seek(player, id, |seek| seek_game(seek, player, self.first_move))
            .await?;
        match taken {
            Taken::Yours { room, .. } => {
                crate::telemetry::lobby_game_started();
                self.hub.publish(News::Lobby).await;
                Ok(room)
            }
            Taken::Already => Err(Refusal::SeekTaken),
            Taken::Own => Err(Refusal::NotNow(NotNow::OwnSeek)),
            Taken::NotFound => Err(Refusal::SeekNotFound),
        }
    }
}
