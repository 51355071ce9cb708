//! `cargo xtask`: the project's build, serve and test driver. It installs
//! what is missing (the wasm target, npm packages, Chromium when root) and
//! builds the browser bundle without cargo-leptos.

mod bundle;
mod load;
mod setup;
mod test;

use bundle::Lint;
use clap::Parser;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode};
use std::time::{Duration, Instant};

/// The project's build, serve, test and load driver.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", about)]
enum Task {
    /// Build everything and run the game (Ctrl-C or SIGTERM stops it):
    /// the server the tests use, or with `--release` the optimised one.
    Serve(ServeOptions),
    /// Run every test: formatting and lints, Rust, then the browser suite
    /// with JavaScript on and off. CI runs this with no flag.
    Test(test::TestOptions),
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
        Task::Test(options) => test::test(&options),
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

/// Cargo with clippy linting every workspace crate it compiles; the test
/// command's builds all go through it, so nothing is compiled twice.
fn linted_cargo(root: &Path) -> Result<Command, String> {
    let mut command = cargo(root);
    setup::linting(&mut command)?;
    Ok(command)
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

/// Cargo in the workspace, telling the server's binary which bundle it
/// embeds (read when the command is made, so a build started after the
/// bundle compiles the binary with it).
fn cargo(root: &Path) -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    // The paths below assume the workspace's own target directory.
    command
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"));
    match bundle::name(root) {
        Some(name) => command.env(bundle::NAME_VARIABLE, name),
        None => command.env_remove(bundle::NAME_VARIABLE),
    };
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
