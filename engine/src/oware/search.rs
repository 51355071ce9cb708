//! Oware as the search sees it: the shared alpha-beta search of
//! `crate::search`, with the endgame database at its leaves.

use super::Rules;
use super::database::Database;
use super::sow::{legal, sow, starts};
use crate::counting::{Pits, turn};
use crate::rules::Landing;
use crate::search::arrayvec::Moves;
use crate::search::{Slots, Sower};

/// The rules and what the database knows.
#[derive(Clone, Copy)]
pub(crate) struct OwareSowing<'a> {
    pub(crate) rules: Rules,
    /// Only a database of the rules' grand slam rule.
    pub(crate) database: Option<&'a Database>,
    /// Follow captures past the depth limit (Expert's search): a line cut
    /// in the middle of an exchange of captures misjudges it.
    pub(crate) quiescence: bool,
}

impl<'a> OwareSowing<'a> {
    pub(crate) fn new(rules: Rules, database: Option<&'a Database>) -> OwareSowing<'a> {
        OwareSowing {
            rules,
            database: database.filter(|database| database.grand_slam() == rules.grand_slam),
            quiescence: false,
        }
    }
}

fn pits_of(slots: &Slots) -> Pits {
    let mut pits = [0u8; 12];
    pits[..6].copy_from_slice(&slots[..6]);
    pits[6..].copy_from_slice(&slots[7..13]);
    pits
}

impl Sower for OwareSowing<'_> {
    /// Moves whose last seed may capture (it falls on an opponent's pit
    /// holding 1 or 2), then the rest from pit 6 back.
    fn moves(self, slots: &Slots) -> Moves {
        let pits = pits_of(slots);
        let legal = legal(&pits, self.rules.grand_slam);
        let may_capture = |start: usize| {
            let seeds = usize::from(pits[start]);
            let last = (start + seeds) % 12;
            seeds < 12 && last >= 6 && matches!(pits[last], 1 | 2)
        };
        let mut moves = Moves::new();
        for first in [true, false] {
            for start in starts(legal).rev() {
                if may_capture(start) == first {
                    moves.push(start);
                }
            }
        }
        moves
    }

    fn sow(self, slots: &mut Slots, start: usize) -> Landing {
        let mut pits = pits_of(slots);
        slots[6] += sow(&mut pits, start, &mut ()).captured;
        let over = legal(&turn(&pits), self.rules.grand_slam) == 0;
        if over {
            slots[6] += pits[..6].iter().sum::<u8>();
            slots[13] += pits[6..].iter().sum::<u8>();
            pits = [0; 12];
        }
        slots[..6].copy_from_slice(&pits[..6]);
        slots[7..13].copy_from_slice(&pits[6..]);
        if over {
            Landing::GameOver
        } else {
            Landing::TurnPasses
        }
    }

    fn quiescence(self) -> bool {
        self.quiescence
    }

    fn known(self, slots: &Slots) -> Option<(i32, bool)> {
        let bounds = self.database?.bounds(&pits_of(slots))?;
        // Exact only where the bounds meet, under either rule: the bounds'
        // split is not the even split's value where seeds are captured
        // before a cycle. Elsewhere it is a guess.
        Some(match bounds.exact() {
            Some(value) => (value, true),
            None => (bounds.split(), false),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oware::Cycles;
    use crate::oware::GrandSlam;
    use crate::search::Search;

    #[test]
    fn the_search_sows_as_the_rules_do() {
        let rules = Rules {
            grand_slam: GrandSlam::CapturesNothing,
            cycles: Cycles::OwnRow,
        };
        let mut slots = [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
        let landing = OwareSowing::new(rules, None).sow(&mut slots, 5);
        assert_eq!(landing, Landing::TurnPasses);
        assert_eq!(slots, [4, 4, 4, 4, 4, 0, 0, 5, 5, 5, 5, 4, 4, 0]);
    }

    #[test]
    fn expert_follows_captures_past_its_depth_limit() {
        // Pit 6 takes two seeds; the reply from the opponent's pit 6 takes
        // three back.
        let slots = [2, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0];
        let pit_6 = |quiescence| {
            let sowing = OwareSowing {
                quiescence,
                ..OwareSowing::new(Rules::default(), None)
            };
            let values = Search::new(sowing, 10).move_values(&slots, 1);
            values.iter().find(|(pit, _)| pit.number() == 6).unwrap().1
        };
        assert_eq!(pit_6(false), 2, "the reply beyond the depth limit unseen");
        assert!(pit_6(true) < 2, "the reply seen: {}", pit_6(true));
    }
}
