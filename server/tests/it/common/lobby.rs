//! Playing people through the lobby's forms, as a browser without
//! JavaScript does.

use super::{TestServer, field, get, page_text, post};
use reqwest::Client;

/// Asks for `name` by the lobby's form; the lobby page it leads back to,
/// as a screen reader reads it.
pub async fn choose(client: &Client, server: &TestServer, name: &str) -> String {
    let location = post(client, server, "/api/name-choose", &[("name", name)]).await;
    assert!(location.starts_with("/lobby"), "{location}");
    let (status, page) = get(client, server, &location).await;
    assert_eq!(status, 200, "{page}");
    page_text(&page)
}

/// Ada and Bo Diddley, each in a browser of their own with their name
/// chosen.
pub async fn ada_and_bo(server: &TestServer) -> (Client, Client) {
    let (ada, bo) = (super::browser(), super::browser());
    choose(&ada, server, "Ada").await;
    choose(&bo, server, "Bo Diddley").await;
    (ada, bo)
}

/// Posts the lobby's form `action` with `fields`; the page it leads to,
/// its address and its text.
pub async fn act(
    client: &Client,
    server: &TestServer,
    action: &str,
    fields: &[(&str, &str)],
) -> (String, String, String) {
    let mut form = vec![("action", action)];
    form.extend_from_slice(fields);
    let location = post(client, server, "/api/lobby-act", &form).await;
    let (status, page) = get(client, server, &location).await;
    assert_eq!(status, 200, "{location}: {page}");
    let text = page_text(&page);
    (location, page, text)
}

pub const SEEK: [(&str, &str); 4] = [
    ("stones", "4"),
    ("speed", "5+3"),
    ("mode", "rated"),
    ("seat", "first"),
];

/// Opens a seek for `seeker` with `form`, has `taker` accept it; the
/// game's room.
pub async fn seek_and_accept(
    server: &TestServer,
    seeker: &Client,
    taker: &Client,
    form: &[(&str, &str)],
) -> String {
    let (waiting, _, _) = act(seeker, server, "open", form).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap();
    let location = post(
        taker,
        server,
        "/api/lobby-act",
        &[("action", "accept"), ("seek", seek)],
    )
    .await;
    location.strip_prefix("/room/").unwrap().to_string()
}

/// Three sowings each, Player 1 (`first`) then Player 2 by turns, none
/// with an extra turn (1, 1, 3, 3, 1, 1 on the standard board): the
/// opening a rated game needs before its result moves ratings
/// (`play::SOWINGS_TO_RATE`).
pub async fn open_the_game(first: &Client, second: &Client, server: &TestServer, room: &str) {
    for (player, pit) in [
        (first, "1"),
        (second, "1"),
        (first, "3"),
        (second, "3"),
        (first, "1"),
        (second, "1"),
    ] {
        play_in_room(player, server, room, &[("action", "sow"), ("pit", pit)]).await;
    }
}

/// `player` resigns the room's game.
pub async fn resign(player: &Client, server: &TestServer, room: &str) {
    play_in_room(player, server, room, &[("action", "resign")]).await;
}

/// Posts the room game's form with `fields` (the action, and a pit to
/// sow), for the state `player`'s page of the room shows; the page the
/// answer leads to, as a screen reader reads it.
pub async fn play_in_room(
    player: &Client,
    server: &TestServer,
    room: &str,
    fields: &[(&str, &str)],
) -> String {
    let (_, page) = get(player, server, &format!("/room/{room}")).await;
    let state = ["game", "ply", "version"].map(|name| field(&page, name).unwrap());
    let mut form = vec![
        ("game", state[0].as_str()),
        ("ply", state[1].as_str()),
        ("version", state[2].as_str()),
        ("room", room),
    ];
    form.extend_from_slice(fields);
    let location = post(player, server, "/api/play", &form).await;
    let (status, page) = get(player, server, &location).await;
    assert_eq!(status, 200, "{location}: {page}");
    page_text(&page)
}
