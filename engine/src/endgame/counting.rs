//! Ranks distributions of stones over the twelve pits: each position of
//! the database has one index, counted from the fewest stones up.

use super::Pits;

pub(super) struct Counting {
    /// Row length of `below`: one more than the largest stone count.
    width: usize,
    /// `below[(k * width + r) * (width + 1) + c]`: distributions of `r`
    /// stones into `k` pits whose first pit holds fewer than `c`. One flat
    /// table, because ranking runs at every leaf of the solver.
    below: Vec<u64>,
    /// Index of the first position with `n` stones.
    pub(super) offsets: Vec<u64>,
}

impl Counting {
    pub(super) fn new(max_stones: u8) -> Counting {
        let width = usize::from(max_stones) + 1;
        // compositions[k][r]: the ways to put r stones into k pits.
        let mut compositions = vec![vec![0u64; width]; 13];
        compositions[0][0] = 1;
        for k in 1..=12 {
            for r in 0..width {
                compositions[k][r] = (0..=r).map(|first| compositions[k - 1][r - first]).sum();
            }
        }
        let mut below = vec![0u64; 13 * width * (width + 1)];
        for k in 1..=12 {
            for r in 0..width {
                let row = (k * width + r) * (width + 1);
                for c in 0..=r {
                    below[row + c + 1] = below[row + c] + compositions[k - 1][r - c];
                }
            }
        }
        let mut offsets = vec![0u64; width + 1];
        for n in 0..width {
            offsets[n + 1] = offsets[n] + compositions[12][n];
        }
        Counting {
            width,
            below,
            offsets,
        }
    }

    pub(super) fn len(&self) -> u64 {
        *self.offsets.last().expect("offsets")
    }

    /// Dense index of a distribution of `stones` stones.
    pub(super) fn index(&self, pits: &Pits, stones: u8) -> u64 {
        let mut left = usize::from(stones);
        let mut rank = self.offsets[left];
        for (pit, &count) in pits.iter().take(11).enumerate() {
            rank += self.below
                [((12 - pit) * self.width + left) * (self.width + 1) + usize::from(count)];
            left -= usize::from(count);
        }
        rank
    }
}
