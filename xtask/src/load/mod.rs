//! `cargo xtask load`: many players at once against a release server, each
//! playing whole games against the computer the way a browser without
//! JavaScript does (form POST, 303, GET), so the capacity figures in docs/performance.md
//! come from the real request path, on SQLite and on PostgreSQL; with
//! `--lobby`, players pairing and playing each other; `--arena`, players
//! playing one arena through.

use crate::{cargo, root, run};
use launcher::Launcher;
use report::{measure, memory};
use std::time::Duration;

pub use options::Options;

mod arena;
mod browser;
mod client;
mod launcher;
mod lobby;
mod options;
mod report;
mod scenarios;

/// Starting every player in the same instant would measure a thundering
/// herd rather than steady play.
pub(super) const STAGGER: Duration = Duration::from_secs(1);
/// Lets connections, sessions and the server's caches settle before timing.
pub(super) const WARM_UP: Duration = Duration::from_secs(2);
/// Longer than any sane round trip: a request this slow is a failure.
pub(super) const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Keeps a dead or refusing server from turning players into busy loops.
pub(super) const ERROR_PAUSE: Duration = Duration::from_millis(100);
pub(super) const BASELINE_CONNECTIONS: usize = 50;
pub(super) const BASELINE_TIME: Duration = Duration::from_secs(5);
pub(super) const MEMORY_SESSIONS: usize = 1_000;
pub(super) const GAMES_PER_SESSION: usize = 10;
/// About as many requests in flight as the baselines, not 1,000 at once.
pub(super) const MEMORY_CONCURRENCY: usize = 50;
/// Rate limits lifted: every player comes from this one address and
/// starts game after game.
pub(super) const UNTHROTTLED: [&str; 14] = [
    "--games-per-minute",
    "1000000",
    "--games-per-minute-per-address",
    "1000000",
    "--actions-per-minute",
    "1000000",
    "--actions-per-minute-per-address",
    "1000000",
    "--names-per-hour",
    "1000000",
    "--names-per-hour-per-address",
    "1000000",
    "--open-games",
    "1000000",
];
/// Sockets, database and log files beyond one socket per player.
pub(super) const SPARE_FILES: usize = 256;

/// Runs `cargo xtask load`; fails after printing every figure when any
/// request failed, so the command doubles as a check.
pub fn load(options: &Options) -> Result<(), String> {
    let root = root();
    // Client and server share the cores, and an unoptimised client costs
    // more CPU per request than the server (it halved the baselines), so
    // the measuring is done by a release build of this command.
    if cfg!(debug_assertions) {
        let status = cargo(&root)
            .args(["run", "--release", "-p", "xtask", "--"])
            .args(std::env::args().skip(1))
            .status()
            .map_err(|error| format!("cannot run cargo: {error}"))?;
        return if status.success() {
            Ok(())
        } else {
            Err(format!("the load run failed ({status})"))
        };
    }
    let most_players = if options.memory() {
        MEMORY_SESSIONS
    } else {
        options.players().into_iter().max().unwrap_or(0)
    };
    check_open_files(most_players)?;
    if options.build() {
        // The server refuses to start without the bundle it embeds.
        crate::beside_the_bundle(&root, "optimised server", || {
            run(cargo(&root).args(["build", "--release", "-p", "server"]))
        })?;
    }
    let binary = root.join("target/release/kalah-server");
    if !binary.exists() {
        return Err(format!(
            "{} is missing: run without --no-build",
            binary.display()
        ));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|error| format!("cannot start tokio: {error}"))?;
    let mut flags: Vec<String> = UNTHROTTLED.iter().map(|flag| flag.to_string()).collect();
    flags.extend([
        "--analysis-threads".to_string(),
        options.analysis_threads().to_string(),
    ]);
    let launcher = Launcher {
        root: &root,
        binary: &binary,
        flags: &flags,
    };
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    println!("Load generator and server share this machine's {cores} cores.");
    if !options.memory() {
        println!(
            "Each player thinks {:.1}-{:.1} s before a move.",
            options.think().as_secs_f64() * 0.5,
            options.think().as_secs_f64() * 1.5
        );
    }
    let errors = if options.memory() {
        memory(&runtime, &launcher)?
    } else {
        let mut errors = 0;
        for store in options.stores() {
            errors += if options.arena() {
                arena::measure(&runtime, &launcher, store, options)?
            } else if options.lobby() {
                lobby::measure(&runtime, &launcher, store, options)?
            } else {
                measure(&runtime, &launcher, store, options)?
            };
        }
        errors
    };
    if errors > 0 {
        return Err(format!("{errors} errors (listed above)"));
    }
    Ok(())
}

/// One socket per player on each side: a low soft limit would show up as
/// connection errors that say nothing about the server.
fn check_open_files(players: usize) -> Result<(), String> {
    let Ok(limits) = std::fs::read_to_string("/proc/self/limits") else {
        return Ok(());
    };
    let soft = limits
        .lines()
        .find(|line| line.starts_with("Max open files"))
        .and_then(|line| line.split_whitespace().nth(3)?.parse::<usize>().ok());
    let needed = players + SPARE_FILES;
    match soft {
        Some(soft) if soft < needed => Err(format!(
            "the open-file limit is {soft}, but {players} players need about {needed}: raise \
             it in this shell with `ulimit -n {needed}` (at most `ulimit -Hn`) and run again"
        )),
        _ => Ok(()),
    }
}
