//! The game page as it was last rendered, answered again while nothing it
//! shows has changed.
//!
//! A game page is read more often than its game changes: reloaded, opened
//! in a second tab, watched, read again after a refused form. Its HTML is
//! a function of [`PageKey`]: the request's address, host and language,
//! and [`PageData`], the game as the visitor may see it with their
//! settings. That data is loaded from the database for every request, so
//! a page answered again is never older than the game; what is saved is
//! the rendering, most of a page's cost. The script nonce is the one part
//! that must differ in every answer: it is cut out of the page kept, and
//! each answer gets its request's own.
//!
//! Whatever else the game page comes to read must join [`PageKey`].

use app::ScriptNonce;
use app::game::{PageData, page_data};
use app::i18n::{Lang, Prefixed};
use app::service::SharedGames;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use play::GameId;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use tower_sessions::Session;

/// Games whose pages are kept, at most: a page is about 20 KB.
const MOST_GAMES: usize = 256;

/// Pages kept of one game, at most: one for each seat, language or
/// setting in use at once.
const MOST_PER_GAME: usize = 4;

/// The longest address, and the largest page, that are kept: anything
/// longer was not made by the site's own links and forms (a refusal's
/// query included), and is rendered for each request.
const MOST_ADDRESS_BYTES: usize = 512;
const MOST_PAGE_BYTES: usize = 64 * 1024;

/// The game pages rendered last, and the games they are loaded from.
pub struct GamePages {
    games: SharedGames,
    shelf: Mutex<Shelf>,
}

/// Everything a game page is made from.
#[derive(PartialEq, Eq)]
struct PageKey {
    /// The path and query, without the language prefix.
    address: String,
    lang: Lang,
    prefixed: Option<Lang>,
    saving_data: bool,
    /// The page's absolute links (to itself in other languages) are made
    /// from the `Host` and `X-Forwarded-Proto` it was asked with.
    host: Option<HeaderValue>,
    scheme: Option<HeaderValue>,
    data: PageData,
}

/// A page as rendered: its headers, and its body in the pieces between
/// the places its nonce was.
struct Kept {
    key: PageKey,
    headers: HeaderMap,
    pieces: Vec<Bytes>,
}

/// The kept pages by game, and the games in the order a page of theirs
/// was last kept, the oldest given up first.
#[derive(Default)]
struct Shelf {
    pages: HashMap<GameId, Vec<Kept>>,
    order: VecDeque<GameId>,
}

impl GamePages {
    pub fn new(games: SharedGames) -> Self {
        GamePages {
            games,
            shelf: Mutex::default(),
        }
    }

    /// The page kept for `key`, with `nonce` where its nonce was.
    fn answer(&self, id: &GameId, key: &PageKey, nonce: &str) -> Option<Response> {
        let (headers, pieces) = {
            let shelf = self.shelf.lock().unwrap_or_else(PoisonError::into_inner);
            let kept = shelf.pages.get(id)?.iter().find(|kept| kept.key == *key)?;
            (kept.headers.clone(), kept.pieces.clone())
        };
        let length =
            pieces.iter().map(Bytes::len).sum::<usize>() + nonce.len() * (pieces.len() - 1);
        let mut body = Vec::with_capacity(length);
        for (at, piece) in pieces.iter().enumerate() {
            if at > 0 {
                body.extend_from_slice(nonce.as_bytes());
            }
            body.extend_from_slice(piece);
        }
        let mut response = Response::new(Body::from(body));
        *response.headers_mut() = headers;
        Some(response)
    }

    /// Keeps the page `response` answers for `key`, and answers it.
    async fn keep(&self, id: GameId, key: PageKey, nonce: &str, response: Response) -> Response {
        if response.status() != StatusCode::OK {
            return response;
        }
        let (parts, body) = response.into_parts();
        let body = match axum::body::to_bytes(body, usize::MAX).await {
            Ok(body) => body,
            Err(error) => {
                tracing::error!(%error, "cannot read the game page rendered");
                return StatusCode::INTERNAL_SERVER_ERROR.into_response();
            }
        };
        crate::telemetry::game_page_answered(false);
        let mut pieces = Vec::new();
        let mut from = 0;
        for at in memchr::memmem::find_iter(&body, nonce.as_bytes()) {
            pieces.push(body.slice(from..at));
            from = at + nonce.len();
        }
        pieces.push(body.slice(from..));
        // A page whose nonce was not found could not be given another.
        if pieces.len() > 1
            && body.len() <= MOST_PAGE_BYTES
            && key.address.len() <= MOST_ADDRESS_BYTES
        {
            let kept = Kept {
                key,
                headers: parts.headers.clone(),
                pieces,
            };
            self.shelf
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .put(id, kept);
        }
        Response::from_parts(parts, Body::from(body))
    }
}

impl Shelf {
    fn put(&mut self, id: GameId, kept: Kept) {
        let version = kept.key.data.view.version;
        if let Some(pages) = self.pages.get_mut(&id) {
            // A slow render of an earlier version comes too late.
            if pages
                .iter()
                .any(|page| page.key.data.view.version > version)
            {
                return;
            }
            // Pages of an earlier version will not be asked for again.
            pages.retain(|page| page.key.data.view.version == version && page.key != kept.key);
            if pages.len() == MOST_PER_GAME {
                pages.remove(0);
            }
            pages.push(kept);
            self.order.retain(|kept| *kept != id);
        } else {
            if self.order.len() == MOST_GAMES
                && let Some(oldest) = self.order.pop_front()
            {
                self.pages.remove(&oldest);
            }
            self.pages.insert(id.clone(), vec![kept]);
        }
        self.order.push_back(id);
    }
}

/// Answers `GET /game/{id}` with the page kept for what it would show, or
/// renders it, keeps it and answers it; any other request passes.
pub async fn answer(
    State(pages): State<Arc<GamePages>>,
    mut request: Request,
    next: Next,
) -> Response {
    let Some(id) = game_page(&request) else {
        return next.run(request).await;
    };
    let (Some(session), Some(ScriptNonce(nonce))) = (
        request.extensions().get::<Session>().cloned(),
        request
            .extensions()
            .get::<ScriptNonce>()
            .filter(|nonce| !nonce.0.is_empty())
            .cloned(),
    ) else {
        return next.run(request).await;
    };
    // A game that cannot be shown gets the page's own refusal.
    let Ok(data) = page_data(&*pages.games, &session, &id).await else {
        return next.run(request).await;
    };
    let key = PageKey {
        address: request
            .uri()
            .path_and_query()
            .map_or_else(String::new, |address| address.as_str().to_string()),
        host: request.headers().get("host").cloned(),
        scheme: request.headers().get("x-forwarded-proto").cloned(),
        lang: request
            .extensions()
            .get::<Lang>()
            .copied()
            .unwrap_or_default(),
        prefixed: request
            .extensions()
            .get::<Prefixed>()
            .map(|prefixed| prefixed.0),
        saving_data: app::saves_data(request.headers()),
        data,
    };
    if let Some(response) = pages.answer(&id, &key, &nonce) {
        crate::telemetry::game_page_answered(true);
        return response;
    }
    // The page takes the data loaded here rather than loading it again.
    request.extensions_mut().insert(key.data.clone());
    let response = next.run(request).await;
    pages.keep(id, key, &nonce, response).await
}

/// The game of a `GET /game/{id}`.
fn game_page(request: &Request) -> Option<GameId> {
    if request.method() != Method::GET {
        return None;
    }
    request
        .uri()
        .path()
        .strip_prefix("/game/")?
        .parse::<GameId>()
        .ok()
}
