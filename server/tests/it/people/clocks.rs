//! Live clocks in games from the lobby, kept by the server: each move
//! costs its side's time and earns the increment, and a side whose time
//! runs out loses, decided by the server with nobody connected, once, even
//! when it ran out while the server was down.

use crate::common::lobby::{SEEK, ada_and_bo, play_in_room, seek_and_accept};
use crate::common::{TestServer, get, page_text, sqlite_server};
use engine::Player;
use play::Timing;
use reqwest::Client;
use std::time::{Duration, Instant};

/// The room's page as `player` reads it.
async fn room_text(player: &Client, server: &TestServer, room: &str) -> String {
    let (status, page) = get(player, server, &format!("/room/{room}")).await;
    assert_eq!(status, 200);
    page_text(&page)
}

/// The home page as `player` reads it.
async fn home(player: &Client, server: &TestServer) -> String {
    page_text(&get(player, server, "/").await.1)
}

/// Sows `pit` in the room's game for `player`.
async fn sow(player: &Client, server: &TestServer, room: &str, pit: &str) -> String {
    play_in_room(player, server, room, &[("action", "sow"), ("pit", pit)]).await
}

/// How many rows of the server's SQLite database `query` counts.
async fn count(database: &str, query: &str) -> i64 {
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(database)
        .await
        .unwrap();
    sqlx::query_scalar(query)
        .fetch_one(&mut database)
        .await
        .unwrap()
}

/// Winds the game's clock on while the server is down: `side` has been
/// thinking since `ago` with the game's whole five minutes.
async fn wind_on(database: &str, side: Player, ago: Duration) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let since = now - ago.as_millis() as i64;
    let timing = Timing::start("5+3".parse().unwrap(), side, since);
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(database)
        .await
        .unwrap();
    let wound = sqlx::query("UPDATE game_times SET timing = $1, runs_out_at = $2")
        .bind(serde_json::to_string(&timing).unwrap())
        .bind(timing.runs_out_at().unwrap().1)
        .execute(&mut database)
        .await
        .unwrap();
    assert_eq!(wound.rows_affected(), 1);
}

#[tokio::test]
async fn a_clock_run_out_while_the_server_was_down_loses_once_after_it_restarts() {
    let (_dir, mut server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;

    let text = room_text(&bo, &server, &room).await;
    assert!(text.contains("Ada's clock: 5:00"), "{text}");
    assert!(text.contains("Your clock: 5:00"), "{text}");
    // Ada sows pit 1 (no extra turn): her 3 s increment, Bo's time runs.
    sow(&ada, &server, &room, "1").await;
    let text = room_text(&bo, &server, &room).await;
    assert!(
        text.contains("Ada's clock: 5:03") || text.contains("Ada's clock: 5:02"),
        "{text}"
    );

    let (status, _) = server.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|status| status.success()));
    wind_on(server.database_url(), Player::Two, Duration::from_secs(400)).await;
    let server = server.start_again().await;

    // Decided by the server alone: nobody asks for a page meanwhile.
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    let started = Instant::now();
    let text = loop {
        let text = room_text(&ada, &server, &room).await;
        if text.contains("ran out of time") || started.elapsed() > Duration::from_secs(5) {
            break text;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        text.contains("Bo Diddley ran out of time. You win."),
        "{text}"
    );
    // Bo never sowed: a game abandoned at its start moves no rating.
    assert!(!text.contains("Ratings:"), "{text}");
    let text = room_text(&bo, &server, &room).await;
    assert!(text.contains("You ran out of time. Ada wins."), "{text}");
    assert_eq!(
        count(server.database_url(), "SELECT COUNT(*) FROM rating_changes").await,
        0
    );
    // Once, whatever else looked at it since.
    let decided = count(
        server.database_url(),
        "SELECT COUNT(*) FROM journal WHERE action = 'time'",
    )
    .await;
    assert_eq!(decided, 1);
}

