//! Building an opening book: Expert's side of the game tree solved ply by
//! ply. Apart from the book itself, since it needs the solver, which in
//! turn reads the book.

use crate::board::Player;
use crate::book::{BookMove, OpeningBook};
use crate::endgame::{split, EndgameDatabase, Pits};
use crate::rules::{Position, Variant};
use crate::solver::Solver;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

impl OpeningBook {
    /// Solves Expert's side of the game tree for the first `plies` moves
    /// from the start of each of `variants`, which share one capture rule
    /// (see the module documentation). `progress` hears the ply being
    /// solved and how many positions are solved so far.
    ///
    /// # Panics
    ///
    /// If `variants` mix capture rules: a book holds one.
    pub fn build(
        database: Option<Arc<EndgameDatabase>>,
        table_bits: u32,
        plies: u32,
        variants: &[Variant],
        mut progress: impl FnMut(u32, usize),
    ) -> OpeningBook {
        let empty_capture = variants
            .first()
            .is_some_and(|variant| variant.empty_capture());
        assert!(
            variants
                .iter()
                .all(|variant| variant.empty_capture() == empty_capture),
            "one book per capture rule"
        );
        let mut solver = Solver::without_book(empty_capture, table_bits, database);
        let mut entries: HashMap<Pits, BookMove> = HashMap::new();
        let mut layer: Vec<(Position, Player, Variant)> = variants
            .iter()
            .flat_map(|&variant| {
                let start = Position::start(variant);
                [(start, Player::One, variant), (start, Player::Two, variant)]
            })
            .collect();
        for ply in 0..=plies {
            let mut next = Vec::new();
            let mut expanded = HashSet::new();
            for (position, expert, variant) in layer {
                let Some((pits, stores)) = split(&position) else {
                    continue;
                };
                let entry = *entries.entry(pits).or_insert_with(|| {
                    let (pit, value) = solver
                        .best_move(&position)
                        .expect("no node limit")
                        .expect("a running game has a move");
                    BookMove {
                        value: value - stores,
                        best: usize::from(pit.number()) - 1,
                    }
                });
                progress(ply, entries.len());
                let experts_turn = position.to_move == Some(expert);
                if ply == plies || !expanded.insert((pits, experts_turn)) {
                    continue;
                }
                for pit in position.legal_moves() {
                    if experts_turn && usize::from(pit.number()) - 1 != entry.best {
                        continue;
                    }
                    let sowing = position.play(pit, variant).expect("a legal move");
                    next.push((sowing.after, expert, variant));
                }
            }
            layer = next;
        }
        OpeningBook::from_entries(entries, empty_capture)
    }
}
