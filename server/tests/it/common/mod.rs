//! The real server as a process, and a browser without JavaScript to
//! drive it: shared by the test modules.

// Each test module uses its own part of these helpers.
#![allow(dead_code)]

pub mod lobby;
pub mod play;
mod process;

pub use process::{TestServer, free_port, sqlite_server};

use reqwest::header::{ACCEPT, ACCEPT_LANGUAGE, LOCATION};
use reqwest::{Client, StatusCode, redirect};
use std::time::{Duration, Instant};

/// A SQLite storage in a temporary directory, and a fresh PostgreSQL
/// database: the same checks run on both.
pub async fn storages() -> (
    tempfile::TempDir,
    Vec<(&'static str, server::storage::Storage)>,
) {
    use server::storage::Storage;
    let dir = tempfile::tempdir().unwrap();
    let sqlite = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let postgres = postgres_database().await;
    let storages = vec![
        ("sqlite", Storage::connect(&sqlite).await.unwrap()),
        ("postgres", Storage::connect(&postgres).await.unwrap()),
    ];
    (dir, storages)
}

/// The new-game form for two players on one device.
pub const SAME_DEVICE: &[(&str, &str)] = &[("opponent", "same-device")];

/// Starts a game with the new-game `form` and returns its id.
pub async fn new_game(client: &Client, server: &TestServer, form: &[(&str, &str)]) -> String {
    let location = post(client, server, "/api/new-game", form).await;
    let id = location
        .strip_prefix("/game/")
        .expect("redirected to the game")
        .to_string();
    assert_eq!(id.len(), 32);
    id
}

/// POSTs the same-device new-game form and returns the answer as it is,
/// for the checks that expect a refusal.
pub async fn try_new_game(client: &Client, server: &TestServer) -> reqwest::Response {
    client
        .post(format!("{}/api/new-game", server.base))
        .form(SAME_DEVICE)
        .send()
        .await
        .unwrap()
}

/// A browser without JavaScript: keeps cookies, sends forms, does not
/// follow redirects by itself so the tests can see them.
pub fn browser() -> Client {
    browser_with(reqwest::header::HeaderMap::new())
}

/// Such a browser whose language is `accept` (`Accept-Language`).
pub fn browser_speaking(accept: &str) -> Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(ACCEPT_LANGUAGE, accept.parse().unwrap());
    browser_with(headers)
}

fn browser_with(mut headers: reqwest::header::HeaderMap) -> Client {
    headers.insert(ACCEPT, "text/html".parse().unwrap());
    Client::builder()
        .cookie_store(true)
        .redirect(redirect::Policy::none())
        .default_headers(headers)
        .build()
        .unwrap()
}

