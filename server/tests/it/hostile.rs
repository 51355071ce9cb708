//! Hostile and excessive input against the real server: forms from other
//! websites, oversized bodies, too many new games, forged session cookies.
//! Nothing may answer 5xx, panic, or change another player's game. (The
//! fuzzer over every form endpoint is `fuzz.rs`.)

use crate::common;

use app::error::PlayError;
use common::{SAME_DEVICE, browser, get, new_game, post, record, sqlite_server, try_new_game};
use leptos::server_fn::error::FromServerFnError;
use play::Refusal;
use reqwest::header::{ACCEPT, CONTENT_TYPE, COOKIE, ORIGIN, RETRY_AFTER};
use reqwest::{Client, StatusCode};

#[tokio::test]
async fn a_form_posted_from_another_website_is_refused_and_changes_nothing() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, SAME_DEVICE).await;
    let before = record(&client, &server, &id).await;
    let form = [
        ("game", id.as_str()),
        ("ply", "0"),
        ("version", "0"),
        ("action", "sow"),
        ("pit", "3"),
    ];
    for (header, value) in [
        ("origin", "https://evil.example"),
        ("origin", "null"),
        ("referer", "https://evil.example/kalah.html"),
    ] {
        let response = client
            .post(format!("{}/api/play", server.base))
            .header(header, value)
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::FORBIDDEN,
            "{header}: {value}"
        );
        let page = response.text().await.unwrap();
        assert!(page.contains("sent to Kalah by a page of another website"));
        // The site's own document: its stylesheet by digest, its header
        // with the language menu, its footer, and the way back.
        assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
        assert!(
            page.contains(r#"<link rel="stylesheet" id="kalah-style" href="/pkg/kalah."#),
            "{page}"
        );
        assert!(page.contains(r#"<header class="site-header">"#), "{page}");
        assert!(
            page.contains(r#"action="/language" class="language-menu""#),
            "{page}"
        );
        assert!(page.contains(r#"<footer class="site-footer">"#), "{page}");
        assert!(page.contains(r#"<p role="alert">"#), "{page}");
        assert!(page.contains(">Back to Kalah</a>"), "{page}");
    }
    assert_eq!(record(&client, &server, &id).await, before);

    let response = client
        .post(format!("{}/api/play", server.base))
        .header(ORIGIN, &server.base)
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.status(),
        StatusCode::SEE_OTHER,
        "this site's own form"
    );
    assert_ne!(record(&client, &server, &id).await, before);
}

#[tokio::test]
async fn pages_carry_a_script_nonce_and_protective_headers() {
    let (_dir, server) = sqlite_server(&[]).await;
    let response = browser()
        .get(format!("{}/rules", server.base))
        .send()
        .await
        .unwrap();
    let headers = response.headers().clone();
    let page = response.text().await.unwrap();
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["referrer-policy"], "same-origin");
    let policy = headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    let nonce = policy
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .expect("the policy names a nonce");
    assert!(nonce.len() >= 16);
    let scripts: Vec<&str> = page.split("<script").skip(1).collect();
    assert!(!scripts.is_empty());
    for script in scripts {
        let tag = script.split('>').next().unwrap();
        assert!(
            tag.contains(&format!("nonce=\"{nonce}\"")),
            "every inline script has this response's nonce: {tag}"
        );
    }

    let again = browser()
        .get(format!("{}/rules", server.base))
        .send()
        .await
        .unwrap();
    assert_ne!(
        again.headers()["content-security-policy"],
        headers["content-security-policy"],
        "a new nonce for every response"
    );
}

#[tokio::test]
async fn an_oversized_body_is_refused_before_it_is_read() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let response = client
        .post(format!("{}/api/new-game", server.base))
        .header(CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(format!("opponent=same-device&junk={}", "a".repeat(100_000)))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        response
            .text()
            .await
            .unwrap()
            .contains("far larger than any form")
    );
    let (_, page) = get(&client, &server, "/games").await;
    assert!(!page.contains("href=\"/game/"), "no game was started");
}

#[tokio::test]
async fn an_oversized_body_of_unstated_length_is_refused_as_too_large() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (_dir, server) = sqlite_server(&[]).await;
    let address = server.base.strip_prefix("http://").unwrap();
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let head = format!(
        "POST /api/new-game HTTP/1.1\r\nHost: {address}\r\nAccept: text/html\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    // 40 KB in chunks, more than any form; the server may stop reading
    // once it has seen enough, so later writes may fail.
    let chunk = format!("2000\r\n{}\r\n", "a".repeat(0x2000));
    for _ in 0..5 {
        if stream.write_all(chunk.as_bytes()).await.is_err() {
            break;
        }
    }
    let _ = stream.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        stream.read_to_end(&mut answer),
    )
    .await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("far larger than any form"), "{answer}");
}

#[tokio::test]
async fn too_many_new_games_in_a_minute_are_refused_with_a_slow_down_page() {
    let (_dir, server) = sqlite_server(&[
        "--games-per-minute",
        "3",
        "--games-per-minute-per-address",
        "5",
    ])
    .await;
    let client = browser();
    for _ in 0..3 {
        new_game(&client, &server, SAME_DEVICE).await;
    }
    let response = try_new_game(&client, &server).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = response.headers()[RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=61).contains(&wait));
    let page = response.text().await.unwrap();
    assert!(page.contains("<h1>Slow down</h1>"), "{page}");

    // Another session from the same address has two left, then the
    // address is at its limit.
    let other = browser();
    new_game(&other, &server, SAME_DEVICE).await;
    new_game(&other, &server, SAME_DEVICE).await;
    let response = try_new_game(&other, &server).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);

    // A room counts too, and the hydrated page's request gets the refusal
    // as the error it shows in place.
    let response = Client::new()
        .post(format!("{}/api/room-new", server.base))
        .header(ACCEPT, "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("serverfnerror"));
    let error = PlayError::de(response.bytes().await.unwrap());
    assert_eq!(error, PlayError::Refused(Refusal::SlowDown));
}

