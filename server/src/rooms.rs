//! Rooms: a host, a guest who joins through the link, their games, who is
//! here, rematches, and handing an abandoned game to the computer.

use crate::games::GameService;
use crate::live::{Hub, RoomChanged};
use crate::storage::{Storage, StorageError, unix_now, unix_now_ms};
use app::i18n::Words;
use app::room::view::{Rematch, Role, RoomView, TakeOver};
use app::service::Rooms;
use engine::{Level, Player, Ruleset};
use play::{
    GameId, JournalEntry, NotNow, PlayerId, Record, Refusal, Room, RoomTimes, RoomToken,
    SeatChoice, SeekSettings, SpeedClass,
};
use std::time::Duration;

/// The computer level that takes over an abandoned game.
const TAKE_OVER_LEVEL: Level = Level::Medium;

/// Rooms over the games service and storage.
#[derive(Clone)]
pub struct RoomService {
    storage: Storage,
    games: GameService,
    hub: Hub,
    times: RoomTimes,
}

impl RoomService {
    /// The service; news of changes goes to `hub`.
    pub fn new(storage: Storage, games: GameService, hub: Hub, times: RoomTimes) -> RoomService {
        RoomService {
            storage,
            games,
            hub,
            times,
        }
    }

    /// The hub that carries this service's news.
    pub fn hub(&self) -> &Hub {
        &self.hub
    }

    /// The room `token` while it lasts.
    pub async fn room(&self, token: &RoomToken) -> Result<Room, Refusal> {
        let room = self
            .storage
            .load_room(token)
            .await?
            .ok_or(Refusal::RoomNotFound)?;
        if room.expired(unix_now(), &self.times) {
            return Err(Refusal::RoomNotFound);
        }
        Ok(room)
    }

    /// Whether the host and the guest (if any) count as here now.
    pub fn presence(&self, room: &Room) -> (bool, Option<bool>) {
        room.presence(unix_now(), &self.times)
    }

    /// Notes that `player` (if they play in the room) is here, in storage
    /// and in `room`; tells the other player when that is news.
    pub async fn mark_seen(
        &self,
        room: &mut Room,
        player: Option<&PlayerId>,
    ) -> Result<(), Refusal> {
        let Some(host) = player.and_then(|player| room.is_host(player)) else {
            return Ok(());
        };
        let seen = if host {
            Some(room.host_seen)
        } else {
            room.guest_seen
        };
        let now = unix_now();
        if seen == Some(now) {
            return Ok(());
        }
        self.storage.mark_seen(&room.token, host).await?;
        if host {
            room.host_seen = now;
        } else {
            room.guest_seen = Some(now);
        }
        let was_present = seen.is_some_and(|seen| self.times.is_recent(seen, now));
        if !was_present {
            self.hub
                .publish(RoomChanged {
                    token: room.token.clone(),
                    by: None,
                })
                .await;
        }
        Ok(())
    }

    /// Whether `player` may hand the room's game to the computer: it is
    /// running and the other player has been away long enough.
    pub async fn may_continue_vs_computer(
        &self,
        room: &Room,
        player: Option<&PlayerId>,
    ) -> Result<bool, Refusal> {
        if !room.friend_away(player, unix_now(), &self.times) {
            return Ok(false);
        }
        Ok(running(self.game(room).await?.as_ref()))
    }

    /// Deletes expired rooms and their games; returns how many went.
    pub async fn delete_expired(&self) -> Result<u64, StorageError> {
        self.storage
            .delete_expired_rooms(self.times.idle, self.times.lifetime)
            .await
    }

    async fn game(&self, room: &Room) -> Result<Option<Record>, Refusal> {
        let Some(id) = &room.game_id else {
            return Ok(None);
        };
        self.storage.load(id).await.map_err(Refusal::from)
    }

    async fn changed(&self, room: &Room, by: Option<Player>) {
        self.hub
            .publish(RoomChanged {
                token: room.token.clone(),
                by,
            })
            .await;
    }
}

/// A new game in `room` between its host, on `host_seat`, and `guest`,
/// with a fresh identifier; with a clock, each side has `first_move` for
/// its first move.
pub fn room_game(room: &Room, guest: &PlayerId, host_seat: Player, first_move: Duration) -> Record {
    room.new_game(
        GameId::from_bits(rand::random()),
        rand::random(),
        guest,
        host_seat,
        first_move,
        unix_now_ms(),
    )
}

