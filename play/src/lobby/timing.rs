//! The time a public game's sides have to move: a live clock each, or by
//! correspondence a number of days for every move. Moments are Unix
//! milliseconds, passed in.

use super::clock::{Clock, OutOfTime};
use super::speed::Speed;
use engine::Player;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A public game's time.
///
/// ```
/// use play::{Speed, Timing};
/// use engine::Player;
/// let day = 86_400_000;
/// let timing = Timing::start("1d".parse().unwrap(), Player::One, 0);
/// assert_eq!(timing.runs_out_at(), Some((Player::One, day)));
/// // A move with an hour to spare gives the other side a whole day.
/// let timing = timing.after_move(Some(Player::Two), day - 3_600_000).unwrap();
/// assert_eq!(timing.runs_out_at(), Some((Player::Two, 2 * day - 3_600_000)));
/// assert_eq!(timing.flagged(2 * day), Some(Player::Two));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    /// A live game: both sides' clocks.
    Live(Clock),
    /// A correspondence game: each move due within `per_move_ms` of the
    /// turn's start.
    Correspondence {
        /// Milliseconds a side has for each move.
        per_move_ms: u64,
        /// The side to move and when its turn began; `None` once over.
        running: Option<(Player, i64)>,
    },
}

/// A game's time as a page shows it, read at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeShown {
    /// Each side's clock, Player 1's first, and whose is running.
    Live {
        /// Milliseconds left on each side's clock.
        left_ms: [u64; 2],
        /// The side whose clock runs.
        running: Option<Player>,
    },
    /// The side to move, its deadline (Unix milliseconds) and the time
    /// left until it.
    Correspondence {
        /// Whose move is due, when, and how long is left.
        due: Option<(Player, i64, u64)>,
    },
}

impl Timing {
    /// The time of a game at `speed`, `first`'s turn starting at `now`.
    pub fn start(speed: Speed, first: Player, now: i64) -> Timing {
        match speed {
            Speed::Live(control) => Timing::Live(Clock::start(control, first, now)),
            Speed::Correspondence { .. } => Timing::Correspondence {
                per_move_ms: speed.per_move().map_or(0, millis),
                running: Some((first, now)),
            },
        }
    }

    /// The time with `limit` for each side's first move, in a live game
    /// (by correspondence a move is due in days either way).
    pub fn with_first_move(self, limit: Duration) -> Timing {
        match self {
            Timing::Live(clock) => Timing::Live(clock.with_first_move(limit)),
            correspondence => correspondence,
        }
    }

    /// When the side to move must have moved if this is its first move,
    /// and which side it is: only a live game with a first-move limit.
    pub fn first_move_due(&self) -> Option<(Player, i64)> {
        match self {
            Timing::Live(clock) => clock.first_move_due(),
            Timing::Correspondence { .. } => None,
        }
    }

    /// When the side to move runs out of time, and which side it is.
    pub fn runs_out_at(&self) -> Option<(Player, i64)> {
        match self {
            Timing::Live(clock) => clock.runs_out_at(),
            Timing::Correspondence {
                per_move_ms,
                running,
            } => running.map(|(side, since)| {
                let per_move = i64::try_from(*per_move_ms).unwrap_or(i64::MAX);
                (side, since.saturating_add(per_move))
            }),
        }
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: i64) -> Option<Player> {
        self.runs_out_at()
            .filter(|&(_, at)| now >= at)
            .map(|(side, _)| side)
    }

    /// The time after the side to move moved at `now`, `next` to move (or
    /// nobody once the game is over); refused if its time had run out.
    pub fn after_move(self, next: Option<Player>, now: i64) -> Result<Timing, OutOfTime> {
        if let Some(side) = self.flagged(now) {
            return Err(OutOfTime(side));
        }
        Ok(match self {
            Timing::Live(clock) => Timing::Live(clock.after_move(next, now)?),
            Timing::Correspondence { per_move_ms, .. } => Timing::Correspondence {
                per_move_ms,
                running: next.map(|side| (side, now)),
            },
        })
    }

    /// The time after the side to move moved at no cost (the house
    /// bot's move), `next`'s turn starting at `now`.
    pub fn after_free_move(self, next: Option<Player>, now: i64) -> Timing {
        match self {
            Timing::Live(clock) => Timing::Live(clock.after_free_move(next, now)),
            Timing::Correspondence { per_move_ms, .. } => Timing::Correspondence {
                per_move_ms,
                running: next.map(|side| (side, now)),
            },
        }
    }

    /// The time with `side` gone berserk; none for a correspondence game,
    /// or a side that went berserk already.
    pub fn berserk(self, side: Player) -> Option<Timing> {
        match self {
            Timing::Live(clock) if !clock.went_berserk(side) => {
                Some(Timing::Live(clock.berserk(side)))
            }
            _ => None,
        }
    }

    /// Whether `side` went berserk (only a live clock can).
    pub fn went_berserk(&self, side: Player) -> bool {
        matches!(self, Timing::Live(clock) if clock.went_berserk(side))
    }

    /// The time stopped at `now`: the game is over.
    pub fn stopped(self, now: i64) -> Timing {
        match self {
            Timing::Live(clock) => Timing::Live(clock.stopped(now)),
            Timing::Correspondence { per_move_ms, .. } => Timing::Correspondence {
                per_move_ms,
                running: None,
            },
        }
    }

    /// The time as a page shows it at `now`.
    pub fn shown(&self, now: i64) -> TimeShown {
        match self {
            Timing::Live(clock) => TimeShown::Live {
                left_ms: Player::BOTH.map(|side| millis(clock.left(side, now))),
                running: clock.running(),
            },
            Timing::Correspondence { .. } => TimeShown::Correspondence {
                due: self.runs_out_at().map(|(side, at)| {
                    (side, at, u64::try_from(at.saturating_sub(now)).unwrap_or(0))
                }),
            },
        }
    }
}

fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_live_game_runs_on_its_clocks() {
        let timing = Timing::start("3+2".parse().unwrap(), Player::One, 1_000);
        assert_eq!(timing.runs_out_at(), Some((Player::One, 181_000)));
        let timing = timing.after_move(Some(Player::One), 11_000).unwrap();
        assert_eq!(
            timing.shown(11_000),
            TimeShown::Live {
                left_ms: [172_000, 180_000],
                running: Some(Player::One)
            }
        );
        assert_eq!(
            timing.after_move(Some(Player::Two), 183_000),
            Err(OutOfTime(Player::One))
        );
        let over = timing.stopped(20_000);
        assert_eq!(over.runs_out_at(), None);
        assert_eq!(over.flagged(i64::MAX), None);
    }

    #[test]
    fn a_correspondence_move_is_due_days_after_the_turn_began() {
        let day = 86_400_000;
        let timing = Timing::start("3d".parse().unwrap(), Player::One, 0);
        assert_eq!(timing.flagged(3 * day - 1), None);
        assert_eq!(timing.flagged(3 * day), Some(Player::One));
        assert_eq!(
            timing.shown(day),
            TimeShown::Correspondence {
                due: Some((Player::One, 3 * day, 2 * day as u64))
            }
        );
        assert_eq!(
            timing.after_move(Some(Player::Two), 3 * day),
            Err(OutOfTime(Player::One))
        );
    }
}
