//! `cargo xtask load`: many players at once against a release server, each
//! playing whole games against the computer the way a browser without
//! JavaScript does (form POST, 303, GET), so the README's capacity figures
//! come from the real request path, on SQLite and on PostgreSQL.

use crate::{cargo, free_port, root, run, setup, wait_until_healthy, KillOnDrop};
use reqwest::header::{HeaderMap, HeaderValue, ACCEPT, LOCATION, ORIGIN};
use reqwest::{redirect, Client, StatusCode};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs::File;
use std::hash::{BuildHasher, RandomState};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

/// Starting every player in the same instant would measure a thundering
/// herd rather than steady play.
const STAGGER: Duration = Duration::from_secs(1);
/// Lets connections, sessions and the server's caches settle before timing.
const WARM_UP: Duration = Duration::from_secs(2);
/// Longer than any sane round trip: a request this slow is a failure.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Keeps a dead or refusing server from turning players into busy loops.
const ERROR_PAUSE: Duration = Duration::from_millis(100);
const BASELINE_CONNECTIONS: usize = 50;
const BASELINE_TIME: Duration = Duration::from_secs(5);
const MEMORY_SESSIONS: usize = 1_000;
const GAMES_PER_SESSION: usize = 10;
/// About as many requests in flight as the baselines, not 1,000 at once.
const MEMORY_CONCURRENCY: usize = 50;
/// Rate limits lifted: every player comes from this one address and
/// starts game after game.
const UNTHROTTLED: [&str; 6] = [
    "--games-per-minute",
    "1000000",
    "--games-per-minute-per-address",
    "1000000",
    "--open-games",
    "1000000",
];
/// Sockets, database and log files beyond one socket per player.
const SPARE_FILES: usize = 256;

/// Where games are stored during a run.
#[derive(Clone, Copy)]
enum Store {
    Sqlite,
    Postgres,
}

impl Store {
    /// For the tables, and lower-cased, the data directory.
    fn name(self) -> &'static str {
        match self {
            Store::Sqlite => "SQLite",
            Store::Postgres => "PostgreSQL",
        }
    }
}

/// The command line of `cargo xtask load`.
struct Options {
    players: Vec<usize>,
    seconds: u64,
    think: Duration,
    stores: Vec<Store>,
    build: bool,
    memory: bool,
}

impl Options {
    fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            players: vec![50, 200, 1000],
            seconds: 20,
            think: Duration::from_millis(1000),
            stores: vec![Store::Sqlite, Store::Postgres],
            build: true,
            memory: false,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((flag, value)) => (flag, Some(value.to_string())),
                None => (arg.as_str(), None),
            };
            let mut value = || {
                inline
                    .clone()
                    .or_else(|| args.next().cloned())
                    .ok_or_else(|| format!("{flag} needs a value\n{}", crate::USAGE))
            };
            match flag {
                "--players" => {
                    options.players = value()?
                        .split(',')
                        .map(|count| count.trim().parse().ok().filter(|&count| count > 0))
                        .collect::<Option<_>>()
                        .ok_or_else(|| "--players takes counts such as 50,200,1000".to_string())?;
                }
                "--seconds" => {
                    options.seconds = value()?
                        .parse()
                        .ok()
                        .filter(|&seconds| seconds > 0)
                        .ok_or_else(|| "--seconds takes a whole number of seconds".to_string())?;
                }
                "--think-ms" => {
                    options.think = value()?
                        .parse()
                        .map(Duration::from_millis)
                        .map_err(|_| "--think-ms takes milliseconds".to_string())?;
                }
                "--database" => {
                    options.stores = match value()?.as_str() {
                        "sqlite" => vec![Store::Sqlite],
                        "postgres" => vec![Store::Postgres],
                        "both" => vec![Store::Sqlite, Store::Postgres],
                        other => {
                            return Err(format!("--database {other}: sqlite, postgres or both"))
                        }
                    };
                }
                "--no-build" => options.build = false,
                "--memory" => options.memory = true,
                _ => return Err(format!("unknown argument {arg}\n{}", crate::USAGE)),
            }
        }
        Ok(options)
    }
}

