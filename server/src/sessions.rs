//! The session store on whichever database the games use.

use crate::storage::Backend;
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

#[async_trait::async_trait]
impl SessionStore for Sessions {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store) => store.create(record).await,
            Sessions::Postgres(store) => store.create(record).await,
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store) => store.save(record).await,
            Sessions::Postgres(store) => store.save(record).await,
        }
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        match self {
            Sessions::Sqlite(store) => store.load(id).await,
            Sessions::Postgres(store) => store.load(id).await,
        }
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        match self {
            Sessions::Sqlite(store) => store.delete(id).await,
            Sessions::Postgres(store) => store.delete(id).await,
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
