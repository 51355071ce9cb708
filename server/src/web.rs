//! The HTTP surface: Leptos pages and server functions, health check,
//! static files, sessions, and the middleware that keeps forms honest.

use crate::arenas::{self, ArenaService};
use crate::assets::Assets;
use crate::config::Config;
use crate::events;
use crate::games::{self, pages::GamePages};
use crate::guard;
use crate::headers;
use crate::language;
use crate::limits::{self, Limits};
use crate::lobby::LobbyService;
use crate::refusal_page::refusal_page;
use crate::rooms::RoomService;
use crate::storage::Storage;
use crate::telemetry;
use app::error::PlayError;
use app::i18n::{Lang, Words};
use app::service::{
    PLAYER_KEY, SharedAnalysisBoard, SharedArenas, SharedGames, SharedLobby, SharedPuzzles,
    SharedRooms, SharedVisitors,
};
use app::{App, shell};
use axum::Router;
use axum::extract::{Extension, FromRef, Path, Request, State};
use axum::http::{Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use leptos::prelude::*;
use leptos_axum::{LeptosRoutes, generate_route_list};
use play::{GameId, PlayerId, Refusal};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::watch;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_sessions::cookie::SameSite;
use tower_sessions::{Expiry, Session, SessionManagerLayer, SessionStore};

/// What every handler can reach. Every request clones it (axum for each
/// route, Leptos into each page's context): it is one `Arc`, and handlers
/// take the part they need as `State<T>`.
#[derive(Clone)]
pub struct AppState(Arc<Parts>);

/// The parts of [`AppState`], each a `State<T>` of its own.
macro_rules! parts {
    ($($(#[$doc:meta])* $field:ident: $part:ty),* $(,)?) => {
        /// The parts of [`AppState`].
        struct Parts {
            $($(#[$doc])* $field: $part,)*
        }

        $(
            impl FromRef<AppState> for $part {
                fn from_ref(state: &AppState) -> $part {
                    state.0.$field.clone()
                }
            }
        )*
    };
}

parts!(
    /// Leptos's settings: bundle name and paths.
    leptos_options: LeptosOptions,
    /// The games.
    games: SharedGames,
    /// The rooms, for their live streams.
    rooms: Arc<RoomService>,
    /// The lobby, for its live stream (which keeps its viewer's seeks).
    lobby: Arc<LobbyService>,
    /// The arenas, for their pages' live streams.
    arenas: Arc<ArenaService>,
    /// The bundle, the stylesheet and the public files.
    assets: Arc<Assets>,
    /// Whether the server is stopping: live streams end then.
    stopping: watch::Receiver<bool>,
);

/// What the site serves from: the pages reach each service through the
/// app's trait for it, the live streams directly.
pub struct Services {
    /// The games.
    pub games: SharedGames,
    /// The analysis board.
    pub board: SharedAnalysisBoard,
    /// What the site keeps of each visitor's own.
    pub visitors: SharedVisitors,
    /// Arenas.
    pub arenas: ArenaService,
    /// The puzzles.
    pub puzzles: SharedPuzzles,
    /// Names, seeks and pairing.
    pub lobby: LobbyService,
    /// The rooms.
    pub rooms: Arc<RoomService>,
    /// Where each request's device is noted.
    pub devices: Storage,
    /// The bundle, the stylesheet and the public files.
    pub assets: Arc<Assets>,
}

/// The whole site as one router.
pub fn router<S: SessionStore + Clone>(
    config: &Config,
    services: Services,
    sessions: S,
    limits: Limits,
    stopping: watch::Receiver<bool>,
) -> Router {
    let Services {
        games,
        board,
        visitors,
        arenas,
        puzzles,
        lobby,
        rooms,
        devices,
        assets,
    } = services;
    let (lobby, arenas) = (Arc::new(lobby), Arc::new(arenas));
    let pages = Arc::new(GamePages::new(games.clone()));
    let (room_pages, lobby_pages): (SharedRooms, SharedLobby) = (rooms.clone(), lobby.clone());
    let arena_pages: SharedArenas = arenas.clone();
    headers::set_bundle_name(assets.bundle_name());
    let leptos_options = LeptosOptions::builder()
        .output_name(assets.bundle_name().to_string())
        .site_pkg_dir(bundle::FOLDER)
        .site_addr(config.addr)
        .build();
    let state = AppState(Arc::new(Parts {
        leptos_options: leptos_options.clone(),
        games: games.clone(),
        rooms,
        lobby,
        arenas,
        assets,
        stopping,
    }));
    let context = move || {
        // Server functions answer in the request's language too.
        app::i18n::provide_site_words();
        provide_context(games.clone());
        provide_context(board.clone());
        provide_context(visitors.clone());
        provide_context(arena_pages.clone());
        provide_context(room_pages.clone());
        provide_context(puzzles.clone());
        provide_context(lobby_pages.clone());
    };
    let session_layer = SessionManagerLayer::new(sessions)
        .with_name("kalah_session")
        .with_same_site(SameSite::Lax)
        .with_http_only(true)
        .with_secure(config.secure_cookies)
        .with_expiry(Expiry::OnInactivity(time::Duration::days(30)));

    let site = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/language", post(language::change))
        .route("/api/rooms/{token}/events", get(events::room_events))
        .route("/api/lobby/events", get(events::lobby_events))
        .route("/api/tournaments/events", get(arenas::list_events))
        .route("/api/tournaments/{id}/events", get(arenas::arena_events))
        .route("/game/{id}/record.txt", get(game_record))
        .leptos_routes_with_context(&state, generate_route_list(App), context.clone(), {
            let leptos_options = leptos_options.clone();
            move || shell(leptos_options.clone())
        })
        .fallback(files_or_not_found(context, leptos_options))
        .layer(middleware::from_fn_with_state(pages, games::pages::answer))
        .layer(middleware::from_fn(form_answers))
        .layer(middleware::from_fn(guard::explain_unanswered_forms))
        .layer(middleware::from_fn_with_state(
            limits,
            limits::limit_actions,
        ))
        .layer(middleware::from_fn(ensure_player))
        .layer(middleware::from_fn_with_state(
            devices,
            crate::devices::note_device,
        ))
        .layer(middleware::from_fn(language::choose))
        .layer(session_layer)
        .layer(middleware::from_fn(explain_failures))
        .layer(middleware::from_fn_with_state(
            crate::network::BehindProxy(config.behind_proxy),
            crate::network::note_network,
        ))
        .layer(middleware::from_fn_with_state(
            guard::SiteOrigin {
                behind_proxy: config.behind_proxy,
                secure: config.secure_cookies,
            },
            guard::same_origin_posts,
        ))
        .layer(RequestBodyLimitLayer::new(guard::MOST_BODY_BYTES))
        .layer(middleware::from_fn(guard::explain_oversized_bodies))
        .layer(middleware::from_fn(headers::cache_headers))
        .layer(middleware::from_fn(headers::security_headers))
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn(telemetry::observe))
        .with_state(state);
    // The language prefix comes off before the routes read the address.
    let whole = Router::new()
        .fallback_service(site)
        .layer(middleware::from_fn(language::take_prefix));
    // Outside everything: the page a script's post is answered with is
    // asked of the whole site, as the browser would ask for it.
    whole.clone().layer(middleware::from_fn_with_state(
        whole,
        games::script_answers::answer,
    ))
}

/// The site's files; any other address gets the app's "not found" page.
fn files_or_not_found(
    context: impl Fn() + Clone + Send + Sync + 'static,
    options: LeptosOptions,
) -> impl Fn(State<Arc<Assets>>, Request) -> Pin<Box<dyn Future<Output = Response> + Send>>
+ Clone
+ Send
+ Sync
+ 'static {
    let not_found =
        leptos_axum::render_app_async_with_context(context, move || shell(options.clone()));
    move |State(assets): State<Arc<Assets>>, request: Request| {
        let file = assets.answer(request.method(), request.uri().path(), request.headers());
        let not_found = not_found.clone();
        Box::pin(async move {
            match file {
                Some(response) => response,
                None => not_found(request).await,
            }
        })
    }
}

/// `GET /game/{id}/record.txt`: the game in `docs/rules.md` notation, as a file.
async fn game_record(
    State(games): State<SharedGames>,
    session: Session,
    Extension(lang): Extension<Lang>,
    Path(id): Path<String>,
) -> Response {
    let words = Words::Site(lang);
    let player = session.get::<PlayerId>(PLAYER_KEY).await.ok().flatten();
    let Ok(id) = id.parse::<GameId>() else {
        let error = PlayError::from(Refusal::GameNotFound);
        return (error.status(), error.said(&words)).into_response();
    };
    match games
        .record(player.as_ref(), &id)
        .await
        .map_err(PlayError::from)
    {
        Ok(record) => (
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"kalah-game.txt\"",
                ),
            ],
            app::game::record_text::record_text(&words, &record),
        )
            .into_response(),
        Err(error) => (error.status(), error.said(&words)).into_response(),
    }
}

/// Gives every session a player identifier on its first POST, so games
/// have an owner; GETs never create sessions.
async fn ensure_player(session: Session, request: Request, next: Next) -> Response {
    if request.method() == Method::POST {
        match session.get::<PlayerId>(PLAYER_KEY).await {
            Ok(Some(_)) => {}
            Ok(None) => {
                let player = PlayerId::from_bits(rand::random());
                if let Err(error) = session.insert(PLAYER_KEY, player).await {
                    tracing::error!(%error, "cannot start a session");
                }
                // A device of its own, to be listed from its next request on.
                if let Err(error) = session.insert(app::service::DEVICE_SEEN_KEY, 0_i64).await {
                    tracing::error!(%error, "cannot start a session");
                }
            }
            Err(error) => tracing::error!(%error, "cannot read the session"),
        }
    }
    next.run(request).await
}

/// Plain form posts are answered with 303 See Other (Leptos says 302), and
/// a server function refusing malformed input before our code ran says 400,
/// not 500: the client sent it.
async fn form_answers(request: Request, next: Next) -> Response {
    let is_post = request.method() == Method::POST;
    let mut response = next.run(request).await;
    if is_post && response.status() == StatusCode::FOUND {
        *response.status_mut() = StatusCode::SEE_OTHER;
    }
    if response.status() == StatusCode::INTERNAL_SERVER_ERROR
        && response
            .headers()
            .contains_key(leptos::server_fn::error::SERVER_FN_ERROR_HEADER)
    {
        *response.status_mut() = StatusCode::BAD_REQUEST;
    }
    response
}

/// A failure below the pages (the session store could not save, for one)
/// comes back from its layer as a bare 500: the player gets a page that
/// says what to do instead, as 503 because trying again later helps.
async fn explain_failures(request: Request, next: Next) -> Response {
    let words = language::words_of(&request);
    let response = next.run(request).await;
    if response.status() != StatusCode::INTERNAL_SERVER_ERROR {
        return response;
    }
    refusal_page(
        StatusCode::SERVICE_UNAVAILABLE,
        words,
        &app::t!(words, "unavailable-title"),
        &app::t!(words, "unavailable-message"),
    )
}
