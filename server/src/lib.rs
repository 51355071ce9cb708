//! The Kalah web server: configuration, storage, sessions, the computer
//! player pool, and the HTTP surface that joins them to the pages.

// The page types Leptos builds for the game and room pages are deep.
// A release build re-instantiates them here and inlines through them, so
// it may need a little more than the test build: the test build gets less,
// and fails first.
#![cfg_attr(debug_assertions, recursion_limit = "480")]
#![cfg_attr(not(debug_assertions), recursion_limit = "512")]

pub mod analysis;
pub mod arenas;
pub mod assets;
pub mod backup;
pub mod command_line;
pub mod computer;
pub mod config;
mod devices;
pub mod endgame;
mod events;
pub mod game_end;
pub mod games;
pub mod guard;
pub mod headers;
pub mod language;
pub mod lifecycle;
pub mod limits;
pub mod live;
pub mod lobby;
pub mod network;
pub mod oware_endgame;
mod periodic;
pub mod puzzles;
mod ratings;
mod refusal_page;
pub mod rooms;
mod seats;
pub mod sessions;
pub mod storage;
pub mod telemetry;
mod visitors;
pub mod web;

use app::service::{SharedGames, SharedPuzzles};
use periodic::every;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tower_sessions::session_store::ExpiredDeletion;

/// The key a room or device link is looked up by: the SHA-256 digest of
/// its token, in hex. How long the database's index takes to find a key
/// depends on the digest, which a guesser cannot steer, not on how much
/// of a real token the guess got right.
pub fn token_key(token: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database could not be opened or migrated.
    #[error(transparent)]
    Storage(#[from] storage::StorageError),
    /// The session table could not be created.
    #[error("session store: {0}")]
    Sessions(#[from] sqlx::Error),
    /// `--site-root` could not be read.
    #[error("cannot read the site files in {}: {source}", root.display())]
    SiteRoot {
        /// The folder.
        root: std::path::PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// No `--site-root`, and this binary embeds no site: it was compiled
    /// before `cargo xtask bundle` wrote one.
    #[error(
        "this kalah-server carries no stylesheet or script: it was compiled before the site was \
         built. Build it with `cargo xtask serve` (`--release` for production), or pass \
         --site-root with the folder `cargo xtask bundle` writes (target/site)"
    )]
    NoSite,
    /// The embedded site is not the bundle the binary was compiled beside.
    #[error(
        "this kalah-server embeds the bundle {embedded}, but was compiled beside {expected}: \
         build it again with `cargo xtask serve`"
    )]
    StaleSite {
        /// The bundle's name in the embedded `bundle.txt`.
        embedded: String,
        /// The name `xtask` passed when compiling.
        expected: String,
    },
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
}

/// Opens storage, binds the address and serves until the process ends;
/// the site's files are `embedded()` unless `--site-root` names a folder,
/// and must be the bundle named `built_beside` when one is.
pub async fn run(
    config: config::Config,
    embedded: fn() -> assets::Assets,
    built_beside: Option<&str>,
) -> Result<(), StartError> {
    let assets = match &config.site_root {
        Some(root) => {
            assets::Assets::from_directory(root).map_err(|source| StartError::SiteRoot {
                root: root.clone(),
                source,
            })?
        }
        None => embedded_site(embedded(), built_beside)?,
    };
    let Site {
        router,
        stop,
        stopping,
    } = assemble(&config, assets).await?;
    let listener = TcpListener::bind(config.addr)
        .await
        .map_err(|source| StartError::Listen {
            addr: config.addr,
            source,
        })?;
    tracing::info!(addr = %config.addr, "listening");
    if let Some(addr) = config.metrics_addr {
        match telemetry::install() {
            Ok(handle) => {
                let stopping = stopping.clone();
                tokio::spawn(async move {
                    if let Err(error) = telemetry::serve(addr, handle, stopping).await {
                        tracing::error!(%addr, %error, "cannot serve metrics");
                    }
                });
            }
            Err(error) => tracing::error!(%error, "cannot record metrics"),
        }
    }
    lifecycle::serve(listener, router, stop, stopping)
        .await
        .map_err(|source| StartError::Listen {
            addr: config.addr,
            source,
        })
}

