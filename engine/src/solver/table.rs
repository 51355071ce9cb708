//! The solver's transposition table: bounds on pits-only values, two
//! entries a bucket.

use crate::endgame::Pits;

#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub(super) key: [u32; 3],
    pub(super) lower: i8,
    pub(super) upper: i8,
    pub(super) best: u8,
    /// log2 of the positions searched to get these bounds: the
    /// replacement priority.
    pub(super) work: u8,
}

// SAFETY: every field is an integer or an array of integers.
unsafe impl crate::memory::Zeroable for Entry {}

const BUCKET: usize = 2;

/// Bounds on pits-only values; a bucket holds a keep-the-most-work entry
/// and an always-replace entry.
pub(super) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    pub(super) fn new(bits: u32) -> Table {
        Table {
            entries: crate::memory::large_zeroed(BUCKET << bits),
            mask: (1 << bits) - 1,
        }
    }

    /// log2 of the number of buckets.
    pub(super) fn bits(&self) -> u32 {
        self.mask.count_ones()
    }

    /// Entries, buckets in order.
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    pub(super) fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Replaces the entries in order with `entries` (as many as the table
    /// holds).
    pub(super) fn fill(&mut self, entries: impl Iterator<Item = Entry>) {
        for (slot, entry) in self.entries.iter_mut().zip(entries) {
            *slot = entry;
        }
    }

    /// Writes one entry in every 4 KB page, so each page is backed now.
    /// For a fresh table only: it overwrites what those entries held.
    pub(super) fn touch(&mut self) {
        let stride = (4096 / std::mem::size_of::<Entry>()).max(1);
        for entry in self.entries.iter_mut().step_by(stride) {
            *entry = Entry::default();
        }
    }

    fn bucket(&self, key: &[u32; 3]) -> usize {
        let mixed = (u64::from(key[0]) | u64::from(key[1]) << 32)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ u64::from(key[2]).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        ((mixed ^ (mixed >> 29)) as usize & self.mask) * BUCKET
    }

    pub(super) fn probe(&self, key: &[u32; 3]) -> Option<Entry> {
        let at = self.bucket(key);
        self.entries[at..at + BUCKET]
            .iter()
            .find(|entry| entry.key == *key && entry.work > 0)
            .copied()
    }

    pub(super) fn store(&mut self, entry: Entry) {
        let at = self.bucket(&entry.key);
        let bucket = &mut self.entries[at..at + BUCKET];
        let slot = if let Some(same) = bucket.iter().position(|old| old.key == entry.key) {
            same
        } else if entry.work >= bucket[0].work {
            bucket[1] = bucket[0];
            0
        } else {
            1
        };
        bucket[slot] = entry;
    }
}

pub(super) fn table_key(pits: &Pits) -> [u32; 3] {
    let word = |from: usize| {
        u32::from_le_bytes([pits[from], pits[from + 1], pits[from + 2], pits[from + 3]])
    };
    [word(0), word(4), word(8)]
}
