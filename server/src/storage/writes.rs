//! SQLite's writes: one at a time, and the saves of games on a thread of
//! their own.

use super::{StorageError, queries, unix_now};
use play::{JournalEntry, Milestone, PlayerId, Record};
use sqlx::SqlitePool;
use std::sync::Arc;
use tokio::sync::{Mutex, MutexGuard, oneshot};

/// The turn to write and the thread saves run on.
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
    saves: tokio::runtime::Handle,
    /// The thread ends when the last clone drops this.
    _stop: Arc<oneshot::Sender<()>>,
}

impl Writes {
    pub(super) fn start() -> Result<Writes, StorageError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(StorageError::SaveThread)?;
        let saves = runtime.handle().clone();
        let (stop, stopped) = oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("sqlite-saves".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                })
            })
            .map_err(StorageError::SaveThread)?;
        Ok(Writes {
            turn: Arc::default(),
            saves,
            _stop: Arc::new(stop),
        })
    }

    /// Waits for the turn to write.
    pub(super) async fn turn(&self) -> MutexGuard<'_, ()> {
        self.turn.lock().await
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
        let (pool, turn) = (pool.clone(), self.turn.clone());
        let (before, after) = (before.clone(), after.clone());
        let (journal, reached) = (journal.to_vec(), reached.to_vec());
        // A task, not this request's future: once the text is sent it must
        // be read to its COMMIT even if the request is dropped.
        self.saves
            .spawn(async move {
                let _turn = turn.lock().await;
                let mut connection = pool.acquire().await?;
                let saved = queries::sqlite::save_at_once(
                    &mut connection,
                    &before,
                    &after,
                    &journal,
                    &reached,
                    unix_now(),
                )
                .await;
                if saved.is_err() {
                    // Closing it rolls back whatever the text left open.
                    drop(connection.detach());
                }
                saved
            })
            .await
            .map_err(|error| StorageError::Interrupted(error.to_string()))?
    }
}
