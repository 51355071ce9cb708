//! What an arena is: its name, its clock and board, when it runs, whether
//! it is rated and whether the house bot plays a player left without an
//! opponent; read from a player's form or from the site's schedule.

use crate::{MalformedId, Speed, TimeControl};
use engine::{GameKind, Ruleset, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// An arena's identifier, as in its address: 16 hex digits.
///
/// ```
/// use play::ArenaId;
/// let id = ArenaId::from_bits(7);
/// assert_eq!(id.to_string().parse::<ArenaId>(), Ok(id));
/// assert!("not an arena".parse::<ArenaId>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ArenaId(String);

impl ArenaId {
    /// A new identifier from 64 random bits.
    pub fn from_bits(bits: u64) -> ArenaId {
        ArenaId(format!("{bits:016x}"))
    }

    /// The identifier as sent and stored.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for ArenaId {
    type Err = MalformedId;

    fn from_str(text: &str) -> Result<ArenaId, MalformedId> {
        if text.len() == 16 && text.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            Ok(ArenaId(text.to_ascii_lowercase()))
        } else {
            Err(MalformedId)
        }
    }
}

impl TryFrom<String> for ArenaId {
    type Error = MalformedId;
    fn try_from(text: String) -> Result<ArenaId, MalformedId> {
        text.parse()
    }
}

impl From<ArenaId> for String {
    fn from(id: ArenaId) -> String {
        id.0
    }
}

impl fmt::Display for ArenaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An arena's name: 3 to 40 characters, tidied of extra spaces.
///
/// ```
/// use play::ArenaName;
/// let name: ArenaName = "  Friday   blitz ".parse().unwrap();
/// assert_eq!(name.as_str(), "Friday blitz");
/// assert!("ab".parse::<ArenaName>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ArenaName(String);

impl ArenaName {
    /// The fewest characters a name may have.
    pub const SHORTEST: usize = 3;
    /// The most.
    pub const LONGEST: usize = 40;

    /// The name as shown.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for ArenaName {
    type Err = ArenaRefusal;

    fn from_str(text: &str) -> Result<ArenaName, ArenaRefusal> {
        let tidy = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let length = tidy.chars().count();
        if !(ArenaName::SHORTEST..=ArenaName::LONGEST).contains(&length)
            || tidy.chars().any(char::is_control)
        {
            return Err(ArenaRefusal::Name);
        }
        Ok(ArenaName(tidy))
    }
}

impl TryFrom<String> for ArenaName {
    type Error = ArenaRefusal;
    fn try_from(text: String) -> Result<ArenaName, ArenaRefusal> {
        text.parse()
    }
}

impl From<ArenaName> for String {
    fn from(name: ArenaName) -> String {
        name.0
    }
}

impl fmt::Display for ArenaName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why an arena's form was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArenaRefusal {
    /// The name is too short, too long or holds control characters.
    Name,
    /// The clock is not one of the lobby's live clocks.
    Clock,
    /// Stones per pit go from 3 to 6.
    Stones,
    /// The duration is not one of those offered.
    Minutes,
    /// The start is not one of those offered.
    Start,
    /// Neither rated nor casual.
    Mode,
}

impl fmt::Display for ArenaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ArenaRefusal::Name => "an arena's name has 3 to 40 characters",
            ArenaRefusal::Clock => "an arena is played at one of the lobby's live clocks",
            ArenaRefusal::Stones => "stones per pit go from 3 to 6",
            ArenaRefusal::Minutes => "an arena lasts one of the durations offered",
            ArenaRefusal::Start => "an arena starts at one of the times offered",
            ArenaRefusal::Mode => "an arena is rated or casual",
        })
    }
}

/// An arena's form as sent, every field as text.
#[derive(Clone, Copy, Debug)]
pub struct ArenaForm<'a> {
    /// The name.
    pub name: &'a str,
    /// `kalah` (also when absent) or `oware`, played with its default
    /// options.
    pub game: Option<&'a str>,
    /// A live clock: `3+2`.
    pub clock: &'a str,
    /// Stones per pit.
    pub stones: &'a str,
    /// Whether an empty pit captures too (a checkbox: present or not).
    pub empty_capture: Option<&'a str>,
    /// Minutes it lasts.
    pub minutes: &'a str,
    /// Minutes from now until it starts.
    pub starts_in: &'a str,
    /// `rated` or `casual`.
    pub mode: &'a str,
    /// Whether the house bot plays a player left alone (a checkbox).
    pub house_bot: Option<&'a str>,
}

/// Where an arena is in time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Not started: players may join already.
    Upcoming,
    /// Under way: players join, play and are paired.
    Running,
    /// Over: games under way when it ended still count.
    Finished,
}

/// An arena as it is held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaSettings {
    /// Its name.
    pub name: ArenaName,
    /// Each game's clock.
    pub clock: TimeControl,
    /// Each game's game and options.
    pub rules: Ruleset,
    /// When it starts (Unix seconds).
    pub starts_at: i64,
    /// How long it lasts, in minutes.
    pub minutes: u32,
    /// Whether its games move ratings.
    pub rated: bool,
    /// Whether the house bot plays a player left alone too long.
    pub house_bot: bool,
}