/// Runs `cargo xtask load`; fails after printing every figure when any
/// request failed, so the command doubles as a check.
pub fn load(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args)?;
    let root = root();
    // Client and server share the cores, and an unoptimised client costs
    // more CPU per request than the server (it halved the baselines), so
    // the measuring is done by a release build of this command.
    if cfg!(debug_assertions) {
        let status = cargo(&root)
            .args(["run", "--release", "-p", "xtask", "--", "load"])
            .args(args)
            .status()
            .map_err(|error| format!("cannot run cargo: {error}"))?;
        return if status.success() {
            Ok(())
        } else {
            Err(format!("the load run failed ({status})"))
        };
    }
    let most_players = if options.memory {
        MEMORY_SESSIONS
    } else {
        options.players.iter().copied().max().unwrap_or(0)
    };
    check_open_files(most_players)?;
    if options.build {
        run(cargo(&root).args(["build", "--release", "-p", "server"]))?;
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
    let launcher = Launcher {
        root: &root,
        binary: &binary,
        flags: &UNTHROTTLED,
    };
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    println!("Load generator and server share this machine's {cores} cores.");
    if !options.memory {
        println!(
            "Each player thinks {:.1}-{:.1} s before a move.",
            options.think.as_secs_f64() * 0.5,
            options.think.as_secs_f64() * 1.5
        );
    }
    let errors = if options.memory {
        memory(&runtime, &launcher)?
    } else {
        let mut errors = 0;
        for &store in &options.stores {
            errors += measure(&runtime, &launcher, store, &options)?;
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

/// What every server of the run shares.
struct Launcher<'a> {
    root: &'a Path,
    binary: &'a Path,
    flags: &'a [&'a str],
}

/// A release server on a fresh data directory; killed on drop.
struct Server {
    process: KillOnDrop,
    base: String,
    data: PathBuf,
    log: PathBuf,
}

impl Launcher<'_> {
    /// Starts a server with its files in `target/load-data/<name>`, on
    /// SQLite there unless `database_url` is given.
    fn start(&self, name: &str, database_url: Option<&str>) -> Result<Server, String> {
        let data = self.root.join("target/load-data").join(name);
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data).map_err(|error| format!("{}: {error}", data.display()))?;
        let url = database_url.map_or_else(
            || format!("sqlite://{}/kalah.db", data.display()),
            str::to_string,
        );
        let log_path = data.join("server.log");
        let log =
            File::create(&log_path).map_err(|error| format!("{}: {error}", log_path.display()))?;
        let stderr = log
            .try_clone()
            .map_err(|error| format!("{}: {error}", log_path.display()))?;
        let addr = format!("127.0.0.1:{}", free_port()?);
        let child = Command::new(self.binary)
            .current_dir(self.root)
            .env("RUST_LOG", "warn")
            .args(["--addr", &addr])
            .arg("--database-url")
            .arg(url)
            .arg("--site-root")
            .arg(self.root.join("target/site"))
            .args(["--endgame-stones", "12"])
            .arg("--endgame-path")
            .arg(data.join("endgame.kdb"))
            .args(self.flags)
            .stdout(log)
            .stderr(stderr)
            .spawn()
            .map_err(|error| format!("cannot start {}: {error}", self.binary.display()))?;
        let mut process = KillOnDrop(child);
        wait_until_healthy(&addr, &mut process.0)
            .map_err(|error| format!("{error}; see {}", log_path.display()))?;
        Ok(Server {
            process,
            base: format!("http://{addr}"),
            data,
            log: log_path,
        })
    }
}

impl Server {
    /// The kernel's view of the server's memory: resident now and at peak.
    /// Fails when the server has exited, which also ends the run.
    fn memory(&mut self) -> Result<Memory, String> {
        if let Ok(Some(status)) = self.process.0.try_wait() {
            return Err(format!(
                "the server exited ({status}); see {}",
                self.log.display()
            ));
        }
        let path = format!("/proc/{}/status", self.process.0.id());
        let status = std::fs::read_to_string(&path).map_err(|error| format!("{path}: {error}"))?;
        let kilobytes = |key: &str| {
            status
                .lines()
                .find_map(|line| line.strip_prefix(key))
                .and_then(|rest| rest.split_whitespace().next()?.parse::<f64>().ok())
                .map(|kibibytes| kibibytes / 1024.0)
                .ok_or_else(|| format!("{path} has no {key}"))
        };
        Ok(Memory {
            resident: kilobytes("VmRSS:")?,
            peak: kilobytes("VmHWM:")?,
        })
    }
}