#[tokio::test]
async fn an_attempt_refused_for_another_reason_costs_nothing_of_the_limit() {
    use common::attempt;
    use common::lobby::{SEEK, act, choose};
    let (_dir, server) = sqlite_server(&["--actions-per-minute", "3", "--open-seeks", "1"]).await;
    let ada = browser();
    choose(&ada, &server, "Ada").await;
    let open: Vec<_> = [("action", "open")].into_iter().chain(SEEK).collect();
    let (waiting, _, _) = act(&ada, &server, "open", &SEEK).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap();
    // A second seek is refused: one may be open at a time.
    let mut other = open.clone();
    other.retain(|(field, _)| *field != "speed");
    other.push(("speed", "3+2"));
    let refused = attempt(&ada, &server, "/api/lobby-act", &other).await;
    assert!(
        refused
            .as_ref()
            .is_ok_and(|location| location.contains("__err=")),
        "{refused:?}"
    );
    act(&ada, &server, "cancel", &[("seek", seek)]).await;
    // The third action done; the refused one counted nothing.
    let again = attempt(&ada, &server, "/api/lobby-act", &open).await;
    assert!(again.is_ok(), "{again:?}");
    let over = attempt(&ada, &server, "/api/lobby-act", &open).await;
    assert!(over.is_err(), "a fourth action done in the minute");
}

#[tokio::test]
async fn a_session_with_too_many_unfinished_games_is_asked_to_finish_one() {
    let (_dir, server) = sqlite_server(&["--open-games", "2"]).await;
    let client = browser();
    new_game(&client, &server, SAME_DEVICE).await;
    new_game(&client, &server, SAME_DEVICE).await;
    let location = post(&client, &server, "/api/new-game", SAME_DEVICE).await;
    assert!(location.contains("__err="), "{location}");
    let (_, page) = get(&client, &server, &location).await;
    assert!(
        page.contains("You already have 2 unfinished games"),
        "{page}"
    );
}

