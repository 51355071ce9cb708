//! `cargo xtask load --lobby`: players who find each other by quick
//! pairing and play live games against each other, as a browser with
//! JavaScript does: forms posted, the room's event stream followed, the
//! room page fetched again when the other player moved.

use super::client::{browser, failure, field, get, playable_pits, post};
use super::launcher::{Launcher, random};
use super::options::{Options, Store};
use super::report::{Tally, print_errors, quantile};
use super::scenarios::Phase;
use super::{ERROR_PAUSE, STAGGER, WARM_UP};
use reqwest::Client;
use std::time::Duration;
use tokio::time::Instant;

/// The speed every player asks for: the shortest live one, so games end
/// within a run.
const SPEED: &str = "3+2";
/// How often a waiting page checks whether its seek was paired. The
/// server pairs once a second, so this adds at most a tenth of that.
const WAITING_CHECK: Duration = Duration::from_millis(100);
/// Longest wait for the other player's move before fetching the room
/// anyway (a missed event must not stall a game).
const EVENT_WAIT: Duration = Duration::from_secs(10);

/// What lobby players saw: the [`Tally`] of their moves, and how long
/// each waited from opening a seek to its game.
#[derive(Default)]
struct LobbyTally {
    moves: Tally,
    pairings: Vec<Duration>,
}

