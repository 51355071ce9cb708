//! Exact solving: the value of a position under perfect play by both sides.
//!
//! A position's future depends only on its pits, so the solver works on
//! the twelve pit counts with the mover's side first, and a value is the
//! stones still to be won, mover minus opponent. It combines null-window
//! alpha-beta driven by MTD(f), a large transposition table holding a lower
//! and an upper bound per position, move ordering (table move, extra turns
//! nearest the store, then the biggest gains), enhanced transposition
//! cutoffs (children's table entries and database values are checked
//! before any child is searched), and the endgame database.

use crate::board::Pit;
use crate::book::OpeningBook;
use crate::endgame::{EndgameDatabase, Pits, split};
use crate::rules::{Landing, Position};
use crate::search::Searcher;
use std::sync::Arc;

/// Enhanced transposition cutoffs pay off only this many stones above the
/// database, where subtrees are large (measured on the start position).
const PEEK_ABOVE_DATABASE: u8 = 2;

mod children;
mod saved;
mod table;

use children::Child;
use table::{Entry, Table, table_key};

/// The solver ran past its node limit, or its caller's interrupt said stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

/// The caller's say on whether a search should give up now, asked every
/// few thousand positions: how a server bounds thinking in time while the
/// engine itself reads no clock.
pub type Interrupt = Box<dyn Fn() -> bool + Send + Sync>;

/// Positions between two questions to the [`Interrupt`] (a power of two):
/// about half a millisecond of solving.
pub(crate) const ASK_EVERY: u64 = 4096;

/// An exact solver. Keep one per thread and reuse it: what its table
/// learns about a position holds for every later game.
pub struct Solver {
    table: Table,
    database: Option<Arc<EndgameDatabase>>,
    book: Option<&'static OpeningBook>,
    empty_capture: bool,
    nodes: u64,
    node_limit: u64,
    /// `nodes` at which the current call gives up.
    stop_at: u64,
    /// Stones in play from which children are peeked at (ETC).
    peek_from: u8,
    interrupt: Option<Interrupt>,
}

impl Solver {
    /// A solver for a capture rule with a table of `2^table_bits` buckets
    /// (32 bytes each) and, if given and built for the same rule, an
    /// endgame database. It also reads the shipped opening book for its
    /// rule.
    pub fn new(
        empty_capture: bool,
        table_bits: u32,
        database: Option<Arc<EndgameDatabase>>,
    ) -> Solver {
        Solver {
            book: Some(OpeningBook::shipped(empty_capture)),
            ..Solver::without_book(empty_capture, table_bits, database)
        }
    }

    /// A solver that finds everything by search, even in the opening: for
    /// building the book and for measuring the search itself.
    pub fn without_book(
        empty_capture: bool,
        table_bits: u32,
        database: Option<Arc<EndgameDatabase>>,
    ) -> Solver {
        let mut solver = Solver {
            table: Table::new(table_bits),
            database: None,
            book: None,
            empty_capture,
            nodes: 0,
            node_limit: u64::MAX,
            stop_at: u64::MAX,
            peek_from: PEEK_ABOVE_DATABASE,
            interrupt: None,
        };
        solver.set_database(database);
        solver
    }

    /// Solves with `database` from now on (if built for the solver's rule),
    /// keeping what the table has learned: its values are exact with or
    /// without a database.
    pub fn set_database(&mut self, database: Option<Arc<EndgameDatabase>>) {
        self.database = database.filter(|database| database.empty_capture() == self.empty_capture);
        self.peek_from = self
            .database
            .as_ref()
            .map_or(0, |database| database.max_stones())
            + PEEK_ABOVE_DATABASE;
    }

    /// Makes the operating system back the whole table with memory now,
    /// so that the first searches do not pay for it page by page. Call it
    /// on a new solver: it clears some of what the table learned.
    pub fn touch_table(&mut self) {
        self.table.touch();
    }

    /// Stops each later call after this many positions (it then returns
    /// `Err(OutOfNodes)`); `u64::MAX` for none. What the table learned
    /// before stopping stays valid.
    pub fn set_node_limit(&mut self, limit: u64) {
        self.node_limit = limit;
    }

    /// Later calls also stop (with `Err(OutOfNodes)`) once `interrupt`
    /// says so; `None` for no such check. What the table learned before
    /// stopping stays valid.
    pub fn set_interrupt(&mut self, interrupt: Option<Interrupt>) {
        self.interrupt = interrupt;
    }

