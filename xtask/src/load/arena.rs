//! `cargo xtask load --arena`: players who join one arena and play it
//! through, as a browser with JavaScript does: each free player's arena
//! page checked until it names their game, the game played to its end in
//! its room, then back to the arena. Reports how long a free player waits
//! for a game and the move round trip, and checks what players saw
//! against the standings: nobody in two games, each finished game scored
//! once.

use super::client::{browser, get, post};
use super::launcher::{Launcher, random};
use super::lobby::play_room_game;
use super::options::{Options, Store};
use super::report::{Tally, print_errors, quantile};
use super::scenarios::Phase;
use super::{ERROR_PAUSE, STAGGER, WARM_UP};
use reqwest::Client;
use std::collections::HashSet;
use std::time::Duration;
use tokio::time::Instant;

/// How often a free player's arena page checks whether they were paired.
/// The server pairs every two seconds.
const WAITING_CHECK: Duration = Duration::from_millis(100);

/// What the arena's players saw.
#[derive(Default)]
struct ArenaTally {
    moves: Tally,
    /// From being free to the page naming the game.
    pairings: Vec<Duration>,
    /// The rooms whose games each player finished.
    finished: Vec<String>,
    /// Times a player was sent to a game while one of theirs was unfinished.
    overlaps: u64,
}

