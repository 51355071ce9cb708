//! A game against the computer or on one device, played through the real
//! server the way a browser without JavaScript plays it: GET a page, POST
//! a form, follow the 303. Its analysis is `analysis`,
//! the computer's openings, proofs and hints `computer`.

mod analysis;
mod computer;
mod kept_pages;
mod oware;
mod oware_study;
mod script_answers;

use crate::common;

use common::{
    SAME_DEVICE, TestServer, browser, field, get, new_game, page_text, playable_pits, post,
    sqlite_server,
};
use reqwest::header::LOCATION;
use reqwest::{Client, StatusCode};

/// The state a page's forms carry: ply and version.
pub(super) fn seen(page: &str) -> (String, String) {
    let version = field(page, "version").expect("the board form carries the version");
    (ply(page).to_string(), version)
}

/// Submits a game form as the current page shows it, with `fields` added.
pub(super) async fn act(
    client: &Client,
    server: &TestServer,
    id: &str,
    fields: &[(&str, &str)],
) -> String {
    let (_, page) = get(client, server, &format!("/game/{id}")).await;
    let (ply, version) = seen(&page);
    let mut form = vec![
        ("game", id),
        ("ply", ply.as_str()),
        ("version", version.as_str()),
    ];
    form.extend_from_slice(fields);
    post(client, server, "/api/play", &form).await
}

/// Sows the first playable pit until the game is over; returns how many
/// moves that took and the last page.
pub(super) async fn play_to_the_end(
    client: &Client,
    server: &TestServer,
    id: &str,
) -> (usize, String) {
    let path = format!("/game/{id}");
    let mut moves = 0;
    loop {
        let (_, page) = get(client, server, &path).await;
        if page.contains("Game over") {
            return (moves, page);
        }
        let pit = playable_pits(&page).remove(0);
        act(client, server, id, &[("action", "sow"), ("pit", &pit)]).await;
        moves += 1;
    }
}

pub(super) fn ply(page: &str) -> u32 {
    field(page, "ply")
        .expect("the board form carries the ply")
        .parse()
        .unwrap()
}

/// Every `data-count` on the page, in document order.
pub(super) fn counts(page: &str) -> Vec<u32> {
    page.split("data-count=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().parse().unwrap())
        .collect()
}

/// A server with its own database, a browser, and a new game in it: the
/// game's id and page.
pub(super) async fn start_game(
    form: &[(&str, &str)],
) -> (tempfile::TempDir, TestServer, Client, String, String) {
    let (dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, form).await;
    let path = format!("/game/{id}");
    (dir, server, client, id, path)
}

#[tokio::test]
async fn a_full_game_by_form_posts_alone() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "easy"), ("seat", "1")]).await;
    for _ in 0..200 {
        let (status, page) = get(&client, &server, &path).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            counts(&page).iter().sum::<u32>(),
            48,
            "stones are conserved"
        );
        if page.contains("Game over") {
            assert!(
                page.contains("You win") || page.contains("Computer wins") || page.contains("Draw")
            );
            assert!(playable_pits(&page).is_empty());
            return;
        }
        let pit = playable_pits(&page)
            .into_iter()
            .next()
            .expect("a pit to sow");
        let location = act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
        assert_eq!(location, path, "a legal move goes back to the game");
    }
    panic!("the game did not end in 200 moves");
}

#[tokio::test]
async fn undo_and_redo_against_the_computer() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "medium"), ("seat", "1")]).await;
    let (_, start) = get(&client, &server, &path).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    let (_, after_move) = get(&client, &server, &path).await;
    let moved_ply = ply(&after_move);
    assert!(moved_ply >= 2, "the computer replied");

    act(&client, &server, &id, &[("action", "undo")]).await;
    let (_, undone) = get(&client, &server, &path).await;
    assert_eq!(ply(&undone), 0);
    assert_eq!(counts(&undone), counts(&start));
    assert!(undone.contains("Move taken back."));

    act(&client, &server, &id, &[("action", "redo")]).await;
    let (_, redone) = get(&client, &server, &path).await;
    assert_eq!(ply(&redone), moved_ply);
    assert_eq!(counts(&redone), counts(&after_move));

    let location = act(&client, &server, &id, &[("action", "redo")]).await;
    assert!(
        location.contains("__err="),
        "nothing to redo is refused: {location}"
    );
}

