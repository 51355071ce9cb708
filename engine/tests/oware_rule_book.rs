//! The worked examples of `docs/oware.md`, Oware's rule book, played by
//! the engine: each gives the position before, any moves the rules refuse
//! there, the moves played, and the position after.

use engine::oware::{Cycles, Game, GrandSlam, Position, Rules, read_move};

const BOOK: &str = include_str!("../../docs/oware.md");

/// The text of each `oware-example` block.
fn examples() -> Vec<&'static str> {
    BOOK.split("```oware-example\n")
        .skip(1)
        .map(|block| block.split("```").next().expect("a closed block"))
        .collect()
}

fn play(example: &str) {
    let mut rules = Rules::default();
    let mut game = None;
    let mut checked_after = false;
    for line in example.lines() {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match key {
            "grand-slam" => rules.grand_slam = rest.parse::<GrandSlam>().expect(line),
            "cycles" => rules.cycles = rest.parse::<Cycles>().expect(line),
            "before" => {
                let before: Position = rest.parse().expect(line);
                game = Some(Game::from_position(before, rules));
            }
            "refused" | "moves" => {
                let game = game.as_mut().expect("`before` comes first");
                for text in rest.split_whitespace() {
                    let before = game.position();
                    let mover = before.to_move.expect("a running game");
                    let pit = read_move(text, mover).expect(line);
                    let played = game.play(pit);
                    if key == "refused" {
                        assert!(played.is_err(), "{example}: {text} was played");
                        assert_eq!(game.position(), before, "{example}");
                    } else {
                        played.unwrap_or_else(|error| panic!("{example}: {text}: {error}"));
                    }
                }
            }
            "after" => {
                let game = game.as_ref().expect("`before` comes first");
                assert_eq!(game.position().to_string(), rest, "{example}");
                checked_after = true;
            }
            other => panic!("{example}: unknown line {other:?}"),
        }
    }
    assert!(checked_after, "{example}: no `after` line");
}

#[test]
fn every_worked_example_of_the_rule_book_plays_as_written() {
    let examples = examples();
    assert!(
        examples.len() >= 7,
        "the rule book's examples were not found"
    );
    for example in examples {
        play(example);
    }
}
