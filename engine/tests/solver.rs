//! The exact solver and the endgame database against plain minimax.

use engine::{EndgameDatabase, Pits, Position, Solver, Variant};
use proptest::prelude::*;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// Final store difference for the mover under perfect play, by memoised
/// minimax over every line.
fn minimax(position: &Position, variant: Variant, memo: &mut HashMap<Position, i32>) -> i32 {
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let mover = position.to_move.expect("a running position");
    let value = position
        .legal_moves()
        .into_iter()
        .map(|pit| {
            let after = position.play(pit, variant).unwrap().after;
            match after.to_move {
                None => after.board.store_difference(mover),
                Some(next) if next == mover => minimax(&after, variant, memo),
                Some(_) => -minimax(&after, variant, memo),
            }
        })
        .max()
        .unwrap();
    memo.insert(*position, value);
    value
}

/// The 8-stone databases for both rules, built once for all tests.
fn database(empty_capture: bool) -> Arc<EndgameDatabase> {
    static STANDARD: OnceLock<Arc<EndgameDatabase>> = OnceLock::new();
    static EMPTY_CAPTURE: OnceLock<Arc<EndgameDatabase>> = OnceLock::new();
    let cell = if empty_capture {
        &EMPTY_CAPTURE
    } else {
        &STANDARD
    };
    cell.get_or_init(|| Arc::new(EndgameDatabase::build(8, empty_capture, |_, _, _| {})))
        .clone()
}

/// A running position of the 4-stone game with `spots.len()` stones left
/// in the pits and the rest split between the stores.
fn endgame(
    empty_capture: bool,
    spots: &[usize],
    store_share: u8,
    second: bool,
) -> Option<(Variant, Position)> {
    let variant = Variant::new(4, empty_capture).unwrap();
    let mut counts = [0u8; 14];
    for &spot in spots {
        counts[if spot < 6 { spot } else { spot + 1 }] += 1;
    }
    let in_stores = 48 - spots.len() as u8;
    counts[6] = store_share.min(in_stores);
    counts[13] = in_stores - counts[6];
    let text = counts
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let to_move = if second { 2 } else { 1 };
    Position::parse(&format!("{text},{to_move}"), variant)
        .ok()
        .map(|position| (variant, position))
}

fn pits_of(position: &Position) -> Pits {
    let counts = position.board.counts();
    let (own, other) = match position.to_move.unwrap() {
        engine::Player::One => (0, 7),
        engine::Player::Two => (7, 0),
    };
    let mut pits = [0u8; 12];
    pits[..6].copy_from_slice(&counts[own..own + 6]);
    pits[6..].copy_from_slice(&counts[other..other + 6]);
    pits
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn solver_and_database_agree_with_minimax(
        empty_capture in any::<bool>(),
        spots in prop::collection::vec(0usize..12, 2..14),
        store_share in 0u8..=48,
        second in any::<bool>(),
    ) {
        let Some((variant, position)) = endgame(empty_capture, &spots, store_share, second) else {
            return Ok(());
        };
        let expected = minimax(&position, variant, &mut HashMap::new());
        let stores = position.board.store_difference(position.to_move.unwrap());

        let mut plain = Solver::new(empty_capture, 12, None);
        prop_assert_eq!(plain.solve(&position), Ok(Some(expected)));
        let mut with_database = Solver::new(empty_capture, 12, Some(database(empty_capture)));
        prop_assert_eq!(with_database.solve(&position), Ok(Some(expected)));
        if spots.len() <= 8 {
            prop_assert_eq!(database(empty_capture).value(&pits_of(&position)), Some(expected - stores));
        }

        let (pit, value) = with_database.best_move(&position).unwrap().unwrap();
        prop_assert_eq!(value, expected);
        let values = plain.move_values(&position).unwrap();
        prop_assert_eq!(values.iter().map(|&(_, v)| v).max(), Some(expected));
        prop_assert!(values.contains(&(pit, expected)), "the best move reaches the value");
        for (move_pit, move_value) in values {
            let after = position.play(move_pit, variant).unwrap().after;
            let mover = position.to_move.unwrap();
            let direct = match after.to_move {
                None => after.board.store_difference(mover),
                Some(next) if next == mover => minimax(&after, variant, &mut HashMap::new()),
                Some(_) => -minimax(&after, variant, &mut HashMap::new()),
            };
            prop_assert_eq!(move_value, direct);
        }
    }
}

#[test]
fn three_stones_per_pit_is_a_first_player_win_by_two() {
    let start = Position::start(Variant::new(3, false).unwrap());
    let mut solver = Solver::new(false, 22, Some(database(false)));
    assert_eq!(solver.solve(&start), Ok(Some(2)));
}

#[test]
fn a_node_limit_stops_the_solver() {
    let start = Position::start(Variant::default());
    let mut solver = Solver::new(false, 10, None);
    solver.set_node_limit(1_000);
    assert!(solver.solve(&start).is_err());
    // The budget is per call: a small endgame still fits after the failure.
    let endgame: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    assert_eq!(solver.solve(&endgame), Ok(Some(-2)));
}
