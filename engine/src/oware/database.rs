//! Oware's endgame databases: for every position with few seeds left, the
//! least and the greatest margin the mover can make sure of over any rule
//! for a repeated position, built by retrograde analysis (`build`).
//!
//! A repetition makes a position's value depend on the game before it, so
//! no table of positions holds Oware's value under the "each takes their
//! own row" rule. What a table can hold is a pair of bounds: `least` is
//! what the mover gets if every endless line is scored as badly for them
//! as can be (all seeds left to the opponent), `greatest` as well as can
//! be. The value under any rule for endless play lies between them, and
//! where they meet it is exact whatever the rule. The even split is exact
//! everywhere: it is `least` where that is above 0, `greatest` where that
//! is below 0, and 0 otherwise (a repetition is worth 0 to the margin).
//!
//! Values are counted from the position on, with nothing before it, as
//! the published Awari databases count them.

use super::GrandSlam;
use crate::counting::{Counting, Pits, checksum};
use crate::endgame::DatabaseError;
use std::io::{self, Read, Write};

mod build;

pub use build::LayerReport;

/// The most seeds a database may cover: 28 seeds is 7.8 GB on disk.
pub const MAX_SEEDS: u8 = 28;

const MAGIC: &[u8; 8] = b"OWAREDB\0";
/// Bump when the file layout or the meaning of a value changes.
const FORMAT_VERSION: u32 = 1;

/// The margins (mover's seeds minus the opponent's, of those left in the
/// pits) the mover can make sure of, over every rule for endless play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// With every endless line scored worst for the mover.
    pub least: i32,
    /// With every endless line scored best for the mover.
    pub greatest: i32,
}

impl Bounds {
    /// The value whatever the rule for endless play, where there is one.
    pub fn exact(self) -> Option<i32> {
        (self.least == self.greatest).then_some(self.least)
    }

    /// The value when a repetition shares the seeds left evenly.
    pub fn split(self) -> i32 {
        if self.least > 0 {
            self.least
        } else if self.greatest < 0 {
            self.greatest
        } else {
            0
        }
    }

    fn pack(self) -> u16 {
        u16::from_le_bytes([self.least as i8 as u8, self.greatest as i8 as u8])
    }

    fn unpack(packed: u16) -> Bounds {
        let [least, greatest] = packed.to_le_bytes();
        Bounds {
            least: i32::from(least as i8),
            greatest: i32::from(greatest as i8),
        }
    }
}

/// Bounds for every position with at most `max_seeds` seeds in the pits,
/// under one grand slam rule.
pub struct Database {
    max_seeds: u8,
    grand_slam: GrandSlam,
    counting: Counting,
    bounds: Vec<u16>,
}

impl Database {
    /// The largest number of seeds in the pits it covers.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// The grand slam rule it was built for.
    pub fn grand_slam(&self) -> GrandSlam {
        self.grand_slam
    }

    /// Positions it holds.
    pub fn len(&self) -> u64 {
        self.bounds.len() as u64
    }

    /// Whether it holds no position (never: 0 seeds is one position).
    pub fn is_empty(&self) -> bool {
        self.bounds.is_empty()
    }

    /// The bounds of the position with these pits, the mover's first, if
    /// it has few enough seeds.
    pub fn bounds(&self, pits: &Pits) -> Option<Bounds> {
        let seeds = self.counting.covers(pits)?;
        Some(self.lookup(pits, seeds))
    }

    pub(crate) fn lookup(&self, pits: &Pits, seeds: u8) -> Bounds {
        Bounds::unpack(self.bounds[self.counting.index(pits, seeds) as usize])
    }

    /// A copy of the part for at most `seeds` seeds, which must be built.
    pub fn covering(&self, seeds: u8) -> Database {
        let seeds = seeds.min(self.max_seeds);
        let counting = Counting::new(seeds);
        Database {
            max_seeds: seeds,
            grand_slam: self.grand_slam,
            bounds: self.bounds[..counting.len() as usize].to_vec(),
            counting,
        }
    }

    /// Writes it with a header (format, size, rule) and a checksum.
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        out.write_all(MAGIC)?;
        out.write_all(&FORMAT_VERSION.to_le_bytes())?;
        out.write_all(&[self.max_seeds, self.grand_slam_byte()])?;
        out.write_all(&(self.bounds.len() as u64).to_le_bytes())?;
        out.write_all(&checksum(self.bytes()).to_le_bytes())?;
        out.write_all(self.bytes())?;
        out.flush()
    }

    /// The bounds as the file holds them: two bytes a position, least
    /// first, which is also their layout in memory on little-endian
    /// machines.
    fn bytes(&self) -> &[u8] {
        const { assert!(cfg!(target_endian = "little")) };
        // SAFETY: u16 has no padding and any two bytes are valid u8s; the
        // slice covers exactly the vector's initialised elements.
        unsafe {
            std::slice::from_raw_parts(self.bounds.as_ptr().cast::<u8>(), 2 * self.bounds.len())
        }
    }

    fn grand_slam_byte(&self) -> u8 {
        match self.grand_slam {
            GrandSlam::CapturesNothing => 0,
            GrandSlam::ForbiddenUnlessOnly => 1,
        }
    }

    /// Reads a database written by [`Database::write`], checking its
    /// format, size and checksum.
    pub fn read(mut input: impl Read) -> Result<Database, DatabaseError> {
        let invalid = |why: String| DatabaseError::Invalid(why);
        let mut header = [0u8; 8 + 4 + 2 + 8 + 8];
        input.read_exact(&mut header)?;
        if &header[..8] != MAGIC {
            return Err(invalid("not an Oware endgame database file".to_string()));
        }
        let version = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
        if version != FORMAT_VERSION {
            return Err(invalid(format!(
                "format version {version}, this program reads {FORMAT_VERSION}"
            )));
        }
        let max_seeds = header[12];
        if max_seeds > MAX_SEEDS {
            return Err(invalid(format!("{max_seeds} seeds is more than supported")));
        }
        let grand_slam = match header[13] {
            0 => GrandSlam::CapturesNothing,
            1 => GrandSlam::ForbiddenUnlessOnly,
            other => return Err(invalid(format!("unknown grand slam rule {other}"))),
        };
        let len = u64::from_le_bytes(header[14..22].try_into().expect("8 bytes"));
        let expected_sum = u64::from_le_bytes(header[22..30].try_into().expect("8 bytes"));
        let counting = Counting::new(max_seeds);
        if len != counting.len() {
            return Err(invalid(format!(
                "{len} entries where {max_seeds} seeds need {}",
                counting.len()
            )));
        }
        let mut bytes: Vec<u8> = crate::memory::large_zeroed(2 * len as usize);
        input.read_exact(&mut bytes)?;
        if checksum(&bytes) != expected_sum {
            return Err(invalid(
                "checksum mismatch: the file is damaged".to_string(),
            ));
        }
        let bounds = bytes
            .chunks_exact(2)
            .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        Ok(Database {
            max_seeds,
            grand_slam,
            counting,
            bounds,
        })
    }
}

#[cfg(test)]
mod tests;
