//! Response headers every answer gets: caching, and what the browser may
//! do with the page (scripts, framing, sniffing, referrers).

use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::OnceLock;

/// Notes the bundle's name (`kalah.<digest>`) for pages made outside
/// Leptos.
pub fn set_bundle_name(name: &str) {
    let _ = BUNDLE_NAME.set(name.to_string());
}

/// The bundle's name once [`set_bundle_name`] has noted it.
static BUNDLE_NAME: OnceLock<String> = OnceLock::new();

/// The bundle's name once [`set_bundle_name`] has noted it, else the name
/// of no bundle: pages then work without their stylesheet.
pub fn bundle_name() -> &'static str {
    BUNDLE_NAME.get().map_or(bundle::PREFIX, String::as_str)
}

/// The bundle's digest-named files are kept for a year; other files for a
/// day; pages are private and never stored.
pub async fn cache_headers(request: Request, next: Next) -> Response {
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
    let policy = if bundle::is_digest_named(&path) && response.status().is_success() {
        "public, max-age=31536000, immutable"
    } else if path.starts_with(&format!("/{}/", bundle::FOLDER)) {
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

/// No MIME sniffing, no framing by other sites, no full URLs (which carry
/// game and room links) sent to other sites, and a content security policy
/// naming a nonce chosen here for the request: pages give it to their inline
/// scripts (see [`app::ScriptNonce`]).
pub async fn security_headers(mut request: Request, next: Next) -> Response {
    let nonce = leptos::nonce::Nonce::new().to_string();
    request
        .extensions_mut()
        .insert(app::ScriptNonce(nonce.clone()));
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    if let Ok(policy) = HeaderValue::from_str(&app::content_security_policy(&nonce)) {
        headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    response
}
