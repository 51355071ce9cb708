//! What Expert proves, in words: where it plays perfectly by proof, and
//! where it searches instead. Made from `engine::expert_proves`, so the
//! words follow the engine.

use crate::i18n::Words;
use crate::t;
use engine::{Ruleset, Variant, expert_proves};
use play::{GameView, Setup};

/// "4-stone Kalah", "3-stone Kalah with the empty-capture rule".
pub fn variant_text(words: &Words, variant: Variant) -> String {
    let stones = variant.stones();
    if variant.empty_capture() {
        t!(words, "proof-variant-empty-capture", stones = stones)
    } else {
        t!(words, "proof-variant", stones = stones)
    }
}

/// Where Expert proves every move, and what it does elsewhere: said where
/// a game is chosen.
pub fn expert_scope_text(words: &Words) -> String {
    let proved = |empty_capture: bool| -> Vec<u8> {
        Variant::STONES
            .filter(|&stones| Variant::new(stones, empty_capture).is_ok_and(expert_proves))
            .collect()
    };
    let (standard, empty_capture) = (proved(false), proved(true));
    let either: Vec<u8> = standard
        .iter()
        .copied()
        .filter(|stones| empty_capture.contains(stones))
        .collect();
    let only = |stones: &[u8]| -> Vec<u8> {
        stones
            .iter()
            .copied()
            .filter(|stones| !either.contains(stones))
            .collect()
    };
    let (standard, empty_capture) = (only(&standard), only(&empty_capture));
    let places: Vec<String> = [
        (!either.is_empty()).then(|| {
            t!(
                words,
                "proof-scope-either",
                counts = counts_text(words, &either)
            )
        }),
        (!standard.is_empty()).then(|| {
            t!(
                words,
                "proof-scope-standard",
                counts = counts_text(words, &standard)
            )
        }),
        (!empty_capture.is_empty()).then(|| {
            t!(
                words,
                "proof-scope-empty-capture",
                counts = counts_text(words, &empty_capture)
            )
        }),
    ]
    .into_iter()
    .flatten()
    .collect();
    let places = places
        .into_iter()
        .reduce(|before, place| t!(words, "proof-scope-and", before = before, place = place))
        .unwrap_or_default();
    t!(words, "proof-scope", places = places)
}

/// Stone counts as words before "-stone": "4", "3- and 4", "3-, 4- and 5".
fn counts_text(words: &Words, stones: &[u8]) -> String {
    match stones.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest
                .iter()
                .map(|&count| t!(words, "proof-count", count = count))
                .collect();
            t!(words, "proof-counts", rest = rest.join(", "), last = *last)
        }
    }
}

/// For a game against Expert in a variant where it does not prove every
/// move: "Expert has not proved every move in 6-stone Kalah; it searches
/// deeply instead."
pub fn expert_caveat(words: &Words, setup: &Setup) -> Option<String> {
    if !setup.against_expert() {
        return None;
    }
    match setup.rules {
        Ruleset::Kalah(variant) if expert_proves(variant) => None,
        Ruleset::Kalah(variant) => Some(t!(
            words,
            "proof-caveat",
            variant = variant_text(words, variant)
        )),
        Ruleset::Oware(_) => Some(t!(words, "oware-proof-caveat")),
    }
}

/// The game and its options in a few words: "Oware", "6-stone Kalah".
pub fn ruleset_text(words: &Words, rules: Ruleset) -> String {
    match rules {
        Ruleset::Kalah(variant) => variant_text(words, variant),
        Ruleset::Oware(_) => t!(words, "game-oware"),
    }
}

/// What a game's page says about how far Expert's moves are proved, if
/// anything: the variant's caveat and whether Expert is still getting
/// ready (the server is still working out Expert's endgame database).
pub fn game_caveat(words: &Words, view: &GameView) -> Option<String> {
    let notes: Vec<String> = [
        expert_caveat(words, &view.setup),
        view.expert_preparing.then(|| t!(words, "proof-preparing")),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!notes.is_empty()).then(|| notes.join(" "))
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::{expert_caveat, expert_scope_text, variant_text};
    use crate::i18n::{Lang, Words};
    use engine::{Level, Player, Ruleset, Variant};
    use play::{Opponent, Setup};

    const ENGLISH: Words = Words::Site(Lang::En);

    #[test]
    fn variants_and_scope_read_as_before() {
        let six = Variant::new(6, false).unwrap();
        assert_eq!(variant_text(&ENGLISH, six), "6-stone Kalah");
        assert!(expert_scope_text(&ENGLISH).starts_with(
            "Expert proves every move it plays in 3- and 4-stone Kalah, under either capture rule."
        ));
    }

    #[test]
    fn only_unproved_variants_have_a_caveat() {
        let expert = Opponent::Computer {
            level: Level::Expert,
            seat: Player::One,
        };
        let six = Setup {
            opponent: expert,
            rules: Variant::new(6, false).unwrap().into(),
        };
        assert!(
            expert_caveat(&ENGLISH, &six)
                .unwrap()
                .contains("6-stone Kalah")
        );
        let four = Setup {
            opponent: expert,
            rules: Ruleset::default(),
        };
        assert_eq!(expert_caveat(&ENGLISH, &four), None);
    }
}
