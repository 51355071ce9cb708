//! The endgame database: the exact value of every position with at most
//! `max_stones` stones left in the pits.
//!
//! A position's future depends only on its pits, so the database is
//! indexed by the distribution of the remaining stones over the twelve pits
//! (the side to move normalised onto Player 1's side) and stores the
//! stones still to be won, mover minus opponent, under perfect play. There
//! are C(n + 11, 11) distributions of n stones; ranking them with the
//! combinatorial number system gives a dense index.

use crate::board::Player;
use crate::rules::{Landing, Position, sow};
use std::io::{self, Read, Write};

/// The largest database this code builds: C(40, 12) entries is 5.6 GB.
pub const MAX_STONES: u8 = 28;

const MAGIC: &[u8; 8] = b"KALAHDB\0";
/// Bump when the file layout or the meaning of a value changes.
const FORMAT_VERSION: u32 = 1;

pub use crate::counting::Pits;
use crate::counting::{Counting, next_distribution};
pub(crate) use crate::counting::{checksum, turn};

/// Why a database file was not accepted.
#[derive(Debug)]
pub enum DatabaseError {
    /// Reading failed.
    Io(io::Error),
    /// Not a database file, another version, or damaged.
    Invalid(String),
}

impl std::fmt::Display for DatabaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DatabaseError::Io(error) => write!(f, "cannot read the endgame database: {error}"),
            DatabaseError::Invalid(why) => write!(f, "the endgame database is not usable: {why}"),
        }
    }
}

impl std::error::Error for DatabaseError {}

impl From<io::Error> for DatabaseError {
    fn from(error: io::Error) -> DatabaseError {
        DatabaseError::Io(error)
    }
}

/// Exact values of all positions with few stones left.
pub struct EndgameDatabase {
    max_stones: u8,
    empty_capture: bool,
    counting: Counting,
    /// Stones the mover will still win, out of those in the pits.
    shares: Vec<u8>,
}

/// Marks an entry not yet computed during the build.
const UNKNOWN: u8 = u8::MAX;

fn unknown_shares(len: usize) -> Vec<u8> {
    let mut shares: Vec<u8> = crate::memory::large_zeroed(len);
    shares.fill(UNKNOWN);
    shares
}

impl EndgameDatabase {
    /// Computes the database for positions with up to `max_stones` stones
    /// in the pits (at most [`MAX_STONES`]). `progress` hears after each
    /// layer: stones done, entries done, entries in all.
    pub fn build(
        max_stones: u8,
        empty_capture: bool,
        mut progress: impl FnMut(u8, u64, u64),
    ) -> EndgameDatabase {
        EndgameDatabase::build_in_layers(max_stones, empty_capture, |database, stones| {
            let counting = &database.counting;
            progress(
                stones,
                counting.offsets[usize::from(stones) + 1],
                counting.len(),
            );
        })
    }

    /// Like [`EndgameDatabase::build`], showing `layer_done` the database
    /// after each layer with the stones done, so that a caller can put
    /// what is finished to use ([`EndgameDatabase::covering`]) while the
    /// larger layers, which take most of the time, are still to come.
    pub fn build_in_layers(
        max_stones: u8,
        empty_capture: bool,
        mut layer_done: impl FnMut(&EndgameDatabase, u8),
    ) -> EndgameDatabase {
        let max_stones = max_stones.min(MAX_STONES);
        let counting = Counting::new(max_stones);
        let mut database = EndgameDatabase {
            max_stones,
            empty_capture,
            shares: unknown_shares(counting.len() as usize),
            counting,
        };
        for stones in 0..=max_stones {
            let mut pits = [0u8; 12];
            pits[11] = stones;
            loop {
                database.fill(&pits, stones);
                if !next_distribution(&mut pits) {
                    break;
                }
            }
            layer_done(&database, stones);
        }
        database
    }

    /// A copy of the part for at most `stones` stones, which must be built:
    /// entries are in order of stones, so it is the front of this one.
    ///
    /// ```
    /// use engine::EndgameDatabase;
    /// let full = EndgameDatabase::build(6, false, |_, _, _| {});
    /// let small = full.covering(4);
    /// let pits = [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1];
    /// assert_eq!(small.max_stones(), 4);
    /// assert_eq!(small.value(&pits), full.value(&pits));
    /// assert_eq!(small.value(&[1; 12]), None);
    /// ```
    pub fn covering(&self, stones: u8) -> EndgameDatabase {
        let stones = stones.min(self.max_stones);
        let counting = Counting::new(stones);
        let shares = self.shares[..counting.len() as usize].to_vec();
        debug_assert!(!shares.contains(&UNKNOWN), "a layer not yet built");
        EndgameDatabase {
            max_stones: stones,
            empty_capture: self.empty_capture,
            counting,
            shares,
        }
    }

    /// The largest number of stones in the pits it covers.
    pub fn max_stones(&self) -> u8 {
        self.max_stones
    }

    /// Whether it was built for the empty-capture rule.
    pub fn empty_capture(&self) -> bool {
        self.empty_capture
    }

    /// The stones still to be won by the mover minus the opponent's, under
    /// perfect play, if the position has few enough stones.
    pub fn value(&self, pits: &Pits) -> Option<i32> {
        let stones = self.counting.covers(pits)?;
        Some(self.lookup(pits, stones))
    }

