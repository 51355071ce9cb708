//! The transposition table: searched positions by their pits.

use super::Slots;

/// Table depth of a value that no depth limit cut short.
pub(super) const SOLVED: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub(super) key: [u32; 3],
    pub(super) value: i16,
    pub(super) depth: u8,
    pub(super) bound: Bound,
    pub(super) best: u8,
}

/// A fixed-size table of searched positions; a newer entry replaces an
/// older one in the same slot.
pub(super) struct TranspositionTable {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl TranspositionTable {
    pub(super) fn new(bits: u32) -> TranspositionTable {
        TranspositionTable {
            entries: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    pub(super) fn key(slots: &Slots) -> [u32; 3] {
        let word = |from: usize| {
            let pits = [
                slots[from],
                slots[from + 1],
                slots[from + 2],
                slots[from + 3],
            ];
            u32::from_le_bytes(pits)
        };
        // Pits only: 0–5 and 7–12; the stores are not part of a position's
        // future.
        [
            word(0),
            u32::from(slots[4])
                | u32::from(slots[5]) << 8
                | u32::from(slots[7]) << 16
                | u32::from(slots[8]) << 24,
            word(9),
        ]
    }

    pub(super) fn slot(&self, key: &[u32; 3]) -> usize {
        let mixed = (u64::from(key[0]) << 32 | u64::from(key[2]))
            ^ u64::from(key[1]).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 20) as usize & self.mask
    }

    pub(super) fn probe(&self, key: &[u32; 3]) -> Option<Entry> {
        self.entries[self.slot(key)].filter(|entry| entry.key == *key)
    }

    pub(super) fn store(&mut self, entry: Entry) {
        let slot = self.slot(&entry.key);
        self.entries[slot] = Some(entry);
    }
}
