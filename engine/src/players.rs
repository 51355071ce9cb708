//! The computer players, from Easy to Hard.

use crate::board::Pit;
use crate::rules::{Position, Variant};
use crate::search::Searcher;
use crate::solver::{Interrupt, OutOfNodes, Solver};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A beginner: usually takes an obvious extra turn, otherwise grabs
    /// what it sees one move ahead, and often just plays something.
    Easy,
    /// A casual player: looks four plies ahead, varies among equal moves.
    Medium,
    /// A strong player: deep alpha-beta with a transposition table.
    Hard,
    /// Perfect play: always a move of optimal value, by exact solving.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The lowercase name used in URLs and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        };
        f.write_str(label)
    }
}

/// A level name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level {:?}: choose easy, medium, hard or expert",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

/// A small, seedable random number generator (SplitMix64), so a player's
/// choices repeat exactly for the same seed on every platform.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }

    /// True with the given chance in percent.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// One element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A computer player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The pit to sow.
    pub pit: Pit,
    /// Positions the search visited.
    pub nodes: u64,
    /// Whether the move is proved optimal: Expert's, when the solver
    /// finished within its budget.
    pub proved: bool,
}

/// Hard's search stops deepening past this many positions, which keeps a
/// decision well under 100 ms on a slow core while reaching 12+ plies.
const HARD_NODE_LIMIT: u64 = 400_000;
const HARD_MAX_DEPTH: u32 = 40;
const HARD_TABLE_BITS: u32 = 18;
/// 2^20 buckets of 32 bytes: 32 MB.
const EXPERT_TABLE_BITS: u32 = 20;
/// Expert gives up proving a move past this many positions (a few
/// seconds) and plays Hard's move instead, marked as not proved. Where
/// [`expert_proves`] holds, that has not happened in any measured game.
pub const EXPERT_NODE_LIMIT: u64 = 8_000_000;
const MEDIUM_DEPTH: u32 = 4;
const MEDIUM_TABLE_BITS: u32 = 12;

/// The move `level` plays in `position`, or `None` once the game is over.
/// The same position, level and generator state give the same move.
///
/// ```
/// use engine::{choose_move, Level, Position, Rng, Variant};
/// let start = Position::start(Variant::default());
/// let decision = choose_move(&start, Variant::default(), Level::Hard, &mut Rng::new(1)).unwrap();
/// assert_eq!(decision.pit.number(), 3);
/// ```
pub fn choose_move(
    position: &Position,
    variant: Variant,
    level: Level,
    rng: &mut Rng,
) -> Option<Decision> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    match level {
        Level::Easy => Some(easy(position, variant, &moves, rng)),
        Level::Medium => {
            let mut searcher = Searcher::new(variant.empty_capture(), MEDIUM_TABLE_BITS);
            let values = searcher.move_values(position, MEDIUM_DEPTH);
            Some(Decision {
                pit: one_of_the_best(&values, rng)?,
                nodes: searcher.nodes(),
                proved: false,
            })
        }
        Level::Hard => hard(position, variant, None),
        Level::Expert => {
            let mut solver = Solver::new(variant.empty_capture(), EXPERT_TABLE_BITS, None);
            solver.set_node_limit(EXPERT_NODE_LIMIT);
            expert_move(&mut solver, position, variant)
        }
    }
}

/// Medium's choice: any of the moves of the greatest value.
pub(crate) fn one_of_the_best(values: &[(Pit, i32)], rng: &mut Rng) -> Option<Pit> {
    let best = values.iter().map(|&(_, value)| value).max()?;
    let equal: Vec<Pit> = values
        .iter()
        .filter(|&&(_, value)| value == best)
        .map(|&(pit, _)| pit)
        .collect();
    Some(rng.pick(&equal))
}

/// Expert's move with a given solver (keep one per thread, with the
/// endgame database, so its table stays warm): a move of optimal value,
/// proved, when the solver finishes within its node limit; otherwise
/// Hard's move, not proved.
pub fn expert_move(solver: &mut Solver, position: &Position, variant: Variant) -> Option<Decision> {
    expert(solver, position, variant, None, None)
}