#[tokio::test]
async fn the_session_table_holds_no_cookie_anyone_could_use() {
    let (dir, server) = sqlite_server(&[]).await;
    let response = Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .post(format!("{}/api/new-game", server.base))
        .header(ACCEPT, "text/html")
        .form(SAME_DEVICE)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    let cookie = response.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .to_string();
    let id = cookie
        .strip_prefix("kalah_session=")
        .and_then(|rest| rest.split(';').next())
        .expect("a session cookie");
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    let keys: Vec<String> = sqlx::query_scalar("SELECT id FROM tower_sessions")
        .fetch_all(&mut database)
        .await
        .unwrap();
    assert_eq!(keys.len(), 1, "the session was stored");
    assert_ne!(keys[0], id, "under a digest of its id, not the id");

    let (status, _) = get(&browser_with(&cookie), &server, "/games").await;
    assert_eq!(status, StatusCode::OK);
    let (_, page) = get(
        &browser_with(&format!("kalah_session={}", keys[0])),
        &server,
        "/games",
    )
    .await;
    assert!(
        !page.contains("href=\"/game/"),
        "the stored key opens nothing"
    );
    let (_, page) = get(&browser_with(&cookie), &server, "/games").await;
    assert!(
        page.contains("href=\"/game/"),
        "the cookie opens the player's games"
    );
}

/// A browser that sends `cookie` (a `name=value` pair, attributes ignored).
fn browser_with(cookie: &str) -> Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let pair = cookie.split(';').next().unwrap();
    headers.insert(COOKIE, pair.parse().unwrap());
    Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .default_headers(headers)
        .build()
        .unwrap()
}

#[tokio::test]
async fn a_form_that_cannot_be_read_is_answered_with_a_page_that_says_so() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, SAME_DEVICE).await;
    let before = record(&client, &server, &id).await;
    let huge = "9".repeat(40);
    let forms: [(&str, Vec<(&str, &str)>); 3] = [
        (
            "/api/play",
            vec![
                ("game", &id),
                ("ply", "-1"),
                ("version", "0"),
                ("action", "sow"),
                ("pit", "1"),
            ],
        ),
        (
            "/api/play",
            vec![
                ("game", &id),
                ("ply", "0"),
                ("version", &huge),
                ("action", "sow"),
                ("pit", "1"),
            ],
        ),
        (
            "/api/room-act",
            vec![("token", "not-a-room"), ("action", "join")],
        ),
    ];
    for (path, form) in &forms {
        let response = client
            .post(format!("{}{path}", server.base))
            .form(form)
            .send()
            .await
            .unwrap();
        let status = response.status();
        let page = common::page_text(&response.text().await.unwrap());
        assert!(status.is_client_error(), "{path} {form:?}: {status} {page}");
        assert!(
            page.contains("could not be read") || page.contains("There is no room at this link"),
            "{path} {form:?}: {page}"
        );
        assert!(page.contains("Back to Kalah"), "{page}");
    }
    for (content_type, body) in [
        ("application/json", r#"{"game":"x"}"#.to_string()),
        (
            "multipart/form-data; boundary=x",
            "--x\r\nContent-Disposition: form-data; name=\"game\"\r\n\r\nx\r\n--x--\r\n"
                .to_string(),
        ),
    ] {
        let response = client
            .post(format!("{}/api/play", server.base))
            .header(CONTENT_TYPE, content_type)
            .body(body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{content_type}");
        let page = common::page_text(&response.text().await.unwrap());
        assert!(
            page.contains("This form could not be read"),
            "{content_type}: {page}"
        );
    }
    assert_eq!(record(&client, &server, &id).await, before);
}
