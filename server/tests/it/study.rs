//! The analysis board over HTTP, without JavaScript: any position's moves
//! valued, links to walk the tree, a clear message for each bad position.

use crate::common;

use common::{TestServer, browser, get, page_text, post, sqlite_server};
use engine::{Pit, Position, Variant};
use reqwest::StatusCode;

/// Each move link's target, in the page's order (best first).
fn move_links(page: &str) -> Vec<String> {
    page.split("<li><a href=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().replace("&amp;", "&"))
        .collect()
}

async fn stored_values(server: &TestServer) -> i64 {
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM position_values")
        .fetch_one(&mut database)
        .await
        .unwrap();
    count
}

#[tokio::test]
async fn the_start_shows_its_value_and_each_moves_best_first() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (status, page) = get(
        &browser(),
        &server,
        "/analysis?position=4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let said = page_text(&page);
    assert!(
        said.contains("Player 1 to move. Under perfect play by both sides Player 1 wins by 8"),
        "{said}"
    );
    let expected = [
        "Pit 3 : value +8, best; the last stone lands in the store: another turn.",
        "Pit 6 : value +4;",
        "Pit 4 : value -2;",
        "Pit 5 : value -8;",
        "Pit 2 : value -10;",
        "Pit 1 : value -14;",
    ];
    let mut from = 0;
    for line in expected {
        let at = said[from..]
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} in order in {said}"));
        from += at + line.len();
    }
    assert!(said.contains("All 6 moves solved."), "{said}");
    assert!(!page.contains(r#"http-equiv="refresh""#));
    assert_eq!(stored_values(&server).await, 6, "the answer is kept");

    // The set-up form's fields open the same position.
    let form = "/analysis?b6=4&b5=4&b4=4&b3=4&b2=4&b1=4&b_store=0&a_store=0\
                &a1=4&a2=4&a3=4&a4=4&a5=4&a6=4&turn=1";
    let (status, from_form) = get(&browser(), &server, form).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page_text(&from_form).contains("Player 1 wins by 8"));
}

#[tokio::test]
async fn each_bad_position_gets_its_message_and_nothing_is_stored() {
    let (_dir, server) = sqlite_server(&[]).await;
    let long = "9".repeat(5_000);
    let cases: Vec<(String, &str)> = vec![
        ("position=4,4,4".into(), "This one has 3"),
        ("position=".into(), "This one has 1"),
        (
            "position=4,4,x,4,4,4,0,4,4,4,4,4,4,0,1".into(),
            "Player 1's pit 3 says “x”",
        ),
        ("position=4,4,4,4,4,4,0,4,4,4,4,4,4,0,3".into(), "not “3”"),
        (
            "position=4,4,4,4,4,4,0,4,4,4,4,4,4,1,1".into(),
            "holds 49 stones in all",
        ),
        (
            "position=4,4,4,4,4,4,0,4,4,4,4,4,-4,8,1".into(),
            "Player 2's pit 6 cannot hold fewer than 0",
        ),
        (
            format!("position={long},4,4,4,4,4,0,4,4,4,4,4,4,0,1"),
            "Player 1's pit 1 says",
        ),
        (
            "position=0,0,0,0,0,0,24,4,4,4,4,4,4,0,1".into(),
            "All of Player 1's pits are empty",
        ),
        (
            "position=0,0,0,0,0,0,24,0,0,0,0,0,0,24".into(),
            "with a move to make",
        ),
        ("position=%00%FF%FE".into(), "This one has 1"),
        ("a1=4&a2=many&turn=1".into(), "Player 1's pit 2 says “many”"),
        (
            "a1=73&turn=1".into(),
            "Player 1's pit 1 holds at most 72 stones",
        ),
        ("a1=4&turn=".into(), "Say whose turn it is"),
        ("a1=4&a2=4".into(), "Say whose turn it is"),
    ];
    let client = browser();
    for (query, message) in &cases {
        let (status, page) = get(&client, &server, &format!("/analysis?{query}")).await;
        let said = page_text(&page);
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {said}");
        assert!(said.contains("That position cannot be studied:"), "{query}");
        assert!(said.contains(message), "{query}: {message:?} in {said}");
        assert!(
            said.contains("Set up a position"),
            "the form stays to put it right"
        );
    }
    assert_eq!(stored_values(&server).await, 0);
    // A forged call to the server function itself: refused (sent back
    // with the error, as every refused form is), nothing stored.
    let (status, _) = get(
        &client,
        &server,
        "/api/study?position=1,2,3&empty_capture=false",
    )
    .await;
    assert!(
        status.is_redirection() || status.is_client_error(),
        "{status}"
    );
    assert_eq!(stored_values(&server).await, 0);
}

#[tokio::test]
async fn the_links_walk_the_tree_and_play_from_there() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let variant = Variant::default();
    let mut position = Position::start(variant);
    let mut path = format!("/analysis?position={position}");
    for _ in 0..6 {
        let (status, page) = get(&client, &server, &path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        let links = move_links(&page);
        assert_eq!(
            links.len(),
            position.legal_moves().len(),
            "one link a move: {path}"
        );
        // The first line is the best move; its link is the position after it.
        let said = page_text(&page);
        let best = said
            .split("Moves, best first Pit ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|number| number.parse::<u8>().ok())
            .and_then(Pit::new)
            .unwrap_or_else(|| panic!("a best move in {said}"));
        position = position.play(best, variant).unwrap().after;
        assert_eq!(links[0], format!("/analysis?position={position}"));
        path = links[0].clone();
    }

    let location = post(
        &client,
        &server,
        "/api/new-game",
        &[
            ("opponent", "same-device"),
            ("position", &position.to_string()),
        ],
    )
    .await;
    assert!(location.starts_with("/game/"), "{location}");
    let (_, game) = get(&client, &server, &location).await;
    let said = page_text(&game);
    for player in engine::Player::BOTH {
        let store = position.board.store(player);
        let name = format!("Player {}'s store, {store} stone", player.number());
        assert!(said.contains(&name), "{name:?} in {said}");
    }
}

#[tokio::test]
async fn a_position_too_big_to_solve_at_once_is_solved_in_the_background() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let start = "/analysis?position=6,6,6,6,6,6,0,6,6,6,6,6,6,0,1";
    let (status, page) = get(&client, &server, start).await;
    assert_eq!(status, StatusCode::OK);
    let said = page_text(&page);
    assert!(
        said.contains("0 of 6 moves solved; the other 6 are being solved"),
        "{said}"
    );
    assert!(
        page.contains(r#"http-equiv="refresh" content="5""#),
        "{page}"
    );
    assert!(said.contains("Pit 1 : not solved yet"), "{said}");
    let (_, again) = get(&client, &server, start).await;
    assert!(page_text(&again).contains("are being solved"));
}

#[tokio::test]
async fn a_position_nobody_looks_at_any_more_is_given_up_and_a_new_look_takes_it_up_again() {
    let metrics_addr = format!("127.0.0.1:{}", common::free_port());
    let (_dir, server) = sqlite_server(&[
        "--metrics-addr",
        &metrics_addr,
        "--analysis-unwatched-secs",
        "2",
    ])
    .await;
    let client = browser();
    let start = "/analysis?position=6,6,6,6,6,6,0,6,6,6,6,6,6,0,1";
    get(&client, &server, start).await;
    assert_eq!(common::analysis_queue(&metrics_addr).await, "1");
    // Looked at every second, as its page does every 5 s: kept on.
    for _ in 0..4 {
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
        let (_, page) = get(&client, &server, start).await;
        assert!(page_text(&page).contains("are being solved"));
        assert_eq!(common::analysis_queue(&metrics_addr).await, "1");
    }
    // Left alone: given up within the interval and the solver's next check.
    let mut given_up = false;
    for _ in 0..50 {
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        if common::analysis_queue(&metrics_addr).await == "0" {
            given_up = true;
            break;
        }
    }
    assert!(given_up, "the unwatched position left the queue");
    let (_, page) = get(&client, &server, start).await;
    assert!(page_text(&page).contains("are being solved"));
    assert_eq!(common::analysis_queue(&metrics_addr).await, "1");
}
