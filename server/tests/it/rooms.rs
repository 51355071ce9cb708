//! Rooms over HTTP: a host and a guest on their own browsers, on one
//! server or on two sharing PostgreSQL.

use crate::common;

use common::{TestServer, browser, field, get, next_update, post};
use reqwest::{Client, StatusCode};
use std::time::{Duration, Instant};

/// Opens a room as `host`; returns its token.
async fn open_room(host: &Client, server: &TestServer) -> String {
    let location = post(host, server, "/api/room-new", &[]).await;
    let token = location.strip_prefix("/room/").expect("sent to the room");
    assert!(token.parse::<play::RoomToken>().is_ok(), "{token}");
    token.to_string()
}

async fn join(guest: &Client, server: &TestServer, token: &str) -> String {
    post(
        guest,
        server,
        "/api/room-act",
        &[("token", token), ("action", "join")],
    )
    .await
}

/// Sows `pit` as the room page shows the game to `player`.
async fn sow(player: &Client, server: &TestServer, token: &str, pit: &str) -> String {
    let (_, page) = get(player, server, &format!("/room/{token}")).await;
    let game = field(&page, "game").expect("the room shows its game");
    let ply = field(&page, "ply").unwrap();
    let version = field(&page, "version").unwrap();
    let form = [
        ("game", game.as_str()),
        ("ply", ply.as_str()),
        ("version", version.as_str()),
        ("action", "sow"),
        ("pit", pit),
        ("room", token),
    ];
    post(player, server, "/api/play", &form).await
}

#[tokio::test]
async fn moves_cross_live_between_two_servers_sharing_postgresql() {
    let database = common::postgres_database().await;
    let dir = tempfile::tempdir().unwrap();
    let first = TestServer::with(&database, dir.path(), &[]).await;
    let second = TestServer::with(&database, dir.path(), &[]).await;
    let (host, guest) = (browser(), browser());
    let token = open_room(&host, &first).await;
    let (status, page) = get(&guest, &second, &format!("/room/{token}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains(">Join<"), "the guest is invited to join");
    assert_eq!(
        join(&guest, &second, &token).await,
        format!("/room/{token}")
    );

    let stream = guest
        .get(format!("{}/api/rooms/{token}/events", second.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    // Let the stream subscribe before the move.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        sow(&host, &first, &token, "1").await,
        format!("/room/{token}")
    );
    assert!(
        next_update(stream, Duration::from_secs(10)).await,
        "the guest's server heard of the host's move"
    );
    let (_, page) = get(&guest, &second, &format!("/room/{token}")).await;
    assert!(page.contains("Friend sowed pit 1: last stone in"), "{page}");
    assert!(page.contains("Your turn."));
    // And back the other way.
    assert_eq!(
        sow(&guest, &second, &token, "3").await,
        format!("/room/{token}")
    );
    let (_, page) = get(&host, &first, &format!("/room/{token}")).await;
    assert!(page.contains("Friend sowed pit 3"), "{page}");
}

#[tokio::test]
async fn a_third_browser_can_only_watch_and_forged_links_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(&dir.path().join("kalah.db")).await;
    let (host, guest, third) = (browser(), browser(), browser());
    let token = open_room(&host, &server).await;
    join(&guest, &server, &token).await;

    let (status, page) = get(&third, &server, &format!("/room/{token}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("You are watching."), "{page}");
    let refused = join(&third, &server, &token).await;
    assert!(refused.contains("__err"), "{refused}");
    // The spectator's page has no board form; a forged one is refused.
    let (_, host_page) = get(&host, &server, &format!("/room/{token}")).await;
    let game = field(&host_page, "game").unwrap();
    let version = field(&host_page, "version").unwrap();
    let forged = post(
        &third,
        &server,
        "/api/play",
        &[
            ("game", game.as_str()),
            ("ply", "0"),
            ("version", version.as_str()),
            ("action", "sow"),
            ("pit", "1"),
            ("room", token.as_str()),
        ],
    )
    .await;
    assert!(forged.contains("__err"), "{forged}");
    // The guest cannot move for the host either.
    let out_of_turn = sow(&guest, &server, &token, "1").await;
    assert!(out_of_turn.contains("__err"), "{out_of_turn}");
    let (_, page) = get(&host, &server, &format!("/room/{token}")).await;
    assert_eq!(field(&page, "ply").as_deref(), Some("0"), "nothing changed");

    for forged in ["ffffffffffffffffffffffffffffffff", "not-a-room"] {
        let (status, page) = get(&third, &server, &format!("/room/{forged}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{forged}");
        assert!(page.contains("Room not found"), "{page}");
        assert!(page.contains("Start a new game"));
    }
}

#[tokio::test]
async fn an_absent_friend_is_replaced_by_the_computer_and_rooms_expire() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let flags = [
        "--room-away-secs",
        "1",
        "--room-idle-secs",
        "3",
        "--room-lifetime-secs",
        "30",
    ];
    let server = TestServer::with(&database, dir.path(), &flags).await;
    let (host, guest) = (browser(), browser());
    let token = open_room(&host, &server).await;
    join(&guest, &server, &token).await;
    let (_, page) = get(&host, &server, &format!("/room/{token}")).await;
    assert!(
        !page.contains("Continue vs computer"),
        "the guest just joined"
    );
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let (_, page) = get(&host, &server, &format!("/room/{token}")).await;
    assert!(page.contains("Continue vs computer"), "{page}");
    let location = post(
        &host,
        &server,
        "/api/room-act",
        &[("token", token.as_str()), ("action", "continue")],
    )
    .await;
    let game = location.strip_prefix("/game/").expect("on to the game");
    let (status, page) = get(&host, &server, &format!("/game/{game}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("vs Computer · Medium"), "{page}");
    let (status, _) = get(&host, &server, &format!("/room/{token}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "the room closed");

    // A room nobody visits expires.
    let idle = open_room(&host, &server).await;
    tokio::time::sleep(Duration::from_millis(4200)).await;
    let (status, page) = get(&guest, &server, &format!("/room/{idle}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(page.contains("expired"), "{page}");
}

#[tokio::test]
async fn a_room_ends_after_its_lifetime_even_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let flags = ["--room-lifetime-secs", "2", "--room-idle-secs", "600"];
    let server = TestServer::with(&database, dir.path(), &flags).await;
    let host = browser();
    let token = open_room(&host, &server).await;
    let started = Instant::now();
    while started.elapsed() < Duration::from_millis(1500) {
        let (status, _) = get(&host, &server, &format!("/room/{token}")).await;
        assert_eq!(status, StatusCode::OK, "still open");
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    tokio::time::sleep(Duration::from_millis(1600)).await;
    let (status, _) = get(&host, &server, &format!("/room/{token}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "gone after its lifetime");
}
