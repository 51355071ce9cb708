//! What a run saw, and the tables it prints.

use super::launcher::{Launcher, mebibytes};
use super::options::{Options, Store};
use super::scenarios::{baselines, create_sessions, players_phase, revisit};
use super::{
    BASELINE_CONNECTIONS, BASELINE_TIME, GAMES_PER_SESSION, MEMORY_CONCURRENCY, MEMORY_SESSIONS,
    STAGGER, WARM_UP,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

/// What players or connections saw in one phase.
#[derive(Default)]
pub(super) struct Tally {
    /// Measured move round trips: POST /api/play until the next page is read.
    pub(super) round_trips: Vec<Duration>,
    /// Games started inside the measured window.
    pub(super) games: u64,
    /// Failures by kind, warm-up included: any failure fails the run.
    pub(super) errors: BTreeMap<String, u64>,
}

impl Tally {
    pub(super) fn error(&mut self, kind: String) {
        *self.errors.entry(kind).or_default() += 1;
    }

    pub(super) fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }

    pub(super) fn merge(&mut self, other: Tally) {
        self.round_trips.extend(other.round_trips);
        self.games += other.games;
        for (kind, count) in other.errors {
            *self.errors.entry(kind).or_default() += count;
        }
    }
}

/// The `q` quantile (0–1) of sorted samples, in ms.
pub(super) fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let Some(last) = sorted.len().checked_sub(1) else {
        return 0.0;
    };
    let index = ((sorted.len() as f64 * q).ceil() as usize).saturating_sub(1);
    sorted[index.min(last)].as_secs_f64() * 1000.0
}

pub(super) fn print_errors(errors: &BTreeMap<String, u64>) {
    for (kind, count) in errors {
        println!("- {count} × {kind}");
    }
}

