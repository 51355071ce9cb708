//! The computer's levels for Oware, as for Kalah: Easy grabs, Medium looks
//! four plies ahead, Hard searches deep, Expert plays from the endgame
//! database where it reaches and says whether its move is proved.

use super::database::{Bounds, Database};
use super::endgame::endgame_move;
use super::search::OwareSowing;
use super::{Game, Position, Rules};
use crate::board::{Pit, Player};
use crate::counting::{stones, turn};
use crate::players::{Decision, Level, Rng, one_of_the_best};
use crate::search::{Search, Slots};
use std::cmp::Reverse;

const MEDIUM_DEPTH: u32 = 4;
const MEDIUM_TABLE_BITS: u32 = 12;
const HARD_NODE_LIMIT: u64 = 400_000;
const HARD_MAX_DEPTH: u32 = 60;
const HARD_TABLE_BITS: u32 = 18;
/// Above the database Expert searches ten times as far as Hard, following
/// captures past its depth limit, with the database's values at its leaves.
const EXPERT_NODE_LIMIT: u64 = 4_000_000;
const EXPERT_TABLE_BITS: u32 = 20;

/// The move `level` plays in `game`, or `None` once the game is over.
/// `database` (of the rules' grand slam rule) makes Expert exact where it
/// reaches; the other levels do not use it.
///
/// ```
/// use engine::oware::{choose_move, Game, Rules};
/// use engine::{Level, Rng};
/// let game = Game::new(Rules::default());
/// let decision = choose_move(&game, Level::Medium, None, &mut Rng::new(1));
/// assert!(decision.is_some());
/// ```
pub fn choose_move(
    game: &Game,
    level: Level,
    database: Option<&Database>,
    rng: &mut Rng,
) -> Option<Decision> {
    let (position, rules) = (game.position(), game.rules());
    let moves = position.legal_moves(rules);
    let slots = turned(&position)?;
    if moves.is_empty() || game.end().is_some() {
        return None;
    }
    let decision = |pit, nodes| Decision {
        pit,
        nodes,
        proved: false,
    };
    match level {
        Level::Easy => Some(decision(
            easy(&position, rules, &moves, rng),
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
        Level::Expert => expert_move(game, database),
    }
}

/// Expert's move: where the database holds the position, the best by its
/// values that also gets somewhere (`endgame`), proved where the value does
/// not depend on the rule for endless play (or under the even split); else
/// a deep search with the database at its leaves, proved only if no line
/// was cut short.
pub fn expert_move(game: &Game, database: Option<&Database>) -> Option<Decision> {
    let rules = game.rules();
    let sowing = OwareSowing {
        quiescence: true,
        ..OwareSowing::new(rules, database)
    };
    if game.end().is_some() {
        return None;
    }
    if let Some(decision) = sowing
        .database
        .and_then(|database| from_database(game, database))
    {
        return Some(decision);
    }
    let slots = turned(&game.position())?;
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
    if stones(&pits) > u32::from(database.max_seeds()) {
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

fn from_database(game: &Game, database: &Database) -> Option<Decision> {
    let rules = game.rules();
    let mut moves = move_bounds(&game.position(), rules, database)?;
    // The even split's value first: exact under the Awari convention, and
    // a fair guess where the bounds differ.
    moves.sort_by_key(|(_, bounds)| Reverse((bounds.split(), bounds.least, bounds.greatest)));
    let order: Vec<Pit> = moves.iter().map(|&(pit, _)| pit).collect();
    let found = endgame_move(game, database, &order)?;
    let (_, bounds) = *moves.iter().find(|(pit, _)| *pit == found.pit)?;
    // The bounds hold for a position with nothing before it: with a
    // history, a repetition may end play sooner, and only a search that
    // cut no line short proves the move.
    let no_history = game.since_capture().len() == 1;
    // No move could do better than this one's worst, whatever a repeated
    // position scores (the bounds' split is not the even split's value
    // where seeds are captured before a cycle).
    let by_bounds = moves
        .iter()
        .all(|(_, other)| bounds.least >= other.greatest);
    Some(Decision {
        pit: found.pit,
        nodes: found.nodes,
        proved: found.exact || (no_history && by_bounds),
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