/// Resident memory in MiB.
struct Memory {
    resident: f64,
    peak: f64,
}

/// A memory figure for the tables; a dash once the server is gone.
fn mebibytes(memory: &Result<Memory, String>, figure: fn(&Memory) -> f64) -> String {
    memory.as_ref().map_or_else(
        |_| "–".to_string(),
        |memory| format!("{:.1}", figure(memory)),
    )
}

/// A scratch PostgreSQL database, dropped again however the run ends.
struct ScratchDatabase {
    admin: String,
    name: String,
}

impl ScratchDatabase {
    fn create(admin: String) -> Result<ScratchDatabase, String> {
        let name = format!("kalah_load_{:016x}", random());
        psql(&admin, &format!("CREATE DATABASE {name}"))?;
        Ok(ScratchDatabase { admin, name })
    }

    fn url(&self) -> String {
        let base = self.admin.rsplit_once('/').map_or("", |(base, _)| base);
        format!("{base}/{}", self.name)
    }
}

impl Drop for ScratchDatabase {
    fn drop(&mut self) {
        // FORCE: a server killed a moment ago may still hold connections.
        if let Err(error) = psql(
            &self.admin,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        ) {
            eprintln!("xtask: {error}");
        }
    }
}

fn psql(admin: &str, sql: &str) -> Result<(), String> {
    run(Command::new("psql")
        .arg(admin)
        .args(["-qc", sql])
        .stdout(Stdio::null()))
}

/// Std's per-process random hash keys: enough to pick a pit or name a
/// database without a random-number crate.
fn random() -> u64 {
    RandomState::new().hash_one(0u8)
}

/// What players or connections saw in one phase.
#[derive(Default)]
struct Tally {
    /// Measured move round trips: POST /api/play until the next page is read.
    round_trips: Vec<Duration>,
    /// Games started inside the measured window.
    games: u64,
    /// Failures by kind, warm-up included: any failure fails the run.
    errors: BTreeMap<String, u64>,
}

impl Tally {
    fn error(&mut self, kind: String) {
        *self.errors.entry(kind).or_default() += 1;
    }

    fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }

    fn merge(&mut self, other: Tally) {
        self.round_trips.extend(other.round_trips);
        self.games += other.games;
        for (kind, count) in other.errors {
            *self.errors.entry(kind).or_default() += count;
        }
    }
}

/// A browser without JavaScript: its own cookie jar (so its own session),
/// redirects left to the caller, and the Origin a same-site form sends.
fn browser(base: &str) -> Result<Client, String> {
    let mut headers = HeaderMap::new();
    headers.insert(ACCEPT, HeaderValue::from_static("text/html"));
    headers.insert(
        ORIGIN,
        HeaderValue::from_str(base).map_err(|error| format!("origin {base}: {error}"))?,
    );
    Client::builder()
        .cookie_store(true)
        .redirect(redirect::Policy::none())
        .default_headers(headers)
        .timeout(REQUEST_TIMEOUT)
        .build()
        .map_err(|error| format!("cannot build an HTTP client: {error}"))
}

/// A short, countable description of a transport failure.
fn failure(label: &str, error: &reqwest::Error) -> String {
    let kind = if error.is_timeout() {
        "timeout"
    } else if error.is_connect() {
        "cannot connect"
    } else if error.is_body() || error.is_decode() {
        "broken body"
    } else {
        "transport error"
    };
    format!("{label}: {kind}")
}

