//! The opening books: exact values and moves for the first plies of the
//! three- and four-stone games, where a live solve takes seconds, and what
//! a few hours of solving could cover of the five-stone game's; one book
//! per capture rule. Built once by `kalah build-book`, shipped inside the
//! engine.
//!
//! It covers Expert's side of the game tree from the start, for both
//! seats: where Expert moves, the position and its best move; where the
//! other player moves, every reply. So a game against Expert stays in the
//! book until `plies` moves have been made, and every move the other player
//! makes there can be judged from the book alone.

use crate::endgame::{DatabaseError, Pits, checksum, split};
use crate::rules::{Position, Variant};
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::sync::OnceLock;

const MAGIC: &[u8; 8] = b"KALAHBK\0";
const FORMAT_VERSION: u32 = 2;
/// Bytes per entry: twelve pits, the value, the best pit's index.
const ENTRY_BYTES: usize = 14;

/// The books' files as `kalah build-book` wrote them, standard capture
/// first: for each rule the 3- and 4-stone games, then the 5-stone game,
/// built apart because its solves take hours.
static SHIPPED: [[&[u8]; 2]; 2] = [
    [
        include_bytes!("../data/opening-book.bin"),
        include_bytes!("../data/opening-book-5.bin"),
    ],
    [
        include_bytes!("../data/opening-book-empty-capture.bin"),
        include_bytes!("../data/opening-book-5-empty-capture.bin"),
    ],
];

/// One position's exact value (stones still to be won, mover minus
/// opponent) and a move reaching it (pit index 0–5 from the mover's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BookMove {
    pub(crate) value: i32,
    pub(crate) best: usize,
}

/// Exact values of the opening positions under one capture rule, keyed by
/// their pits.
pub struct OpeningBook {
    entries: HashMap<Pits, BookMove>,
    empty_capture: bool,
    /// Fewest stones in play among the entries: below it nothing is looked up.
    min_stones: u8,
}

