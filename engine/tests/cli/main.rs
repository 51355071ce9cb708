//! The `kalah` command line, run as a user runs it.

use std::process::{Command, Output};

mod oware;

fn kalah(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah"))
        .args(args)
        .output()
        .expect("kalah runs")
}

fn lines(output: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

#[test]
fn replay_prints_each_position() {
    let output = kalah(&["replay", "3", "6"]);
    assert!(output.status.success());
    let plies = lines(&output);
    assert_eq!(plies.len(), 2);
    assert_eq!(plies[0]["ply"], 1);
    assert_eq!(
        plies[0]["board"],
        serde_json::json!([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
    );
    assert_eq!(plies[0]["extra"], true);
    assert_eq!(plies[0]["to_move"], 1);
    assert_eq!(plies[1]["to_move"], 2);
    assert_eq!(plies[1]["over"], false);
    assert_eq!(plies[1]["captured"], 0);
}

#[test]
fn replay_of_a_finished_game_ends_with_no_player_to_move() {
    // Seed games from `kalah match` end; here Easy and the rules finish one.
    let mut moves = Vec::new();
    let variant = engine::Variant::new(3, false).unwrap();
    let mut position = engine::Position::start(variant);
    let mut rng = engine::Rng::new(5);
    while !position.is_over() {
        let pit = rng.pick(&position.legal_moves());
        moves.push(pit.to_string());
        position = position.play(pit, variant).unwrap().after;
    }
    let mut args = vec!["replay", "--stones", "3"];
    args.extend(moves.iter().map(String::as_str));
    let output = kalah(&args);
    assert!(output.status.success());
    let last = lines(&output).pop().unwrap();
    assert_eq!(last["over"], true);
    assert_eq!(last["to_move"], serde_json::Value::Null);
    let board: Vec<u64> = serde_json::from_value(last["board"].clone()).unwrap();
    assert_eq!(board, position.board.counts().map(u64::from).to_vec());

    let mut after_end = args.clone();
    after_end.push("1");
    let output = kalah(&after_end);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains(&format!("move {}", moves.len() + 1)));
}

#[test]
fn replay_stops_at_an_illegal_move_naming_its_index() {
    for (args, index) in [
        (vec!["replay", "3", "3"], 2),
        (vec!["replay", "7"], 1),
        (vec!["replay", "1", "-2"], 2),
    ] {
        let output = kalah(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(lines(&output).len(), index - 1, "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(&format!("move {index}")), "{stderr}");
    }
}

#[test]
fn best_prints_a_legal_pit_with_time_and_nodes() {
    for level in ["easy", "medium", "hard"] {
        let output = kalah(&[
            "best",
            "--level",
            level,
            "--seed",
            "4",
            "4,4,0,5,5,5,1,4,4,4,4,4,4,0,1",
        ]);
        assert!(output.status.success(), "{level}");
        let answer = &lines(&output)[0];
        let pit = answer["pit"].as_u64().unwrap();
        assert!([1, 2, 4, 5, 6].contains(&pit), "{level} chose {pit}");
        assert!(answer["ms"].is_u64() && answer["nodes"].is_u64());
    }
}

#[test]
fn match_counts_every_game() {
    let output = kalah(&[
        "match", "--a", "medium", "--b", "easy", "--games", "10", "--seed", "3",
    ]);
    assert!(output.status.success());
    let report = &lines(&output)[0];
    let total = ["a_wins", "b_wins", "draws"]
        .iter()
        .map(|key| report[key].as_u64().unwrap())
        .sum::<u64>();
    assert_eq!(total, 10);
    let stores = report["a_store_avg"].as_f64().unwrap() + report["b_store_avg"].as_f64().unwrap();
    assert!((stores - 48.0).abs() < 1e-9);
}

#[test]
fn errors_are_one_readable_line() {
    let cases: [&[&str]; 5] = [
        &["best", "--level", "hard", "1,2,3"],
        &["best", "--level", "genius", "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1"],
        &["replay", "--stones", "9", "1"],
        &["match", "--a", "easy", "--b", "hard"],
        &["dance"],
    ];
    for args in cases {
        let output = kalah(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"));
    }
}

#[test]
fn every_command_has_help() {
    for command in ["replay", "best", "match"] {
        let output = kalah(&[command, "--help"]);
        assert!(output.status.success());
        assert!(String::from_utf8_lossy(&output.stdout).contains("Usage"));
    }
}

#[test]
fn solve_prints_the_value_of_the_position_and_of_each_move() {
    let output = kalah(&["solve", "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let answer = &lines(&output)[0];
    assert_eq!(answer["value"], -2);
    assert_eq!(answer["best"], serde_json::json!([6]));
    assert_eq!(answer["values"], serde_json::json!({"5": -4, "6": -2}));
}

#[test]
fn a_long_solve_goes_on_in_parts_through_its_table_file() {
    let dir = std::env::temp_dir().join(format!("kalah-cli-parts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = dir.join("start.table");
    let table_text = table.to_str().unwrap();
    // 275,210 positions in one run: too many for a single part.
    let start = "2,2,2,2,2,2,6,2,2,2,2,2,2,6,1";
    let part = [
        "solve",
        "--no-book",
        "--table",
        table_text,
        "--table-bits",
        "12",
        "--part-nodes",
        "20000",
        start,
    ];
    let mut parts = 0;
    let answer = loop {
        let output = kalah(&part);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        parts += 1;
        let answer = lines(&output).remove(0);
        if answer["finished"] == true {
            break answer;
        }
        assert_eq!(answer["finished"], false, "{answer}");
        // Each move's bounds, which always hold the move's true value
        // (pit 5 is worth 6, the others less).
        let bounds = answer["bounds"].as_array().expect("bounds");
        assert_eq!(bounds.len(), 6, "{answer}");
        for bound in bounds {
            let (lower, upper) = (
                bound["lower"].as_i64().unwrap(),
                bound["upper"].as_i64().unwrap(),
            );
            assert!(lower <= upper, "{answer}");
            if bound["pit"] == 5 {
                assert!(lower <= 6 && 6 <= upper, "{answer}");
            } else {
                assert!(lower < 6, "{answer}");
            }
        }
        assert!(table.exists(), "each part leaves its table");
        assert!(parts < 1_000, "each part goes on from the last");
    };
    assert!(parts > 1, "one part of 20,000 positions cannot solve it");
    assert_eq!(answer["value"], 6);
    assert_eq!(answer["best"], serde_json::json!([5]));

    let output = kalah(&["solve", "--table", table_text, "--table-bits", "17", start]);
    assert_eq!(output.status.code(), Some(2), "a table of another size");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("another rule or size"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_value_only_solve_finds_the_value_and_a_best_move_for_less() {
    // Three stones a pit, after the first player's extra turn from pit 4:
    // a whole game to search, in a second or two.
    let position = "3,3,3,0,4,4,1,3,3,3,3,3,3,0,1";
    let every = lines(&kalah(&["solve", "--no-book", position])).remove(0);
    let only = lines(&kalah(&["solve", "--no-book", "--value-only", position])).remove(0);
    assert_eq!(only["finished"], true, "{only}");
    assert_eq!(only["value"], every["value"]);
    assert_eq!(only["best"], every["best"], "{every} {only}");
    assert!(only.get("values").is_none(), "{only}");
    assert!(
        only["nodes"].as_u64() < every["nodes"].as_u64(),
        "{every} {only}"
    );
}

#[test]
fn a_built_database_is_used_and_a_damaged_one_refused() {
    let dir = std::env::temp_dir().join(format!("kalah-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("endgame.kdb");
    let path_text = path.to_str().unwrap();
    let output = kalah(&["build-db", "--stones-max", "6", "--out", path_text]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(lines(&output)[0]["stones_max"], 6);

    let position = "0,0,0,0,2,1,20,0,0,0,0,1,3,21,1";
    let output = kalah(&["solve", "--database", path_text, position]);
    assert!(output.status.success());
    assert_eq!(lines(&output)[0]["value"], -2);

    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&path, bytes).unwrap();
    let output = kalah(&["solve", "--database", path_text, position]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("checksum"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_book_built_in_parts_is_the_book_built_at_once() {
    let dir = std::env::temp_dir().join(format!("kalah-cli-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let (database, whole, parted, table) = (
        path("endgame.kdb"),
        path("whole.bin"),
        path("parted.bin"),
        path("book.table"),
    );
    let succeeded = |output: Output| {
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        lines(&output).remove(0)
    };
    succeeded(kalah(&[
        "build-db",
        "--stones-max",
        "10",
        "--out",
        &database,
    ]));
    let build = [
        "build-book",
        "--stones",
        "3",
        "--plies",
        "1",
        "--table-bits",
        "20",
        "--database",
        &database,
    ];
    let at_once = succeeded(kalah(&[&build[..], &["--out", &whole]].concat()));
    assert_eq!(at_once["open"], 0, "{at_once}");
    assert_eq!(at_once["positions"], 7, "{at_once}");

    // A part gives up on each position after 300,000 positions searched;
    // the start alone takes more than that.
    let part = [
        &build[..],
        &[
            "--out",
            &parted,
            "--table",
            &table,
            "--position-nodes",
            "300000",
            "--resume",
        ],
    ]
    .concat();
    let mut solved = Vec::new();
    loop {
        let answer = succeeded(kalah(&part));
        solved.push(answer["positions"].as_u64().unwrap());
        if answer["open"] == 0 {
            break;
        }
        assert!(
            solved.len() < 100,
            "each part goes on from the last: {solved:?}"
        );
    }
    assert!(solved.len() > 1, "one part cannot solve the start");
    assert!(
        solved.windows(2).all(|pair| pair[0] <= pair[1]),
        "a part keeps what the last one solved: {solved:?}"
    );
    assert_eq!(
        std::fs::read(&parted).unwrap(),
        std::fs::read(&whole).unwrap(),
        "the same positions, values and moves"
    );

    let other_rule = kalah(&[&part[..], &["--empty-capture"]].concat());
    assert_eq!(other_rule.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&other_rule.stderr);
    assert!(stderr.contains("the other capture rule"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
