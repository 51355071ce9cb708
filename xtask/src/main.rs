//! `cargo xtask`: the project's build, serve and test driver. It installs
//! what is missing (the wasm target, npm packages, Chromium when root) and
//! builds the browser bundle without cargo-leptos.

mod bundle;
mod load;
mod setup;

use bundle::Lint;
use clap::Parser;
use setup::Postgres;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The project's build, serve, test and load driver.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", about)]
enum Task {
    /// Build everything and run the game (Ctrl-C or SIGTERM stops it):
    /// the server the tests use, or with `--release` the optimised one.
    Serve(ServeOptions),
    /// Run every test: formatting and lints, Rust, then the browser suite
    /// with JavaScript on and off.
    Test,
    /// Build the browser bundle only.
    Bundle,
    /// Load the server as many browsers without JavaScript would.
    Load(load::Options),
}

/// What `cargo xtask serve` passes to the server.
#[derive(clap::Args)]
struct ServeOptions {
    /// Where to listen.
    #[arg(long)]
    addr: Option<String>,
    /// A SQLite file or a PostgreSQL URL.
    #[arg(long = "database-url")]
    database_url: Option<String>,
    /// Build the optimised server (as for production) rather than the
    /// test build, which `cargo xtask test` shares and which compiles in
    /// less than half the time.
    #[arg(long)]
    release: bool,
}