#[tokio::test]
async fn a_correspondence_game_shows_whose_move_is_due_and_when() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let slow = [SEEK[0], ("speed", "3d"), SEEK[2], SEEK[3]];
    let room = seek_and_accept(&server, &ada, &bo, &slow).await;
    let text = room_text(&bo, &server, &room).await;
    assert!(text.contains("3 days per move, rated."), "{text}");
    assert!(text.contains("Ada's move is due by "), "{text}");
    assert!(text.contains(" UTC (2 days 23 hours left)."), "{text}");
    assert!(!text.contains("clock:"), "{text}");
    assert!(
        home(&ada, &server)
            .await
            .contains("Your move in 1 game Against Bo Diddley")
    );
    assert!(!home(&bo, &server).await.contains("Your move in"));
    sow(&ada, &server, &room, "1").await;
    let text = room_text(&ada, &server, &room).await;
    assert!(text.contains("Bo Diddley's move is due by "), "{text}");
    assert!(!home(&ada, &server).await.contains("Your move in"));
    let (_, games) = get(&bo, &server, "/games").await;
    assert!(
        page_text(&games).contains("Your move in 1 game Against Ada"),
        "{games}"
    );
}

#[tokio::test]
async fn a_game_is_aborted_until_both_sides_moved_with_no_result_and_no_rating() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    // Pit 3 ends in Ada's store: two moves by her, none yet by Bo.
    sow(&ada, &server, &room, "3").await;
    sow(&ada, &server, &room, "1").await;
    let (_, page) = get(&bo, &server, &format!("/room/{room}")).await;
    assert!(page.contains(r#"value="abort""#), "Bo may abort: {page}");

    let text = play_in_room(&bo, &server, &room, &[("action", "abort")]).await;
    assert!(
        text.contains("The game was aborted: no result, and no rating changes."),
        "{text}"
    );
    assert!(!text.contains("clock: 4:"), "the clocks stopped: {text}");
    let text = room_text(&ada, &server, &room).await;
    assert!(text.contains("The game was aborted"), "{text}");
    assert!(!text.contains("Ratings:"), "{text}");
    let text = sow(&ada, &server, &room, "2").await;
    assert!(text.contains("The game is over."), "{text}");
    let (_, watch) = get(&ada, &server, "/watch").await;
    assert!(!watch.contains(&room), "an aborted game is not watched");
    let rated = count(server.database_url(), "SELECT COUNT(*) FROM ratings").await;
    assert_eq!(rated, 0);
}

#[tokio::test]
async fn once_both_sides_moved_abort_is_refused_and_the_game_goes_on() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    sow(&ada, &server, &room, "1").await;
    sow(&bo, &server, &room, "1").await;
    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    assert!(!page.contains(r#"value="abort""#), "{page}");
    let text = play_in_room(&ada, &server, &room, &[("action", "abort")]).await;
    assert!(
        text.contains("both players have moved, so the game can no longer be aborted"),
        "{text}"
    );
    assert!(text.contains("Your turn."), "the game goes on: {text}");
}

#[tokio::test]
async fn a_live_game_with_no_first_move_is_aborted_unrated_once_with_nobody_connected() {
    let (_dir, server) = sqlite_server(&["--first-move-secs", "4"]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    // Ada (Player 1) moves in time; Bo never does, and nobody looks. The
    // server is killed and started again meanwhile: it still decides.
    sow(&ada, &server, &room, "1").await;
    let server = server.restart().await;
    tokio::time::sleep(Duration::from_secs(6)).await;

    let text = room_text(&ada, &server, &room).await;
    assert!(
        text.contains("Bo Diddley did not make a first move in time."),
        "{text}"
    );
    assert!(
        text.contains("The game was aborted: no result, and no rating changes."),
        "{text}"
    );
    // The same quick pairing, one press away.
    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    assert!(page.contains("Find another 5+3 game"), "{page}");
    for field in [
        r#"name="speed" value="5+3""#,
        r#"name="seat" value="random""#,
        r#"name="mode" value="rated""#,
    ] {
        assert!(page.contains(field), "{field}: {page}");
    }
    let text = room_text(&bo, &server, &room).await;
    assert!(
        text.contains("You did not make your first move in time."),
        "{text}"
    );
    // Bo's first move, too late, is refused and changes nothing.
    let text = sow(&bo, &server, &room, "1").await;
    assert!(text.contains("The game is over."), "{text}");

    let rated = count(server.database_url(), "SELECT COUNT(*) FROM ratings").await;
    assert_eq!(rated, 0, "nothing rated");
    let decided = count(
        server.database_url(),
        "SELECT COUNT(*) FROM journal WHERE action = 'no-first-move'",
    )
    .await;
    assert_eq!(decided, 1, "decided once");
}