    /// The value of a position with `stones` (≤ `max_stones`) in its pits.
    pub(crate) fn lookup(&self, pits: &Pits, stones: u8) -> i32 {
        let share = self.shares[self.counting.index(pits, stones) as usize];
        2 * i32::from(share) - i32::from(stones)
    }

    /// Computes (recursively, for same-layer children) and stores the
    /// mover's share of one distribution.
    fn fill(&mut self, pits: &Pits, stones: u8) -> u8 {
        let index = self.counting.index(pits, stones) as usize;
        if self.shares[index] != UNKNOWN {
            return self.shares[index];
        }
        let value = if pits[..6].iter().all(|&n| n == 0) || pits[6..].iter().all(|&n| n == 0) {
            // A side is empty: the game is over and each side keeps its own.
            let own: i32 = pits[..6].iter().map(|&n| i32::from(n)).sum();
            2 * own - i32::from(stones)
        } else {
            let mut best = i32::MIN;
            for start in 0..6 {
                if pits[start] == 0 {
                    continue;
                }
                let (child, gain, landing, stored) = sow_pits(pits, start, self.empty_capture);
                let left = stones - stored;
                let value = match landing {
                    Landing::GameOver => gain,
                    Landing::ExtraTurn => gain + self.child_value(&child, left),
                    Landing::TurnPasses => gain - self.child_value(&turn(&child), left),
                };
                best = best.max(value);
            }
            best
        };
        let share = ((value + i32::from(stones)) / 2) as u8;
        self.shares[index] = share;
        share
    }

    fn child_value(&mut self, pits: &Pits, stones: u8) -> i32 {
        let share = self.fill(pits, stones);
        2 * i32::from(share) - i32::from(stones)
    }

    /// Writes the database with a header (format version, size, rule) and a
    /// checksum.
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        out.write_all(MAGIC)?;
        out.write_all(&FORMAT_VERSION.to_le_bytes())?;
        out.write_all(&[self.max_stones, u8::from(self.empty_capture)])?;
        out.write_all(&(self.shares.len() as u64).to_le_bytes())?;
        out.write_all(&checksum(&self.shares).to_le_bytes())?;
        out.write_all(&self.shares)?;
        out.flush()
    }

    /// Reads a database written by [`EndgameDatabase::write`], checking its
    /// version, size and checksum.
    pub fn read(mut input: impl Read) -> Result<EndgameDatabase, DatabaseError> {
        let mut header = [0u8; 8 + 4 + 2 + 8 + 8];
        input.read_exact(&mut header)?;
        if &header[..8] != MAGIC {
            return Err(DatabaseError::Invalid(
                "not an endgame database file".to_string(),
            ));
        }
        let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
        if version != FORMAT_VERSION {
            return Err(DatabaseError::Invalid(format!(
                "format version {version}, this program reads {FORMAT_VERSION}"
            )));
        }
        let (max_stones, empty_capture) = (header[12], header[13] == 1);
        if max_stones > MAX_STONES {
            return Err(DatabaseError::Invalid(format!(
                "{max_stones} stones is more than supported"
            )));
        }
        let len = u64::from_le_bytes(header[14..22].try_into().expect("8 bytes"));
        let expected_sum = u64::from_le_bytes(header[22..30].try_into().expect("8 bytes"));
        let counting = Counting::new(max_stones);
        if len != counting.len() {
            return Err(DatabaseError::Invalid(format!(
                "{len} entries where {max_stones} stones need {}",
                counting.len()
            )));
        }
        let mut shares: Vec<u8> = crate::memory::large_zeroed(len as usize);
        input.read_exact(&mut shares)?;
        if checksum(&shares) != expected_sum {
            return Err(DatabaseError::Invalid(
                "checksum mismatch: the file is damaged".to_string(),
            ));
        }
        Ok(EndgameDatabase {
            max_stones,
            empty_capture,
            counting,
            shares,
        })
    }
}

/// Sows the mover's pit `start` (0–5) of a pits-only position. Returns the
/// pits after it (not turned), what the mover gained minus what the
/// opponent gained (the opponent gains only in the final sweep), what the
/// last stone did, and how many stones left the pits for the stores.
pub(crate) fn sow_pits(pits: &Pits, start: usize, empty_capture: bool) -> (Pits, i32, Landing, u8) {
    let mut slots = [0u8; 14];
    slots[..6].copy_from_slice(&pits[..6]);
    slots[7..13].copy_from_slice(&pits[6..]);
    let landing = sow(
        &mut slots,
        crate::board::Player::One,
        start,
        empty_capture,
        &mut (),
    );
    let mut child = [0u8; 12];
    child[..6].copy_from_slice(&slots[..6]);
    child[6..].copy_from_slice(&slots[7..13]);
    let gain = i32::from(slots[6]) - i32::from(slots[13]);
    (child, gain, landing, slots[6] + slots[13])
}

/// The pits from the mover's side and the current store difference for the
/// mover; `None` once the game is over.
pub(crate) fn split(position: &Position) -> Option<(Pits, i32)> {
    let mover = position.to_move?;
    let counts = position.board.counts();
    let mut pits = [0u8; 12];
    let (own, other) = match mover {
        Player::One => (0, 7),
        Player::Two => (7, 0),
    };
    pits[..6].copy_from_slice(&counts[own..own + 6]);
    pits[6..].copy_from_slice(&counts[other..other + 6]);
    Some((pits, position.board.store_difference(mover)))
}

#[cfg(test)]
mod tests;
