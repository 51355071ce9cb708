//! The real server as a process, and a browser without JavaScript to
//! drive it: shared by the test modules.

// Each test module uses its own part of these helpers.
#![allow(dead_code)]

pub mod lobby;
pub mod play;

use reqwest::header::{ACCEPT, ACCEPT_LANGUAGE, LOCATION};
use reqwest::{Client, StatusCode, redirect};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// A server process on a free port; killed on drop.
pub struct TestServer {
    process: Child,
    /// `http://127.0.0.1:port`.
    pub base: String,
    database_url: String,
    directory: PathBuf,
    flags: Vec<String>,
    file_limit: Option<u64>,
}

impl TestServer {
    /// A server on the SQLite file `database`.
    pub async fn start(database: &Path) -> TestServer {
        let url = format!("sqlite://{}", database.display());
        TestServer::with(&url, database.parent().unwrap(), &[]).await
    }

    /// A server on `database_url`, with files in `directory` and extra
    /// command-line `flags`.
    pub async fn with(database_url: &str, directory: &Path, flags: &[&str]) -> TestServer {
        let flags: Vec<String> = flags.iter().map(|flag| flag.to_string()).collect();
        TestServer::spawn(
            database_url.to_string(),
            directory.to_path_buf(),
            flags,
            None,
        )
        .await
    }

    /// Like [`TestServer::with`], on a disk that is full once any file the
    /// server writes reaches `bytes`.
    pub async fn with_file_limit(
        database_url: &str,
        directory: &Path,
        flags: &[&str],
        bytes: u64,
    ) -> TestServer {
        let flags: Vec<String> = flags.iter().map(|flag| flag.to_string()).collect();
        TestServer::spawn(
            database_url.to_string(),
            directory.to_path_buf(),
            flags,
            Some(bytes),
        )
        .await
    }

    async fn spawn(
        database_url: String,
        directory: PathBuf,
        flags: Vec<String>,
        file_limit: Option<u64>,
    ) -> TestServer {
        let port = free_port();
        let binary = env!("CARGO_BIN_EXE_kalah-server");
        let mut command = match file_limit {
            None => Command::new(binary),
            Some(bytes) => {
                // SIGXFSZ ignored, so a write past the limit fails with
                // EFBIG as it would with ENOSPC, instead of killing.
                let mut command = Command::new("sh");
                command
                    .arg("-c")
                    .arg(format!(
                        "trap '' XFSZ; ulimit -f {}; exec \"$0\" \"$@\"",
                        bytes / 512
                    ))
                    .arg(binary);
                command
            }
        };
        let log = std::fs::File::create(directory.join(format!("server-{port}.log"))).unwrap();
        let process = command
            // Any folder will do: the binary carries what it serves.
            .current_dir(&directory)
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--database-url", &database_url])
            .arg("--endgame-path")
            .arg(directory.join(format!("endgame-{port}.kdb")))
            .args(&flags)
            // A tiny endgame database unless the test asks for another:
            // built in milliseconds, still used.
            .args(
                ["--endgame-stones", "6"]
                    .iter()
                    .filter(|_| !flags.iter().any(|flag| flag == "--endgame-stones")),
            )
            // Warnings, and a line per request (which the log tests read).
            .env("RUST_LOG", "warn,server::telemetry=info")
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("the server starts");
        let server = TestServer {
            process,
            base: format!("http://127.0.0.1:{port}"),
            database_url,
            directory,
            flags,
            file_limit,
        };
        let started = Instant::now();
        // The tiny database is saved only once Expert has it: until then
        // Expert's pages would say it is still getting ready.
        let endgame_file = server.directory.join(format!("endgame-{port}.kdb"));
        let tiny_endgame = !server.flags.iter().any(|flag| flag == "--endgame-stones");
        let mut healthy = false;
        while started.elapsed() < Duration::from_secs(30) {
            if !healthy
                && let Ok(response) = reqwest::get(format!("{}/healthz", server.base)).await
                && response.status() == StatusCode::OK
            {
                healthy = response.text().await.unwrap() == "ok";
            }
            if healthy && (!tiny_endgame || endgame_file.exists()) {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server did not become healthy with its endgame database");
    }

    /// The database the server stores in.
    pub fn database_url(&self) -> &str {
        &self.database_url
    }

    /// What the server has logged so far: warnings, errors, panics and a
    /// line per request.
    pub fn log(&self) -> String {
        let port = self.base.rsplit(':').next().unwrap();
        std::fs::read_to_string(self.directory.join(format!("server-{port}.log")))
            .unwrap_or_default()
    }

    /// Kills the process at once, as a crash would, and starts a new one on
    /// the same database.
    pub async fn restart(mut self) -> TestServer {
        self.process.kill().unwrap();
        self.process.wait().unwrap();
        self.start_again().await
    }

    /// Sends SIGTERM, as a process manager stopping the server does, and
    /// waits up to `limit` for the process to end: its exit status and how
    /// long it took, or `None` if it was still running.
    pub fn terminate(&mut self, limit: Duration) -> (Option<std::process::ExitStatus>, Duration) {
        let sent = Instant::now();
        let status = Command::new("kill")
            .args(["-TERM", &self.process.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "SIGTERM sent");
        while sent.elapsed() < limit {
            if let Some(status) = self.process.try_wait().unwrap() {
                return (Some(status), sent.elapsed());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        (None, sent.elapsed())
    }

    /// Starts a new process on the same database and flags, once this one
    /// has ended.
    pub async fn start_again(mut self) -> TestServer {
        let database_url = std::mem::take(&mut self.database_url);
        let directory = std::mem::take(&mut self.directory);
        let flags = std::mem::take(&mut self.flags);
        TestServer::spawn(database_url, directory, flags, self.file_limit).await
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// A server on a fresh SQLite file in a temporary directory, with extra
/// command-line `flags`; the directory goes when the guard is dropped.
pub async fn sqlite_server(flags: &[&str]) -> (tempfile::TempDir, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let server = TestServer::with(&url, dir.path(), flags).await;
    (dir, server)
}

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

/// A port nobody listens on now, on the loopback address.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
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
    let response = client
        .post(format!("{}{path}", server.base))
        .form(form)
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.status(),
        StatusCode::SEE_OTHER,
        "POST {path} {form:?}"
    );
    response.headers()[LOCATION].to_str().unwrap().to_string()
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
