//! Judgements in words: what a move was worth under perfect play, as the
//! analysis pages, the replay and the puzzles say it (`board.ftl`).

use crate::game::view::SideNames;
use crate::i18n::Words;
use crate::t;
use play::{JudgedMove, Judgement};

/// In words: "Move 5: pit 2 lost 4 stones (best: pit 5, +2)." `solving`
/// says whether a move not judged yet is being solved.
pub fn judged_text(
    words: &Words,
    judged: &JudgedMove,
    setup: &impl SideNames,
    solving: bool,
) -> String {
    let side = setup.side(judged.player);
    let (who, name, number, pit) = (
        side.who(),
        side.name(words),
        judged.number,
        judged.pit.number(),
    );
    match &judged.judgement {
        Some(judgement) => t!(
            words,
            "judged",
            number = number,
            who = who,
            name = name,
            pit = pit,
            judgement = judgement_text(words, judgement)
        ),
        None if solving => {
            t!(
                words,
                "judged-solving",
                number = number,
                who = who,
                name = name,
                pit = pit
            )
        }
        None => t!(
            words,
            "judged-unsolved",
            number = number,
            who = who,
            name = name,
            pit = pit
        ),
    }
}

/// A judged move's value and verdict: "value -2; lost 4 stones (best: pit
/// 5, +2)."
pub fn judgement_text(words: &Words, judgement: &Judgement) -> String {
    let lost = judgement.best - judgement.played;
    let verdict = if lost == 0 {
        match judgement.played {
            value if value > 0 => t!(words, "verdict-kept-win"),
            0 => t!(words, "verdict-kept-draw"),
            _ => t!(words, "verdict-best"),
        }
    } else {
        t!(words, "verdict-lost", count = lost)
    };
    t!(
        words,
        "judgement",
        value = format!("{:+}", judgement.played),
        verdict = verdict,
        best_pit = judgement.best_pit.number(),
        best = format!("{:+}", judgement.best)
    )
}

/// An exact value as what it means for the player to move: "wins by 8",
/// "draws", "loses by 2".
pub fn outcome_text(words: &Words, value: i32) -> String {
    match value {
        0 => t!(words, "outcome-draws"),
        value if value > 0 => t!(words, "outcome-wins", count = value),
        value => t!(words, "outcome-loses", count = -value),
    }
}
