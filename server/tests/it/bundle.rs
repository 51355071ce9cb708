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
        (format!("{name}.game.js"), "text/javascript; charset=utf-8"),
        (format!("{name}.game_bg.wasm"), "application/wasm"),
    ] {
        let response = kept_a_year_in_brotli(&client, &format!("{}/pkg/{file}", server.base)).await;
        assert_eq!(response.headers()[CONTENT_TYPE], content_type);
        let sent = response.bytes().await.unwrap();
        let built = std::fs::read(site.join(format!("pkg/{file}.br"))).unwrap();
        assert!(sent == built, "{file} is the built file");
    }
}

/// The islands' phrasebook is not in a room's page but a file of its own,
/// one per language, which the page preloads: named after its contents,
/// kept a year, sent compressed, different in another language, and not
/// in base64, which compresses badly. A game's page, whose script says
/// only what the page carries, names none.
#[tokio::test]
async fn the_islands_phrasebook_is_a_file_the_page_preloads_and_browsers_keep() {
    let dir = tempfile::tempdir().unwrap();
    let server = common::TestServer::start(&dir.path().join("kalah.db")).await;
    let client = common::browser();
    let id = common::new_game(&client, &server, common::SAME_DEVICE).await;
    let (_, game) = common::get(&client, &server, &format!("/game/{id}")).await;
    assert!(
        !game.contains("words-"),
        "a game's page names no phrasebook"
    );
    let room = common::post(&client, &server, "/api/room-new", &[]).await;
    let book = |page: &str| {
        let start = page.find("words-").expect("the page names a phrasebook");
        let start = page[..start].rfind("/pkg/").unwrap();
        page[start..].split('"').next().unwrap().to_string()
    };
    let (_, page) = common::get(&client, &server, &room).await;
    assert!(!page.contains("id=\"words-data\""), "no phrasebook inline");
    let english = book(&page);
    assert!(
        page.contains(&format!(
            "<link rel=\"preload\" href=\"{english}\" as=\"fetch\""
        )),
        "{page}"
    );
    assert!(english.ends_with(".words-en.txt"), "{english}");
    let (_, german_page) = common::get(&client, &server, &format!("/de{room}")).await;
    let german = book(&german_page);
    assert!(german.ends_with(".words-de.txt"), "{german}");
    assert_ne!(english, german);

    let plain = Client::new();
    kept_a_year_in_brotli(&plain, &format!("{}{english}", server.base)).await;
    let (_, text) = common::get(&plain, &server, &english).await;
    assert!(text.len() > 10_000, "{} bytes", text.len());
    // Byte text, which brotli compresses as well as the bytes themselves:
    // a character per byte, and the messages readable in it.
    assert!(text.chars().all(|c| u32::from(c) <= 0xff), "byte text");
    assert!(text.contains("Player 1"), "messages as they are");
}

/// A game's page loads its own script, a room's page the one with every
/// island: each preloads and starts its own, and the game's is the
/// lighter.
#[tokio::test]
async fn a_game_page_loads_the_script_without_the_rooms_island() {
    let (site, name) = built_bundle();
    let name = name.as_str();
    let dir = tempfile::tempdir().unwrap();
    let server = common::TestServer::start(&dir.path().join("kalah.db")).await;
    let client = common::browser();
    let id = common::new_game(&client, &server, common::SAME_DEVICE).await;
    let (_, game) = common::get(&client, &server, &format!("/game/{id}")).await;
    let room = common::post(&client, &server, "/api/room-new", &[]).await;
    let (_, room) = common::get(&client, &server, &room).await;
    let (whole, lighter) = (
        [format!("/pkg/{name}.js"), format!("/pkg/{name}_bg.wasm")],
        [
            format!("/pkg/{name}.game.js"),
            format!("/pkg/{name}.game_bg.wasm"),
        ],
    );
    // A room's page also prefetches the game's pair, for the game it leads
    // to; that is not loading it.
    let loaded = |page: &str| prefetches(page).0;
    let (game, room) = (loaded(&game), loaded(&room));
    for (page, own, other) in [(&game, &lighter, &whole), (&room, &whole, &lighter)] {
        for (own, other) in own.iter().zip(other) {
            // Preloaded, and named again in the script that starts it.
            assert_eq!(
                page.matches(&format!("{own}\"")).count(),
                2,
                "{own}: {page}"
            );
            assert!(!page.contains(&format!("{other}\"")), "{other}: {page}");
        }
    }
    let size = |file: &str| {
        std::fs::metadata(site.join(format!("pkg/{file}.br")))
            .unwrap()
            .len()
    };
    assert!(
        size(&format!("{name}.game_bg.wasm")) < size(&format!("{name}_bg.wasm")) * 9 / 10,
        "the game's WebAssembly is at least a tenth lighter"
    );
}

/// The pages that lead to a game let the browser fetch the game's script
/// and its WebAssembly while idle; other pages, and any page for a visitor
/// saving data, do not.
#[tokio::test]
async fn pages_that_lead_to_a_game_prefetch_its_script() {
    let (_, name) = built_bundle();
    let dir = tempfile::tempdir().unwrap();
    let server = common::TestServer::start(&dir.path().join("kalah.db")).await;
    let client = Client::new();
    let prefetched = |page: &str| prefetches(page).1;
    let (_, home) = common::get(&client, &server, "/").await;
    let files = prefetched(&home);
    assert_eq!(
        files,
        [
            format!("/pkg/{name}.game.js"),
            format!("/pkg/{name}.game_bg.wasm")
        ],
        "{home}"
    );
    for page in ["/de/", "/lobby", "/de/lobby"] {
        let (_, leads) = common::get(&client, &server, page).await;
        assert_eq!(prefetched(&leads), files, "{page}");
    }
    let browser = common::browser();
    let room = common::post(&browser, &server, "/api/room-new", &[]).await;
    let (_, room) = common::get(&browser, &server, &room).await;
    assert_eq!(prefetched(&room), files, "{room}");
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
