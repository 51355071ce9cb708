//! The session store on whichever database the games use.
//!
//! Rows are keyed by a SHA-256 digest of the session id, never by the id
//! in the cookie. The database compares keys in however much time its
//! index takes; comparing digests, that time says nothing about how close
//! a guessed cookie came to a real one. And a copy of the table holds no
//! cookie anyone could use.

use crate::storage::Backend;
use sha2::{Digest, Sha256};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, ExpiredDeletion, SessionStore};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

/// Sessions in SQLite or PostgreSQL, beside the games.
#[derive(Clone, Debug)]
pub enum Sessions {
    /// In the SQLite file.
    Sqlite(SqliteStore),
    /// In the PostgreSQL database, shared by every server process.
    Postgres(PostgresStore),
}

impl Sessions {
    /// The store for `backend`, with its table created if needed.
    pub async fn open(backend: &Backend) -> Result<Sessions, sqlx::Error> {
        Ok(match backend {
            Backend::Sqlite(pool) => {
                let store = SqliteStore::new(pool.clone());
                store.migrate().await?;
                Sessions::Sqlite(store)
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

/// `record` as stored: under its row key.
fn as_row(record: &Record) -> Record {
    Record {
        id: row_key(&record.id),
        ..record.clone()
    }
}

impl Sessions {
    async fn load_row(&self, key: &Id) -> session_store::Result<Option<Record>> {
        match self {
            Sessions::Sqlite(store) => store.load(key).await,
            Sessions::Postgres(store) => store.load(key).await,
        }
    }
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
            Sessions::Sqlite(store) => store.save(&row).await,
            Sessions::Postgres(store) => store.save(&row).await,
        }
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        let row = self.load_row(&row_key(id)).await?;
        Ok(row.map(|row| Record { id: *id, ..row }))
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        let key = row_key(id);
        match self {
            Sessions::Sqlite(store) => store.delete(&key).await,
            Sessions::Postgres(store) => store.delete(&key).await,
        }
    }
}

#[async_trait::async_trait]
impl ExpiredDeletion for Sessions {
    async fn delete_expired(&self) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store) => store.delete_expired().await,
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
