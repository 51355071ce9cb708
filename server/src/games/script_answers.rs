//! The game page's script posts the game's forms as a browser without
//! scripts does, naming its page in a header. It is answered with the page
//! the form leads to, rendered here, where a browser would be sent on to
//! it: an action costs one request. A form that leads to another page (a
//! new game) is answered with that page's address alone, for the script to
//! load.

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{ACCEPT, COOKIE, LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use tower::ServiceExt;

use app::wire::{ANSWERED_PAGE, SCRIPT_PAGE};

/// Headers of the post that the page rendered for it reads.
const CARRIED: [&str; 7] = [
    "host",
    "x-forwarded-proto",
    "x-forwarded-for",
    "accept-language",
    "accept-encoding",
    "save-data",
    "user-agent",
];

/// Answers a script's post with the page its redirect names.
pub async fn answer(State(site): State<Router>, request: Request, next: Next) -> Response {
    let script = request.method() == Method::POST && request.uri().path().starts_with("/api/");
    let page = match request.headers().get(SCRIPT_PAGE) {
        Some(page) if script => page.clone(),
        _ => return next.run(request).await,
    };
    let (parts, body) = request.into_parts();
    let mut response = next.run(Request::from_parts(parts.clone(), body)).await;
    if response.status() != StatusCode::SEE_OTHER {
        return response;
    }
    let Some(location) = response.headers().get(LOCATION).cloned() else {
        return response;
    };
    response
        .headers_mut()
        .insert(ANSWERED_PAGE, location.clone());
    let path = location.to_str().unwrap_or_default();
    let same_page = path.split('?').next() == page.to_str().ok();
    let get = Request::get(path).body(Body::empty());
    let mut get = match get {
        Ok(get) if same_page && path.starts_with('/') && !path.starts_with("//") => get,
        _ => {
            *response.status_mut() = StatusCode::NO_CONTENT;
            response.headers_mut().remove(LOCATION);
            return response;
        }
    };
    for name in CARRIED {
        if let Some(value) = parts.headers.get(name) {
            get.headers_mut().insert(name, value.clone());
        }
    }
    get.headers_mut()
        .insert(ACCEPT, HeaderValue::from_static("text/html"));
    if let Some(cookies) = cookies_after(&parts.headers, response.headers()) {
        get.headers_mut().insert(COOKIE, cookies);
    }
    *get.extensions_mut() = parts.extensions;
    let Ok(mut rendered) = site.oneshot(get).await;
    // The page's own cookies are the later ones: the post's stand only
    // where the page set none of the same name.
    let set_by_page: Vec<String> = rendered
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|value| cookie_pair(value).map(|(name, _)| name.to_string()))
        .collect();
    for cookie in response.headers().get_all(SET_COOKIE) {
        if cookie_pair(cookie).is_some_and(|(name, _)| !set_by_page.iter().any(|set| set == name)) {
            rendered.headers_mut().append(SET_COOKIE, cookie.clone());
        }
    }
    rendered.headers_mut().insert(ANSWERED_PAGE, location);
    rendered
}

/// The cookies a browser would send after `answer`: those of `request`
/// with the ones the answer set in their place, and none it deleted.
fn cookies_after(request: &HeaderMap, answer: &HeaderMap) -> Option<HeaderValue> {
    let mut cookies: Vec<(String, String)> = request
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            Some((name.to_string(), value.to_string()))
        })
        .collect();
    for set in answer.get_all(SET_COOKIE) {
        let Some((name, value)) = cookie_pair(set) else {
            continue;
        };
        cookies.retain(|(kept, _)| kept != name);
        let deleted = set
            .to_str()
            .is_ok_and(|set| set.to_ascii_lowercase().contains("max-age=0"));
        if !deleted {
            cookies.push((name.to_string(), value.to_string()));
        }
    }
    let joined: Vec<String> = cookies
        .iter()
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    HeaderValue::from_str(&joined.join("; "))
        .ok()
        .filter(|_| !joined.is_empty())
}

/// The name and value a `Set-Cookie` header sets.
fn cookie_pair(header: &HeaderValue) -> Option<(&str, &str)> {
    let pair = header.to_str().ok()?.split(';').next()?;
    pair.trim().split_once('=')
}
