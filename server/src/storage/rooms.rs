//! Rooms in the database: a room as stored, and its changes (a guest
//! seated, a rematch asked and started, presence, take-over, expiry).

use super::{Backend, Storage, StorageError, queries, unix_now};
use engine::Player;
use play::Room;
use play::{GameId, JournalEntry, PlayerId, Record, RoomToken};
use std::time::Duration;

impl Storage {
    /// Stores a new room.
    pub async fn insert_room(&self, room: &Room) -> Result<(), StorageError> {
        on_backend!(self, insert_room(room))
    }

    /// The room `token`, if there is one.
    pub async fn load_room(&self, token: &RoomToken) -> Result<Option<Room>, StorageError> {
        on_backend!(self, load_room(token))
    }

    /// Seats `guest` in the room and stores its first game, if the seat is
    /// still free. Returns false, writing nothing, when it is not.
    pub async fn seat_guest(
        &self,
        token: &RoomToken,
        guest: &PlayerId,
        game: &Record,
        journal: &[JournalEntry],
    ) -> Result<bool, StorageError> {
        on_backend!(self, seat_guest(token, guest, game, journal, unix_now()))
    }

    /// Notes that `player` asks for a rematch after game `game`.
    pub async fn ask_rematch(
        &self,
        token: &RoomToken,
        game: &GameId,
        player: &PlayerId,
    ) -> Result<bool, StorageError> {
        on_backend!(self, ask_rematch(token, game, player))
    }

    /// Starts the rematch: the new game, with the host on `host_seat`,
    /// replaces `old_game` if that is still the room's game.
    pub async fn start_rematch(
        &self,
        token: &RoomToken,
        old_game: &GameId,
        game: &Record,
        journal: &[JournalEntry],
        host_seat: Player,
    ) -> Result<bool, StorageError> {
        on_backend!(
            self,
            start_rematch(token, old_game, game, journal, host_seat, unix_now())
        )
    }

    /// Notes that the host (or the guest) is here now.
    pub async fn mark_seen(&self, token: &RoomToken, host: bool) -> Result<(), StorageError> {
        on_backend!(self, mark_seen(token, host, unix_now()))
    }

    /// Saves a room's game, now against the computer, and closes the
    /// room (keeping the game), in one transaction. False, writing
    /// nothing, when the game changed since `before` was loaded.
    pub async fn hand_over(
        &self,
        token: &RoomToken,
        before: &Record,
        after: &Record,
        journal: &[JournalEntry],
    ) -> Result<bool, StorageError> {
        on_backend!(self, hand_over(token, before, after, journal, unix_now()))
    }

    /// Deletes the rooms (and their games) nobody has been in for `idle`,
    /// and those made more than `lifetime` ago. Returns how many went.
    pub async fn delete_expired_rooms(
        &self,
        idle: Duration,
        lifetime: Duration,
    ) -> Result<u64, StorageError> {
        let now = unix_now();
        let seconds = |span: Duration| i64::try_from(span.as_secs()).unwrap_or(i64::MAX);
        let idle_since = now.saturating_sub(seconds(idle));
        let made_before = now.saturating_sub(seconds(lifetime));
        on_backend!(self, delete_expired_rooms(idle_since, made_before))
    }
}