/// Whether a room's game has started and not ended.
fn running(game: Option<&Record>) -> bool {
    game.is_some_and(|game| !game.is_finished())
}

#[async_trait::async_trait]
impl Rooms for RoomService {
    async fn create(&self, host: &PlayerId, rules: Ruleset) -> Result<RoomToken, Refusal> {
        let now = unix_now();
        let room = Room {
            token: RoomToken::from_bits(rand::random()),
            host: host.clone(),
            guest: None,
            game_id: None,
            host_seat: Player::One,
            rules,
            rematch_by: None,
            host_seen: now,
            guest_seen: None,
            created_at: now,
            terms: None,
        };
        self.storage.insert_room(&room).await?;
        Ok(room.token)
    }

    async fn view(
        &self,
        viewer: Option<&PlayerId>,
        token: &RoomToken,
        words: Words,
    ) -> Result<RoomView, Refusal> {
        let mut room = self.room(token).await?;
        self.mark_seen(&mut room, viewer).await?;
        let side = viewer.and_then(|viewer| room.is_host(viewer));
        let role = match side {
            Some(true) => Role::Host,
            Some(false) => Role::Guest,
            None if room.takes_a_guest() => Role::Invited,
            None => Role::Spectator,
        };
        let game = self.game(&room).await?;
        let connected = self.presence(&room);
        let take_over = (room.friend_away(viewer, unix_now(), &self.times)
            && running(game.as_ref()))
        .then_some(TakeOver {
            away_secs: self.times.away.as_secs(),
            level: TAKE_OVER_LEVEL,
        });
        let rematch = match (&room.rematch_by, viewer) {
            (None, _) => Rematch::NotAsked,
            (Some(by), Some(viewer)) if by == viewer => Rematch::AskedByMe,
            (Some(_), _) if side.is_some() => Rematch::AskedByFriend,
            (Some(_), _) => Rematch::NotAsked,
        };
        // Each side's berserk, and whether the viewer may still go berserk.
        let berserk = game.as_ref().map_or(([false; 2], false), |game| {
            (
                Player::BOTH.map(|side| game.went_berserk(side)),
                viewer.is_some_and(|viewer| game.may_berserk(viewer)),
            )
        });
        let bot = game.as_ref().and_then(|game| match game.setup.opponent {
            play::Opponent::Computer { level, .. } => Some(level),
            _ => None,
        });
        let mut game = game.map(|game| self.games.shown(&game, viewer));
        let public = match room.terms {
            Some(terms) => Some(
                crate::seats::public_game(&self.storage, &room, terms, berserk, bot)
                    .await?
                    .words(
                        &words,
                        game.as_ref().and_then(|game| game.time),
                        game.as_ref().is_some_and(play::GameView::is_finished),
                        side.is_some(),
                    ),
            ),
            None => None,
        };
        // An arena's own next game comes by itself: no seek there.
        let in_arena = public.as_ref().is_some_and(|public| public.arena.is_some());
        let play_again = match (room.terms, &game) {
            (Some(terms), Some(game))
                if side.is_some()
                    && game.aborted
                    && !in_arena
                    && terms.speed.class() == SpeedClass::Live =>
            {
                Some(SeekSettings {
                    rules: room.rules,
                    speed: terms.speed,
                    rated: terms.rated,
                    seat: SeatChoice::Random,
                })
            }
            _ => None,
        };
        // Watched, a house-bot game's sides go by their names.
        if let (Some(game), Some(public), None) = (&mut game, &public, side) {
            game.names.get_or_insert_with(|| public.names.clone());
        }
        Ok(RoomView {
            token: room.token.clone(),
            role,
            game,
            connected,
            take_over,
            rematch,
            public,
            play_again,
            rules: room.rules,
        })
    }

