//! The site in every language it speaks, over HTTP without JavaScript: each
//! page says its language and has no English left in it, the language
//! comes from the address, the menu or the browser, and a whole game is
//! played and announced in German.

use crate::common;

use app::i18n::{Lang, Words};
use common::{
    TestServer, browser, browser_speaking, field, get, new_game, page_text, playable_pits, post,
    sqlite_server,
};
use reqwest::header::LOCATION;
use reqwest::{Client, StatusCode};

/// English words every other language must have translated: none may be
/// left on a page outside players' names and the language menu.
const ENGLISH: [&str; 7] = [
    "Your turn",
    "stones",
    "seeds",
    "Undo",
    "Rules",
    "Play people",
    "Achievements",
];

/// The pages a visitor reaches, with a game of theirs and a move in it.
async fn pages(client: &Client, server: &TestServer) -> Vec<String> {
    let game = new_game(
        client,
        server,
        &[("opponent", "computer"), ("level", "easy"), ("seat", "1")],
    )
    .await;
    let (_, page) = get(client, server, &format!("/game/{game}")).await;
    let pit = playable_pits(&page).remove(0);
    let form = [
        ("game", game.as_str()),
        ("ply", "0"),
        ("version", &field(&page, "version").unwrap()),
        ("action", "sow"),
        ("pit", &pit),
    ];
    post(client, server, "/api/play", &form).await;
    let oware = new_game(
        client,
        server,
        &[
            ("game", "oware"),
            ("opponent", "computer"),
            ("level", "easy"),
            ("seat", "1"),
        ],
    )
    .await;
    let (_, puzzles) = get(client, server, "/puzzles").await;
    let puzzle = puzzles
        .split("href=\"/puzzles/")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the puzzles page links a puzzle")
        .to_string();
    [
        "/",
        "/rules",
        "/strategy",
        "/history",
        "/oware/rules",
        "/oware/strategy",
        "/oware/history",
        "/oware/analysis?position=0,0,0,0,1,1,22,1,1,0,0,0,0,22,1",
        "/faq",
        "/variants",
        "/lobby",
        "/watch",
        "/leaderboard",
        "/analysis",
        "/puzzles",
        "/games",
        "/achievements",
        "/device",
    ]
    .into_iter()
    .map(str::to_string)
    .chain([
        format!("/game/{game}"),
        format!("/game/{game}/replay"),
        format!("/game/{game}/analysis"),
        format!("/game/{oware}"),
        format!("/puzzles/{puzzle}"),
        format!("/game/{oware}/analysis"),
        format!(
            "/puzzles/{}",
            engine::puzzles::Puzzle::shipped_of(engine::GameKind::Oware)[0].id()
        ),
    ])
    .collect()
}

/// What a page says outside its language menu.
fn said(page: &str) -> String {
    let menu_start = page
        .find("<form class=\"language-menu\"")
        .unwrap_or(page.len());
    let menu_end = page[menu_start..]
        .find("</form>")
        .map_or(page.len(), |end| menu_start + end);
    page_text(&format!("{}{}", &page[..menu_start], &page[menu_end..]))
}

