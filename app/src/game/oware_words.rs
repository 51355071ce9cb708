//! What an Oware move did, in words: the seeds sown, each pit captured in
//! turn, a grand slam that took nothing, and the end and why.

use crate::game::sides::{SideNames, place_text};
use crate::i18n::Words;
use crate::t;
use engine::oware::{Capture, End};
use engine::{OwareMove, Player, Sowing};

/// "You sowed pit 5 (4 seeds), the last in Computer's pit 3: captured 3
/// seeds from pit 3 and 2 from pit 2." with the end, if the move ended the
/// game, and why.
pub fn describe_oware_move(
    words: &Words,
    setup: &impl SideNames,
    sowing: &Sowing,
    oware: &OwareMove,
) -> String {
    let mover = setup.side(sowing.player);
    let (who, name, pit) = (mover.who(), mover.name(words), sowing.pit.number());
    let count = sowing.drops.len();
    let place = sowing
        .drops
        .last()
        .map(|&last| place_text(words, setup, last))
        .unwrap_or_default();
    let mut text = t!(
        words,
        "oware-move",
        who = who,
        name = name,
        pit = pit,
        count = count,
        place = place
    );
    if !oware.captures.is_empty() {
        text.push(' ');
        text.push_str(&t!(
            words,
            "oware-captured",
            captures = captures_text(words, &oware.captures)
        ));
    } else if oware.grand_slam {
        let robbed = setup.side(sowing.player.other());
        text.push(' ');
        text.push_str(&t!(
            words,
            "oware-grand-slam",
            owner = robbed.who(),
            owner_name = robbed.name(words)
        ));
    }
    if let Some(end) = oware.end {
        text.push(' ');
        text.push_str(&end_text(words, setup, end, sowing));
    }
    text
}

/// "3 seeds from pit 4 and 2 from pit 3", in the order taken.
fn captures_text(words: &Words, captures: &[Capture]) -> String {
    let parts: Vec<String> = captures
        .iter()
        .enumerate()
        .map(|(taken, capture)| {
            let (count, pit) = (capture.seeds, capture.pit.number());
            // The first names the seeds; the rest say only how many.
            if taken == 0 {
                t!(words, "oware-capture-first", count = count, pit = pit)
            } else {
                t!(words, "oware-capture-next", count = count, pit = pit)
            }
        })
        .collect();
    list_text(words, &parts)
}

/// "a, b and c" in the reader's language; empty for none.
fn list_text(words: &Words, parts: &[String]) -> String {
    match parts.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((last, rest)) => t!(
            words,
            "oware-list",
            rest = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// Why the game ended and where the seeds left went.
fn end_text(words: &Words, setup: &impl SideNames, end: End, sowing: &Sowing) -> String {
    let why = match end {
        End::MoreThanHalf(player) => {
            let side = setup.side(player);
            t!(
                words,
                "oware-end-more-than-half",
                who = side.who(),
                name = side.name(words)
            )
        }
        End::NoMove(player) => {
            let (stuck, hungry) = (setup.side(player), setup.side(player.other()));
            t!(
                words,
                "oware-end-no-move",
                who = stuck.who(),
                name = stuck.name(words),
                owner = hungry.who(),
                owner_name = hungry.name(words)
            )
        }
        End::Repetition => t!(words, "oware-end-repetition"),
    };
    let takes: Vec<String> = Player::BOTH
        .into_iter()
        .zip(sowing.end.map_or([0, 0], |end| end.swept))
        .filter(|&(_, seeds)| seeds > 0)
        .map(|(player, seeds)| {
            let side = setup.side(player);
            t!(
                words,
                "oware-takes",
                who = side.who(),
                name = side.name(words),
                count = seeds
            )
        })
        .collect();
    if takes.is_empty() {
        return why;
    }
    let takes = list_text(words, &takes);
    format!("{why} {}", t!(words, "oware-seeds-left", takes = takes))
}
