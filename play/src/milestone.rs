//! The ten milestones a player can reach, once each, and which an
//! action reaches.

use crate::{FirstResult, Opponent, Setup};
use engine::{Level, Sowing};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A milestone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Milestone {
    /// Sowed a pit for the first time.
    FirstSow,
    /// Ended a sowing in the store and moved again.
    ExtraTurn,
    /// Captured stones (in Kalah).
    Capture,
    /// Captured seeds in Oware: a last seed that makes an opponent's pit
    /// hold 2 or 3.
    OwareCapture,
    /// Captured from three or more pits with one Oware move.
    ChainCapture,
    /// Finished a game (its first result).
    Finished,
    /// Won against the computer (an attempt's first result).
    WinVsComputer,
    /// Won on Hard or Expert without Undo or Restart.
    FreshHardWin,
    /// Won against the computer without Undo or Restart.
    CleanWin,
    /// Won without Undo or Restart at three different levels.
    ThreeLevels,
}

impl Milestone {
    /// All ten, in the order they are shown.
    pub const ALL: [Milestone; 10] = [
        Milestone::FirstSow,
        Milestone::ExtraTurn,
        Milestone::Capture,
        Milestone::OwareCapture,
        Milestone::ChainCapture,
        Milestone::Finished,
        Milestone::WinVsComputer,
        Milestone::FreshHardWin,
        Milestone::CleanWin,
        Milestone::ThreeLevels,
    ];

    fn word(self) -> &'static str {
        match self {
            Milestone::FirstSow => "first-sow",
            Milestone::ExtraTurn => "extra-turn",
            Milestone::Capture => "capture",
            Milestone::OwareCapture => "oware-capture",
            Milestone::ChainCapture => "chain-capture",
            Milestone::Finished => "finished",
            Milestone::WinVsComputer => "win-vs-computer",
            Milestone::FreshHardWin => "fresh-hard-win",
            Milestone::CleanWin => "clean-win",
            Milestone::ThreeLevels => "three-levels",
        }
    }
}

/// The word stored for a milestone: `first-sow`, `capture`, …
impl fmt::Display for Milestone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A stored word that names no milestone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownMilestone;

impl FromStr for Milestone {
    type Err = UnknownMilestone;

    /// ```
    /// use play::Milestone;
    /// assert_eq!("capture".parse(), Ok(Milestone::Capture));
    /// assert!("nope".parse::<Milestone>().is_err());
    /// ```
    fn from_str(word: &str) -> Result<Milestone, UnknownMilestone> {
        Milestone::ALL
            .into_iter()
            .find(|milestone| milestone.word() == word)
            .ok_or(UnknownMilestone)
    }
}

/// The milestones the person who acted reached: with their own sowing
/// (`sowed`), the first sow, an extra turn and a capture; with the
/// attempt's first result (`newly`, reached by this action), a finished
/// game and the wins. `fresh_win_levels` is how many levels the person has
/// beaten with a fresh first result, this game included.
pub fn milestones_reached(
    setup: &Setup,
    sowed: Option<&Sowing>,
    newly: Option<FirstResult>,
    fresh_win_levels: usize,
) -> Vec<Milestone> {
    let mut reached = Vec::new();
    if let Some(sowing) = sowed {
        reached.push(Milestone::FirstSow);
        if sowing.extra_turn {
            reached.push(Milestone::ExtraTurn);
        }
        // A grand slam takes nothing: no capture, in either milestone.
        match &sowing.oware {
            None if sowing.captured() > 0 => reached.push(Milestone::Capture),
            Some(oware) if !oware.captures.is_empty() => {
                reached.push(Milestone::OwareCapture);
                if oware.captures.len() >= 3 {
                    reached.push(Milestone::ChainCapture);
                }
            }
            _ => {}
        }
    }
    if let Some(result) = newly {
        reached.push(Milestone::Finished);
        if let Opponent::Computer { level, seat } = setup.opponent
            && result.winner == Some(seat)
        {
            reached.push(Milestone::WinVsComputer);
            if result.fresh {
                reached.push(Milestone::CleanWin);
                if matches!(level, Level::Hard | Level::Expert) {
                    reached.push(Milestone::FreshHardWin);
                }
                if fresh_win_levels >= 3 {
                    reached.push(Milestone::ThreeLevels);
                }
            }
        }
    }
    reached
}
