//! The lobby's seeks in the database.

use super::rules_columns::RulesRow;
use super::{Backend, Storage, StorageError, queries, unix_now};
use play::Room;
use play::{DisplayName, GameId, PlayerId, Rating, Record, RoomToken, SeekId, SeekSettings, Terms};

/// An open seek as the lobby lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeekRow {
    /// The seek.
    pub id: SeekId,
    /// Whose offer it is.
    pub player: PlayerId,
    /// Their name, once chosen.
    pub name: Option<DisplayName>,
    /// Their rating in the seek's speed class, once they have one.
    pub rating: Option<Rating>,
    /// What it offers.
    pub settings: SeekSettings,
    /// When it was opened (Unix seconds).
    pub created_at: i64,
    /// When its player's page was last seen (Unix seconds): a live seek
    /// stays open only while they are there.
    pub seen_at: i64,
}

/// What became of an attempt to take a seek.
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// The seek is the taker's, and its game started in `room`.
    Yours {
        /// The seek as it was taken.
        seek: SeekRow,
        /// Where its game is played.
        room: RoomToken,
    },
    /// Another player took it first.
    Already,
    /// It is the taker's own seek.
    Own,
    /// There is no such seek: mistyped, cancelled, or its player gone.
    NotFound,
}

impl Storage {
    /// Opens a seek for `player` (the one they already have with these
    /// settings, if open) and returns its identifier; none when they have
    /// `most` open already.
    pub async fn open_seek(
        &self,
        player: &PlayerId,
        settings: &SeekSettings,
        most: u32,
    ) -> Result<Option<SeekId>, StorageError> {
        let id = SeekId::from_bits(rand::random());
        on_backend!(self, open_seek(player, settings, &id, unix_now(), most))
    }

    /// Notes that `player` let the game `game` abort, now.
    pub async fn note_no_show(&self, player: &PlayerId, game: &GameId) -> Result<(), StorageError> {
        on_backend!(self, note_no_show(player, game, unix_now()))
    }

    /// When `player` let games abort in the last day (Unix seconds).
    pub async fn no_shows_today(&self, player: &PlayerId) -> Result<Vec<i64>, StorageError> {
        on_backend!(self, no_shows_since(player, unix_now() - 86_400))
    }

    /// Cancels `player`'s open seek `id`; false when they have none such.
    pub async fn cancel_seek(&self, player: &PlayerId, id: &SeekId) -> Result<bool, StorageError> {
        on_backend!(self, cancel_seek(player, id))
    }

    /// Every open seek, oldest first, whether or not its player is still
    /// there (`SeekSettings::still_open`).
    pub async fn open_seeks(&self) -> Result<Vec<SeekRow>, StorageError> {
        on_backend!(self, open_seeks())
    }

    /// Notes that `player`'s page is open: their open seeks stay open.
    pub async fn seeks_seen(&self, player: &PlayerId) -> Result<(), StorageError> {
        on_backend!(self, seeks_seen(player, unix_now()))
    }

    /// Deletes the open seek `seek` whose player is gone, unless they were
    /// seen since it was read; whether it was deleted.
    pub async fn drop_seek(&self, seek: &SeekRow) -> Result<bool, StorageError> {
        on_backend!(self, drop_seek(&seek.id, seek.seen_at))
    }

    /// Takes the open seek `id` for `player`, if nobody did first, and
    /// stores the room and game `start` makes of it with the taking.
    pub async fn take_seek(
        &self,
        player: &PlayerId,
        id: &SeekId,
        start: impl FnOnce(&SeekRow) -> (Room, Record) + Send,
    ) -> Result<Taken, StorageError> {
        on_backend!(self, take_seek(player, id, unix_now(), start))
    }

    /// Public games in progress, the highest rated first (at most 50).
    pub async fn games_in_progress(&self) -> Result<Vec<GameInProgress>, StorageError> {
        let rows = on_backend!(self, games_in_progress())?;
        rows.into_iter().map(WatchColumns::game).collect()
    }

