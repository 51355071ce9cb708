//! What the load generator does to a server: players playing games,
//! baselines over keep-alive connections, sessions for the memory run.

use super::browser::Browser;
use super::client::{field, legal_pits};
use super::launcher::random;
use super::report::Tally;
use super::{
    BASELINE_CONNECTIONS, BASELINE_TIME, ERROR_PAUSE, GAMES_PER_SESSION, MEMORY_CONCURRENCY,
    MEMORY_SESSIONS, STAGGER, WARM_UP,
};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

/// Plays game after game until cancelled.
pub(super) async fn play(
    browser: &mut Browser,
    measured: Instant,
    think: Duration,
    tally: &mut Tally,
) {
    loop {
        if let Err(error) = game(browser, measured, think, tally).await {
            tally.error(error);
            tokio::time::sleep(ERROR_PAUSE).await;
        }
    }
}

/// One game from its creation until it ends or a request fails.
pub(super) async fn game(
    browser: &mut Browser,
    measured: Instant,
    think: Duration,
    tally: &mut Tally,
) -> Result<(), String> {
    // Kalah and Oware by turns: both games' pages and moves under load.
    let path = browser.new_game().await?;
    if Instant::now() >= measured {
        tally.games += 1;
    }
    let id = &path["/game/".len()..];
    let mut page = browser.get(&path, "GET /game").await?;
    loop {
        let pits = legal_pits(&page);
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
        let location = browser.post("/api/play", &form).await?;
        if location != path {
            return Err("POST /api/play: redirected elsewhere".to_string());
        }
        page = browser.get(&location, "GET /game").await?;
        if sent >= measured {
            tally.round_trips.push(sent.elapsed());
        }
    }
}

/// A phase's moments: its players start over [`STAGGER`] from `start`,
/// are measured from `measured` (after [`WARM_UP`]) and stopped at `end`.
#[derive(Clone, Copy)]
pub(super) struct Phase {
    start: Instant,
    pub(super) measured: Instant,
    pub(super) end: Instant,
}

impl Phase {
    /// A phase starting now, measured for `seconds`.
    pub(super) fn new(seconds: u64) -> Phase {
        let start = Instant::now();
        let measured = start + STAGGER + WARM_UP;
        Phase {
            start,
            measured,
            end: measured + Duration::from_secs(seconds),
        }
    }

    /// When player `index` of `players` starts.
    pub(super) fn begin(&self, index: usize, players: usize) -> Instant {
        self.start + STAGGER.mul_f64(index as f64 / players as f64)
    }
}

/// `players` players, started over [`STAGGER`], warmed up, then measured
/// for `seconds`; cancelled mid-request at the end so stragglers do not
/// stretch the phase.
pub(super) async fn players_phase(
    base: &str,
    players: usize,
    seconds: u64,
    think: Duration,
) -> Tally {
    let phase = Phase::new(seconds);
    let (measured, end) = (phase.measured, phase.end);
    let tasks: Vec<_> = (0..players)
        .map(|index| {
            let base = base.to_string();
            let begin = phase.begin(index, players);
            tokio::spawn(async move {
                tokio::time::sleep_until(begin).await;
                let mut tally = Tally::default();
                match Browser::new(&base) {
                    Ok(mut browser) => {
                        let playing = play(&mut browser, measured, think, &mut tally);
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
/// keep-alive connections of `browser`'s session.
pub(super) async fn throughput(browser: &Browser, path: &str, tally: &mut Tally) -> f64 {
    let end = Instant::now() + BASELINE_TIME;
    let tasks: Vec<_> = (0..BASELINE_CONNECTIONS)
        .map(|_| {
            let (mut tab, path) = (browser.another_tab(), path.to_string());
            tokio::spawn(async move {
                let mut done = 0u64;
                let mut tally = Tally::default();
                let label = format!("GET {path}");
                let requests = async {
                    loop {
                        match tab.get(&path, &label).await {
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
pub(super) struct Baselines {
    pub(super) health: f64,
    pub(super) static_file: f64,
    pub(super) game_page: f64,
}

pub(super) async fn baselines(base: &str, tally: &mut Tally) -> Result<Baselines, String> {
    let mut browser = Browser::new(base)?;
    let game = match browser.new_game().await {
        Ok(game) => game,
        Err(error) => {
            tally.error(error.clone());
            return Err(error);
        }
    };
    Ok(Baselines {
        health: throughput(&browser, "/healthz", tally).await,
        static_file: throughput(&browser, "/favicon.svg", tally).await,
        game_page: throughput(&browser, &game, tally).await,
    })
}

/// Creates one session and its games; returns the session's browser and
/// its last game's path.
pub(super) async fn session(base: String) -> (Option<(Browser, String)>, Tally) {
    let mut tally = Tally::default();
    let mut browser = match Browser::new(&base) {
        Ok(browser) => browser,
        Err(error) => {
            tally.error(error);
            return (None, tally);
        }
    };
    let mut last = None;
    for _ in 0..GAMES_PER_SESSION {
        match browser.new_game().await {
            Ok(path) => last = Some(path),
            Err(error) => tally.error(error),
        }
    }
    (last.map(|path| (browser, path)), tally)
}

/// [`MEMORY_SESSIONS`] sessions of [`GAMES_PER_SESSION`] games each.
pub(super) async fn create_sessions(base: &str) -> (Vec<(Browser, String)>, Tally) {
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
/// same time rather than only written; the sessions come back, still open.
pub(super) async fn revisit(sessions: Vec<(Browser, String)>) -> (Vec<(Browser, String)>, Tally) {
    let permits = Arc::new(Semaphore::new(MEMORY_CONCURRENCY));
    let tasks: Vec<_> = sessions
        .into_iter()
        .map(|(mut browser, path)| {
            let permits = permits.clone();
            tokio::spawn(async move {
                let _permit = permits.acquire_owned().await;
                let error = browser.get(&path, "GET /game").await.err();
                (browser, path, error)
            })
        })
        .collect();
    let (mut sessions, mut tally) = (Vec::new(), Tally::default());
    for task in tasks {
        match task.await {
            Ok((browser, path, error)) => {
                sessions.push((browser, path));
                if let Some(error) = error {
                    tally.error(error);
                }
            }
            Err(error) => tally.error(format!("revisit task: {error}")),
        }
    }
    (sessions, tally)
}
