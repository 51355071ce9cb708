//! A game's analysis: each of the person's moves next to perfect play,
//! solved in the background or said to be out of reach.

use super::{act, play_to_the_end, start_game};
use crate::common::{self, browser, get, new_game, playable_pits, sqlite_server};
use reqwest::StatusCode;

#[tokio::test]
async fn the_analysis_judges_each_of_the_persons_moves() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "easy"), ("seat", "1")]).await;
    let (my_moves, last) = play_to_the_end(&client, &server, &id).await;
    assert!(last.contains("Analyse this game"));
    let (status, analysis) = get(&client, &server, &format!("{path}/analysis")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        analysis.matches("</li>").count(),
        my_moves,
        "one line per move of mine"
    );
    assert!(analysis.contains("Move 1: You sowed pit"));
    // The last moves have few stones left: they are always solved.
    let last = analysis.rsplit("</li>").nth(1).unwrap();
    assert!(last.contains("value"), "{last}");
    assert!(analysis.contains("gave away stones"));

    let (status, _) = get(&browser(), &server, &format!("{path}/analysis")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_analysis_of_a_game_against_hard_judges_every_move_in_the_background() {
    // A middle game past the book, with forty stones still in the pits:
    // too many for the quick pass while the page waits, and a few seconds
    // in the background (the opening's first positions past the book take
    // twenty).
    let start = "4,1,6,6,2,3,6,2,7,1,5,3,1,1,1";
    let (_dir, server, client, id, path) = start_game(&[
        ("opponent", "computer"),
        ("level", "hard"),
        ("position", start),
    ])
    .await;
    for _ in 0..6 {
        let (_, page) = get(&client, &server, &path).await;
        let Some(pit) = playable_pits(&page).pop() else {
            break;
        };
        act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
    }
    let started = std::time::Instant::now();
    let (_, first) = get(&client, &server, &format!("{path}/analysis")).await;
    let moves = first.matches("</li>").count();
    assert!(moves >= 5, "{first}");
    assert!(
        first.contains("being solved"),
        "the quick pass leaves work for the background: {first}"
    );
    let mut analysis = first.clone();
    while analysis.contains("being solved") {
        assert!(
            analysis.contains(r#"http-equiv="refresh""#),
            "a page still solving loads itself again: {analysis}"
        );
        assert!(
            started.elapsed().as_secs() < 240,
            "still solving: {analysis}"
        );
        tokio::time::sleep(std::time::Duration::from_secs(2)).await;
        analysis = get(&client, &server, &format!("{path}/analysis")).await.1;
    }
    assert!(
        analysis.contains(&format!("{moves} of {moves} moves judged")),
        "{analysis}"
    );
    assert!(!analysis.contains(r#"http-equiv="refresh""#), "{analysis}");

    // Each line links to its step of the replay, which shows the values
    // and links back.
    assert!(
        analysis.contains(&format!(r#"href="{path}/replay?step=1""#)),
        "{analysis}"
    );
    assert!(
        analysis.contains(&format!(r#"href="/analysis?position={start}""#)),
        "the first move's line links to the analysis board: {analysis}"
    );
    let (_, replay) = get(&client, &server, &format!("{path}/replay?step=1")).await;
    assert!(replay.contains("Under perfect play: value"), "{replay}");
    assert!(replay.contains("Study this position"), "{replay}");
    assert!(
        replay.contains(&format!(r#"href="{path}/analysis""#)),
        "{replay}"
    );
}

#[tokio::test]
async fn a_game_that_ends_is_judged_before_anyone_opens_its_analysis() {
    // Three stones per pit: every position of the game solves in well
    // under a second, so the bound below holds however busy the machine is
    // and whichever moves Easy picks.
    let (_dir, server, client, id, path) = start_game(&[
        ("opponent", "computer"),
        ("level", "easy"),
        ("seat", "1"),
        ("stones", "3"),
    ])
    .await;
    let (my_moves, _) = play_to_the_end(&client, &server, &id).await;
    // Nobody visits the analysis: the stored judgements are watched instead.
    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(server.database_url())
        .await
        .unwrap();
    let started = std::time::Instant::now();
    loop {
        let (stored,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM judgements WHERE game_id = ?")
            .bind(&id)
            .fetch_one(&mut database)
            .await
            .unwrap();
        if usize::try_from(stored) == Ok(my_moves) {
            break;
        }
        assert!(
            started.elapsed().as_secs() < 120,
            "{stored} of {my_moves} moves judged after 2 minutes"
        );
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    let (_, analysis) = get(&client, &server, &format!("{path}/analysis")).await;
    assert!(
        analysis.contains(&format!("{my_moves} of {my_moves} moves judged")),
        "{analysis}"
    );
    assert!(!analysis.contains("being solved"), "{analysis}");
}

#[tokio::test]
async fn a_server_solving_on_request_leaves_an_ended_game_alone() {
    let metrics_addr = format!("127.0.0.1:{}", common::free_port());
    let (_dir, server) =
        sqlite_server(&["--analysis-on-request", "--metrics-addr", &metrics_addr]).await;
    let client = browser();
    // Past the book with forty-six stones in the pits: the first moves
    // keep a worker busy for seconds, so a game queued when it ends would
    // still be in the queue when the last move's answer comes.
    let id = new_game(
        &client,
        &server,
        &[
            ("opponent", "computer"),
            ("level", "easy"),
            ("position", "4,1,6,6,2,3,6,2,7,1,5,3,1,1,1"),
        ],
    )
    .await;
    play_to_the_end(&client, &server, &id).await;
    // Opening the analysis then solves it as on any server
    // (`the_analysis_of_a_game_against_hard_judges_every_move_in_the_background`).
    assert_eq!(
        common::analysis_queue(&metrics_addr).await,
        "0",
        "nothing asked for yet"
    );
}

#[tokio::test]
async fn without_background_workers_an_analysis_says_what_it_could_not_solve() {
    let (_dir, server) = sqlite_server(&["--analysis-threads", "0"]).await;
    let client = browser();
    let id = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "hard"), ("seat", "1")],
    )
    .await;
    let path = format!("/game/{id}");
    for _ in 0..4 {
        let (_, page) = get(&client, &server, &path).await;
        let pit = playable_pits(&page).pop().expect("a move in the opening");
        act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
    }
    let (status, analysis) = get(&client, &server, &format!("{path}/analysis")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(analysis.contains("could not be solved here"), "{analysis}");
    assert!(!analysis.contains("being solved"), "{analysis}");
    assert!(!analysis.contains(r#"http-equiv="refresh""#), "{analysis}");
}
