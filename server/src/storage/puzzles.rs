//! Puzzle tries and ratings in the database.

use super::{Backend, Storage, StorageError, queries};
use engine::GameKind;
use engine::puzzles::PuzzleId;
use play::{PlayerId, PuzzleRating, PuzzleRecord, PuzzleStanding};
use std::time::{SystemTime, UNIX_EPOCH};

impl Storage {
    /// Keeps how `player`'s try at `puzzle` ended. The first try at each
    /// puzzle moves the player's rating and the puzzle's (which starts at
    /// `puzzle_start`); a later one only marks it solved.
    pub async fn record_try(
        &self,
        player: &PlayerId,
        puzzle: PuzzleId,
        game: GameKind,
        puzzle_start: PuzzleRating,
        solved: bool,
    ) -> Result<(), StorageError> {
        let now_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_millis() as i64);
        on_backend!(
            self,
            record_try(player, puzzle, game, puzzle_start, solved, now_ms)
        )
    }

    /// `player`'s puzzle rating and every puzzle they tried.
    pub async fn puzzle_standing(&self, player: &PlayerId) -> Result<PuzzleStanding, StorageError> {
        on_backend!(self, puzzle_standing(player))
    }

    /// How players did at each puzzle tried so far.
    pub async fn puzzle_records(&self) -> Result<Vec<PuzzleRecord>, StorageError> {
        on_backend!(self, puzzle_records())
    }
}
