//! Puzzles checked against the solver: each has one best move that stands out.

use super::{Puzzle, stands_out};
use crate::board::Player;
use crate::rules::Variant;
use crate::solver::Solver;

#[test]
fn the_shipped_puzzles_read_and_a_sample_is_what_the_solver_says() {
    let puzzles = Puzzle::shipped();
    assert!(puzzles.len() >= 20, "{} puzzles", puzzles.len());
    // The ten with the fewest stones in the pits: each is solved afresh
    // in milliseconds, and a wrong solver still disagrees with them.
    let in_pits = |puzzle: &&Puzzle| {
        let board = &puzzle.steps[0].position.board;
        board.stones_on_side(Player::One) + board.stones_on_side(Player::Two)
    };
    let mut sample: Vec<&Puzzle> = puzzles.iter().collect();
    sample.sort_by_key(in_pits);
    let mut solver = Solver::new(false, 20, None);
    for puzzle in sample.into_iter().take(10) {
        let variant = Variant::of_position(&puzzle.steps[0].position).unwrap();
        for step in &puzzle.steps {
            let values = solver.move_values(&step.position).unwrap();
            assert_eq!(values, step.values, "{puzzle}");
            assert_eq!(stands_out(&values), Some(step.solution()));
        }
        let again = Puzzle::at(&mut solver, &puzzle.steps[0].position, variant)
            .unwrap()
            .expect("still a puzzle");
        assert_eq!(
            again.steps, puzzle.steps,
            "the whole chain, no more, no less"
        );
        assert_eq!(again.plies, puzzle.plies, "{puzzle}");
        assert_eq!(again.difficulty, puzzle.difficulty, "{puzzle}");
        assert_eq!(puzzle.to_string().parse::<Puzzle>().unwrap(), *puzzle);
    }
}

#[test]
fn each_shipped_puzzle_has_its_own_id() {
    let puzzles = Puzzle::shipped();
    let ids: std::collections::BTreeSet<_> = puzzles.iter().map(Puzzle::id).collect();
    assert_eq!(ids.len(), puzzles.len());
    let fifth = &puzzles[4];
    assert_eq!(Puzzle::shipped_by_id(fifth.id()), Some(fifth));
}

#[test]
fn a_damaged_line_is_refused() {
    let line = Puzzle::shipped()[0].to_string();
    assert!(line.parse::<Puzzle>().is_ok());
    for broken in [
        line.replacen('|', "", 1),
        line.replace(" d", " d9"),
        line.replace(" | p", " | q"),
        line.replace(" d", "d"),
        line.replacen("=", "=x", 1),
        line.replacen(',', ",9", 1),
    ] {
        assert!(broken.parse::<Puzzle>().is_err(), "{broken}");
    }
}

#[test]
fn oware_s_shipped_puzzles_are_what_its_endgame_database_says() {
    use crate::family::GameKind;
    use crate::oware::{self, Database, GrandSlam, Rules};
    let puzzles = Puzzle::shipped_of(GameKind::Oware);
    assert!(puzzles.len() >= 20, "{} puzzles", puzzles.len());
    let on_board = |puzzle: &Puzzle| {
        let board = &puzzle.steps[0].position.board;
        board.stones_on_side(Player::One) + board.stones_on_side(Player::Two)
    };
    let most = puzzles.iter().map(on_board).max().unwrap();
    let database = Database::build(most as u8, GrandSlam::default(), 2, |_, _| {});
    for puzzle in puzzles {
        let position = oware::Position::from(puzzle.steps[0].position);
        let again = oware::puzzle_at(&position, Rules::default(), &database);
        assert_eq!(again.as_ref(), Some(puzzle), "{puzzle}");
        assert_eq!(
            Puzzle::read(&puzzle.to_string(), GameKind::Oware).as_ref(),
            Ok(puzzle)
        );
    }
    let kalah_ids: std::collections::BTreeSet<_> =
        Puzzle::shipped().iter().map(Puzzle::id).collect();
    assert!(
        puzzles
            .iter()
            .all(|puzzle| !kalah_ids.contains(&puzzle.id()))
    );
    assert_eq!(Puzzle::shipped_by_id(puzzles[3].id()), Some(&puzzles[3]));
}
