//! Expert's play where the endgame database reaches.
//!
//! The database gives each position's value without its history, but a
//! game is won by getting there: a move that keeps the value may also
//! keep the seeds going round until the position comes round again and
//! the game ends on the rule for repetition instead. So Expert searches
//! the game as it stands: a position seen since the last capture ends the
//! line as the rules end it, and a line that leaves the seeds of the
//! position now without capturing anything (it "makes no progress") is
//! worth a little less to Expert than one that does. Among moves that keep
//! the value, Expert then takes one that forces the next capture (or the
//! end) soonest, and never walks into a repetition worse for it.
//!
//! Values are counted in half-seeds, so that the little less is exact:
//! a line kept at the same value but unresolved is worth one half-seed
//! less than the same value resolved, and more than a seed less resolved.

use super::database::Database;
use super::sow::{legal, own_rows, sow, starts};
use super::{Cycles, Game, Rules};
use crate::board::Pit;
use crate::counting::{Pits, stones, turn};

/// Positions Expert looks at for one move here: within 100 ms at p99.
const NODE_LIMIT: u64 = 200_000;
const MAX_DEPTH: u32 = 64;
const INFINITY: i32 = 1_000;

/// What the search found.
pub(crate) struct EndgameMove {
    pub(crate) pit: Pit,
    /// Positions looked at.
    pub(crate) nodes: u64,
    /// No line was cut short: the move is the best with the game's history.
    pub(crate) exact: bool,
}

/// The move Expert plays in `game` from the database, trying `by_bounds`
/// (the legal moves) in that order; `None` when the database does not
/// hold the position or there is no move.
pub(crate) fn endgame_move(
    game: &Game,
    database: &Database,
    by_bounds: &[Pit],
) -> Option<EndgameMove> {
    let position = game.position();
    let mover = position.to_move?;
    let pits = position.pits_of(mover);
    database.bounds(&pits)?;
    if by_bounds.is_empty() {
        return None;
    }
    // Each position since the last capture, turned towards its mover; the
    // turn passes at every move, so every other one is the mover's.
    let path: Vec<Pits> = game
        .since_capture()
        .iter()
        .filter_map(|before| Some(before.pits_of(before.to_move?)))
        .collect();
    let mut search = Endgame {
        rules: game.rules(),
        database,
        root_seeds: stones(&pits),
        root_at: path.len() - 1,
        path,
        nodes: 0,
        cut_by_depth: false,
    };
    let mut order: Vec<usize> = by_bounds
        .iter()
        .map(|pit| usize::from(pit.number()) - 1)
        .collect();
    let mut exact = false;
    for depth in 1..=MAX_DEPTH {
        search.cut_by_depth = false;
        let Ok(best) = search.root(&pits, &order, depth) else {
            break;
        };
        // The best first next time; the others keep the database's order.
        let at = order.iter().position(|&start| start == best)?;
        order[..=at].rotate_right(1);
        if !search.cut_by_depth {
            exact = true;
            break;
        }
    }
    Some(EndgameMove {
        pit: Pit::ALL[order[0]],
        nodes: search.nodes,
        exact,
    })
}

struct Endgame<'a> {
    rules: Rules,
    database: &'a Database,
    root_seeds: u32,
    /// The root's index in `path`: the nodes an even distance from it
    /// are Expert's, whose lines that capture nothing count for less.
    root_at: usize,
    path: Vec<Pits>,
    nodes: u64,
    cut_by_depth: bool,
}

/// The search ran past its node limit.
struct OutOfNodes;

