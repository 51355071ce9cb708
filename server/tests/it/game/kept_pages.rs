//! A game page read again is answered with the page kept for it
//! (`server::games::pages`). Each answer still carries a script nonce of
//! its own, and a page kept never shows less than the game, the settings,
//! the language and the visitor of the request it answers.

use super::{act, counts, ply, start_game};
use crate::common::{browser, free_port, get, metrics, new_game, post, sqlite_server};
use reqwest::{Client, StatusCode, header};

/// A GET of `path`: the nonce the page's policy allows, and the page.
async fn page_and_nonce(client: &Client, base: &str, path: &str) -> (String, String) {
    let response = client.get(format!("{base}{path}")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    let policy = response.headers()[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .unwrap()
        .to_string();
    let nonce = policy
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .expect("the policy names a nonce")
        .to_string();
    (nonce, response.text().await.unwrap())
}

/// Every `nonce="…"` in the page.
fn nonces_in(page: &str) -> Vec<&str> {
    page.split("nonce=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect()
}

#[tokio::test]
async fn a_page_read_again_is_the_same_page_with_a_nonce_of_its_own() {
    let metrics_addr = format!("127.0.0.1:{}", free_port());
    let (_dir, server) = sqlite_server(&["--metrics-addr", &metrics_addr]).await;
    let client = browser();
    let form = [("opponent", "computer"), ("level", "medium"), ("seat", "1")];
    let path = format!("/game/{}", new_game(&client, &server, &form).await);
    let (first_nonce, first) = page_and_nonce(&client, &server.base, &path).await;
    let (second_nonce, second) = page_and_nonce(&client, &server.base, &path).await;
    assert_ne!(
        first_nonce, second_nonce,
        "every answer has a nonce of its own"
    );
    for (nonce, page) in [(&first_nonce, &first), (&second_nonce, &second)] {
        let in_page = nonces_in(page);
        assert!(!in_page.is_empty(), "the page has a script with a nonce");
        assert!(
            in_page.iter().all(|found| found == nonce),
            "the page's scripts carry the nonce its policy allows: {in_page:?}, not {nonce}"
        );
    }
    assert_eq!(
        first.replace(&first_nonce, "NONCE"),
        second.replace(&second_nonce, "NONCE"),
        "nothing else differs"
    );
    let metrics = metrics(&metrics_addr).await;
    for expected in [
        "kalah_game_pages_total{answer=\"rendered\"} 1",
        "kalah_game_pages_total{answer=\"kept\"} 1",
    ] {
        assert!(metrics.contains(expected), "{expected} in:\n{metrics}");
    }
}

#[tokio::test]
async fn a_page_kept_is_never_older_than_what_it_shows() {
    let (_dir, server, owner, id, path) =
        start_game(&[("opponent", "computer"), ("level", "medium"), ("seat", "1")]).await;
    let (_, before) = get(&owner, &server, &path).await;
    let (_, again) = get(&owner, &server, &path).await;
    assert_eq!(ply(&again), 0);

    act(&owner, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    let (_, moved) = get(&owner, &server, &path).await;
    assert!(
        ply(&moved) >= 2,
        "the move and the computer's reply are shown"
    );
    assert_ne!(counts(&moved), counts(&before));

    // A setting: its button offers the other value once it has changed.
    let [offered, other] = if moved.contains("value=\"sound=on\"") {
        ["sound=on", "sound=off"]
    } else {
        ["sound=off", "sound=on"]
    };
    let setting = [("setting", offered), ("back", path.as_str())];
    post(&owner, &server, "/api/preference", &setting).await;
    let (_, set) = get(&owner, &server, &path).await;
    assert!(
        set.contains(&format!("value=\"{other}\"")),
        "{offered} was set"
    );
    assert!(!set.contains(&format!("value=\"{offered}\"")));

    // Another language by its address, then by the session's choice at
    // the same address, then this one again.
    let (_, german) = get(&owner, &server, &format!("/de{path}")).await;
    assert!(german.contains("<html lang=\"de\""));
    for lang in ["de", "en"] {
        let choice = [("lang", lang), ("back", "/")];
        post(&owner, &server, "/language", &choice).await;
        let (_, page) = get(&owner, &server, &path).await;
        assert!(page.contains(&format!("<html lang=\"{lang}\"")), "{lang}");
        assert_eq!(ply(&page), ply(&moved));
    }

    // The page's links in other languages name the host and scheme it
    // was asked with.
    let hosts = ["example.test", "kalah.example"];
    for (host, scheme) in hosts.into_iter().zip(["http", "https"]) {
        let page = owner
            .get(format!("{}{path}", server.base))
            .header(header::HOST, host)
            .header("x-forwarded-proto", scheme)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            page.contains(&format!("href=\"{scheme}://{host}/de{path}\"")),
            "{host}"
        );
    }

    // Another visitor is refused, and the owner still has the game.
    let (status, refused) = get(&browser(), &server, &path).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(refused.contains("belongs to another player"));
    let (status, page) = get(&owner, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(counts(&page), counts(&moved));
}
