//! The search itself: MTD(f) over null-window alpha-beta with the
//! transposition table, the database and enhanced transposition cutoffs.

use super::children::Child;
use super::table::{Entry, table_key};
use super::{ASK_EVERY, OutOfNodes, Solver};
use crate::endgame::Pits;
use crate::rules::{Landing, Position};
use crate::search::Searcher;

impl Solver {
    /// A first guess from a short heuristic search: MTD(f) converges in
    /// fewer passes from a close guess.
    pub(super) fn guess(&self, position: &Position) -> i32 {
        Searcher::new(self.empty_capture, 12)
            .deepen(position, 8, 20_000)
            .map_or(0, |result| result.value)
    }

    pub(super) fn exact_child(&mut self, child: &Child, guess: i32) -> Result<i32, OutOfNodes> {
        Ok(match child.landing {
            Landing::GameOver => child.gain,
            Landing::ExtraTurn => {
                child.gain + self.mtdf(&child.pits, child.stones, guess - child.gain)?
            }
            Landing::TurnPasses => {
                child.gain - self.mtdf(&child.pits, child.stones, child.gain - guess)?
            }
        })
    }

    /// MTD(f): null-window tests closing in on the exact value. Values
    /// have the parity of the stones in play, so each test steps by two.
    pub(super) fn mtdf(&mut self, pits: &Pits, stones: u8, guess: i32) -> Result<i32, OutOfNodes> {
        let n = i32::from(stones);
        let (mut lower, mut upper) = (-n, n);
        let mut value = guess.clamp(lower, upper);
        if (value - n) % 2 != 0 {
            value -= 1;
        }
        while lower < upper {
            let beta = if value <= lower { lower + 2 } else { value };
            value = self.search(pits, stones, beta - 1, beta)?;
            if value < beta {
                upper = value;
            } else {
                lower = value;
            }
        }
        Ok(value)
    }

    /// The pits of each legal move's result, from the next mover's side.
    /// A child's value for the parent's mover, searched with the parent's
    /// window.
    pub(super) fn child_value(
        &mut self,
        child: &Child,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, OutOfNodes> {
        Ok(match child.landing {
            Landing::GameOver => child.gain,
            Landing::ExtraTurn => {
                child.gain
                    + self.search(
                        &child.pits,
                        child.stones,
                        alpha - child.gain,
                        beta - child.gain,
                    )?
            }
            Landing::TurnPasses => {
                child.gain
                    - self.search(
                        &child.pits,
                        child.stones,
                        child.gain - beta,
                        child.gain - alpha,
                    )?
            }
        })
    }

    /// Fail-soft alpha-beta on the stones still to be won.
    pub(super) fn search(
        &mut self,
        pits: &Pits,
        stones: u8,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<i32, OutOfNodes> {
        self.nodes += 1;
        if self.nodes > self.stop_at
            || (self.nodes.is_multiple_of(ASK_EVERY)
                && self.interrupt.as_ref().is_some_and(|stop| stop()))
        {
            return Err(OutOfNodes);
        }
        let n = i32::from(stones);
        if let Some(database) = self
            .database
            .as_ref()
            .filter(|database| stones <= database.max_stones())
        {
            return Ok(database.lookup(pits, stones));
        }
        if let Some(known) = self.book.and_then(|book| book.get(pits, stones)) {
            return Ok(known.value);
        }
        if alpha >= n {
            return Ok(n);
        }
        if beta <= -n {
            return Ok(-n);
        }
        let key = table_key(pits);
        let remembered = self.table.probe(&key);
        let (mut known_lower, mut known_upper) = (-n, n);
        if let Some(entry) = remembered {
            known_lower = i32::from(entry.lower);
            known_upper = i32::from(entry.upper);
            if known_lower >= beta {
                return Ok(known_lower);
            }
            if known_upper <= alpha {
                return Ok(known_upper);
            }
            if known_lower == known_upper {
                return Ok(known_lower);
            }
            alpha = alpha.max(known_lower);
            beta = beta.min(known_upper);
        }

        let mut children = self.children(pits, stones);
        // Enhanced transposition cutoff: what the table and the database
        // already know about the children may decide this node at once.
        // Each look-up is a cache miss, so only where subtrees are big.
        let worth_peeking = stones >= self.peek_from;
        for child in children.iter_mut() {
            if child.landing == Landing::GameOver || !worth_peeking {
                continue;
            }
            let known = match &self.database {
                Some(database) if child.stones <= database.max_stones() => {
                    let value = database.lookup(&child.pits, child.stones);
                    Some((value, value))
                }
                _ => self
                    .table
                    .probe(&table_key(&child.pits))
                    .map(|entry| (i32::from(entry.lower), i32::from(entry.upper))),
            };
            if let Some((lower, upper)) = known {
                (child.lower, child.upper) = match child.landing {
                    Landing::ExtraTurn => (child.gain + lower, child.gain + upper),
                    _ => (child.gain - upper, child.gain - lower),
                };
            }
            if child.lower >= beta {
                self.remember_lower(key, child.lower, (known_lower, known_upper), child.start);
                return Ok(child.lower);
            }
        }

        let tt_move = remembered.map(|entry| usize::from(entry.best));
        children.sort_by_key(|child| {
            let extra = child.landing == Landing::ExtraTurn;
            std::cmp::Reverse((Some(child.start) == tt_move, extra, child.gain, child.start))
        });

        let nodes_before = self.nodes;
        let original_alpha = alpha;
        let mut best = -n - 1;
        let mut best_move = children[0].start;
        for child in children.iter() {
            if child.upper <= best {
                continue;
            }
            let value = if child.lower == child.upper {
                child.lower
            } else {
                self.child_value(child, alpha, beta)?
            };
            if value > best {
                best = value;
                best_move = child.start;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let work = 64 - (self.nodes - nodes_before + 1).leading_zeros();
        let (lower, upper) = if best <= original_alpha {
            (known_lower, best.min(known_upper))
        } else if best >= beta {
            (best.max(known_lower), known_upper)
        } else {
            (best, best)
        };
        self.table.store(Entry {
            key,
            lower: lower as i8,
            upper: upper as i8,
            best: best_move as u8,
            work: work.max(1) as u8,
        });
        Ok(best)
    }

    /// Stores the lower bound a cutoff proved, keeping the known upper one.
    pub(super) fn remember_lower(
        &mut self,
        key: [u32; 3],
        value: i32,
        known: (i32, i32),
        best: usize,
    ) {
        self.table.store(Entry {
            key,
            lower: value.max(known.0) as i8,
            upper: known.1 as i8,
            best: best as u8,
            work: 1,
        });
    }
}
