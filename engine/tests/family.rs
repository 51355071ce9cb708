//! One way to play either game: Oware's history since the last capture is
//! found in the moves already played.

use engine::{Illegal, Pit, Position, Ruleset, Sowing, oware};

fn pit(number: u8) -> Pit {
    Pit::new(number).unwrap()
}

fn play_all(rules: Ruleset, start: &Position, pits: &[u8]) -> Vec<Sowing> {
    let mut sowings = Vec::new();
    for &number in pits {
        let sowing = rules.play(start, &sowings, pit(number)).unwrap();
        sowings.push(sowing);
    }
    sowings
}

#[test]
fn a_position_that_comes_round_again_ends_the_game_as_the_engine_does() {
    let oware: Ruleset = "oware".parse().unwrap();
    let start: Position = "0,1,0,0,0,0,23,0,1,0,0,0,0,23,1".parse().unwrap();
    let sowings = play_all(oware, &start, &[2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 1]);
    assert!(sowings.iter().all(|sowing| sowing.end.is_none()));
    let last = oware.play(&start, &sowings, pit(1)).unwrap();
    let why = last.oware.as_ref().and_then(|oware| oware.end);
    assert_eq!(why, Some(oware::End::Repetition));
    assert_eq!(last.after.to_string(), "0,0,0,0,0,0,24,0,0,0,0,0,0,24");
    let end = last.end.expect("the game is over");
    assert_eq!(end.stores, [24, 24]);
    assert_eq!(end.swept, [1, 1]);
}

#[test]
fn a_capture_forgets_the_positions_before_it() {
    let oware: Ruleset = "oware".parse().unwrap();
    let mut game = oware::Game::new(oware::Rules::default());
    let start = oware.start();
    let mut sowings = Vec::new();
    let mut rng = engine::Rng::new(7);
    while game.end().is_none() && sowings.len() < 200 {
        let moves = game.position().legal_moves(oware::Rules::default());
        let choice = moves[rng.below(moves.len())];
        let expected = game.play(choice).unwrap();
        let sowing = oware.play(&start, &sowings, choice).unwrap();
        assert_eq!(sowing.after.board, expected.after.board);
        assert_eq!(sowing.oware.as_ref().unwrap().captures, expected.captures);
        sowings.push(sowing);
    }
    assert!(sowings.iter().any(|sowing| sowing.captured() > 0));
    let line = oware.play_line(&start, sowings.iter().map(|sowing| sowing.pit));
    assert_eq!(
        line.unwrap(),
        sowings,
        "a line played at once is the moves played one by one"
    );
}

#[test]
fn kalah_refuses_an_empty_pit_in_the_familys_words() {
    let kalah = Ruleset::default();
    let start: Position = "0,4,4,4,4,4,4,4,4,4,4,4,4,0,1".parse().unwrap();
    assert_eq!(
        kalah.play(&start, &[], pit(1)),
        Err(Illegal::EmptyPit(pit(1)))
    );
}

#[test]
fn the_previewed_landing_is_where_the_last_seed_lands() {
    let oware: Ruleset = "oware".parse().unwrap();
    let mut rng = engine::Rng::new(3);
    let mut sowings: Vec<Sowing> = Vec::new();
    let start = oware.start();
    for _ in 0..300 {
        let position = sowings.last().map_or(start, |sowing| sowing.after);
        let moves = oware::Position {
            board: position.board,
            to_move: position.to_move,
        }
        .legal_moves(oware::Rules::default());
        if moves.is_empty() {
            break;
        }
        let choice = moves[rng.below(moves.len())];
        let sowing = oware.play(&start, &sowings, choice).unwrap();
        assert_eq!(
            oware.landing(&position, choice),
            sowing.drops.last().copied()
        );
        if sowing.end.is_some() {
            sowings.clear();
        } else {
            sowings.push(sowing);
        }
    }
}

#[test]
fn a_lap_previews_its_landing_past_the_pit_sown_from() {
    let oware: Ruleset = "oware".parse().unwrap();
    let lapping: Position = "14,0,0,0,0,0,10,4,4,4,4,4,4,0,1".parse().unwrap();
    let sowing = oware.play(&lapping, &[], pit(1)).unwrap();
    assert_eq!(
        oware.landing(&lapping, pit(1)),
        sowing.drops.last().copied()
    );
}
