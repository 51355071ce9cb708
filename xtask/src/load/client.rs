//! A browser without JavaScript, as the load generator drives one.

use super::REQUEST_TIMEOUT;
use reqwest::header::{ACCEPT, HeaderMap, HeaderValue, LOCATION, ORIGIN};
use reqwest::{Client, StatusCode, Url, redirect};
use std::cell::RefCell;

/// A browser without JavaScript: its own cookie jar (so its own session),
/// redirects left to the caller, and the Origin a same-site form sends.
pub(super) fn browser(base: &str) -> Result<Client, String> {
    let mut headers = HeaderMap::new();
    headers.insert(ACCEPT, HeaderValue::from_static("text/html"));
    headers.insert(
        ORIGIN,
        HeaderValue::from_str(base).map_err(|error| format!("origin {base}: {error}"))?,
    );
    Client::builder()
        .cookie_store(true)
        .redirect(redirect::Policy::none())
        .default_headers(headers)
        .timeout(REQUEST_TIMEOUT)
        .build()
        .map_err(|error| format!("cannot build an HTTP client: {error}"))
}

/// `path` on the server at `base`. The base is parsed once per thread:
/// parsing a whole address (its host through IDNA) for every request was
/// a tenth of the generator's time, on the cores it shares with the server.
fn address(base: &str, path: &str, label: &str) -> Result<Url, String> {
    thread_local! {
        static BASE: RefCell<Option<(String, Url)>> = const { RefCell::new(None) };
    }
    BASE.with_borrow_mut(|parsed| {
        if parsed.as_ref().is_some_and(|(text, _)| text != base) {
            *parsed = None;
        }
        let (_, url) = match parsed {
            Some(parsed) => parsed,
            None => {
                let url = Url::parse(base).map_err(|error| format!("{label}: {base}: {error}"))?;
                parsed.insert((base.to_string(), url))
            }
        };
        url.join(path)
            .map_err(|error| format!("{label}: {path}: {error}"))
    })
}

/// A short, countable description of a transport failure.
pub(super) fn failure(label: &str, error: &reqwest::Error) -> String {
    let kind = if error.is_timeout() {
        "timeout"
    } else if error.is_connect() {
        "cannot connect"
    } else if error.is_body() || error.is_decode() {
        "broken body"
    } else {
        "transport error"
    };
    format!("{label}: {kind}")
}

/// GETs `path` and reads the whole body; only a 200 counts.
pub(super) async fn get(
    client: &Client,
    base: &str,
    path: &str,
    label: &str,
) -> Result<String, String> {
    let response = client
        .get(address(base, path, label)?)
        .send()
        .await
        .map_err(|error| failure(label, &error))?;
    if response.status() != StatusCode::OK {
        return Err(format!("{label}: status {}", response.status().as_u16()));
    }
    response
        .text()
        .await
        .map_err(|error| failure(label, &error))
}

/// POSTs a form and returns the 303's Location.
pub(super) async fn post(
    client: &Client,
    base: &str,
    path: &str,
    form: &[(&str, &str)],
) -> Result<String, String> {
    let label = format!("POST {path}");
    let response = client
        .post(address(base, path, &label)?)
        .form(form)
        .send()
        .await
        .map_err(|error| failure(&label, &error))?;
    if response.status() != StatusCode::SEE_OTHER {
        return Err(format!("{label}: status {}", response.status().as_u16()));
    }
    let location = response
        .headers()
        .get(LOCATION)
        .and_then(|value| value.to_str().ok())
        .map(str::to_string)
        .ok_or_else(|| format!("{label}: 303 without Location"))?;
    // An unread body would cost the keep-alive connection.
    response
        .bytes()
        .await
        .map_err(|error| failure(&label, &error))?;
    Ok(location)
}

/// The value of the first `name="<name>" value="…"` in the page.
pub(super) fn field(page: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = page.find(&marker)? + marker.len();
    Some(page[start..].split('"').next()?.to_string())
}

/// The pits a player sows here: the playable ones, and when the opponent's
/// row is empty (Oware's duty to feed) only those whose seeds reach it, so
/// that no move of the load run is refused.
pub(super) fn legal_pits(page: &str) -> Vec<String> {
    // Each pit of the button panel: its side, number and count.
    let pits: Vec<(String, u32, u32)> = page
        .split('<')
        .filter(|tag| tag.contains("data-pit=") && tag.contains("data-count="))
        .filter_map(|tag| {
            let tag = tag.split('>').next()?;
            let attribute = |name: &str| {
                let rest = tag.split(&format!("{name}=\"")).nth(1)?;
                Some(rest.split('"').next()?.to_string())
            };
            Some((
                attribute("data-side")?,
                attribute("data-pit")?.parse().ok()?,
                attribute("data-count")?.parse().ok()?,
            ))
        })
        .collect();
    let playable = playable_pits(page);
    let mover = pits
        .iter()
        .find(|(_, pit, _)| playable.contains(&pit.to_string()))
        .map(|(side, _, _)| side.clone());
    let starved = pits
        .iter()
        .filter(|(side, _, _)| Some(side) != mover.as_ref())
        .all(|&(_, _, seeds)| seeds == 0);
    let reaches = |pit: &str| {
        pits.iter().any(|(side, number, seeds)| {
            Some(side) == mover.as_ref() && number.to_string() == pit && *seeds + number >= 7
        })
    };
    playable
        .into_iter()
        .filter(|pit| !starved || reaches(pit))
        .collect()
}

/// Pits that can be sown: `<button … name="pit" value="N"` without `disabled`.
pub(super) fn playable_pits(page: &str) -> Vec<String> {
    page.split("<button")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains("name=\"pit\"") && !tag.contains("disabled"))
        .filter_map(|tag| field(tag, "pit"))
        .collect()
}
