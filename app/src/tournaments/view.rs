//! What the tournament pages know, as the server sends them to one
//! visitor: the arenas to come, under way and just over, and one arena's
//! standings with the visitor's own place and game.

use crate::i18n::Words;
use crate::t;
use play::{
    ArenaId, ArenaName, ArenaResult, Every, GameId, Phase, RoomToken, Scheduled, SheetGame, Speed,
    TimeControl,
};
use serde::{Deserialize, Serialize};

/// An arena's name as pages show it: the one its holder chose, or for
/// one of the site's own, made in the reader's language from its clock and
/// how often it comes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArenaTitle {
    /// Chosen by the player who holds it.
    Named(ArenaName),
    /// The site's, every hour, at this clock.
    Hourly(TimeControl),
    /// The site's, every day, at this clock.
    Daily(TimeControl),
}

impl ArenaTitle {
    /// The title of an arena named `name`, held by `schedule` if it is one
    /// of the site's own.
    pub fn of(name: &ArenaName, schedule: Option<&Scheduled>) -> ArenaTitle {
        match schedule {
            None => ArenaTitle::Named(name.clone()),
            Some(scheduled) => match scheduled.every {
                Every::Hour { .. } => ArenaTitle::Hourly(scheduled.clock),
                Every::Day { .. } => ArenaTitle::Daily(scheduled.clock),
            },
        }
    }

    /// The name in `words`' language.
    pub fn said(&self, words: &Words) -> String {
        match self {
            ArenaTitle::Named(name) => name.to_string(),
            ArenaTitle::Hourly(clock) => {
                t!(
                    words,
                    "tournament-name-hourly",
                    clock = Speed::Live(*clock).to_string()
                )
            }
            ArenaTitle::Daily(clock) => {
                t!(
                    words,
                    "tournament-name-daily",
                    clock = Speed::Live(*clock).to_string()
                )
            }
        }
    }
}

/// An arena as a list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaLine {
    /// Its identifier, as in its address.
    pub id: ArenaId,
    /// Its name.
    pub name: ArenaTitle,
    /// Each game's clock.
    pub clock: TimeControl,
    /// The game its games are of, and its options.
    pub rules: engine::Ruleset,
    /// When it starts (Unix seconds).
    pub starts_at: i64,
    /// How long it lasts.
    pub minutes: u32,
    /// Whether its games move ratings.
    pub rated: bool,
    /// Where it is in time.
    pub phase: Phase,
    /// How many joined.
    pub players: u32,
}

impl ArenaLine {
    /// The title as lists and its page say it: an Oware arena's names
    /// its game.
    pub fn title(&self, words: &Words) -> String {
        let title = self.name.said(words);
        match self.rules {
            engine::Ruleset::Kalah(_) => title,
            engine::Ruleset::Oware(_) => format!("{title} · {}", t!(words, "game-oware")),
        }
    }

    /// The clock as the lobby writes it: "3+2".
    pub fn clock_text(&self) -> String {
        Speed::Live(self.clock).to_string()
    }

    /// When it ends (Unix seconds).
    pub fn ends_at(&self) -> i64 {
        self.starts_at + i64::from(self.minutes) * 60
    }
}

/// How many arenas that have not ended a page of `/tournaments` lists.
pub const ARENAS_PER_PAGE: usize = 20;

/// `/tournaments` for one visitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentsView {
    /// A page of those under way and to come, the site's own first, then
    /// soonest first; then those just over, newest first.
    pub arenas: Vec<ArenaLine>,
    /// Which page of those not ended this is (from 1), and how many there are.
    pub page: usize,
    /// How many pages the arenas that have not ended fill.
    pub pages: usize,
    /// Whether the visitor chose a name (needed to play and to create).
    pub named: bool,
    /// The server's time (Unix seconds).
    pub now: i64,
    /// The lengths, in minutes, a new arena may have.
    pub lengths: Vec<u32>,
}

/// How many players a page of standings lists.
pub const STANDINGS_PER_PAGE: usize = 20;

/// The page of `lines` to show (from 1) and how many pages there are:
/// the page `asked` for if there is one, else the visitor's own, else the
/// first.
///
/// ```
/// use app::tournaments::view::standings_page;
/// assert_eq!(standings_page(&[], Some(3)), (1, 1));
/// ```
pub fn standings_page(lines: &[StandingLine], asked: Option<usize>) -> (usize, usize) {
    let pages = lines.len().div_ceil(STANDINGS_PER_PAGE).max(1);
    let own = lines
        .iter()
        .position(|line| line.you)
        .map(|at| at / STANDINGS_PER_PAGE + 1);
    let page = asked
        .filter(|page| (1..=pages).contains(page))
        .or(own)
        .unwrap_or(1);
    (page, pages)
}

/// One line of an arena's standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    /// 1 for the first.
    pub rank: u32,
    /// The name they show.
    pub name: String,
    /// Their live rating.
    pub rating: i32,
    /// Their points.
    pub score: u32,
    /// Their games, oldest first.
    pub games: Vec<SheetGame>,
    /// Whether their next game counts double.
    pub on_streak: bool,
    /// Whether they left the arena.
    pub withdrawn: bool,
    /// Whether this is the visitor.
    pub you: bool,
}

/// `/tournament/:id` for one visitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaView {
    /// The arena.
    pub arena: ArenaLine,
    /// The server's time (Unix seconds).
    pub now: i64,
    /// Everyone, best first.
    pub standings: Vec<StandingLine>,
    /// How many of its games are still being played: once it is over,
    /// its standings are final when none is.
    pub still_played: usize,
    /// `Some(true)` while the visitor plays in it, `Some(false)` once they
    /// withdrew, `None` if they never joined.
    pub joined: Option<bool>,
    /// Whether the visitor chose a name.
    pub named: bool,
    /// Where the visitor's game in it is played now: its room, or the
    /// game's page against the house bot.
    pub your_game: Option<String>,
    /// Its games, newest first.
    pub games: Vec<ArenaGameLine>,
}

/// One game of an arena.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaGameLine {
    /// The game, for its replay and analysis.
    pub game: GameId,
    /// The room it is played (and watched) in.
    pub room: Option<RoomToken>,
    /// Player 1's and Player 2's names; `None` is the house bot.
    pub names: [Option<String>; 2],
    /// How it ended for Player 1, once it did.
    pub result_1: Option<ArenaResult>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standings(players: u32, you: Option<u32>) -> Vec<StandingLine> {
        (1..=players)
            .map(|rank| StandingLine {
                rank,
                name: format!("Player {rank}"),
                rating: 1500,
                score: 0,
                games: Vec::new(),
                on_streak: false,
                withdrawn: false,
                you: Some(rank) == you,
            })
            .collect()
    }

    #[test]
    fn a_page_is_the_one_asked_for_else_the_visitors_own_else_the_first() {
        let lines = standings(45, Some(23));
        assert_eq!(standings_page(&lines, None), (2, 3), "the visitor's");
        assert_eq!(standings_page(&lines, Some(3)), (3, 3));
        assert_eq!(standings_page(&lines, Some(4)), (2, 3), "no such page");
        assert_eq!(standings_page(&lines, Some(0)), (2, 3));
        assert_eq!(standings_page(&standings(20, None), None), (1, 1));
        assert_eq!(standings_page(&standings(21, None), None), (1, 2));
    }
}
