//! The house bot in an arena, over HTTP as a browser without JavaScript
//! meets it: a room of its own on the arena's clock, nothing to take
//! back, watched but never joined, and the first-move timer like any
//! game.

use super::arenas::{ARENA, arena_text_once, paired_room};
use crate::common::lobby::{choose, play_in_room, resign};
use crate::common::{TestServer, browser, get, page_text, post, sqlite_server};
use reqwest::Client;
use std::time::Duration;
use tempfile::TempDir;

/// Ada alone in an arena of her own with the house bot, on a server
/// started with `flags` besides: nobody else comes, and after a second
/// the bot plays her. The server, Ada, the arena's page and the room.
async fn ada_against_the_bot(flags: &[&str]) -> (TempDir, TestServer, Client, String, String) {
    let flags = [
        &["--arena-schedule", "", "--arena-bot-after-secs", "1"],
        flags,
    ]
    .concat();
    let (dir, server) = sqlite_server(&flags).await;
    let ada = browser();
    choose(&ada, &server, "Ada").await;
    let with_bot = [ARENA.as_slice(), &[("house_bot", "on")]].concat();
    let arena = post(&ada, &server, "/api/tournament-new", &with_bot).await;
    let room = paired_room(&ada, &server, &arena).await;
    (dir, server, ada, arena, room)
}

#[tokio::test]
async fn a_player_left_alone_plays_the_house_bot_in_an_arena_room_and_the_game_counts_for_them() {
    // The bot plays Ada in a room of the arena, with her as Player 1 on
    // the arena's clock.
    let (_dir, server, ada, arena, room) = ada_against_the_bot(&[]).await;
    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(
        page.contains("<title>Ada against the house bot"),
        "named for the bot: {text}"
    );
    assert!(text.contains("Your turn."), "{text}");
    assert!(text.contains("Player 2: House bot (Medium)"), "{text}");
    assert!(
        text.contains("Back to the tournament Friday blitz"),
        "{text}"
    );
    assert!(!text.contains("Your clock: 3:02"), "hers runs: {text}");
    for offered in [
        "value=\"undo\"",
        "value=\"hint\"",
        "value=\"pause\"",
        "value=\"restart\"",
    ] {
        assert!(
            !page.contains(offered),
            "{offered} in an arena game: {text}"
        );
    }
    assert!(
        !text.contains("New game") && !text.contains("Analysis so far"),
        "{text}"
    );

    // What the page does not offer is refused if posted, and the solver
    // does not help while the game is played.
    let refused = play_in_room(&ada, &server, &room, &[("action", "hint")]).await;
    assert!(
        refused.contains(
            "a game in a room, with a friend or in a tournament, has no undo, redo, hints or pause"
        ),
        "{refused}"
    );
    let game = crate::common::field(&page, "game").unwrap();
    let (_, analysis) = get(&ada, &server, &format!("/game/{game}/analysis")).await;
    assert!(
        page_text(&analysis).contains("the game is not over"),
        "{}",
        page_text(&analysis)
    );

    // Ada sows; the bot replies at once on its own time: its clock stays
    // full, hers runs again.
    let text = play_in_room(&ada, &server, &room, &[("action", "sow"), ("pit", "1")]).await;
    assert!(text.contains("Your turn."), "{text}");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let text = page_text(&get(&ada, &server, &format!("/room/{room}")).await.1);
    assert!(text.contains("House bot's clock: 3:00"), "{text}");
    assert!(!text.contains("Your clock: 3:02"), "hers runs: {text}");

    // Someone else only watches: no seat to take.
    let bo = browser();
    choose(&bo, &server, "Bo").await;
    let (_, watched) = get(&bo, &server, &format!("/room/{room}")).await;
    let watched = page_text(&watched);
    assert!(!watched.contains("Join"), "{watched}");
    assert!(watched.contains("Ada to move."), "{watched}");
    let join = post(
        &bo,
        &server,
        "/api/room-act",
        &[("token", room.as_str()), ("action", "join")],
    )
    .await;
    let (_, page) = get(&bo, &server, &join).await;
    assert!(page_text(&page).contains("taken"), "{}", page_text(&page));

    // Ada resigns: the bot's win counts, scoring nothing for her, and the
    // bot has no line of its own.
    resign(&ada, &server, &room).await;
    let text = arena_text_once(&ada, &server, &arena, |text| {
        text.contains("lost as Player 1")
    })
    .await;
    assert!(
        text.contains("Ada against the house bot: the house bot won"),
        "{text}"
    );
    assert_eq!(
        text.matches("the house bot").count(),
        2,
        "no line of its own: {text}"
    );
}

#[tokio::test]
async fn a_house_bot_game_nobody_starts_is_aborted_by_the_first_move_timer() {
    let (_dir, server, ada, arena, room) = ada_against_the_bot(&["--first-move-secs", "1"]).await;
    // Ada never sows: the game is aborted like any other arena game.
    arena_text_once(&ada, &server, &arena, |text| {
        text.contains("Ada against the house bot: aborted")
    })
    .await;
    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(
        text.contains("You did not make your first move in time."),
        "{text}"
    );
    assert!(text.contains("Next game in 5 seconds"), "{text}");
    assert!(
        !text.contains("Find another"),
        "the arena pairs, not the lobby: {text}"
    );
}