/// GETs `path` and reads the whole body; only a 200 counts.
async fn get(client: &Client, base: &str, path: &str, label: &str) -> Result<String, String> {
    let response = client
        .get(format!("{base}{path}"))
        .send()
        .await
        .map_err(|error| failure(label, &error))?;
    if response.status() != StatusCode::OK {
        return Err(format!("{label}: status {}", response.status().as_u16()));
    }
    response
        .text()
        .await
        .map_err(|error| failure(label, &error))
}

/// POSTs a form and returns the 303's Location.
async fn post(
    client: &Client,
    base: &str,
    path: &str,
    form: &[(&str, &str)],
) -> Result<String, String> {
    let label = format!("POST {path}");
    let response = client
        .post(format!("{base}{path}"))
        .form(form)
        .send()
        .await
        .map_err(|error| failure(&label, &error))?;
    if response.status() != StatusCode::SEE_OTHER {
        return Err(format!("{label}: status {}", response.status().as_u16()));
    }
    let location = response
        .headers()
        .get(LOCATION)
        .and_then(|value| value.to_str().ok())
        .map(str::to_string)
        .ok_or_else(|| format!("{label}: 303 without Location"))?;
    // An unread body would cost the keep-alive connection.
    response
        .bytes()
        .await
        .map_err(|error| failure(&label, &error))?;
    Ok(location)
}

/// Starts a game against the computer; returns its path, `/game/<id>`.
async fn new_game(client: &Client, base: &str) -> Result<String, String> {
    let form = [("opponent", "computer"), ("level", "medium"), ("seat", "1")];
    let location = post(client, base, "/api/new-game", &form).await?;
    let id = location.strip_prefix("/game/").unwrap_or_default();
    if id.len() == 32 && id.bytes().all(|byte| byte.is_ascii_hexdigit()) {
        Ok(location)
    } else {
        Err("POST /api/new-game: redirected elsewhere".to_string())
    }
}

/// The value of the first `name="<name>" value="…"` in the page.
fn field(page: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = page.find(&marker)? + marker.len();
    Some(page[start..].split('"').next()?.to_string())
}

/// Pits that can be sown: `<button … name="pit" value="N"` without `disabled`.
fn playable_pits(page: &str) -> Vec<String> {
    page.split("<button")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains("name=\"pit\"") && !tag.contains("disabled"))
        .filter_map(|tag| field(tag, "pit"))
        .collect()
}

/// Plays game after game until cancelled.
async fn play(client: &Client, base: &str, measured: Instant, think: Duration, tally: &mut Tally) {
    loop {
        if let Err(error) = game(client, base, measured, think, tally).await {
            tally.error(error);
            tokio::time::sleep(ERROR_PAUSE).await;
        }
    }
}

/// One game from its creation until it ends or a request fails.
async fn game(
    client: &Client,
    base: &str,
    measured: Instant,
    think: Duration,
    tally: &mut Tally,
) -> Result<(), String> {
    let path = new_game(client, base).await?;
    if Instant::now() >= measured {
        tally.games += 1;
    }
    let id = &path["/game/".len()..];
    let mut page = get(client, base, &path, "GET /game").await?;
    loop {
        let pits = playable_pits(&page);
        if page.contains("Game over") || pits.is_empty() {
            return Ok(());
        }
        let (Some(ply), Some(version)) = (field(&page, "ply"), field(&page, "version")) else {
            return Err("GET /game: no ply or version field".to_string());
        };
        let pit = &pits[(random() % pits.len() as u64) as usize];
        // A person looks at the board before moving: half to one and a
        // half times the mean thinking time.
        let thinking = think.mul_f64(0.5 + (random() % 1000) as f64 / 1000.0);
        tokio::time::sleep(thinking).await;
        let sent = Instant::now();
        let form = [
            ("game", id),
            ("ply", &ply),
            ("version", &version),
            ("action", "sow"),
            ("pit", pit),
        ];
        let location = post(client, base, "/api/play", &form).await?;
        if location != path {
            return Err("POST /api/play: redirected elsewhere".to_string());
        }
        page = get(client, base, &location, "GET /game").await?;
        if sent >= measured {
            tally.round_trips.push(sent.elapsed());
        }
    }
}

