//! `/oware/rules`: Oware's rules, each with a worked example drawn before
//! and after its move; a test plays every example.

use crate::components::diagram::Diagram;
use crate::i18n::use_words;
use crate::t;
use engine::Player;
use engine::oware::GrandSlam;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// A worked example: the board before, the moves played (Player 1's first
/// pit marked), a move refused on the way, and the board after.
pub struct Example {
    /// The position before, in the 15 numbers of `docs/oware.md`.
    pub before: &'static str,
    /// A pit the rules refuse here, if the example shows one.
    pub refused: Option<u8>,
    /// The pits sown, in turn.
    pub moves: &'static [u8],
    /// The position after them.
    pub after: &'static str,
    /// The grand slam rule the example is played under.
    pub grand_slam: GrandSlam,
}

const fn example(before: &'static str, moves: &'static [u8], after: &'static str) -> Example {
    Example {
        before,
        refused: None,
        moves,
        after,
        grand_slam: GrandSlam::CapturesNothing,
    }
}

/// The page's examples, in its order (the same as `docs/oware.md`).
pub const SOWING: Example = example(
    "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
    &[6],
    "4,4,4,4,4,0,0,5,5,5,5,4,4,0,2",
);
/// Twelve seeds and more skip the pit they came from.
pub const LAP: Example = example(
    "12,0,0,0,0,0,18,1,0,0,0,0,0,17,1",
    &[1],
    "0,2,1,1,1,1,18,2,1,1,1,1,1,17,2",
);
/// A capture that goes on backwards.
pub const CHAIN: Example = example(
    "0,0,0,4,0,0,14,2,1,0,5,0,0,22,1",
    &[4],
    "0,0,0,0,1,1,19,0,0,0,5,0,0,22,2",
);
/// A chain that stops at a pit that is not 2 or 3.
pub const CHAIN_STOPS: Example = example(
    "0,0,0,4,0,0,14,4,1,0,3,0,0,22,1",
    &[4],
    "0,0,0,0,1,1,16,5,0,0,3,0,0,22,2",
);
/// A grand slam that captures nothing, and the end it brings.
pub const GRAND_SLAM: Example = example(
    "0,0,0,0,0,2,20,1,2,0,0,0,0,23,1",
    &[6],
    "0,0,0,0,0,0,20,0,0,0,0,0,0,28",
);
/// A grand slam refused under the other option.
pub const GRAND_SLAM_FORBIDDEN: Example = Example {
    refused: Some(6),
    grand_slam: GrandSlam::ForbiddenUnlessOnly,
    ..example(
        "1,0,0,0,0,2,19,1,2,0,0,0,0,23,1",
        &[1],
        "0,1,0,0,0,2,19,1,2,0,0,0,0,23,2",
    )
};
/// A move that does not feed is refused.
pub const FEEDING: Example = Example {
    refused: Some(1),
    ..example(
        "1,0,0,0,3,0,22,0,0,0,0,0,0,22,1",
        &[5],
        "1,0,0,0,0,1,22,1,1,0,0,0,0,22,2",
    )
};
/// A position that comes round again ends the game.
pub const REPETITION: Example = example(
    "0,1,0,0,0,0,23,0,1,0,0,0,0,23,1",
    &[2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 1, 1],
    "0,0,0,0,0,0,24,0,0,0,0,0,0,24",
);

/// An example drawn: before (its first move's pit marked) and after.
#[component]
fn Worked(example: Example, before: String, after: String) -> impl IntoView {
    // The refused move first, if there is one: the text speaks of it first.
    let marked = example
        .refused
        .or(example.moves.first().copied())
        .map(|pit| (Player::One, pit));
    view! {
        <div class="worked-example" data-grand-slam=example.grand_slam.name()>
            <Diagram position=example.before marked=marked caption=before oware=true />
            <Diagram position=example.after caption=after oware=true />
        </div>
    }
}

