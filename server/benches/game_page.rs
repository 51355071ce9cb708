//! `cargo bench -p server --bench game_page`: how long the server takes to
//! answer `GET /game/<id>` for a stored game of Kalah and one of Oware, in
//! each of the site's languages (read again and again, as a kept page: `server::games::pages`),
//! and a move against Medium as a browser without JavaScript makes it
//! (`POST /api/play`, then the page it is sent to, rendered anew), in this
//! process: the whole request path (session, storage, computer, rendering)
//! but no socket and no client, so a profile of this binary shows the
//! server's own time. `-- page` or `-- move` runs only one of them.
//!
//! Needs the site the pages link to: `cargo xtask bundle` writes it to
//! `target/site`. Prints the median and the quartiles of the time per
//! page, over rounds of `PAGES_PER_ROUND` pages each, and of the time per
//! move, over rounds of `MOVES_PER_ROUND` moves.

// As deep as the library's: its page types are instantiated here too.
#![recursion_limit = "512"]

use axum::body::Body;
use axum::http::{Request, Response, StatusCode, header};
use clap::Parser;
use server::assets::Assets;
use server::config::Config;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tower::ServiceExt;

/// Pages per timed round: enough that a round takes milliseconds.
const PAGES_PER_ROUND: u32 = 200;
/// Timed rounds per language, after one untimed round that warms caches.
const ROUNDS: usize = 15;
/// Moves per timed round (each round plays whole games to their end).
const MOVES_PER_ROUND: usize = 200;
/// Sown before timing, so the page shows a record and captures.
const MOVES: [&str; 6] = ["3", "6", "1", "2", "5", "4"];
const HOST: &str = "localhost:3000";
const ORIGIN: &str = "http://localhost:3000";

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // `RUST_LOG=sqlx::query=debug` lists the statements each request makes.
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    if let Err(error) = runtime.block_on(bench()) {
        eprintln!("game_page: {error}");
        std::process::exit(1);
    }
}

async fn bench() -> Result<(), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let site = root.join("target/site");
    let assets = Assets::from_directory(&site).map_err(|error| {
        format!(
            "cannot read {}: {error}; `cargo xtask bundle` writes it",
            site.display()
        )
    })?;
    let data = tempfile::tempdir().map_err(|error| error.to_string())?;
    let database = format!("sqlite://{}?mode=rwc", data.path().join("k.db").display());
    let config = Config::try_parse_from([
        "kalah-server",
        "--database-url",
        &database,
        "--analysis-threads",
        "0",
        "--endgame-stones",
        "0",
        // Game after game from one session, as `cargo xtask load` plays.
        "--games-per-minute",
        "1000000",
        "--games-per-minute-per-address",
        "1000000",
        "--open-games",
        "1000000",
    ])
    .map_err(|error| error.to_string())?;
    let site = server::assemble(&config, assets)
        .await
        .map_err(|error| error.to_string())?;
    let app = site.router;
    // `cargo bench` adds `--bench` to what it passes on: look past it.
    let only = std::env::args()
        .skip(1)
        .find(|arg| arg == "page" || arg == "move");
    if only.as_deref() != Some("move") {
        pages(&app).await?;
    }
    if only.as_deref() != Some("page") {
        moves(&app).await?;
    }
    Ok(())
}

/// The game page of each game in each language, in one run so that the
/// two compare.
async fn pages(app: &axum::Router) -> Result<(), String> {
    println!("| game | language | median µs | quartiles µs | pages/s |\n|---|---|--:|--:|--:|");
    for (name, form) in [
        ("Kalah", "opponent=same-device"),
        ("Oware", "game=oware&opponent=same-device"),
    ] {
        game_pages(app, name, form).await?;
    }
    Ok(())
}

/// The page of a game `form` starts, in each language.
async fn game_pages(app: &axum::Router, name: &str, form: &str) -> Result<(), String> {
    let (cookie, game) = stored_game(app, form).await?;
    for lang in app::i18n::Lang::ALL {
        let path = lang.prefix(&format!("/game/{game}"));
        page(app, get(&path, &cookie)).await?;
        let mut rounds = Vec::with_capacity(ROUNDS);
        for _ in 0..ROUNDS {
            let started = Instant::now();
            for _ in 0..PAGES_PER_ROUND {
                page(app, get(&path, &cookie)).await?;
            }
            rounds.push(started.elapsed() / PAGES_PER_ROUND);
        }
        println!("| {name} | {lang} | {} |", summary(rounds));
    }
    Ok(())
}

