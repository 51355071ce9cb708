//! The lobby as the server sends it to one visitor: their name, and the
//! open seeks they may accept or cancel.

use engine::{Level, Variant};
use play::{DisplayName, RoomToken, SeekId, SeekSettings, Speed, Terms};
use serde::{Deserialize, Serialize};

/// The lobby as one visitor sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    /// The visitor's name, once chosen.
    pub name: Option<DisplayName>,
    /// Every open seek, oldest first.
    pub seeks: Vec<SeekLine>,
    /// The room of the game the seek the visitor waits on started, once
    /// another player accepted it.
    pub accepted: Option<RoomToken>,
    /// After a while with nobody, the computer level nearest the waiting
    /// visitor's rating, offered instead (the seek stays open).
    pub computer: Option<Level>,
}

impl LobbyView {
    /// The newest of the visitor's own open seeks: the one the page waits
    /// on.
    pub fn waiting_on(&self) -> Option<&SeekId> {
        self.seeks
            .iter()
            .rev()
            .find(|seek| seek.mine)
            .map(|seek| &seek.id)
    }
}

/// A public game in progress, as `/watch` lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WatchLine {
    /// Where it is watched.
    pub room: RoomToken,
    /// Each side's name, Player 1's first.
    pub names: [String; 2],
    /// Each side's rating, once they have one.
    pub ratings: [Option<i32>; 2],
    /// Its speed and whether it is rated.
    pub terms: Terms,
    /// Stones per pit and capture rule.
    pub variant: Variant,
    /// Moves played so far.
    pub moves: u32,
}

impl WatchLine {
    /// "Ada (1742) vs Bo Diddley (new)".
    pub fn players_words(&self) -> String {
        let side = |index: usize| match self.ratings[index] {
            Some(rating) => format!("{} ({rating})", self.names[index]),
            None => format!("{} (new)", self.names[index]),
        };
        format!("{} vs {}", side(0), side(1))
    }

    /// "4 stones, 5+3, rated, move 12".
    pub fn game_words(&self) -> String {
        format!(
            "{} stones{}, {}, {}, move {}",
            self.variant.stones(),
            if self.variant.empty_capture() {
                " with empty capture"
            } else {
                ""
            },
            self.terms.speed,
            if self.terms.rated { "rated" } else { "casual" },
            self.moves + 1
        )
    }
}

/// One open seek, as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeekLine {
    /// The seek, as its Accept and Cancel forms name it.
    pub id: SeekId,
    /// Its player's name.
    pub name: Option<DisplayName>,
    /// Their rating in the seek's speed class, and whether it is still
    /// provisional; `None` before their first rated game there.
    pub rating: Option<(i32, bool)>,
    /// What it offers.
    pub settings: SeekSettings,
    /// Whether it is the visitor's own.
    pub mine: bool,
}

/// A player's name as pages show it, with a stand-in for one who chose
/// none.
pub fn shown_name(name: Option<&DisplayName>) -> String {
    name.map_or_else(|| "A player".to_string(), ToString::to_string)
}

/// A speed in words: "5+3: 5 minutes, plus 3 seconds a move", "3 days
/// per move".
pub fn speed_words(speed: Speed) -> String {
    match speed {
        Speed::Live(clock) => format!(
            "{speed}: {} minutes, plus {} seconds a move",
            clock.minutes(),
            clock.increment().as_secs()
        ),
        Speed::Correspondence { days: 1 } => "1 day per move".to_string(),
        Speed::Correspondence { days } => format!("{days} days per move"),
    }
}

/// A moment (Unix milliseconds) as a deadline is written: "Fri 11 Dec
/// 2026, 14:05 UTC".
///
/// ```
/// assert_eq!(app::lobby::date_words(1_796_998_500_000), "Fri 11 Dec 2026, 14:15 UTC");
/// ```
pub fn date_words(unix_ms: i64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let minutes = unix_ms.div_euclid(60_000);
    let days = minutes.div_euclid(1440);
    let (hour, minute) = (minutes.rem_euclid(1440) / 60, minutes.rem_euclid(60));
    let (year, month, day) = civil_date(days);
    format!(
        "{} {day} {} {year}, {hour:02}:{minute:02} UTC",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(month - 1) as usize]
    )
}

/// A span of time left, to the minute: "2 days 3 hours", "5 hours 12
/// minutes", "40 minutes".
pub fn time_left_words(ms: u64) -> String {
    let minutes = ms / 60_000;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let unit = |count: u64, one: &str| match count {
        1 => format!("1 {one}"),
        count => format!("{count} {one}s"),
    };
    match (days, hours) {
        (0, 0) => unit(minutes, "minute"),
        (0, hours) => format!("{} {}", unit(hours, "hour"), unit(minutes, "minute")),
        (days, hours) => format!("{} {}", unit(days, "day"), unit(hours, "hour")),
    }
}

/// The Gregorian year, month (1–12) and day of the month `days` after
/// 1970-01-01 (Howard Hinnant's civil-from-days).
pub fn civil_date(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}
