//! What an operator sees: `/metrics` on its own address (not on the
//! site's), and JSON log lines, one per request, with its route, status,
//! latency and identifier, and never a token or a session.

use crate::common;

use common::play::{next_move, sow};
use common::{browser, free_port, get, metrics, new_game, post, sqlite_server};
use reqwest::StatusCode;

#[tokio::test]
async fn metrics_count_what_happened_and_json_logs_name_no_secrets() {
    let metrics_addr = format!("127.0.0.1:{}", free_port());
    let (_dir, server) =
        sqlite_server(&["--log-format", "json", "--metrics-addr", &metrics_addr]).await;
    let player = browser();
    let id = new_game(
        &player,
        &server,
        &[("opponent", "computer"), ("level", "easy"), ("seat", "1")],
    )
    .await;
    let state = next_move(&player, &server.base, &id)
        .await
        .unwrap()
        .unwrap();
    assert!(sow(&player, &server.base, &id, &state).await.unwrap());
    let room = post(&player, &server, "/api/room-new", &[]).await;
    let room_token = room.strip_prefix("/room/").unwrap().to_string();
    assert_eq!(get(&player, &server, &room).await.0, StatusCode::OK);
    let (_, device) = get(&player, &server, "/device").await;
    let link_token = device
        .split("/link/")
        .nth(1)
        .map(|rest| rest[..32].to_string())
        .expect("the device page shows its link");
    let (status, _) = get(&browser(), &server, &format!("/link/{link_token}")).await;
    assert_eq!(status, StatusCode::OK);
    let stream = player
        .get(format!("{}/api/rooms/{room_token}/events", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);

    let (status, _) = get(&player, &server, "/metrics").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "not on the public address");
    let metrics = metrics(&metrics_addr).await;
    for expected in [
        "kalah_http_requests_total{route=\"/room/{token}\",status=\"200\"} 1",
        "kalah_http_requests_total{route=\"/link/{token}\",status=\"200\"} 1",
        "kalah_games_started_total{kind=\"easy\"} 1",
        "kalah_moves_total{by=\"person\"} 1",
        "kalah_computer_thinking_seconds_count{level=\"easy\"}",
        "kalah_http_request_duration_seconds_bucket{route=\"/api/play\",le=\"+Inf\"} 1",
        "kalah_analysis_queue 0",
        "kalah_live_connections 1",
    ] {
        assert!(metrics.contains(expected), "{expected} in:\n{metrics}");
    }
    drop(stream);

    // A session's cookie as the browser holds it.
    let plain = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let started = plain
        .post(format!("{}/api/new-game", server.base))
        .header("accept", "text/html")
        .form(common::SAME_DEVICE)
        .send()
        .await
        .unwrap();
    let cookie = started.headers()["set-cookie"].to_str().unwrap();
    let session = cookie.split(';').next().unwrap().to_string();
    let session_id = session.split_once('=').unwrap().1.to_string();
    let games = plain
        .get(format!("{}/games", server.base))
        .header("cookie", &session)
        .send()
        .await
        .unwrap();
    assert_eq!(games.status(), StatusCode::OK);
    let log = server.log();
    let requests: Vec<serde_json::Value> = log
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line)
                .unwrap_or_else(|error| panic!("{error}: {line}"))
        })
        .filter(|line| line["message"] == "request")
        .collect();
    assert!(requests.len() >= 8, "{log}");
    for line in &requests {
        assert!(line["route"].is_string(), "{line}");
        assert!(line["status"].is_u64(), "{line}");
        assert!(line["latency_ms"].is_number(), "{line}");
        assert_eq!(
            line["span"]["request_id"].as_str().map(str::len),
            Some(16),
            "{line}"
        );
    }
    assert!(
        requests
            .iter()
            .any(|line| line["route"] == "/room/{token}" && line["status"] == 200)
    );
    for secret in [&id[..], &room_token, &link_token, &session_id] {
        assert!(!log.contains(secret), "{secret} is logged:\n{log}");
    }
}