/// Moves against Medium, game after game, each a form post and the page
/// it leads to.
async fn moves(app: &axum::Router) -> Result<(), String> {
    let answer = post(app, None, "/api/new-game", "opponent=same-device").await?;
    let cookie = session_cookie(&answer)?;
    let mut game = None;
    let mut rounds = Vec::with_capacity(ROUNDS + 1);
    for _ in 0..=ROUNDS {
        let started = Instant::now();
        for _ in 0..MOVES_PER_ROUND {
            let (location, body) = match game.take() {
                Some(playing) => playing,
                None => {
                    let form = "opponent=computer&level=medium&seat=1";
                    let location =
                        redirect(&post(app, Some(&cookie), "/api/new-game", form).await?)?;
                    let body = page(app, get(&location, &cookie)).await?;
                    (location, body)
                }
            };
            let id = location.trim_start_matches("/game/");
            let (ply, version) = (field(&body, "ply")?, field(&body, "version")?);
            let pit = playable_pit(&body).ok_or("a game page without a pit to sow")?;
            let form = format!("game={id}&ply={ply}&version={version}&action=sow&pit={pit}");
            let back = redirect(&post(app, Some(&cookie), "/api/play", &form).await?)?;
            let body = page(app, get(&back, &cookie)).await?;
            if playable_pit(&body).is_some() {
                game = Some((back, body));
            }
        }
        rounds.push(started.elapsed() / MOVES_PER_ROUND as u32);
    }
    // The first round started the computer's workers and the caches.
    rounds.remove(0);
    println!("\n| a move against Medium | median µs | quartiles µs | moves/s |\n|---|--:|--:|--:|");
    println!("| POST /api/play + GET /game | {} |", summary(rounds));
    Ok(())
}

/// The median and quartiles of `rounds`, and the rate the median gives.
fn summary(mut rounds: Vec<Duration>) -> String {
    rounds.sort();
    let micros = |at: Duration| at.as_secs_f64() * 1e6;
    let count = rounds.len();
    let median = rounds[count / 2];
    format!(
        "{:.0} | {:.0}–{:.0} | {:.0}",
        micros(median),
        micros(rounds[count / 4]),
        micros(rounds[3 * count / 4]),
        1.0 / median.as_secs_f64()
    )
}

/// The first pit the page offers to sow, if the game goes on.
fn playable_pit(page: &str) -> Option<String> {
    page.split("<button")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains("name=\"pit\"") && !tag.contains("disabled"))
        .find_map(|tag| field(tag, "pit").ok())
}

/// The session cookie an answer set.
fn session_cookie(answer: &Response<Body>) -> Result<String, String> {
    answer
        .headers()
        .get(header::SET_COOKIE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(str::to_string)
        .ok_or("the new game set no session cookie".to_string())
}

/// A game on one device as `form` starts it, with a few moves played: the
/// session's cookie and the game's id.
async fn stored_game(app: &axum::Router, form: &str) -> Result<(String, String), String> {
    let answer = post(app, None, "/api/new-game", form).await?;
    let cookie = session_cookie(&answer)?;
    let location = redirect(&answer)?;
    let game = location
        .strip_prefix("/game/")
        .ok_or(format!("the new game went to {location}"))?
        .to_string();
    for pit in MOVES {
        let body = page(app, get(&location, &cookie)).await?;
        let (ply, version) = (field(&body, "ply")?, field(&body, "version")?);
        let form = format!("game={game}&ply={ply}&version={version}&action=sow&pit={pit}");
        redirect(&post(app, Some(&cookie), "/api/play", &form).await?)?;
    }
    Ok((cookie, game))
}

fn get(path: &str, cookie: &str) -> Request<Body> {
    Request::get(path)
        .header(header::HOST, HOST)
        .header(header::COOKIE, cookie)
        .header(header::ACCEPT, "text/html")
        .body(Body::empty())
        .expect("a request")
}

async fn post(
    app: &axum::Router,
    cookie: Option<&str>,
    path: &str,
    form: &str,
) -> Result<Response<Body>, String> {
    let mut request = Request::post(path)
        .header(header::HOST, HOST)
        .header(header::ORIGIN, ORIGIN)
        .header(header::ACCEPT, "text/html")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(cookie) = cookie {
        request = request.header(header::COOKIE, cookie);
    }
    let request = request
        .body(Body::from(form.to_string()))
        .expect("a request");
    app.clone()
        .oneshot(request)
        .await
        .map_err(|error| format!("POST {path}: {error}"))
}

fn redirect(answer: &Response<Body>) -> Result<String, String> {
    if answer.status() != StatusCode::SEE_OTHER {
        return Err(format!("a form was answered {}", answer.status()));
    }
    answer
        .headers()
        .get(header::LOCATION)
        .and_then(|value| value.to_str().ok())
        .map(str::to_string)
        .ok_or("a redirect without a Location".to_string())
}

/// The page's body; anything but a 200 is a failure.
async fn page(app: &axum::Router, request: Request<Body>) -> Result<String, String> {
    let path = request.uri().to_string();
    let answer = app
        .clone()
        .oneshot(request)
        .await
        .map_err(|error| format!("GET {path}: {error}"))?;
    if answer.status() != StatusCode::OK {
        return Err(format!("GET {path}: {}", answer.status()));
    }
    let bytes = axum::body::to_bytes(answer.into_body(), usize::MAX)
        .await
        .map_err(|error| format!("GET {path}: {error}"))?;
    String::from_utf8(bytes.to_vec()).map_err(|error| format!("GET {path}: {error}"))
}

/// The value of the form field `name` in `page`.
fn field(page: &str, name: &str) -> Result<String, String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = page
        .find(&marker)
        .ok_or(format!("the game page has no {name} field"))?
        + marker.len();
    Ok(page[start..]
        .split('"')
        .next()
        .unwrap_or_default()
        .to_string())
}
