//! Response headers every answer gets: caching, and what the browser may
//! do with the page (scripts, framing, sniffing, referrers).

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::LazyLock;

/// The policy for answers that are not Leptos pages: the same as theirs,
/// without a nonce. Built once rather than for every static file.
static POLICY_WITHOUT_NONCE: LazyLock<Option<HeaderValue>> =
    LazyLock::new(|| HeaderValue::from_str(&app::content_security_policy(None)).ok());

/// The bundle keeps its name across releases, so browsers revalidate it
/// (a cheap 304); other files are cached for a day; pages are private.
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

/// No MIME sniffing, no framing by other sites, no full URLs (which carry
/// game and room links) sent to other sites, and a content security policy:
/// Leptos pages set their own with the nonce of their inline scripts; any
/// other answer gets the policy without one.
pub async fn security_headers(request: Request, next: Next) -> Response {
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
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        if let Some(policy) = POLICY_WITHOUT_NONCE.as_ref() {
            headers.insert(header::CONTENT_SECURITY_POLICY, policy.clone());
        }
    }
    response
}
