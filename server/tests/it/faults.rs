//! Faults under the real server: killed in the middle of a load, its
//! database locked or its disk full, PostgreSQL restarted underneath it.
//! Every move that was answered stays; a refused one changes nothing and
//! says so; play continues once the fault is gone.

use crate::common;

use common::play::{UNLIMITED, check_volley, moves, next_move, sow_form, start_volley};
use common::{
    SAME_DEVICE, TestServer, browser, field, get, new_game, post, sqlite_server, try_new_game,
};
use reqwest::{Client, StatusCode};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_killed_mid_load_keeps_every_answered_move_and_plays_on() {
    let (_dir, server) = sqlite_server(&UNLIMITED).await;
    let stop = Arc::new(AtomicBool::new(false));
    let players = start_volley(&server, 24, &stop).await;
    players.until_answered(48).await;
    // SIGKILL while two dozen players have moves in flight.
    let server = server.restart().await;
    stop.store(true, Ordering::Relaxed);

    let answered = check_volley(players, &server).await;
    eprintln!("{answered} moves were answered before the kill");
    assert!(
        answered > 24,
        "the load had made moves before the kill ({answered})"
    );
    assert!(!server.log().contains("panicked"));
}

/// Plays one move by form and returns where the answer sent the browser.
async fn try_move(client: &Client, server: &TestServer, id: &str) -> String {
    let state = next_move(client, &server.base, id)
        .await
        .unwrap()
        .expect("the game goes on");
    post(client, server, "/api/play", &sow_form(id, &state)).await
}

/// The achievements of a move are written in the move's transaction: when
/// that write fails, the move is refused with "Nothing changed" and indeed
/// nothing changed.
#[tokio::test]
async fn a_failing_achievements_write_refuses_the_whole_move() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, SAME_DEVICE).await;
    let (_, page) = get(&client, &server, &format!("/game/{id}")).await;
    let version = field(&page, "version").unwrap();

    let mut other = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    sqlx::Executor::execute(
        &mut other,
        "CREATE TRIGGER refuse_achievements BEFORE INSERT ON achievements \
         BEGIN SELECT RAISE(ABORT, 'achievements refused'); END",
    )
    .await
    .unwrap();
    // The first sow earns "First sow", whose write now fails.
    let location = try_move(&client, &server, &id).await;
    assert!(location.contains("__err="), "{location}");
    let (_, page) = get(&client, &server, &location).await;
    assert!(page.contains("Nothing changed"), "{page}");
    assert!(
        moves(&client, &server.base, &id).await.unwrap().is_empty(),
        "the move was not kept"
    );
    let (_, page) = get(&client, &server, &format!("/game/{id}")).await;
    assert_eq!(field(&page, "version").unwrap(), version, "nothing saved");
    let (_, achievements) = get(&client, &server, "/achievements").await;
    assert!(achievements.contains("0 of 10"), "{achievements}");

    sqlx::Executor::execute(&mut other, "DROP TRIGGER refuse_achievements")
        .await
        .unwrap();
    assert_eq!(try_move(&client, &server, &id).await, format!("/game/{id}"));
    assert_eq!(moves(&client, &server.base, &id).await.unwrap().len(), 1);
    let (_, achievements) = get(&client, &server, "/achievements").await;
    assert!(achievements.contains("1 of 10"), "{achievements}");
}

#[tokio::test]
async fn a_locked_database_refuses_the_move_with_a_message_and_keeps_the_game() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, SAME_DEVICE).await;
    let before = moves(&client, &server.base, &id).await.unwrap();

    // Another program holds the write lock longer than the server waits.
    let mut other = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    sqlx::Executor::execute(&mut other, "BEGIN EXCLUSIVE")
        .await
        .unwrap();
    let location = try_move(&client, &server, &id).await;
    assert!(location.contains("__err="), "{location}");
    let (status, page) = get(&client, &server, &location).await;
    assert_eq!(status, StatusCode::OK, "reads go on while writes wait");
    assert!(page.contains("could not save or load just now"), "{page}");
    sqlx::Executor::execute(&mut other, "ROLLBACK")
        .await
        .unwrap();

    assert_eq!(
        moves(&client, &server.base, &id).await.unwrap(),
        before,
        "nothing half-written"
    );
    assert_eq!(try_move(&client, &server, &id).await, format!("/game/{id}"));
    assert_eq!(
        moves(&client, &server.base, &id).await.unwrap().len(),
        before.len() + 1
    );
    assert!(!server.log().contains("panicked"));
}

