//! Middleware that turns requests away before they reach a page or a
//! server function: forms posted from other websites, and more new games
//! in a minute than anyone could play. Each refusal is a short page that
//! says what happened, or, for the hydrated page's own requests, the same
//! refusal as a server-function error it shows in place.

use crate::refusal_page::refusal_page;
use app::error::PlayError;
use app::service::PLAYER_KEY;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use leptos::server_fn::error::FromServerFnError;
use play::Refusal;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tower_sessions::Session;

/// Whether `path` is a server function that starts a game or a room.
fn starts_a_game(path: &str) -> bool {
    use leptos::server_fn::ServerFn;
    path == app::game::new_game::NewGame::PATH || path == app::room::api::CreateRoom::PATH
}

/// The length of a rate-limit window.
const WINDOW: Duration = Duration::from_secs(60);

/// Where the site is, as a page of it names it in `Origin`: its scheme and
/// host. Behind a proxy (`--behind-proxy`) the proxy says both
/// (`X-Forwarded-Proto`, `X-Forwarded-Host`); otherwise the host is the
/// `Host` header and the scheme is HTTPS exactly when the cookies are
/// Secure, since only then do browsers send them.
#[derive(Clone, Copy)]
pub struct SiteOrigin {
    /// Whether a reverse proxy's forwarded headers are to be believed.
    pub behind_proxy: bool,
    /// Whether the site is reached over HTTPS (`--secure-cookies`).
    pub secure: bool,
}

/// Refuses state-changing requests that a page of another website sent:
/// the `Origin` header (or, without it, the `Referer`) must name this
/// server, scheme and host. SameSite=Lax cookies already keep the session
/// out of such posts; this also refuses them when the browser is old or
/// the attacker lives on a sibling subdomain or the other scheme. Requests
/// with neither header come from programs, not from a page in a browser,
/// and pass.
pub async fn same_origin_posts(
    State(site): State<SiteOrigin>,
    request: Request,
    next: Next,
) -> Response {
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if safe || from_this_site(request.headers(), site) {
        return next.run(request).await;
    }
    let words = crate::language::words_of(&request);
    refusal_page(
        StatusCode::FORBIDDEN,
        words,
        &app::t!(words, "refused-other-site-title"),
        &app::t!(words, "refused-other-site"),
    )
}

/// Whether the request's `Origin` or `Referer` names the scheme and host
/// it was sent to (see [`SiteOrigin`]).
fn from_this_site(headers: &HeaderMap, site: SiteOrigin) -> bool {
    let text = |name| {
        headers
            .get(name)
            .map(|value: &HeaderValue| value.to_str().unwrap_or(""))
    };
    let source = match (text(header::ORIGIN), text(header::REFERER)) {
        (Some(origin), _) => origin,
        (None, Some(referer)) => referer,
        (None, None) => return true,
    };
    let forwarded = |name| {
        site.behind_proxy
            .then(|| text(HeaderName::from_static(name)))
            .flatten()
            // A proxy may list several, the client's first.
            .and_then(|value| value.split(',').next())
            .map(str::trim)
    };
    let Some(host) = forwarded("x-forwarded-host").or(text(header::HOST)) else {
        return false;
    };
    let scheme = match forwarded("x-forwarded-proto") {
        Some(scheme) => scheme,
        None if site.secure => "https",
        None => "http",
    };
    origin(source).is_some_and(|(source_scheme, authority)| {
        source_scheme.eq_ignore_ascii_case(scheme) && authority.eq_ignore_ascii_case(host.trim())
    })
}

/// The scheme and `host[:port]` of an absolute `http(s)://` URL.
fn origin(url: &str) -> Option<(&str, &str)> {
    let (scheme, rest) = url.split_once("://")?;
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return None;
    }
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    Some((scheme, &rest[..end])).filter(|(_, authority)| !authority.is_empty())
}

