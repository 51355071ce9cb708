//! Puzzles from perfect play: positions where one move stands out. It is
//! the only move that keeps the win (or the draw), or it is worth clearly
//! more than every other. Where that move earns another turn the puzzle
//! goes on, as long as each next move stands out too, until the turn
//! passes. Found by `kalah puzzles` in games (`sources`), shipped as a
//! small text file that the solver can check line by line.

use crate::board::{Pit, Player};
use crate::book::OpeningBook;
use crate::family::{GameKind, Ruleset};
use crate::players::{Level, Rng, choose_move};
use crate::rules::{Position, Variant};
use crate::solver::{OutOfNodes, Solver};
use std::fmt;
use std::str::FromStr;

mod id;
mod sources;

pub use id::{MalformedPuzzleId, PuzzleId};
pub use sources::{Source, UnknownSource, games, records};

/// A best move "clearly more" than every other is ahead by this many
/// stones at least.
pub const CLEAR_MARGIN: i32 = 4;

/// A puzzle starts where the player has at least this many moves: with
/// two, finding the one is a coin toss.
pub const FEWEST_CHOICES: usize = 3;

/// The puzzles shipped with the engine (standard capture).
static SHIPPED: &str = include_str!("../../data/puzzles.txt");

/// Oware's, from its endgame database (`oware::find_puzzles`), under its
/// default rules.
static SHIPPED_OWARE: &str = include_str!("../../data/oware-puzzles.txt");

/// One move to find: the position and every legal move's exact value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleStep {
    /// The position, the solver to move.
    pub position: Position,
    /// Each legal move's exact value (final store difference for the
    /// player to move), in pit order.
    pub values: Vec<(Pit, i32)>,
}

impl PuzzleStep {
    /// The move that stands out here (see the module documentation).
    pub fn solution(&self) -> Pit {
        stands_out(&self.values).expect("a puzzle step has a move that stands out")
    }
}

/// A puzzle: its steps (one, or more along an extra-turn chain), how far
/// off its result is settled, and a difficulty from 1 (easy) to 5.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The game it is of: Kalah's 4-stone standard, or Oware's defaults.
    pub game: GameKind,
    /// The moves to find, in order.
    pub steps: Vec<PuzzleStep>,
    /// How many plies the win (or the draw) takes from the first position:
    /// see [`settled_in`].
    pub plies: u16,
    /// 1–5: how many of Easy, Medium and Hard miss the first move, plus
    /// one for a chain and one for a result [`FAR_OFF`] plies or more
    /// away.
    pub difficulty: u8,
}

/// A result this many plies away or more is far off: the player must see
/// further than a glance at the counts shows.
pub const FAR_OFF: u16 = 12;

/// A line of the puzzle file that does not describe a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError(pub(crate) String);

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a puzzle: {}", self.0)
    }
}

impl std::error::Error for PuzzleError {}

/// Whether nothing either side plays can change the result of `position`:
/// the game is over, or one store holds more than half of all the stones.
pub fn is_settled(position: &Position) -> bool {
    let board = &position.board;
    let total = board.total();
    position.is_over()
        || [Player::One, Player::Two]
            .into_iter()
            .any(|player| 2 * u32::from(board.store(player)) > total)
}

/// How many plies the result of `position` takes to be settled
/// ([`is_settled`]) along one best line: each side in turn plays its best
/// move, the lowest-numbered of equals (another line of equal value may
/// settle it sooner or later).
///
/// ```
/// use engine::{puzzles::settled_in, Position, Solver, Variant};
/// let mut solver = Solver::new(false, 16, None);
/// let variant = Variant::new(4, false).unwrap();
/// // Player 1 has 25 of the 48 stones: settled already.
/// let settled: Position = "1,0,0,0,0,0,25,0,0,0,0,0,4,18,1".parse().unwrap();
/// assert_eq!(settled_in(&mut solver, &settled, variant), Ok(0));
/// // Sowing its last stone gives player 1 the 25th.
/// let one_away: Position = "0,0,0,0,0,1,24,0,0,0,0,0,5,18,1".parse().unwrap();
/// assert_eq!(settled_in(&mut solver, &one_away, variant), Ok(1));
/// ```
pub fn settled_in(
    solver: &mut Solver,
    position: &Position,
    variant: Variant,
) -> Result<u16, OutOfNodes> {
    let mut at = *position;
    let mut plies = 0;
    while !is_settled(&at) {
        let values = solver.move_values(&at)?;
        let Some(&(best, _)) = values
            .iter()
            .max_by_key(|&&(pit, value)| (value, std::cmp::Reverse(pit.number())))
        else {
            break;
        };
        at = at.play(best, variant).expect("a legal move").after;
        plies += 1;
    }
    Ok(plies)
}

