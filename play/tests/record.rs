//! The journal's semantics: what each action does to a record.

use engine::{Level, Pit, Player, Ruleset};
use play::{
    ActionKind, GameId, Hint, Milestone, Opponent, PlayerId, Record, Refusal, Setup, StoredMove,
    milestones_reached,
};

fn pit(number: u8) -> Pit {
    Pit::new(number).unwrap()
}

fn id(text: &str) -> PlayerId {
    text.parse().unwrap()
}

fn record_with(opponent: Opponent) -> Record {
    let setup = Setup {
        opponent,
        rules: Ruleset::default(),
    };
    Record::new("g".parse::<GameId>().unwrap(), id("me"), setup, 1)
}

fn vs_computer() -> Record {
    record_with(Opponent::Computer {
        level: Level::Easy,
        seat: Player::One,
    })
}

#[test]
fn undo_against_the_computer_takes_back_the_replies_too() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(3)).unwrap();
    record.sow(&id("me"), pit(6)).unwrap();
    record.computer_sows(pit(1), false).unwrap();
    record.computer_sows(pit(2), false).unwrap();
    let before_undo = record.position();
    record.undo().unwrap();
    assert_eq!(record.ply(), 1);
    assert_eq!(record.undone.len(), 3);
    assert_eq!(record.position(), record.sowings()[0].after);
    record.redo().unwrap();
    assert_eq!(record.ply(), 4);
    assert_eq!(record.position(), before_undo);
    assert!(record.undone.is_empty());
    assert_eq!(record.view_for(Some(&id("me"))).recent.len(), 3);
}

#[test]
fn a_new_move_clears_what_redo_would_replay() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(3)).unwrap();
    record.undo().unwrap();
    assert!(record.view_for(None).can_redo);
    record.sow(&id("me"), pit(1)).unwrap();
    assert!(!record.view_for(None).can_redo);
    assert_eq!(record.redo(), Err(Refusal::NothingToRedo));
}

#[test]
fn the_person_cannot_move_for_the_computer_or_from_an_empty_pit() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(6)).unwrap();
    assert_eq!(record.sow(&id("me"), pit(1)), Err(Refusal::NotYourTurn));
    record.computer_sows(pit(1), false).unwrap();
    assert!(matches!(
        record.sow(&id("me"), pit(6)),
        Err(Refusal::IllegalMove(_))
    ));
    assert_eq!(record.ply(), 2);
}

#[test]
fn sowing_returns_what_the_sowing_did() {
    let mut record = vs_computer();
    let (entry, sowing) = record.sow(&id("me"), pit(3)).unwrap();
    assert_eq!(
        (entry.kind, entry.pit, entry.ply),
        (ActionKind::Sow, Some(pit(3)), 1)
    );
    assert!(sowing.extra_turn, "pit 3 of the start ends in the store");
    assert_eq!(sowing.after, record.position());
}

#[test]
fn a_stored_line_that_breaks_the_rules_is_refused() {
    let line = vec![
        StoredMove {
            pit: pit(3),
            by_computer: false,
            unproved: false,
        },
        StoredMove {
            pit: pit(3),
            by_computer: false,
            unproved: false,
        },
    ];
    assert!(vs_computer().with_line(line).is_err());
}

#[test]
fn resigning_ends_the_game_and_freezes_it() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(3)).unwrap();
    record.resign(&id("me")).unwrap();
    assert_eq!(record.resigned, Some(Player::One));
    assert_eq!(record.sow(&id("me"), pit(1)), Err(Refusal::GameOver));
    assert_eq!(record.undo(), Err(Refusal::GameOver));
    assert!(record.view_for(None).is_finished());
}

#[test]
fn a_hint_is_counted_and_forgotten_after_the_next_move() {
    let mut record = vs_computer();
    let position = record.hint_position().unwrap();
    assert_eq!(position, record.setup.rules.start());
    record.give_hint(Hint {
        pit: pit(3),
        value: Some(8),
        up_to: None,
    });
    assert_eq!(
        record.view_for(None).hint.map(|hint| hint.pit),
        Some(pit(3))
    );
    record.sow(&id("me"), pit(3)).unwrap();
    let view = record.view_for(None);
    assert_eq!((view.hints, view.hint), (1, None));
}

#[test]
fn a_paused_game_refuses_everything_but_resume() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(3)).unwrap();
    record.pause().unwrap();
    assert!(record.view_for(None).paused);
    assert_eq!(record.sow(&id("me"), pit(6)), Err(Refusal::Paused));
    assert_eq!(record.undo(), Err(Refusal::Paused));
    assert_eq!(record.resign(&id("me")), Err(Refusal::Paused));
    record.resume();
    record.sow(&id("me"), pit(6)).unwrap();

    // The computer waits too.
    let mut second = record_with(Opponent::Computer {
        level: Level::Easy,
        seat: Player::Two,
    });
    assert!(second.computer_to_move().is_some());
    second.pause().unwrap();
    assert_eq!(second.computer_to_move(), None);
}

/// Plays `record` to its end: the person with Hard's search, the
/// computer its leftmost pit. Returns every milestone reached.
fn play_to_the_end(record: &mut Record, levels: usize) -> Vec<Milestone> {
    let mut reached = Vec::new();
    loop {
        let position = record.position();
        if position.is_over() {
            return reached;
        }
        if record.computer_to_move().is_some() {
            record
                .computer_sows(position.legal_moves()[0], false)
                .unwrap();
            let newly = record.note_result();
            reached.extend(milestones_reached(&record.setup, None, newly, levels));
        } else {
            let pit = engine::choose_move(
                &position,
                record.setup.rules.kalah().unwrap(),
                Level::Hard,
                &mut engine::Rng::new(1),
            )
            .unwrap()
            .pit;
            let (_, sowing) = record.sow(&id("me"), pit).unwrap();
            let newly = record.note_result();
            reached.extend(milestones_reached(
                &record.setup,
                Some(&sowing),
                newly,
                levels,
            ));
        }
    }
}

