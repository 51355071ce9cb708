//! Rooms: a host, a guest who joins through the link, their games, who is
//! here, rematches, and handing an abandoned game to the computer.

use crate::games::{unavailable, GameService};
use crate::live::{Hub, RoomChanged};
use crate::record::{JournalEntry, Record};
use crate::storage::{unix_now, RoomRow, Storage, StorageError};
use app::error::PlayError;
use app::game::{Opponent, Setup};
use app::room::{is_token, Rematch, Role, RoomView};
use app::service::Rooms;
use engine::{Level, Player, Variant};
use std::time::Duration;

/// How long rooms and absences last.
#[derive(Clone, Copy, Debug)]
pub struct RoomTimes {
    /// A player seen this recently counts as connected.
    pub present: Duration,
    /// After this long away, the other player may continue against the
    /// computer.
    pub away: Duration,
    /// A room nobody has been in for this long is deleted.
    pub idle: Duration,
    /// A room is deleted this long after it was made, whatever happens.
    pub lifetime: Duration,
}

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
    pub async fn room(&self, token: &str) -> Result<RoomRow, PlayError> {
        if !is_token(token) {
            return Err(PlayError::RoomNotFound);
        }
        let room = self
            .storage
            .load_room(token)
            .await
            .map_err(unavailable)?
            .ok_or(PlayError::RoomNotFound)?;
        if self.expired(&room, unix_now()) {
            return Err(PlayError::RoomNotFound);
        }
        Ok(room)
    }

    /// Whether the host and the guest (if any) count as here now.
    pub fn presence(&self, room: &RoomRow) -> (bool, Option<bool>) {
        let now = unix_now();
        let recent = |seen: i64| now - seen <= seconds(self.times.present);
        (recent(room.host_seen), room.guest_seen.map(recent))
    }

    /// Notes that `player` (if they play in the room) is here, in storage
    /// and in `room`; tells the other player when that is news.
    pub async fn mark_seen(
        &self,
        room: &mut RoomRow,
        player: Option<&str>,
    ) -> Result<(), PlayError> {
        let Some(host) = player.and_then(|player| side_of(room, player)) else {
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
        self.storage
            .mark_seen(&room.token, host)
            .await
            .map_err(unavailable)?;
        if host {
            room.host_seen = now;
        } else {
            room.guest_seen = Some(now);
        }
        let was_present = seen.is_some_and(|seen| now - seen <= seconds(self.times.present));
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
        room: &RoomRow,
        player: Option<&str>,
    ) -> Result<bool, PlayError> {
        let opponent_seen = match player.and_then(|player| side_of(room, player)) {
            Some(true) => room.guest_seen,
            Some(false) => Some(room.host_seen),
            None => return Ok(false),
        };
        let away = opponent_seen.is_some_and(|seen| unix_now() - seen > seconds(self.times.away));
        if !away {
            return Ok(false);
        }
        let Some(game) = self.game(room).await? else {
            return Ok(false);
        };
        Ok(game.resigned.is_none() && !game.position()?.is_over())
    }

    /// Deletes expired rooms and their games; returns how many went.
    pub async fn delete_expired(&self) -> Result<u64, StorageError> {
        self.storage
            .delete_expired_rooms(self.times.idle, self.times.lifetime)
            .await
    }

    fn expired(&self, room: &RoomRow, now: i64) -> bool {
        let last_seen = room.host_seen.max(room.guest_seen.unwrap_or(0));
        now - room.created_at > seconds(self.times.lifetime)
            || now - last_seen > seconds(self.times.idle)
    }

    fn new_game(&self, room: &RoomRow, guest: &str, host_seat: Player) -> Record {
        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(host_seat),
            },
            variant: room.variant,
        };
        let mut record = Record::new(crate::token(), room.host.clone(), setup, rand::random());
        record.guest = Some(guest.to_string());
        record.room = Some(room.token.clone());
        record
    }

    async fn game(&self, room: &RoomRow) -> Result<Option<Record>, PlayError> {
        let Some(id) = &room.game_id else {
            return Ok(None);
        };
        self.storage.load(id).await.map_err(unavailable)
    }

    async fn changed(&self, room: &RoomRow, by: Option<Player>) {
        self.hub
            .publish(RoomChanged {
                token: room.token.clone(),
                by,
            })
            .await;
    }
}

/// Whether `player` is the room's host (`Some(true)`), its guest
/// (`Some(false)`) or neither.
fn side_of(room: &RoomRow, player: &str) -> Option<bool> {
    if crate::same_token(&room.host, player) {
        Some(true)
    } else if room
        .guest
        .as_deref()
        .is_some_and(|guest| crate::same_token(guest, player))
    {
        Some(false)
    } else {
        None
    }
}

fn seconds(span: Duration) -> i64 {
    i64::try_from(span.as_secs()).unwrap_or(i64::MAX)
}

