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

#[tokio::test]
async fn every_other_device_signed_out_is_refused_at_its_next_form() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (phone, laptop) = (browser(), browser());
    let game = new_game(&phone, &server, SAME_DEVICE).await;
    let phones_link = own_link(&phone, &server).await;
    let token = phones_link.rsplit('/').next().unwrap();
    post(&laptop, &server, "/api/device-attach", &[("token", token)]).await;
    let (_, games) = get(&laptop, &server, "/games").await;
    assert!(
        games.contains(&game),
        "the laptop plays as the phone's player"
    );

    let text = page_text(&get(&phone, &server, "/device").await.1);
    assert!(text.contains("Devices signed in as you"), "{text}");
    assert_eq!(text.matches("(this one)").count(), 1, "{text}");
    let rows = get(&phone, &server, "/device")
        .await
        .1
        .matches("<tr>")
        .count();
    assert_eq!(rows, 3, "a heading row and two devices");

    post(
        &phone,
        &server,
        "/api/device-sign-out",
        &[("which", "others")],
    )
    .await;
    // The laptop's next form acts as nobody the phone knows: it cannot
    // touch the game, and its games are gone from it.
    let (_, page) = get(&phone, &server, &format!("/game/{game}")).await;
    let state = ["ply", "version"].map(|name| crate::common::field(&page, name).unwrap());
    let move_from_laptop = [
        ("game", game.as_str()),
        ("ply", state[0].as_str()),
        ("version", state[1].as_str()),
        ("action", "sow"),
        ("pit", "1"),
    ];
    let location = post(&laptop, &server, "/api/play", &move_from_laptop).await;
    assert!(location.contains("__err="), "{location}");
    let (_, games) = get(&laptop, &server, "/games").await;
    assert!(!games.contains(&game), "signed out");
    let text = page_text(&get(&phone, &server, "/device").await.1);
    assert_eq!(text.matches("(this one)").count(), 1, "{text}");
    let rows = get(&phone, &server, "/device")
        .await
        .1
        .matches("<tr>")
        .count();
    assert_eq!(rows, 2, "the phone alone");

    // Signing this device out starts the browser afresh.
    let location = post(
        &phone,
        &server,
        "/api/device-sign-out",
        &[("which", "this")],
    )
    .await;
    assert_eq!(location, "/");
    let (_, games) = get(&phone, &server, "/games").await;
    assert!(!games.contains(&game));
}

#[tokio::test]
async fn a_new_link_signs_out_the_other_devices_unless_they_are_kept() {
    let (_dir, server) = sqlite_server(&[]).await;
    let phone = browser();
    let game = new_game(&phone, &server, SAME_DEVICE).await;
    for keep in [true, false] {
        let laptop = browser();
        let link = own_link(&phone, &server).await;
        let token = link.rsplit('/').next().unwrap();
        post(&laptop, &server, "/api/device-attach", &[("token", token)]).await;
        let (_, games) = get(&laptop, &server, "/games").await;
        assert!(games.contains(&game));
        let form: &[(&str, &str)] = if keep { &[("keep", "on")] } else { &[] };
        post(&phone, &server, "/api/device-new", form).await;
        let (_, games) = get(&laptop, &server, "/games").await;
        assert_eq!(games.contains(&game), keep, "kept: {keep}");
        let (_, games) = get(&phone, &server, "/games").await;
        assert!(games.contains(&game), "the phone itself stays");
    }
}