/// Explains a refused oversized body with a page, and closes the
/// connection: the rest of the body was never read, so the connection
/// cannot carry another request.
pub async fn explain_oversized_bodies(request: Request, next: Next) -> Response {
    let words = crate::language::words_of(&request);
    let response = next.run(request).await;
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE {
        return response;
    }
    let mut response = refusal_page(
        StatusCode::PAYLOAD_TOO_LARGE,
        words,
        &app::t!(words, "refused-too-large-title"),
        &app::t!(words, "refused-too-large"),
    );
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// How many games and rooms each session and each address may start in a
/// minute, and how many they started in the current minute. The counts
/// are kept in fixed one-minute windows and forgotten with them, so the
/// memory they take is bounded by one minute's visitors.
#[derive(Clone)]
pub struct RateLimits {
    per_session: u32,
    per_address: u32,
    behind_proxy: bool,
    counts: Arc<Mutex<Counts>>,
}

struct Counts {
    window: Instant,
    sessions: HashMap<String, u32>,
    addresses: HashMap<IpAddr, u32>,
}

impl RateLimits {
    /// Limits per session and per address; with `behind_proxy` the address
    /// is the last `X-Forwarded-For` entry rather than the peer's.
    pub fn new(per_session: u32, per_address: u32, behind_proxy: bool) -> RateLimits {
        RateLimits {
            per_session,
            per_address,
            behind_proxy,
            counts: Arc::new(Mutex::new(Counts {
                window: Instant::now(),
                sessions: HashMap::new(),
                addresses: HashMap::new(),
            })),
        }
    }

    /// Counts one new game for `session` and `address`, or, when either is
    /// at its limit, counts nothing and says how long until the window
    /// turns.
    fn admit(&self, session: Option<&str>, address: Option<IpAddr>) -> Result<(), Duration> {
        let mut counts = self
            .counts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let now = Instant::now();
        if now.duration_since(counts.window) >= WINDOW {
            counts.window = now;
            counts.sessions.clear();
            counts.addresses.clear();
        }
        let by_session = session.map_or(0, |session| {
            counts.sessions.get(session).copied().unwrap_or(0)
        });
        let by_address = address.map_or(0, |address| {
            counts.addresses.get(&address).copied().unwrap_or(0)
        });
        if by_session >= self.per_session || by_address >= self.per_address {
            return Err(WINDOW.saturating_sub(now.duration_since(counts.window)));
        }
        if let Some(session) = session {
            *counts.sessions.entry(session.to_string()).or_default() += 1;
        }
        if let Some(address) = address {
            *counts.addresses.entry(address).or_default() += 1;
        }
        Ok(())
    }

    /// The player's network address: the peer's, or behind a proxy the
    /// last `X-Forwarded-For` entry (the one the proxy itself added).
    fn address_of(&self, request: &Request) -> Option<IpAddr> {
        if self.behind_proxy {
            return request
                .headers()
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(','))
                .filter_map(|entry| entry.trim().parse().ok())
                .next_back();
        }
        request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| peer.ip())
    }
}