    async fn join(&self, guest: &PlayerId, token: &RoomToken) -> Result<(), Refusal> {
        let room = self.room(token).await?;
        match room.is_host(guest) {
            Some(true) => return Err(Refusal::NotNow(NotNow::OwnRoom)),
            Some(false) => return Ok(()),
            None if !room.takes_a_guest() => return Err(Refusal::SeatTaken),
            None => {}
        }
        let game = room_game(&room, guest, room.host_seat, self.times.first_move);
        let journal: Vec<JournalEntry> = Vec::new();
        if !self
            .storage
            .seat_guest(token, guest, &game, &journal)
            .await?
        {
            return Err(Refusal::SeatTaken);
        }
        crate::telemetry::game_started(&game.setup.opponent);
        self.changed(&room, Some(room.host_seat.other())).await;
        Ok(())
    }

    async fn rematch(&self, player: &PlayerId, token: &RoomToken) -> Result<(), Refusal> {
        let room = self.room(token).await?;
        if room.is_host(player).is_none() {
            return Err(Refusal::NotYourGame);
        }
        let game = self
            .game(&room)
            .await?
            .ok_or(Refusal::NotNow(NotNow::NotStarted))?;
        if !game.is_finished() {
            return Err(Refusal::NotNow(NotNow::NotOver));
        }
        if self.storage.arena_of_game(&game.id).await?.is_some() {
            return Err(Refusal::NotNow(NotNow::ArenaRematch));
        }
        let seat = game.seat_of(player);
        match &room.rematch_by {
            Some(by) if by == player => Ok(()),
            None => {
                self.storage.ask_rematch(token, &game.id, player).await?;
                self.changed(&room, seat).await;
                Ok(())
            }
            Some(_) => {
                let guest = room.guest.clone().ok_or(Refusal::Unavailable)?;
                let host_seat = room.host_seat.other();
                let next = room_game(&room, &guest, host_seat, self.times.first_move);
                let started = self
                    .storage
                    .start_rematch(token, &game.id, &next, &[], host_seat)
                    .await?;
                if !started {
                    return Err(Refusal::StaleForm);
                }
                crate::telemetry::game_started(&next.setup.opponent);
                self.changed(&room, seat).await;
                Ok(())
            }
        }
    }

    async fn berserk(&self, player: &PlayerId, token: &RoomToken) -> Result<(), Refusal> {
        let room = self.room(token).await?;
        let before = self
            .game(&room)
            .await?
            .ok_or(Refusal::NotNow(NotNow::NotStarted))?;
        if self.storage.arena_of_game(&before.id).await?.is_none() {
            return Err(Refusal::NotNow(NotNow::NoBerserk));
        }
        if before.overdue(unix_now_ms()).is_some() {
            return Err(Refusal::OutOfTime);
        }
        let mut after = before.clone();
        let entry = after.berserk(player)?;
        self.games.save(&before, &after, &[entry], &[]).await?;
        self.changed(&room, after.seat_of(player)).await;
        Ok(())
    }

    async fn continue_vs_computer(
        &self,
        player: &PlayerId,
        token: &RoomToken,
    ) -> Result<GameId, Refusal> {
        let room = self.room(token).await?;
        let host = room.is_host(player).ok_or(Refusal::NotYourGame)?;
        if room.terms.is_some() {
            return Err(Refusal::NotNow(NotNow::PublicGame));
        }
        let opponent_seen = if host {
            room.guest_seen
        } else {
            Some(room.host_seen)
        };
        let away = opponent_seen.is_none_or(|seen| self.times.is_away(seen, unix_now()));
        if !away {
            return Err(Refusal::NotNow(NotNow::FriendHere {
                away_secs: self.times.away.as_secs(),
            }));
        }
        let before = self
            .game(&room)
            .await?
            .ok_or(Refusal::NotNow(NotNow::NotStarted))?;
        let seat = before.seat_of(player).ok_or(Refusal::NotYourGame)?;
        let mut after = before.clone();
        let mut journal = vec![after.hand_over(player, TAKE_OVER_LEVEL, seat)?];
        self.games
            .computer_replies(&mut after, &mut journal)
            .await?;
        // The game and the room's end in one transaction: nothing changed
        // unless both did.
        if !self
            .storage
            .hand_over(token, &before, &after, &journal)
            .await?
        {
            return Err(Refusal::StaleForm);
        }
        crate::telemetry::moves_stored(&journal);
        self.changed(&room, Some(seat)).await;
        Ok(after.id)
    }
}
