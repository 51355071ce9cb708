//! Oware's puzzles, taken from the endgame database: positions where one
//! move alone keeps the win (or the draw) whatever a repeated position
//! scores. Each move is written with the value no cycle rule can change
//! against it: the solution's least, every other move's greatest. Only the
//! result counts, not a margin: the database counts margins with every
//! seed played out, where the game ends once someone has 25.

use super::{Game, Position, Rules, best_move, choose_move, database::Database, move_worths};
use crate::board::{Pit, Player};
use crate::family::GameKind;
use crate::players::{Level, Rng};
use crate::puzzles::{FEWEST_CHOICES, Puzzle, PuzzleStep, keeps_the_result_alone};

/// The puzzle at `position` under `rules`, if the database holds it and
/// one move stands out there.
///
/// ```
/// use engine::oware::{puzzle_at, Database, GrandSlam, Position, Rules};
/// let database = Database::build(6, GrandSlam::default(), 1, |_, _| {});
/// // The start has far more seeds than the database holds.
/// assert_eq!(puzzle_at(&Position::start(), Rules::default(), &database), None);
/// ```
pub fn puzzle_at(position: &Position, rules: Rules, database: &Database) -> Option<Puzzle> {
    let worths = move_worths(position, rules, database)?;
    if worths.len() < FEWEST_CHOICES {
        return None;
    }
    // Only the move that makes sure of most can keep the result alone.
    let (candidate, _) = best_move(&worths)?;
    let values: Vec<(Pit, i32)> = worths
        .iter()
        .map(|&(pit, worth)| {
            let value = if pit == candidate {
                worth.least
            } else {
                worth.greatest
            };
            (pit, value)
        })
        .collect();
    let solution = keeps_the_result_alone(&values)?;
    let game = Game::from_position(*position, rules);
    let missed = [Level::Easy, Level::Medium, Level::Hard]
        .into_iter()
        .filter(|&level| {
            choose_move(&game, level, None, &mut Rng::new(0))
                .is_some_and(|decision| decision.pit != solution)
        })
        .count() as u8;
    Some(Puzzle {
        game: GameKind::Oware,
        steps: vec![PuzzleStep {
            position: (*position).into(),
            values,
        }],
        plies: 0,
        difficulty: 1 + missed,
    })
}

/// The puzzles in `games` games between the levels (Medium and Hard,
/// then Easy and Hard, seats alternating, the first two moves random
/// from `seed`), each position once, found by `database`.
pub fn find_puzzles(database: &Database, rules: Rules, games: u32, seed: u64) -> Vec<Puzzle> {
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    for number in 0..games {
        let mut rng = Rng::new(
            seed.wrapping_add(u64::from(number))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let other = if number % 4 < 2 {
            Level::Medium
        } else {
            Level::Easy
        };
        let levels = if number % 2 == 0 {
            [other, Level::Hard]
        } else {
            [Level::Hard, other]
        };
        let mut game = Game::new(rules);
        for ply in 0..400 {
            let position = game.position();
            let Some(mover) = position.to_move else { break };
            if game.end().is_some() {
                break;
            }
            if seen.insert(position)
                && let Some(puzzle) = puzzle_at(&position, rules, database)
            {
                found.push(puzzle);
            }
            let level = levels[usize::from(mover == Player::Two)];
            let pit = if ply < 2 {
                rng.pick(&position.legal_moves(rules))
            } else {
                match choose_move(&game, level, None, &mut rng) {
                    Some(decision) => decision.pit,
                    None => break,
                }
            };
            if game.play(pit).is_err() {
                break;
            }
        }
    }
    found
}
