//! Depth-limited alpha-beta search with a transposition table, the base of
//! the Medium and Hard players (and of exact solving later).
//!
//! The search works on a *normalised* board: the player to move always sits
//! on Player 1's side, so the table is shared between both players. Values
//! count only the stones still to be won: the final store difference minus
//! the current one, from the mover's point of view. Stores therefore never
//! enter the table key.

use crate::board::{Pit, Player};
use crate::rules::{Landing, Position};
use crate::solver::{ASK_EVERY, Interrupt};

/// A value no real position reaches, used as ±infinity.
const INFINITY: i32 = 1_000;

/// The 14 slots of a board turned so the player to move owns slots 0–6.
pub(crate) type Slots = [u8; 14];

mod rules;
mod table;

pub(crate) use rules::{KalahSowing, Sower};
use table::{Bound, Entry, SOLVED, TranspositionTable};

/// The result of searching a position's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move found best.
    pub best: Pit,
    /// Its value: expected final store difference for the mover.
    pub value: i32,
    /// Depth of the last completed iteration, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// True when no branch was cut short by the depth limit, so `value` is
    /// the exact result of perfect play.
    pub exact: bool,
}

/// An alpha-beta searcher for Kalah; keep one per decision, or reuse it to
/// keep the table warm between decisions of the same game.
pub struct Searcher(Search<KalahSowing>);

/// The search ran past its node limit.
struct OutOfNodes;

impl Searcher {
    /// A searcher for the given capture rule with a table of `2^table_bits`
    /// entries (16 bytes each).
    pub fn new(empty_capture: bool, table_bits: u32) -> Searcher {
        Searcher(Search::new(KalahSowing { empty_capture }, table_bits))
    }

    /// Later searches also stop deepening once `interrupt` says so (the
    /// last completed iteration decides); `None` for no such check, which
    /// keeps the search deterministic.
    pub fn set_interrupt(&mut self, interrupt: Option<Interrupt>) {
        self.0.interrupt = interrupt;
    }

    /// Iterative deepening from depth 1 up to `max_depth`, stopping early
    /// when a completed iteration is exact or when the next one would visit
    /// more than `node_limit` positions; the last completed iteration
    /// decides. Depends on nothing but its inputs, so it is deterministic.
    ///
    /// Returns `None` when the game is over.
    pub fn deepen(
        &mut self,
        position: &Position,
        max_depth: u32,
        node_limit: u64,
    ) -> Option<SearchResult> {
        self.0.deepen(&normalise(position)?, max_depth, node_limit)
    }

    /// The value of every legal move at `depth`, from the mover's point of
    /// view, in pit order. Used by players that choose among near-equal
    /// moves.
    pub fn move_values(&mut self, position: &Position, depth: u32) -> Vec<(Pit, i32)> {
        normalise(position).map_or_else(Vec::new, |slots| self.0.move_values(&slots, depth))
    }

    /// Positions visited since the last [`Searcher::deepen`] began.
    pub fn nodes(&self) -> u64 {
        self.0.nodes
    }
}

/// The search itself, for any rule set that sows on a turned board.
pub(crate) struct Search<R> {
    rules: R,
    table: TranspositionTable,
    nodes: u64,
    node_limit: u64,
    cut_by_depth: bool,
    pub(crate) interrupt: Option<Interrupt>,
}