/// `players` players, started over [`STAGGER`], warmed up, then measured
/// for `seconds`; cancelled mid-request at the end so stragglers do not
/// stretch the phase.
async fn players_phase(base: &str, players: usize, seconds: u64, think: Duration) -> Tally {
    let start = Instant::now();
    let measured = start + STAGGER + WARM_UP;
    let end = measured + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..players)
        .map(|index| {
            let base = base.to_string();
            let begin = start + STAGGER.mul_f64(index as f64 / players as f64);
            tokio::spawn(async move {
                tokio::time::sleep_until(begin).await;
                let mut tally = Tally::default();
                match browser(&base) {
                    Ok(client) => {
                        let playing = play(&client, &base, measured, think, &mut tally);
                        let _ = tokio::time::timeout_at(end, playing).await;
                    }
                    Err(error) => tally.error(error),
                }
                tally
            })
        })
        .collect();
    let mut total = Tally::default();
    for task in tasks {
        match task.await {
            Ok(tally) => total.merge(tally),
            Err(error) => total.error(format!("player task: {error}")),
        }
    }
    total
}

/// Requests per second for GETs of `path` over [`BASELINE_CONNECTIONS`]
/// keep-alive connections sharing `client` (and so its session).
async fn throughput(client: &Client, base: &str, path: &str, tally: &mut Tally) -> f64 {
    let end = Instant::now() + BASELINE_TIME;
    let tasks: Vec<_> = (0..BASELINE_CONNECTIONS)
        .map(|_| {
            let (client, base, path) = (client.clone(), base.to_string(), path.to_string());
            tokio::spawn(async move {
                let mut done = 0u64;
                let mut tally = Tally::default();
                let label = format!("GET {path}");
                let requests = async {
                    loop {
                        match get(&client, &base, &path, &label).await {
                            Ok(_) => done += 1,
                            Err(error) => {
                                tally.error(error);
                                tokio::time::sleep(ERROR_PAUSE).await;
                            }
                        }
                    }
                };
                let _ = tokio::time::timeout_at(end, requests).await;
                (done, tally)
            })
        })
        .collect();
    let mut done = 0;
    for task in tasks {
        match task.await {
            Ok((count, errors)) => {
                done += count;
                tally.merge(errors);
            }
            Err(error) => tally.error(format!("baseline task: {error}")),
        }
    }
    done as f64 / BASELINE_TIME.as_secs_f64()
}

/// Requests per second for the health check, a static file and a game
/// page, measured on the same server as the players for comparison.
struct Baselines {
    health: f64,
    static_file: f64,
    game_page: f64,
}

async fn baselines(base: &str, tally: &mut Tally) -> Result<Baselines, String> {
    let client = browser(base)?;
    let game = match new_game(&client, base).await {
        Ok(game) => game,
        Err(error) => {
            tally.error(error.clone());
            return Err(error);
        }
    };
    Ok(Baselines {
        health: throughput(&client, base, "/healthz", tally).await,
        static_file: throughput(&client, base, "/favicon.svg", tally).await,
        game_page: throughput(&client, base, &game, tally).await,
    })
}

/// The `q` quantile (0–1) of sorted samples, in ms.
fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let Some(last) = sorted.len().checked_sub(1) else {
        return 0.0;
    };
    let index = ((sorted.len() as f64 * q).ceil() as usize).saturating_sub(1);
    sorted[index.min(last)].as_secs_f64() * 1000.0
}

fn print_errors(errors: &BTreeMap<String, u64>) {
    for (kind, count) in errors {
        println!("- {count} × {kind}");
    }
}

