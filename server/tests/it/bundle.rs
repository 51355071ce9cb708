//! The browser bundle as the server sends it: digest-named files, kept a
//! year, sent precompressed, and carried inside the binary.

use crate::common;
use reqwest::{Client, StatusCode};

/// `page` without its prefetch links, and the addresses they name.
fn prefetches(page: &str) -> (String, Vec<String>) {
    let mut parts = page.split("<link rel=\"prefetch\" href=\"");
    let mut rest = parts.next().unwrap_or_default().to_string();
    let mut named = Vec::new();
    for part in parts {
        let (link, after) = part.split_once('>').unwrap();
        named.push(link.split('"').next().unwrap().to_string());
        rest.push_str(after);
    }
    (rest, named)
}

/// How a digest-named file is kept: its contents never change.
const KEPT_A_YEAR: &str = "public, max-age=31536000, immutable";

/// What a browser that takes brotli gets at `url`, checked to be sent
/// from the brotli copy and kept a year.
async fn kept_a_year_in_brotli(client: &Client, url: &str) -> reqwest::Response {
    use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING};
    let response = client
        .get(url)
        .header(ACCEPT_ENCODING, "br")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    assert_eq!(response.headers()[CONTENT_ENCODING], "br", "{url}");
    assert_eq!(response.headers()[CACHE_CONTROL], KEPT_A_YEAR, "{url}");
    response
}

