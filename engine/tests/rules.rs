//! Every rule of `docs/rules.md`, and every worked example in it.

use engine::{
    Board, IllegalMove, Location, NotationError, Outcome, Pit, Player, Position, Variant,
};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn pit(number: u8) -> Pit {
    Pit::new(number).unwrap()
}

fn standard() -> Variant {
    Variant::default()
}

#[test]
fn worked_examples_from_the_rule_book() {
    let examples = [
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
            3,
            "4,4,0,5,5,5,1,4,4,4,4,4,4,0,1",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
            6,
            "4,4,4,4,4,0,1,5,5,5,4,4,4,0,2",
        ),
        (
            "1,0,3,2,0,0,10,3,2,1,4,6,0,16,1",
            1,
            "0,0,3,2,0,0,17,3,2,1,4,0,0,16,2",
        ),
        (
            "1,0,3,2,0,0,10,3,2,1,4,0,6,16,1",
            1,
            "0,1,3,2,0,0,10,3,2,1,4,0,6,16,2",
        ),
        (
            "0,0,13,2,0,0,10,3,2,1,4,6,0,7,1",
            3,
            "1,1,0,3,1,1,17,4,3,2,0,7,1,7,2",
        ),
        (
            "0,0,0,0,0,1,20,3,2,1,4,6,0,11,1",
            6,
            "0,0,0,0,0,0,21,0,0,0,0,0,0,27",
        ),
    ];
    for (before, move_, after) in examples {
        let sowing = pos(before).play(pit(move_), standard()).unwrap();
        assert_eq!(sowing.after.to_string(), after, "{before} then pit {move_}");
    }
}

#[test]
fn last_stone_in_own_store_earns_an_extra_turn() {
    let sowing = Position::start(standard())
        .play(pit(3), standard())
        .unwrap();
    assert!(sowing.extra_turn);
    assert_eq!(sowing.after.to_move, Some(Player::One));
    assert_eq!(sowing.drops.last(), Some(&Location::Store(Player::One)));
}

#[test]
fn extra_turns_chain_without_limit() {
    // Pit 6 holds 1, pit 5 holds 2, pit 4 holds 3: three store landings in a row.
    let mut position = pos("0,0,0,3,2,1,18,4,4,4,4,4,4,0,1");
    for number in [6, 5, 4] {
        let sowing = position.play(pit(number), standard()).unwrap();
        assert!(sowing.extra_turn, "pit {number}");
        position = sowing.after;
    }
    assert_eq!(position.to_move, Some(Player::One));
}

#[test]
fn sowing_skips_the_opponents_store_on_every_lap() {
    // 20 stones from Player 1's pit 6: store, 6 opposing pits, 6 own pits, store, ...
    let sowing = pos("0,0,0,0,0,20,0,1,1,1,1,1,23,0,1")
        .play(pit(6), standard())
        .unwrap();
    assert!(!sowing.drops.contains(&Location::Store(Player::Two)));
    assert_eq!(sowing.drops.len(), 20);
    assert_eq!(sowing.after.board.store(Player::Two), 0);
    assert_eq!(sowing.drops[13], Location::Store(Player::One));
}

#[test]
fn player_two_sows_into_player_ones_pits_and_skips_their_store() {
    let sowing = pos("4,4,4,4,4,0,1,5,5,5,4,4,4,0,2")
        .play(pit(4), standard())
        .unwrap();
    assert_eq!(
        sowing.drops,
        vec![
            Location::Pit(Player::Two, pit(5)),
            Location::Pit(Player::Two, pit(6)),
            Location::Store(Player::Two),
            Location::Pit(Player::One, pit(1)),
        ]
    );
    assert_eq!(sowing.after.to_move, Some(Player::One));
}

#[test]
fn thirteen_stones_lap_back_into_the_starting_pit_and_capture() {
    let sowing = pos("0,0,13,2,0,0,10,3,2,1,4,6,0,7,1")
        .play(pit(3), standard())
        .unwrap();
    assert_eq!(sowing.drops.len(), 13);
    assert_eq!(
        sowing.drops.last(),
        Some(&Location::Pit(Player::One, pit(3)))
    );
    let capture = sowing.capture.unwrap();
    assert_eq!(
        (capture.pit, capture.facing, capture.stones),
        (pit(3), pit(4), 6)
    );
}

#[test]
fn capture_takes_last_stone_and_facing_pit_then_turn_passes() {
    let sowing = pos("1,0,3,2,0,0,10,3,2,1,4,6,0,16,1")
        .play(pit(1), standard())
        .unwrap();
    let capture = sowing.capture.unwrap();
    assert_eq!(
        (capture.pit, capture.facing, capture.stones),
        (pit(2), pit(5), 7)
    );
    assert_eq!(sowing.captured(), 7);
    assert!(!sowing.extra_turn);
    assert_eq!(sowing.after.to_move, Some(Player::Two));
}

#[test]
fn no_capture_when_the_facing_pit_is_empty() {
    let sowing = pos("1,0,3,2,0,0,10,3,2,1,4,0,6,16,1")
        .play(pit(1), standard())
        .unwrap();
    assert_eq!(sowing.capture, None);
    assert_eq!(sowing.after.board.pit(Player::One, pit(2)), 1);
}

#[test]
fn empty_capture_variant_takes_the_lone_stone() {
    let variant = Variant::new(4, true).unwrap();
    let sowing = pos("1,0,3,2,0,0,10,3,2,1,4,0,6,16,1")
        .play(pit(1), variant)
        .unwrap();
    let capture = sowing.capture.unwrap();
    assert_eq!(capture.stones, 1);
    assert_eq!(sowing.after.to_string(), "0,0,3,2,0,0,11,3,2,1,4,0,6,16,2");
}

