//! The session store on whichever database the games use.
//!
//! Rows are keyed by a SHA-256 digest of the session id, never by the id
//! in the cookie. The database compares keys in however much time its
//! index takes; comparing digests, that time says nothing about how close
//! a guessed cookie came to a real one. And a copy of the table holds no
//! cookie anyone could use.
//!
//! On SQLite, which one server process owns, the sessions read are also
//! kept in memory: every page reads its session, and reading it from
//! memory spares each page a trip to the database's thread. Writes go to
//! the database first, so a restart loses nothing.

use crate::storage::Backend;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Arc;
use time::OffsetDateTime;
use tokio::sync::Mutex;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, ExpiredDeletion, SessionStore};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

/// Sessions in SQLite or PostgreSQL, beside the games.
#[derive(Clone, Debug)]
pub enum Sessions {
    /// In the SQLite file, and those read or written since the start in
    /// memory.
    Sqlite(SqliteStore, Kept),
    /// In the PostgreSQL database, shared by every server process.
    Postgres(PostgresStore),
}

impl Sessions {
    /// The store for `backend`, with its table created if needed.
    pub async fn open(backend: &Backend) -> Result<Sessions, sqlx::Error> {
        Ok(match backend {
            Backend::Sqlite(pool, _) => {
                let store = SqliteStore::new(pool.clone());
                store.migrate().await?;
                Sessions::Sqlite(store, Kept::default())
            }
            Backend::Postgres(pool) => {
                let store = PostgresStore::new(pool.clone());
                store.migrate().await?;
                Sessions::Postgres(store)
            }
        })
    }
}

/// The key a session's row is stored under: the first 128 bits of the
/// SHA-256 digest of its id.
fn row_key(id: &Id) -> Id {
    let digest = Sha256::digest(id.0.to_le_bytes());
    let mut key = [0; 16];
    key.copy_from_slice(&digest[..16]);
    Id(i128::from_le_bytes(key))
}

/// The key of the session `id`'s row as text: what the devices table
/// names a session by, never its id.
pub fn device_key(id: &Id) -> String {
    row_key(id).to_string()
}

impl Sessions {
    /// Ends the sessions whose rows have the keys `keys` (as
    /// [`device_key`] writes them): their cookies open nothing any more.
    pub async fn end(&self, keys: &[String]) -> session_store::Result<()> {
        for key in keys.iter().filter_map(|key| key.parse::<Id>().ok()) {
            self.delete_row(&key).await?;
        }
        Ok(())
    }

    /// Deletes the row `key`, and forgets it in memory.
    async fn delete_row(&self, key: &Id) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store, Kept(kept)) => {
                let mut kept = kept.lock().await;
                kept.remove(key);
                store.delete(key).await
            }
            Sessions::Postgres(store) => store.delete(key).await,
        }
    }
}

/// `record` as stored: under its row key.
fn as_row(record: &Record) -> Record {
    Record {
        id: row_key(&record.id),
        ..record.clone()
    }
}

/// At most this many sessions are kept in memory (a few hundred bytes
/// each); past it the memory starts again empty.
const MOST_KEPT: usize = 100_000;

/// Sessions as stored, by row key. One lock around each read of the
/// database and each write, so that what is kept is never older than the
/// row: a read that missed cannot put back what a write just replaced.
#[derive(Clone, Debug, Default)]
pub struct Kept(Arc<Mutex<HashMap<Id, Record>>>);

impl Sessions {
    async fn load_row(&self, key: &Id) -> session_store::Result<Option<Record>> {
        match self {
            Sessions::Sqlite(store, Kept(kept)) => {
                let mut kept = kept.lock().await;
                if let Some(row) = kept.get(key) {
                    return Ok((row.expiry_date > OffsetDateTime::now_utc()).then(|| row.clone()));
                }
                let row = store.load(key).await?;
                if let Some(row) = &row {
                    keep(&mut kept, row.clone());
                }
                Ok(row)
            }
            Sessions::Postgres(store) => store.load(key).await,
        }
    }
}

fn keep(kept: &mut HashMap<Id, Record>, row: Record) {
    if kept.len() >= MOST_KEPT {
        kept.clear();
    }
    kept.insert(row.id, row);
}

#[async_trait::async_trait]
impl SessionStore for Sessions {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        // A fresh random id is taken only if its key is free, as the sqlx
        // store itself does with plain ids.
        while self.load_row(&row_key(&record.id)).await?.is_some() {
            record.id = Id::default();
        }
        self.save(record).await
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        let row = as_row(record);
        match self {
            Sessions::Sqlite(store, Kept(kept)) => {
                let mut kept = kept.lock().await;
                kept.remove(&row.id);
                store.save(&row).await?;
                keep(&mut kept, row);
                Ok(())
            }
            Sessions::Postgres(store) => store.save(&row).await,
        }
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        let row = self.load_row(&row_key(id)).await?;
        Ok(row.map(|row| Record { id: *id, ..row }))
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        self.delete_row(&row_key(id)).await
    }
}

#[async_trait::async_trait]
impl ExpiredDeletion for Sessions {
    async fn delete_expired(&self) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store, Kept(kept)) => {
                let mut kept = kept.lock().await;
                let now = OffsetDateTime::now_utc();
                kept.retain(|_, row| row.expiry_date > now);
                store.delete_expired().await
            }
            Sessions::Postgres(store) => store.delete_expired().await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_key_is_fixed_for_an_id_and_is_not_the_id() {
        let id = Id(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
        assert_eq!(row_key(&id), row_key(&id));
        assert_ne!(row_key(&id), id);
        assert_ne!(row_key(&id), row_key(&Id(id.0 + 1)));
    }
}
