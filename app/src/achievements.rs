//! The eight milestones a player can reach, once each per session.

use serde::{Deserialize, Serialize};

/// A milestone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Milestone {
    /// Sowed a pit for the first time.
    FirstSow,
    /// Ended a sowing in the store and moved again.
    ExtraTurn,
    /// Captured stones.
    Capture,
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
    /// All eight, in the order they are shown.
    pub const ALL: [Milestone; 8] = [
        Milestone::FirstSow,
        Milestone::ExtraTurn,
        Milestone::Capture,
        Milestone::Finished,
        Milestone::WinVsComputer,
        Milestone::FreshHardWin,
        Milestone::CleanWin,
        Milestone::ThreeLevels,
    ];

    /// The word stored for it.
    pub fn key(self) -> &'static str {
        match self {
            Milestone::FirstSow => "first-sow",
            Milestone::ExtraTurn => "extra-turn",
            Milestone::Capture => "capture",
            Milestone::Finished => "finished",
            Milestone::WinVsComputer => "win-vs-computer",
            Milestone::FreshHardWin => "fresh-hard-win",
            Milestone::CleanWin => "clean-win",
            Milestone::ThreeLevels => "three-levels",
        }
    }

    /// Reads a stored word.
    ///
    /// ```
    /// use app::achievements::Milestone;
    /// assert_eq!(Milestone::parse("capture"), Some(Milestone::Capture));
    /// assert_eq!(Milestone::parse("nope"), None);
    /// ```
    pub fn parse(key: &str) -> Option<Milestone> {
        Milestone::ALL
            .into_iter()
            .find(|milestone| milestone.key() == key)
    }

    /// Its name.
    pub fn title(self) -> &'static str {
        match self {
            Milestone::FirstSow => "First sow",
            Milestone::ExtraTurn => "Extra turn",
            Milestone::Capture => "First capture",
            Milestone::Finished => "Game finished",
            Milestone::WinVsComputer => "Beat the computer",
            Milestone::FreshHardWin => "Fresh win on Hard or Expert",
            Milestone::CleanWin => "Clean win",
            Milestone::ThreeLevels => "Three levels",
        }
    }

    /// How it is earned.
    pub fn description(self) -> &'static str {
        match self {
            Milestone::FirstSow => "Sow a pit for the first time.",
            Milestone::ExtraTurn => "End a sowing in your store to earn another turn.",
            Milestone::Capture => "Capture stones by ending in one of your empty pits.",
            Milestone::Finished => "Finish a game.",
            Milestone::WinVsComputer => "Win a game against the computer.",
            Milestone::FreshHardWin => "Win on Hard or Expert without Undo or Restart.",
            Milestone::CleanWin => "Win against the computer without Undo or Restart.",
            Milestone::ThreeLevels => "Win without Undo or Restart against three different levels.",
        }
    }
}
