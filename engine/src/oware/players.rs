//! The computer's levels for Oware, as for Kalah: Easy grabs, Medium looks
//! four plies ahead, Hard searches deep, Expert plays from the endgame
//! database where it reaches and says whether its move is proved.

use super::database::{Bounds, Database};
use super::search::OwareSowing;
use super::{Cycles, Position, Rules};
use crate::board::{Pit, Player};
use crate::counting::turn;
use crate::players::{Decision, Level, Rng, one_of_the_best};
use crate::search::{Search, Slots};

const MEDIUM_DEPTH: u32 = 4;
const MEDIUM_TABLE_BITS: u32 = 12;
const HARD_NODE_LIMIT: u64 = 400_000;
const HARD_MAX_DEPTH: u32 = 60;
const HARD_TABLE_BITS: u32 = 18;
/// Above the database Expert searches ten times as far as Hard, following
/// captures past its depth limit, with the database's values at its leaves.
const EXPERT_NODE_LIMIT: u64 = 4_000_000;
const EXPERT_TABLE_BITS: u32 = 20;

/// The move `level` plays in `position` under `rules`, or `None` once the
/// game is over. `database` (of the rules' grand slam rule) makes Expert
/// exact where it reaches; the other levels do not use it.
///
/// ```
/// use engine::oware::{choose_move, Position, Rules};
/// use engine::{Level, Rng};
/// let start = Position::start();
/// let decision = choose_move(&start, Rules::default(), Level::Medium, None, &mut Rng::new(1));
/// assert!(decision.is_some());
/// ```
pub fn choose_move(
    position: &Position,
    rules: Rules,
    level: Level,
    database: Option<&Database>,
    rng: &mut Rng,
) -> Option<Decision> {
    let moves = position.legal_moves(rules);
    let slots = turned(position)?;
    if moves.is_empty() {
        return None;
    }
    let decision = |pit, nodes| Decision {
        pit,
        nodes,
        proved: false,
    };
    match level {
        Level::Easy => Some(decision(
            easy(position, rules, &moves, rng),
            moves.len() as u64,
        )),
        Level::Medium => {
            let mut search = Search::new(OwareSowing::new(rules, None), MEDIUM_TABLE_BITS);
            let values = search.move_values(&slots, MEDIUM_DEPTH);
            Some(decision(one_of_the_best(&values, rng)?, search.nodes()))
        }
        Level::Hard => {
            let mut search = Search::new(OwareSowing::new(rules, None), HARD_TABLE_BITS);
            let result = search.deepen(&slots, HARD_MAX_DEPTH, HARD_NODE_LIMIT)?;
            Some(decision(result.best, result.nodes))
        }
        Level::Expert => expert_move(position, rules, database),
    }
}

/// Expert's move: from the database where it holds the position (proved
/// where the value does not depend on the rule for endless play, or under
/// the even split), else a deep search with the database at its leaves,
/// proved only if no line was cut short.
pub fn expert_move(
    position: &Position,
    rules: Rules,
    database: Option<&Database>,
) -> Option<Decision> {
    let sowing = OwareSowing {
        quiescence: true,
        ..OwareSowing::new(rules, database)
    };
    let slots = turned(position)?;
    if let Some(decision) = sowing
        .database
        .and_then(|database| from_database(position, rules, database))
    {
        return Some(decision);
    }
    let mut search = Search::new(sowing, EXPERT_TABLE_BITS);
    let result = search.deepen(&slots, HARD_MAX_DEPTH, EXPERT_NODE_LIMIT)?;
    Some(Decision {
        pit: result.best,
        nodes: result.nodes,
        proved: result.exact,
    })
}

/// Each legal move's bounds for the mover, from the database, if it
/// holds the position.
pub fn move_bounds(
    position: &Position,
    rules: Rules,
    database: &Database,
) -> Option<Vec<(Pit, Bounds)>> {
    let player = position.to_move?;
    let pits = position.pits_of(player);
    let seeds: u32 = pits.iter().map(|&seeds| u32::from(seeds)).sum();
    if seeds > u32::from(database.max_seeds()) {
        return None;
    }
    let mut moves = Vec::new();
    for pit in position.legal_moves(rules) {
        let mut after = pits;
        let start = usize::from(pit.number()) - 1;
        let gain = i32::from(super::sow::sow(&mut after, start, &mut ()).captured);
        let child = database
            .bounds(&turn(&after))
            .expect("fewer seeds after a move");
        moves.push((
            pit,
            Bounds {
                least: gain - child.greatest,
                greatest: gain - child.least,
            },
        ));
    }
    Some(moves)
}

fn from_database(position: &Position, rules: Rules, database: &Database) -> Option<Decision> {
    let moves = move_bounds(position, rules, database)?;
    let (pit, proved) = match rules.cycles {
        Cycles::Split => {
            let &(pit, _) = moves.iter().max_by_key(|(_, bounds)| bounds.split())?;
            (pit, true)
        }
        Cycles::OwnRow => {
            // The even split's value first: exact under the Awari
            // convention, and a fair guess where the bounds differ.
            let &(pit, bounds) = moves
                .iter()
                .max_by_key(|(_, bounds)| (bounds.split(), bounds.least, bounds.greatest))?;
            // Proved when no move could do better than this one's worst.
            let best_greatest = moves.iter().map(|(_, b)| b.greatest).max()?;
            (pit, bounds.least >= best_greatest)
        }
    };
    Some(Decision {
        pit,
        nodes: moves.len() as u64,
        proved,
    })
}

/// The position turned towards the player to move, as the search takes it.
fn turned(position: &Position) -> Option<Slots> {
    let player = position.to_move?;
    let counts = position.board.counts();
    Some(match player {
        Player::One => counts,
        Player::Two => crate::search::turn(&counts),
    })
}

/// Easy: half the time the move that captures most at once, otherwise any.
fn easy(position: &Position, rules: Rules, moves: &[Pit], rng: &mut Rng) -> Pit {
    if rng.chance(50) {
        let captures: Vec<(Pit, u8)> = moves
            .iter()
            .map(|&pit| (pit, position.play(pit, rules).map_or(0, |s| s.captured())))
            .collect();
        let most = captures.iter().map(|&(_, seeds)| seeds).max().unwrap_or(0);
        let greedy: Vec<Pit> = captures
            .iter()
            .filter(|&&(_, seeds)| seeds == most)
            .map(|&(pit, _)| pit)
            .collect();
        rng.pick(&greedy)
    } else {
        rng.pick(moves)
    }
}
