//! How fast a game between people goes: live with a clock, or by
//! correspondence with days per move.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A live game's clock: minutes for the whole game, and seconds added after
/// each move (Fischer's increment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    minutes: u8,
    increment: u8,
}

impl TimeControl {
    /// The clocks offered, quickest first.
    pub const OFFERED: [TimeControl; 3] = [
        TimeControl::new(3, 2),
        TimeControl::new(5, 3),
        TimeControl::new(10, 5),
    ];

    const fn new(minutes: u8, increment: u8) -> TimeControl {
        TimeControl { minutes, increment }
    }

    /// Each side's time at the start.
    pub fn initial(self) -> Duration {
        Duration::from_secs(60 * u64::from(self.minutes))
    }

    /// The time added to a side's clock after each of its moves.
    pub fn increment(self) -> Duration {
        Duration::from_secs(u64::from(self.increment))
    }

    /// Minutes at the start, as the setting names them.
    pub fn minutes(self) -> u8 {
        self.minutes
    }
}

/// How fast a game goes.
///
/// Written as a form sends it: `3+2` for a live game of three minutes with
/// two seconds added per move, `3d` for correspondence with three days per
/// move.
///
/// ```
/// use play::{Speed, SpeedClass};
/// let live: Speed = "5+3".parse().unwrap();
/// assert_eq!(live.class(), SpeedClass::Live);
/// assert_eq!(live.to_string(), "5+3");
/// let slow: Speed = "7d".parse().unwrap();
/// assert_eq!(slow.class(), SpeedClass::Correspondence);
/// assert!("4+0".parse::<Speed>().is_err());
/// assert!("-1d".parse::<Speed>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Speed {
    /// A live game with a clock for each side.
    Live(TimeControl),
    /// A correspondence game: this many days for each move.
    Correspondence {
        /// Days a player has for each move.
        days: u8,
    },
}

/// A speed that is not offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSpeed(pub String);

impl fmt::Display for UnknownSpeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown speed {:?}", self.0)
    }
}

impl std::error::Error for UnknownSpeed {}

impl Speed {
    /// Days per move offered for correspondence.
    pub const DAYS: [u8; 3] = [1, 3, 7];

    /// Every speed offered: the live clocks, then correspondence.
    pub fn offered() -> impl Iterator<Item = Speed> {
        TimeControl::OFFERED.into_iter().map(Speed::Live).chain(
            Speed::DAYS
                .into_iter()
                .map(|days| Speed::Correspondence { days }),
        )
    }

    /// Which rating the game counts for.
    pub fn class(self) -> SpeedClass {
        match self {
            Speed::Live(_) => SpeedClass::Live,
            Speed::Correspondence { .. } => SpeedClass::Correspondence,
        }
    }

    /// The time a correspondence player has for each move.
    pub fn per_move(self) -> Option<Duration> {
        match self {
            Speed::Live(_) => None,
            Speed::Correspondence { days } => Some(Duration::from_secs(86_400 * u64::from(days))),
        }
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Speed::Live(clock) => write!(f, "{}+{}", clock.minutes, clock.increment),
            Speed::Correspondence { days } => write!(f, "{days}d"),
        }
    }
}

impl FromStr for Speed {
    type Err = UnknownSpeed;

    fn from_str(text: &str) -> Result<Speed, UnknownSpeed> {
        Speed::offered()
            .find(|speed| speed.to_string() == text.trim())
            .ok_or_else(|| UnknownSpeed(text.chars().take(20).collect()))
    }
}

impl TryFrom<String> for Speed {
    type Error = UnknownSpeed;
    fn try_from(text: String) -> Result<Speed, UnknownSpeed> {
        text.parse()
    }
}

impl From<Speed> for String {
    fn from(speed: Speed) -> String {
        speed.to_string()
    }
}

/// The two kinds of game a player has a rating for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SpeedClass {
    /// Games with a clock.
    Live,
    /// Games with days per move.
    Correspondence,
}

impl SpeedClass {
    /// Both classes, live first.
    pub const ALL: [SpeedClass; 2] = [SpeedClass::Live, SpeedClass::Correspondence];
}

impl fmt::Display for SpeedClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SpeedClass::Live => "live",
            SpeedClass::Correspondence => "correspondence",
        })
    }
}

impl FromStr for SpeedClass {
    type Err = UnknownSpeed;

    fn from_str(text: &str) -> Result<SpeedClass, UnknownSpeed> {
        SpeedClass::ALL
            .into_iter()
            .find(|class| class.to_string() == text)
            .ok_or_else(|| UnknownSpeed(text.chars().take(20).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_speed_reads_back_from_its_text() {
        let offered: Vec<Speed> = Speed::offered().collect();
        assert_eq!(offered.len(), 6);
        for speed in offered {
            assert_eq!(speed.to_string().parse::<Speed>(), Ok(speed));
        }
        for class in SpeedClass::ALL {
            assert_eq!(class.to_string().parse::<SpeedClass>(), Ok(class));
        }
    }

    #[test]
    fn forged_speeds_are_unknown() {
        for forged in [
            "", "3+3", "99+0", "0d", "2d", "-1d", "7 d", "blitz", "3+2+1",
        ] {
            assert!(forged.parse::<Speed>().is_err(), "{forged}");
        }
    }

    #[test]
    fn a_clock_gives_its_minutes_and_increment() {
        let Speed::Live(clock) = "10+5".parse().unwrap() else {
            panic!("10+5 is live")
        };
        assert_eq!(clock.initial(), Duration::from_secs(600));
        assert_eq!(clock.increment(), Duration::from_secs(5));
        let days: Speed = "3d".parse().unwrap();
        assert_eq!(days.per_move(), Some(Duration::from_secs(3 * 86_400)));
    }
}
