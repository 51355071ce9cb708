//! A player's link opened in a browser that has a player of its own: the
//! page says what the browser would switch away from and shows the link
//! that brings it back, and that link does.

use crate::common::{SAME_DEVICE, browser, get, new_game, page_text, post, sqlite_server};
use reqwest::Client;

/// The `/link/…` path of `client`'s player, as its device page shows it.
async fn own_link(client: &Client, server: &crate::common::TestServer) -> String {
    let (_, page) = get(client, server, "/device").await;
    let start = page.find("/link/").expect("a device link");
    page[start..].split(['<', '"']).next().unwrap().to_string()
}

#[tokio::test]
async fn opening_another_players_link_asks_first_and_keeps_the_way_back() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (phone, laptop) = (browser(), browser());
    let on_phone = new_game(&phone, &server, SAME_DEVICE).await;
    let on_laptop = new_game(&laptop, &server, SAME_DEVICE).await;
    let phones_link = own_link(&phone, &server).await;
    let laptops_link = own_link(&laptop, &server).await;

    let text = page_text(&get(&laptop, &server, &phones_link).await.1);
    assert!(
        text.contains("This browser already plays as another player, with one game."),
        "{text}"
    );
    assert!(
        text.contains(&laptops_link),
        "the way back is shown: {text}"
    );
    assert!(text.contains("Switch to this link's player"), "{text}");
    // A browser whose player has no games is not warned.
    let text = page_text(&get(&browser(), &server, &phones_link).await.1);
    assert!(!text.contains("already plays as another player"), "{text}");
    assert!(text.contains("Continue here"), "{text}");

    let token = phones_link.rsplit('/').next().unwrap();
    post(&laptop, &server, "/api/device-attach", &[("token", token)]).await;
    let (_, games) = get(&laptop, &server, "/games").await;
    assert!(games.contains(&on_phone) && !games.contains(&on_laptop));

    // The way back brings the laptop's own player back.
    let token = laptops_link.rsplit('/').next().unwrap();
    post(&laptop, &server, "/api/device-attach", &[("token", token)]).await;
    let (_, games) = get(&laptop, &server, "/games").await;
    assert!(games.contains(&on_laptop) && !games.contains(&on_phone));
}