#[test]
fn no_capture_from_a_pit_that_already_held_stones() {
    // Last stone lands in own pit 2, which held 1 already.
    let sowing = pos("1,1,3,2,0,0,10,3,2,1,4,6,0,15,1")
        .play(pit(1), standard())
        .unwrap();
    assert_eq!(sowing.capture, None);
    assert_eq!(sowing.after.board.pit(Player::One, pit(2)), 2);
}

#[test]
fn no_capture_when_the_last_stone_lands_in_an_empty_opponent_pit() {
    // 7 stones from pit 6: store, then P2 pits 1–6; P2 pit 6 was empty.
    let sowing = pos("4,4,4,4,4,7,0,4,4,4,4,4,0,1,1")
        .play(pit(6), standard())
        .unwrap();
    assert_eq!(sowing.capture, None);
    assert_eq!(sowing.after.board.pit(Player::Two, pit(6)), 1);
}

#[test]
fn game_ends_at_once_even_after_a_store_landing_and_sweeps_to_each_owner() {
    let sowing = pos("0,0,0,0,0,1,20,3,2,1,4,6,0,11,1")
        .play(pit(6), standard())
        .unwrap();
    assert!(!sowing.extra_turn);
    let end = sowing.end.unwrap();
    assert_eq!(end.swept, [0, 16]);
    assert_eq!(end.stores, [21, 27]);
    assert_eq!(end.outcome, Outcome::Win(Player::Two));
    assert!(sowing.after.is_over());
}

#[test]
fn game_ends_when_a_capture_empties_the_opponents_side() {
    // P1's pit 1 (1 stone) lands in empty pit 2 and captures P2's last stones.
    let sowing = pos("1,0,20,0,0,0,10,0,0,0,0,3,0,14,1")
        .play(pit(1), standard())
        .unwrap();
    assert_eq!(sowing.captured(), 4);
    let end = sowing.end.unwrap();
    assert_eq!(end.swept, [20, 0]);
    assert_eq!(end.stores, [34, 14]);
    assert_eq!(end.outcome, Outcome::Win(Player::One));
}

#[test]
fn equal_stores_are_a_draw() {
    let sowing = pos("0,0,0,0,0,1,23,0,0,0,0,0,1,23,1")
        .play(pit(6), standard())
        .unwrap();
    assert_eq!(sowing.end.unwrap().outcome, Outcome::Draw);
}

#[test]
fn an_empty_pit_or_a_finished_game_refuses_the_move() {
    let position = pos("4,4,0,5,5,5,1,4,4,4,4,4,4,0,1");
    assert_eq!(
        position.play(pit(3), standard()),
        Err(IllegalMove::EmptyPit(pit(3)))
    );
    let over = pos("0,0,0,0,0,0,21,0,0,0,0,0,0,27");
    assert_eq!(over.play(pit(1), standard()), Err(IllegalMove::GameOver));
    assert!(over.legal_moves().is_empty());
}

#[test]
fn pits_face_seven_minus_their_number() {
    for number in 1..=6 {
        assert_eq!(pit(number).facing(), pit(7 - number));
    }
}

#[test]
fn every_variant_starts_with_its_stones_in_every_pit() {
    for stones in 3..=6 {
        let variant = Variant::new(stones, false).unwrap();
        let start = Position::start(variant);
        assert_eq!(start.board, Board::start(stones));
        assert_eq!(start.board.total(), 12 * u32::from(stones));
        assert_eq!(start.to_move, Some(Player::One));
    }
    assert!(Variant::new(2, false).is_err());
    assert!(Variant::new(7, false).is_err());
}

#[test]
fn notation_errors_say_what_is_wrong() {
    type Expected = fn(&NotationError) -> bool;
    let cases: [(&str, Expected); 8] = [
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,1", |e| {
            matches!(e, NotationError::StonesLeftAfterEnd)
        }),
        ("4,4,4", |e| matches!(e, NotationError::Count { found: 3 })),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,0,1,1", |e| {
            matches!(e, NotationError::Count { found: 16 })
        }),
        ("-4,4,4,4,4,12,0,4,4,4,4,4,4,0,1", |e| {
            matches!(e, NotationError::Negative { item: 1 })
        }),
        ("4,4,x,4,4,4,0,4,4,4,4,4,4,0,1", |e| {
            matches!(e, NotationError::NotANumber { item: 3, .. })
        }),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,1,1", |e| {
            matches!(e, NotationError::StoneTotal { found: 49, .. })
        }),
        ("0,0,0,0,0,0,24,4,4,4,4,4,4,0,1", |e| {
            matches!(e, NotationError::SideEmptyWhileRunning(Player::One))
        }),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,0,3", |e| {
            matches!(e, NotationError::Player { .. })
        }),
    ];
    for (text, expected) in cases {
        let error = text.parse::<Position>().unwrap_err();
        assert!(expected(&error), "{text}: got {error:?}");
        assert!(!error.to_string().is_empty());
    }
    let three = Variant::new(3, false).unwrap();
    assert!(matches!(
        Position::parse("4,4,4,4,4,4,0,4,4,4,4,4,4,0,1", three),
        Err(NotationError::StoneTotal {
            found: 48,
            expected: Some(36)
        })
    ));
    assert!(Position::parse("3,3,3,3,3,3,0,3,3,3,3,3,3,0,2", three).is_ok());
}

#[test]
fn moves_are_pit_numbers_one_to_six() {
    assert_eq!("6".parse::<Pit>().unwrap(), pit(6));
    for bad in ["0", "7", "-1", "x", ""] {
        assert!(bad.parse::<Pit>().is_err(), "{bad}");
    }
}
