//! Ranks distributions of stones over the twelve pits: each position of
//! an endgame database (Kalah's or Oware's) has one index, counted from the
//! fewest stones up.

/// Twelve pit counts: the mover's pits 1–6, then the opponent's pits 1–6.
pub type Pits = [u8; 12];

pub(crate) struct Counting {
    /// Row length of `below`: one more than the largest stone count.
    width: usize,
    /// `below[(k * width + r) * (width + 1) + c]`: distributions of `r`
    /// stones into `k` pits whose first pit holds fewer than `c`. One flat
    /// table, because ranking runs at every leaf of the solver.
    below: Vec<u64>,
    /// Index of the first position with `n` stones.
    pub(crate) offsets: Vec<u64>,
}

impl Counting {
    pub(crate) fn new(max_stones: u8) -> Counting {
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

    pub(crate) fn len(&self) -> u64 {
        *self.offsets.last().expect("offsets")
    }

    /// The stones in `pits`, if this counting ranks that many.
    pub(crate) fn covers(&self, pits: &Pits) -> Option<u8> {
        u8::try_from(stones(pits))
            .ok()
            .filter(|&stones| usize::from(stones) < self.width)
    }

    /// Dense index of a distribution of `stones` stones.
    pub(crate) fn index(&self, pits: &Pits, stones: u8) -> u64 {
        let mut left = usize::from(stones);
        let mut rank = self.offsets[left];
        for (pit, &count) in pits.iter().take(11).enumerate() {
            rank += self.below
                [((12 - pit) * self.width + left) * (self.width + 1) + usize::from(count)];
            left -= usize::from(count);
        }
        rank
    }

    /// The distribution of `stones` stones with index `offsets[stones] +
    /// rank`: the inverse of [`Counting::index`].
    pub(crate) fn distribution(&self, stones: u8, mut rank: u64) -> Pits {
        let mut pits = [0u8; 12];
        let mut left = usize::from(stones);
        for (pit, count) in pits.iter_mut().take(11).enumerate() {
            let row = ((12 - pit) * self.width + left) * (self.width + 1);
            let below = |c: usize| self.below[row + c];
            let mut c = 0;
            while c < left && below(c + 1) <= rank {
                c += 1;
            }
            rank -= below(c);
            *count = c as u8;
            left -= c;
        }
        pits[11] = left as u8;
        pits
    }
}

/// Steps to the next distribution of the same stones in index order;
/// false after the last.
pub(crate) fn next_distribution(pits: &mut Pits) -> bool {
    // Index order is lexicographic with pit 0 most significant: move one
    // stone from the tail into the last position that can grow, and put the
    // rest of the tail in the final pit.
    let mut tail: u8 = pits[11];
    for position in (0..11).rev() {
        if tail > 0 {
            pits[position] += 1;
            pits[position + 1..].fill(0);
            pits[11] = tail - 1;
            return true;
        }
        tail += pits[position];
    }
    false
}

/// The stones (or seeds) in all twelve pits.
pub(crate) fn stones(pits: &Pits) -> u32 {
    pits.iter().map(|&count| u32::from(count)).sum()
}

/// The same pits seen from the other side.
pub(crate) fn turn(pits: &Pits) -> Pits {
    let mut turned = [0u8; 12];
    turned[..6].copy_from_slice(&pits[6..]);
    turned[6..].copy_from_slice(&pits[..6]);
    turned
}

/// FNV-1a over the values, 8 bytes at a time.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for chunk in bytes.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        hash ^= u64::from_le_bytes(word);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}