fn main() -> ExitCode {
    let result = match Task::parse() {
        Task::Serve(options) => serve(&options),
        Task::Test => test(),
        Task::Bundle => bundle::build(&root(), Lint::No).map(|_| ()),
        Task::Load(options) => load::load(&options),
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

/// Builds the bundle and the server, then becomes the server: the process
/// is replaced, so a signal to `cargo xtask serve` (Ctrl-C, SIGTERM)
/// reaches the server itself and nothing is left running.
fn serve(options: &ServeOptions) -> Result<(), String> {
    let root = root();
    // The bundle and the test build are exactly what `cargo xtask test`
    // builds, linted alike (so one serves the other at once). The test
    // build has its engine optimised as the release build's is
    // (`[profile.dev.package.engine]`): the computer plays as fast, and
    // the pages render more slowly, which one person does not notice.
    let profile = if options.release {
        beside_the_bundle(&root, "optimised server", || {
            run(cargo(&root).args(["build", "--release", "-p", "server"]))
        })?;
        "release"
    } else {
        beside_the_bundle(&root, "server", || build_tests(&root))?;
        "debug"
    };
    let mut server = Command::new(root.join("target").join(profile).join("kalah-server"));
    server.current_dir(&root);
    if let Some(addr) = &options.addr {
        server.args(["--addr", addr]);
    }
    if let Some(url) = &options.database_url {
        server.args(["--database-url", url]);
    }
    println!("xtask: starting the server (Ctrl-C stops it)");
    become_process(server)
}

#[cfg(unix)]
fn become_process(mut command: Command) -> Result<(), String> {
    use std::os::unix::process::CommandExt;
    let error = command.exec();
    Err(format!("cannot start the server: {error}"))
}

#[cfg(not(unix))]
fn become_process(mut command: Command) -> Result<(), String> {
    run(&mut command)
}

/// Every test, each crate compiled once: formatting; the browser bundle
/// and then the server with its tests, clippy linting both as they
/// compile; the Rust tests (storage on SQLite and on PostgreSQL); the
/// end-to-end suite against the server binary those tests used, with the
/// documentation's examples beside it. Chromium, PostgreSQL and the npm
/// packages are installed meanwhile.
fn test() -> Result<(), String> {
    let root = root();
    let started = Instant::now();
    let tools = std::thread::spawn({
        let end2end = root.join("end2end");
        move || setup::test_tools(&end2end)
    });
    step("formatting", || {
        run(cargo(&root).args(["fmt", "--all", "--check"]))
    })?;
    let with_javascript = beside_the_bundle(&root, "server and tests", || build_tests(&root))?;
    let tools = tools
        .join()
        .map_err(|_| "installing the test tools failed".to_string())??;
    step("Rust tests", || {
        let mut tests = rust_tests(&root)?;
        tests.env(setup::POSTGRES_VARIABLE, &tools.postgres.url);
        // The restart test stops a cluster of its own, so it runs beside
        // the others.
        match &tools.restart {
            Some(Postgres {
                url,
                cluster: Some(cluster),
            }) => {
                tests
                    .args(include_ignored())
                    .env("KALAH_TEST_POSTGRES_RESTART", url)
                    .env("KALAH_TEST_POSTGRES_CLUSTER", cluster);
            }
            _ => eprintln!(
                "xtask: {} names another PostgreSQL, so the test that restarts one is skipped",
                setup::POSTGRES_VARIABLE
            ),
        }
        run(&mut tests)
    })?;
    // nextest leaves the documentation's examples out. Compiling them
    // keeps one core busy while the browser suite leaves about one idle,
    // so they run beside it.
    let examples = nextest().then(|| {
        let root = root.clone();
        std::thread::spawn(move || {
            step("documentation examples", || {
                run(linted_cargo(&root)?.args(["test", "--workspace", "--doc"]))
            })
        })
    });
    let browser_tests = step("browser tests", || {
        end_to_end(&root, &tools.chromium, with_javascript)
    });
    if let Some(examples) = examples {
        examples
            .join()
            .map_err(|_| "the documentation examples' thread failed".to_string())??;
    }
    browser_tests?;
    println!(
        "xtask: every test passed in {} s",
        started.elapsed().as_secs()
    );
    Ok(())
}

/// Builds the browser bundle (checking its size) and, meanwhile, runs
/// `build` (the step `name`): the two leave each other a core where one
/// compiles a single crate (the bundle's optimisation, the server's own
/// crate). Only the server's binary embeds the bundle
/// (`server/src/main.rs`), so `build` runs once more after it, which
/// compiles that one file again if the bundle changed. Returns whether
/// the JavaScript bundle was built.
fn beside_the_bundle(
    root: &Path,
    name: &str,
    build: impl Fn() -> Result<(), String> + Sync,
) -> Result<bool, String> {
    let (bundle, built) = std::thread::scope(|scope| {
        let bundle = scope.spawn(|| {
            step("browser bundle", || {
                let built = bundle::build(root, Lint::Clippy)?;
                if built {
                    bundle::check_budget(root)?;
                }
                Ok(built)
            })
        });
        let built = step(name, &build);
        let bundle = bundle
            .join()
            .unwrap_or_else(|_| Err("building the bundle failed".to_string()));
        (bundle, built)
    });
    let with_javascript = bundle?;
    built?;
    step("the binary with the bundle", &build)?;
    Ok(with_javascript)
}

/// The server and every test, linted as they compile.
fn build_tests(root: &Path) -> Result<(), String> {
    run(linted_cargo(root)?.args(["test", "--workspace", "--all-targets", "--no-run"]))
}

/// Runs one step of the test command, saying how long it took.
fn step<T>(name: &str, work: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    let started = Instant::now();
    let result = work();
    println!("xtask: {name}: {:.0} s", started.elapsed().as_secs_f64());
    result
}

/// Whether cargo-nextest is installed: it runs the test binaries side by
/// side, where `cargo test` runs them one after another.
fn nextest() -> bool {
    static PRESENT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *PRESENT.get_or_init(|| {
        Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()))
            .args(["nextest", "--version"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    })
}

/// Cargo with clippy linting every workspace crate it compiles; the test
/// command's builds all go through it, so nothing is compiled twice.
fn linted_cargo(root: &Path) -> Result<Command, String> {
    let mut command = cargo(root);
    setup::linting(&mut command)?;
    Ok(command)
}

/// The workspace's tests, by nextest when it is installed.
fn rust_tests(root: &Path) -> Result<Command, String> {
    let mut command = linted_cargo(root)?;
    if nextest() {
        // How many at a time, and which first: `.config/nextest.toml`.
        command.args(["nextest", "run", "--workspace", "--no-fail-fast"]);
    } else {
        command.args(["test", "--workspace", "--no-fail-fast"]);
    }
    Ok(command)
}

/// Arguments that also run the tests ignored by default (the PostgreSQL
/// restart).
fn include_ignored() -> &'static [&'static str] {
    if nextest() {
        &["--run-ignored", "all"]
    } else {
        &["--", "--include-ignored"]
    }
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
        // A small endgame database, built in a moment for each run.
        .args(["--endgame-stones", "12"])
        // A friend counts as gone after 12 s (a live page reports every 10 s).
        .args(["--room-away-secs", "12"])
        // An opened game waits on its Resume screen after 10 s unplayed.
        .args(["--resume-after-secs", "10"])
        // Games that end are analysed only when a test opens their
        // analysis: otherwise the background worker spends the whole run
        // on the forty-odd games the suite finishes, taking a core from
        // the browsers.
        .arg("--analysis-on-request")
        // The one position a test watches unsolved (its page looks every
        // 5 s) is given up 8 s after its last look, not 15: it stops
        // taking a core soon after its test ends.
        .args(["--analysis-unwatched-secs", "8"])
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