/// What a server's `/metrics` on `metrics_addr` says.
pub async fn metrics(metrics_addr: &str) -> String {
    reqwest::get(format!("http://{metrics_addr}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The analysis queue's length as `/metrics` on `metrics_addr` reports it.
pub async fn analysis_queue(metrics_addr: &str) -> String {
    let metrics = metrics(metrics_addr).await;
    metrics
        .lines()
        .find_map(|line| line.strip_prefix("kalah_analysis_queue "))
        .unwrap_or_else(|| panic!("no queue length in:\n{metrics}"))
        .to_string()
}

/// GETs a page: its status and body.
pub async fn get(client: &Client, server: &TestServer, path: &str) -> (StatusCode, String) {
    let response = client
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .unwrap();
    (response.status(), response.text().await.unwrap())
}

/// The game as its owner's record file has it: every move, in notation.
pub async fn record(client: &Client, server: &TestServer, id: &str) -> String {
    let (status, text) = get(client, server, &format!("/game/{id}/record.txt")).await;
    assert_eq!(status, StatusCode::OK);
    text
}

/// POSTs a form and returns the 303's Location.
pub async fn post(
    client: &Client,
    server: &TestServer,
    path: &str,
    form: &[(&str, &str)],
) -> String {
    attempt(client, server, path, form)
        .await
        .unwrap_or_else(|page| panic!("POST {path} {form:?}: 429 {page}"))
}

/// POSTs a form that may be refused for coming too often: the 303's
/// Location, or the text of the 429's page.
pub async fn attempt(
    client: &Client,
    server: &TestServer,
    path: &str,
    form: &[(&str, &str)],
) -> Result<String, String> {
    let response = client
        .post(format!("{}{path}", server.base))
        .form(form)
        .send()
        .await
        .unwrap();
    match response.status() {
        StatusCode::SEE_OTHER => Ok(response.headers()[LOCATION].to_str().unwrap().to_string()),
        StatusCode::TOO_MANY_REQUESTS => Err(page_text(&response.text().await.unwrap())),
        other => panic!("POST {path} {form:?}: {other}"),
    }
}

/// The value of the first `name="<name>" value="…"` in the page.
pub fn field(page: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = page.find(&marker)? + marker.len();
    Some(page[start..].split('"').next()?.to_string())
}

/// Pits that can be sown: `<button … name="pit" value="N"` without `disabled`.
pub fn playable_pits(page: &str) -> Vec<String> {
    page.split("<button")
        .skip(1)
        .map(|rest| rest.split('>').next().unwrap())
        .filter(|tag| tag.contains("name=\"pit\"") && !tag.contains("disabled"))
        .filter_map(|tag| field(tag, "pit"))
        .collect()
}

/// A fresh PostgreSQL database for one test, from the server that
/// `KALAH_TEST_POSTGRES` names (`cargo xtask test` starts one and sets it).
/// Without it the test fails and says how to provide one.
pub async fn postgres_database() -> String {
    let admin = std::env::var("KALAH_TEST_POSTGRES").unwrap_or_else(|_| {
        panic!(
            "this test needs PostgreSQL: run `cargo xtask test` (it starts one), or set \
             KALAH_TEST_POSTGRES=postgres://user:password@host/database for a role that may \
             create databases"
        )
    });
    postgres_database_on(&admin).await
}

/// A new database on the server `admin` (a role that may create them)
/// reaches.
pub async fn postgres_database_on(admin: &str) -> String {
    let name = format!("kalah_test_{:016x}", rand::random::<u64>());
    let mut connection = <sqlx::PgConnection as sqlx::Connection>::connect(admin)
        .await
        .expect("KALAH_TEST_POSTGRES accepts connections");
    sqlx::Executor::execute(&mut connection, format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("the test role may create databases");
    let base = admin.rsplit_once('/').expect("a database URL").0;
    format!("{base}/{name}")
}

/// A page's text without its tags, spaces collapsed: what a screen
/// reader reads out, in order. Scripts, styles and templates (the pages a
/// puzzle holds for its moves) are not read.
pub fn page_text(page: &str) -> String {
    const UNREAD: [&str; 3] = ["script", "style", "template"];
    let mut out = String::new();
    let mut rest = page;
    // How deep inside elements that are not read, and which one.
    let mut skipping: Option<(&str, usize)> = None;
    while let Some(open) = rest.find('<') {
        if skipping.is_none() {
            out.push_str(&rest[..open]);
        }
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open + 1..open + close];
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_lowercase();
        let closing = tag.starts_with('/');
        skipping = match skipping {
            None if !closing => UNREAD
                .into_iter()
                .find(|unread| *unread == name)
                .map(|unread| (unread, 1)),
            Some((unread, depth)) if name == unread && closing => {
                (depth > 1).then_some((unread, depth - 1))
            }
            Some((unread, depth)) if name == unread => Some((unread, depth + 1)),
            other => other,
        };
        out.push(' ');
        rest = &rest[open + close + 1..];
    }
    if skipping.is_none() {
        out.push_str(rest);
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads a live stream (a room's or the lobby's) until an `update`
/// event, or gives up.
pub async fn next_update(mut stream: reqwest::Response, within: Duration) -> bool {
    let started = Instant::now();
    let mut seen = String::new();
    while started.elapsed() < within {
        match tokio::time::timeout(within, stream.chunk()).await {
            Ok(Ok(Some(chunk))) => {
                seen.push_str(&String::from_utf8_lossy(&chunk));
                if seen.contains("event: update") {
                    return true;
                }
            }
            _ => return false,
        }
    }
    false
}
