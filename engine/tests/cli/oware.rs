//! `kalah … --game oware`.

use super::{kalah, lines};

#[test]
fn oware_replay_prints_each_position_and_names_its_rules() {
    let output = kalah(&["replay", "--game", "oware", "6", "a", "C"]);
    assert!(output.status.success(), "{output:?}");
    let plies = lines(&output);
    assert_eq!(plies.len(), 3);
    assert_eq!(
        plies[0]["board"],
        serde_json::json!([4, 4, 4, 4, 4, 0, 0, 5, 5, 5, 5, 4, 4, 0])
    );
    assert_eq!(plies[1]["to_move"], 1);
    assert_eq!(plies[2]["move"], "C");
    assert_eq!(
        plies[2]["rules"],
        "grand slam captures-nothing, cycles own-row"
    );
}

#[test]
fn oware_replay_refuses_an_illegal_move_in_words() {
    // Player 2 to move after F; "A" is Player 1's pit.
    let output = kalah(&["replay", "--game", "oware", "F", "A"]);
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("move 2 (A) is illegal"), "{said}");
    assert_eq!(lines(&output).len(), 1, "the legal first move is printed");
}

#[test]
fn oware_solve_gives_each_moves_exact_value_where_the_database_reaches() {
    let database = std::env::temp_dir().join(format!("oware-cli-{}.odb", std::process::id()));
    let built = kalah(&[
        "build-db",
        "--game",
        "oware",
        "--stones-max",
        "6",
        "--out",
        database.to_str().unwrap(),
    ]);
    assert!(built.status.success(), "{built:?}");
    // Player 1 (to move) has captured 21, Player 2 22; five seeds are
    // left, and Player 1's only move is pit 6.
    let position = "0,0,0,0,0,2,21,1,0,0,0,2,0,22,1";
    let solve = |position| {
        kalah(&[
            "solve",
            "--game",
            "oware",
            "--cycles",
            "split",
            "--database",
            database.to_str().unwrap(),
            position,
        ])
    };
    let output = solve(position);
    // Eight seeds left: beyond this database's six.
    let beyond = solve("0,0,0,0,1,3,21,1,0,0,0,2,1,19,1");
    std::fs::remove_file(&database).ok();
    let answer = &lines(&beyond)[0];
    assert_eq!(
        answer["why"], "not proved: more seeds than the endgame database's 6",
        "{answer}"
    );
    assert!(output.status.success(), "{output:?}");
    let answer = &lines(&output)[0];
    assert_eq!(answer["finished"], true);
    assert!(answer["value"].is_i64(), "{answer}");
    assert!(answer["values"]["6"].is_i64(), "{answer}");
    assert!(answer["values"]["1"].is_null(), "pit 1 is empty: {answer}");
}

#[test]
fn oware_solve_without_a_database_says_there_is_none() {
    // Run where no `data/oware-endgame.odb` is, as on a fresh machine.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_kalah"))
        .args([
            "solve",
            "--game",
            "oware",
            "0,0,0,0,1,3,21,1,0,0,0,2,1,19,1",
        ])
        .current_dir(std::env::temp_dir())
        .output()
        .expect("kalah runs");
    assert!(output.status.success(), "{output:?}");
    let answer = &lines(&output)[0];
    assert!(answer["value"].is_null(), "{answer}");
    let why = answer["why"].as_str().unwrap_or_default();
    assert!(why.contains("no endgame database"), "{answer}");
}