/// The bundle `cargo xtask bundle` writes: files named after their digest
/// (`bundle.txt` says which), kept by browsers for a year and sent from
/// their precompressed copy; the pages link them and are never stored.
#[tokio::test]
async fn the_bundle_is_sent_precompressed_under_its_digest_and_kept_a_year() {
    use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, ETAG, IF_NONE_MATCH};
    let dir = tempfile::tempdir().unwrap();
    let name = "kalah.0123456789abcdef";
    std::fs::write(dir.path().join("bundle.txt"), format!("{name}\n")).unwrap();
    std::fs::create_dir_all(dir.path().join("pkg")).unwrap();
    let css = dir.path().join(format!("pkg/{name}.css"));
    std::fs::write(&css, "main { color: black }").unwrap();
    std::fs::write(format!("{}.br", css.display()), "made by brotli").unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let root = dir.path().to_str().unwrap();
    let server = common::TestServer::with(&url, dir.path(), &["--site-root", root]).await;
    let client = Client::new();

    let page = client
        .get(format!("{}/rules", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(page.headers()[CACHE_CONTROL], "no-store");
    let page = page.text().await.unwrap();
    assert!(
        page.contains(&format!("href=\"/pkg/{name}.css\"")),
        "{page}"
    );

    let path = format!("{}/pkg/{name}.css", server.base);
    let compressed = kept_a_year_in_brotli(&client, &path).await;
    let etag = compressed.headers()[ETAG].clone();
    assert_eq!(compressed.text().await.unwrap(), "made by brotli");
    let again = client
        .get(&path)
        .header(ACCEPT_ENCODING, "br")
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    let plain = client.get(&path).send().await.unwrap();
    assert_eq!(plain.text().await.unwrap(), "main { color: black }");
    // A file that is not there is not kept.
    let missing = client
        .get(format!("{}/pkg/{name}.js", server.base))
        .send()
        .await
        .unwrap();
    assert_ne!(
        missing
            .headers()
            .get(CACHE_CONTROL)
            .map(|value| value.to_str().unwrap()),
        Some(KEPT_A_YEAR)
    );
}

/// `target/site`, where `cargo xtask bundle` puts the bundle, and the
/// bundle's name.
fn built_bundle() -> (std::path::PathBuf, String) {
    let site = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/site");
    let name = std::fs::read_to_string(site.join("bundle.txt"))
        .expect("no bundle in target/site: run `cargo xtask bundle` (or `cargo xtask test`) first");
    (site, name.trim().to_string())
}

/// The binary alone, started in an empty folder, serves the bundle it was
/// built with: the stylesheet, script and WebAssembly, precompressed.
#[tokio::test]
async fn the_binary_carries_its_bundle() {
    use reqwest::header::CONTENT_TYPE;
    let (site, name) = built_bundle();
    let name = name.as_str();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let server = common::TestServer::with(&url, dir.path(), &[]).await;
    let client = Client::new();
    let (_, page) = common::get(&client, &server, "/rules").await;
    assert!(page.contains(&format!("/pkg/{name}.css")), "{page}");
    for (file, content_type) in [
        (format!("{name}.css"), "text/css; charset=utf-8"),
        (format!("{name}.js"), "text/javascript; charset=utf-8"),
        (format!("{name}_bg.wasm"), "application/wasm"),
    ] {
        let response = kept_a_year_in_brotli(&client, &format!("{}/pkg/{file}", server.base)).await;
        assert_eq!(response.headers()[CONTENT_TYPE], content_type);
        let sent = response.bytes().await.unwrap();
        let built = std::fs::read(site.join(format!("pkg/{file}.br"))).unwrap();
        assert!(sent == built, "{file} is the built file");
    }
}

/// A game's page and a room's load the one page script: each preloads
/// it and its WebAssembly, and starts it; neither names `swap.js`.
#[tokio::test]
async fn a_game_page_and_a_room_load_the_page_script() {
    let (_, name) = built_bundle();
    let name = name.as_str();
    let dir = tempfile::tempdir().unwrap();
    let server = common::TestServer::start(&dir.path().join("kalah.db")).await;
    let client = common::browser();
    let id = common::new_game(&client, &server, common::SAME_DEVICE).await;
    let (_, game) = common::get(&client, &server, &format!("/game/{id}")).await;
    let room = common::post(&client, &server, "/api/room-new", &[]).await;
    let (_, room) = common::get(&client, &server, &room).await;
    for page in [&game, &room] {
        for own in [format!("/pkg/{name}.js"), format!("/pkg/{name}_bg.wasm")] {
            // Preloaded, and named again in the script that starts it.
            assert_eq!(
                page.matches(&format!("{own}\"")).count(),
                2,
                "{own}: {page}"
            );
        }
        assert!(!page.contains(".swap.js"), "{page}");
        assert!(!page.contains("leptos-island"), "{page}");
    }
}

/// The home page, which starts games and loads no script, lets the
/// browser fetch the page's script and its WebAssembly while idle; the
/// pages that load it themselves, the pages to read, and any page for a
/// visitor saving data, do not.
#[tokio::test]
async fn the_home_page_prefetches_the_page_script() {
    let (_, name) = built_bundle();
    let dir = tempfile::tempdir().unwrap();
    let server = common::TestServer::start(&dir.path().join("kalah.db")).await;
    let client = Client::new();
    let prefetched = |page: &str| prefetches(page).1;
    let (_, home) = common::get(&client, &server, "/").await;
    let files = prefetched(&home);
    assert_eq!(
        files,
        [format!("/pkg/{name}.js"), format!("/pkg/{name}_bg.wasm")],
        "{home}"
    );
    let (_, german) = common::get(&client, &server, "/de/").await;
    assert_eq!(prefetched(&german), files, "{german}");
    for page in ["/lobby", "/de/lobby", "/tournaments"] {
        let (_, live) = common::get(&client, &server, page).await;
        assert!(prefetched(&live).is_empty(), "{page}: {live}");
    }
    let browser = common::browser();
    let room = common::post(&browser, &server, "/api/room-new", &[]).await;
    let (_, room) = common::get(&browser, &server, &room).await;
    assert!(prefetched(&room).is_empty(), "{room}");
    let (_, rules) = common::get(&client, &server, "/rules").await;
    assert!(prefetched(&rules).is_empty(), "{rules}");
    let saving = client
        .get(format!("{}/", server.base))
        .header("Save-Data", "on")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(prefetched(&saving).is_empty(), "{saving}");
}