#[tokio::test]
async fn a_stale_or_malformed_form_changes_nothing() {
    let (_dir, server, client, id, path) = start_game(SAME_DEVICE).await;
    let first_move = [
        ("game", id.as_str()),
        ("ply", "0"),
        ("version", "0"),
        ("action", "sow"),
        ("pit", "1"),
    ];
    post(&client, &server, "/api/play", &first_move).await;
    let (_, before) = get(&client, &server, &path).await;

    // The same form again, as a double click sends it.
    let location = post(&client, &server, "/api/play", &first_move).await;
    assert!(
        location.starts_with(&format!("{path}?")) && location.contains("__err="),
        "{location}"
    );
    let (_, shown) = get(&client, &server, &location).await;
    assert!(
        shown.contains("out-of-date page"),
        "the refusal is explained"
    );

    let (ply_now, version_now) = seen(&before);
    let (ply_now, version_now) = (ply_now.as_str(), version_now.as_str());
    for form in [
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "9"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "dance"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", "lots"),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
        vec![
            ("game", "../../etc"),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
    ] {
        // Refused where the page shows it, or with a page of its own that
        // says why: never sent home with no word.
        let response = client
            .post(format!("{}/api/play", server.base))
            .form(&form)
            .send()
            .await
            .unwrap();
        match response.headers().get(LOCATION) {
            Some(location) => {
                let location = location.to_str().unwrap();
                assert!(location.contains("__err="), "{form:?} → {location}");
            }
            None => {
                assert!(response.status().is_client_error(), "{form:?}");
                let page = page_text(&response.text().await.unwrap());
                assert!(
                    page.contains("This form could not be read")
                        || page.contains("no game at this link"),
                    "{form:?}: {page}"
                );
            }
        }
    }
    let (_, after) = get(&client, &server, &path).await;
    assert_eq!(seen(&after), seen(&before));
    assert_eq!(counts(&after), counts(&before));

    // A pit number no button has is told in the game's words.
    let forged = [
        ("game", id.as_str()),
        ("ply", ply_now),
        ("version", version_now),
        ("action", "sow"),
        ("pit", "300"),
    ];
    let location = post(&client, &server, "/api/play", &forged).await;
    let (_, shown) = get(&client, &server, &location).await;
    assert!(
        shown.contains("there is no pit \"300\"; pits are numbered 1 to 6"),
        "{location}"
    );
    assert_eq!(counts(&shown), counts(&before));

    // Script requests get the refusal as a status, never a 500.
    let response = Client::new()
        .post(format!("{}/api/play", server.base))
        .form(&[("game", id.as_str()), ("ply", "x")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_form_from_before_an_undo_is_refused_even_at_the_same_ply() {
    let (_dir, server, client, id, path) = start_game(SAME_DEVICE).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "1")]).await;
    // An old tab still shows the game after pit 1.
    let (_, old_tab) = get(&client, &server, &path).await;
    act(&client, &server, &id, &[("action", "undo")]).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "2")]).await;
    let (_, now) = get(&client, &server, &path).await;
    assert_eq!(ply(&now), ply(&old_tab), "the same ply, another position");

    let (ply_then, version_then) = seen(&old_tab);
    let form = [
        ("game", id.as_str()),
        ("ply", ply_then.as_str()),
        ("version", version_then.as_str()),
        ("action", "sow"),
        ("pit", "4"),
    ];
    let location = post(&client, &server, "/api/play", &form).await;
    assert!(location.contains("__err="), "{location}");
    let (_, after) = get(&client, &server, &path).await;
    assert_eq!(counts(&after), counts(&now));
}

#[tokio::test]
async fn another_session_cannot_see_or_move_in_a_game() {
    let (_dir, server, owner, id, path) = start_game(SAME_DEVICE).await;

    let stranger = browser();
    let (status, page) = get(&stranger, &server, &path).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(page.contains("belongs to another player"));
    let form = [
        ("game", id.as_str()),
        ("ply", "0"),
        ("version", "0"),
        ("action", "sow"),
        ("pit", "3"),
    ];
    let location = post(&stranger, &server, "/api/play", &form).await;
    assert!(location.contains("__err="));

    let (status, page) = get(&owner, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ply(&page), 0, "the stranger's move did not happen");

    let (status, _) = get(&owner, &server, "/game/ffffffffffffffffffffffffffffffff").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_killed_and_restarted_server_keeps_every_answered_move() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "hard"), ("seat", "2")]).await;
    let (_, page) = get(&client, &server, &path).await;
    let pit = playable_pits(&page).remove(0);
    act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
    let (_, before) = get(&client, &server, &path).await;

    let server = server.restart().await;
    let (status, after) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK, "the session survived too");
    assert_eq!(seen(&after), seen(&before));
    assert_eq!(counts(&after), counts(&before));
    assert!(!playable_pits(&after).is_empty(), "play continues");
}

#[tokio::test]
async fn a_full_journal_refuses_more_actions_and_says_so() {
    let (_dir, server) = sqlite_server(&["--journal-limit", "4"]).await;
    let client = browser();
    let id = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "easy")],
    )
    .await;
    let path = format!("/game/{id}");
    let mut refusal = None;
    for _ in 0..10 {
        let (_, page) = get(&client, &server, &path).await;
        let before = ply(&page);
        let pit = playable_pits(&page).into_iter().next().expect("a move");
        let location = act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
        if location.contains("__err") {
            let (_, after) = get(&client, &server, &path).await;
            assert_eq!(ply(&after), before, "the refused move changed nothing");
            refusal = Some(location);
            break;
        }
    }
    let location = refusal.expect("the fourth journal line is the last");
    let (_, page) = get(&client, &server, &location).await;
    assert!(page.contains("limit of 4 recorded actions"), "{page}");
    assert!(page.contains("New game"), "a new attempt is offered");
}
