//! The lobby as the server sends it to one visitor: their name, and the
//! open seeks they may accept or cancel.

use crate::i18n::Words;
use crate::t;
use engine::{Level, Ruleset};
use play::{DisplayName, RoomToken, SeekId, SeekSettings, Speed, Terms};
use serde::{Deserialize, Serialize};

/// How many of other players' seeks the lobby lists at most: a page that
/// a flood of seeks cannot make unreadable.
pub const SEEKS_SHOWN: usize = 40;

/// The lobby as one visitor sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    /// The visitor's name, once chosen.
    pub name: Option<DisplayName>,
    /// The visitor's open seeks and the oldest [`SEEKS_SHOWN`] of the
    /// others, oldest first.
    pub seeks: Vec<SeekLine>,
    /// How many more seeks are open than the list shows.
    pub more: usize,
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
    /// Each side's name, Player 1's first, if they chose one.
    pub names: [Option<DisplayName>; 2],
    /// Each side's rating, once they have one.
    pub ratings: [Option<i32>; 2],
    /// Its speed and whether it is rated.
    pub terms: Terms,
    /// The game and its options.
    pub rules: Ruleset,
    /// Moves played so far.
    pub moves: u32,
}

impl WatchLine {
    /// "Ada (1742) vs Bo Diddley (new)".
    pub fn players_words(&self, words: &Words) -> String {
        let side = |index: usize| {
            let name = shown_name_text(words, self.names[index].as_ref());
            match self.ratings[index] {
                Some(rating) => t!(
                    words,
                    "watch-side",
                    name = name,
                    rating = rating.to_string()
                ),
                None => t!(words, "watch-side-new", name = name),
            }
        };
        t!(words, "watch-players", one = side(0), two = side(1))
    }

    /// "4 stones, 5+3, rated, move 12", "4 stones, 3d, casual, move 1".
    pub fn game_words(&self, words: &Words) -> String {
        let speed = match self.terms.speed {
            Speed::Live(_) => self.terms.speed.to_string(),
            Speed::Correspondence { days } => t!(words, "watch-days", days = days),
        };
        let (mode, number) = (rated_or_casual(self.terms.rated), self.moves + 1);
        match self.rules {
            Ruleset::Kalah(variant) if variant.empty_capture() => t!(
                words,
                "watch-game-empty-capture",
                stones = variant.stones(),
                speed = speed,
                mode = mode,
                number = number
            ),
            Ruleset::Kalah(variant) => t!(
                words,
                "watch-game",
                stones = variant.stones(),
                speed = speed,
                mode = mode,
                number = number
            ),
            Ruleset::Oware(_) => t!(
                words,
                "watch-game-oware",
                speed = speed,
                mode = mode,
                number = number
            ),
        }
    }
}

/// The `$mode` of the messages that say whether a game is rated.
pub fn rated_or_casual(rated: bool) -> &'static str {
    if rated { "rated" } else { "casual" }
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
pub fn shown_name_text(words: &Words, name: Option<&DisplayName>) -> String {
    name.map_or_else(|| t!(words, "lobby-anonymous"), ToString::to_string)
}

/// A speed in words: "5+3: 5 minutes, plus 3 seconds a move", "3 days
/// per move".
pub fn speed_text(words: &Words, speed: Speed) -> String {
    match speed {
        Speed::Live(clock) => t!(
            words,
            "lobby-speed-live",
            speed = speed.to_string(),
            minutes = clock.minutes(),
            seconds = clock.increment().as_secs()
        ),
        Speed::Correspondence { days } => t!(words, "lobby-speed-days", days = days),
    }
}

/// A moment (Unix milliseconds) as a deadline is written: "Fri 11 Dec
/// 2026, 14:05 UTC".
///
/// ```
/// use app::i18n::{Lang, Words};
/// assert_eq!(
///     app::lobby::view::date_text(&Words::Site(Lang::En), 1_796_998_500_000),
///     "Fri 11 Dec 2026, 14:15 UTC"
/// );
/// ```
pub fn date_text(words: &Words, unix_ms: i64) -> String {
    let minutes = unix_ms.div_euclid(60_000);
    let days = minutes.div_euclid(1440);
    let (hour, minute) = (minutes.rem_euclid(1440) / 60, minutes.rem_euclid(60));
    let (year, month, day) = civil_date(days);
    // 1970-01-01 was a Thursday.
    let weekday = match days.rem_euclid(7) {
        0 => t!(words, "lobby-thursday"),
        1 => t!(words, "lobby-friday"),
        2 => t!(words, "lobby-saturday"),
        3 => t!(words, "lobby-sunday"),
        4 => t!(words, "lobby-monday"),
        5 => t!(words, "lobby-tuesday"),
        _ => t!(words, "lobby-wednesday"),
    };
    let month = match month {
        1 => t!(words, "lobby-january"),
        2 => t!(words, "lobby-february"),
        3 => t!(words, "lobby-march"),
        4 => t!(words, "lobby-april"),
        5 => t!(words, "lobby-may"),
        6 => t!(words, "lobby-june"),
        7 => t!(words, "lobby-july"),
        8 => t!(words, "lobby-august"),
        9 => t!(words, "lobby-september"),
        10 => t!(words, "lobby-october"),
        11 => t!(words, "lobby-november"),
        _ => t!(words, "lobby-december"),
    };
    // Digits as they are: Fluent would format numbers by the language.
    t!(
        words,
        "lobby-date",
        weekday = weekday,
        day = day.to_string(),
        month = month,
        year = year.to_string(),
        hour = format!("{hour:02}"),
        minute = format!("{minute:02}")
    )
}

/// A span of time left, to the minute: "2 days 3 hours", "5 hours 12
/// minutes", "40 minutes".
pub fn time_left_text(words: &Words, ms: u64) -> String {
    let minutes = ms / 60_000;
    match (minutes / 1440, minutes / 60 % 24, minutes % 60) {
        (0, 0, minutes) => t!(words, "lobby-left-minutes", minutes = minutes),
        (0, hours, minutes) => t!(words, "lobby-left-hours", hours = hours, minutes = minutes),
        (days, hours, _) => t!(words, "lobby-left-days", days = days, hours = hours),
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