/// Each player count in turn on one fresh server; prints the table and
/// returns the number of failed requests.
pub(super) fn measure(
    runtime: &tokio::runtime::Runtime,
    launcher: &Launcher,
    store: Store,
    options: &Options,
) -> Result<u64, String> {
    let running = launcher.start_on(&format!("lobby-{}", store.name().to_lowercase()), store)?;
    let server = &running.server;
    let mut table = String::from(
        "| players | paired | pairing p50 ms | pairing p99 ms | moves/s | move p50 ms | move p99 ms | errors |\n\
         |--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    let mut total_errors = 0;
    for players in options.players() {
        eprintln!(
            "xtask: {} lobby: {players} players, {} s measured…",
            store.name(),
            options.seconds()
        );
        let mut tally = runtime.block_on(phase(
            &server.base,
            players,
            options.seconds(),
            options.think(),
        ));
        tally.pairings.sort_unstable();
        tally.moves.round_trips.sort_unstable();
        let moves = &tally.moves.round_trips;
        table.push_str(&format!(
            "| {players} | {} | {:.0} | {:.0} | {:.1} | {:.1} | {:.1} | {} |\n",
            tally.pairings.len(),
            quantile(&tally.pairings, 0.5),
            quantile(&tally.pairings, 0.99),
            moves.len() as f64 / options.seconds() as f64,
            quantile(moves, 0.5),
            quantile(moves, 0.99),
            tally.moves.error_count(),
        ));
        total_errors += tally.moves.error_count();
        if !tally.moves.errors.is_empty() {
            eprintln!("xtask: errors with {players} players:");
            print_errors(&tally.moves.errors);
        }
    }
    println!("\n### {}: the lobby\n", store.name());
    println!(
        "Quick pairing at {SPEED}, then live games between the paired players, {} s measured \
         after {} s of staggered start and warm-up. Pairing is from opening the seek to the \
         waiting page naming the game (checked every {} ms; the server pairs at each press \
         and once a second), for every pairing of the run; a move round trip is the POST \
         /api/play plus the GET of the room it redirects to; the other player hears of it \
         through the room's event stream.\n",
        options.seconds(),
        (STAGGER + WARM_UP).as_secs(),
        WAITING_CHECK.as_millis(),
    );
    print!("{table}");
    drop(running);
    Ok(total_errors)
}

/// `players` players, started over [`STAGGER`], each seeking and playing
/// game after game until the run ends.
async fn phase(base: &str, players: usize, seconds: u64, think: Duration) -> LobbyTally {
    let phase = Phase::new(seconds);
    let (measured, end) = (phase.measured, phase.end);
    let tasks: Vec<_> = (0..players)
        .map(|index| {
            let base = base.to_string();
            let begin = phase.begin(index, players);
            tokio::spawn(async move {
                tokio::time::sleep_until(begin).await;
                let mut tally = LobbyTally::default();
                let playing = async {
                    let client = browser(&base)?;
                    let name = format!("Load {:08x}", random() as u32);
                    post(&client, &base, "/api/name-choose", &[("name", &name)]).await?;
                    loop {
                        if let Err(error) =
                            seek_and_play(&client, &base, measured, think, &mut tally).await
                        {
                            tally.moves.error(error);
                            tokio::time::sleep(ERROR_PAUSE).await;
                        }
                    }
                };
                let result: Result<(), String> = match tokio::time::timeout_at(end, playing).await {
                    Ok(result) => result,
                    Err(_) => Ok(()),
                };
                if let Err(error) = result {
                    tally.moves.error(error);
                }
                tally
            })
        })
        .collect();
    let mut total = LobbyTally::default();
    for task in tasks {
        match task.await {
            Ok(tally) => {
                total.moves.merge(tally.moves);
                total.pairings.extend(tally.pairings);
            }
            Err(error) => total.moves.error(format!("player task: {error}")),
        }
    }
    total
}

/// Opens a quick-pairing seek, waits to be paired, and plays the game to
/// its end.
async fn seek_and_play(
    client: &Client,
    base: &str,
    measured: Instant,
    think: Duration,
    tally: &mut LobbyTally,
) -> Result<(), String> {
    let form = [
        ("action", "open"),
        ("stones", "4"),
        ("mode", "rated"),
        ("seat", "random"),
        ("speed", SPEED),
    ];
    let opened = Instant::now();
    let waiting = post(client, base, "/api/lobby-act", &form).await?;
    let room = loop {
        let page = get(client, base, &waiting, "GET /lobby?waiting").await?;
        if let Some(rest) = page.split(r#"content="0; url=/room/"#).nth(1) {
            break rest.split('"').next().unwrap_or_default().to_string();
        }
        tokio::time::sleep(WAITING_CHECK).await;
    };
    tally.pairings.push(opened.elapsed());
    play_room_game(client, base, &room, measured, think, &mut tally.moves).await
}

/// Plays the game in `room` to its end, as a browser with JavaScript does:
/// the room's event stream followed, a random legal pit sown after `think`;
/// the round trips of moves sent after `measured` go to `tally`.
pub(super) async fn play_room_game(
    client: &Client,
    base: &str,
    room: &str,
    measured: Instant,
    think: Duration,
    tally: &mut Tally,
) -> Result<(), String> {
    let path = format!("/room/{room}");
    let mut events = client
        .get(format!("{base}/api/rooms/{room}/events"))
        .send()
        .await
        .map_err(|error| failure("GET room events", &error))?;
    let mut page = get(client, base, &path, "GET /room").await?;
    loop {
        let pits = playable_pits(&page);
        if page.contains("Game over") {
            return Ok(());
        }
        if pits.is_empty() {
            // The other player's move: wait for the room's news.
            let _ = tokio::time::timeout(EVENT_WAIT, next_update(&mut events)).await;
            page = get(client, base, &path, "GET /room").await?;
            continue;
        }
        let (Some(game), Some(ply), Some(version)) = (
            field(&page, "game"),
            field(&page, "ply"),
            field(&page, "version"),
        ) else {
            return Err("GET /room: no game, ply or version field".to_string());
        };
        let pit = &pits[(random() % pits.len() as u64) as usize];
        tokio::time::sleep(think.mul_f64(0.5 + (random() % 1000) as f64 / 1000.0)).await;
        let sent = Instant::now();
        let form = [
            ("game", game.as_str()),
            ("ply", &ply),
            ("version", &version),
            ("action", "sow"),
            ("pit", pit),
            ("room", room),
        ];
        let location = post(client, base, "/api/play", &form).await?;
        if location != path {
            return Err(format!("POST /api/play: redirected to {location}"));
        }
        page = get(client, base, &path, "GET /room").await?;
        if sent >= measured {
            tally.round_trips.push(sent.elapsed());
        }
    }
}

/// Reads the event stream until an `update` (presence reports pass by).
async fn next_update(events: &mut reqwest::Response) {
    while let Ok(Some(chunk)) = events.chunk().await {
        if String::from_utf8_lossy(&chunk).contains("event: update") {
            return;
        }
    }
    // The stream ended: the caller fetches the room anyway.
    tokio::time::sleep(EVENT_WAIT).await;
}
