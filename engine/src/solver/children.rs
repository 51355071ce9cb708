//! A position's children as the solver sees them: each move's pits, gain
//! and bounds, known before any search, without allocating.

use super::Solver;
use crate::endgame::{Pits, sow_pits, turn};
use crate::rules::Landing;

/// The legal moves of a position, without allocating.
pub(super) struct Children {
    items: [Child; 6],
    len: usize,
}

impl std::ops::Deref for Children {
    type Target = [Child];
    fn deref(&self) -> &[Child] {
        &self.items[..self.len]
    }
}

impl std::ops::DerefMut for Children {
    fn deref_mut(&mut self) -> &mut [Child] {
        &mut self.items[..self.len]
    }
}

/// One child of a position, with what is known about it before searching.
#[derive(Clone, Copy)]
pub(super) struct Child {
    pub(super) start: usize,
    /// The child's pits from its mover's side.
    pub(super) pits: Pits,
    pub(super) stones: u8,
    pub(super) gain: i32,
    pub(super) landing: Landing,
    /// Bounds on this move's value for the parent's mover.
    pub(super) lower: i32,
    pub(super) upper: i32,
}

impl Child {
    /// A placeholder for unused slots of [`Children`].
    const NONE: Child = Child {
        start: 0,
        pits: [0; 12],
        stones: 0,
        gain: 0,
        landing: Landing::GameOver,
        lower: 0,
        upper: 0,
    };
}

impl Solver {
    pub(super) fn children(&self, pits: &Pits, stones: u8) -> Children {
        let mut children = Children {
            items: [Child::NONE; 6],
            len: 0,
        };
        for start in (0..6).filter(|&start| pits[start] > 0) {
            children.items[children.len] = self.child(pits, stones, start);
            children.len += 1;
        }
        children
    }

    pub(super) fn child(&self, pits: &Pits, parent_stones: u8, start: usize) -> Child {
        let (after, gain, landing, stored) = sow_pits(pits, start, self.empty_capture);
        let pits = if landing == Landing::TurnPasses {
            turn(&after)
        } else {
            after
        };
        let stones = parent_stones - stored;
        let n = i32::from(stones);
        let (lower, upper) = match landing {
            Landing::GameOver => (gain, gain),
            _ => (gain - n, gain + n),
        };
        Child {
            start,
            pits,
            stones,
            gain,
            landing,
            lower,
            upper,
        }
    }
}
