//! `kalah-server backup FILE` while the server runs: the copy is a whole
//! database that a server can start from, with every game and session.

use crate::common;

use common::play::{moves, next_move, sow};
use common::{SAME_DEVICE, TestServer, browser, new_game};
use std::process::Command;

fn backup(database_url: &str, file: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-server"))
        .arg("backup")
        .arg(file)
        .args(["--database-url", database_url])
        .output()
        .expect("kalah-server runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_playing_restores_every_game_and_session() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let server = TestServer::with(&url, dir.path(), &[]).await;
    let player = browser();
    let id = new_game(&player, &server, SAME_DEVICE).await;
    for _ in 0..3 {
        let state = next_move(&player, &server.base, &id)
            .await
            .unwrap()
            .unwrap();
        assert!(sow(&player, &server.base, &id, &state).await.unwrap());
    }
    let played = moves(&player, &server.base, &id).await.unwrap();

    let file = dir.path().join("copy.db");
    let made = backup(&url, &file);
    let said = String::from_utf8_lossy(&made.stdout);
    assert!(
        made.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(said.contains("backed up to"), "{said}");

    // The server goes on; a second backup to the same file is refused.
    let state = next_move(&player, &server.base, &id)
        .await
        .unwrap()
        .unwrap();
    assert!(sow(&player, &server.base, &id, &state).await.unwrap());
    let again = backup(&url, &file);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    let postgres = backup(
        "postgres://kalah@127.0.0.1/kalah",
        &dir.path().join("pg.db"),
    );
    assert!(!postgres.status.success());
    assert!(String::from_utf8_lossy(&postgres.stderr).contains("pg_dump"));
    let missing = backup(
        &format!("sqlite://{}", dir.path().join("none.db").display()),
        &dir.path().join("none-copy.db"),
    );
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no database at"));
    assert!(!dir.path().join("none-copy.db").exists());
    drop(server);

    // Restored: the same browser, the same session, the game as it was.
    let restored = dir.path().join("restored");
    std::fs::create_dir(&restored).unwrap();
    std::fs::copy(&file, restored.join("kalah.db")).unwrap();
    let restored_url = format!("sqlite://{}", restored.join("kalah.db").display());
    let server = TestServer::with(&restored_url, &restored, &[]).await;
    assert_eq!(moves(&player, &server.base, &id).await.unwrap(), played);
    let state = next_move(&player, &server.base, &id)
        .await
        .unwrap()
        .unwrap();
    assert!(sow(&player, &server.base, &id, &state).await.unwrap());
}
