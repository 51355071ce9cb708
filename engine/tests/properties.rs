//! Properties that hold in every variant and every reachable position.

use engine::{Location, Pit, Player, Position, Rng, Variant};
use proptest::prelude::*;

mod common;

fn variants() -> impl Strategy<Value = Variant> {
    (3u8..=6, any::<bool>())
        .prop_map(|(stones, empty_capture)| Variant::new(stones, empty_capture).unwrap())
}

/// A position reached by random legal moves from the start.
fn reachable() -> impl Strategy<Value = (Variant, Position)> {
    (variants(), any::<u64>(), 0usize..80).prop_map(|(variant, seed, plies)| {
        let mut rng = Rng::new(seed);
        let mut position = Position::start(variant);
        for _ in 0..plies {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position = position.play(rng.pick(&moves), variant).unwrap().after;
        }
        (variant, position)
    })
}

/// Any running position with the right stone total, reachable or not.
fn arbitrary_running() -> impl Strategy<Value = (Variant, Position)> {
    variants()
        .prop_flat_map(|variant| {
            let stones = prop::collection::vec(0usize..14, variant.total_stones() as usize);
            (Just(variant), stones, any::<bool>())
        })
        .prop_filter_map("both sides need stones", |(variant, spots, second)| {
            let mut counts = [0u8; 14];
            for spot in spots {
                counts[spot] += 1;
            }
            common::running(counts, second, variant).map(|position| (variant, position))
        })
}

proptest! {
    #[test]
    fn stones_are_conserved((variant, position) in reachable()) {
        for pit in position.legal_moves() {
            let after = position.play(pit, variant).unwrap().after;
            prop_assert_eq!(after.board.total(), variant.total_stones());
        }
    }

    #[test]
    fn every_game_ends((variant, position) in arbitrary_running(), seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut position = position;
        // Each move either moves a stone closer to a store or banks one;
        // a game cannot outlast this bound.
        for _ in 0..10_000 {
            let moves = position.legal_moves();
            if moves.is_empty() { break; }
            position = position.play(rng.pick(&moves), variant).unwrap().after;
        }
        prop_assert!(position.is_over());
        prop_assert_eq!(position.board.stones_on_side(Player::One) + position.board.stones_on_side(Player::Two), 0);
    }

    #[test]
    fn no_move_is_offered_from_an_empty_pit((variant, position) in reachable()) {
        if let Some(player) = position.to_move {
            for pit in position.legal_moves() {
                prop_assert!(position.board.pit(player, pit) > 0);
            }
            for pit in Pit::ALL {
                if position.board.pit(player, pit) == 0 {
                    prop_assert!(position.play(pit, variant).is_err());
                }
            }
        }
    }

    #[test]
    fn notation_round_trips((variant, position) in reachable()) {
        let text = position.to_string();
        prop_assert_eq!(Position::parse(&text, variant).unwrap(), position);
        prop_assert_eq!(text.parse::<Position>().unwrap(), position);
    }

    #[test]
    fn arbitrary_positions_round_trip((variant, position) in arbitrary_running()) {
        prop_assert_eq!(Position::parse(&position.to_string(), variant).unwrap(), position);
    }

    #[test]
    fn extra_turn_only_after_a_store_landing((variant, position) in arbitrary_running()) {
        let mover = position.to_move.unwrap();
        for pit in position.legal_moves() {
            let sowing = position.play(pit, variant).unwrap();
            let in_store = sowing.drops.last() == Some(&Location::Store(mover));
            prop_assert_eq!(sowing.extra_turn, in_store && sowing.end.is_none());
            if sowing.extra_turn {
                prop_assert_eq!(sowing.after.to_move, Some(mover));
            }
        }
    }

    #[test]
    fn capture_only_under_the_rules_conditions((variant, position) in arbitrary_running()) {
        let mover = position.to_move.unwrap();
        for pit in position.legal_moves() {
            let sowing = position.play(pit, variant).unwrap();
            let last = *sowing.drops.last().unwrap();
            let Location::Pit(owner, landed) = last else {
                prop_assert!(sowing.capture.is_none());
                continue;
            };
            // The pit was empty before its last stone when it received
            // exactly one stone from this sowing and held none before
            // (or it was the emptied start pit and received only one).
            let received = sowing.drops.iter().filter(|&&drop| drop == last).count() as u8;
            let before = if landed == pit && owner == mover { 0 } else { position.board.pit(owner, landed) };
            let was_empty = before + received == 1;
            let facing_before_sowing = position.board.pit(mover.other(), landed.facing());
            let facing_received = sowing.drops.iter().filter(|&&drop| drop == Location::Pit(mover.other(), landed.facing())).count() as u8;
            let facing = facing_before_sowing + facing_received;
            let expected = owner == mover && was_empty && (facing > 0 || variant.empty_capture());
            prop_assert_eq!(sowing.capture.is_some(), expected, "{} pit {}", position, pit);
            if let Some(capture) = sowing.capture {
                prop_assert_eq!(capture.stones, facing + 1);
                prop_assert!(!sowing.extra_turn);
            }
        }
    }
}