/// `/oware/rules`.
#[component]
pub fn OwareRulesPage() -> impl IntoView {
    let words = use_words();
    view! {
        <Title text=t!(words, "oware-rules-title") />
        <Meta name="description" content=t!(words, "oware-rules-description") />
        <h1>{t!(words, "oware-rules-title")}</h1>
        <p class="lead">{t!(words, "oware-rules-lead")}</p>

        <h2>{t!(words, "oware-rules-board-heading")}</h2>
        <p>{t!(words, "oware-rules-board-text")}</p>
        <Diagram position="4,4,4,4,4,4,0,4,4,4,4,4,4,0,1" caption=t!(words, "oware-rules-board-caption") oware=true />

        <h2>{t!(words, "oware-rules-sowing-heading")}</h2>
        <p>{t!(words, "oware-rules-sowing-text")}</p>
        <Worked example=SOWING before=t!(words, "oware-rules-sowing-before") after=t!(words, "oware-rules-sowing-after") />

        <h2>{t!(words, "oware-rules-lap-heading")}</h2>
        <p>{t!(words, "oware-rules-lap-text")}</p>
        <Worked example=LAP before=t!(words, "oware-rules-lap-before") after=t!(words, "oware-rules-lap-after") />

        <h2>{t!(words, "oware-rules-capture-heading")}</h2>
        <p>{t!(words, "oware-rules-capture-text")}</p>
        <Worked example=CHAIN before=t!(words, "oware-rules-chain-before") after=t!(words, "oware-rules-chain-after") />
        <p>{t!(words, "oware-rules-chain-stops-text")}</p>
        <Worked example=CHAIN_STOPS before=t!(words, "oware-rules-chain-stops-before") after=t!(words, "oware-rules-chain-stops-after") />

        <h2>{t!(words, "oware-rules-feeding-heading")}</h2>
        <p>{t!(words, "oware-rules-feeding-text")}</p>
        <Worked example=FEEDING before=t!(words, "oware-rules-feeding-before") after=t!(words, "oware-rules-feeding-after") />

        <h2>{t!(words, "oware-rules-grand-slam-heading")}</h2>
        <p>{t!(words, "oware-rules-grand-slam-text")}</p>
        <Worked example=GRAND_SLAM before=t!(words, "oware-rules-grand-slam-before") after=t!(words, "oware-rules-grand-slam-after") />
        <p>{t!(words, "oware-rules-grand-slam-forbidden-text")}</p>
        <Worked example=GRAND_SLAM_FORBIDDEN before=t!(words, "oware-rules-grand-slam-forbidden-before") after=t!(words, "oware-rules-grand-slam-forbidden-after") />

        <h2>{t!(words, "oware-rules-end-heading")}</h2>
        <p>{t!(words, "oware-rules-end-text")}</p>

        <h2>{t!(words, "oware-rules-repetition-heading")}</h2>
        <p>{t!(words, "oware-rules-repetition-text")}</p>
        <Worked example=REPETITION before=t!(words, "oware-rules-repetition-before") after=t!(words, "oware-rules-repetition-after") />

        <h2>{t!(words, "oware-rules-options-heading")}</h2>
        <p>{t!(words, "oware-rules-options-text")}</p>
        <ul>
            <li>{t!(words, "oware-rules-option-grand-slam")}</li>
            <li>{t!(words, "oware-rules-option-cycles")}</li>
        </ul>
        <p>
            <a href=words.href("/")>{t!(words, "oware-rules-play-link")}</a>
            " · "
            <a href=words.href("/oware/strategy")>{t!(words, "oware-rules-strategy-link")}</a>
            " · "
            <a href=words.href("/oware/history")>{t!(words, "oware-rules-history-link")}</a>
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::oware::{Position, Rules};
    use engine::{Illegal, Pit, Ruleset, Sowing};

    #[test]
    fn every_worked_example_on_the_page_plays_as_drawn() {
        for example in [
            SOWING,
            LAP,
            CHAIN,
            CHAIN_STOPS,
            GRAND_SLAM,
            GRAND_SLAM_FORBIDDEN,
            FEEDING,
            REPETITION,
        ] {
            let rules = Ruleset::Oware(Rules {
                grand_slam: example.grand_slam,
                ..Rules::default()
            });
            let start: engine::Position = example.before.parse::<Position>().unwrap().into();
            if let Some(pit) = example.refused {
                let refused = rules.play(&start, &[], Pit::new(pit).unwrap());
                assert!(
                    matches!(
                        refused,
                        Err(Illegal::DoesNotFeed(_) | Illegal::GrandSlam(_))
                    ),
                    "{}: pit {pit} is refused, not {refused:?}",
                    example.before
                );
            }
            let mut sowings: Vec<Sowing> = Vec::new();
            for &pit in example.moves {
                let sowing = rules
                    .play(&start, &sowings, Pit::new(pit).unwrap())
                    .unwrap();
                sowings.push(sowing);
            }
            let after = sowings.last().unwrap().after;
            let drawn: engine::Position = example.after.parse::<Position>().unwrap().into();
            assert_eq!(after, drawn, "{}", example.before);
        }
    }
}