    /// Pairs the open seeks `seeks` (each with its player) into `game` in
    /// `room`: false, changing nothing, when either was taken first.
    pub async fn pair_seeks(
        &self,
        seeks: [(&SeekId, &PlayerId); 2],
        room: &Room,
        game: &Record,
    ) -> Result<bool, StorageError> {
        on_backend!(self, pair_seeks(seeks, room, game, unix_now()))
    }

    /// Where the game of `player`'s seek `id` is played, once accepted.
    pub async fn seek_room(
        &self,
        player: &PlayerId,
        id: &SeekId,
    ) -> Result<Option<RoomToken>, StorageError> {
        on_backend!(self, seek_room(player, id))
    }
}

/// A public game in progress, as the queries select it.
#[derive(sqlx::FromRow)]
pub(super) struct WatchColumns {
    token: String,
    host_seat: i64,
    speed: String,
    rated: bool,
    #[sqlx(flatten)]
    rules: RulesRow,
    host_name: Option<String>,
    guest_name: Option<String>,
    host_rating: Option<f64>,
    guest_rating: Option<f64>,
    plies: i64,
}

/// A public game in progress, as `/watch` lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInProgress {
    /// The room it is played (and watched) in.
    pub room: RoomToken,
    /// Each side's name and rating, Player 1's first.
    pub players: [(Option<DisplayName>, Option<f64>); 2],
    /// Its speed and whether it is rated.
    pub terms: Terms,
    /// The game and its options.
    pub rules: engine::Ruleset,
    /// Moves played so far.
    pub moves: u32,
}

impl WatchColumns {
    /// The game, or `Damaged` if a column makes no sense.
    pub(super) fn game(self) -> Result<GameInProgress, StorageError> {
        let damaged = || StorageError::Damaged(format!("room {}", self.token));
        let name = |name: Option<String>| name.and_then(|name| name.parse().ok());
        let host = (name(self.host_name), self.host_rating);
        let guest = (name(self.guest_name), self.guest_rating);
        let players = if self.host_seat == 1 {
            [host, guest]
        } else {
            [guest, host]
        };
        Ok(GameInProgress {
            room: self.token.parse().map_err(|_| damaged())?,
            players,
            terms: Terms {
                speed: self.speed.parse().map_err(|_| damaged())?,
                rated: self.rated,
            },
            rules: self.rules.rules().ok_or_else(damaged)?,
            moves: u32::try_from(self.plies).map_err(|_| damaged())?,
        })
    }
}

/// A seek's row with its player's name, as the queries select it.
#[derive(sqlx::FromRow)]
pub(super) struct SeekColumns {
    id: String,
    player_id: String,
    #[sqlx(flatten)]
    rules: RulesRow,
    speed: String,
    rated: bool,
    seat: String,
    created_at: i64,
    seen_at: i64,
    name: Option<String>,
    rating: Option<f64>,
    deviation: Option<f64>,
    volatility: Option<f64>,
}

/// A seek from its row, or `Damaged` if a column makes no sense.
pub(super) fn seek_from(row: SeekColumns) -> Result<SeekRow, StorageError> {
    let damaged = || StorageError::Damaged(format!("seek {}", row.id));
    let rules = row.rules.rules().ok_or_else(damaged)?;
    Ok(SeekRow {
        id: row.id.parse().map_err(|_| damaged())?,
        player: row.player_id.parse().map_err(|_| damaged())?,
        name: row
            .name
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(|_| damaged())?,
        settings: SeekSettings {
            rules,
            speed: row.speed.parse().map_err(|_| damaged())?,
            rated: row.rated,
            seat: row.seat.parse().map_err(|_| damaged())?,
        },
        created_at: row.created_at,
        seen_at: row.seen_at,
        rating: match (row.rating, row.deviation, row.volatility) {
            (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
                rating,
                deviation,
                volatility,
            }),
            _ => None,
        },
    })
}
