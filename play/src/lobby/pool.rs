//! Quick pairing: players waiting for a game with the same settings are
//! paired by closest rating, each accepting a wider range the longer they
//! wait; after a while with nobody, the computer is offered.

use engine::Level;
use std::time::Duration;

/// One player waiting in a pool. `P` is whatever tells players apart: two
/// entries of the same player are never paired together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting<P> {
    /// Who waits.
    pub player: P,
    /// Their rating in the pool's speed class.
    pub rating: i32,
    /// When they joined (Unix milliseconds).
    pub since: i64,
}

impl<P> Waiting<P> {
    /// How long a player waits before the computer is offered.
    pub const COMPUTER_AFTER: Duration = Duration::from_secs(30);

    fn waited(&self, now: i64) -> Duration {
        Duration::from_millis(u64::try_from(now.saturating_sub(self.since)).unwrap_or(0))
    }

    /// The widest rating difference this player accepts at `now`: 100 at
    /// once, 10 more for each second waited.
    ///
    /// ```
    /// use play::Waiting;
    /// let ada = Waiting { player: "ada", rating: 1500, since: 0 };
    /// assert_eq!(ada.range(0), 100);
    /// assert_eq!(ada.range(30_000), 400);
    /// ```
    pub fn range(&self, now: i64) -> i32 {
        let seconds = i32::try_from(self.waited(now).as_secs()).unwrap_or(i32::MAX);
        seconds.saturating_mul(10).saturating_add(100)
    }

    /// Whether to offer this player a game against the computer instead.
    pub fn offer_computer(&self, now: i64) -> bool {
        self.waited(now) >= Waiting::<P>::COMPUTER_AFTER
    }
}

/// The pairs to make now, as indices into `waiting`: closest ratings
/// first, each player in one pair at most (even if waiting twice), and a pair only when the
/// difference is within the range of the one who has waited longer.
///
/// ```
/// use play::{Waiting, pairings};
/// let waiting = [
///     Waiting { player: "ada", rating: 1500, since: 0 },
///     Waiting { player: "bo", rating: 2100, since: 0 },
///     Waiting { player: "cy", rating: 1550, since: 0 },
/// ];
/// assert_eq!(pairings(&waiting, 1_000), vec![(0, 2)]);
/// ```
pub fn pairings<P: PartialEq>(waiting: &[Waiting<P>], now: i64) -> Vec<(usize, usize)> {
    let mut candidates = Vec::new();
    for (a, first) in waiting.iter().enumerate() {
        for (b, second) in waiting.iter().enumerate().skip(a + 1) {
            let difference = first.rating.abs_diff(second.rating);
            let accepted = first.range(now).max(second.range(now));
            if first.player != second.player && difference <= accepted.unsigned_abs() {
                candidates.push((difference, first.since.min(second.since), a, b));
            }
        }
    }
    candidates.sort_unstable();
    let mut paired = vec![false; waiting.len()];
    let mut pairs = Vec::new();
    for (_, _, a, b) in candidates {
        if !paired[a] && !paired[b] {
            // A player waiting twice (two tabs) leaves with one game.
            for (entry, done) in waiting.iter().zip(paired.iter_mut()) {
                *done |= entry.player == waiting[a].player || entry.player == waiting[b].player;
            }
            pairs.push((a, b));
        }
    }
    pairs
}

/// The computer level to offer a player of `rating`: the one whose
/// strength is nearest.
///
/// ```
/// use play::computer_level_for;
/// use engine::Level;
/// assert_eq!(computer_level_for(1500), Level::Medium);
/// assert_eq!(computer_level_for(2600), Level::Expert);
/// ```
pub fn computer_level_for(rating: i32) -> Level {
    const STRENGTHS: [(Level, i32); 4] = [
        (Level::Easy, 1000),
        (Level::Medium, 1500),
        (Level::Hard, 2000),
        (Level::Expert, 2500),
    ];
    STRENGTHS
        .into_iter()
        .min_by_key(|&(_, strength)| strength.abs_diff(rating))
        .map_or(Level::Medium, |(level, _)| level)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(player: u32, rating: i32, since: i64) -> Waiting<u32> {
        Waiting {
            player,
            rating,
            since,
        }
    }

    #[test]
    fn far_apart_players_wait_until_their_range_reaches() {
        let waiting = [at(1, 1500, 0), at(2, 1800, 0)];
        assert!(pairings(&waiting, 19_000).is_empty());
        assert_eq!(pairings(&waiting, 20_000), vec![(0, 1)]);
    }

    #[test]
    fn the_longer_waiters_range_is_enough() {
        let waiting = [at(1, 1500, 0), at(2, 1800, 25_000)];
        assert_eq!(pairings(&waiting, 25_000), vec![(0, 1)]);
    }

    #[test]
    fn nobody_is_paired_with_themselves_or_twice() {
        let waiting = [
            at(7, 1500, 0),
            at(7, 1500, 0),
            at(8, 1510, 0),
            at(9, 1520, 0),
        ];
        let pairs = pairings(&waiting, 0);
        assert_eq!(pairs.len(), 1);
        let (a, b) = pairs[0];
        assert_ne!(waiting[a].player, waiting[b].player);
    }

    #[test]
    fn forty_players_at_once_make_twenty_games() {
        let waiting: Vec<_> = (0..40).map(|n| at(n, 1200 + 20 * n as i32, 0)).collect();
        let pairs = pairings(&waiting, 0);
        assert_eq!(pairs.len(), 20);
        let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 40);
    }

    #[test]
    fn the_computer_is_offered_after_thirty_seconds() {
        let ada = at(1, 1500, 1_000);
        assert!(!ada.offer_computer(30_999));
        assert!(ada.offer_computer(31_000));
        assert_eq!(computer_level_for(400), Level::Easy);
        assert_eq!(computer_level_for(2100), Level::Hard);
    }
}
