//! The ten milestones in words.

use crate::i18n::Words;
use crate::t;
use play::Milestone;

/// A milestone's name.
pub fn title(words: &Words, milestone: Milestone) -> String {
    match milestone {
        Milestone::FirstSow => t!(words, "achievement-first-sow"),
        Milestone::ExtraTurn => t!(words, "achievement-extra-turn"),
        Milestone::Capture => t!(words, "achievement-capture"),
        Milestone::OwareCapture => t!(words, "achievement-oware-capture"),
        Milestone::ChainCapture => t!(words, "achievement-chain-capture"),
        Milestone::Finished => t!(words, "achievement-finished"),
        Milestone::WinVsComputer => t!(words, "achievement-win-vs-computer"),
        Milestone::FreshHardWin => t!(words, "achievement-fresh-hard-win"),
        Milestone::CleanWin => t!(words, "achievement-clean-win"),
        Milestone::ThreeLevels => t!(words, "achievement-three-levels"),
    }
}

/// How a milestone is earned.
pub fn description(words: &Words, milestone: Milestone) -> String {
    match milestone {
        Milestone::FirstSow => t!(words, "achievement-first-sow-how"),
        Milestone::ExtraTurn => t!(words, "achievement-extra-turn-how"),
        Milestone::Capture => t!(words, "achievement-capture-how"),
        Milestone::OwareCapture => t!(words, "achievement-oware-capture-how"),
        Milestone::ChainCapture => t!(words, "achievement-chain-capture-how"),
        Milestone::Finished => t!(words, "achievement-finished-how"),
        Milestone::WinVsComputer => t!(words, "achievement-win-vs-computer-how"),
        Milestone::FreshHardWin => t!(words, "achievement-fresh-hard-win-how"),
        Milestone::CleanWin => t!(words, "achievement-clean-win-how"),
        Milestone::ThreeLevels => t!(words, "achievement-three-levels-how"),
    }
}
