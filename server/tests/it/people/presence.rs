//! Seeks belong to someone present: a live seek whose player's page has
//! been gone for 20 s is neither listed nor paired, and ends; their page's
//! checks and event stream keep it, on any process; a correspondence seek
//! stays until cancelled or accepted.

use crate::common::lobby::{act, choose};
use crate::common::{TestServer, browser, get, page_text, postgres_database, sqlite_server};
use reqwest::Client;
use std::time::{Duration, Instant};

/// Moves every open seek's "last seen" `seconds` into the past, as if its
/// player's page had closed then.
async fn age_seeks(database: &str, seconds: i64) {
    const AGE: &str = "UPDATE seeks SET seen_at = seen_at - $1 WHERE accepted_by IS NULL";
    if database.starts_with("postgres") {
        let mut database = <sqlx::PgConnection as sqlx::Connection>::connect(database)
            .await
            .unwrap();
        sqlx::query(AGE)
            .bind(seconds)
            .execute(&mut database)
            .await
            .map(drop)
    } else {
        let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(database)
            .await
            .unwrap();
        sqlx::query(AGE)
            .bind(seconds)
            .execute(&mut database)
            .await
            .map(drop)
    }
    .unwrap();
}

/// Open seeks in the SQLite database, whether listed or not.
async fn stored_seeks(database: &str) -> i64 {
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(database)
        .await
        .unwrap();
    sqlx::query_scalar("SELECT COUNT(*) FROM seeks WHERE accepted_by IS NULL")
        .fetch_one(&mut database)
        .await
        .unwrap()
}

/// The lobby as `player` reads it.
async fn lobby(player: &Client, server: &TestServer) -> String {
    page_text(&get(player, server, "/lobby").await.1)
}

fn seek(speed: &str) -> [(&str, &str); 4] {
    [
        ("stones", "4"),
        ("speed", speed),
        ("mode", "rated"),
        ("seat", "random"),
    ]
}

#[tokio::test]
async fn a_seek_whose_player_left_is_neither_listed_nor_paired_and_ends() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo, cy) = (browser(), browser(), browser());
    for (player, name) in [(&ada, "Ada"), (&bo, "Bo Diddley"), (&cy, "Cy Young")] {
        choose(player, &server, name).await;
    }
    // Ada waits for a 3+2 game and by correspondence, then closes her tab.
    act(&ada, &server, "open", &seek("3+2")).await;
    act(&ada, &server, "open", &seek("1d")).await;
    let text = lobby(&cy, &server).await;
    assert!(text.contains("Ada new 4 stones, rated, 3+2"), "{text}");
    age_seeks(server.database_url(), 21).await;

    let text = lobby(&cy, &server).await;
    assert!(
        !text.contains("rated, 3+2"),
        "a gone player's seek is not listed: {text}"
    );
    assert!(text.contains("Ada new 4 stones, rated, 1 day"), "{text}");
    // Bo's Play now finds nobody: he waits, and is not paired with Ada.
    let (waiting, _, text) = act(&bo, &server, "open", &seek("3+2")).await;
    assert!(text.contains("Waiting for someone"), "{text}");
    let started = Instant::now();
    while stored_seeks(server.database_url()).await != 2 {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "Ada's live seek ended within a few seconds"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (_, page) = get(&bo, &server, &waiting).await;
    assert!(
        !page.contains("/room/"),
        "Bo was paired with nobody: {page}"
    );

    // Cy comes for the same game: paired with Bo, who is here.
    let (_, page, _) = act(&cy, &server, "open", &seek("3+2")).await;
    assert!(page.contains(r#"content="0; url=/room/"#), "{page}");
}

#[tokio::test]
async fn a_waiting_page_checking_keeps_its_seek_open() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, cy) = (browser(), browser());
    choose(&ada, &server, "Ada").await;
    choose(&cy, &server, "Cy Young").await;
    let (waiting, _, _) = act(&ada, &server, "open", &seek("5+3")).await;
    age_seeks(server.database_url(), 15).await;
    // Her page without JavaScript checks again: she is here.
    get(&ada, &server, &waiting).await;
    age_seeks(server.database_url(), 15).await;
    let text = lobby(&cy, &server).await;
    assert!(text.contains("Ada new 4 stones, rated, 5+3"), "{text}");
}

#[tokio::test]
async fn a_lobby_page_open_on_another_process_keeps_its_players_seek() {
    let url = postgres_database().await;
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (first, second) = (
        TestServer::with(&url, one.path(), &[]).await,
        TestServer::with(&url, two.path(), &[]).await,
    );
    let (ada, cy) = (browser(), browser());
    choose(&ada, &first, "Ada").await;
    choose(&cy, &first, "Cy Young").await;
    act(&ada, &first, "open", &seek("10+5")).await;
    act(&ada, &first, "open", &seek("5+3")).await;
    age_seeks(&url, 19).await;
    // Ada's lobby page follows the second process's event stream.
    let stream = ada
        .get(format!("{}/api/lobby/events", second.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    tokio::time::sleep(Duration::from_secs(2)).await;
    let text = lobby(&cy, &first).await;
    assert!(
        text.contains("rated, 10+5") && text.contains("rated, 5+3"),
        "{text}"
    );
    // Her tab closes: 20 s later both are gone, on either process.
    drop(stream);
    age_seeks(&url, 21).await;
    for server in [&first, &second] {
        let text = lobby(&cy, server).await;
        assert!(!text.contains("Ada new"), "{text}");
    }
}
