//! Games and rooms in the database: connecting, migrating, loading and
//! saving, each change in one transaction. SQLite by default (one server
//! process); PostgreSQL when several processes share the load. The queries
//! are the same text for both (see `queries`).

mod queries;
mod rows;
mod rules_columns;

use engine::{Level, Pit, Position};
use play::{
    AttemptSummary, DisplayName, GameId, JournalEntry, Judgement, LinkToken, Milestone, PlayerId,
    Record, RoomToken,
};
use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, SqlitePool};
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Why the database could not be used.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The URL names a database this server cannot use.
    #[error(
        "unsupported database URL {0:?}: use sqlite://path/to/file.db or postgres://user:password@host/database"
    )]
    UnsupportedUrl(String),
    /// The database's directory could not be created.
    #[error("cannot create the database directory {path}: {source}")]
    Directory {
        /// The directory.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The database refused or failed.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The schema could not be brought up to date.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// A stored row does not describe a valid game or room.
    #[error("stored game or room {0} is damaged")]
    Damaged(String),
    /// The thread that saves games could not be started.
    #[error("cannot start the thread that saves games: {0}")]
    SaveThread(std::io::Error),
    /// A save's task ended before its answer: a panic, or the server
    /// shutting down.
    #[error("a save was interrupted: {0}")]
    Interrupted(String),
}

/// A storage failure as a player hears of it: the service is unavailable,
/// nothing more (the failure itself goes to the log).
impl From<StorageError> for play::Refusal {
    fn from(error: StorageError) -> play::Refusal {
        tracing::error!(%error, "storage failed");
        play::Refusal::Unavailable
    }
}

/// The database behind the storage.
#[derive(Clone, Debug)]
pub enum Backend {
    /// A SQLite file: one server process.
    Sqlite(SqlitePool, Writes),
    /// A PostgreSQL database: any number of server processes.
    Postgres(PgPool),
}

/// Games, their journals, and rooms.
#[derive(Clone, Debug)]
pub struct Storage {
    backend: Backend,
}

/// A move solved: the position before it, the pit sown, and their values.
pub type Solved = (Position, Pit, Judgement);

/// How a save went.
#[derive(Debug, PartialEq, Eq)]
pub enum Saved {
    /// Someone saved the game first; nothing was written.
    Stale,
    /// Saved, with the milestones that were new to their players.
    Earned(Vec<(PlayerId, Milestone)>),
}

/// Runs one of the `queries` functions on whichever database is in use.
macro_rules! on_backend {
    ($storage:expr, $function:ident ( $($argument:expr),* )) => {
        match &$storage.backend {
            Backend::Sqlite(pool, _) => queries::sqlite::$function(pool, $($argument),*).await,
            Backend::Postgres(pool) => queries::postgres::$function(pool, $($argument),*).await,
        }
    };
}

// After the macro, which it uses.
mod arenas;
mod devices;
mod holds;
mod names;
mod profiles;
mod puzzles;
mod ratings;
mod rooms;
mod seeks;
mod writes;

pub use arenas::{ArenaGame, ArenaRow, Entrant, GameArena, Held};
pub use holds::HeldRating;
pub use profiles::PlayedGame;
pub use ratings::RatedEnding;
pub use seeks::{GameInProgress, SeekRow, Taken};
pub use writes::Writes;

