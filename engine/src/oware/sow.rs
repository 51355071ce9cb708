//! Sowing and capturing, the one implementation of Oware's move that play,
//! search and the databases share. It works on the twelve pits turned so
//! that the mover owns the first six (index 0 is the mover's pit 1, index 6
//! the opponent's pit 1): seeds travel up the indices and wrap from 11 to 0.

use super::GrandSlam;
use crate::counting::Pits;

/// What one sowing did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sown {
    /// Seeds captured: 0 when nothing was.
    pub captured: u8,
    /// The move would have taken every seed the opponent had, so it took
    /// none.
    pub grand_slam: bool,
}

/// Receives each seed sown and each pit captured; the search uses `()`.
pub(crate) trait SowLog {
    fn drop(&mut self, index: usize);
    fn capture(&mut self, index: usize, seeds: u8);
}

impl SowLog for () {
    fn drop(&mut self, _: usize) {}
    fn capture(&mut self, _: usize, _: u8) {}
}

/// Sows the mover's pit `start` (0–5, not empty) in place, skipping the pit
/// sown from on a lap of 12 or more, and takes the capture. A grand slam
/// leaves the sown seeds where they fell.
pub(crate) fn sow(pits: &mut Pits, start: usize, log: &mut impl SowLog) -> Sown {
    let mut seeds = pits[start];
    pits[start] = 0;
    let mut at = start;
    while seeds > 0 {
        at = if at == 11 { 0 } else { at + 1 };
        if at == start {
            continue;
        }
        pits[at] += 1;
        seeds -= 1;
        log.drop(at);
    }
    let mut first = at + 1;
    let mut captured = 0;
    while first > 6 && matches!(pits[first - 1], 2 | 3) {
        first -= 1;
        captured += pits[first];
    }
    if captured == 0 {
        return Sown {
            captured,
            grand_slam: false,
        };
    }
    let opponent: u8 = pits[6..].iter().sum();
    if captured == opponent {
        return Sown {
            captured: 0,
            grand_slam: true,
        };
    }
    for index in (first..=at).rev() {
        log.capture(index, pits[index]);
        pits[index] = 0;
    }
    Sown {
        captured,
        grand_slam: false,
    }
}

/// The mover's legal pits (0–5) as bits: a pit with seeds, that gives the
/// opponent some when they have none, and, where grand slams are
/// forbidden, that is not one unless every other move is.
pub(crate) fn legal(pits: &Pits, grand_slam: GrandSlam) -> u8 {
    let starved = pits[6..].iter().all(|&seeds| seeds == 0);
    let mut legal = 0u8;
    for (start, &seeds) in pits[..6].iter().enumerate() {
        // From pit index `start` the opponent's first pit is 6 - start away.
        if seeds > 0 && (!starved || usize::from(seeds) >= 6 - start) {
            legal |= 1 << start;
        }
    }
    if grand_slam == GrandSlam::ForbiddenUnlessOnly && legal != 0 {
        let mut slams = 0u8;
        for start in starts(legal) {
            let mut after = *pits;
            if sow(&mut after, start, &mut ()).grand_slam {
                slams |= 1 << start;
            }
        }
        if slams != legal {
            legal &= !slams;
        }
    }
    legal
}

/// The pits (0–5) of a set of legal bits, lowest first.
pub(crate) fn starts(bits: u8) -> impl DoubleEndedIterator<Item = usize> {
    (0..6).filter(move |start| bits & (1 << start) != 0)
}

/// The mover's margin of the seeds left when the game ends here: each side
/// takes the seeds on its own row.
pub(crate) fn own_rows(pits: &Pits) -> i32 {
    let own: i32 = pits[..6].iter().map(|&seeds| i32::from(seeds)).sum();
    let other: i32 = pits[6..].iter().map(|&seeds| i32::from(seeds)).sum();
    own - other
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sown(mut pits: Pits, start: usize) -> (Pits, Sown) {
        let report = sow(&mut pits, start, &mut ());
        (pits, report)
    }

    #[test]
    fn a_lap_of_twelve_or_more_skips_the_pit_sown_from() {
        let mut pits = [0; 12];
        pits[0] = 12;
        pits[6] = 1;
        let (after, report) = sown(pits, 0);
        // 11 pits take one each; the twelfth seed skips pit 0 and lands in 1.
        assert_eq!(after, [0, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1]);
        assert_eq!(report.captured, 0);
    }

    #[test]
    fn captures_go_back_while_the_opponents_pits_hold_two_or_three() {
        // Pit 4 sows into the opponent's 1 and 2, which then hold 3 and 2.
        let pits = [0, 0, 0, 4, 0, 0, 2, 1, 0, 5, 0, 0];
        let (after, report) = sown(pits, 3);
        assert_eq!(report.captured, 5);
        assert_eq!(after, [0, 0, 0, 0, 1, 1, 0, 0, 0, 5, 0, 0]);
    }

    #[test]
    fn a_grand_slam_captures_nothing() {
        let pits = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
        let (after, report) = sown(pits, 5);
        assert!(report.grand_slam);
        assert_eq!(report.captured, 0);
        assert_eq!(after, [0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0]);
        assert_eq!(legal(&pits, GrandSlam::CapturesNothing), 1 << 5);
        assert_eq!(legal(&pits, GrandSlam::ForbiddenUnlessOnly), 1 << 5);
        let mut two = pits;
        two[0] = 1;
        assert_eq!(legal(&two, GrandSlam::ForbiddenUnlessOnly), 1);
    }

    #[test]
    fn a_starved_opponent_must_be_fed() {
        let pits = [3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(legal(&pits, GrandSlam::CapturesNothing), 1 << 4);
        let cannot = [3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(legal(&cannot, GrandSlam::CapturesNothing), 0);
    }
}
