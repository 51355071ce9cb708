//! The computer across the board: Expert opening when the person sows
//! second, saying which of its moves it has not proved, and hints.

use super::{act, ply, start_game};
use crate::common::{self, get, new_game, playable_pits};
use reqwest::StatusCode;

#[tokio::test]
async fn expert_opens_the_game_when_the_person_plays_second() {
    let (_dir, server, client, _id, path) =
        start_game(&[("opponent", "computer"), ("level", "expert"), ("seat", "2")]).await;
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("vs Computer · Expert"));
    // The one optimal opening is pit 3, an extra turn, then it moves again.
    assert!(
        page.contains("Computer sowed pit 3: last stone in Computer's store, extra turn."),
        "{page}"
    );
    assert!(ply(&page) >= 2);
    assert!(!playable_pits(&page).is_empty());
}

#[tokio::test]
async fn expert_says_where_it_has_not_proved_its_moves_and_marks_them() {
    // Six stones per pit: no book, and far too many stones to solve at
    // once, so Expert's opening moves are searched, not proved.
    let (_dir, server, client, id, path) = start_game(&[
        ("opponent", "computer"),
        ("level", "expert"),
        ("seat", "2"),
        ("stones", "6"),
    ])
    .await;
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains(
            "Expert has not proved every move in 6-stone Kalah; it searches deeply instead"
        ),
        "{page}"
    );
    assert!(
        page.contains("Not proved: Expert searched for this move."),
        "{page}"
    );
    let text = common::record(&client, &server, &id).await;
    assert!(
        text.contains("Not proved (Expert searched): moves 1"),
        "{text}"
    );
    let (_, replay) = get(&client, &server, &format!("/game/{id}/replay?step=1")).await;
    assert!(
        replay.contains("Not proved: Expert searched for this move."),
        "{replay}"
    );

    // In the standard game Expert proves every move and says nothing.
    let standard = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "expert"), ("seat", "2")],
    )
    .await;
    let (_, page) = get(&client, &server, &format!("/game/{standard}")).await;
    assert!(!page.contains("not proved"), "{page}");
    assert!(!page.contains("Not proved"), "{page}");
    let (_, home) = get(&client, &server, "/").await;
    assert!(
        home.contains(
            "Expert proves every move it plays in 3- and 4-stone Kalah, under either capture rule."
        ),
        "{home}"
    );
}

#[tokio::test]
async fn a_hint_names_the_best_move_and_marks_the_game() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "medium"), ("seat", "1")]).await;
    let (_, before) = get(&client, &server, &path).await;
    assert!(
        before.contains("value=\"hint\""),
        "Medium games offer hints"
    );

    let location = act(&client, &server, &id, &[("action", "hint")]).await;
    assert_eq!(location, path);
    let (_, page) = get(&client, &server, &path).await;
    // Pit 3 is the one move that keeps the win at the start.
    assert!(page.contains("Hint: sow pit 3."), "{page}");
    assert!(page.contains("Hints used in this game: 1"));
    assert_eq!(ply(&page), 0, "a hint is not a move");

    act(&client, &server, &id, &[("action", "sow"), ("pit", "3")]).await;
    let (_, after) = get(&client, &server, &path).await;
    assert!(
        !after.contains("Hint: sow pit"),
        "the hint was for the position before"
    );
    assert!(
        after.contains("Hints used in this game: 1"),
        "the game stays marked"
    );

    let hard = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "hard"), ("seat", "1")],
    )
    .await;
    let (_, hard_page) = get(&client, &server, &format!("/game/{hard}")).await;
    assert!(!hard_page.contains("value=\"hint\""));
    let location = act(&client, &server, &hard, &[("action", "hint")]).await;
    assert!(
        location.contains("__err="),
        "no hints against Hard: {location}"
    );
}
