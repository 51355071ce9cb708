//! What the search needs of a rule set, and Kalah's answers.

use super::Slots;
use super::arrayvec::Moves;
use crate::board::Player;
use crate::rules::{Landing, sow};

/// A rule set as the search sees it, on a board turned so that the mover
/// owns slots 0–5 and the store (or captures) in slot 6. Each rule set is
/// its own type, so the search is compiled for each and Kalah's pays
/// nothing for Oware's.
pub(crate) trait Sower: Copy {
    /// The mover's legal pits (0–5), most promising first.
    fn moves(self, slots: &Slots) -> Moves;

    /// Sows `start` in place: the stores hold what each side won, and a
    /// finished game has its last seeds or stones taken.
    fn sow(self, slots: &mut Slots, start: usize) -> Landing;

    /// The stones still to be won by the mover, if known without
    /// searching, and whether that is exact.
    fn known(self, _slots: &Slots) -> Option<(i32, bool)> {
        None
    }

    /// Whether to follow captures past the depth limit.
    fn quiescence(self) -> bool {
        false
    }
}

/// Kalah, with its capture rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct KalahSowing {
    pub(crate) empty_capture: bool,
}

impl Sower for KalahSowing {
    /// Extra-turn moves nearest the store (sowing a farther one first would
    /// spoil the nearer), then the rest from the store outwards.
    fn moves(self, slots: &Slots) -> Moves {
        let mut moves = Moves::new();
        for start in (0..6).rev() {
            if usize::from(slots[start]) == 6 - start {
                moves.push(start);
            }
        }
        for start in (0..6).rev() {
            if slots[start] > 0 && usize::from(slots[start]) != 6 - start {
                moves.push(start);
            }
        }
        moves
    }

    fn sow(self, slots: &mut Slots, start: usize) -> Landing {
        sow(slots, Player::One, start, self.empty_capture, &mut ())
    }
}
