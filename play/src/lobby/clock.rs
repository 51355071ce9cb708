//! A live game's clocks, kept by the server: each side's time runs on its
//! turn and grows by the increment after each of its moves (Fischer).
//! Moments are Unix milliseconds, passed in, so the rules are tested without
//! waiting.

use super::speed::TimeControl;
use engine::Player;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Both sides' clocks.
///
/// ```
/// use play::{Clock, Speed};
/// use engine::Player;
/// let Ok(Speed::Live(control)) = "3+2".parse() else { unreachable!() };
/// let clock = Clock::start(control, Player::One, 0);
/// assert_eq!(clock.left(Player::One, 10_000).as_secs(), 170);
/// // Player 1 sows after 10 s and gets 2 s back; now Player 2's time runs.
/// let clock = clock.after_move(Some(Player::Two), 10_000).unwrap();
/// assert_eq!(clock.left(Player::One, 99_000).as_secs(), 172);
/// assert_eq!(clock.runs_out_at(), Some((Player::Two, 190_000)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Each side's time left in milliseconds, as of the start of the
    /// running side's turn.
    left_ms: [u64; 2],
    increment_ms: u64,
    /// The side whose time runs and when its turn began; `None` once the
    /// game is over.
    running: Option<(Player, i64)>,
    /// Milliseconds a side has for its first move, whatever its clock
    /// says; 0 for no such limit (games stored before there was one).
    #[serde(default)]
    first_move_ms: u64,
    /// Which sides went berserk: half their time, no increment.
    #[serde(default)]
    berserk: [bool; 2],
}

/// A side's time ran out before its move arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfTime(pub Player);

/// Milliseconds of a duration, as stored (no clock here runs for 584
/// million years).
fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

/// Milliseconds from `then` to `now`; none if `now` is earlier.
fn elapsed(then: i64, now: i64) -> u64 {
    u64::try_from(now.saturating_sub(then)).unwrap_or(0)
}

fn index(side: Player) -> usize {
    usize::from(side.number() - 1)
}

impl Clock {
    /// The seconds left at which a screen reader hears the time.
    pub const WARNINGS: [u64; 3] = [60, 30, 10];

    /// Full clocks for both sides, `first`'s time running from `now`.
    pub fn start(control: TimeControl, first: Player, now: i64) -> Clock {
        Clock {
            left_ms: [millis(control.initial()); 2],
            increment_ms: millis(control.increment()),
            running: Some((first, now)),
            first_move_ms: 0,
            berserk: [false; 2],
        }
    }

    /// `side` goes berserk (an arena's choice, before its first move): its
    /// time is halved, and its moves earn no increment.
    ///
    /// ```
    /// use play::{Clock, Speed};
    /// use engine::Player;
    /// let Ok(Speed::Live(control)) = "3+2".parse() else { unreachable!() };
    /// let clock = Clock::start(control, Player::One, 0).berserk(Player::Two);
    /// assert_eq!(clock.left(Player::Two, 0).as_secs(), 90);
    /// let clock = clock.after_move(Some(Player::Two), 0).unwrap();
    /// let clock = clock.after_move(Some(Player::One), 10_000).unwrap();
    /// assert_eq!(clock.left(Player::Two, 10_000).as_secs(), 80);
    /// assert!(clock.went_berserk(Player::Two) && !clock.went_berserk(Player::One));
    /// ```
    pub fn berserk(self, side: Player) -> Clock {
        let mut clock = self;
        clock.left_ms[index(side)] /= 2;
        clock.berserk[index(side)] = true;
        clock
    }

    /// Whether `side` went berserk.
    pub fn went_berserk(&self, side: Player) -> bool {
        self.berserk[index(side)]
    }

    /// The clocks with `limit` for each side's first move: a side that has
    /// not moved `limit` after its turn began has not come to the game.
    ///
    /// ```
    /// use play::{Clock, Speed};
    /// use engine::Player;
    /// use std::time::Duration;
    /// let Ok(Speed::Live(control)) = "3+2".parse() else { unreachable!() };
    /// let clock = Clock::start(control, Player::One, 0).with_first_move(Duration::from_secs(20));
    /// assert_eq!(clock.first_move_due(), Some((Player::One, 20_000)));
    /// ```
    pub fn with_first_move(self, limit: Duration) -> Clock {
        Clock {
            first_move_ms: millis(limit),
            ..self
        }
    }

    /// When the side to move must have made its move if it is its first,
    /// and which side it is; none without a first-move limit.
    pub fn first_move_due(&self) -> Option<(Player, i64)> {
        let limit = i64::try_from(self.first_move_ms).unwrap_or(i64::MAX);
        self.running
            .filter(|_| limit > 0)
            .map(|(side, since)| (side, since.saturating_add(limit)))
    }

    /// The side whose time is running.
    pub fn running(&self) -> Option<Player> {
        self.running.map(|(side, _)| side)
    }

    /// `side`'s time left at `now`: nothing once it has run out.
    pub fn left(&self, side: Player, now: i64) -> Duration {
        let stored = self.left_ms[index(side)];
        let spent = match self.running {
            Some((running, since)) if running == side => elapsed(since, now),
            _ => 0,
        };
        Duration::from_millis(stored.saturating_sub(spent))
    }

    /// When the running side's time runs out, and whose it is: the moment
    /// the server decides the game if no move comes first.
    pub fn runs_out_at(&self) -> Option<(Player, i64)> {
        self.running.map(|(side, since)| {
            let left = i64::try_from(self.left_ms[index(side)]).unwrap_or(i64::MAX);
            (side, since.saturating_add(left))
        })
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: i64) -> Option<Player> {
        self.runs_out_at()
            .filter(|&(_, at)| now >= at)
            .map(|(side, _)| side)
    }