impl OpeningBook {
    /// The book shipped with the engine for a capture rule.
    ///
    /// ```
    /// use engine::OpeningBook;
    /// assert!(OpeningBook::shipped(false).len() > 1);
    /// ```
    pub fn shipped(empty_capture: bool) -> &'static OpeningBook {
        static BOOKS: [OnceLock<OpeningBook>; 2] = [OnceLock::new(), OnceLock::new()];
        let rule = usize::from(empty_capture);
        BOOKS[rule].get_or_init(|| {
            let mut entries = HashMap::new();
            for file in SHIPPED[rule] {
                let book = OpeningBook::read(file)
                    .expect("the shipped opening books are checked by their tests");
                assert_eq!(book.empty_capture, empty_capture, "each book in its place");
                entries.extend(book.entries);
            }
            OpeningBook::from_entries(entries, empty_capture)
        })
    }

    pub(crate) fn from_entries(
        entries: HashMap<Pits, BookMove>,
        empty_capture: bool,
    ) -> OpeningBook {
        let min_stones = entries
            .keys()
            .map(|pits| pits.iter().sum())
            .min()
            .unwrap_or(u8::MAX);
        OpeningBook {
            entries,
            empty_capture,
            min_stones,
        }
    }

    pub(crate) fn into_entries(self) -> HashMap<Pits, BookMove> {
        self.entries
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True for a book with no positions.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether the book is for the empty-capture rule.
    pub fn empty_capture(&self) -> bool {
        self.empty_capture
    }

    /// True if the book knows the value of `position` under `variant`'s
    /// rules: the book's capture rule, and any number of stones per pit (a
    /// value depends only on the pits).
    ///
    /// ```
    /// use engine::{OpeningBook, Position, Variant};
    /// let variant = Variant::default();
    /// assert!(OpeningBook::shipped(false).covers(&Position::start(variant), variant));
    /// ```
    pub fn covers(&self, position: &Position, variant: Variant) -> bool {
        variant.empty_capture() == self.empty_capture
            && split(position).is_some_and(|(pits, _)| self.get(&pits, pits.iter().sum()).is_some())
    }

    /// The entry for pits holding `stones`, if the book has them.
    pub(crate) fn get(&self, pits: &Pits, stones: u8) -> Option<BookMove> {
        if stones < self.min_stones {
            return None;
        }
        self.entries.get(pits).copied()
    }

    /// Writes the book, entries in key order so the same book always makes
    /// the same file, with a header and a checksum.
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        let mut keys: Vec<&Pits> = self.entries.keys().collect();
        keys.sort();
        let mut body = Vec::with_capacity(keys.len() * ENTRY_BYTES);
        for pits in keys {
            let entry = self.entries[pits];
            body.extend_from_slice(pits);
            body.push(entry.value as i8 as u8);
            body.push(entry.best as u8);
        }
        out.write_all(MAGIC)?;
        out.write_all(&FORMAT_VERSION.to_le_bytes())?;
        out.write_all(&u32::from(self.empty_capture).to_le_bytes())?;
        out.write_all(&(self.entries.len() as u64).to_le_bytes())?;
        out.write_all(&checksum(&body).to_le_bytes())?;
        out.write_all(&body)?;
        out.flush()
    }

    /// Reads a book written by [`OpeningBook::write`], checking its
    /// version, size and checksum.
    pub fn read(mut input: impl Read) -> Result<OpeningBook, DatabaseError> {
        let invalid = |reason: &str| DatabaseError::Invalid(reason.to_string());
        let mut header = [0u8; 8 + 4 + 4 + 8 + 8];
        input.read_exact(&mut header)?;
        if &header[..8] != MAGIC {
            return Err(invalid("not an opening book file"));
        }
        let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
        if version != FORMAT_VERSION {
            return Err(DatabaseError::Invalid(format!(
                "format version {version}, this program reads {FORMAT_VERSION}"
            )));
        }
        let empty_capture = match u32::from_le_bytes(header[12..16].try_into().expect("4 bytes")) {
            0 => false,
            1 => true,
            _ => return Err(invalid("an unknown capture rule")),
        };
        let len = u64::from_le_bytes(header[16..24].try_into().expect("8 bytes"));
        let expected_sum = u64::from_le_bytes(header[24..32].try_into().expect("8 bytes"));
        let mut body = Vec::new();
        input.read_to_end(&mut body)?;
        if body.len() as u64 != len * ENTRY_BYTES as u64 {
            return Err(invalid("the file is cut short or too long"));
        }
        if checksum(&body) != expected_sum {
            return Err(invalid("checksum mismatch: the file is damaged"));
        }
        let mut entries = HashMap::new();
        for record in body.chunks_exact(ENTRY_BYTES) {
            let pits: Pits = record[..12].try_into().expect("12 bytes");
            let best = usize::from(record[13]);
            if best >= 6 || pits[best] == 0 {
                return Err(invalid("an entry's move sows an empty pit"));
            }
            let value = i32::from(record[12] as i8);
            entries.insert(pits, BookMove { value, best });
        }
        Ok(OpeningBook::from_entries(entries, empty_capture))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endgame::{EndgameDatabase, sow_pits, turn};
    use crate::rules::Landing;
    use crate::solver::Solver;
    use std::sync::Arc;

    /// A move's value for the mover, if the book or the end of the game
    /// tells it.
    fn known_move_value(book: &OpeningBook, pits: &Pits, start: usize) -> Option<i32> {
        let (after, gain, landing, _) = sow_pits(pits, start, book.empty_capture);
        let value_of = |pits: &Pits| book.get(pits, pits.iter().sum()).map(|entry| entry.value);
        match landing {
            Landing::GameOver => Some(gain),
            Landing::ExtraTurn => value_of(&after).map(|value| gain + value),
            Landing::TurnPasses => value_of(&turn(&after)).map(|value| gain - value),
        }
    }

    /// Each book's starts, with their values and a best move (pit index).
    const STARTS: [(bool, u8, i32, usize); 6] = [
        (false, 4, 8, 2),
        (false, 3, 2, 4),
        (false, 5, 10, 1),
        (true, 4, 10, 2),
        (true, 3, 2, 4),
        (true, 5, 12, 1),
    ];

    #[test]
    fn the_shipped_books_hold_their_starts_with_their_values() {
        for (empty_capture, stones, value, best) in STARTS {
            let book = OpeningBook::shipped(empty_capture);
            let start = book.get(&[stones; 12], stones * 12).unwrap_or_else(|| {
                panic!("{stones} stones, empty capture {empty_capture}: not in the book")
            });
            assert_eq!(
                (start.value, start.best),
                (value, best),
                "{stones} stones, empty capture {empty_capture}"
            );
            assert!(book.len() > 1000, "{} positions", book.len());
        }
    }

    #[test]
    fn the_shipped_books_agree_with_themselves() {
        // Wherever a book knows every move's outcome, the position's
        // value is the best of them; wherever it knows the chosen move's,
        // that move reaches the value.
        for book in [OpeningBook::shipped(false), OpeningBook::shipped(true)] {
            let mut checked = 0;
            for (pits, entry) in &book.entries {
                let moves: Vec<Option<i32>> = (0..6)
                    .filter(|&start| pits[start] > 0)
                    .map(|start| known_move_value(book, pits, start))
                    .collect();
                if moves.iter().all(Option::is_some) {
                    let best = moves.iter().flatten().max().copied();
                    assert_eq!(best, Some(entry.value), "{pits:?}");
                    checked += 1;
                }
                if let Some(value) = known_move_value(book, pits, entry.best) {
                    assert_eq!(value, entry.value, "{pits:?}: the book's move");
                }
            }
            assert!(checked > 100, "only {checked} positions fully covered");
        }
    }

    #[test]
    fn a_sample_of_each_book_agrees_with_a_search_without_it() {
        // Each file's entries with the fewest stones, solved afresh with a
        // small database, as `kalah solve --no-book` would.
        for file in SHIPPED.iter().flatten() {
            let book = OpeningBook::read(*file).unwrap();
            let database = Arc::new(EndgameDatabase::build(8, book.empty_capture, |_, _, _| {}));
            let mut solver = Solver::without_book(book.empty_capture, 20, Some(database));
            let mut sample: Vec<(&Pits, &BookMove)> = book.entries.iter().collect();
            sample.sort_by_key(|(pits, _)| (pits.iter().sum::<u8>(), **pits));
            for (pits, entry) in sample.into_iter().take(4) {
                // The stones no longer in the pits go to the mover's store,
                // which leaves the value of what is still to be won alone.
                let in_pits: u8 = pits.iter().sum();
                let store = [36, 48, 60]
                    .into_iter()
                    .find(|&total| total >= in_pits)
                    .expect("a start")
                    - in_pits;
                let side = |pits: &[u8]| {
                    pits.iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let text = format!("{},{store},{},0,1", side(&pits[..6]), side(&pits[6..]));
                let position: Position = text.parse().expect("a position");
                let value = solver
                    .solve(&position)
                    .expect("no node limit")
                    .expect("running");
                assert_eq!(value - i32::from(store), entry.value, "{text}");
            }
        }
    }

    #[test]
    fn a_written_book_reads_back_and_damage_is_detected() {
        let book = OpeningBook::from_entries(
            HashMap::from([
                ([4; 12], BookMove { value: 8, best: 2 }),
                (
                    [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
                    BookMove { value: -9, best: 5 },
                ),
            ]),
            true,
        );
        let mut bytes = Vec::new();
        book.write(&mut bytes).unwrap();
        let again = OpeningBook::read(bytes.as_slice()).unwrap();
        assert_eq!((again.entries, again.empty_capture), (book.entries, true));
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(OpeningBook::read(bytes.as_slice()).is_err());
        assert!(OpeningBook::read(&bytes[..20]).is_err());
    }
}