/// The move of `values` that stands out, if one does.
///
/// ```
/// use engine::{puzzles::stands_out, Pit};
/// let pit = |number| Pit::new(number).unwrap();
/// // Only pit 2 keeps the win.
/// assert_eq!(stands_out(&[(pit(1), -2), (pit(2), 3), (pit(3), 0)]), Some(pit(2)));
/// // Two moves keep it: no puzzle.
/// assert_eq!(stands_out(&[(pit(1), 3), (pit(2), 3)]), None);
/// // Both lose, but pit 1 by 6 fewer.
/// assert_eq!(stands_out(&[(pit(1), -2), (pit(2), -8)]), Some(pit(1)));
/// ```
pub fn stands_out(values: &[(Pit, i32)]) -> Option<Pit> {
    let (best_pit, best, second) = best_and_second(values)?;
    (best > second && (keeps_the_result(best, second) || best - second >= CLEAR_MARGIN))
        .then_some(best_pit)
}

/// The move of `values` that alone keeps the win (or the draw), if one
/// does: Oware's puzzles stand out so, since their margins are counted
/// with every seed played out and the game ends at 25.
///
/// ```
/// use engine::{puzzles::keeps_the_result_alone, Pit};
/// let pit = |number| Pit::new(number).unwrap();
/// assert_eq!(keeps_the_result_alone(&[(pit(1), -2), (pit(2), 3), (pit(3), 0)]), Some(pit(2)));
/// // Ahead by 6, but both lose.
/// assert_eq!(keeps_the_result_alone(&[(pit(1), -2), (pit(2), -8)]), None);
/// ```
pub fn keeps_the_result_alone(values: &[(Pit, i32)]) -> Option<Pit> {
    let (best_pit, best, second) = best_and_second(values)?;
    keeps_the_result(best, second).then_some(best_pit)
}

fn keeps_the_result(best: i32, second: i32) -> bool {
    (best > 0 && second <= 0) || (best == 0 && second < 0)
}

/// The best move's pit and value, and the best value of the others.
fn best_and_second(values: &[(Pit, i32)]) -> Option<(Pit, i32, i32)> {
    let &(best_pit, best) = values.iter().max_by_key(|&&(_, value)| value)?;
    let second = values
        .iter()
        .filter(|&&(pit, _)| pit != best_pit)
        .map(|&(_, value)| value)
        .max()?;
    Some((best_pit, best, second))
}

impl Puzzle {
    /// The puzzle that starts at `position`, if one does.
    pub fn at(
        solver: &mut Solver,
        position: &Position,
        variant: Variant,
    ) -> Result<Option<Puzzle>, OutOfNodes> {
        if position.legal_moves().len() < FEWEST_CHOICES {
            return Ok(None);
        }
        let mut steps = Vec::new();
        let mut at = *position;
        loop {
            if at.is_over() {
                break;
            }
            let values = solver.move_values(&at)?;
            let Some(pit) = stands_out(&values) else {
                break;
            };
            steps.push(PuzzleStep {
                position: at,
                values,
            });
            let sowing = at.play(pit, variant).expect("a legal move");
            if !sowing.extra_turn || sowing.after.is_over() {
                break;
            }
            at = sowing.after;
        }
        let Some(first) = steps.first() else {
            return Ok(None);
        };
        let solution = first.solution();
        let missed = [Level::Easy, Level::Medium, Level::Hard]
            .into_iter()
            .filter(|&level| {
                choose_move(&first.position, variant, level, &mut Rng::new(0))
                    .is_some_and(|decision| decision.pit != solution)
            })
            .count() as u8;
        let plies = settled_in(solver, &first.position, variant)?;
        let difficulty =
            (1 + missed + u8::from(steps.len() > 1) + u8::from(plies >= FAR_OFF)).min(5);
        Ok(Some(Puzzle {
            game: GameKind::Kalah,
            steps,
            plies,
            difficulty,
        }))
    }

    /// The rules it is played under.
    pub fn rules(&self) -> Ruleset {
        Ruleset::defaults(self.game)
    }

    /// This puzzle's name in links and in the database.
    pub fn id(&self) -> PuzzleId {
        PuzzleId::of(&self.steps[0].position)
    }

