//! Middleware that turns requests away before they reach a page or a
//! server function: forms posted from other websites, and bodies too large
//! to read. Each refusal is a short page that says what happened, or, for
//! a page's script, the same refusal as a server-function error it shows
//! in place (how often each action may come: `limits`).

use crate::refusal_page::refusal_page;
use app::error::PlayError;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use leptos::server_fn::error::{FromServerFnError, SERVER_FN_ERROR_HEADER};

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
    if !changes_state(request.method()) || from_this_site(request.headers(), site) {
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

/// Whether a request of `method` may change something: anything but a
/// read.
fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
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

/// The largest request body accepted: every form is a few fields.
pub const MOST_BODY_BYTES: usize = 16 * 1024;

/// Explains a refused oversized body with a page, and closes the
/// connection. A body of declared length is refused before it is read
/// (`RequestBodyLimitLayer`); one of unstated length is read here up to
/// the limit.
pub async fn explain_oversized_bodies(request: Request, next: Next) -> Response {
    let words = crate::language::words_of(&request);
    // A form's body of unstated length (chunked) is read here, up to the
    // limit: past it, the handler would only have seen a form it could not
    // read. Reads, every page among them, carry none and pass untouched.
    let request = if !changes_state(request.method())
        || request.headers().contains_key(header::CONTENT_LENGTH)
    {
        request
    } else {
        let (parts, body) = request.into_parts();
        match axum::body::to_bytes(body, MOST_BODY_BYTES).await {
            Ok(bytes) => Request::from_parts(parts, axum::body::Body::from(bytes)),
            Err(_) => return too_large(words),
        }
    };
    let response = next.run(request).await;
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE {
        return response;
    }
    too_large(words)
}

/// The 413 page, on a connection that then closes: the rest of the body
/// was never read, so the connection cannot carry another request.
fn too_large(words: app::i18n::Words) -> Response {
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

/// A plain form whose page cannot say why it was refused gets a page that
/// does: one whose fields could not be read at all (Leptos sends the
/// browser to its `Referer`, or home, with no word), and a refusal sent to
/// the home page that it does not show (a form naming no room, say; it
/// shows those of its own forms, a new game's and a new room's). The
/// status is the refusal's; nothing changed either way.
pub async fn explain_unanswered_forms(request: Request, next: Next) -> Response {
    let plain = request.method() == Method::POST && wants_page(request.headers());
    let words = crate::language::words_of(&request);
    let response = next.run(request).await;
    if !plain
        || response.status() != StatusCode::SEE_OTHER
        || !response.headers().contains_key(SERVER_FN_ERROR_HEADER)
    {
        return response;
    }
    let location = response
        .headers()
        .get(header::LOCATION)
        .and_then(|value| value.to_str().ok())
        .unwrap_or("/");
    let (path, query) = location.split_once('?').unwrap_or((location, ""));
    let fields = serde_urlencoded::from_str::<Vec<(String, String)>>(query).unwrap_or_default();
    let field = |wanted: &str| {
        fields
            .iter()
            .find(|(name, _)| name == wanted)
            .map(|(_, value)| value.as_str())
    };
    let error = field("__err").map(|encoded| {
        leptos::server_fn::error::ServerFnUrlError::<PlayError>::decode_err(encoded)
    });
    let shown = error.is_some() && (path != "/" || field("__path").is_some_and(home_shows));
    if shown {
        return response;
    }
    let (title, message) = match &error {
        Some(error) => (app::t!(words, "refused-not-done-title"), error.said(&words)),
        None => (
            app::t!(words, "refused-unreadable-title"),
            app::t!(words, "refused-unreadable"),
        ),
    };
    let status = error.map_or(StatusCode::BAD_REQUEST, |error| error.status());
    refusal_page(status, words, &title, &message)
}

/// Whether the home page shows the refusals of the server function at
/// `path`: its own forms'.
fn home_shows(path: &str) -> bool {
    use leptos::server_fn::ServerFn;
    path == app::game::new_game::NewGame::PATH || path == app::room::api::CreateRoom::PATH
}

/// Whether the request is a browser navigation (a plain form post) rather
/// than a script calling a server function.
pub(crate) fn wants_page(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"))
}

/// A refusal in the form a server-function call expects: its status, the
/// error header, and the error in the server functions' encoding.
pub(crate) fn server_fn_refusal(request: &Request, error: PlayError) -> Response {
    let body = error.ser();
    let path = request.uri().path().to_string();
    (
        error.status(),
        [
            (header::CONTENT_TYPE, PlayError::CONTENT_TYPE.to_string()),
            (HeaderName::from_static(SERVER_FN_ERROR_HEADER), path),
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
}
