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
use crate::endgame::{EndgameDatabase, split};
use crate::rules::Position;
use std::sync::Arc;

/// Enhanced transposition cutoffs pay off only this many stones above the
/// database, where subtrees are large (measured on the start position).
const PEEK_ABOVE_DATABASE: u8 = 2;

mod children;
mod saved;
mod search;
mod table;

use table::{Table, table_key};

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
}