impl ArenaSettings {
    /// The durations a player may choose, in minutes, unless the
    /// operator offers others.
    pub const MINUTES: [u32; 4] = [15, 30, 60, 90];
    /// How soon it may start, in minutes from now (0: at once).
    pub const STARTS_IN: [u32; 6] = [0, 2, 5, 15, 30, 60];

    /// When it ends (Unix seconds).
    pub fn ends_at(&self) -> i64 {
        self.starts_at + i64::from(self.minutes) * 60
    }

    /// Where it is in time at `now` (Unix seconds).
    ///
    /// ```
    /// use play::{ArenaSettings, Phase};
    /// let arena = ArenaSettings::scheduled("Hourly", engine::Ruleset::default(), play::TimeControl::OFFERED[0], 1_000, 30);
    /// assert_eq!(arena.phase(999), Phase::Upcoming);
    /// assert_eq!(arena.phase(1_000), Phase::Running);
    /// assert_eq!(arena.phase(1_000 + 30 * 60), Phase::Finished);
    /// ```
    pub fn phase(&self, now: i64) -> Phase {
        if now < self.starts_at {
            Phase::Upcoming
        } else if now < self.ends_at() {
            Phase::Running
        } else {
            Phase::Finished
        }
    }

    /// A scheduled arena of the site's: `rules`, rated, with the house
    /// bot.
    pub fn scheduled(
        name: &str,
        rules: Ruleset,
        clock: TimeControl,
        starts_at: i64,
        minutes: u32,
    ) -> ArenaSettings {
        ArenaSettings {
            name: ArenaName(name.to_string()),
            clock,
            rules,
            starts_at,
            minutes,
            rated: true,
            house_bot: true,
        }
    }

    /// The arena a player's `form` asks for, at `now` (Unix seconds), one
    /// of the `lengths` offered (in minutes).
    ///
    /// ```
    /// use play::{ArenaForm, ArenaRefusal, ArenaSettings};
    /// let form = ArenaForm {
    ///     name: "Friday blitz", game: None, clock: "3+2", stones: "4", empty_capture: None,
    ///     minutes: "30", starts_in: "5", mode: "rated", house_bot: Some("on"),
    /// };
    /// let lengths = &ArenaSettings::MINUTES;
    /// let arena = ArenaSettings::from_form(&form, lengths, 1_000).unwrap();
    /// assert_eq!(arena.starts_at, 1_300);
    /// assert!(arena.rated && arena.house_bot);
    /// let alone = ArenaForm { house_bot: None, ..form };
    /// assert!(!ArenaSettings::from_form(&alone, lengths, 1_000).unwrap().house_bot);
    /// let short = ArenaForm { minutes: "6", ..form };
    /// assert_eq!(ArenaSettings::from_form(&short, lengths, 1_000), Err(ArenaRefusal::Minutes));
    /// assert_eq!(ArenaSettings::from_form(&short, &[6, 30], 1_000).unwrap().minutes, 6);
    /// let slow = ArenaForm { clock: "3d", ..form };
    /// assert_eq!(ArenaSettings::from_form(&slow, lengths, 1_000), Err(ArenaRefusal::Clock));
    /// ```
    pub fn from_form(
        form: &ArenaForm<'_>,
        lengths: &[u32],
        now: i64,
    ) -> Result<ArenaSettings, ArenaRefusal> {
        let name: ArenaName = form.name.parse()?;
        let clock = match form.clock.parse::<Speed>() {
            Ok(Speed::Live(clock)) if TimeControl::OFFERED.contains(&clock) => clock,
            _ => return Err(ArenaRefusal::Clock),
        };
        let rules = match GameKind::chosen(form.game).map_err(|_| ArenaRefusal::Stones)? {
            GameKind::Kalah => form
                .stones
                .parse::<u8>()
                .ok()
                .filter(|stones| (3..=6).contains(stones))
                .and_then(|stones| Variant::new(stones, form.empty_capture.is_some()).ok())
                .map(Ruleset::Kalah)
                .ok_or(ArenaRefusal::Stones)?,
            GameKind::Oware => Ruleset::defaults(GameKind::Oware),
        };
        let minutes = form
            .minutes
            .parse::<u32>()
            .ok()
            .filter(|minutes| lengths.contains(minutes))
            .ok_or(ArenaRefusal::Minutes)?;
        let starts_in = form
            .starts_in
            .parse::<u32>()
            .ok()
            .filter(|starts_in| ArenaSettings::STARTS_IN.contains(starts_in))
            .ok_or(ArenaRefusal::Start)?;
        Ok(ArenaSettings {
            name,
            clock,
            rules,
            starts_at: now + i64::from(starts_in) * 60,
            minutes,
            rated: match form.mode {
                "rated" => true,
                "casual" => false,
                _ => return Err(ArenaRefusal::Mode),
            },
            house_bot: form.house_bot.is_some(),
        })
    }
}
