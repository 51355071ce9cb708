//! Playing people over HTTP, without JavaScript: the name a player shows
//! others, its refusals, and two players asking for one name at once.

mod common;

use common::{TestServer, browser, get, page_text, post, postgres_database, sqlite_server};
use reqwest::Client;

/// Asks for `name` by the lobby's form; the lobby page it leads back to,
/// as a screen reader reads it.
async fn choose(client: &Client, server: &TestServer, name: &str) -> String {
    let location = post(client, server, "/api/name-choose", &[("name", name)]).await;
    assert!(location.starts_with("/lobby"), "{location}");
    let (status, page) = get(client, server, &location).await;
    assert_eq!(status, 200, "{page}");
    page_text(&page)
}

#[tokio::test]
async fn a_player_picks_a_name_and_each_refusal_says_why_and_keeps_the_old_one() {
    let (_dir, server) = sqlite_server(&[]).await;
    let ada = browser();
    let (status, page) = get(&ada, &server, "/lobby").await;
    assert_eq!(status, 200);
    assert!(
        page_text(&page).contains("pick one before your first game"),
        "{page}"
    );
    assert!(
        page.contains(r#"<label for="display-name">Name</label>"#),
        "{page}"
    );

    let page = choose(&ada, &server, "  Ada   Lovelace ").await;
    assert!(page.contains("Your name: Ada Lovelace"), "{page}");

    for (name, words) in [
        ("Al", "at least 3 characters"),
        // Escaped in the page, as every name is.
        ("Ada<script>", "not '&lt;'"),
        ("Expert", "belongs to the computer"),
        ("- _ -", "at least one letter or digit"),
        ("abcdefghijklmnopqrstuvwxyz", "at most 20 characters"),
    ] {
        let page = choose(&ada, &server, name).await;
        assert!(page.contains(words), "{name}: {page}");
        assert!(page.contains("Your name did not change."), "{name}: {page}");
        assert!(page.contains("Your name: Ada Lovelace"), "{name}: {page}");
    }

    let bo = browser();
    let page = choose(&bo, &server, "ADA LOVELACE").await;
    assert!(page.contains("Another player has that name"), "{page}");
    assert!(!page.contains("Your name:"), "{page}");
    let page = choose(&bo, &server, "Bo").await;
    assert!(page.contains("at least 3 characters"), "{page}");
    let page = choose(&bo, &server, "Bo Diddley").await;
    assert!(page.contains("Your name: Bo Diddley"), "{page}");
    // A player may change their own name's capitals.
    let page = choose(&ada, &server, "ada lovelace").await;
    assert!(page.contains("Your name: ada lovelace"), "{page}");
}

#[tokio::test]
async fn two_players_asking_for_one_name_at_once_on_postgres_leave_one_with_it() {
    let url = postgres_database().await;
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::with(&url, dir.path(), &[]).await;
    let players: Vec<Client> = (0..8).map(|_| browser()).collect();
    let mut asks = tokio::task::JoinSet::new();
    for (n, player) in players.iter().enumerate() {
        let (player, base) = (player.clone(), server.base.clone());
        let name = if n % 2 == 0 { "Twin" } else { "TWIN" };
        asks.spawn(async move {
            player
                .post(format!("{base}/api/name-choose"))
                .form(&[("name", name)])
                .send()
                .await
                .unwrap();
        });
    }
    asks.join_all().await;
    let mut pages = Vec::new();
    for player in &players {
        let (_, page) = get(player, &server, "/lobby").await;
        pages.push(page_text(&page));
    }
    let named = pages
        .iter()
        .filter(|page| page.contains("Your name: Twin") || page.contains("Your name: TWIN"))
        .count();
    assert_eq!(named, 1, "{pages:#?}");
}
