//! A solver's table on disk, so that a solve too long for one run can go
//! on in the next: what the table holds are bounds on exact values, true
//! whatever the run.

use super::Solver;
use super::table::{Entry, table_key};
use crate::board::Pit;
use crate::endgame::{checksum, split};
use crate::rules::{Landing, Position};
use std::io::{self, Read, Write};

const MAGIC: &[u8; 8] = b"KALAHTT\0";
const FORMAT_VERSION: u32 = 1;
/// Magic, version, rule, table bits, two spare bytes: a multiple of eight,
/// as the checksum reads words.
const HEADER_BYTES: usize = 16;
const ENTRY_BYTES: usize = 16;

impl Solver {
    /// What the table knows of each legal move of `position`: bounds on its
    /// value (final store difference for the mover), from solves finished
    /// or not. For a solve in parts, how far it has come.
    ///
    /// ```
    /// use engine::{Position, Solver};
    /// let mut solver = Solver::new(false, 8, None);
    /// let position: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    /// let values = solver.move_values(&position).unwrap();
    /// let bounds = solver.move_bounds(&position);
    /// for ((pit, value), (same, lower, upper)) in values.into_iter().zip(bounds) {
    ///     assert_eq!(pit, same);
    ///     assert!(lower <= value && value <= upper);
    /// }
    /// ```
    pub fn move_bounds(&self, position: &Position) -> Vec<(Pit, i32, i32)> {
        let Some((pits, stores)) = split(position) else {
            return Vec::new();
        };
        let stones = pits.iter().sum();
        (0..6)
            .filter(|&start| pits[start] > 0)
            .map(|start| {
                let child = self.child(&pits, stones, start);
                let n = i32::from(child.stones);
                let (lower, upper) = self
                    .table
                    .probe(&table_key(&child.pits))
                    .map_or((-n, n), |entry| {
                        (i32::from(entry.lower), i32::from(entry.upper))
                    });
                let (lower, upper) = match child.landing {
                    Landing::GameOver => (child.gain, child.gain),
                    Landing::ExtraTurn => (child.gain + lower, child.gain + upper),
                    Landing::TurnPasses => (child.gain - upper, child.gain - lower),
                };
                let pit = Pit::new(start as u8 + 1).expect("own pit");
                (pit, stores + lower, stores + upper)
            })
            .collect()
    }

    /// Writes what the table has learned, for [`Solver::read_table`] in a
    /// later run: a header naming the rule and the size, the entries, a
    /// checksum.
    ///
    /// ```
    /// use engine::{Position, Solver};
    /// let mut solver = Solver::new(false, 8, None);
    /// let position: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    /// solver.solve(&position).unwrap();
    /// let mut file = Vec::new();
    /// solver.write_table(&mut file).unwrap();
    /// let mut later = Solver::new(false, 8, None);
    /// later.read_table(&file[..]).unwrap();
    /// ```
    pub fn write_table(&self, mut out: impl Write) -> io::Result<()> {
        let mut bytes = Vec::with_capacity(HEADER_BYTES + self.table.len() * ENTRY_BYTES + 8);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&[u8::from(self.empty_capture), self.table.bits() as u8, 0, 0]);
        for entry in self.table.entries() {
            for word in entry.key {
                bytes.extend_from_slice(&word.to_le_bytes());
            }
            bytes.extend_from_slice(&[
                entry.lower as u8,
                entry.upper as u8,
                entry.best,
                entry.work,
            ]);
        }
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        out.write_all(&bytes)
    }

    /// Replaces the table with one [`Solver::write_table`] wrote for the
    /// same capture rule and size; a file of another rule, size or version,
    /// or a damaged one, is refused and the table left as it was.
    pub fn read_table(&mut self, mut input: impl Read) -> io::Result<()> {
        let invalid = |why: &str| io::Error::new(io::ErrorKind::InvalidData, why.to_string());
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        let expected = HEADER_BYTES + self.table.len() * ENTRY_BYTES + 8;
        if bytes.len() < HEADER_BYTES || &bytes[..8] != MAGIC {
            return Err(invalid("not a solver table"));
        }
        if bytes[8..12] != FORMAT_VERSION.to_le_bytes() {
            return Err(invalid("a solver table of another format version"));
        }
        if bytes[12] != u8::from(self.empty_capture) || u32::from(bytes[13]) != self.table.bits() {
            return Err(invalid("a solver table for another rule or size"));
        }
        if bytes.len() != expected {
            return Err(invalid("a solver table cut short"));
        }
        let (body, sum) = bytes.split_at(expected - 8);
        if checksum(body).to_le_bytes() != sum {
            return Err(invalid(
                "a damaged solver table (its checksum does not match)",
            ));
        }
        let entries = body[HEADER_BYTES..].chunks_exact(ENTRY_BYTES).map(|raw| {
            let word =
                |at: usize| u32::from_le_bytes([raw[at], raw[at + 1], raw[at + 2], raw[at + 3]]);
            Entry {
                key: [word(0), word(4), word(8)],
                lower: raw[12] as i8,
                upper: raw[13] as i8,
                best: raw[14],
                work: raw[15],
            }
        });
        self.table.fill(entries);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Position, Solver};

    #[test]
    fn a_saved_table_carries_a_solve_over_to_the_next_run() {
        let position: Position = "3,3,3,3,3,3,0,3,3,3,3,3,3,0,1".parse().unwrap();
        let mut first = Solver::without_book(false, 12, None);
        first.set_node_limit(20_000);
        assert!(first.best_move(&position).is_err(), "too big for one part");
        let mut file = Vec::new();
        first.write_table(&mut file).unwrap();

        let mut parts = 1;
        let value = loop {
            let mut next = Solver::without_book(false, 12, None);
            next.read_table(&file[..]).unwrap();
            next.set_node_limit(20_000);
            let answer = next.best_move(&position);
            file.clear();
            next.write_table(&mut file).unwrap();
            parts += 1;
            if let Ok(Some((_, value))) = answer {
                break value;
            }
            assert!(parts < 1_000, "a saved table lets the solve progress");
        };
        assert_eq!(value, 2, "the 3-stone start, as solved in one run");
    }

    #[test]
    fn a_table_of_another_rule_or_size_or_damaged_is_refused() {
        let mut file = Vec::new();
        Solver::without_book(false, 8, None)
            .write_table(&mut file)
            .unwrap();
        assert!(
            Solver::without_book(true, 8, None)
                .read_table(&file[..])
                .is_err()
        );
        assert!(
            Solver::without_book(false, 9, None)
                .read_table(&file[..])
                .is_err()
        );
        let mut damaged = file.clone();
        damaged[100] ^= 1;
        assert!(
            Solver::without_book(false, 8, None)
                .read_table(&damaged[..])
                .is_err()
        );
        assert!(
            Solver::without_book(false, 8, None)
                .read_table(&file[..])
                .is_ok()
        );
    }
}
