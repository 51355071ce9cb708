//! The arenas the site holds again and again, as an operator writes them
//! in the configuration: a clock, a length and when, such as
//! `3+2/30m/hourly:00` (a 3+2 arena of 30 minutes at the start of every
//! hour) or `5+3/60m/daily:19:00` (an hour of 5+3 every evening at 19:00
//! UTC); `oware:` before it makes it an Oware arena.

use super::ArenaSettings;
use crate::{Speed, TimeControl};
use engine::{GameKind, Ruleset};
use std::fmt;
use std::str::FromStr;

/// How often a scheduled arena comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Every {
    /// Every hour, at this minute.
    Hour {
        /// Minutes past the hour.
        minute: u8,
    },
    /// Every day, at this time (UTC).
    Day {
        /// The hour.
        hour: u8,
        /// Minutes past it.
        minute: u8,
    },
}

/// An arena held again and again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scheduled {
    /// The game played, with its default options.
    pub game: GameKind,
    /// Its clock.
    pub clock: TimeControl,
    /// How long each lasts.
    pub minutes: u32,
    /// When.
    pub every: Every,
}

/// A schedule that cannot be read: what was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSchedule(pub String);

impl fmt::Display for UnknownSchedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not an arena schedule: write [oware:]<clock>/<minutes>m/hourly:<MM> or \
             [oware:]<clock>/<minutes>m/daily:<HH>:<MM>, such as 3+2/30m/hourly:00",
            self.0
        )
    }
}

impl std::error::Error for UnknownSchedule {}

impl Scheduled {
    /// The first start at or after `now` (Unix seconds).
    ///
    /// ```
    /// use play::Scheduled;
    /// let hourly: Scheduled = "3+2/30m/hourly:15".parse().unwrap();
    /// assert_eq!(hourly.next_start(3_600), 3_600 + 15 * 60);
    /// assert_eq!(hourly.next_start(3_600 + 15 * 60), 3_600 + 15 * 60);
    /// assert_eq!(hourly.next_start(3_600 + 15 * 60 + 1), 7_200 + 15 * 60);
    /// ```
    pub fn next_start(&self, now: i64) -> i64 {
        let (period, offset) = match self.every {
            Every::Hour { minute } => (3_600, i64::from(minute) * 60),
            Every::Day { hour, minute } => {
                (86_400, i64::from(hour) * 3_600 + i64::from(minute) * 60)
            }
        };
        let start = now.div_euclid(period) * period + offset;
        if start >= now { start } else { start + period }
    }

    /// The arena this schedule holds at `starts_at`, named after its clock
    /// and how often (a name players read, in English like the clock).
    pub fn arena(&self, starts_at: i64) -> ArenaSettings {
        let how_often = match self.every {
            Every::Hour { .. } => "Hourly",
            Every::Day { .. } => "Daily",
        };
        let game = match self.game {
            GameKind::Kalah => String::new(),
            GameKind::Oware => "Oware ".to_string(),
        };
        let name = format!("{how_often} {game}{} arena", Speed::Live(self.clock));
        let rules = Ruleset::defaults(self.game);
        ArenaSettings::scheduled(&name, rules, self.clock, starts_at, self.minutes)
    }
}

impl fmt::Display for Scheduled {
    /// As the configuration writes it, and as it is stored beside each of
    /// its arenas.
    ///
    /// ```
    /// use play::Scheduled;
    /// for text in ["3+2/30m/hourly:05", "5+3/60m/daily:19:00", "oware:5+3/60m/daily:18:00"] {
    ///     assert_eq!(text.parse::<Scheduled>().unwrap().to_string(), text);
    /// }
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game == GameKind::Oware {
            f.write_str("oware:")?;
        }
        write!(f, "{}/{}m/", Speed::Live(self.clock), self.minutes)?;
        match self.every {
            Every::Hour { minute } => write!(f, "hourly:{minute:02}"),
            Every::Day { hour, minute } => write!(f, "daily:{hour:02}:{minute:02}"),
        }
    }
}

