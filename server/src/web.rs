//! The HTTP surface: Leptos pages and server functions, health check,
//! static files, sessions, and the middleware that keeps forms honest.

use crate::config::Config;
use app::service::{SharedGames, PLAYER_KEY};
use app::{shell, App};
use axum::extract::{FromRef, Request};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use leptos::prelude::*;
use leptos_axum::{generate_route_list, LeptosRoutes};
use tower_http::compression::CompressionLayer;
use tower_http::trace::TraceLayer;
use tower_sessions::cookie::SameSite;
use tower_sessions::{Expiry, Session, SessionManagerLayer, SessionStore};

/// What every handler can reach.
#[derive(Clone, FromRef)]
pub struct AppState {
    /// Leptos's settings: bundle name and paths.
    pub leptos_options: LeptosOptions,
    /// The games.
    pub games: SharedGames,
}

/// The whole site as one router.
pub fn router<S: SessionStore + Clone>(config: &Config, games: SharedGames, sessions: S) -> Router {
    let leptos_options = LeptosOptions::builder()
        .output_name("kalah")
        .site_root(config.site_root.display().to_string())
        .site_pkg_dir("pkg")
        .site_addr(config.addr)
        .build();
    let state = AppState {
        leptos_options: leptos_options.clone(),
        games: games.clone(),
    };
    let session_layer = SessionManagerLayer::new(sessions)
        .with_name("kalah_session")
        .with_same_site(SameSite::Lax)
        .with_http_only(true)
        .with_secure(config.secure_cookies)
        .with_expiry(Expiry::OnInactivity(time::Duration::days(30)));

    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .leptos_routes_with_context(
            &state,
            generate_route_list(App),
            move || provide_context(games.clone()),
            move || shell(leptos_options.clone()),
        )
        .fallback(leptos_axum::file_and_error_handler::<AppState, _>(shell))
        .layer(middleware::from_fn(form_answers))
        .layer(middleware::from_fn(ensure_player))
        .layer(session_layer)
        .layer(middleware::from_fn(cache_headers))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

/// Gives every session a player identifier on its first POST, so games
/// have an owner; GETs never create sessions.
async fn ensure_player(session: Session, request: Request, next: Next) -> Response {
    if request.method() == Method::POST {
        match session.get::<String>(PLAYER_KEY).await {
            Ok(Some(_)) => {}
            Ok(None) => {
                if let Err(error) = session.insert(PLAYER_KEY, crate::token()).await {
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
        && response.headers().contains_key("serverfnerror")
    {
        *response.status_mut() = StatusCode::BAD_REQUEST;
    }
    response
}

/// The bundle keeps its name across releases, so browsers revalidate it
/// (a cheap 304); other files are cached for a day; pages are private.
async fn cache_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    let mut response = next.run(request).await;
    if response.headers().contains_key(header::CACHE_CONTROL) {
        return response;
    }
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"));
    let policy = if path.starts_with("/pkg/") {
        "no-cache"
    } else if is_html || path.starts_with("/api/") || path == "/healthz" {
        "no-store"
    } else {
        "public, max-age=86400"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    response
}