#[async_trait::async_trait]
impl Rooms for RoomService {
    async fn create(&self, host: &str, variant: Variant) -> Result<String, PlayError> {
        let now = unix_now();
        let room = RoomRow {
            token: crate::token(),
            host: host.to_string(),
            guest: None,
            game_id: None,
            host_seat: Player::One,
            variant,
            rematch_by: None,
            host_seen: now,
            guest_seen: None,
            created_at: now,
        };
        self.storage.insert_room(&room).await.map_err(unavailable)?;
        Ok(room.token)
    }

    async fn view(&self, viewer: Option<&str>, token: &str) -> Result<RoomView, PlayError> {
        let mut room = self.room(token).await?;
        self.mark_seen(&mut room, viewer).await?;
        let side = viewer.and_then(|viewer| side_of(&room, viewer));
        let role = match side {
            Some(true) => Role::Host,
            Some(false) => Role::Guest,
            None if room.guest.is_none() => Role::Invited,
            None => Role::Spectator,
        };
        let game = self.game(&room).await?;
        let connected = self.presence(&room);
        let may_continue_vs_computer = self.may_continue_vs_computer(&room, viewer).await?;
        let rematch = match (&room.rematch_by, viewer) {
            (None, _) => Rematch::NotAsked,
            (Some(by), Some(viewer)) if crate::same_token(by, viewer) => Rematch::AskedByMe,
            (Some(_), _) if side.is_some() => Rematch::AskedByFriend,
            (Some(_), _) => Rematch::NotAsked,
        };
        Ok(RoomView {
            token: room.token.clone(),
            role,
            game: game.map(|game| game.view_for(viewer)).transpose()?,
            connected,
            may_continue_vs_computer,
            rematch,
        })
    }

    async fn join(&self, guest: &str, token: &str) -> Result<(), PlayError> {
        let room = self.room(token).await?;
        match side_of(&room, guest) {
            Some(true) => {
                return Err(PlayError::NotNow(
                    "this is your own room; send the link to your friend".to_string(),
                ))
            }
            Some(false) => return Ok(()),
            None if room.guest.is_some() => return Err(PlayError::SeatTaken),
            None => {}
        }
        let game = self.new_game(&room, guest, room.host_seat);
        let journal: Vec<JournalEntry> = Vec::new();
        if !self
            .storage
            .seat_guest(token, guest, &game, &journal)
            .await
            .map_err(unavailable)?
        {
            return Err(PlayError::SeatTaken);
        }
        self.changed(&room, Some(room.host_seat.other())).await;
        Ok(())
    }

    async fn rematch(&self, player: &str, token: &str) -> Result<(), PlayError> {
        let room = self.room(token).await?;
        if side_of(&room, player).is_none() {
            return Err(PlayError::NotYourGame);
        }
        let game = self
            .game(&room)
            .await?
            .ok_or_else(|| PlayError::NotNow("the game has not started".to_string()))?;
        let over = game.resigned.is_some() || game.position()?.is_over();
        if !over {
            return Err(PlayError::NotNow("the game is not over".to_string()));
        }
        let seat = game.seat_of(player);
        match room.rematch_by.as_deref() {
            Some(by) if crate::same_token(by, player) => Ok(()),
            None => {
                self.storage
                    .ask_rematch(token, &game.id, player)
                    .await
                    .map_err(unavailable)?;
                self.changed(&room, seat).await;
                Ok(())
            }
            Some(_) => {
                let guest = room.guest.clone().ok_or(PlayError::Unavailable)?;
                let host_seat = room.host_seat.other();
                let next = self.new_game(&room, &guest, host_seat);
                let started = self
                    .storage
                    .start_rematch(token, &game.id, &next, &[], host_seat)
                    .await
                    .map_err(unavailable)?;
                if !started {
                    return Err(PlayError::StaleForm);
                }
                self.changed(&room, seat).await;
                Ok(())
            }
        }
    }

    async fn continue_vs_computer(&self, player: &str, token: &str) -> Result<String, PlayError> {
        let room = self.room(token).await?;
        let host = side_of(&room, player).ok_or(PlayError::NotYourGame)?;
        let opponent_seen = if host {
            room.guest_seen
        } else {
            Some(room.host_seen)
        };
        let away = opponent_seen.is_none_or(|seen| unix_now() - seen > seconds(self.times.away));
        if !away {
            return Err(PlayError::NotNow(
                "your friend is still here or left less than two minutes ago".to_string(),
            ));
        }
        let before = self
            .game(&room)
            .await?
            .ok_or_else(|| PlayError::NotNow("the game has not started".to_string()))?;
        let seat = before.seat_of(player).ok_or(PlayError::NotYourGame)?;
        let mut after = before.clone();
        let mut journal = vec![after.hand_over(player, TAKE_OVER_LEVEL, seat)?];
        self.games
            .computer_replies(&mut after, &mut journal)
            .await?;
        if !self
            .storage
            .save(&before, &after, &journal)
            .await
            .map_err(unavailable)?
        {
            return Err(PlayError::StaleForm);
        }
        self.storage.close_room(token).await.map_err(unavailable)?;
        self.changed(&room, Some(seat)).await;
        Ok(after.id)
    }
}