    /// Starts the node budget of one public call.
    fn start_call(&mut self) {
        self.stop_at = self.nodes.saturating_add(self.node_limit);
    }

    /// Positions visited since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The final store difference, mover minus opponent, under perfect
    /// play. `None` once the game is over.
    ///
    /// ```
    /// use engine::{Position, Solver};
    /// let position: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    /// assert_eq!(Solver::new(false, 10, None).solve(&position), Ok(Some(-2)));
    /// ```
    pub fn solve(&mut self, position: &Position) -> Result<Option<i32>, OutOfNodes> {
        self.start_call();
        let Some((pits, stores)) = split(position) else {
            return Ok(None);
        };
        let stones = pits.iter().sum();
        let guess = self.guess(position) - stores;
        Ok(Some(stores + self.mtdf(&pits, stones, guess)?))
    }

    /// The exact value of sowing `pit` (which must hold stones), from the
    /// mover's point of view (final store difference). `None` once the
    /// game is over or for an empty pit.
    pub fn move_value(&mut self, position: &Position, pit: Pit) -> Result<Option<i32>, OutOfNodes> {
        self.start_call();
        let Some((pits, stores)) = split(position) else {
            return Ok(None);
        };
        let start = usize::from(pit.number()) - 1;
        if pits[start] == 0 {
            return Ok(None);
        }
        let guess = self.guess(position) - stores;
        let child = self.child(&pits, pits.iter().sum(), start);
        Ok(Some(stores + self.exact_child(&child, guess)?))
    }

    /// The exact value of every legal move from the mover's point of view
    /// (final store difference), in pit order.
    pub fn move_values(&mut self, position: &Position) -> Result<Vec<(Pit, i32)>, OutOfNodes> {
        self.start_call();
        let Some((pits, stores)) = split(position) else {
            return Ok(Vec::new());
        };
        let guess = self.guess(position) - stores;
        let stones = pits.iter().sum();
        let mut values = Vec::new();
        for start in (0..6).filter(|&start| pits[start] > 0) {
            let child = self.child(&pits, stones, start);
            let value = self.exact_child(&child, guess)?;
            values.push((Pit::new(start as u8 + 1).expect("own pit"), stores + value));
        }
        Ok(values)
    }

    /// A move of optimal value and that value (final store difference for
    /// the mover). `None` once the game is over.
    pub fn best_move(&mut self, position: &Position) -> Result<Option<(Pit, i32)>, OutOfNodes> {
        self.start_call();
        let Some((pits, stores)) = split(position) else {
            return Ok(None);
        };
        let stones = pits.iter().sum();
        if let Some(known) = self.book.and_then(|book| book.get(&pits, stones)) {
            let pit = Pit::new(known.best as u8 + 1).expect("own pit");
            return Ok(Some((pit, stores + known.value)));
        }
        let guess = self.guess(position) - stores;
        let value = self.mtdf(&pits, stones, guess)?;
        let mut children = self.children(&pits, stones);
        let remembered = self
            .table
            .probe(&table_key(&pits))
            .map(|entry| usize::from(entry.best));
        children.sort_by_key(|child| std::cmp::Reverse(Some(child.start) == remembered));
        for child in children.iter() {
            // The move is optimal if it reaches the value: one null-window
            // test each, cheap with the table warm.
            if self.child_value(child, value - 1, value)? >= value {
                return Ok(Some((
                    Pit::new(child.start as u8 + 1).expect("own pit"),
                    stores + value,
                )));
            }
        }
        unreachable!("some move reaches the position's value")
    }

    /// A first guess from a short heuristic search: MTD(f) converges in
    /// fewer passes from a close guess.
    fn guess(&self, position: &Position) -> i32 {
        Searcher::new(self.empty_capture, 12)
            .deepen(position, 8, 20_000)
            .map_or(0, |result| result.value)
    }

    fn exact_child(&mut self, child: &Child, guess: i32) -> Result<i32, OutOfNodes> {
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
    fn mtdf(&mut self, pits: &Pits, stones: u8, guess: i32) -> Result<i32, OutOfNodes> {
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
    fn child_value(&mut self, child: &Child, alpha: i32, beta: i32) -> Result<i32, OutOfNodes> {
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
    fn search(
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
    fn remember_lower(&mut self, key: [u32; 3], value: i32, known: (i32, i32), best: usize) {
        self.table.store(Entry {
            key,
            lower: value.max(known.0) as i8,
            upper: known.1 as i8,
            best: best as u8,
            work: 1,
        });
    }
}
