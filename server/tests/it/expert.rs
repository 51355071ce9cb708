//! Expert on a server that is still building its endgame database.

use crate::common;

use common::play::{moves, next_move, sow};
use common::{browser, get, new_game, sqlite_server};

const GETTING_READY: &str = "Expert is still getting ready";

#[tokio::test]
async fn expert_answers_while_its_database_is_built_and_the_page_says_so() {
    // Eighteen stones take minutes in a test build: the database is on its
    // way for the whole test.
    let (_dir, server) = sqlite_server(&["--endgame-stones", "18"]).await;
    let client = browser();
    let id = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "expert"), ("seat", "1")],
    )
    .await;
    let (_, page) = get(&client, &server, &format!("/game/{id}")).await;
    assert!(page.contains(GETTING_READY), "{page}");

    // Always the lowest pit: a steady line that leaves the opening book
    // early, where Expert must answer without the database.
    let mut played = 0;
    while played < 12 {
        let Some(state) = next_move(&client, &server.base, &id).await.unwrap() else {
            break;
        };
        assert!(
            sow(&client, &server.base, &id, &state).await.unwrap(),
            "move {} answered",
            played + 1
        );
        played += 1;
    }
    let record = moves(&client, &server.base, &id).await.unwrap();
    assert!(
        played >= 6 && record.len() > played,
        "Expert replied to {played} moves: {record:?}"
    );
    let (_, page) = get(&client, &server, &format!("/game/{id}")).await;
    assert!(page.contains(GETTING_READY), "{page}");

    // Hard has nothing to wait for.
    let hard = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "hard"), ("seat", "1")],
    )
    .await;
    let (_, page) = get(&client, &server, &format!("/game/{hard}")).await;
    assert!(!page.contains(GETTING_READY), "{page}");
}
