//! Puzzle tries and ratings over the storage.

use crate::storage::Storage;
use app::service::Puzzles;
use engine::puzzles::Puzzle;
use play::{PlayerId, PuzzleRating, PuzzleRecord, PuzzleStanding, Refusal};

/// The puzzles' side of the site: what players' tries did.
#[derive(Clone)]
pub struct PuzzleService {
    storage: Storage,
}

impl PuzzleService {
    /// The service over `storage`.
    pub fn new(storage: Storage) -> PuzzleService {
        PuzzleService { storage }
    }
}

#[async_trait::async_trait]
impl Puzzles for PuzzleService {
    async fn record_try(
        &self,
        player: &PlayerId,
        puzzle: &'static Puzzle,
        solved: bool,
    ) -> Result<(), Refusal> {
        self.storage
            .record_try(
                player,
                puzzle.id(),
                puzzle.game,
                PuzzleRating::of_difficulty(puzzle.difficulty),
                solved,
            )
            .await
            .map_err(Refusal::from)
    }

    async fn standing(&self, player: &PlayerId) -> Result<PuzzleStanding, Refusal> {
        self.storage
            .puzzle_standing(player)
            .await
            .map_err(Refusal::from)
    }

    async fn records(&self) -> Result<Vec<PuzzleRecord>, Refusal> {
        self.storage.puzzle_records().await.map_err(Refusal::from)
    }
}