impl Storage {
    /// Opens the database at `url` (a SQLite file is created if needed)
    /// and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Storage, StorageError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                // While PostgreSQL is down each attempt waits this long
                // before the player is told to try again.
                .acquire_timeout(Duration::from_secs(3))
                .connect(url)
                .await?;
            sqlx::migrate!("./migrations/postgres").run(&pool).await?;
            queries::postgres::add_token_keys(&pool).await?;
            queries::postgres::rekey_names(&pool).await?;
            return Ok(Storage {
                backend: Backend::Postgres(pool),
            });
        }
        let path = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
            .ok_or_else(|| StorageError::UnsupportedUrl(url.to_string()))?;
        let file = path.split('?').next().unwrap_or(path);
        if let Some(directory) = std::path::Path::new(file)
            .parent()
            .filter(|dir| !dir.as_os_str().is_empty())
        {
            std::fs::create_dir_all(directory).map_err(|source| StorageError::Directory {
                path: directory.display().to_string(),
                source,
            })?;
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // With WAL, NORMAL still survives a process crash; only an OS
            // crash could lose the last commits.
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // A connection to a file in this process does not drop: the
            // ping sqlx sends before lending one out would cost every query
            // another trip to the connection's thread.
            .test_before_acquire(false)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        queries::sqlite::add_token_keys(&pool).await?;
        queries::sqlite::rekey_names(&pool).await?;
        Ok(Storage {
            backend: Backend::Sqlite(pool, Writes::start()?),
        })
    }

    /// Waits for the turn to write, on SQLite; PostgreSQL lets writers
    /// wait for each other's rows themselves.
    async fn turn_to_write(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match &self.backend {
            Backend::Sqlite(_, writes) => Some(writes.turn().await),
            Backend::Postgres(_) => None,
        }
    }

    /// The database, for the session store and live updates.
    pub fn backend(&self) -> &Backend {
        &self.backend
    }

    /// The game `id`, if there is one.
    pub async fn load(&self, id: &GameId) -> Result<Option<Record>, StorageError> {
        on_backend!(self, load(id))
    }

    /// The moves of game `id` solved so far.
    pub async fn judgements(&self, id: &GameId) -> Result<Vec<Solved>, StorageError> {
        on_backend!(self, judgements(id))
    }

    /// Keeps moves of game `id` solved (once each; none once the game is
    /// gone).
    pub async fn save_judgements(
        &self,
        id: &GameId,
        solved: &[Solved],
    ) -> Result<(), StorageError> {
        let _turn = self.turn_to_write().await;
        on_backend!(self, save_judgements(id, solved))
    }

    /// The moves of `position` solved so far under a capture rule.
    pub async fn position_values(
        &self,
        position: &engine::Position,
        empty_capture: bool,
    ) -> Result<Vec<(engine::Pit, i32)>, StorageError> {
        on_backend!(self, position_values(position, empty_capture))
    }

    /// Keeps moves of `position` solved, once each.
    pub async fn save_position_values(
        &self,
        position: &engine::Position,
        empty_capture: bool,
        values: &[(engine::Pit, i32)],
    ) -> Result<(), StorageError> {
        on_backend!(self, save_position_values(position, empty_capture, values))
    }

    /// Stores a new game with its first journal lines.
    pub async fn insert(
        &self,
        record: &Record,
        journal: &[JournalEntry],
    ) -> Result<(), StorageError> {
        match &self.backend {
            Backend::Sqlite(pool, writes) => writes.insert(pool, record, journal).await,
            Backend::Postgres(pool) => {
                queries::postgres::insert(pool, record, journal, unix_now()).await
            }
        }
    }

    /// Saves `after` over `before` (as loaded) with the journal lines that
    /// led there and the milestones `reached`, all in one transaction.
    pub async fn save(
        &self,
        before: &Record,
        after: &Record,
        journal: &[JournalEntry],
        reached: &[(PlayerId, Milestone)],
    ) -> Result<Saved, StorageError> {
        let earned = match &self.backend {
            Backend::Sqlite(pool, writes) => {
                writes.save(pool, before, after, journal, reached).await?
            }
            Backend::Postgres(pool) => {
                queries::postgres::save(pool, before, after, journal, reached, unix_now()).await?
            }
        };
        Ok(match earned {
            None => Saved::Stale,
            Some(earned) => Saved::Earned(earned),
        })
    }

    /// Adds play time reported by a game's page.
    pub async fn add_active_time(&self, id: &GameId, ms: i64) -> Result<(), StorageError> {
        on_backend!(self, add_active_time(id, ms))
    }

    /// The milestones `player` has, with when each was earned.
    pub async fn achievements(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<(Milestone, i64)>, StorageError> {
        on_backend!(self, achievements(player))
    }

    /// The levels `player` has beaten with a fresh first result.
    pub async fn fresh_win_levels(&self, player: &PlayerId) -> Result<Vec<Level>, StorageError> {
        on_backend!(self, fresh_win_levels(player))
    }

    /// `player`'s current device link token.
    pub async fn device_link(&self, player: &PlayerId) -> Result<Option<LinkToken>, StorageError> {
        on_backend!(self, device_link(player))
    }

    /// Replaces `player`'s device link with `token`.
    pub async fn renew_device_link(
        &self,
        player: &PlayerId,
        token: &LinkToken,
    ) -> Result<(), StorageError> {
        on_backend!(self, renew_device_link(player, token, unix_now()))
    }

    /// The player a device link belongs to.
    pub async fn player_of_link(
        &self,
        token: &LinkToken,
    ) -> Result<Option<PlayerId>, StorageError> {
        on_backend!(self, player_of_link(token))
    }

    /// How many of `player`'s own games have not ended yet.
    pub async fn open_games(&self, player: &PlayerId) -> Result<i64, StorageError> {
        on_backend!(self, open_games(player))
    }

    /// The attempts `player` plays in, newest first (at most 200), in one
    /// query.
    pub async fn attempts_of(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<AttemptSummary>, StorageError> {
        on_backend!(self, attempts_of(player))
    }

    /// Games whose side to move ran out of time by `now` (Unix
    /// milliseconds), the longest overdue first; at most 100 at a time.
    pub async fn out_of_time(&self, now: i64) -> Result<Vec<GameId>, StorageError> {
        let ids = on_backend!(self, out_of_time(now))?;
        ids.into_iter()
            .map(|id| id.parse().map_err(|_| StorageError::Damaged(id)))
            .collect()
    }

    /// The score between a room's two players over its finished games, in
    /// half points (a draw is half each): the host's, then the guest's.
    pub async fn room_score(&self, token: &RoomToken) -> Result<[u32; 2], StorageError> {
        let results = on_backend!(self, room_results(token))?;
        Ok(results
            .into_iter()
            .fold([0, 0], |[host, guest], (seat, winner)| match winner {
                0 => [host + 1, guest + 1],
                winner if winner == seat => [host + 2, guest],
                _ => [host, guest + 2],
            }))
    }

    /// The rooms of the public games waiting on `player`'s move, with the
    /// opponent's name, the most urgent first.
    pub async fn waiting_on(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<(RoomToken, Option<DisplayName>)>, StorageError> {
        let rows = on_backend!(self, waiting_on(player))?;
        rows.into_iter()
            .map(|(room, name)| {
                let room = room
                    .parse()
                    .map_err(|_| StorageError::Damaged(format!("room {room}")))?;
                Ok((room, name.and_then(|name| name.parse().ok())))
            })
            .collect()
    }
}

/// Milliseconds since the Unix epoch: the moments clocks are kept in.
pub fn unix_now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
        })
}

/// Seconds since the Unix epoch.
pub fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() as i64)
}
