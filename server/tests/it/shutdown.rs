//! Stopping the server as a process manager does (SIGTERM) while sixteen
//! players make moves: it stops within ten seconds with exit status 0,
//! every answered move is kept, a move that was under way is stored whole
//! (with the computer's replies) or not at all, and every game plays on
//! once the server is started again. A room page's live stream is told
//! to come back soon, and does not hold the stop up.

use crate::common;

use common::play::{UNLIMITED, check_volley, start_volley};
use common::{browser, post, sqlite_server};
use reqwest::StatusCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_stop_during_a_volley_of_moves_keeps_every_move_whole_and_the_games_play_on() {
    let (_dir, mut server) = sqlite_server(&UNLIMITED).await;
    let stop = Arc::new(AtomicBool::new(false));
    let players = start_volley(&server, 16, &stop).await;
    let host = browser();
    let room = post(&host, &server, "/api/room-new", &[]).await;
    let token = room.strip_prefix("/room/").expect("sent to the room");
    let stream = host
        .get(format!("{}/api/rooms/{token}/events", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    players.until_answered(32).await;
    let (status, took) = server.terminate(Duration::from_secs(10));
    let status = status.unwrap_or_else(|| panic!("still running {took:?} after SIGTERM"));
    assert!(status.success(), "exit status {status}: {}", server.log());
    eprintln!("stopped {took:?} after SIGTERM");
    let events = stream.text().await.expect("the stream ends cleanly");
    assert!(
        events.ends_with(": the server is stopping\nretry: 500\n\n"),
        "the last event asks the page to come back in half a second: {events:?}"
    );
    let log = server.log();
    let server = server.start_again().await;
    stop.store(true, Ordering::Relaxed);

    let answered = check_volley(players, &server).await;
    eprintln!("{answered} moves were answered before the stop");
    assert!(
        answered > 16,
        "the players had made moves before the stop ({answered})"
    );
    assert!(!log.contains("panicked"), "{log}");
    assert!(!server.log().contains("panicked"));
}
