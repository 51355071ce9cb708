//! Watching: public games in progress listed at `/watch` (the highest
//! rated first, and on the home page), each watched read-only.

use crate::common::lobby::{SEEK, choose, resign, seek_and_accept};
use crate::common::{browser, field, get, page_text, playable_pits, post, sqlite_server};

#[tokio::test]
async fn a_game_in_progress_is_listed_featured_and_watched_read_only() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo, cy) = (browser(), browser(), browser());
    let (_, page) = get(&cy, &server, "/watch").await;
    assert!(page_text(&page).contains("No games between people are being played just now."));
    let (_, home) = get(&cy, &server, "/").await;
    assert!(!page_text(&home).contains("Featured game"), "{home}");

    choose(&ada, &server, "Ada").await;
    choose(&bo, &server, "Bo Diddley").await;
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    let (status, page) = get(&cy, &server, "/watch").await;
    assert_eq!(status, 200);
    let text = page_text(&page);
    assert!(
        text.contains("Ada (new) vs Bo Diddley (new) 4 stones, 5+3, rated, move 1 Watch"),
        "{text}"
    );
    assert!(page.contains(&format!(r#"href="/room/{room}""#)), "{page}");
    let (_, home) = get(&cy, &server, "/").await;
    let text = page_text(&home);
    assert!(
        text.contains("Featured game Ada (new) vs Bo Diddley (new), 4 stones, 5+3, rated, move 1."),
        "{text}"
    );

    // A spectator sees the game and no pit to press; a forged move is
    // refused and changes nothing.
    let (_, watched) = get(&cy, &server, &format!("/room/{room}")).await;
    assert!(
        page_text(&watched).contains("You are watching."),
        "{watched}"
    );
    assert!(playable_pits(&watched).is_empty(), "{watched}");
    let (_, players) = get(&ada, &server, &format!("/room/{room}")).await;
    let game = field(&players, "game").unwrap();
    let forged = post(
        &cy,
        &server,
        "/api/play",
        &[
            ("game", game.as_str()),
            ("ply", "0"),
            ("version", "0"),
            ("action", "sow"),
            ("pit", "1"),
            ("room", room.as_str()),
        ],
    )
    .await;
    let (_, refused) = get(&cy, &server, &forged).await;
    assert!(
        page_text(&refused).contains("This game belongs to another player"),
        "{refused}"
    );
    let (_, players) = get(&ada, &server, &format!("/room/{room}")).await;
    assert_eq!(field(&players, "ply").as_deref(), Some("0"));

    // Over, it is no longer listed.
    resign(&bo, &server, &room).await;
    let (_, page) = get(&cy, &server, "/watch").await;
    assert!(page_text(&page).contains("No games between people are being played just now."));
}
