//! Building an opening book: Expert's side of the game tree solved ply by
//! ply. Apart from the book itself, since it needs the solver, which in
//! turn reads the book.

use crate::board::Player;
use crate::book::{BookMove, OpeningBook};
use crate::endgame::{Pits, split};
use crate::rules::{Position, Variant};
use crate::solver::Solver;
use std::collections::{HashMap, HashSet};

/// What a build solved, and what it left open.
pub struct BookBuild {
    /// The book: what was known before and what the build solved.
    pub book: OpeningBook,
    /// Positions the solver gave up on within its node limit: they are
    /// not in the book, and where Expert was to move there, nothing
    /// after them is either.
    pub open: usize,
}

impl OpeningBook {
    /// Solves Expert's side of the game tree for the first `plies` moves
    /// from the start of each of `variants`, which share one capture rule
    /// (see the module documentation), with `solver`, which should have
    /// no book of its own.
    ///
    /// A build can go in parts: positions already in `known` (an earlier
    /// part's book) are not solved again, and a position the solver gives
    /// up on (see [`Solver::set_node_limit`]) is left open for the next
    /// part, whose solver table may know more. `progress` hears the ply
    /// being solved and how many positions are solved so far; `ply_done`
    /// gets the book so far after each ply, so that a build stopped midway
    /// loses no more than the ply under way.
    ///
    /// # Panics
    ///
    /// If `variants` or `known` mix capture rules: a book holds one.
    pub fn build(
        solver: &mut Solver,
        known: Option<OpeningBook>,
        plies: u32,
        variants: &[Variant],
        mut progress: impl FnMut(u32, usize),
        mut ply_done: impl FnMut(&OpeningBook),
    ) -> BookBuild {
        let empty_capture = variants
            .first()
            .is_some_and(|variant| variant.empty_capture());
        assert!(
            variants
                .iter()
                .all(|variant| variant.empty_capture() == empty_capture)
                && known
                    .as_ref()
                    .is_none_or(|book| book.empty_capture() == empty_capture),
            "one book per capture rule"
        );
        let mut entries: HashMap<Pits, BookMove> =
            known.map(OpeningBook::into_entries).unwrap_or_default();
        let mut given_up = HashSet::new();
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
                let entry = match entries.get(&pits) {
                    Some(&entry) => Some(entry),
                    None if given_up.contains(&pits) => None,
                    None => match solver.best_move(&position) {
                        Ok(best) => {
                            let (pit, value) = best.expect("a running game has a move");
                            let entry = BookMove {
                                value: value - stores,
                                best: usize::from(pit.number()) - 1,
                            };
                            entries.insert(pits, entry);
                            Some(entry)
                        }
                        Err(_) => {
                            given_up.insert(pits);
                            None
                        }
                    },
                };
                progress(ply, entries.len());
                let experts_turn = position.to_move == Some(expert);
                if ply == plies || !expanded.insert((pits, experts_turn)) {
                    continue;
                }
                // Where the other player moves, every reply is needed
                // whether or not this position's value is known; where
                // Expert moves, only the move it plays.
                let expert_plays = match (experts_turn, entry) {
                    (false, _) => None,
                    (true, Some(entry)) => Some(entry.best),
                    (true, None) => continue,
                };
                for pit in position.legal_moves() {
                    if expert_plays.is_some_and(|best| usize::from(pit.number()) - 1 != best) {
                        continue;
                    }
                    let sowing = position.play(pit, variant).expect("a legal move");
                    next.push((sowing.after, expert, variant));
                }
            }
            ply_done(&OpeningBook::from_entries(entries.clone(), empty_capture));
            layer = next;
        }
        BookBuild {
            book: OpeningBook::from_entries(entries, empty_capture),
            open: given_up.len(),
        }
    }
}