/// Each player count in turn, an arena of its own on one fresh server;
/// prints the table and returns the number of failed requests and failed
/// checks.
pub(super) fn measure(
    runtime: &tokio::runtime::Runtime,
    launcher: &Launcher,
    store: Store,
    options: &Options,
) -> Result<u64, String> {
    let running = launcher.start_on(&format!("arena-{}", store.name().to_lowercase()), store)?;
    let base = running.server.base.clone();
    let mut table = String::from(
        "| players | games | pairing p50 ms | pairing p99 ms | moves/s | move p50 ms | move p99 ms | scored | errors |\n\
         |--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    let mut failed = 0;
    for players in options.players() {
        eprintln!(
            "xtask: {} arena: {players} players, {} s measured…",
            store.name(),
            options.seconds()
        );
        let (mut tally, scored) = runtime.block_on(async {
            let arena = hold_arena(&base).await?;
            let tally = phase(&base, &arena, players, options.seconds(), options.think()).await;
            // Games finished at the end are scored as they end.
            tokio::time::sleep(Duration::from_secs(1)).await;
            let scored = scored_games(&base, &arena).await?;
            Ok::<_, String>((tally, scored))
        })?;
        tally.pairings.sort_unstable();
        tally.moves.round_trips.sort_unstable();
        let finished: HashSet<&String> = tally.finished.iter().collect();
        let moves = &tally.moves.round_trips;
        table.push_str(&format!(
            "| {players} | {} | {:.0} | {:.0} | {:.1} | {:.1} | {:.1} | {scored} | {} |\n",
            finished.len(),
            quantile(&tally.pairings, 0.5),
            quantile(&tally.pairings, 0.99),
            moves.len() as f64 / options.seconds() as f64,
            quantile(moves, 0.5),
            quantile(moves, 0.99),
            tally.moves.error_count(),
        ));
        failed += tally.moves.error_count();
        if !tally.moves.errors.is_empty() {
            eprintln!("xtask: errors with {players} players:");
            print_errors(&tally.moves.errors);
        }
        if tally.overlaps > 0 {
            eprintln!("xtask: {} times a player was in two games", tally.overlaps);
            failed += tally.overlaps;
        }
        // Both players see a game end: each finished one is one scored.
        if scored < finished.len() {
            eprintln!("xtask: {} games finished, {scored} scored", finished.len());
            failed += 1;
        }
    }
    println!("\n### {}: an arena\n", store.name());
    println!(
        "Players join one 3+2 arena and play it through, {} s measured after {} s of staggered \
         start and warm-up. Pairing is from a player being free to their arena page naming their \
         game (checked every {} ms; the server pairs every 2 s); a move round trip is the POST \
         /api/play plus the GET of the room. Games counts those both players saw end; scored \
         counts the games the standings mark, read at the end (a game scored twice would \
         count twice).\n",
        options.seconds(),
        (STAGGER + WARM_UP).as_secs(),
        WAITING_CHECK.as_millis(),
    );
    print!("{table}");
    drop(running);
    Ok(failed)
}

/// Holds an arena that starts at once for an hour; its address.
async fn hold_arena(base: &str) -> Result<String, String> {
    let host = browser(base)?;
    let name = format!("Host {:08x}", random() as u32);
    post(&host, base, "/api/name-choose", &[("name", &name)]).await?;
    let form = [
        ("name", "Load arena"),
        ("clock", "3+2"),
        ("stones", "4"),
        ("minutes", "60"),
        ("starts_in", "0"),
        ("mode", "rated"),
    ];
    let arena = post(&host, base, "/api/tournament-new", &form).await?;
    let id = arena
        .strip_prefix("/tournament/")
        .ok_or(format!("POST /api/tournament-new: redirected to {arena}"))?;
    // The host holds it; the players play it.
    post(
        &host,
        base,
        "/api/tournament-act",
        &[("id", id), ("action", "withdraw")],
    )
    .await?;
    Ok(arena)
}

/// How many games the arena's standings mark: each player's marks on
/// every page of the standings, each game counted by both its players.
async fn scored_games(base: &str, arena: &str) -> Result<usize, String> {
    let client = browser(base)?;
    let mut marks = 0;
    for page in 1.. {
        let standings = format!("{arena}?page={page}");
        let html = get(&client, base, &standings, "GET /tournament").await?;
        marks += html.matches(r#"class="mark "#).count();
        // The last page links to no next one.
        if !html.contains(&format!("?page={}\"", page + 1)) {
            break;
        }
    }
    Ok(marks / 2)
}

/// `players` players, started over [`STAGGER`], each joining the arena and
/// playing game after game until the run ends.
async fn phase(
    base: &str,
    arena: &str,
    players: usize,
    seconds: u64,
    think: Duration,
) -> ArenaTally {
    let phase = Phase::new(seconds);
    let (measured, end) = (phase.measured, phase.end);
    let tasks: Vec<_> = (0..players)
        .map(|index| {
            let (base, arena) = (base.to_string(), arena.to_string());
            let begin = phase.begin(index, players);
            tokio::spawn(async move {
                tokio::time::sleep_until(begin).await;
                let mut tally = ArenaTally::default();
                let playing = async {
                    let client = browser(&base)?;
                    let name = format!("Load {:08x}", random() as u32);
                    post(&client, &base, "/api/name-choose", &[("name", &name)]).await?;
                    let id = arena.trim_start_matches("/tournament/");
                    post(
                        &client,
                        &base,
                        "/api/tournament-act",
                        &[("id", id), ("action", "join")],
                    )
                    .await?;
                    loop {
                        if let Err(error) =
                            next_game(&client, &base, &arena, measured, think, &mut tally).await
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
    let mut total = ArenaTally::default();
    for task in tasks {
        match task.await {
            Ok(tally) => {
                total.moves.merge(tally.moves);
                total.pairings.extend(tally.pairings);
                total.finished.extend(tally.finished);
                total.overlaps += tally.overlaps;
            }
            Err(error) => total.moves.error(format!("player task: {error}")),
        }
    }
    total
}

/// Waits on the arena page for the player's next game and plays it.
async fn next_game(
    client: &Client,
    base: &str,
    arena: &str,
    measured: Instant,
    think: Duration,
    tally: &mut ArenaTally,
) -> Result<(), String> {
    let free = Instant::now();
    let room = loop {
        let page = get(client, base, arena, "GET /tournament").await?;
        if let Some(rest) = page.split(r#"content="0; url=/room/"#).nth(1) {
            break rest.split('"').next().unwrap_or_default().to_string();
        }
        tokio::time::sleep(WAITING_CHECK).await;
    };
    // A player sent to a game they already finished is in it twice.
    if tally.finished.contains(&room) {
        tally.overlaps += 1;
        return Err(format!("sent back to the finished game in room {room}"));
    }
    tally.pairings.push(free.elapsed());
    play_room_game(client, base, &room, measured, think, &mut tally.moves).await?;
    tally.finished.push(room);
    Ok(())
}
