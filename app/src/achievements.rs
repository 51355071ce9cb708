//! The eight milestones in words.

use play::Milestone;

/// A milestone's name.
pub fn title(milestone: Milestone) -> &'static str {
    match milestone {
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

/// How a milestone is earned.
pub fn description(milestone: Milestone) -> &'static str {
    match milestone {
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
