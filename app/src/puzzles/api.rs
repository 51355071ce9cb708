//! Puzzles' server functions: a move in a try, and what players' tries
//! did.

use crate::error::PlayError;
use leptos::prelude::*;
use play::{PuzzleRecord, PuzzleStanding};
use serde::{Deserialize, Serialize};

/// What the puzzle pages show besides the puzzles: the visitor's standing
/// (none before their first try) and how players did at each puzzle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleTries {
    /// The visitor's rating and tries, once they tried one.
    pub standing: Option<PuzzleStanding>,
    /// Every puzzle tried by anyone.
    pub records: Vec<PuzzleRecord>,
}

/// The visitor's standing and everyone's records.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "puzzle-tries", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_puzzle_tries() -> Result<PuzzleTries, PlayError> {
    use crate::service::{player, puzzles};
    let puzzles = puzzles()?;
    let standing = match player().await? {
        Some(player) => Some(puzzles.standing(&player).await?),
        None => None,
    };
    Ok(PuzzleTries {
        standing: standing.filter(|standing| !standing.tried.is_empty()),
        records: puzzles.records().await?,
    })
}

/// One move of a try at `puzzle`: `moves` are the right moves already
/// played (comma-separated pits), `pit` the next. A move that ends the try
/// keeps it for the player; the page then shows the try as it stands.
#[server(endpoint = "puzzle-move", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn puzzle_move(
    puzzle: String,
    moves: String,
    pit: Option<String>,
) -> Result<(), PlayError> {
    use crate::service::{acting_player, answer, puzzles};
    use leptos::server_fn::ServerFn;
    use play::Refusal;

    let found = ssr::shipped(&puzzle);
    let played = ssr::pits(&moves);
    let result = async {
        let puzzle = found.ok_or(Refusal::PuzzleNotFound)?;
        let played = played.clone()?;
        let pit = crate::wire::pit_field(pit.as_deref())?;
        let play::TryState::Playing(at) = play::TryState::of(puzzle, &played) else {
            return Err(Refusal::TryEnded.into());
        };
        puzzle
            .rules()
            .play(&puzzle.steps[at].position, &[], pit)
            .map_err(Refusal::IllegalMove)?;
        let mut after = played;
        after.push(pit);
        if let Some(solved) = play::TryState::of(puzzle, &after).ended() {
            puzzles()?
                .record_try(&acting_player().await?, puzzle, solved)
                .await?;
        }
        Ok(after)
    }
    .await;
    let page = |moves: &[engine::Pit]| match found {
        Some(puzzle) => crate::routes::puzzle(puzzle, moves),
        None => "/puzzles".to_string(),
    };
    let success = result.as_deref().map(page).unwrap_or_default();
    let failure = page(played.as_deref().unwrap_or_default());
    answer(PuzzleMove::PATH, &success, &failure, result.map(|_| ()))
}

#[cfg(feature = "ssr")]
mod ssr {
    use crate::error::PlayError;
    use engine::Pit;
    use engine::puzzles::{Puzzle, PuzzleId};

    /// The shipped puzzle a form names.
    pub fn shipped(id: &str) -> Option<&'static Puzzle> {
        Puzzle::shipped_by_id(id.parse::<PuzzleId>().ok()?)
    }

    /// The pits of a form's `moves` field.
    pub fn pits(moves: &str) -> Result<Vec<Pit>, PlayError> {
        moves
            .split(',')
            .filter(|pit| !pit.is_empty())
            .map(|pit| crate::wire::pit_field(Some(pit)))
            .collect()
    }
}

crate::wire::form::form_arguments!(FormPost: PuzzleMove);