/// The whole site, ready to answer requests, with its background jobs
/// running on the current runtime.
pub struct Site {
    /// Every route.
    pub router: axum::Router,
    /// Set to true to stop: live streams end, the listeners close.
    pub stop: tokio::sync::watch::Sender<bool>,
    /// Turns true once `stop` is.
    pub stopping: tokio::sync::watch::Receiver<bool>,
}

/// Opens storage, starts the computer players and the periodic jobs, and
/// joins them to the routes; `run` serves the result, benchmarks call it in
/// the same process.
pub async fn assemble(config: &config::Config, assets: assets::Assets) -> Result<Site, StartError> {
    let storage = storage::Storage::connect(&config.database_url).await?;
    let sessions = sessions::Sessions::open(storage.backend()).await?;
    tokio::spawn(
        sessions
            .clone()
            .continuously_delete_expired(tokio::time::Duration::from_secs(3600)),
    );
    let threads = config
        .computer_threads
        // Each worker keeps a 128 MB solver table: one per core, at most 8.
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(2, usize::from)
                .min(8)
        });
    let endgame = computer::EndgameShelf::default();
    endgame::load_or_build(&config.endgame_path, config.endgame_stones, endgame.clone());
    let oware = computer::OwareShelf::default();
    oware_endgame::load_or_build(&config.oware_database, config.oware_seeds, oware.clone());
    let pool = computer::ComputerPool::new(threads, endgame.clone()).with_oware(oware);
    // Analyses solve on workers of their own: never in a player's way.
    let background = (config.analysis_threads > 0)
        .then(|| computer::ComputerPool::background(config.analysis_threads, endgame));
    let analyst = analysis::Analyst::new(
        storage.clone(),
        background,
        config.analysis_threads,
        Duration::from_secs(config.analysis_unwatched_secs),
        !config.analysis_on_request,
    );
    let hub = live::Hub::start(storage.backend().clone());
    let arenas = arenas::ArenaService::new(
        storage.clone(),
        config.room_times().first_move,
        Duration::from_secs(config.arena_bot_after_secs),
        config.arena_schedule.clone(),
        hub.clone(),
        config.arenas_per_day,
        config.arena_lengths.clone(),
    );
    // Ratings first: an arena's standings show the ratings its games moved.
    let on_end = game_end::GameEndListeners::new(vec![
        Arc::new(ratings::Ratings(storage.clone())),
        Arc::new(lobby::NoShows(storage.clone())),
        Arc::new(arenas.clone()),
        Arc::new(analyst.clone()),
    ]);
    let (board_analyst, board_computer) = (analyst.clone(), pool.clone());
    let game_service = games::GameService::new(
        storage.clone(),
        pool,
        analyst,
        on_end,
        hub.clone(),
        config.game_limits(),
    );
    let puzzles: SharedPuzzles = Arc::new(puzzles::PuzzleService::new(storage.clone()));
    let lobby_service = lobby::LobbyService::new(
        storage.clone(),
        hub.clone(),
        config.room_times().first_move,
        config.open_seeks,
    );
    // Pairs the players waiting for the same game (and ends the seeks of
    // players who left), every second.
    tokio::spawn({
        let lobby = lobby_service.clone();
        every(Duration::from_secs(1), "players paired", move || {
            let lobby = lobby.clone();
            async move { lobby.pair_waiting().await }
        })
    });
    // Pairs the free players of every running arena every two seconds, and
    // makes the schedule's next arenas every minute.
    tokio::spawn({
        let arenas = arenas.clone();
        every(Duration::from_secs(2), "arena players paired", move || {
            let arenas = arenas.clone();
            async move { arenas.pair_running().await }
        })
    });
    tokio::spawn({
        let arenas = arenas.clone();
        every(
            Duration::from_secs(60),
            "scheduled arenas made",
            move || {
                let arenas = arenas.clone();
                async move { arenas.hold_scheduled().await }
            },
        )
    });
    let visitors = Arc::new(visitors::VisitorService {
        storage: storage.clone(),
        sessions: sessions.clone(),
    });
    let devices = storage.clone();
    let room_service = Arc::new(rooms::RoomService::new(
        storage,
        game_service.clone(),
        hub,
        config.room_times(),
    ));
    // Often enough that a room lives at most a little longer than its
    // limits.
    let times = config.room_times();
    let period =
        (times.idle.min(times.lifetime) / 4).clamp(Duration::from_secs(1), Duration::from_secs(60));
    tokio::spawn({
        let rooms = room_service.clone();
        every(period, "expired rooms deleted", move || {
            let rooms = rooms.clone();
            async move { rooms.delete_expired().await }
        })
    });
    // Decides the games whose side to move let its deadline pass, every
    // second: a clock that runs out loses, and a game nobody came to is
    // aborted, with nobody connected (and after a restart, once).
    tokio::spawn({
        let games = game_service.clone();
        every(Duration::from_secs(1), "games decided on time", move || {
            let games = games.clone();
            async move { games.decide_overdue().await }
        })
    });
    let games: SharedGames = Arc::new(game_service);
    let services = web::Services {
        games,
        board: Arc::new(analysis::Board {
            analyst: board_analyst,
            computer: board_computer,
        }),
        visitors,
        arenas,
        puzzles,
        lobby: lobby_service,
        rooms: room_service,
        devices,
        assets: Arc::new(assets),
    };
    // Turns true when the server is told to stop: live streams end, and
    // the listeners close.
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let limits = config.limits();
    // Players who stopped are forgotten once their counts are full again.
    tokio::spawn({
        let limits = limits.clone();
        every(
            Duration::from_secs(60),
            "idle players' limits forgotten",
            move || std::future::ready(limits.forget_the_idle()),
        )
    });
    let router = web::router(config, services, sessions, limits, stopping.clone());
    Ok(Site {
        router,
        stop,
        stopping,
    })
}