#[tokio::test]
async fn a_full_disk_refuses_writes_with_a_message_and_keeps_what_was_stored() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    // Room for the schema and a few games; the write-ahead log fills next.
    // (The 32 migrations alone write a little over 1 MB of it.)
    let server = TestServer::with_file_limit(&url, dir.path(), &UNLIMITED, 1536 * 1024).await;
    let client = browser();
    let mut id = String::new();
    let mut refusal = None;
    for _ in 0..3000 {
        let playing = !id.is_empty()
            && next_move(&client, &server.base, &id)
                .await
                .unwrap()
                .is_some();
        if !playing {
            let location = post(&client, &server, "/api/new-game", SAME_DEVICE).await;
            match location.strip_prefix("/game/") {
                Some(new) => id = new.to_string(),
                None => {
                    refusal = Some((location, None));
                    break;
                }
            }
            continue;
        }
        let before = moves(&client, &server.base, &id).await.unwrap();
        let location = try_move(&client, &server, &id).await;
        if location.contains("__err=") {
            refusal = Some((location, Some(before)));
            break;
        }
    }
    let (location, before) = refusal.expect("the disk filled up");
    eprintln!("the disk filled up; refused: {location}");
    let (status, page) = get(&client, &server, &location).await;
    assert_eq!(status, StatusCode::OK, "pages still show");
    assert!(page.contains("could not save or load just now"), "{page}");
    if let Some(before) = before {
        assert_eq!(
            moves(&client, &server.base, &id).await.unwrap(),
            before,
            "nothing half-written"
        );
    }
    let (status, _) = get(&client, &server, &format!("/game/{id}")).await;
    assert_eq!(status, StatusCode::OK, "the stored game still shows");
    assert!(!server.log().contains("panicked"));
}

/// Starts the PostgreSQL cluster again however the test ends.
struct StartOnDrop<'a>(&'a str);

impl Drop for StartOnDrop<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let (version, name) = self.0.split_once('/').unwrap();
            let _ = std::process::Command::new("pg_ctlcluster")
                .args([version, name, "start"])
                .status();
        }
    }
}

fn pg_ctlcluster(cluster: &str, action: &str) {
    let (version, name) = cluster.split_once('/').expect("version/name");
    let status = std::process::Command::new("pg_ctlcluster")
        .args([version, name, action])
        .status()
        .expect("pg_ctlcluster runs");
    assert!(status.success(), "pg_ctlcluster {cluster} {action}");
}

/// Restarts the PostgreSQL cluster `KALAH_TEST_POSTGRES_CLUSTER` names
/// (`15/kalah_restart`), whose server `KALAH_TEST_POSTGRES_RESTART` is.
/// Ignored by a plain `cargo test`, since it stops a whole cluster:
/// `cargo xtask test` makes one for it alone and runs it with the others.
#[tokio::test]
#[ignore = "stops a PostgreSQL cluster; cargo xtask test makes one for it"]
async fn postgres_stopped_under_the_server_fails_cleanly_and_recovers_by_itself() {
    let cluster = std::env::var("KALAH_TEST_POSTGRES_CLUSTER").expect(
        "KALAH_TEST_POSTGRES_CLUSTER names the cluster to stop (15/kalah_restart); cargo xtask \
         test sets it",
    );
    let admin = std::env::var("KALAH_TEST_POSTGRES_RESTART").expect(
        "KALAH_TEST_POSTGRES_RESTART is an admin URL of that cluster; cargo xtask test sets it",
    );
    let url = common::postgres_database_on(&admin).await;
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::with(&url, dir.path(), &[]).await;
    let client = browser();
    let id = new_game(&client, &server, SAME_DEVICE).await;
    try_move(&client, &server, &id).await;
    let state = next_move(&client, &server.base, &id)
        .await
        .unwrap()
        .unwrap();
    let before = moves(&client, &server.base, &id).await.unwrap();

    let _start = StartOnDrop(&cluster);
    pg_ctlcluster(&cluster, "stop");
    let (status, page) = get(&client, &server, &format!("/game/{id}")).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{page}");
    assert!(page.contains("could not save or load"), "{page}");
    let form = sow_form(&id, &state);
    let location = post(&client, &server, "/api/play", &form).await;
    assert!(location.contains("__err="), "{location}");
    // A first visit needs a new session, which cannot be saved either.
    let response = try_new_game(&browser(), &server).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        response
            .text()
            .await
            .unwrap()
            .contains("try again in a moment")
    );

    pg_ctlcluster(&cluster, "start");
    let mut recovered = false;
    for _ in 0..100 {
        if get(&client, &server, &format!("/game/{id}")).await.0 == StatusCode::OK {
            recovered = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(recovered, "the server reconnects by itself");
    assert_eq!(
        moves(&client, &server.base, &id).await.unwrap(),
        before,
        "the refused move left nothing"
    );
    assert_eq!(
        post(&client, &server, "/api/play", &form).await,
        format!("/game/{id}")
    );
    assert_eq!(
        moves(&client, &server.base, &id).await.unwrap().len(),
        before.len() + 1
    );
    assert!(!server.log().contains("panicked"));
}
