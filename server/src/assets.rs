//! The site's files: the browser bundle, its stylesheet and `public/`, as
//! `cargo xtask bundle` writes them to `target/site` (digest-named, each
//! with a brotli and a gzip copy). The binary embeds them when it is
//! compiled (`src/main.rs`), so `kalah-server` needs nothing beside it;
//! `--site-root` reads another folder at start instead (for development).
//!
//! Every file is answered from memory with a strong `ETag` per encoding,
//! and `If-None-Match` gets `304 Not Modified`; `headers::cache_headers`
//! adds how long a browser may keep it.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

/// The site's files, by the path they are asked for (`/pkg/kalah.….css`).
pub struct Assets {
    files: HashMap<String, Asset>,
    bundle_name: String,
}

/// One file as sent.
struct Asset {
    content_type: &'static str,
    /// The file itself, then its brotli and gzip copies when there are.
    encodings: Vec<Encoded>,
}

impl Asset {
    /// The file `name`, and those of its compressed `copies` there are.
    fn new(name: &str, body: Bytes, copies: [(&'static str, Option<Bytes>); 2]) -> Asset {
        let digest = digest(&body);
        let mut encodings: Vec<Encoded> = copies
            .into_iter()
            .filter_map(|(coding, copy)| {
                Some(Encoded {
                    coding: Some(coding),
                    body: copy?,
                    etag: etag(&format!("{digest}-{}", suffix(coding))),
                })
            })
            .collect();
        encodings.push(Encoded {
            coding: None,
            body,
            etag: etag(&digest),
        });
        Asset {
            content_type: content_type(name),
            encodings,
        }
    }
}

/// The file-name suffix of a compressed copy.
fn suffix(coding: &str) -> &str {
    if coding == "gzip" { "gz" } else { coding }
}

struct Encoded {
    /// `None` for the file itself, else the `Content-Encoding`.
    coding: Option<&'static str>,
    body: Bytes,
    etag: HeaderValue,
}

impl Assets {
    /// The files under `root`, read now.
    pub fn from_directory(root: &Path) -> std::io::Result<Assets> {
        let mut files = Vec::new();
        let mut folders = vec![root.to_path_buf()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder)? {
                let path = entry?.path();
                if path.is_dir() {
                    folders.push(path);
                    continue;
                }
                let Ok(relative) = path.strip_prefix(root) else {
                    continue;
                };
                let name = relative
                    .components()
                    .map(|part| part.as_os_str().to_string_lossy())
                    .collect::<Vec<_>>()
                    .join("/");
                files.push((name, Cow::Owned(std::fs::read(&path)?)));
            }
        }
        Ok(Assets::from_files(files.into_iter()))
    }

    /// The site made of `files`, each a path under the site's folder
    /// (`pkg/kalah.….css`, `bundle.txt`) with its bytes.
    pub fn from_files(files: impl Iterator<Item = (String, Cow<'static, [u8]>)>) -> Assets {
        let mut raw: HashMap<String, Bytes> = files
            .map(|(name, data)| {
                let bytes = match data {
                    Cow::Borrowed(data) => Bytes::from_static(data),
                    Cow::Owned(data) => Bytes::from(data),
                };
                (name, bytes)
            })
            .collect();
        let bundle_name = raw
            .remove(bundle::NAME_FILE)
            .and_then(|name| String::from_utf8_lossy(&name).parse::<bundle::Name>().ok())
            .map_or_else(|| bundle::PREFIX.to_string(), |name| name.to_string());
        let mut assets = HashMap::new();
        for (name, body) in &raw {
            if name.ends_with(".br") || name.ends_with(".gz") {
                continue;
            }
            let copies = ["br", "gzip"].map(|coding| {
                (
                    coding,
                    raw.get(&format!("{name}.{}", suffix(coding))).cloned(),
                )
            });
            assets.insert(format!("/{name}"), Asset::new(name, body.clone(), copies));
        }
        Assets {
            files: assets,
            bundle_name,
        }
    }

    /// The bundle's name (`kalah.<digest>`), or `kalah` when none was
    /// built: pages then work without their script and stylesheet.
    pub fn bundle_name(&self) -> &str {
        &self.bundle_name
    }

    /// How many files there are (their encoded copies not counted).
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether there are none: a binary built before its bundle.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The answer to a GET or HEAD of `path`, if it names a file: the
    /// smallest encoding the browser accepts, or 304 when it has it.
    pub fn answer(&self, method: &Method, path: &str, headers: &HeaderMap) -> Option<Response> {
        if method != Method::GET && method != Method::HEAD {
            return None;
        }
        let asset = self.files.get(path)?;
        let accepted = headers
            .get(header::ACCEPT_ENCODING)
            .and_then(|value| value.to_str().ok())
            .unwrap_or("");
        let chosen = asset.encodings.iter().find(|encoded| {
            encoded
                .coding
                .is_none_or(|coding| accepts(accepted, coding))
        })?;
        let mut response = if matches(headers, &chosen.etag) {
            StatusCode::NOT_MODIFIED.into_response()
        } else if method == Method::HEAD {
            let mut response = Body::empty().into_response();
            response
                .headers_mut()
                .insert(header::CONTENT_LENGTH, HeaderValue::from(chosen.body.len()));
            response
        } else {
            Body::from(chosen.body.clone()).into_response()
        };
        let answer = response.headers_mut();
        answer.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(asset.content_type),
        );
        answer.insert(header::ETAG, chosen.etag.clone());
        answer.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        if let Some(coding) = chosen.coding {
            answer.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
        }
        Some(response)
    }
}

/// The first 16 bytes of the SHA-256 digest, in hex.
fn digest(body: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(body)[..16]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

fn etag(tag: &str) -> HeaderValue {
    HeaderValue::from_str(&format!("\"{tag}\"")).expect("hex digits and a dash")
}

/// Whether `Accept-Encoding` lists `coding` without refusing it (`;q=0`).
fn accepts(accepted: &str, coding: &str) -> bool {
    accepted.split(',').any(|item| {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let refused = parts.any(|parameter| {
            parameter
                .trim()
                .strip_prefix("q=")
                .and_then(|quality| quality.trim().parse::<f32>().ok())
                .is_some_and(|quality| quality == 0.0)
        });
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

/// Whether `If-None-Match` names `etag` (or is `*`).
fn matches(headers: &HeaderMap, etag: &HeaderValue) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
        .any(|tag| tag == "*" || tag.as_bytes() == etag.as_bytes())
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or("") {
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "json" | "webmanifest" => "application/json",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> Assets {
        Assets::from_files(
            [
                ("bundle.txt", &b"kalah.0123456789abcdef\n"[..]),
                ("pkg/kalah.0123456789abcdef.css", b"body{}"),
                ("pkg/kalah.0123456789abcdef.css.br", b"brotli"),
                ("pkg/kalah.0123456789abcdef.css.gz", b"gzip"),
                ("favicon.svg", b"<svg/>"),
            ]
            .into_iter()
            .map(|(name, data)| (name.to_string(), Cow::Borrowed(data))),
        )
    }

    fn get(assets: &Assets, path: &str, pairs: &[(&'static str, &str)]) -> Option<Response> {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        assets.answer(&Method::GET, path, &headers)
    }

    #[test]
    fn the_smallest_accepted_copy_is_sent_and_a_known_one_is_not_sent_again() {
        let assets = site();
        assert_eq!(assets.bundle_name(), "kalah.0123456789abcdef");
        assert_eq!(assets.len(), 2, "copies and the name file are not files");
        let css = "/pkg/kalah.0123456789abcdef.css";
        let brotli = get(&assets, css, &[("accept-encoding", "gzip, br")]).unwrap();
        assert_eq!(brotli.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(
            brotli.headers()[header::CONTENT_TYPE],
            "text/css; charset=utf-8"
        );
        let gzip = get(&assets, css, &[("accept-encoding", "gzip, br;q=0")]).unwrap();
        assert_eq!(gzip.headers()[header::CONTENT_ENCODING], "gzip");
        let plain = get(&assets, css, &[]).unwrap();
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        let tags: Vec<_> = [&brotli, &gzip, &plain]
            .iter()
            .map(|response| response.headers()[header::ETAG].clone())
            .collect();
        assert!(tags[0] != tags[1] && tags[1] != tags[2], "{tags:?}");
        let again = get(
            &assets,
            css,
            &[
                ("accept-encoding", "br"),
                ("if-none-match", tags[0].to_str().unwrap()),
            ],
        )
        .unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        let other = get(
            &assets,
            css,
            &[("if-none-match", tags[0].to_str().unwrap())],
        )
        .unwrap();
        assert_eq!(other.status(), StatusCode::OK, "another encoding's tag");
        assert!(get(&assets, "/pkg/missing.css", &[]).is_none());
        assert!(get(&assets, "/bundle.txt", &[]).is_none());
    }
}