/// Every player phase, then the baselines, on one fresh server; prints the
/// table and returns the number of failed requests.
fn measure(
    runtime: &tokio::runtime::Runtime,
    launcher: &Launcher,
    store: Store,
    options: &Options,
) -> Result<u64, String> {
    // Declared before the server so it is dropped after the server is killed.
    let scratch = match store {
        Store::Sqlite => None,
        Store::Postgres => Some(ScratchDatabase::create(setup::postgres()?.url)?),
    };
    let url = scratch.as_ref().map(ScratchDatabase::url);
    let mut server = launcher.start(&store.name().to_lowercase(), url.as_deref())?;
    let mut table = String::from(
        "| players | moves/s | p50 ms | p99 ms | max ms | games | errors | RSS MiB |\n\
         |--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    let mut errors = BTreeMap::new();
    let mut total_errors = 0;
    for &players in &options.players {
        eprintln!(
            "xtask: {}: {players} players, {} s measured…",
            store.name(),
            options.seconds
        );
        let mut tally = runtime.block_on(players_phase(
            &server.base,
            players,
            options.seconds,
            options.think,
        ));
        let memory = server.memory();
        tally.round_trips.sort_unstable();
        let moves = tally.round_trips.len() as f64 / options.seconds as f64;
        let _ = writeln!(
            table,
            "| {players} | {moves:.1} | {:.1} | {:.1} | {:.1} | {} | {} | {} |",
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
         page it redirects to.\n",
        options.seconds,
        (STAGGER + WARM_UP).as_secs()
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
    drop(server);
    drop(scratch);
    Ok(total_errors)
}

/// Creates one session and its games; returns the session's browser and
/// its last game's path.
async fn session(base: String) -> (Option<(Client, String)>, Tally) {
    let mut tally = Tally::default();
    let client = match browser(&base) {
        Ok(client) => client,
        Err(error) => {
            tally.error(error);
            return (None, tally);
        }
    };
    let mut last = None;
    for _ in 0..GAMES_PER_SESSION {
        match new_game(&client, &base).await {
            Ok(path) => last = Some(path),
            Err(error) => tally.error(error),
        }
    }
    (last.map(|path| (client, path)), tally)
}

/// [`MEMORY_SESSIONS`] sessions of [`GAMES_PER_SESSION`] games each.
async fn create_sessions(base: &str) -> (Vec<(Client, String)>, Tally) {
    let permits = Arc::new(Semaphore::new(MEMORY_CONCURRENCY));
    let tasks: Vec<_> = (0..MEMORY_SESSIONS)
        .map(|_| {
            let (permits, base) = (permits.clone(), base.to_string());
            tokio::spawn(async move {
                let _permit = permits.acquire_owned().await;
                session(base).await
            })
        })
        .collect();
    let mut sessions = Vec::new();
    let mut total = Tally::default();
    for task in tasks {
        match task.await {
            Ok((created, tally)) => {
                sessions.extend(created);
                total.merge(tally);
            }
            Err(error) => total.error(format!("session task: {error}")),
        }
    }
    (sessions, total)
}

/// Every session GETs its game page once more, so each is loaded at the
/// same time rather than only written.
async fn revisit(base: &str, sessions: &[(Client, String)]) -> Tally {
    let permits = Arc::new(Semaphore::new(MEMORY_CONCURRENCY));
    let tasks: Vec<_> = sessions
        .iter()
        .map(|(client, path)| {
            let (permits, client, base, path) = (
                permits.clone(),
                client.clone(),
                base.to_string(),
                path.clone(),
            );
            tokio::spawn(async move {
                let _permit = permits.acquire_owned().await;
                get(&client, &base, &path, "GET /game").await.err()
            })
        })
        .collect();
    let mut tally = Tally::default();
    for task in tasks {
        match task.await {
            Ok(None) => {}
            Ok(Some(error)) => tally.error(error),
            Err(error) => tally.error(format!("revisit task: {error}")),
        }
    }
    tally
}

/// The server's memory with [`MEMORY_SESSIONS`] sessions and their games on
/// a fresh SQLite database; returns the number of failed requests.
fn memory(runtime: &tokio::runtime::Runtime, launcher: &Launcher) -> Result<u64, String> {
    let mut server = launcher.start("memory", None)?;
    let fresh = server.memory();
    eprintln!(
        "xtask: creating {MEMORY_SESSIONS} sessions × {GAMES_PER_SESSION} games, \
         {MEMORY_CONCURRENCY} at a time…"
    );
    let (sessions, mut tally) = runtime.block_on(create_sessions(&server.base));
    let created = server.memory();
    tally.merge(runtime.block_on(revisit(&server.base, &sessions)));
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
