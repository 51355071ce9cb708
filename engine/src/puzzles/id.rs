//! A puzzle's name in links and in the database.

use crate::rules::Position;
use std::fmt;
use std::str::FromStr;

/// Letters of a [`PuzzleId`]: digits and lower-case letters without those
/// read alike (`1`, `i`, `l`, `o`), 32 in all, so each carries five bits.
const ALPHABET: &[u8; 32] = b"023456789abcdefghjkmnpqrstuvwxyz";

/// Letters in a [`PuzzleId`]: 35 bits, so thousands of puzzles are far
/// from sharing one (the shipped file's test checks they do not).
const LENGTH: usize = 7;

/// A puzzle's name, made from its first position: it stays the same
/// whatever order the puzzle file is written in, so links and stored
/// tries outlive a new file.
///
/// ```
/// use engine::{puzzles::PuzzleId, Position, Variant};
/// let id = PuzzleId::of(&Position::start(Variant::default()));
/// assert_eq!(id.to_string().len(), 7);
/// assert_eq!(id.to_string().parse::<PuzzleId>(), Ok(id));
/// assert!("1234567".parse::<PuzzleId>().is_err());
/// ```
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub struct PuzzleId([u8; LENGTH]);

/// Text that is not a [`PuzzleId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MalformedPuzzleId;

impl fmt::Display for MalformedPuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a puzzle id")
    }
}

impl std::error::Error for MalformedPuzzleId {}

impl PuzzleId {
    /// The id of the puzzle that starts at `position`: FNV-1a of its
    /// notation, chosen because it is fixed forever (std's hasher is not).
    pub fn of(position: &Position) -> PuzzleId {
        let hash = position
            .to_string()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
                (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
            });
        let mut letters = [0; LENGTH];
        for (at, letter) in letters.iter_mut().enumerate() {
            *letter = ALPHABET[((hash >> (5 * at)) & 31) as usize];
        }
        PuzzleId(letters)
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("the alphabet is ASCII")
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for PuzzleId {
    type Err = MalformedPuzzleId;

    fn from_str(text: &str) -> Result<PuzzleId, MalformedPuzzleId> {
        let letters: [u8; LENGTH] = text.as_bytes().try_into().map_err(|_| MalformedPuzzleId)?;
        if letters.iter().all(|letter| ALPHABET.contains(letter)) {
            Ok(PuzzleId(letters))
        } else {
            Err(MalformedPuzzleId)
        }
    }
}

impl From<PuzzleId> for String {
    fn from(id: PuzzleId) -> String {
        id.to_string()
    }
}

impl TryFrom<String> for PuzzleId {
    type Error = MalformedPuzzleId;

    fn try_from(text: String) -> Result<PuzzleId, MalformedPuzzleId> {
        text.parse()
    }
}
