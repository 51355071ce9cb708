//! Games in the database: connecting, migrating, loading and saving a
//! [`Record`] with its journal, each save in one transaction.

use crate::record::{ActionKind, JournalEntry, Record, StoredMove};
use app::game::{Hint, Opponent, Setup};
use engine::{Level, Pit, Player, Variant};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Why the database could not be used.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The URL names a database this server cannot use.
    #[error("unsupported database URL {0:?}: use sqlite://path/to/file.db")]
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
    /// A stored row does not describe a valid game.
    #[error("stored game {0} is damaged")]
    Damaged(String),
}

/// The game tables.
#[derive(Clone)]
pub struct Storage {
    pool: SqlitePool,
}

impl Storage {
    /// Opens (creating if needed) the database at `url` and brings its
    /// schema up to date.
    pub async fn connect(url: &str) -> Result<Storage, StorageError> {
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
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Storage { pool })
    }

    /// The connection pool, shared with the session store.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// The game `id`, if there is one.
    pub async fn load(&self, id: &str) -> Result<Option<Record>, StorageError> {
        // One transaction, so the game row and its moves are of one save.
        let mut tx = self.pool.begin().await?;
        let Some(row) = sqlx::query(
            "SELECT owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
             last_action, recent_from, version, hints, hint_pit, hint_value, paused FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let damaged = || StorageError::Damaged(id.to_string());
        let opponent = match row.get::<String, _>("opponent").as_str() {
            "computer" => Opponent::Computer {
                level: row
                    .get::<Option<String>, _>("level")
                    .and_then(|level| level.parse::<Level>().ok())
                    .ok_or_else(damaged)?,
                seat: row
                    .get::<Option<i64>, _>("seat")
                    .and_then(player)
                    .ok_or_else(damaged)?,
            },
            "same-device" => Opponent::SameDevice,
            _ => return Err(damaged()),
        };
        let stones = u8::try_from(row.get::<i64, _>("stones")).map_err(|_| damaged())?;
        let variant = Variant::new(stones, row.get("empty_capture")).map_err(|_| damaged())?;
        let moves = sqlx::query(
            "SELECT pit, by_computer, undone FROM moves WHERE game_id = $1 ORDER BY ply",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        let mut line = Vec::new();
        let mut undone = Vec::new();
        for row in moves {
            let pit = u8::try_from(row.get::<i64, _>("pit"))
                .ok()
                .and_then(Pit::new)
                .ok_or_else(damaged)?;
            let stored = StoredMove {
                pit,
                by_computer: row.get("by_computer"),
            };
            if row.get("undone") {
                undone.push(stored);
            } else {
                line.push(stored);
            }
        }
        Ok(Some(Record {
            id: id.to_string(),
            owner: row.get("owner"),
            setup: Setup { opponent, variant },
            seed: row.get::<i64, _>("seed") as u64,
            line,
            undone,
            resigned: row.get::<Option<i64>, _>("resigned").and_then(player),
            last_action: ActionKind::parse(&row.get::<String, _>("last_action"))
                .ok_or_else(damaged)?,
            recent_from: usize::try_from(row.get::<i64, _>("recent_from"))
                .map_err(|_| damaged())?,
            version: row.get("version"),
            hints: u32::try_from(row.get::<i64, _>("hints")).map_err(|_| damaged())?,
            hint: row
                .get::<Option<i64>, _>("hint_pit")
                .and_then(|pit| u8::try_from(pit).ok())
                .and_then(Pit::new)
                .map(|pit| Hint {
                    pit,
                    value: row
                        .get::<Option<i64>, _>("hint_value")
                        .map(|value| value as i32),
                }),
            paused: row.get("paused"),
        }))
    }

    /// Stores a new game with its first journal lines.
    pub async fn insert(
        &self,
        record: &Record,
        journal: &[JournalEntry],
    ) -> Result<(), StorageError> {
        let (opponent, level, seat) = match record.setup.opponent {
            Opponent::Computer { level, seat } => (
                "computer",
                Some(level.name()),
                Some(i64::from(seat.number())),
            ),
            Opponent::SameDevice => ("same-device", None, None),
        };
        let now = unix_now();
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
             last_action, recent_from, version, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)",
        )
        .bind(&record.id)
        .bind(&record.owner)
        .bind(opponent)
        .bind(level)
        .bind(seat)
        .bind(i64::from(record.setup.variant.stones()))
        .bind(record.setup.variant.empty_capture())
        .bind(record.seed as i64)
        .bind(record.resigned.map(|player| i64::from(player.number())))
        .bind(record.last_action.as_str())
        .bind(record.recent_from as i64)
        .bind(record.version)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        write_moves(&mut tx, &record.id, 0, record).await?;
        write_journal(&mut tx, &record.id, journal, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Saves `after` over `before` (as loaded) with the journal lines that
    /// led there. Returns false, writing nothing, when someone else saved
    /// the game since `before` was loaded.
    pub async fn save(
        &self,
        before: &Record,
        after: &Record,
        journal: &[JournalEntry],
    ) -> Result<bool, StorageError> {
        let now = unix_now();
        let mut tx = self.pool.begin().await?;
        // Taking the version first also takes SQLite's write lock, so the
        // rest of the transaction cannot meet a concurrent writer.
        let claimed = sqlx::query(
            "UPDATE games SET version = version + 1, resigned = $1, last_action = $2, recent_from = $3, \
             updated_at = $4, hints = $5, hint_pit = $6, hint_value = $7, paused = $8 \
             WHERE id = $9 AND version = $10",
        )
        .bind(after.resigned.map(|player| i64::from(player.number())))
        .bind(after.last_action.as_str())
        .bind(after.recent_from as i64)
        .bind(now)
        .bind(i64::from(after.hints))
        .bind(after.hint.map(|hint| i64::from(hint.pit.number())))
        .bind(after.hint.and_then(|hint| hint.value).map(i64::from))
        .bind(after.paused)
        .bind(&after.id)
        .bind(before.version)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if claimed != 1 {
            return Ok(false);
        }
        let unchanged = stored_moves(before)
            .zip(stored_moves(after))
            .take_while(|(old, new)| old == new)
            .count();
        sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
            .bind(&after.id)
            .bind(unchanged as i64)
            .execute(&mut *tx)
            .await?;
        write_moves(&mut tx, &after.id, unchanged, after).await?;
        write_journal(&mut tx, &after.id, journal, now).await?;
        tx.commit().await?;
        Ok(true)
    }
}

/// Every move of a record in ply order, with its undone flag.
fn stored_moves(record: &Record) -> impl Iterator<Item = (StoredMove, bool)> + '_ {
    record
        .line
        .iter()
        .map(|stored| (*stored, false))
        .chain(record.undone.iter().map(|stored| (*stored, true)))
}

