//! `kalah-server backup FILE`: a consistent copy of the SQLite database,
//! taken while the server runs (SQLite's `VACUUM INTO` reads one snapshot
//! and writes it compacted; players' moves go on meanwhile).

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection};
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// Why no backup was made. Nothing is written in any of these cases.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The target exists: a backup never overwrites.
    #[error("{} already exists; give a new file name (nothing was overwritten)", .0.display())]
    Exists(PathBuf),
    /// PostgreSQL has its own tools.
    #[error(
        "the database is PostgreSQL: back it up with pg_dump (see docs/operations.md, \"Backups\")"
    )]
    Postgres,
    /// Not a database address this server knows.
    #[error("cannot back up {0}: the database URL must start with sqlite:// or postgres://")]
    UnsupportedUrl(String),
    /// The database file is not there.
    #[error("there is no database at {0}")]
    Missing(String),
    /// SQLite refused.
    #[error("the copy failed: {0}")]
    Sqlite(#[from] sqlx::Error),
}

/// Copies the SQLite database at `database_url` to `file`; returns the
/// copy's size in bytes.
pub async fn backup(database_url: &str, file: &Path) -> Result<u64, BackupError> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        return Err(BackupError::Postgres);
    }
    let path = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))
        .ok_or_else(|| BackupError::UnsupportedUrl(database_url.to_string()))?;
    let path = path.split('?').next().unwrap_or(path);
    if !Path::new(path).is_file() {
        return Err(BackupError::Missing(path.to_string()));
    }
    if file.exists() {
        return Err(BackupError::Exists(file.to_path_buf()));
    }
    let mut connection = SqliteConnectOptions::from_str(database_url)?
        .read_only(true)
        .busy_timeout(std::time::Duration::from_secs(10))
        .connect()
        .await?;
    sqlx::query("VACUUM INTO ?")
        .bind(file.to_string_lossy().into_owned())
        .execute(&mut connection)
        .await?;
    connection.close().await?;
    Ok(std::fs::metadata(file).map(|meta| meta.len()).unwrap_or(0))
}