/// The site a binary embeds, if it is one to serve: not none (a binary
/// compiled before its bundle, which cargo would not compile again), and
/// the bundle `xtask` named when it compiled the binary.
fn embedded_site(
    site: assets::Assets,
    built_beside: Option<&str>,
) -> Result<assets::Assets, StartError> {
    if site.is_empty() {
        return Err(StartError::NoSite);
    }
    match built_beside {
        Some(expected) if expected.trim() != site.bundle_name() => Err(StartError::StaleSite {
            embedded: site.bundle_name().to_string(),
            expected: expected.trim().to_string(),
        }),
        _ => Ok(site),
    }
}

#[cfg(test)]
mod tests {
    use super::{StartError, embedded_site};
    use crate::assets::Assets;
    use std::borrow::Cow;

    fn site(files: &[(&str, &'static [u8])]) -> Assets {
        Assets::from_files(
            files
                .iter()
                .map(|(name, bytes)| (name.to_string(), Cow::Borrowed(*bytes))),
        )
    }

    #[test]
    fn a_binary_compiled_before_its_bundle_does_not_start() {
        let refused = embedded_site(site(&[]), None).err();
        assert!(matches!(refused, Some(StartError::NoSite)), "{refused:?}");
    }

    #[test]
    fn a_binary_serves_only_the_bundle_it_was_compiled_beside() {
        let files: &[(&str, &'static [u8])] = &[
            ("bundle.txt", b"kalah.0123456789abcdef"),
            ("pkg/kalah.0123456789abcdef.css", b"body {}"),
        ];
        assert!(embedded_site(site(files), Some("kalah.0123456789abcdef\n")).is_ok());
        assert!(embedded_site(site(files), None).is_ok());
        let refused = embedded_site(site(files), Some("kalah.fedcba9876543210")).err();
        assert!(
            matches!(&refused, Some(StartError::StaleSite { embedded, expected })
                if embedded == "kalah.0123456789abcdef" && expected == "kalah.fedcba9876543210"),
            "{refused:?}"
        );
    }
}