/// Every player phase, then the baselines, on one fresh server; prints the
/// table and returns the number of failed requests.
pub(super) fn measure(
    runtime: &tokio::runtime::Runtime,
    launcher: &Launcher,
    store: Store,
    options: &Options,
) -> Result<u64, String> {
    let mut running = launcher.start_on(&store.name().to_lowercase(), store)?;
    let server = &mut running.server;
    let mut table = String::from(
        "| players | moves/s | p50 ms | p99 ms | max ms | games | errors | RSS MiB | analysis CPU |\n\
         |--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    let mut errors = BTreeMap::new();
    let mut total_errors = 0;
    for players in options.players() {
        eprintln!(
            "xtask: {}: {players} players, {} s measured…",
            store.name(),
            options.seconds()
        );
        let analysis_before = server.analysis_cpu();
        let started = std::time::Instant::now();
        let mut tally = runtime.block_on(players_phase(
            &server.base,
            players,
            options.seconds(),
            options.think(),
        ));
        let analysis = match (analysis_before, server.analysis_cpu()) {
            (Ok(before), Ok(after)) => format!(
                "{:.0} %",
                (after - before) / started.elapsed().as_secs_f64() * 100.0
            ),
            _ => "–".to_string(),
        };
        let memory = server.memory();
        tally.round_trips.sort_unstable();
        let moves = tally.round_trips.len() as f64 / options.seconds() as f64;
        let _ = writeln!(
            table,
            "| {players} | {moves:.1} | {:.1} | {:.1} | {:.1} | {} | {} | {} | {analysis} |",
            quantile(&tally.round_trips, 0.5),
            quantile(&tally.round_trips, 0.99),
            quantile(&tally.round_trips, 1.0),
            tally.games,
            tally.error_count(),
            mebibytes(&memory, |memory| memory.resident),
        );
        eprintln!(
            "xtask: {moves:.1} moves/s, {} errors; server RSS {} MiB",
            tally.error_count(),
            mebibytes(&memory, |memory| memory.resident)
        );
        total_errors += tally.error_count();
        for (kind, count) in tally.errors {
            *errors
                .entry(format!("{players} players: {kind}"))
                .or_default() += count;
        }
        if let Err(error) = memory {
            eprintln!("xtask: {error}");
            *errors.entry(error).or_default() += 1;
            total_errors += 1;
            break;
        }
    }
    eprintln!("xtask: {}: baselines…", store.name());
    let mut baseline_tally = Tally::default();
    let baselines = runtime.block_on(baselines(&server.base, &mut baseline_tally));
    let memory = server.memory();
    total_errors += baseline_tally.error_count();
    for (kind, count) in baseline_tally.errors {
        *errors.entry(format!("baselines: {kind}")).or_default() += count;
    }

    println!("\n### {}\n", store.name());
    println!(
        "Medium computer, {} s measured after {} s of staggered start and warm-up; a move \
         round trip is the POST /api/play (with the computer's reply) plus the GET of the \
         page it redirects to. Analysis CPU is the share of one core that the server's {} \
         background analysis workers used meanwhile, solving finished games.\n",
        options.seconds(),
        (STAGGER + WARM_UP).as_secs(),
        options.analysis_threads()
    );
    print!("{table}");
    println!(
        "\nBaselines, {BASELINE_CONNECTIONS} keep-alive connections for {} s each:\n",
        BASELINE_TIME.as_secs()
    );
    match baselines {
        Ok(baselines) => {
            println!("- `GET /healthz`: {:.0} requests/s", baselines.health);
            println!(
                "- `GET /favicon.svg`: {:.0} requests/s",
                baselines.static_file
            );
            println!(
                "- `GET /game/<id>`: {:.0} requests/s, {:.2} × the static file",
                baselines.game_page,
                baselines.game_page / baselines.static_file.max(f64::MIN_POSITIVE)
            );
        }
        Err(error) => println!("- not measured: {error}"),
    }
    println!(
        "\nServer RSS at the end: {} MiB (peak {} MiB).",
        mebibytes(&memory, |memory| memory.resident),
        mebibytes(&memory, |memory| memory.peak)
    );
    if !errors.is_empty() {
        println!("\nErrors:\n");
        print_errors(&errors);
    }
    drop(running);
    Ok(total_errors)
}

/// The server's memory with [`MEMORY_SESSIONS`] sessions and their games on
/// a fresh SQLite database; returns the number of failed requests.
pub(super) fn memory(
    runtime: &tokio::runtime::Runtime,
    launcher: &Launcher,
) -> Result<u64, String> {
    let mut server = launcher.start("memory", None)?;
    let fresh = server.memory();
    eprintln!(
        "xtask: creating {MEMORY_SESSIONS} sessions × {GAMES_PER_SESSION} games, \
         {MEMORY_CONCURRENCY} at a time…"
    );
    let (sessions, mut tally) = runtime.block_on(create_sessions(&server.base));
    let created = server.memory();
    let (sessions, revisited_tally) = runtime.block_on(revisit(sessions));
    tally.merge(revisited_tally);
    let revisited = server.memory();
    // The sessions stay open (cookies, keep-alive connections) until now.
    drop(sessions);
    let size = |name: &str| {
        std::fs::metadata(server.data.join(name)).map_or(0.0, |meta| meta.len() as f64 / 1048576.0)
    };

    println!("\n### Memory: {MEMORY_SESSIONS} sessions × {GAMES_PER_SESSION} games (SQLite)\n");
    println!("| server | VmRSS MiB | VmHWM MiB |\n|:--|--:|--:|");
    for (moment, memory) in [
        ("fresh", &fresh),
        ("after creating the games", &created),
        ("after every session GETs a game page", &revisited),
    ] {
        println!(
            "| {moment} | {} | {} |",
            mebibytes(memory, |memory| memory.resident),
            mebibytes(memory, |memory| memory.peak)
        );
    }
    if let Err(error) = revisited {
        tally.error(error);
    }
    println!(
        "\nDatabase file: {:.1} MiB (write-ahead log {:.1} MiB).",
        size("kalah.db"),
        size("kalah.db-wal")
    );
    if !tally.errors.is_empty() {
        println!("\nErrors:\n");
        print_errors(&tally.errors);
    }
    Ok(tally.error_count())
}
