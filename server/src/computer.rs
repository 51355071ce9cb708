//! The computer player's thinking, on a bounded pool of blocking threads so
//! a long search never stalls the async runtime or other players' pages.

use engine::{choose_move, Level, Pit, Position, Rng, Variant};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// At most `threads` searches at once; further requests wait their turn.
#[derive(Clone)]
pub struct ComputerPool {
    permits: Arc<Semaphore>,
}

impl ComputerPool {
    /// A pool running at most `threads` searches at a time.
    pub fn new(threads: usize) -> ComputerPool {
        ComputerPool {
            permits: Arc::new(Semaphore::new(threads.max(1))),
        }
    }

    /// The move `level` plays in `position`; `None` once the game is over.
    pub async fn choose(
        &self,
        position: Position,
        variant: Variant,
        level: Level,
        seed: u64,
    ) -> Option<Pit> {
        let _permit = self.permits.acquire().await.ok()?;
        tokio::task::spawn_blocking(move || {
            choose_move(&position, variant, level, &mut Rng::new(seed)).map(|decision| decision.pit)
        })
        .await
        .ok()
        .flatten()
    }
}
