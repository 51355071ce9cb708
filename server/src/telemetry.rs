//! What an operator watches: Prometheus metrics, served on an address of
//! their own (`--metrics-addr`), and one log line per request. Neither
//! says which session, room or link a request was for: a route is its
//! pattern (`/room/{token}`), never its address.

use axum::Router;
use axum::extract::{MatchedPath, Request};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use axum::routing::get;
use engine::Level;
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use play::{ActionKind, JournalEntry, Opponent};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tracing::Instrument;

const REQUESTS: &str = "kalah_http_requests_total";
const REQUEST_SECONDS: &str = "kalah_http_request_duration_seconds";
const MOVES: &str = "kalah_moves_total";
const GAMES_STARTED: &str = "kalah_games_started_total";
const THINKING_SECONDS: &str = "kalah_computer_thinking_seconds";
const ANALYSIS_QUEUE: &str = "kalah_analysis_queue";
const LIVE_CONNECTIONS: &str = "kalah_live_connections";
const GAME_PAGES: &str = "kalah_game_pages_total";

/// The header a request's identifier travels in, both ways.
const REQUEST_ID: &str = "x-request-id";

/// Records from now on and returns the handle `/metrics` renders from.
/// The recorder is the process's: a second call fails.
pub fn install() -> Result<PrometheusHandle, String> {
    let seconds = [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
    ];
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(REQUEST_SECONDS.to_string()), &seconds)
        .and_then(|builder| {
            builder.set_buckets_for_metric(Matcher::Full(THINKING_SECONDS.to_string()), &seconds)
        })
        .and_then(PrometheusBuilder::install_recorder)
        .map_err(|error| error.to_string())?;
    metrics::describe_counter!(REQUESTS, "HTTP requests answered, by route and status");
    metrics::describe_histogram!(REQUEST_SECONDS, "Time to answer a request, by route");
    metrics::describe_counter!(MOVES, "Moves stored, by who made them (person, computer)");
    metrics::describe_counter!(GAMES_STARTED, "Games started, by kind");
    metrics::describe_histogram!(
        THINKING_SECONDS,
        "Computer players' time per move, by level"
    );
    metrics::describe_gauge!(ANALYSIS_QUEUE, "Analyses being solved or waiting to be");
    metrics::describe_gauge!(LIVE_CONNECTIONS, "Open live-update streams of room pages");
    metrics::describe_counter!(
        GAME_PAGES,
        "Game pages answered, by whether the page kept for the same state was sent (kept) or one was rendered"
    );
    // Gauges show from the first scrape, not from their first change.
    gauge!(ANALYSIS_QUEUE).set(0.0);
    gauge!(LIVE_CONNECTIONS).set(0.0);
    Ok(handle)
}

/// Serves `GET /metrics` on `addr` until `stopping` turns true.
pub async fn serve(
    addr: SocketAddr,
    handle: PrometheusHandle,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(%addr, "metrics at /metrics");
    // Histograms are summed up as they are read; between reads they are
    // folded in now and then so memory stays flat.
    let upkeep = handle.clone();
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(Duration::from_secs(5));
        loop {
            ticks.tick().await;
            upkeep.run_upkeep();
        }
    });
    let router = Router::new().route(
        "/metrics",
        get(move || {
            let handle = handle.clone();
            async move {
                (
                    [(
                        axum::http::header::CONTENT_TYPE,
                        "text/plain; version=0.0.4; charset=utf-8",
                    )],
                    handle.render(),
                )
            }
        }),
    );
    axum::serve(listener, router)
        .with_graceful_shutdown(async move { crate::lifecycle::stopped(&mut stopping).await })
        .await
}

/// Gives each request an identifier (the proxy's `X-Request-Id` if it
/// sent a sane one), counts and times it by route, and logs one line when
/// it is answered. Log lines written while it is handled carry the same
/// identifier.
pub async fn observe(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let id = request
        .headers()
        .get(REQUEST_ID)
        .and_then(|value| value.to_str().ok())
        .filter(|id| {
            !id.is_empty()
                && id.len() <= 64
                && id
                    .bytes()
                    .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-')
        })
        .map_or_else(|| format!("{:016x}", rand::random::<u64>()), str::to_string);
    let method = request.method().clone();
    let matched = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_string());
    let path_is_bundle = request
        .uri()
        .path()
        .starts_with(&format!("/{}/", bundle::FOLDER));
    let span = tracing::info_span!("request", request_id = %id);
    let mut response = next.run(request).instrument(span.clone()).await;
    let status = response.status();
    let route = matched.unwrap_or_else(|| {
        if status == StatusCode::NOT_FOUND {
            "(not found)".to_string()
        } else if path_is_bundle {
            format!("/{}/{{file}}", bundle::FOLDER)
        } else {
            "(file)".to_string()
        }
    });
    let latency = started.elapsed();
    counter!(REQUESTS, "route" => route.clone(), "status" => status.as_u16().to_string())
        .increment(1);
    histogram!(REQUEST_SECONDS, "route" => route.clone()).record(latency.as_secs_f64());
    let _entered = span.enter();
    let latency_ms = latency.as_secs_f64() * 1000.0;
    if route == "/healthz" {
        tracing::debug!(%method, %route, status = status.as_u16(), latency_ms, "request");
    } else {
        tracing::info!(%method, %route, status = status.as_u16(), latency_ms, "request");
    }
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    response
}

/// Counts the moves a saved action's journal lines made.
pub fn moves_stored(journal: &[JournalEntry]) {
    for entry in journal {
        let by = match entry.kind {
            ActionKind::Sow => "person",
            ActionKind::Computer => "computer",
            _ => continue,
        };
        counter!(MOVES, "by" => by).increment(1);
    }
}

/// Counts a game started against `opponent`: by the computer's level, on
/// one device, or in a room.
pub fn game_started(opponent: &Opponent) {
    let kind = match opponent {
        Opponent::Computer { level, .. } => level.name(),
        Opponent::SameDevice => "same-device",
        Opponent::Friend { .. } => "room",
    };
    counter!(GAMES_STARTED, "kind" => kind).increment(1);
}

/// Counts a game started from a seek in the lobby.
pub fn lobby_game_started() {
    counter!(GAMES_STARTED, "kind" => "lobby").increment(1);
}

/// Counts a game page answered: `kept` when it was the page kept for what
/// it shows, not rendered anew.
pub fn game_page_answered(kept: bool) {
    let answer = if kept { "kept" } else { "rendered" };
    counter!(GAME_PAGES, "answer" => answer).increment(1);
}

/// Records how long a computer player took over a move.
pub fn computer_thought(level: Level, took: Duration) {
    histogram!(THINKING_SECONDS, "level" => level.name()).record(took.as_secs_f64());
}

/// Notes how many analyses are being solved or wait to be.
pub fn analysis_queue(length: usize) {
    gauge!(ANALYSIS_QUEUE).set(length as f64);
}

/// An open live-update stream, counted while it lives.
pub struct LiveConnection(());

impl LiveConnection {
    /// Counts a stream that has just opened.
    pub fn opened() -> LiveConnection {
        gauge!(LIVE_CONNECTIONS).increment(1.0);
        LiveConnection(())
    }
}

impl Drop for LiveConnection {
    fn drop(&mut self) {
        gauge!(LIVE_CONNECTIONS).decrement(1.0);
    }
}