/// Refuses a new game or room when the session or its address has started
/// too many in the last minute: 429 with a "slow down" page, or the
/// `SlowDown` refusal for the hydrated page.
pub async fn limit_new_games(
    State(limits): State<RateLimits>,
    session: Session,
    request: Request,
    next: Next,
) -> Response {
    if request.method() != Method::POST || !starts_a_game(request.uri().path()) {
        return next.run(request).await;
    }
    let player = session.get::<String>(PLAYER_KEY).await.ok().flatten();
    let address = limits.address_of(&request);
    let Err(wait) = limits.admit(player.as_deref(), address) else {
        return next.run(request).await;
    };
    let retry_after = (wait.as_secs() + 1).to_string();
    let mut response = if wants_page(request.headers()) {
        let words = crate::language::words_of(&request);
        refusal_page(
            StatusCode::TOO_MANY_REQUESTS,
            words,
            &app::t!(words, "refused-slow-down-title"),
            &PlayError::Refused(Refusal::SlowDown).said(&words),
        )
    } else {
        server_fn_refusal(&request, Refusal::SlowDown.into())
    };
    if let Ok(value) = HeaderValue::from_str(&retry_after) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// Whether the request is a browser navigation (a plain form post) rather
/// than the hydrated page calling a server function.
fn wants_page(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"))
}

/// A refusal in the form a server-function call expects: its status, the
/// error header, and the error in the islands' encoding, so the page shows
/// the message.
fn server_fn_refusal(request: &Request, error: PlayError) -> Response {
    let body = error.ser();
    let path = request.uri().path().to_string();
    (
        error.status(),
        [
            (header::CONTENT_TYPE, PlayError::CONTENT_TYPE.to_string()),
            (HeaderName::from_static("serverfnerror"), path),
        ],
        body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_origin_of_a_url_is_its_scheme_host_and_port() {
        assert_eq!(
            origin("http://127.0.0.1:3000/game/1"),
            Some(("http", "127.0.0.1:3000"))
        );
        assert_eq!(
            origin("https://kalah.example"),
            Some(("https", "kalah.example"))
        );
        assert_eq!(origin("null"), None);
        assert_eq!(origin("http://"), None);
        assert_eq!(origin("ftp://kalah.example"), None);
    }

    #[test]
    fn a_form_from_this_site_passes_and_one_from_another_does_not() {
        let headers = |pairs: &[(&'static str, &'static str)]| {
            let mut headers = HeaderMap::new();
            for (name, value) in pairs {
                headers.insert(*name, HeaderValue::from_static(value));
            }
            headers
        };
        let https = SiteOrigin {
            behind_proxy: false,
            secure: true,
        };
        let http = SiteOrigin {
            behind_proxy: false,
            secure: false,
        };
        let host = ("host", "kalah.example");
        let passes =
            |pairs: &[(&'static str, &'static str)], site| from_this_site(&headers(pairs), site);
        assert!(passes(&[host, ("origin", "https://kalah.example")], https));
        assert!(!passes(&[host, ("origin", "https://evil.example")], https));
        assert!(!passes(&[host, ("origin", "null")], https));
        assert!(passes(
            &[host, ("referer", "https://kalah.example/game/1")],
            https
        ));
        assert!(!passes(
            &[host, ("referer", "https://kalah.example.evil.example/")],
            https
        ));
        assert!(passes(&[host], https));
        // The scheme counts: an https page is not the http site.
        assert!(passes(&[host, ("origin", "http://kalah.example")], http));
        assert!(!passes(&[host, ("origin", "https://kalah.example")], http));
        // A forwarded host is believed only behind a proxy.
        let forwarded = [
            ("host", "internal:3000"),
            ("x-forwarded-host", "evil.example"),
            ("origin", "http://evil.example"),
        ];
        assert!(!passes(&forwarded, http));
        let proxied = SiteOrigin {
            behind_proxy: true,
            secure: false,
        };
        assert!(passes(&forwarded, proxied));
        assert!(passes(
            &[
                ("host", "internal:3000"),
                ("x-forwarded-host", "kalah.example"),
                ("x-forwarded-proto", "https"),
                ("origin", "https://kalah.example"),
            ],
            proxied
        ));
    }

    #[test]
    fn a_session_or_an_address_over_its_limit_is_refused_until_the_window_turns() {
        let limits = RateLimits::new(2, 3, false);
        let home: IpAddr = "192.0.2.1".parse().unwrap();
        assert!(limits.admit(Some("a"), Some(home)).is_ok());
        assert!(limits.admit(Some("a"), Some(home)).is_ok());
        let wait = limits.admit(Some("a"), Some(home)).unwrap_err();
        assert!(wait <= WINDOW);
        assert!(limits.admit(Some("b"), Some(home)).is_ok());
        assert!(
            limits.admit(Some("c"), Some(home)).is_err(),
            "the address has started three"
        );
        assert!(
            limits
                .admit(Some("c"), Some("192.0.2.2".parse().unwrap()))
                .is_ok()
        );
        limits.counts.lock().unwrap().window -= WINDOW;
        assert!(limits.admit(Some("a"), Some(home)).is_ok());
    }
}
