//! Oware's study tools through the real server, with the test server's
//! 8-seed endgame database: a finished game's moves judged, the analysis
//! board, a hint's worth.

use super::oware::play_oware_to_the_end;
use super::{act, start_game};
use crate::common::{get, page_text};
use reqwest::StatusCode;

/// Four seeds on the board, 22 captured each, Player 1 to move: pit 6
/// captures 2 (Player 2's pit 1 made a 2), pit 5 captures nothing.
const ENDGAME: &str = "0,0,0,0,1,1,22,1,1,0,0,0,0,22,1";

#[tokio::test]
async fn a_finished_oware_game_s_moves_are_judged_by_the_endgame_database() {
    let form = [
        ("game", "oware"),
        ("opponent", "same-device"),
        ("position", ENDGAME),
    ];
    let (_dir, server, client, id, path) = start_game(&form).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "5")]).await;
    play_oware_to_the_end(&client, &server, &id).await;

    let (status, analysis) = get(&client, &server, &format!("{path}/analysis")).await;
    assert_eq!(status, StatusCode::OK);
    let text = page_text(&analysis);
    assert!(
        text.contains("moves judged by the endgame database"),
        "{text}"
    );
    assert!(
        text.contains("Move 1: Player 1 sowed pit 5, worth"),
        "the first move is judged: {text}"
    );
    assert!(
        text.contains(
            "Move 1: Player 1 sowed pit 5, worth -4; gave away 4 seeds (best: pit 6, +0)."
        ),
        "pit 5 was a mistake: {text}"
    );
    assert!(text.contains("(best: pit 6, "), "{text}");
    assert!(
        !text.contains("Not proved"),
        "every move is in the database: {text}"
    );
    let board = format!("/oware/analysis?position={ENDGAME}");
    assert!(
        analysis.contains(&format!(r#"href="{board}""#)),
        "{analysis}"
    );

    let (status, studied) = get(&client, &server, &board).await;
    assert_eq!(status, StatusCode::OK);
    let text = page_text(&studied);
    assert!(
        text.contains("Every move proved by the endgame database."),
        "{text}"
    );
    assert!(
        text.contains("Pit 6 : worth +0, best; captures 2 seeds."),
        "{text}"
    );
}

#[tokio::test]
async fn the_oware_analysis_board_says_what_it_cannot_prove_and_refuses_bad_positions() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let client = crate::common::browser();
    let (status, start) = get(&client, &server, "/oware/analysis").await;
    assert_eq!(status, StatusCode::OK);
    let text = page_text(&start);
    assert!(
        text.contains("Not proved: this position has more seeds on the board than the endgame database holds (8)."),
        "{text}"
    );
    assert!(
        text.contains("Pit 1 : not proved; the last seed lands in Player 1's pit 5."),
        "{text}"
    );

    for (query, said) in [
        ("position=1,2,3", "That position cannot be studied"),
        ("position=0,0,0,0,0,0,24,1,1,0,0,0,0,22,1", "already over"),
        (
            "position=4,4,4,4,4,4,0,4,4,4,4,4,4,0,1&cycles=%3Cscript%3Ealert(1)%3C/script%3E",
            "That position cannot be studied",
        ),
    ] {
        let (status, page) = get(&client, &server, &format!("/oware/analysis?{query}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        assert!(
            page_text(&page).contains(said),
            "{query}: {}",
            page_text(&page)
        );
        assert!(
            !page.contains("<script>alert"),
            "{query}: markup is never echoed"
        );
    }
}

#[tokio::test]
async fn an_oware_hint_in_an_endgame_says_what_the_move_is_worth() {
    let form = [
        ("game", "oware"),
        ("opponent", "computer"),
        ("level", "easy"),
        ("position", ENDGAME),
    ];
    let (_dir, server, client, id, path) = start_game(&form).await;
    act(&client, &server, &id, &[("action", "hint")]).await;
    let text = page_text(&get(&client, &server, &path).await.1);
    assert!(text.contains("Hint: sow pit 6."), "{text}");
    assert!(
        text.contains("With perfect play by both from here the captures end level."),
        "the worth is said in captures: {text}"
    );
    assert!(!text.contains("not proved"), "{text}");
}

#[tokio::test]
async fn forged_oware_options_are_refused_in_words_and_start_nothing() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let client = crate::common::browser();
    let forged = "<b>x</b>";
    for (path, form) in [
        (
            "/api/new-game",
            vec![
                ("game", "oware"),
                ("opponent", "same-device"),
                ("grand_slam", forged),
            ],
        ),
        (
            "/api/new-game",
            vec![
                ("game", "oware"),
                ("opponent", "same-device"),
                ("cycles", forged),
            ],
        ),
        (
            "/api/new-game",
            vec![("game", forged), ("opponent", "same-device")],
        ),
        ("/api/room-new", vec![("game", "oware"), ("cycles", forged)]),
    ] {
        let location = crate::common::post(&client, &server, path, &form).await;
        assert!(location.contains("__err="), "{path} {form:?}: {location}");
        let (_, page) = get(&client, &server, &location).await;
        let text = page_text(&page);
        assert!(text.contains("unknown"), "{path} {form:?}: {text}");
        assert!(!page.contains(forged), "{path}: markup is never echoed");
    }
    let (_, games) = get(&client, &server, "/games").await;
    assert!(!games.contains("/game/"), "no game was started");
}
