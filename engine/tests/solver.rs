//! The exact solver and the endgame database against plain minimax.

use engine::{
    EXPERT_NODE_LIMIT, EndgameDatabase, Pits, Position, Solver, Variant, expert_games,
    expert_move_in_time, expert_proves,
};
use proptest::prelude::*;

mod common;
use common::{endgame, minimax, minimax_after};
use std::sync::{Arc, OnceLock};

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
        spots in prop::collection::vec(0usize..12, 2..12),
        store_share in 0u8..=48,
        second in any::<bool>(),
    ) {
        let Some((variant, position)) = endgame(empty_capture, &spots, store_share, second) else {
            return Ok(());
        };
        let expected = minimax(&position, variant);
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
            prop_assert_eq!(move_value, minimax_after(&position, move_pit, variant));
            prop_assert_eq!(with_database.move_value(&position, move_pit), Ok(Some(move_value)));
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
fn four_stones_per_pit_is_a_first_player_win_by_eight_with_pit_three() {
    // The opening book answers at once; it was built by this solver.
    let start = Position::start(Variant::default());
    let mut solver = Solver::new(false, 10, None);
    let values: Vec<(u8, i32)> = solver
        .move_values(&start)
        .unwrap()
        .into_iter()
        .map(|(pit, value)| (pit.number(), value))
        .collect();
    assert_eq!(
        values,
        vec![(1, -14), (2, -10), (3, 8), (4, -2), (5, -8), (6, 4)]
    );
    assert_eq!(
        solver
            .best_move(&start)
            .unwrap()
            .map(|(pit, value)| (pit.number(), value)),
        Some((3, 8))
    );
}

#[test]
fn a_node_limit_stops_the_solver() {
    // Six stones per pit: no opening book.
    let start = Position::start(Variant::new(6, false).unwrap());
    let mut solver = Solver::new(false, 10, None);
    solver.set_node_limit(1_000);
    assert!(solver.solve(&start).is_err());
    // The budget is per call: a small endgame still fits after the failure.
    let endgame: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    assert_eq!(solver.solve(&endgame), Ok(Some(-2)));
}

#[test]
fn an_interrupt_stops_the_solver_and_expert_then_plays_an_unproved_move() {
    use std::sync::atomic::{AtomicU32, Ordering};
    let start = Position::start(Variant::new(6, false).unwrap());
    let asked = Arc::new(AtomicU32::new(0));
    let counter = asked.clone();
    let mut solver = Solver::new(false, 10, None);
    solver.set_interrupt(Some(Box::new(move || {
        counter.fetch_add(1, Ordering::Relaxed);
        true
    })));
    assert!(solver.solve(&start).is_err());
    assert_eq!(
        asked.load(Ordering::Relaxed),
        1,
        "stopped at the first question"
    );
    solver.set_interrupt(None);
    let endgame: Position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1".parse().unwrap();
    assert_eq!(solver.solve(&endgame), Ok(Some(-2)));

    // Out of time to prove: the search answers, not proved, and a legal move.
    let variant = Variant::new(6, false).unwrap();
    let stop_now = || -> engine::Interrupt { Box::new(|| true) };
    let decision =
        expert_move_in_time(&mut solver, &start, variant, stop_now(), stop_now()).expect("a move");
    assert!(!decision.proved);
    assert!(start.legal_moves().contains(&decision.pit));
    // Time enough: proved, as without a clock.
    let never = || -> engine::Interrupt { Box::new(|| false) };
    let decision =
        expert_move_in_time(&mut solver, &endgame, variant, never(), never()).expect("a move");
    assert!(decision.proved);
}

#[test]
fn expert_proves_every_move_where_it_claims_to() {
    // Expert against every level, each seat, from each claimed start: the
    // book, the solver and a small database leave no move unproved.
    let claimed = Variant::STONES
        .flat_map(|stones| [false, true].map(|empty_capture| Variant::new(stones, empty_capture)))
        .flatten()
        .filter(|&variant| expert_proves(variant));
    let mut checked = 0;
    for variant in claimed {
        let rule = variant.empty_capture();
        let mut solver = Solver::new(rule, 20, Some(database(rule)));
        solver.set_node_limit(EXPERT_NODE_LIMIT);
        let report = expert_games(&mut solver, variant, 2, 11);
        assert_eq!(report.unproved, 0, "{variant:?}: {report:?}");
        checked += 1;
    }
    assert!(checked >= 1, "no variant claims proof");
}
