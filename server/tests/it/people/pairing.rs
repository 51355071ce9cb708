//! Quick pairing: players who wait for the same game are paired by the
//! server, each in exactly one game, across server processes; after 30 s
//! with nobody, the computer is offered.

use crate::common::lobby::choose;
use crate::common::{
    TestServer, browser, get, next_update, page_text, post, postgres_database, sqlite_server,
};
use reqwest::Client;
use std::time::{Duration, Instant};

/// "Play now" at `speed`: the page that waits, by its address.
async fn play_now(player: &Client, server: &TestServer, speed: &str) -> String {
    let form = [
        ("action", "open"),
        ("stones", "4"),
        ("mode", "rated"),
        ("seat", "random"),
        ("speed", speed),
    ];
    let waiting = post(player, server, "/api/lobby-act", &form).await;
    assert!(waiting.starts_with("/lobby?waiting="), "{waiting}");
    waiting
}

/// The room the waiting page leads to once paired, waiting up to 20 s.
async fn paired_room(player: &Client, server: &TestServer, waiting: &str) -> Option<String> {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(20) {
        let (_, page) = get(player, server, waiting).await;
        if let Some(rest) = page.split(r#"content="0; url=/room/"#).nth(1) {
            return rest.split('"').next().map(str::to_string);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    None
}

#[tokio::test]
async fn two_players_waiting_for_the_same_game_are_paired_and_a_lone_one_is_offered_the_computer() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo, cy) = (browser(), browser(), browser());
    for (player, name) in [(&ada, "Ada"), (&bo, "Bo Diddley"), (&cy, "Cy Young")] {
        choose(player, &server, name).await;
    }
    let (_, page) = get(&ada, &server, "/lobby").await;
    assert!(
        page.contains(r#"value="5+3">5+3: 5 minutes, plus 3 seconds a move</button>"#),
        "{page}"
    );

    let ada_waits = play_now(&ada, &server, "5+3").await;
    let bo_waits = play_now(&bo, &server, "5+3").await;
    let room = paired_room(&ada, &server, &ada_waits)
        .await
        .expect("paired");
    assert_eq!(
        paired_room(&bo, &server, &bo_waits).await.as_ref(),
        Some(&room)
    );
    let (_, page) = get(&bo, &server, &format!("/room/{room}")).await;
    assert!(page_text(&page).contains("5+3: 5 minutes, plus 3 seconds a move, rated."));

    // Alone for over 30 s: the computer is offered, the seek kept.
    let cy_waits = play_now(&cy, &server, "10+5").await;
    let (_, page) = get(&cy, &server, &cy_waits).await;
    assert!(!page_text(&page).contains("Play the computer"), "{page}");
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    sqlx::query("UPDATE seeks SET created_at = created_at - 31 WHERE accepted_by IS NULL")
        .execute(&mut database)
        .await
        .unwrap();
    let (_, page) = get(&cy, &server, &cy_waits).await;
    let text = page_text(&page);
    assert!(
        text.contains("Nobody has taken your seek yet. Play the computer at Medium meanwhile?"),
        "{text}"
    );
    assert!(text.contains("Play the computer (Medium)"), "{text}");
    assert!(text.contains("Cy Young (you)"), "{text}");
}

#[tokio::test]
async fn forty_players_joining_at_once_across_two_processes_each_get_exactly_one_game() {
    let url = postgres_database().await;
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let servers = [
        TestServer::with(&url, one.path(), &[]).await,
        TestServer::with(&url, two.path(), &[]).await,
    ];
    let players: Vec<Client> = (0..40).map(|_| browser()).collect();
    for (n, player) in players.iter().enumerate() {
        choose(player, &servers[n % 2], &format!("Player {n:02}")).await;
    }
    let servers = std::sync::Arc::new(servers);
    let mut joins = tokio::task::JoinSet::new();
    for (n, player) in players.iter().enumerate() {
        let (player, servers) = (player.clone(), servers.clone());
        joins.spawn(async move {
            let server = &servers[n % 2];
            let waiting = play_now(&player, server, "3+2").await;
            (n, paired_room(&player, server, &waiting).await)
        });
    }
    let mut rooms: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
    for (n, room) in joins.join_all().await {
        let room = room.unwrap_or_else(|| panic!("player {n} was never paired"));
        rooms.entry(room).or_default().push(n);
    }
    assert_eq!(rooms.len(), 20, "{rooms:?}");
    for (room, players) in &rooms {
        assert_eq!(players.len(), 2, "room {room}: {players:?}");
        assert_ne!(players[0], players[1]);
        // Each room's game, made by either process, is seen by the other.
        let (_, page) = get(&browser(), &servers[1], &format!("/room/{room}")).await;
        assert!(page_text(&page).contains("Player 1: Player "), "{page}");
    }
}

#[tokio::test]
async fn a_seek_opened_on_one_process_reaches_lobby_pages_on_the_other_at_once() {
    let url = postgres_database().await;
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (first, second) = (
        TestServer::with(&url, one.path(), &[]).await,
        TestServer::with(&url, two.path(), &[]).await,
    );
    let (ada, bo) = (browser(), browser());
    choose(&ada, &first, "Ada").await;
    choose(&bo, &second, "Bo Diddley").await;
    let listen = |client: &Client, server: &TestServer| {
        client
            .get(format!("{}/api/lobby/events", server.base))
            .send()
    };
    let stream = listen(&bo, &second).await.unwrap();
    assert_eq!(stream.status(), 200);
    // Let the stream subscribe before the seek.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let waiting = play_now(&ada, &first, "10+5").await;
    assert!(
        next_update(stream, Duration::from_secs(5)).await,
        "Bo's lobby heard of Ada's seek"
    );
    let (_, page) = get(&bo, &second, "/lobby").await;
    assert!(
        page_text(&page).contains("Ada new 4 stones, rated"),
        "{page}"
    );

    // Bo accepts on his process; Ada's page hears it on hers.
    let stream = listen(&ada, &first).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap();
    let room = post(
        &bo,
        &second,
        "/api/lobby-act",
        &[("action", "accept"), ("seek", seek)],
    )
    .await;
    assert!(
        next_update(stream, Duration::from_secs(5)).await,
        "Ada's waiting page heard her seek was taken"
    );
    let (_, page) = get(&ada, &first, &waiting).await;
    assert!(
        page.contains(&format!(r#"href="{room}" data-go"#)),
        "{page}"
    );
}