impl<R: Sower> Search<R> {
    pub(crate) fn new(rules: R, table_bits: u32) -> Search<R> {
        Search {
            rules,
            table: TranspositionTable::new(table_bits),
            nodes: 0,
            node_limit: u64::MAX,
            cut_by_depth: false,
            interrupt: None,
        }
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// [`Searcher::deepen`] on a turned board.
    pub(crate) fn deepen(
        &mut self,
        slots: &Slots,
        max_depth: u32,
        node_limit: u64,
    ) -> Option<SearchResult> {
        let first = *self.rules.moves(slots).first()?;
        self.nodes = 0;
        self.node_limit = node_limit;
        let mut result: Option<SearchResult> = None;
        for depth in 1..=max_depth.max(1) {
            self.cut_by_depth = false;
            let Ok((best, value)) = self.root(slots, depth) else {
                break;
            };
            let exact = !self.cut_by_depth;
            result = Some(SearchResult {
                best,
                value,
                depth,
                nodes: self.nodes,
                exact,
            });
            if exact {
                break;
            }
        }
        // Not even depth 1 fit: play the first legal move.
        let mut result = result.unwrap_or(SearchResult {
            best: Pit::ALL[first],
            value: 0,
            depth: 0,
            nodes: self.nodes,
            exact: false,
        });
        result.nodes = self.nodes;
        Some(result)
    }

    /// [`Searcher::move_values`] on a turned board.
    pub(crate) fn move_values(&mut self, slots: &Slots, depth: u32) -> Vec<(Pit, i32)> {
        self.node_limit = u64::MAX;
        let mut moves = self.rules.moves(slots);
        moves.sort_unstable();
        moves
            .iter()
            .map(|&start| {
                let value = self
                    .child_value(slots, start, depth, -INFINITY, INFINITY)
                    .unwrap_or(0);
                (Pit::ALL[start], value + store_difference(slots))
            })
            .collect()
    }

    fn root(&mut self, slots: &Slots, depth: u32) -> Result<(Pit, i32), OutOfNodes> {
        let mut alpha = -INFINITY;
        let mut best = None;
        for start in self.rules.moves(slots) {
            let value = self.child_value(slots, start, depth, alpha, INFINITY)?;
            if best.is_none() || value > alpha {
                alpha = value;
                best = Some(start);
            }
        }
        let start = best.expect("a running game has a legal move");
        self.table.store(Entry {
            key: TranspositionTable::key(slots),
            value: alpha as i16,
            depth: depth as u8,
            bound: Bound::Exact,
            best: start as u8,
        });
        Ok((
            Pit::new(start as u8 + 1).expect("own pit"),
            alpha + store_difference(slots),
        ))
    }

    /// Value, for the mover, of the stones still to be won after sowing
    /// slot `start` and playing on at `depth - 1`.
    fn child_value(
        &mut self,
        slots: &Slots,
        start: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, OutOfNodes> {
        let mut child = *slots;
        let landing = self.rules.sow(&mut child, start);
        let gain = store_difference(&child) - store_difference(slots);
        Ok(match landing {
            Landing::GameOver => gain,
            Landing::ExtraTurn => {
                gain + self.search(&child, depth - 1, alpha - gain, beta - gain)?
            }
            Landing::TurnPasses => {
                let turned = turn(&child);
                gain - self.search(&turned, depth - 1, gain - beta, gain - alpha)?
            }
        })
    }

    /// Past the depth limit: the captures so far, or a capture chain.
    fn captures_only(
        &mut self,
        slots: &Slots,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, OutOfNodes> {
        let mut best = 0;
        if best >= beta {
            return Ok(best);
        }
        alpha = alpha.max(best);
        for start in self.rules.moves(slots) {
            let mut child = *slots;
            let landing = self.rules.sow(&mut child, start);
            let gain = store_difference(&child) - store_difference(slots);
            let value = match landing {
                Landing::GameOver => gain,
                _ if gain <= 0 => continue,
                Landing::ExtraTurn => continue,
                Landing::TurnPasses => {
                    self.nodes += 1;
                    if self.nodes > self.node_limit {
                        return Err(OutOfNodes);
                    }
                    let turned = turn(&child);
                    let rest = match self.rules.known(&turned) {
                        Some((value, _)) => value,
                        None => self.captures_only(&turned, gain - beta, gain - alpha)?,
                    };
                    gain - rest
                }
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }

    /// Negamax with alpha-beta over the stones still to be won.
    fn search(
        &mut self,
        slots: &Slots,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<i32, OutOfNodes> {
        self.nodes += 1;
        if self.nodes > self.node_limit
            || (self.nodes.is_multiple_of(ASK_EVERY)
                && self.interrupt.as_ref().is_some_and(|stop| stop()))
        {
            return Err(OutOfNodes);
        }
        if let Some((value, exact)) = self.rules.known(slots) {
            self.cut_by_depth |= !exact;
            return Ok(value);
        }
        if depth == 0 {
            self.cut_by_depth = true;
            if self.rules.quiescence() {
                return self.captures_only(slots, alpha, beta);
            }
            return Ok(0);
        }
        let key = TranspositionTable::key(slots);
        let remembered = self.table.probe(&key);
        if let Some(entry) = remembered.filter(|entry| u32::from(entry.depth) >= depth) {
            if entry.depth != SOLVED {
                self.cut_by_depth = true;
            }
            let value = i32::from(entry.value);
            match entry.bound {
                Bound::Exact => return Ok(value),
                Bound::Lower => alpha = alpha.max(value),
                Bound::Upper => beta = beta.min(value),
            }
            if alpha >= beta {
                return Ok(value);
            }
        }

        let cut_above = std::mem::replace(&mut self.cut_by_depth, false);
        let original_alpha = alpha;
        let mut best_value = -INFINITY;
        let mut best_move = 0;
        let mut moves = self.rules.moves(slots);
        if let Some(entry) = remembered
            && let Some(at) = moves.iter().position(|&m| m == usize::from(entry.best))
        {
            moves[..=at].rotate_right(1);
        }
        for start in moves {
            let value = self.child_value(slots, start, depth, alpha, beta)?;
            if value > best_value {
                best_value = value;
                best_move = start;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_value <= original_alpha {
            Bound::Upper
        } else if best_value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let depth = if self.cut_by_depth {
            depth.min(u32::from(SOLVED) - 1) as u8
        } else {
            SOLVED
        };
        self.cut_by_depth |= cut_above;
        self.table.store(Entry {
            key,
            value: best_value as i16,
            depth,
            bound,
            best: best_move as u8,
        });
        Ok(best_value)
    }
}

pub(crate) mod arrayvec;

/// The board turned so the player to move sits on Player 1's side.
fn normalise(position: &Position) -> Option<Slots> {
    let slots = position.board.counts();
    match position.to_move? {
        Player::One => Some(slots),
        Player::Two => Some(turn(&slots)),
    }
}

/// The board seen from the other side.
pub(crate) fn turn(slots: &Slots) -> Slots {
    let mut turned = [0; 14];
    turned[..7].copy_from_slice(&slots[7..]);
    turned[7..].copy_from_slice(&slots[..7]);
    turned
}

pub(crate) fn store_difference(slots: &Slots) -> i32 {
    i32::from(slots[6]) - i32::from(slots[13])
}
