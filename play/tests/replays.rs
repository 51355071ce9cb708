//! A record plays its line once, when it is loaded; actions advance the
//! position they carry. (Alone in its test binary: the count is global.)

use engine::{Level, Pit, Player, Position, Ruleset, Variant};
use play::{Opponent, Record, Setup, StoredMove, replays_so_far};

#[test]
fn loading_replays_the_line_once_and_acting_never_does() {
    let pit = |number| Pit::new(number).unwrap();
    let me = "me".parse().unwrap();
    let setup = Setup {
        opponent: Opponent::Computer {
            level: Level::Easy,
            seat: Player::One,
        },
        rules: Ruleset::default(),
    };
    let line = [3, 6].map(|number| StoredMove {
        pit: pit(number),
        by_computer: false,
        unproved: false,
    });
    let before = replays_so_far();
    let mut record = Record::new("g".parse().unwrap(), me, setup, 1)
        .with_line(line.to_vec())
        .unwrap();
    record.computer_sows(pit(1), false).unwrap();
    record.undo().unwrap();
    record.redo().unwrap();
    record.view_for(None);
    record.note_result();
    record.computer_to_move();
    assert_eq!(replays_so_far() - before, 1);
    let expected =
        [3, 6, 1]
            .into_iter()
            .fold(Position::start(Variant::default()), |position, number| {
                position
                    .play(pit(number), Variant::default())
                    .unwrap()
                    .after
            });
    assert_eq!(record.position(), expected);
}
