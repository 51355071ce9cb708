//! `cargo xtask test`: the whole suite, as CI runs it, or its Rust or
//! browser part alone.

use crate::{
    KillOnDrop, beside_the_bundle, build_tests, bundle, cargo, free_port, linted_cargo, root, run,
    setup, step, wait_until_healthy,
};
use setup::Postgres;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Which part of the tests `cargo xtask test` runs: all of them unless a
/// flag names one.
#[derive(clap::Args)]
pub struct TestOptions {
    /// Only formatting, lints and the Rust tests (with the bundle and the
    /// server they test).
    #[arg(long, conflicts_with = "browser")]
    rust: bool,
    /// Only the browser suite, against the server the last build made
    /// (`target/debug/kalah-server`): nothing is compiled.
    #[arg(long)]
    browser: bool,
    /// With `--browser`, after `--`: passed on to `npx playwright test`,
    /// e.g. `tests/lobby.spec.js`, `-g "a title"` or `--project js`.
    #[arg(last = true, requires = "browser")]
    playwright: Vec<String>,
}

/// Every test, each crate compiled once: formatting; the browser bundle
/// and then the server with its tests, clippy linting both as they
/// compile; the Rust tests (storage on SQLite and on PostgreSQL); the
/// end-to-end suite against the server binary those tests used, with the
/// documentation's examples beside it. Chromium, PostgreSQL and the npm
/// packages are installed meanwhile. `--rust` stops before the browser
/// suite; `--browser` runs only that.
pub fn test(options: &TestOptions) -> Result<(), String> {
    let root = root();
    let started = Instant::now();
    let tools = std::thread::spawn({
        let end2end = root.join("end2end");
        move || setup::test_tools(&end2end)
    });
    if options.browser {
        let tools = join_tools(tools)?;
        let server = root.join(SERVER);
        if !server.exists() {
            return Err(format!(
                "no {SERVER} to test: build it with `cargo xtask test --rust` (or `cargo xtask serve`)"
            ));
        }
        let with_javascript = bundle::has_script(&root);
        step("browser tests", || {
            end_to_end(&root, &tools.chromium, with_javascript, &options.playwright)
        })?;
        return finished(started);
    }
    step("formatting", || {
        run(cargo(&root).args(["fmt", "--all", "--check"]))
    })?;
    let with_javascript = beside_the_bundle(&root, "server and tests", || build_tests(&root))?;
    let tools = join_tools(tools)?;
    step("browser scripts' lint", || lint_scripts(&root))?;
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
    let browser_tests = if options.rust {
        Ok(())
    } else {
        step("browser tests", || {
            end_to_end(&root, &tools.chromium, with_javascript, &[])
        })
    };
    if let Some(examples) = examples {
        examples
            .join()
            .map_err(|_| "the documentation examples' thread failed".to_string())??;
    }
    browser_tests?;
    finished(started)
}

/// The server binary the test build makes, which the browser suite tests.
const SERVER: &str = "target/debug/kalah-server";

fn join_tools(
    tools: std::thread::JoinHandle<Result<setup::TestTools, String>>,
) -> Result<setup::TestTools, String> {
    tools
        .join()
        .map_err(|_| "installing the test tools failed".to_string())?
}

fn finished(started: Instant) -> Result<(), String> {
    println!(
        "xtask: every test passed in {} s",
        started.elapsed().as_secs()
    );
    Ok(())
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

/// The Playwright suite, or the part `selection` names (Playwright's own
/// arguments), against a server of its own on a fresh database.
fn end_to_end(
    root: &Path,
    chromium: &Path,
    with_javascript: bool,
    selection: &[String],
) -> Result<(), String> {
    let port = free_port()?;
    let data = root.join("target/e2e-data");
    // A fresh database for every run.
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).map_err(|error| format!("{}: {error}", data.display()))?;
    let addr = format!("127.0.0.1:{port}");
    let server = Command::new(root.join(SERVER))
        .current_dir(root)
        .env("RUST_LOG", "warn")
        .args(["--addr", &addr])
        .arg("--database-url")
        .arg(format!("sqlite://{}/kalah.db", data.display()))
        // A small endgame database, built in a moment for each run.
        .args(["--endgame-stones", "12"])
        // A friend counts as gone after 12 s (a live page reports every 10 s).
        .args(["--room-away-secs", "12"])
        // A first move is due within 30 s (not 20): the tests that play
        // people take their time under load, and the one that waits for
        // an abort waits 30 s.
        .args(["--first-move-secs", "30"])
        // An arena's player left alone plays the house bot after 6 s, not
        // 20: the arena test waits for it.
        .args(["--arena-bot-after-secs", "6"])
        // Arenas of 2 and 6 minutes besides the usual: one test plays an
        // arena through to its podium.
        .args(["--arena-lengths", "2,6,15,30,60,90"])
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
        .args(["--actions-per-minute-per-address", "100000"])
        .args(["--names-per-hour-per-address", "100000"])
        .arg("--endgame-path")
        .arg(data.join("endgame.kdb"))
        // Oware's likewise: 8 seeds, in milliseconds.
        .args(["--oware-seeds", "8"])
        .arg("--oware-database")
        .arg(data.join("oware-endgame.odb"))
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
    playwright.args(selection);
    run(playwright
        .env("BASE_URL", format!("http://{addr}"))
        .env("CHROMIUM", chromium))
}

/// The script the site sends as it is written (the page script's
/// starter), linted with Biome from the end-to-end suite's
/// packages: a warning fails the test command.
fn lint_scripts(root: &Path) -> Result<(), String> {
    run(Command::new(root.join("end2end/node_modules/.bin/biome"))
        .current_dir(root)
        .args(["lint", "--error-on-warnings", "app/src/start.js"]))
}
