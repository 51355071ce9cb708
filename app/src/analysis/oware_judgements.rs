//! Oware's judgements in words: what a move was worth as the endgame
//! database proves it (`oware-study.ftl`).

use crate::game::view::SideNames;
use crate::i18n::Words;
use crate::t;
use engine::oware::Worth;
use play::{JudgedMove, OwareJudgement, OwareVerdict};

/// "Move 5: You sowed pit 2, worth +1; gave away 2 seeds (best: pit 5,
/// +3)." or, above the database, "… Not proved: …".
pub fn oware_judged_text(words: &Words, judged: &JudgedMove, setup: &impl SideNames) -> String {
    let side = setup.side(judged.player);
    let (who, name, number, pit) = (
        side.who(),
        side.name(words),
        judged.number,
        judged.pit.number(),
    );
    match &judged.oware {
        Some(judgement) => t!(
            words,
            "judged",
            number = number,
            who = who,
            name = name,
            pit = pit,
            judgement = oware_judgement_text(words, judgement)
        ),
        None => t!(
            words,
            "oware-judged-unproved",
            number = number,
            who = who,
            name = name,
            pit = pit
        ),
    }
}

/// "worth +1; gave away 2 seeds (best: pit 5, +3)."
pub fn oware_judgement_text(words: &Words, judgement: &OwareJudgement) -> String {
    let verdict = match judgement.verdict() {
        OwareVerdict::Exact { lost: 0, played } => match played {
            value if value > 0 => t!(words, "verdict-kept-win"),
            0 => t!(words, "verdict-kept-draw"),
            _ => t!(words, "verdict-best"),
        },
        OwareVerdict::Exact { lost, .. } => t!(words, "oware-verdict-lost", count = lost),
        OwareVerdict::Lost { at_least } => {
            t!(words, "oware-verdict-lost-at-least", count = at_least)
        }
        OwareVerdict::DependsOnCycles => t!(words, "oware-verdict-depends"),
    };
    t!(
        words,
        "oware-judgement",
        worth = worth_text(words, judgement.played),
        verdict = verdict,
        best_pit = judgement.best_pit.number(),
        best = worth_text(words, judgement.best_pit_worth)
    )
}

/// "+3", or "between -1 and +3" where the cycle rule decides.
pub fn worth_text(words: &Words, worth: Worth) -> String {
    match worth.exact() {
        Some(value) => format!("{value:+}"),
        None => t!(
            words,
            "oware-worth-between",
            least = format!("{:+}", worth.least),
            greatest = format!("{:+}", worth.greatest)
        ),
    }
}
