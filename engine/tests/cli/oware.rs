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
    let output = kalah(&[
        "solve",
        "--game",
        "oware",
        "--cycles",
        "split",
        "--database",
        database.to_str().unwrap(),
        position,
    ]);
    std::fs::remove_file(&database).ok();
    assert!(output.status.success(), "{output:?}");
    let answer = &lines(&output)[0];
    assert_eq!(answer["finished"], true);
    assert!(answer["value"].is_i64(), "{answer}");
    assert!(answer["values"]["6"].is_i64(), "{answer}");
    assert!(answer["values"]["1"].is_null(), "pit 1 is empty: {answer}");
}
