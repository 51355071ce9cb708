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
use cookie::Cookie;
use cookie::time::{Duration, OffsetDateTime};
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
        .filter_map(|value| set_cookie(value).map(|cookie| cookie.name().to_string()))
        .collect();
    for cookie in response.headers().get_all(SET_COOKIE) {
        if set_cookie(cookie).is_some_and(|set| !set_by_page.iter().any(|name| name == set.name()))
        {
            rendered.headers_mut().append(SET_COOKIE, cookie.clone());
        }
    }
    rendered.headers_mut().insert(ANSWERED_PAGE, location);
    rendered
}

/// The cookies a browser would send after `answer`: those of `request`
/// with the ones the answer set in their place, and none it deleted (by
/// `Max-Age` of zero or less, or an `Expires` gone by).
fn cookies_after(request: &HeaderMap, answer: &HeaderMap) -> Option<HeaderValue> {
    let mut cookies: Vec<Cookie<'_>> = request
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .collect();
    let now = OffsetDateTime::now_utc();
    for set in answer.get_all(SET_COOKIE) {
        let Some(set) = set_cookie(set) else {
            continue;
        };
        cookies.retain(|kept| kept.name() != set.name());
        let deleted = set.max_age().is_some_and(|age| age <= Duration::ZERO)
            || set.expires_datetime().is_some_and(|expires| expires <= now);
        if !deleted {
            cookies.push(set);
        }
    }
    let joined: Vec<String> = cookies
        .iter()
        .map(|cookie| cookie.stripped().to_string())
        .collect();
    HeaderValue::from_str(&joined.join("; "))
        .ok()
        .filter(|_| !joined.is_empty())
}

/// The cookie a `Set-Cookie` header sets.
fn set_cookie(header: &HeaderValue) -> Option<Cookie<'_>> {
    Cookie::parse(header.to_str().ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::cookies_after;
    use axum::http::header::{COOKIE, SET_COOKIE};
    use axum::http::{HeaderMap, HeaderValue};

    fn headers(name: axum::http::HeaderName, values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    fn after(sent: &[&str], set: &[&str]) -> Option<String> {
        cookies_after(&headers(COOKIE, sent), &headers(SET_COOKIE, set))
            .map(|value| value.to_str().unwrap().to_string())
    }

    #[test]
    fn a_cookie_set_replaces_the_one_sent_and_attributes_are_not_sent_on() {
        assert_eq!(
            after(
                &["id=old; lang=de"],
                &["id=new; Path=/; HttpOnly; SameSite=Lax"]
            ),
            Some("lang=de; id=new".to_string())
        );
        assert_eq!(
            after(&[], &["id=new; Max-Age=3600"]),
            Some("id=new".to_string())
        );
        assert_eq!(after(&["lang=de"], &[]), Some("lang=de".to_string()));
        assert_eq!(after(&[], &[]), None);
    }

    #[test]
    fn a_cookie_deleted_by_max_age_or_a_past_expiry_is_not_sent_on() {
        let sent = ["id=old; lang=de"];
        assert_eq!(
            after(&sent, &["id=; Max-Age=0"]),
            Some("lang=de".to_string())
        );
        assert_eq!(
            after(&sent, &["id=; max-age=-1"]),
            Some("lang=de".to_string())
        );
        assert_eq!(
            after(&sent, &["id=; Expires=Thu, 01 Jan 1970 00:00:00 GMT"]),
            Some("lang=de".to_string())
        );
        assert_eq!(
            after(&sent, &["id=new; Expires=Fri, 01 Jan 2100 00:00:00 GMT"]),
            Some("lang=de; id=new".to_string())
        );
    }
}
