//! Arenas over HTTP, as browsers without JavaScript play them: join,
//! paired, play, scored, the standings, and the forms that cannot be
//! taken. The house bot's games are `house_bot`; arenas across processes
//! are `arena_processes`.

use crate::common::lobby::{ada_and_bo, choose, resign};
use crate::common::{TestServer, browser, get, page_text, post, sqlite_server};
use reqwest::Client;
use std::time::{Duration, Instant};

/// An arena that starts at once, for 15 minutes.
pub(super) const ARENA: [(&str, &str); 6] = [
    ("name", "Friday blitz"),
    ("clock", "3+2"),
    ("stones", "4"),
    ("minutes", "15"),
    ("starts_in", "0"),
    ("mode", "rated"),
];

/// The room `player`'s arena page sends them to, once they are paired
/// (the page is checked as a browser without JavaScript checks it).
pub(super) async fn paired_room(player: &Client, server: &TestServer, arena: &str) -> String {
    let started = Instant::now();
    loop {
        let (_, page) = get(player, server, arena).await;
        if let Some(at) = page.find("href=\"/room/") {
            let rest = &page[at + "href=\"/room/".len()..];
            return rest[..rest.find('"').unwrap()].to_string();
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "never paired: {}",
            page_text(&page)
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The arena page's text once `check` holds of it.
pub(super) async fn arena_text_once(
    player: &Client,
    server: &TestServer,
    arena: &str,
    check: impl Fn(&str) -> bool,
) -> String {
    let started = Instant::now();
    loop {
        let (_, page) = get(player, server, arena).await;
        let text = page_text(&page);
        if check(&text) {
            return text;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "{text}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn two_players_join_an_arena_are_paired_play_and_are_scored() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    assert!(arena.starts_with("/tournament/"), "{arena}");
    let id = arena.strip_prefix("/tournament/").unwrap().to_string();
    let text = page_text(&get(&ada, &server, &arena).await.1);
    assert!(text.contains("Friday blitz"), "{text}");
    assert!(
        text.contains("You are in this tournament"),
        "its creator plays: {text}"
    );

    let joined = post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    assert_eq!(joined, arena);
    let room = paired_room(&ada, &server, &arena).await;
    assert_eq!(
        paired_room(&bo, &server, &arena).await,
        room,
        "one game for both"
    );

    // Bo goes berserk before his first move: half his time, said to both;
    // once only.
    let berserk = [("token", room.as_str()), ("action", "berserk")];
    post(&bo, &server, "/api/room-act", &berserk).await;
    let text = page_text(&get(&bo, &server, &format!("/room/{room}")).await.1);
    assert!(text.contains("Bo Diddley went berserk."), "{text}");
    assert!(text.contains("Your clock: 1:30"), "{text}");
    assert!(
        !text.contains("Berserk: half your time"),
        "offered once: {text}"
    );
    let text = page_text(&get(&ada, &server, &format!("/room/{room}")).await.1);
    assert!(text.contains("Bo Diddley went berserk."), "{text}");
    assert!(
        text.contains("Berserk: half your time"),
        "Ada may still: {text}"
    );
    let refused = post(&bo, &server, "/api/room-act", &berserk).await;
    let text = page_text(&get(&bo, &server, &refused).await.1);
    assert!(
        text.contains("berserk is for an arena game on a live clock, once"),
        "{text}"
    );

    // Ada resigns at once: Bo wins 2 points (too early for berserk's
    // bonus), Ada none.
    resign(&ada, &server, &room).await;
    let ended = Instant::now();
    let text = arena_text_once(&bo, &server, &arena, |text| text.contains("won as Player")).await;
    let bo_line = text.find("Bo Diddley").unwrap();
    let ada_line = text.find("Ada").unwrap();
    assert!(bo_line < ada_line, "the winner first: {text}");
    assert!(
        text.contains("won as Player 2, 2 points, berserk."),
        "{text}"
    );
    assert!(text.contains("lost as Player 1, 0 points."), "{text}");
    assert!(text.contains("Bo Diddley won Replay · Analysis"), "{text}");

    // The game's room takes its players back to the arena after a pause
    // (its refresh, without JavaScript) or lets them pause, and offers no
    // rematch: a forged one is refused, the room's game the same.
    let page = format!("/room/{room}");
    let (_, before) = get(&bo, &server, &page).await;
    let text = page_text(&before);
    assert!(
        text.contains("A game of the tournament Friday blitz"),
        "{text}"
    );
    assert!(
        text.contains("Next game in 5 seconds, from the tournament."),
        "{text}"
    );
    assert!(before.contains(&format!("href=\"{arena}\"")), "{before}");
    assert!(
        before.contains(&format!("content=\"5; url={arena}\"")),
        "{before}"
    );
    assert!(text.contains("Pause: no next game"), "{text}");
    assert!(!text.contains("Rematch"), "{text}");
    let refused = post(
        &bo,
        &server,
        "/api/room-act",
        &[("token", room.as_str()), ("action", "rematch")],
    )
    .await;
    let (_, page_after) = get(&bo, &server, &refused).await;
    assert!(
        page_text(&page_after).contains("an arena pairs its players again by itself"),
        "{}",
        page_text(&page_after)
    );
    let (_, after) = get(&ada, &server, &page).await;
    assert!(
        !page_text(&after).contains("wants a rematch"),
        "nothing asked of Ada: {}",
        page_text(&after)
    );

    // They just played each other: neither is paired again with nobody
    // else there; a third player is paired with one of them.
    let cy = browser();
    choose(&cy, &server, "Cyrus").await;
    post(
        &cy,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    let third = paired_room(&cy, &server, &arena).await;
    assert_ne!(third, room);
    assert!(
        ended.elapsed() >= play::NEXT_GAME_AFTER,
        "paired again while reading the result"
    );

    // Withdrawing keeps the points and stops the pairing.
    post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "withdraw")],
    )
    .await;
    let text = page_text(&get(&bo, &server, &arena).await.1);
    assert!(text.contains("You withdrew; your points stay."), "{text}");
    assert!(text.contains("(withdrew)"), "{text}");
}

#[tokio::test]
async fn an_arena_held_without_the_house_bot_leaves_a_player_alone_waiting() {
    let (_dir, server) =
        sqlite_server(&["--arena-schedule", "", "--arena-bot-after-secs", "1"]).await;
    let ada = browser();
    choose(&ada, &server, "Ada").await;
    // The form's box left unticked: no `house_bot` field.
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    // Three times the bot's wait, and then some pairing rounds.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let (_, page) = get(&ada, &server, &arena).await;
    let text = page_text(&page);
    assert!(text.contains("You are in this tournament"), "{text}");
    assert!(!page.contains("href=\"/game/"), "no game: {text}");
    assert!(!text.contains("the house bot"), "{text}");
}

#[tokio::test]
async fn arena_forms_that_cannot_be_taken_say_why_and_change_nothing() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    // Without a name nobody holds or joins an arena.
    let nameless = browser();
    let refused = post(&nameless, &server, "/api/tournament-new", &ARENA).await;
    let (_, page) = get(&nameless, &server, &refused).await;
    assert!(
        page_text(&page).contains("choose the name other players will see first"),
        "{page}"
    );
    let (_, list) = get(&nameless, &server, "/tournaments").await;
    assert!(!list.contains("Friday blitz"), "nothing was held");

    let (ada, _) = ada_and_bo(&server).await;
    let mut bad = ARENA;
    bad[1] = ("clock", "3d");
    let refused = post(&ada, &server, "/api/tournament-new", &bad).await;
    let (_, page) = get(&ada, &server, &refused).await;
    assert!(
        page_text(&page).contains("Choose one of the clocks offered. No tournament was created."),
        "{page}"
    );

    // An arena that does not exist, by address and by form.
    let (status, page) = get(&ada, &server, "/tournament/0123456789abcdef").await;
    assert!(
        page_text(&page).contains("There is no such tournament."),
        "{status}: {page}"
    );
    let refused = post(
        &ada,
        &server,
        "/api/tournament-act",
        &[("id", "not-an-arena"), ("action", "join")],
    )
    .await;
    let (_, page) = get(&ada, &server, &refused).await;
    assert!(
        page_text(&page).contains("There is no such tournament."),
        "{page}"
    );
}

#[tokio::test]
async fn an_arena_that_is_over_shows_its_podium_each_final_place_and_is_on_the_profiles() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    let id = arena.strip_prefix("/tournament/").unwrap().to_string();
    post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    let room = paired_room(&ada, &server, &arena).await;
    // Its fifteen minutes pass while the game is played.
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    sqlx::query("UPDATE arenas SET starts_at = starts_at - 16 * 60 WHERE id = ?")
        .bind(&id)
        .execute(&mut database)
        .await
        .unwrap();
    // Not final yet: the standings so far, no podium, no final place.
    let text = page_text(&get(&bo, &server, &arena).await.1);
    assert!(
        text.contains("The tournament is over; 1 game is still being played."),
        "{text}"
    );
    assert!(!text.contains("Podium"), "{text}");
    assert!(!text.contains("You finished"), "{text}");
    let text = page_text(&get(&ada, &server, "/player/Ada").await.1);
    assert!(!text.contains("Friday blitz"), "{text}");

    // Its last game ends: final.
    resign(&ada, &server, &room).await;
    arena_text_once(&bo, &server, &arena, |text| text.contains("won as Player")).await;

    let text = page_text(&get(&bo, &server, &arena).await.1);
    assert!(
        text.contains("Podium Bo Diddley, 2 points Ada, 0 points"),
        "{text}"
    );
    assert!(
        text.contains("You finished 1 of 2 with 2 points."),
        "{text}"
    );
    assert!(!text.contains("Withdraw"), "nothing to leave: {text}");
    let text = page_text(&get(&ada, &server, "/player/Ada").await.1);
    assert!(text.contains("Friday blitz"), "{text}");
    assert!(text.contains("2 of 2, 0 points"), "{text}");
}
