//! The search against plain minimax, and the levels against each other.

use engine::{Level, Position, Rng, Searcher, Variant, choose_move, play_match};
use proptest::prelude::*;

mod common;
use common::{minimax, minimax_after};

/// A running endgame: a few stones spread over the pits, the rest in the stores.
fn endgames() -> impl Strategy<Value = (Variant, Position)> {
    (
        any::<bool>(),
        prop::collection::vec(0usize..12, 2..13),
        0u8..=48,
        any::<bool>(),
    )
        .prop_filter_map(
            "both sides need stones",
            |(empty_capture, spots, store_share, second)| {
                common::endgame(empty_capture, &spots, store_share, second)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn unlimited_search_equals_minimax((variant, position) in endgames()) {
        let mut searcher = Searcher::new(variant.empty_capture(), 12);
        let result = searcher.deepen(&position, 200, u64::MAX).unwrap();
        prop_assert!(result.exact);
        prop_assert_eq!(result.value, minimax(&position, variant));
        let best_value = minimax_after(&position, result.best, variant);
        prop_assert_eq!(best_value, result.value, "the move found must reach the value");
    }
}

#[test]
fn players_are_deterministic_for_a_seed() {
    let variant = Variant::default();
    let position: Position = "2,0,1,3,0,1,16,1,2,0,3,1,0,18,1".parse().unwrap();
    for level in Level::ALL {
        let first = choose_move(&position, variant, level, &mut Rng::new(9)).unwrap();
        let again = choose_move(&position, variant, level, &mut Rng::new(9)).unwrap();
        assert_eq!(first, again, "{level}");
    }
}

#[test]
fn hard_takes_a_winning_capture() {
    // Player 1's pit 1 lands in empty pit 2 and takes P2's 20-stone pit 5.
    let position: Position = "1,0,0,0,3,0,10,1,1,1,1,20,1,9,1".parse().unwrap();
    let decision =
        choose_move(&position, Variant::default(), Level::Hard, &mut Rng::new(0)).unwrap();
    assert_eq!(decision.pit.number(), 1);
}

#[test]
fn medium_beats_easy() {
    let report = play_match(Level::Medium, Level::Easy, 20, 11, Variant::default());
    assert!(report.a_wins >= 14, "{report:?}");
}

#[test]
fn easy_usually_takes_an_extra_turn() {
    let start = Position::start(Variant::default());
    let mut rng = Rng::new(1);
    let threes = (0..100)
        .filter(|_| {
            choose_move(&start, Variant::default(), Level::Easy, &mut rng)
                .unwrap()
                .pit
                .number()
                == 3
        })
        .count();
    assert!(
        (55..=95).contains(&threes),
        "pit 3 chosen {threes} times of 100"
    );
}
