//! The addresses of the site's pages, written once for the pages that link
//! to them and the server functions that lead to them.

use engine::Pit;
use engine::puzzles::Puzzle;

/// The page of `puzzle` after `moves`.
pub fn puzzle(puzzle: &Puzzle, moves: &[Pit]) -> String {
    let id = puzzle.id();
    if moves.is_empty() {
        return format!("/puzzles/{id}");
    }
    let moves: Vec<String> = moves.iter().map(Pit::to_string).collect();
    format!("/puzzles/{id}?moves={}", moves.join(","))
}
