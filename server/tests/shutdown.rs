//! Stopping the server as a process manager does (SIGTERM) while sixteen
//! players make moves: it stops within ten seconds with exit status 0,
//! every answered move is kept, a move that was under way is stored whole
//! (with the computer's replies) or not at all, and every game plays on
//! once the server is started again. A room page's live stream is told
//! to come back soon, and does not hold the stop up.

mod common;

use common::play::{moves, next_move, play_until_gone, sow, UNLIMITED};
use common::{browser, get, new_game, post, sqlite_server};
use reqwest::StatusCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_stop_during_a_volley_of_moves_keeps_every_move_whole_and_the_games_play_on() {
    let (_dir, mut server) = sqlite_server(&UNLIMITED).await;
    let mut players = Vec::new();
    let stop = Arc::new(AtomicBool::new(false));
    for _ in 0..16 {
        let client = browser();
        let id = new_game(
            &client,
            &server,
            &[("opponent", "computer"), ("level", "medium"), ("seat", "1")],
        )
        .await;
        let task = tokio::spawn(play_until_gone(
            client.clone(),
            server.base.clone(),
            id.clone(),
            stop.clone(),
        ));
        players.push((client, id, task));
    }
    let host = browser();
    let room = post(&host, &server, "/api/room-new", &[]).await;
    let token = room.strip_prefix("/room/").expect("sent to the room");
    let stream = host
        .get(format!("{}/api/rooms/{token}/events", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    tokio::time::sleep(Duration::from_millis(1500)).await;
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

    let mut answered = 0;
    for (client, id, task) in players {
        let confirmed = task.await.unwrap();
        answered += confirmed.len();
        let stored = moves(&client, &server.base, &id)
            .await
            .expect("the game loads");
        assert!(
            stored.starts_with(&confirmed),
            "every answered move is kept: {confirmed:?} is not a prefix of {stored:?}"
        );
        let (status, page) = get(&client, &server, &format!("/game/{id}")).await;
        assert_eq!(status, StatusCode::OK);
        let stones: u32 = page
            .split("data-count=\"")
            .skip(1)
            .map(|rest| rest.split('"').next().unwrap().parse::<u32>().unwrap())
            .sum();
        assert_eq!(stones, 48, "the stored position is whole");
        // A move is stored with the computer's replies or not at all: the
        // game waits for the person (or is over), never for the computer.
        match next_move(&client, &server.base, &id).await.unwrap() {
            Some(state) => {
                assert!(
                    sow(&client, &server.base, &id, &state).await.unwrap(),
                    "play continues"
                );
                assert!(moves(&client, &server.base, &id).await.unwrap().len() > stored.len());
            }
            None => assert!(
                page.contains("Game over"),
                "the person's turn or the end: {page}"
            ),
        }
    }
    eprintln!("{answered} moves were answered before the stop");
    assert!(
        answered > 16,
        "the players had made moves before the stop ({answered})"
    );
    assert!(!log.contains("panicked"), "{log}");
    assert!(!server.log().contains("panicked"));
}