#[test]
fn a_scripted_win_earns_every_milestone_once_and_only_its_first_result_counts() {
    let mut record = record_with(Opponent::Computer {
        level: Level::Hard,
        seat: Player::One,
    });
    let reached = play_to_the_end(&mut record, 3);
    let result = record.first_result.expect("the game ended");
    assert_eq!(result.winner, Some(Player::One), "the person won");
    assert!(result.fresh);
    let oware = [Milestone::OwareCapture, Milestone::ChainCapture];
    for milestone in Milestone::ALL.into_iter().filter(|m| !oware.contains(m)) {
        assert!(reached.contains(&milestone), "{milestone:?} in {reached:?}");
    }
    assert!(oware.iter().all(|m| !reached.contains(m)), "{reached:?}");
    for once in [
        Milestone::Finished,
        Milestone::WinVsComputer,
        Milestone::CleanWin,
    ] {
        assert_eq!(
            reached.iter().filter(|&&got| got == once).count(),
            1,
            "{once:?}"
        );
    }
    // Undo and finish again: the first result stays, and no win counts again.
    let first = record.first_result;
    record.undo().unwrap();
    assert!(!record.fresh);
    let again = play_to_the_end(&mut record, 3);
    assert_eq!(record.first_result, first);
    assert!(
        again.iter().all(|milestone| matches!(
            milestone,
            Milestone::FirstSow | Milestone::ExtraTurn | Milestone::Capture
        )),
        "{again:?}"
    );
}

#[test]
fn a_win_after_undo_or_restart_is_not_fresh() {
    let mut record = vs_computer();
    record.sow(&id("me"), pit(3)).unwrap();
    record.undo().unwrap();
    let reached = play_to_the_end(&mut record, 3);
    let result = record.first_result.expect("the game ended");
    assert!(!result.fresh);
    assert_eq!(
        reached.contains(&Milestone::WinVsComputer),
        result.winner == Some(Player::One)
    );
    assert!(!reached.contains(&Milestone::CleanWin));
    assert!(!reached.contains(&Milestone::ThreeLevels));
    // Restart keeps the first result and starts from the opening.
    record.restart().unwrap();
    assert_eq!(record.ply(), 0);
    assert_eq!(record.position(), record.start());
    assert_eq!(record.first_result, Some(result));
}

#[test]
fn in_a_room_each_player_sows_only_on_their_own_turn() {
    let setup = Setup {
        opponent: Opponent::Friend {
            seat: Some(Player::Two),
        },
        rules: Ruleset::default(),
    };
    let mut record = Record::new("g".parse().unwrap(), id("host"), setup, 1);
    record.guest = Some(id("guest"));
    assert_eq!(record.seat_of(&id("guest")), Some(Player::One));
    assert_eq!(record.seat_of(&id("someone")), None);
    assert_eq!(record.sow(&id("host"), pit(1)), Err(Refusal::NotYourTurn));
    assert_eq!(
        record.sow(&id("someone"), pit(1)),
        Err(Refusal::NotYourTurn)
    );
    record.sow(&id("guest"), pit(1)).unwrap();
    record.sow(&id("host"), pit(1)).unwrap();
    assert_eq!(record.resign(&id("someone")), Err(Refusal::NotYourGame));
    record.resign(&id("guest")).unwrap();
    assert_eq!(record.view_for(None).resigned, Some(Player::One));
    assert_eq!(
        record.view_for(Some(&id("guest"))).setup.opponent,
        Opponent::Friend {
            seat: Some(Player::One)
        }
    );
}

#[test]
fn undo_on_a_shared_device_takes_back_one_move() {
    let mut record = record_with(Opponent::SameDevice);
    record.sow(&id("me"), pit(3)).unwrap();
    record.sow(&id("me"), pit(6)).unwrap();
    record.sow(&id("me"), pit(1)).unwrap();
    record.undo().unwrap();
    assert_eq!(record.ply(), 2);
    assert_eq!(record.last_action, ActionKind::Undo);
}

#[test]
fn an_oware_chain_capture_earns_oware_s_milestones_and_a_grand_slam_none() {
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules: "oware".parse().unwrap(),
    };
    let oware = |position: &str| {
        let start: engine::oware::Position = position.parse().unwrap();
        Record::new("g".parse::<GameId>().unwrap(), id("me"), setup, 1).starting_from(start.into())
    };
    // Pit 6's three seeds make Player 2's pits 1 to 3 hold 2, 3 and 2.
    let mut chain = oware("4,4,4,4,4,3,5,1,2,1,4,4,4,4,1");
    let (_, sowing) = chain.sow(&id("me"), pit(6)).unwrap();
    let reached = milestones_reached(&setup, Some(&sowing), None, 0);
    assert!(reached.contains(&Milestone::OwareCapture), "{reached:?}");
    assert!(reached.contains(&Milestone::ChainCapture), "{reached:?}");
    assert!(!reached.contains(&Milestone::Capture), "{reached:?}");

    // Pit 6 would take all of Player 2's seeds: it takes none.
    let mut slam = oware("0,0,0,0,0,2,20,1,2,0,0,0,0,23,1");
    let (_, sowing) = slam.sow(&id("me"), pit(6)).unwrap();
    let reached = milestones_reached(&setup, Some(&sowing), None, 0);
    assert!(!reached.contains(&Milestone::OwareCapture), "{reached:?}");
}