    /// The clocks after the running side moved at `now`: its time spent is
    /// taken off, the increment added, and `next`'s time starts (the same
    /// side after an extra turn: each sowing earns the increment). `next` is
    /// `None` when the move ended the game.
    pub fn after_move(self, next: Option<Player>, now: i64) -> Result<Clock, OutOfTime> {
        let Some((mover, _)) = self.running else {
            return Ok(self);
        };
        if let Some(side) = self.flagged(now) {
            return Err(OutOfTime(side));
        }
        let mut left_ms = self.left_ms;
        let increment = if self.went_berserk(mover) {
            0
        } else {
            self.increment_ms
        };
        left_ms[index(mover)] = millis(self.left(mover, now)) + increment;
        Ok(Clock {
            left_ms,
            running: next.map(|side| (side, now)),
            ..self
        })
    }

    /// The clocks after the running side moved at no cost (the house bot
    /// thinks on the server's time, not its own): its time stays as it
    /// was, and `next`'s time starts at `now`.
    ///
    /// ```
    /// use play::{Clock, Speed};
    /// use engine::Player;
    /// let Ok(Speed::Live(control)) = "3+2".parse() else { unreachable!() };
    /// let clock = Clock::start(control, Player::One, 0)
    ///     .after_move(Some(Player::Two), 10_000).unwrap()
    ///     .after_free_move(Some(Player::One), 14_000);
    /// assert_eq!(clock.left(Player::Two, 14_000).as_secs(), 180);
    /// assert_eq!(clock.runs_out_at(), Some((Player::One, 14_000 + 172_000)));
    /// ```
    pub fn after_free_move(self, next: Option<Player>, now: i64) -> Clock {
        Clock {
            running: next.map(|side| (side, now)),
            ..self
        }
    }

    /// The clocks stopped at `now`, as a resignation or a flag leaves them.
    pub fn stopped(self, now: i64) -> Clock {
        let left_ms = Player::BOTH.map(|side| millis(self.left(side, now)));
        Clock {
            left_ms,
            running: None,
            ..self
        }
    }

    /// The warning, in seconds left, that a side's clock passed between
    /// two readings of its time: the screen reader hears each once.
    ///
    /// ```
    /// use play::Clock;
    /// use std::time::Duration;
    /// let secs = Duration::from_secs;
    /// assert_eq!(Clock::warning_passed(secs(61), secs(59)), Some(60));
    /// assert_eq!(Clock::warning_passed(secs(59), secs(31)), None);
    /// assert_eq!(Clock::warning_passed(secs(40), secs(5)), Some(10));
    /// ```
    pub fn warning_passed(before: Duration, after: Duration) -> Option<u64> {
        Clock::WARNINGS
            .into_iter()
            .filter(|&mark| {
                let mark = Duration::from_secs(mark);
                before > mark && after <= mark
            })
            .min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::speed::Speed;

    fn blitz() -> TimeControl {
        match "3+2".parse() {
            Ok(Speed::Live(control)) => control,
            _ => panic!("3+2 is offered"),
        }
    }

    #[test]
    fn only_the_running_side_loses_time() {
        let clock = Clock::start(blitz(), Player::One, 1_000);
        assert_eq!(clock.left(Player::One, 31_000), Duration::from_secs(150));
        assert_eq!(clock.left(Player::Two, 31_000), Duration::from_secs(180));
    }

    #[test]
    fn an_extra_turn_keeps_the_movers_time_running_with_its_increment() {
        let clock = Clock::start(blitz(), Player::One, 0);
        let clock = clock.after_move(Some(Player::One), 5_000).unwrap();
        assert_eq!(clock.running(), Some(Player::One));
        assert_eq!(clock.left(Player::One, 5_000), Duration::from_secs(177));
        assert_eq!(clock.left(Player::One, 15_000), Duration::from_secs(167));
    }

    #[test]
    fn a_move_after_the_flag_fell_is_out_of_time() {
        let clock = Clock::start(blitz(), Player::Two, 0);
        assert_eq!(clock.flagged(179_999), None);
        assert_eq!(clock.flagged(180_000), Some(Player::Two));
        assert_eq!(
            clock.after_move(Some(Player::One), 180_000),
            Err(OutOfTime(Player::Two))
        );
        assert_eq!(clock.left(Player::Two, 500_000), Duration::ZERO);
    }

    #[test]
    fn a_stopped_clock_keeps_its_times_and_runs_out_for_nobody() {
        let clock = Clock::start(blitz(), Player::One, 0)
            .after_move(Some(Player::Two), 20_000)
            .unwrap()
            .stopped(50_000);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.runs_out_at(), None);
        assert_eq!(clock.flagged(i64::MAX), None);
        assert_eq!(clock.left(Player::One, i64::MAX), Duration::from_secs(162));
        assert_eq!(clock.left(Player::Two, i64::MAX), Duration::from_secs(150));
    }

    #[test]
    fn a_big_jump_past_two_marks_hears_the_lower_one_only() {
        let secs = Duration::from_secs;
        assert_eq!(Clock::warning_passed(secs(90), secs(20)), Some(30));
        assert_eq!(Clock::warning_passed(secs(10), secs(9)), None);
        assert_eq!(Clock::warning_passed(secs(11), secs(10)), Some(10));
    }
}
