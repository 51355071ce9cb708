//! SQLite's writes: one at a time, and those of games on a thread of
//! their own.

use super::{StorageError, queries, unix_now};
use play::{JournalEntry, Milestone, PlayerId, Record};
use sqlx::pool::PoolConnection;
use sqlx::{Sqlite, SqlitePool};
use std::sync::Arc;
use tokio::sync::{Mutex, MutexGuard, oneshot};

/// The turn to write and the thread games are written on.
///
/// SQLite lets one connection write at a time and makes the others sleep
/// and try again (1 ms, 2, 5, … up to 100 ms each time); waiting in turn
/// here instead wakes each writer the moment the one before it is done.
/// A save holds the turn from its one text's trip to the connection's
/// thread until it has read the answer; on its own thread it reads it at
/// once, not after the pages the request workers are rendering.
#[derive(Clone, Debug)]
pub struct Writes {
    turn: Arc<Mutex<()>>,
    /// The thread's runtime.
    writer: tokio::runtime::Handle,
    /// The thread ends when the last clone drops this.
    _stop: Arc<oneshot::Sender<()>>,
}

impl Writes {
    pub(super) fn start() -> Result<Writes, StorageError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(StorageError::SaveThread)?;
        let writer = runtime.handle().clone();
        let (stop, stopped) = oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                })
            })
            .map_err(StorageError::SaveThread)?;
        Ok(Writes {
            turn: Arc::default(),
            writer,
            _stop: Arc::new(stop),
        })
    }

    /// Waits for the turn to write.
    pub(super) async fn turn(&self) -> MutexGuard<'_, ()> {
        self.turn.lock().await
    }

    /// Stores a new game (see `queries::sqlite::insert_at_once`).
    pub(super) async fn insert(
        &self,
        pool: &SqlitePool,
        record: &Record,
        journal: &[JournalEntry],
    ) -> Result<(), StorageError> {
        let (record, journal) = (record.clone(), journal.to_vec());
        self.in_turn(pool, move |mut connection| async move {
            let inserted =
                queries::sqlite::insert_at_once(&mut connection, &record, &journal, unix_now())
                    .await;
            (connection, inserted)
        })
        .await
    }

    /// Saves `after` over `before` (see `queries::sqlite::save_at_once`):
    /// the milestones that were new, or `None` if the game was saved by
    /// someone else first.
    pub(super) async fn save(
        &self,
        pool: &SqlitePool,
        before: &Record,
        after: &Record,
        journal: &[JournalEntry],
        reached: &[(PlayerId, Milestone)],
    ) -> Result<Option<Vec<(PlayerId, Milestone)>>, StorageError> {
        let (before, after) = (before.clone(), after.clone());
        let (journal, reached) = (journal.to_vec(), reached.to_vec());
        self.in_turn(pool, move |mut connection| async move {
            let saved = queries::sqlite::save_at_once(
                &mut connection,
                &before,
                &after,
                &journal,
                &reached,
                unix_now(),
            )
            .await;
            (connection, saved)
        })
        .await
    }

    /// Runs `write` with a connection, in turn, on the writer thread: a
    /// task, not this request's future, because once a text is sent it
    /// must be read to its COMMIT even if the request is dropped. A
    /// connection whose write failed is closed, which rolls back whatever
    /// the text left open.
    async fn in_turn<T, Write, Written>(
        &self,
        pool: &SqlitePool,
        write: Write,
    ) -> Result<T, StorageError>
    where
        T: Send + 'static,
        Write: FnOnce(PoolConnection<Sqlite>) -> Written + Send + 'static,
        Written: Future<Output = (PoolConnection<Sqlite>, Result<T, StorageError>)> + Send,
    {
        let (pool, turn) = (pool.clone(), self.turn.clone());
        self.writer
            .spawn(async move {
                let _turn = turn.lock().await;
                let (connection, written) = write(pool.acquire().await?).await;
                if written.is_err() {
                    drop(connection.detach());
                }
                written
            })
            .await
            .map_err(|error| StorageError::Interrupted(error.to_string()))?
    }
}