/// Every arena the site holds again and again, as the configuration
/// lists them, separated by commas.
///
/// ```
/// use play::Schedule;
/// assert_eq!(Schedule::DEFAULT.parse::<Schedule>().unwrap().0.len(), 3);
/// assert_eq!("".parse::<Schedule>().unwrap().0.len(), 0);
/// assert!("3+2/30m/weekly".parse::<Schedule>().is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Schedule(pub Vec<Scheduled>);

impl Schedule {
    /// The site's arenas unless the configuration says otherwise: 3+2 for
    /// half an hour every hour, 5+3 for an hour every evening, and Oware
    /// at 5+3 for an hour every evening before it.
    pub const DEFAULT: &'static str =
        "3+2/30m/hourly:00,5+3/60m/daily:19:00,oware:5+3/60m/daily:18:00";
}

impl FromStr for Schedule {
    type Err = UnknownSchedule;

    fn from_str(text: &str) -> Result<Schedule, UnknownSchedule> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map(Schedule)
    }
}

impl FromStr for Scheduled {
    type Err = UnknownSchedule;

    fn from_str(text: &str) -> Result<Scheduled, UnknownSchedule> {
        let unknown = || UnknownSchedule(text.to_string());
        let (game, rest) = match text.split_once(':') {
            Some((game, rest)) if !game.contains('/') => {
                (game.parse().map_err(|_| unknown())?, rest)
            }
            _ => (GameKind::Kalah, text),
        };
        let mut parts = rest.split('/');
        let (Some(clock), Some(minutes), Some(when), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(unknown());
        };
        let clock = match clock.parse::<Speed>() {
            Ok(Speed::Live(clock)) => clock,
            _ => return Err(unknown()),
        };
        let minutes = minutes
            .strip_suffix('m')
            .and_then(|minutes| minutes.parse::<u32>().ok())
            .filter(|minutes| (5..=24 * 60).contains(minutes))
            .ok_or_else(unknown)?;
        let number = |text: &str, below: u8| text.parse::<u8>().ok().filter(|n| *n < below);
        let every = if let Some(minute) = when.strip_prefix("hourly:") {
            Every::Hour {
                minute: number(minute, 60).ok_or_else(unknown)?,
            }
        } else if let Some(time) = when.strip_prefix("daily:") {
            let (hour, minute) = time.split_once(':').ok_or_else(unknown)?;
            Every::Day {
                hour: number(hour, 24).ok_or_else(unknown)?,
                minute: number(minute, 60).ok_or_else(unknown)?,
            }
        } else {
            return Err(unknown());
        };
        Ok(Scheduled {
            game,
            clock,
            minutes,
            every,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_schedule_reads() {
        let both = Schedule::DEFAULT.parse::<Schedule>().unwrap().0;
        assert_eq!(both[0].every, Every::Hour { minute: 0 });
        assert_eq!(both[0].minutes, 30);
        assert_eq!(
            both[1].every,
            Every::Day {
                hour: 19,
                minute: 0
            }
        );
        assert_eq!(both[1].arena(0).name.as_str(), "Daily 5+3 arena");
        assert_eq!(both[2].arena(0).name.as_str(), "Daily Oware 5+3 arena");
        assert_eq!(both[2].arena(0).rules.kind(), GameKind::Oware);
    }

    #[test]
    fn a_daily_arena_starts_at_its_time_tomorrow_once_today_has_passed() {
        let daily: Scheduled = "5+3/60m/daily:19:00".parse().unwrap();
        let day = 20_000 * 86_400;
        assert_eq!(daily.next_start(day), day + 19 * 3_600);
        assert_eq!(
            daily.next_start(day + 20 * 3_600),
            day + 86_400 + 19 * 3_600
        );
    }

    #[test]
    fn bad_schedules_say_how_to_write_one() {
        for bad in [
            "3+2/30m",
            "3d/30m/hourly:00",
            "3+2/30/hourly:00",
            "3+2/30m/hourly:60",
            "3+2/30m/daily:24:00",
        ] {
            let error = bad.parse::<Scheduled>().unwrap_err();
            assert!(
                error.to_string().contains("such as 3+2/30m/hourly:00"),
                "{bad}"
            );
        }
    }
}