#[tokio::test]
async fn every_page_in_every_language_says_its_language_and_leaves_no_english() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let paths = pages(&client, &server).await;
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        for path in &paths {
            let address = lang.prefix(path);
            let (status, page) = get(&client, &server, &address).await;
            if status != StatusCode::OK {
                faults.push(format!("{address}: {status}"));
                continue;
            }
            if !page.contains(&format!("<html lang=\"{}\"", lang.tag())) {
                faults.push(format!("{address}: not <html lang=\"{}\">", lang.tag()));
            }
            if lang == Lang::En {
                continue;
            }
            let text = said(&page);
            for english in ENGLISH.iter().filter(|english| text.contains(*english)) {
                let at = text.find(english).unwrap_or(0);
                let mut from = at.saturating_sub(60);
                while !text.is_char_boundary(from) {
                    from -= 1;
                }
                let context: String = text[from..].chars().take(140).collect();
                faults.push(format!("{address}: \"{english}\" in …{context}…"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[tokio::test]
async fn the_language_comes_from_the_address_the_menu_or_the_browser_and_falls_back_to_english() {
    let (_dir, server) = sqlite_server(&[]).await;
    let lang_of = |page: &str| {
        page.split("<html lang=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .map(str::to_string)
    };

    let german = browser_speaking("de-DE,de;q=0.9,en;q=0.5");
    let (status, page) = get(&german, &server, "/rules").await;
    assert_eq!(
        (status, lang_of(&page).as_deref()),
        (StatusCode::OK, Some("de"))
    );
    assert!(
        page.contains("hreflang=\"fr\"") && page.contains("/fr/rules"),
        "alternates name the French page"
    );

    for (accept, path) in [
        ("xx", "/rules"),
        ("xx-YY, zz;q=0.3", "/"),
        ("de", "/en/rules"),
    ] {
        let (status, page) = get(&browser_speaking(accept), &server, path).await;
        assert_eq!(status, StatusCode::OK, "{accept} {path}");
        assert_eq!(
            lang_of(&page).as_deref(),
            Some("en"),
            "{accept} {path} falls back to English"
        );
    }

    // A language the site does not speak is no page at all.
    let (status, page) = get(&browser_speaking("de"), &server, "/xx/lobby").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(lang_of(&page).as_deref(), Some("de"), "{page}");

    let chooser = browser_speaking("en");
    let response = chooser
        .post(format!("{}/language", server.base))
        .form(&[("lang", "klingon"), ("back", "/rules")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let refused = page_text(&response.text().await.unwrap());
    assert!(
        refused.contains("klingon") && refused.contains("Nothing changed"),
        "{refused}"
    );
    let (_, still) = get(&chooser, &server, "/rules").await;
    assert_eq!(
        lang_of(&still).as_deref(),
        Some("en"),
        "a refused choice changed nothing"
    );

    let location = post(
        &chooser,
        &server,
        "/language",
        &[("lang", "pt-br"), ("back", "/rules?x=1")],
    )
    .await;
    assert_eq!(location, "/pt-br/rules?x=1");
    let (_, page) = get(&chooser, &server, "/strategy").await;
    assert_eq!(
        lang_of(&page).as_deref(),
        Some("pt-BR"),
        "the session keeps the choice"
    );
    let location = post(
        &chooser,
        &server,
        "/language",
        &[("lang", "de"), ("back", "//evil.example/")],
    )
    .await;
    assert_eq!(location, "/de", "only a path on this site is gone back to");

    // The device link carries the language to the phone.
    new_game(&chooser, &server, &[("opponent", "same-device")]).await;
    let (_, device) = get(&chooser, &server, "/device").await;
    let link = device
        .split("/de/link/")
        .nth(1)
        .expect("the device link is German")
        .split(['<', '"'])
        .next()
        .unwrap()
        .to_string();
    let phone = browser_speaking("en-US");
    let (status, page) = get(&phone, &server, &format!("/de/link/{link}")).await;
    assert_eq!(
        (status, lang_of(&page).as_deref()),
        (StatusCode::OK, Some("de"))
    );
    let location = post(
        &phone,
        &server,
        "/api/device-attach",
        &[("token", link.as_str()), ("lang", "de")],
    )
    .await;
    assert!(location.starts_with('/'), "{location}");
    let (_, games) = get(&phone, &server, "/games").await;
    assert_eq!(
        lang_of(&games).as_deref(),
        Some("de"),
        "the phone goes on in German"
    );
}

/// The last position of game `id`, as its German record file gives it.
async fn last_position(client: &Client, server: &TestServer, id: &str) -> engine::Position {
    let german = Words::Site(Lang::De);
    let heading = app::t!(german, "record-position", position = "");
    let (status, record) = get(client, server, &format!("/de/game/{id}/record.txt")).await;
    assert_eq!(status, StatusCode::OK);
    record
        .lines()
        .find_map(|line| line.strip_prefix(heading.trim_end()))
        .unwrap_or_else(|| panic!("the German record has {heading:?}: {record}"))
        .trim()
        .parse()
        .unwrap()
}

#[tokio::test]
async fn a_whole_game_without_javascript_in_german_is_announced_in_german() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser_speaking("en");
    let german = Words::Site(Lang::De);
    let setup = play::Setup {
        opponent: play::Opponent::Computer {
            level: engine::Level::Easy,
            seat: engine::Player::One,
        },
        rules: engine::Variant::default().into(),
    };
    // Arriving by a German link, with an English browser and no choice made.
    let (_, home) = get(&client, &server, "/de").await;
    assert!(home.contains("<html lang=\"de\""));
    let response = client
        .post(format!("{}/api/new-game", server.base))
        .header(reqwest::header::REFERER, format!("{}/de", server.base))
        .form(&[("opponent", "computer"), ("level", "easy"), ("seat", "1")])
        .send()
        .await
        .unwrap();
    let location = response.headers()[LOCATION].to_str().unwrap().to_string();
    let id = location
        .strip_prefix("/de/game/")
        .expect("the game opens in German")
        .to_string();
    let path = format!("/de/game/{id}");
    for _ in 0..200 {
        let (status, page) = get(&client, &server, &path).await;
        assert_eq!(status, StatusCode::OK);
        let text = said(&page);
        for english in ENGLISH.iter().chain(&["sowed", "wins", "Game over"]) {
            assert!(!text.contains(english), "\"{english}\" in {text}");
        }
        let position = last_position(&client, &server, &id).await;
        let Some(pit) = playable_pits(&page).into_iter().next() else {
            let result = app::game::view::result_text(&german, &setup, &position);
            assert!(
                text.contains(&result),
                "the result in German, {result:?}, in {text}"
            );
            return;
        };
        let sowing = position
            .play(
                engine::Pit::new(pit.parse().unwrap()).unwrap(),
                setup.rules.kalah().unwrap(),
            )
            .unwrap();
        let form = [
            ("game", id.as_str()),
            ("ply", &field(&page, "ply").unwrap()),
            ("version", &field(&page, "version").unwrap()),
            ("action", "sow"),
            ("pit", pit.as_str()),
        ];
        let response = client
            .post(format!("{}/api/play", server.base))
            .header(reqwest::header::REFERER, format!("{}{path}", server.base))
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.headers()[LOCATION].to_str().unwrap(),
            path,
            "a move goes back to the German page"
        );
        let (_, after) = get(&client, &server, &path).await;
        let announced = app::game::view::describe_move(&german, &setup, &sowing);
        assert!(
            said(&after).contains(&announced),
            "the move is announced in German, {announced:?}, in {}",
            said(&after)
        );
    }
    panic!("the game did not end in 200 moves");
}