    /// The shipped puzzle named `id`, if there is one.
    pub fn shipped_by_id(id: PuzzleId) -> Option<&'static Puzzle> {
        static INDEX: std::sync::OnceLock<std::collections::HashMap<PuzzleId, &'static Puzzle>> =
            std::sync::OnceLock::new();
        let index = INDEX.get_or_init(|| {
            GameKind::ALL
                .into_iter()
                .flat_map(Puzzle::shipped_of)
                .map(|puzzle| (puzzle.id(), puzzle))
                .collect()
        });
        index.get(&id).copied()
    }

    /// Kalah's puzzles shipped with the engine, easiest first.
    pub fn shipped() -> &'static [Puzzle] {
        Puzzle::shipped_of(GameKind::Kalah)
    }

    /// The puzzles of `game` shipped with the engine, easiest first.
    pub fn shipped_of(game: GameKind) -> &'static [Puzzle] {
        static KALAH: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
        static OWARE: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
        let (list, text) = match game {
            GameKind::Kalah => (&KALAH, SHIPPED),
            GameKind::Oware => (&OWARE, SHIPPED_OWARE),
        };
        list.get_or_init(|| {
            text.lines()
                .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
                .map(|line| {
                    Puzzle::read(line, game)
                        .expect("the shipped puzzles are checked by their tests")
                })
                .collect()
        })
    }

    /// Finds puzzles in the positions of `games`, each position once: those
    /// with at most `most_stones` in the pits, or whose every move the
    /// opening book values; `progress` hears each one found.
    pub fn find(
        solver: &mut Solver,
        variant: Variant,
        games: &[Vec<Position>],
        most_stones: u32,
        mut progress: impl FnMut(&Puzzle),
    ) -> Vec<Puzzle> {
        let book = OpeningBook::shipped(variant.empty_capture());
        let mut seen = std::collections::HashSet::new();
        let mut found = Vec::new();
        for position in games.iter().flatten() {
            let Some(mover) = position.to_move else {
                continue;
            };
            let in_pits =
                position.board.stones_on_side(mover) + position.board.stones_on_side(mover.other());
            let in_book = || {
                position.legal_moves().into_iter().all(|pit| {
                    position.play(pit, variant).is_ok_and(|sowing| {
                        sowing.after.is_over() || book.covers(&sowing.after, variant)
                    })
                })
            };
            if (in_pits > most_stones && !in_book()) || !seen.insert(*position) {
                continue;
            }
            if let Ok(Some(puzzle)) = Puzzle::at(solver, position, variant) {
                progress(&puzzle);
                found.push(puzzle);
            }
        }
        found
    }
}

/// `<position> | <pit>=<value> … | … | p<plies> d<difficulty>`: the first
/// position, each step's move values, the plies to the result and the
/// difficulty.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.steps[0].position)?;
        for step in &self.steps {
            write!(f, " |")?;
            for (pit, value) in &step.values {
                write!(f, " {pit}={value:+}")?;
            }
        }
        write!(f, " | p{} d{}", self.plies, self.difficulty)
    }
}

impl FromStr for Puzzle {
    type Err = PuzzleError;

    /// Reads a line of Kalah's as [`Puzzle`]'s `Display` writes it.
    fn from_str(line: &str) -> Result<Puzzle, PuzzleError> {
        Puzzle::read(line, GameKind::Kalah)
    }
}

impl Puzzle {
    /// Reads a line of `game`'s as [`Puzzle`]'s `Display` writes it,
    /// replaying the solution to find each step's position.
    pub fn read(line: &str, game: GameKind) -> Result<Puzzle, PuzzleError> {
        let bad = |why: &str| PuzzleError(format!("{why} in {line:?}"));
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [first, steps @ .., last] = parts.as_slice() else {
            return Err(bad("too few parts"));
        };
        let Some((plies, difficulty)) = last.split_once(' ') else {
            return Err(bad("no plies and difficulty"));
        };
        let plies = plies
            .strip_prefix('p')
            .and_then(|number| number.parse::<u16>().ok())
            .ok_or_else(|| bad("bad plies"))?;
        let mut position: Position = first.parse().map_err(|_| bad("a bad position"))?;
        let rules = match game {
            GameKind::Kalah => {
                Ruleset::Kalah(Variant::of_position(&position).map_err(|_| bad("no variant"))?)
            }
            GameKind::Oware => Ruleset::defaults(GameKind::Oware),
        };
        let difficulty = difficulty
            .strip_prefix('d')
            .and_then(|number| number.parse::<u8>().ok())
            .filter(|number| (1..=5).contains(number))
            .ok_or_else(|| bad("a bad difficulty"))?;
        let mut read = Vec::new();
        for (at, step) in steps.iter().enumerate() {
            let values = step
                .split_whitespace()
                .map(|item| {
                    let (pit, value) = item.split_once('=')?;
                    Some((Pit::new(pit.parse().ok()?)?, value.parse().ok()?))
                })
                .collect::<Option<Vec<(Pit, i32)>>>()
                .ok_or_else(|| bad("a bad move value"))?;
            if values.iter().map(|&(pit, _)| pit).collect::<Vec<_>>()
                != rules.legal_moves(&position)
            {
                return Err(bad("values that are not the legal moves"));
            }
            let solution = match game {
                GameKind::Kalah => stands_out(&values),
                GameKind::Oware => keeps_the_result_alone(&values),
            }
            .ok_or_else(|| bad("no move that stands out"))?;
            read.push(PuzzleStep { position, values });
            let sowing = rules
                .play(&position, &[], solution)
                .map_err(|_| bad("an illegal move"))?;
            if at + 1 < steps.len() && !sowing.extra_turn {
                return Err(bad("a step after the turn passed"));
            }
            position = sowing.after;
        }
        if read.is_empty() {
            return Err(bad("no step"));
        }
        Ok(Puzzle {
            game,
            steps: read,
            plies,
            difficulty,
        })
    }
}

#[cfg(test)]
mod tests;
