//! A tiny fixed-capacity list, so move generation does not allocate.

use std::ops::{Deref, DerefMut};

pub struct Moves {
    items: [usize; 6],
    len: usize,
}

impl Moves {
    pub fn new() -> Moves {
        Moves {
            items: [0; 6],
            len: 0,
        }
    }
    pub fn push(&mut self, item: usize) {
        self.items[self.len] = item;
        self.len += 1;
    }
}

impl Deref for Moves {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.items[..self.len]
    }
}

impl DerefMut for Moves {
    fn deref_mut(&mut self) -> &mut [usize] {
        &mut self.items[..self.len]
    }
}

impl IntoIterator for Moves {
    type Item = usize;
    type IntoIter = std::iter::Take<std::array::IntoIter<usize, 6>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len)
    }
}
