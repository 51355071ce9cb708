//! Arenas as every reader reads them: an arena game aborted because
//! neither side moved reads aborted in every place the arena page shows
//! it, in every language, never as a draw; the site's own arenas are
//! named in the reader's language.

use super::arenas::{ARENA, paired_room};
use crate::common::lobby::ada_and_bo;
use crate::common::{get, page_text, post, sqlite_server};
use std::time::{Duration, Instant};

/// Per language: its prefix; the game list's word and the mark's words
/// for an aborted game; the game list's and a mark's words for a draw.
const WORDS: [(&str, &str, &str, &str, &str); 6] = [
    (
        "",
        "aborted",
        "aborted as Player",
        "a draw",
        "drew as Player",
    ),
    (
        "/de",
        "abgebrochen",
        "abgebrochen als Spieler",
        "remis",
        "remis als Spieler",
    ),
    (
        "/fr",
        "annulée",
        "annulée en Joueur",
        "nulle",
        "nulle en Joueur",
    ),
    (
        "/es",
        "anulada",
        "anulada como Jugador",
        "tablas",
        "tablas como Jugador",
    ),
    (
        "/pt-BR",
        "anulada",
        "anulada como Jogador",
        "empate",
        "empate como Jogador",
    ),
    (
        "/id",
        "dibatalkan",
        "dibatalkan sebagai Pemain",
        "seri",
        "seri sebagai Pemain",
    ),
];

#[tokio::test]
async fn an_aborted_arena_game_reads_aborted_in_the_standings_marks_and_game_list() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", "", "--first-move-secs", "1"]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    let id = arena.strip_prefix("/tournament/").unwrap();
    post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", id), ("action", "join")],
    )
    .await;
    paired_room(&ada, &server, &arena).await;
    // Neither moves: the game is aborted after a second.
    let started = Instant::now();
    while !page_text(&get(&ada, &server, &arena).await.1).contains(": aborted") {
        assert!(started.elapsed() < Duration::from_secs(15), "never aborted");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    for (prefix, aborted, mark, drawn, drew) in WORDS {
        let text = page_text(&get(&ada, &server, &format!("{prefix}{arena}")).await.1);
        // The standings' marks: an aborted game's, of no points.
        assert!(text.contains(mark), "{prefix}: {text}");
        assert!(!text.contains(drew), "{prefix}: a draw's mark: {text}");
        // The game list.
        assert!(text.contains(&format!(": {aborted}")), "{prefix}: {text}");
        assert!(
            !text.contains(&format!(": {drawn}")),
            "{prefix}: listed as a draw: {text}"
        );
    }
}

#[tokio::test]
async fn the_sites_own_arenas_are_named_in_the_readers_language() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", "3+2/30m/hourly:00"]).await;
    let reader = crate::common::browser();
    let started = Instant::now();
    let names = [
        ("", "Hourly 3+2 arena"),
        ("/de", "Stündliche 3+2-Arena"),
        ("/id", "Arena 3+2 tiap jam"),
    ];
    for (prefix, name) in names {
        loop {
            let (_, page) = get(&reader, &server, &format!("{prefix}/tournaments")).await;
            if let Some(at) = page.find(&format!(">{name}</a>")) {
                // Its own page is titled the same.
                let href = &page[page[..at].rfind("href=\"").unwrap() + 6..at - 1];
                let (_, arena) = get(&reader, &server, href).await;
                assert!(
                    arena.contains(&format!("<h1>{name}</h1>")),
                    "{prefix}: {arena}"
                );
                break;
            }
            assert!(
                prefix.is_empty() || !page.contains("Hourly 3+2 arena"),
                "{prefix}: in English: {}",
                page_text(&page)
            );
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "{}",
                page_text(&page)
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

#[tokio::test]
async fn an_open_list_of_arenas_hears_of_a_new_one() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let stream = bo
        .get(format!("{}/api/tournaments/events", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    // Let the stream subscribe before the arena is held.
    tokio::time::sleep(Duration::from_millis(300)).await;
    post(&ada, &server, "/api/tournament-new", &ARENA).await;
    assert!(
        crate::common::next_update(stream, Duration::from_secs(5)).await,
        "Bo's list heard of Ada's arena"
    );
    let (_, page) = get(&bo, &server, "/tournaments").await;
    assert!(
        page.contains(r#"data-events="/api/tournaments/events""#),
        "{page}"
    );
    assert!(page_text(&page).contains("Friday blitz"), "{page}");
}
