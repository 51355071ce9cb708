//! The opening book: exact values and moves for the first plies of the
//! standard game (four stones, standard capture), where a live solve takes
//! seconds. Built once by `kalah build-book`, shipped inside the engine.
//!
//! It covers Expert's side of the game tree from the start, for both
//! seats: where Expert moves, the position and its best move; where the
//! other player moves, every reply. So a game against Expert stays in the
//! book until `plies` moves have been made, and every move the other player
//! makes there can be judged from the book alone.

use crate::endgame::{checksum, split, DatabaseError, Pits};
use crate::rules::{Position, Variant};
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::sync::OnceLock;

const MAGIC: &[u8; 8] = b"KALAHBK\0";
const FORMAT_VERSION: u32 = 1;
/// Bytes per entry: twelve pits, the value, the best pit's index.
const ENTRY_BYTES: usize = 14;

/// The book for the standard game, as `kalah build-book` wrote it.
static SHIPPED: &[u8] = include_bytes!("../data/opening-book.bin");

/// One position's exact value (stones still to be won, mover minus
/// opponent) and a move reaching it (pit index 0–5 from the mover's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BookMove {
    pub(crate) value: i32,
    pub(crate) best: usize,
}

/// Exact values of the opening positions, keyed by their pits.
pub struct OpeningBook {
    entries: HashMap<Pits, BookMove>,
    /// Fewest stones in play among the entries: below it nothing is looked up.
    min_stones: u8,
}

impl OpeningBook {
    /// The book shipped with the engine (standard capture rule).
    ///
    /// ```
    /// use engine::OpeningBook;
    /// assert!(OpeningBook::shipped().len() > 1);
    /// ```
    pub fn shipped() -> &'static OpeningBook {
        static BOOK: OnceLock<OpeningBook> = OnceLock::new();
        BOOK.get_or_init(|| {
            OpeningBook::read(SHIPPED).expect("the shipped opening book is checked by its tests")
        })
    }

    pub(crate) fn from_entries(entries: HashMap<Pits, BookMove>) -> OpeningBook {
        let min_stones = entries
            .keys()
            .map(|pits| pits.iter().sum())
            .min()
            .unwrap_or(u8::MAX);
        OpeningBook {
            entries,
            min_stones,
        }
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True for a book with no positions.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// True if the book knows the value of `position` under `variant`'s
    /// rules. Any number of stones per pit will do (a value depends only on
    /// the pits), but only the standard capture rule.
    ///
    /// ```
    /// use engine::{OpeningBook, Position, Variant};
    /// let variant = Variant::default();
    /// assert!(OpeningBook::shipped().covers(&Position::start(variant), variant));
    /// ```
    pub fn covers(&self, position: &Position, variant: Variant) -> bool {
        !variant.empty_capture()
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
        out.write_all(&(self.entries.len() as u64).to_le_bytes())?;
        out.write_all(&checksum(&body).to_le_bytes())?;
        out.write_all(&body)?;
        out.flush()
    }

    /// Reads a book written by [`OpeningBook::write`], checking its
    /// version, size and checksum.
    pub fn read(mut input: impl Read) -> Result<OpeningBook, DatabaseError> {
        let invalid = |reason: &str| DatabaseError::Invalid(reason.to_string());
        let mut header = [0u8; 8 + 4 + 8 + 8];
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
        let len = u64::from_le_bytes(header[12..20].try_into().expect("8 bytes"));
        let expected_sum = u64::from_le_bytes(header[20..28].try_into().expect("8 bytes"));
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
        Ok(OpeningBook::from_entries(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endgame::{sow_pits, turn};
    use crate::rules::Landing;

    /// A move's value for the mover, if the book or the end of the game
    /// tells it.
    fn known_move_value(book: &OpeningBook, pits: &Pits, start: usize) -> Option<i32> {
        let (after, gain, landing, _) = sow_pits(pits, start, false);
        let value_of = |pits: &Pits| book.get(pits, pits.iter().sum()).map(|entry| entry.value);
        match landing {
            Landing::GameOver => Some(gain),
            Landing::ExtraTurn => value_of(&after).map(|value| gain + value),
            Landing::TurnPasses => value_of(&turn(&after)).map(|value| gain - value),
        }
    }

    #[test]
    fn the_shipped_book_starts_at_plus_eight_with_pit_three() {
        let book = OpeningBook::shipped();
        let start = book.get(&[4; 12], 48).expect("the start is in the book");
        assert_eq!((start.value, start.best), (8, 2));
        assert!(book.len() > 1000, "{} positions", book.len());
    }

    #[test]
    fn the_shipped_book_agrees_with_itself() {
        // Wherever the book knows every move's outcome, the position's
        // value is the best of them; wherever it knows the chosen move's,
        // that move reaches the value.
        let book = OpeningBook::shipped();
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

    #[test]
    fn a_written_book_reads_back_and_damage_is_detected() {
        let book = OpeningBook::from_entries(HashMap::from([
            ([4; 12], BookMove { value: 8, best: 2 }),
            (
                [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
                BookMove { value: -9, best: 5 },
            ),
        ]));
        let mut bytes = Vec::new();
        book.write(&mut bytes).unwrap();
        let again = OpeningBook::read(bytes.as_slice()).unwrap();
        assert_eq!(again.entries, book.entries);
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(OpeningBook::read(bytes.as_slice()).is_err());
        assert!(OpeningBook::read(&bytes[..20]).is_err());
    }
}
