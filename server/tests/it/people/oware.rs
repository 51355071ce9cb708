//! Oware between people through the lobby's forms: its own seeks, a whole
//! rated game, and ratings of its own, apart from Kalah's.

use crate::common::lobby::{act, ada_and_bo, play_in_room, seek_and_accept};
use crate::common::{get, page_text, playable_pits, sqlite_server};

const OWARE_SEEK: [(&str, &str); 5] = [
    ("game", "oware"),
    ("speed", "5+3"),
    ("mode", "rated"),
    ("seat", "first"),
    ("stones", "4"),
];

/// Both players sow by turns, each the first pit the rules allow (a pit
/// that does not feed is refused and the next tried), until the room's
/// game is over; the moves made.
async fn play_room_to_the_end(
    players: [&reqwest::Client; 2],
    server: &crate::common::TestServer,
    room: &str,
) -> usize {
    let path = format!("/room/{room}");
    let mut moves = 0;
    for _ in 0..400 {
        for player in players {
            let (_, page) = get(player, server, &path).await;
            if page.contains("Game over") {
                return moves;
            }
            for pit in playable_pits(&page) {
                let said =
                    play_in_room(player, server, room, &[("action", "sow"), ("pit", &pit)]).await;
                if !said.contains("gives no seeds: you must give seeds to") {
                    moves += 1;
                    break;
                }
            }
        }
    }
    moves
}

#[tokio::test]
async fn an_oware_seek_is_its_own_offer_its_game_is_played_out_and_rates_oware_only() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;

    // The same speed, mode and seat in Kalah is another offer.
    let kalah: Vec<(&str, &str)> = OWARE_SEEK[1..].to_vec();
    let (kalah_waiting, _, _) = act(&ada, &server, "open", &kalah).await;
    let room = seek_and_accept(&server, &ada, &bo, &OWARE_SEEK).await;
    let (_, page) = get(&bo, &server, "/lobby").await;
    let kalah_seek = kalah_waiting.strip_prefix("/lobby?waiting=").unwrap();
    assert!(page.contains(kalah_seek), "Ada's Kalah seek is still open");

    let path = format!("/room/{room}");
    let (_, page) = get(&ada, &server, &path).await;
    assert!(page_text(&page).contains("Oware"), "{}", page_text(&page));
    let moves = play_room_to_the_end([&ada, &bo], &server, &room).await;
    let (_, page) = get(&ada, &server, &path).await;
    let text = page_text(&page);
    assert!(page.contains("Game over"), "{moves} moves: {text}");
    assert!(
        text.contains("Ratings: Ada 1500 → "),
        "an Oware rating moved: {text}"
    );

    let (_, page) = get(&bo, &server, "/player/ada").await;
    let text = page_text(&page);
    assert!(text.contains("Oware live rating"), "{text}");
    assert!(
        !text.contains("Live rating"),
        "no Kalah rating moved: {text}"
    );
    let (_, page) = get(&bo, &server, "/leaderboard").await;
    assert!(
        page_text(&page).contains("Oware · Live"),
        "{}",
        page_text(&page)
    );
}

#[tokio::test]
async fn an_oware_arena_pairs_its_player_with_the_house_bot_and_the_game_is_played_out() {
    let flags = ["--arena-schedule", "", "--arena-bot-after-secs", "1"];
    let (_dir, server) = sqlite_server(&flags).await;
    let ada = crate::common::browser();
    crate::common::lobby::choose(&ada, &server, "Ada").await;
    let form = [
        super::arenas::ARENA.as_slice(),
        &[("house_bot", "on"), ("game", "oware")],
    ]
    .concat();
    let arena = crate::common::post(&ada, &server, "/api/tournament-new", &form).await;
    let (_, page) = get(&ada, &server, &arena).await;
    assert!(
        page_text(&page).contains("Friday blitz · Oware"),
        "{}",
        page_text(&page)
    );
    let room = super::arenas::paired_room(&ada, &server, &arena).await;
    let path = format!("/room/{room}");
    let (_, page) = get(&ada, &server, &path).await;
    assert!(
        page_text(&page).contains("Your pit 1, 4 seeds"),
        "{}",
        page_text(&page)
    );
    for _ in 0..200 {
        let (_, page) = get(&ada, &server, &path).await;
        if page.contains("Game over") {
            break;
        }
        let pits = playable_pits(&page);
        if pits.is_empty() {
            // The bot's reply is on its way.
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            continue;
        }
        for pit in pits {
            let said =
                play_in_room(&ada, &server, &room, &[("action", "sow"), ("pit", &pit)]).await;
            if !said.contains("gives no seeds: you must give seeds to") {
                break;
            }
        }
    }
    let (_, page) = get(&ada, &server, &path).await;
    let text = page_text(&page);
    assert!(page.contains("Game over"), "{text}");
    assert!(text.contains("the game is over"), "the end and why: {text}");
}

#[tokio::test]
async fn a_friend_invited_to_an_oware_room_hears_of_oware_and_they_play_it_out() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (host, friend) = (crate::common::browser(), crate::common::browser());
    let location = crate::common::post(&host, &server, "/api/room-new", &[("game", "oware")]).await;
    let room = location.strip_prefix("/room/").unwrap().to_string();
    let (_, page) = get(&friend, &server, &location).await;
    let text = page_text(&page);
    assert!(
        text.contains("A friend invites you to a game of Oware."),
        "{text}"
    );
    let (_, hosting) = get(&host, &server, &location).await;
    assert!(
        hosting.contains("data-share-title=\"Play Oware with me\""),
        "{}",
        page_text(&hosting)
    );
    crate::common::post(
        &friend,
        &server,
        "/api/room-act",
        &[("token", room.as_str()), ("action", "join")],
    )
    .await;
    play_room_to_the_end([&host, &friend], &server, &room).await;
    let (_, page) = get(&host, &server, &location).await;
    let text = page_text(&page);
    assert!(page.contains("Game over"), "{text}");
    assert!(text.contains("the game is over"), "the end and why: {text}");
}