async fn write_moves(
    tx: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
    id: &str,
    from: usize,
    record: &Record,
) -> Result<(), StorageError> {
    for (ply, (stored, undone)) in stored_moves(record).enumerate().skip(from) {
        sqlx::query("INSERT INTO moves (game_id, ply, pit, by_computer, undone) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(ply as i64)
            .bind(i64::from(stored.pit.number()))
            .bind(stored.by_computer)
            .bind(undone)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

async fn write_journal(
    tx: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
    id: &str,
    journal: &[JournalEntry],
    now: i64,
) -> Result<(), StorageError> {
    let last: Option<i64> = sqlx::query_scalar("SELECT MAX(seq) FROM journal WHERE game_id = $1")
        .bind(id)
        .fetch_one(&mut **tx)
        .await?;
    for (seq, entry) in (last.map_or(0, |seq| seq + 1)..).zip(journal) {
        sqlx::query("INSERT INTO journal (game_id, seq, action, pit, ply, at) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(id)
            .bind(seq)
            .bind(entry.kind.as_str())
            .bind(entry.pit.map(|pit| i64::from(pit.number())))
            .bind(i64::from(entry.ply))
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

fn player(number: i64) -> Option<Player> {
    u8::try_from(number).ok().and_then(Player::from_number)
}

fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() as i64)
}
