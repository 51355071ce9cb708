//! `cargo xtask`: the project's build, serve and test driver. It installs
//! what is missing (the wasm target, npm packages, Chromium when root) and
//! builds the browser bundle without cargo-leptos.

mod bundle;
mod load;
mod setup;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

const USAGE: &str = "usage:
  cargo xtask serve [--addr 127.0.0.1:3000] [--database-url URL]   build everything and run the game
  cargo xtask test                                                  run every test
  cargo xtask bundle                                                build the browser bundle only
  cargo xtask load [--players 50,200,1000] [--seconds 20] [--think-ms 1000]
                   [--database sqlite|postgres|both] [--no-build] [--memory]
      play games against Medium as browsers without JavaScript would (each player thinking
      0.5-1.5x --think-ms before a move; 0 for flat out), on a release server, and print
      moves/s and round-trip times per player count; --memory instead
      measures the server's memory with 1,000 sessions of 10 games each";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve(&args[1..]),
        Some("test") => test(),
        Some("bundle") => bundle::build(&root()).map(|_| ()),
        Some("load") => load::load(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Builds the bundle and the server (release), then runs the server in the
/// foreground with the given flags passed through.
fn serve(flags: &[String]) -> Result<(), String> {
    let root = root();
    for flag in flags.iter().filter(|flag| flag.starts_with("--")) {
        if !["--addr", "--database-url"].contains(&flag.split('=').next().unwrap_or(flag)) {
            return Err(format!("unknown flag {flag}\n{USAGE}"));
        }
    }
    bundle::build(&root)?;
    run(cargo(&root).args(["build", "--release", "-p", "server"]))?;
    let server = root.join("target/release/kalah-server");
    println!("xtask: starting the server (Ctrl-C stops it)");
    run(Command::new(server)
        .current_dir(&root)
        .env("KALAH_SITE_ROOT", root.join("target/site"))
        .args(flags))
}

/// Every test: the workspace's Rust tests (storage on SQLite and on
/// PostgreSQL), the browser bundle, then the end-to-end suite against a
/// real server with a fresh database.
fn test() -> Result<(), String> {
    let root = root();
    let chromium = setup::chromium()?;
    let postgres = setup::postgres()?;
    setup::npm_packages(&root.join("end2end"))?;
    lint(&root)?;
    run(cargo(&root)
        .args(["test", "--workspace"])
        .env(setup::POSTGRES_VARIABLE, &postgres.url))?;
    // Stopping PostgreSQL would break the other tests that use it, so the
    // restart check runs alone, afterwards.
    match &postgres.cluster {
        Some(cluster) => run(cargo(&root)
            .args([
                "test",
                "-p",
                "server",
                "--test",
                "faults",
                "postgres",
                "--",
                "--ignored",
            ])
            .env(setup::POSTGRES_VARIABLE, &postgres.url)
            .env("KALAH_TEST_POSTGRES_CLUSTER", cluster))?,
        None => eprintln!(
            "xtask: {} names another PostgreSQL, so the test that restarts it is skipped",
            setup::POSTGRES_VARIABLE
        ),
    }
    let with_javascript = bundle::build(&root)?;
    run(cargo(&root).args(["build", "-p", "server"]))?;
    end_to_end(&root, &chromium, with_javascript)
}

/// Formatting, and clippy with warnings as errors on both builds: the
/// server's (every crate, tests included) and the browser's.
fn lint(root: &Path) -> Result<(), String> {
    run(cargo(root).args(["fmt", "--all", "--check"]))?;
    run(cargo(root).args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))?;
    if !setup::wasm_target() {
        eprintln!("xtask: no wasm32-unknown-unknown target, so the browser build is not linted");
        return Ok(());
    }
    run(cargo(root).args([
        "clippy",
        "-p",
        "app",
        "--target",
        "wasm32-unknown-unknown",
        "--features",
        "hydrate",
        "--profile",
        "wasm-release",
        "--",
        "-D",
        "warnings",
    ]))
}

fn end_to_end(root: &Path, chromium: &Path, with_javascript: bool) -> Result<(), String> {
    let port = free_port()?;
    let data = root.join("target/e2e-data");
    // A fresh database for every run.
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).map_err(|error| format!("{}: {error}", data.display()))?;
    let addr = format!("127.0.0.1:{port}");
    let server = Command::new(root.join("target/debug/kalah-server"))
        .current_dir(root)
        .env("RUST_LOG", "warn")
        .args(["--addr", &addr])
        .arg("--database-url")
        .arg(format!("sqlite://{}/kalah.db", data.display()))
        .arg("--site-root")
        .arg(root.join("target/site"))
        // A small endgame database, built in a moment for each run.
        .args(["--endgame-stones", "12"])
        // A friend counts as gone after 12 s (a live page reports every 10 s).
        .args(["--room-away-secs", "12"])
        // An opened game waits on its Resume screen after 10 s unplayed.
        .args(["--resume-after-secs", "10"])
        // Every browser test comes from this one address, many at once.
        .args(["--games-per-minute", "1000"])
        .args(["--games-per-minute-per-address", "100000"])
        .arg("--endgame-path")
        .arg(data.join("endgame.kdb"))
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|error| format!("cannot start the server: {error}"))?;
    let mut server = KillOnDrop(server);
    wait_until_healthy(&addr, &mut server.0)?;
    let mut playwright = Command::new("npx");
    playwright
        .current_dir(root.join("end2end"))
        .args(["playwright", "test"]);
    if !with_javascript {
        eprintln!("xtask: no browser bundle, so only the JavaScript-off browser tests run");
        playwright.args(["--project", "no-js"]);
    }
    run(playwright
        .env("BASE_URL", format!("http://{addr}"))
        .env("CHROMIUM", chromium))
}

/// Stops the test server however the run ends.
struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn wait_until_healthy(addr: &str, server: &mut Child) -> Result<(), String> {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        if let Ok(Some(status)) = server.try_wait() {
            return Err(format!("the server exited before it was ready ({status})"));
        }
        if http_get(addr, "/healthz").is_some_and(|body| body.ends_with("ok")) {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Err(format!("the server on {addr} was not healthy within 60 s"))
}

/// A bare HTTP/1.0 GET, enough for a health check without an HTTP client.
fn http_get(addr: &str, path: &str) -> Option<String> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    response
        .starts_with("HTTP/1.0 200")
        .then(|| response.trim_end().to_string())
}

fn free_port() -> Result<u16, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .map_err(|error| format!("no free port: {error}"))
}

fn cargo(root: &Path) -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    // The paths below assume the workspace's own target directory.
    command
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"));
    command
}

/// Runs a command to completion, failing with its name when it fails.
fn run(command: &mut Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|error| format!("cannot run {:?}: {error}", command.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{command:?} failed ({status})"))
    }
}