impl Endgame<'_> {
    fn root(&mut self, pits: &Pits, order: &[usize], depth: u32) -> Result<usize, OutOfNodes> {
        let mut alpha = -INFINITY;
        let mut best = order[0];
        for &start in order {
            let value = self.after_sowing(pits, start, depth, alpha, INFINITY)?;
            if value > alpha {
                alpha = value;
                best = start;
            }
        }
        Ok(best)
    }

    /// Negamax with alpha-beta, in half-seeds still to be won by the mover.
    fn search(
        &mut self,
        pits: &Pits,
        legal: u8,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, OutOfNodes> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            return Err(OutOfNodes);
        }
        // No more seeds than at the root, which the database holds.
        let seeds = stones(pits);
        let bounds = self.database.lookup(pits, seeds as u8);
        // After a capture no earlier position can come round, so the
        // database's value, counted without history, is the game's.
        let captured_since_root = seeds < self.root_seeds;
        if captured_since_root {
            match (self.rules.cycles, bounds.exact()) {
                (_, Some(value)) => return Ok(2 * value),
                // The bounds' split guesses the even split's value (it is
                // not that value where seeds are captured before a cycle):
                // a line ended on a guess is not proved.
                (Cycles::Split, None) => {
                    self.cut_by_depth = true;
                    return Ok(2 * bounds.split());
                }
                (Cycles::OwnRow, None) => {}
            }
        }
        if depth == 0 {
            self.cut_by_depth = true;
            let expert_to_move = (self.path.len() - 1 - self.root_at).is_multiple_of(2);
            let no_capture_penalty = match (captured_since_root, expert_to_move) {
                (true, _) => 0,
                (false, true) => 1,
                (false, false) => -1,
            };
            return Ok(2 * bounds.split() - no_capture_penalty);
        }
        let mut best = -INFINITY;
        for start in starts(legal).rev() {
            let value = self.after_sowing(pits, start, depth, alpha, beta)?;
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }

    /// The value of sowing `start`, for the mover, in half-seeds. A mover
    /// passing 24 captures ends the game too, but wins on this margin all
    /// the same, so the search plays on as the database does.
    fn after_sowing(
        &mut self,
        pits: &Pits,
        start: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, OutOfNodes> {
        let mut after = *pits;
        let gain = i32::from(sow(&mut after, start, &mut ()).captured);
        let next = turn(&after);
        let next_legal = legal(&next, self.rules.grand_slam);
        if next_legal == 0 {
            return Ok(2 * (gain + own_rows(&after)));
        }
        if gain == 0 && self.comes_round(&next) {
            let left = match self.rules.cycles {
                Cycles::OwnRow => own_rows(&after),
                Cycles::Split => 0,
            };
            return Ok(2 * left);
        }
        self.path.push(next);
        let rest = self.search(
            &next,
            next_legal,
            depth - 1,
            2 * gain - beta,
            2 * gain - alpha,
        );
        self.path.pop();
        Ok(2 * gain - rest?)
    }

    /// Whether `next`, the position after the last one in the path, was
    /// seen before with the same player to move (and so, the seeds being
    /// the same, since the last capture).
    fn comes_round(&self, next: &Pits) -> bool {
        let seen = self.path.len();
        self.path
            .iter()
            .enumerate()
            .any(|(at, before)| (seen - at).is_multiple_of(2) && before == next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Player;
    use crate::oware::{GrandSlam, Position, choose_move};
    use crate::players::{Level, Rng};

    /// From a game Expert once drew out of a won endgame: every move kept
    /// the database's value, none got anywhere, and the seeds went round
    /// until the position came round again.
    #[test]
    fn expert_wins_what_the_database_promises() {
        let database = Database::build(7, GrandSlam::default(), 2, |_, _| {});
        let position: Position = "1,1,1,0,0,2,19,0,0,0,0,2,0,22,1".parse().unwrap();
        let promised = database.bounds(&position.pits_of(Player::One));
        assert_eq!(promised.and_then(|bounds| bounds.exact()), Some(7));
        let mut game = Game::from_position(position, Rules::default());
        let mut rng = Rng::new(1);
        while game.end().is_none() {
            let level = match game.position().to_move {
                Some(Player::One) => Level::Expert,
                _ => Level::Hard,
            };
            let decision = choose_move(&game, level, Some(&database), &mut rng).unwrap();
            game.play(decision.pit).unwrap();
        }
        assert_eq!(
            game.position().to_string(),
            "0,0,0,0,0,0,26,0,0,0,0,0,0,22",
            "{game}"
        );
    }

    #[test]
    fn a_player_who_cannot_feed_has_no_move_to_choose() {
        let database = Database::build(2, GrandSlam::default(), 1, |_, _| {});
        let stuck: Position = "1,0,0,0,0,0,23,0,0,0,0,0,0,24,1".parse().unwrap();
        let game = Game::from_position(stuck, Rules::default());
        assert_eq!(crate::oware::expert_move(&game, Some(&database)), None);
    }
}