/// Expert's move while a person waits for it: proved when the solver
/// finishes (within its node limit) before `prove` says stop; otherwise
/// Hard's search, cut short when `answer` says stop, and not proved.
pub fn expert_move_in_time(
    solver: &mut Solver,
    position: &Position,
    variant: Variant,
    prove: Interrupt,
    answer: Interrupt,
) -> Option<Decision> {
    expert(solver, position, variant, Some(prove), Some(answer))
}

/// Expert: the solver's proved move, else Hard's, each search stopped by
/// its interrupt if it has one.
fn expert(
    solver: &mut Solver,
    position: &Position,
    variant: Variant,
    prove: Option<Interrupt>,
    answer: Option<Interrupt>,
) -> Option<Decision> {
    let before = solver.nodes();
    solver.set_interrupt(prove);
    let proved = solver.best_move(position);
    solver.set_interrupt(None);
    match proved {
        Ok(best) => best.map(|(pit, _)| Decision {
            pit,
            nodes: solver.nodes() - before,
            proved: true,
        }),
        Err(OutOfNodes) => {
            let hard = hard(position, variant, answer)?;
            Some(Decision {
                nodes: solver.nodes() - before + hard.nodes,
                ..hard
            })
        }
    }
}

/// Hard's move: iterative deepening within its node limit, and stopped
/// early when `interrupt` says so.
fn hard(position: &Position, variant: Variant, interrupt: Option<Interrupt>) -> Option<Decision> {
    let mut searcher = Searcher::new(variant.empty_capture(), HARD_TABLE_BITS);
    searcher.set_interrupt(interrupt);
    let result = searcher.deepen(position, HARD_MAX_DEPTH, HARD_NODE_LIMIT)?;
    Some(Decision {
        pit: result.best,
        nodes: result.nodes,
        proved: false,
    })
}

/// Whether Expert proves every move of `variant`, from the start: the
/// opening book holds its first plies and the solver, with the endgame
/// database, the rest within [`EXPERT_NODE_LIMIT`]. Measured with `kalah
/// expert-games` (see docs/engine.md); elsewhere Expert searches deeply where
/// it cannot prove.
///
/// ```
/// use engine::{expert_proves, Variant};
/// assert!(expert_proves(Variant::default()));
/// assert!(expert_proves(Variant::new(3, true).unwrap()));
/// assert!(!expert_proves(Variant::new(5, false).unwrap()));
/// ```
pub fn expert_proves(variant: Variant) -> bool {
    // The shipped books hold the first 16 plies of the three- and
    // four-stone games under both rules; of the five-stone games, only
    // what a few hours could solve.
    matches!(variant.stones(), 3 | 4)
}

/// Easy takes an extra turn three times in four (nearest the store first,
/// as anyone learns quickly), otherwise half the time plays the move that
/// gains the most stones at once, and otherwise any legal move.
fn easy(position: &Position, variant: Variant, moves: &[Pit], rng: &mut Rng) -> Decision {
    let sowings: Vec<_> = moves
        .iter()
        .filter_map(|&pit| position.play(pit, variant).ok())
        .collect();
    let extra_turn = sowings
        .iter()
        .filter(|sowing| sowing.extra_turn)
        .map(|sowing| sowing.pit)
        .max();
    let pit = match extra_turn {
        Some(pit) if rng.chance(75) => pit,
        _ if rng.chance(50) => {
            let mover = position.to_move.expect("a running game");
            let gain = |sowing: &crate::rules::Sowing| sowing.after.board.store_difference(mover);
            let best = sowings.iter().map(gain).max().expect("a legal move");
            let greedy: Vec<Pit> = sowings
                .iter()
                .filter(|sowing| gain(sowing) == best)
                .map(|sowing| sowing.pit)
                .collect();
            rng.pick(&greedy)
        }
        _ => rng.pick(moves),
    };
    Decision {
        pit,
        nodes: sowings.len() as u64,
        proved: false,
    }
}
