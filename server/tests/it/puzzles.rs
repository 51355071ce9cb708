//! The puzzles over HTTP, without JavaScript: a chain solved move by move
//! and kept, a miss explained, rated and retried, refusals that change
//! nothing, and tries at once that lose no rating update.

use crate::common;

use common::{TestServer, browser, get, page_text, post, sqlite_server};
use engine::Pit;
use engine::puzzles::Puzzle;
use play::PuzzleRating;
use reqwest::{Client, StatusCode};

/// Plays `pit` in the try at `puzzle` after `moves`; the page it leads to.
pub(crate) async fn play(
    client: &Client,
    server: &TestServer,
    puzzle: &Puzzle,
    moves: &[Pit],
    pit: Pit,
) -> (String, String) {
    let moves: Vec<String> = moves.iter().map(Pit::to_string).collect();
    let location = post(
        client,
        server,
        "/api/puzzle-move",
        &[
            ("puzzle", puzzle.id().as_str()),
            ("moves", &moves.join(",")),
            ("pit", &pit.to_string()),
        ],
    )
    .await;
    let (status, page) = get(client, server, &location).await;
    assert_eq!(status, StatusCode::OK, "{location}");
    (location, page_text(&page))
}

/// A move of `step` other than its solution.
fn a_wrong_move(puzzle: &Puzzle) -> Pit {
    let first = &puzzle.steps[0];
    first
        .values
        .iter()
        .map(|&(pit, _)| pit)
        .find(|&pit| pit != first.solution())
        .expect("a puzzle offers several moves")
}

/// The number the page gives after "Your puzzle rating:".
fn rating_shown(said: &str) -> i64 {
    let rest = said
        .split("Your puzzle rating: ")
        .nth(1)
        .unwrap_or_else(|| panic!("no rating in {said}"));
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap()
}

/// One number from the server's database.
async fn count(server: &TestServer, sql: &str) -> i64 {
    let url = server.database_url();
    if url.starts_with("sqlite") {
        let mut connection = <sqlx::SqliteConnection as sqlx::Connection>::connect(url)
            .await
            .unwrap();
        sqlx::query_scalar(sql)
            .fetch_one(&mut connection)
            .await
            .unwrap()
    } else {
        let mut connection = <sqlx::PgConnection as sqlx::Connection>::connect(url)
            .await
            .unwrap();
        sqlx::query_scalar(sql)
            .fetch_one(&mut connection)
            .await
            .unwrap()
    }
}

#[tokio::test]
async fn a_chain_is_solved_move_by_move_and_the_try_is_kept() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let (_, list) = get(&client, &server, "/puzzles").await;
    assert!(page_text(&list).contains("Solve a puzzle to get a puzzle rating"));

    let puzzle = Puzzle::shipped()
        .iter()
        .find(|puzzle| puzzle.steps.len() > 1)
        .expect("a shipped puzzle with an extra-turn chain");
    let path = format!("/puzzles/{}", puzzle.id());
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page_text(&page).contains("find the move that stands out"));
    assert!(page.contains(r#"action="/api/puzzle-move""#), "{page}");

    let mut moves = Vec::new();
    for (at, step) in puzzle.steps.iter().enumerate() {
        let pit = step.solution();
        let (location, said) = play(&client, &server, puzzle, &moves, pit).await;
        moves.push(pit);
        let listed: Vec<String> = moves.iter().map(Pit::to_string).collect();
        assert_eq!(location, format!("{path}?moves={}", listed.join(",")));
        if at + 1 < puzzle.steps.len() {
            assert!(
                said.contains(&format!("Right: pit {pit} earns another turn")),
                "{said}"
            );
            assert_eq!(count(&server, "SELECT COUNT(*) FROM puzzle_tries").await, 0);
        } else {
            assert!(said.contains("Solved!"), "{said}");
            assert!(rating_shown(&said) > 1500, "{said}");
        }
    }
    let (_, list) = get(&client, &server, "/puzzles").await;
    let said = page_text(&list);
    assert!(
        said.contains("Solved 1 of the 1 puzzles you tried. Streak: 1"),
        "{said}"
    );
    assert_eq!(
        count(&server, "SELECT solved FROM puzzle_ratings").await,
        1,
        "the puzzle's record counts the solve"
    );
}

#[tokio::test]
async fn a_miss_is_explained_rated_listed_and_a_retry_is_not_rated() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let [solved, missed] = [&Puzzle::shipped()[0], &Puzzle::shipped()[1]];
    let (_, said) = play(&client, &server, solved, &[], solved.steps[0].solution()).await;
    let after_solve = rating_shown(&said);

    let wrong = a_wrong_move(missed);
    // A link that names the miss does not give the answer away before the
    // first try.
    let (_, peek) = get(
        &client,
        &server,
        &format!("/puzzles/{}?moves={wrong}", missed.id()),
    )
    .await;
    assert_eq!(
        common::field(&peek, "moves").as_deref(),
        Some(""),
        "the hidden try starts afresh"
    );
    let peek = page_text(&peek);
    assert!(
        peek.contains("Its answer shows once you have tried it"),
        "{peek}"
    );
    assert!(!peek.contains("The move was"), "{peek}");
    let (_, said) = play(&client, &server, missed, &[], wrong).await;
    assert!(
        said.contains(&format!("Not this one: Pit {wrong}")),
        "{said}"
    );
    assert!(
        said.contains(&format!("The move was pit {}", missed.steps[0].solution())),
        "{said}"
    );
    let after_miss = rating_shown(&said);
    assert!(after_miss < after_solve, "{said}");
    let expected = PuzzleRating::PLAYER_START
        .after_try(PuzzleRating::of_difficulty(solved.difficulty), true)
        .0
        .after_try(PuzzleRating::of_difficulty(missed.difficulty), false)
        .0;
    assert_eq!(after_miss, expected.shown());

    let (_, list) = get(&client, &server, "/puzzles").await;
    let said = page_text(&list);
    assert!(
        said.contains("Streak: 0 first tries solved in a row (best 1)"),
        "{said}"
    );
    assert!(
        said.contains(&format!("Missed, to try again Puzzle {}", missed.id())),
        "{said}"
    );

    let (_, said) = play(&client, &server, missed, &[], missed.steps[0].solution()).await;
    assert!(said.contains("Solved!"), "{said}");
    assert_eq!(rating_shown(&said), after_miss, "a retry is not rated");
    let (_, list) = get(&client, &server, "/puzzles").await;
    let said = page_text(&list);
    assert!(
        said.contains("Solved 2 of the 2 puzzles you tried"),
        "{said}"
    );
    assert!(!said.contains("Missed, to try again"), "{said}");
}

#[tokio::test]
async fn refused_moves_say_why_and_change_nothing() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let puzzle = &Puzzle::shipped()[2];
    let id = puzzle.id().to_string();
    let wrong = a_wrong_move(puzzle).to_string();
    let empty = (1..=6)
        .filter_map(Pit::new)
        .find(|pit| !puzzle.steps[0].position.legal_moves().contains(pit));
    let mut refused = vec![
        // After a miss the try has ended: a stale tab or Back.
        (
            vec![
                ("puzzle", id.as_str()),
                ("moves", wrong.as_str()),
                ("pit", "1"),
            ],
            "That move came after the try had ended",
        ),
        (
            vec![("puzzle", "zzzzzzz"), ("moves", ""), ("pit", "1")],
            "There is no puzzle at this link",
        ),
        (
            vec![("puzzle", "not an id"), ("moves", ""), ("pit", "1")],
            "There is no puzzle at this link",
        ),
        (
            vec![("puzzle", id.as_str()), ("moves", ""), ("pit", "9")],
            "there is no pit \"9\"",
        ),
        (
            vec![("puzzle", id.as_str()), ("moves", ""), ("pit", "300")],
            "there is no pit \"300\"",
        ),
        (
            vec![("puzzle", id.as_str()), ("moves", ""), ("pit", "x")],
            "there is no pit \"x\"",
        ),
        (
            vec![("puzzle", id.as_str()), ("moves", "1,x"), ("pit", "1")],
            "there is no pit \"x\"",
        ),
        (
            vec![("puzzle", id.as_str()), ("moves", "")],
            "no pit was chosen",
        ),
    ];
    let empty_pit = empty.map(|pit| pit.to_string());
    if let Some(pit) = &empty_pit {
        refused.push((
            vec![
                ("puzzle", id.as_str()),
                ("moves", ""),
                ("pit", pit.as_str()),
            ],
            "That move is not allowed",
        ));
    }
    for (form, message) in refused {
        let location = post(&client, &server, "/api/puzzle-move", &form).await;
        let (_, page) = get(&client, &server, &location).await;
        let said = page_text(&page);
        assert!(said.contains(message), "{form:?}: {said}");
        assert!(
            said.contains("Nothing changed") || said.contains("It may have been mistyped"),
            "{said}"
        );
    }
    assert_eq!(count(&server, "SELECT COUNT(*) FROM puzzle_tries").await, 0);
    assert_eq!(
        count(&server, "SELECT COUNT(*) FROM puzzle_players").await,
        0
    );

    for missing in ["/puzzles/zzzzzzz", "/puzzles/1", "/puzzles/x"] {
        let (status, page) = get(&client, &server, missing).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
        assert!(page_text(&page).contains("No such puzzle"));
    }
}

/// Tries at several puzzles at once by one player: each first try must
/// move the rating once, none lost to another.
async fn tries_at_once_are_each_rated(server: &TestServer) {
    let client = browser();
    // One try first, so every try below shares its session.
    play(
        &client,
        server,
        &Puzzle::shipped()[0],
        &[],
        a_wrong_move(&Puzzle::shipped()[0]),
    )
    .await;
    let mut tries = tokio::task::JoinSet::new();
    for puzzle in &Puzzle::shipped()[1..9] {
        let (client, url) = (client.clone(), format!("{}/api/puzzle-move", server.base));
        let form = [
            ("puzzle", puzzle.id().to_string()),
            ("moves", String::new()),
            ("pit", a_wrong_move(puzzle).to_string()),
        ];
        tries.spawn(async move { client.post(url).form(&form).send().await.unwrap().status() });
    }
    while let Some(status) = tries.join_next().await {
        assert_eq!(status.unwrap(), StatusCode::SEE_OTHER);
    }
    assert_eq!(count(server, "SELECT COUNT(*) FROM puzzle_tries").await, 9);
    assert_eq!(count(server, "SELECT rated FROM puzzle_players").await, 9);
    // Nine misses against puzzles that all start alike: in whatever order
    // they were kept, the rating is the nine applied one after another,
    // and a try that started from a rating another had replaced shows.
    let puzzles = &Puzzle::shipped()[..9];
    assert!(
        puzzles
            .iter()
            .all(|puzzle| puzzle.difficulty == puzzles[0].difficulty)
    );
    let expected = puzzles
        .iter()
        .fold(PuzzleRating::PLAYER_START, |rating, puzzle| {
            rating
                .after_try(PuzzleRating::of_difficulty(puzzle.difficulty), false)
                .0
        });
    let (_, list) = get(&client, server, "/puzzles").await;
    assert_eq!(rating_shown(&page_text(&list)), expected.shown());
    assert_eq!(
        count(
            server,
            "SELECT CAST(SUM(tries) AS BIGINT) FROM puzzle_ratings"
        )
        .await,
        9
    );
}

/// Many players at one puzzle at once (the daily one): each first try is
/// kept and moves the puzzle's rating, none refused.
async fn many_players_at_one_puzzle_are_each_kept(server: &TestServer) {
    let puzzle = &Puzzle::shipped()[20];
    let mut tries = tokio::task::JoinSet::new();
    for _ in 0..12 {
        let url = format!("{}/api/puzzle-move", server.base);
        let form = [
            ("puzzle", puzzle.id().to_string()),
            ("moves", String::new()),
            ("pit", a_wrong_move(puzzle).to_string()),
        ];
        tries.spawn(async move {
            let response = browser().post(url).form(&form).send().await.unwrap();
            response.headers()["location"].to_str().unwrap().to_string()
        });
    }
    while let Some(location) = tries.join_next().await {
        let location = location.unwrap();
        assert!(!location.contains("server_fn_error"), "{location}");
    }
    let id = puzzle.id();
    assert_eq!(
        count(
            server,
            &format!("SELECT tries FROM puzzle_ratings WHERE puzzle_id = '{id}'")
        )
        .await,
        12
    );
    assert_eq!(
        count(server, "SELECT COUNT(*) FROM puzzle_players").await,
        12 + 1
    );
}

#[tokio::test]
async fn tries_at_once_are_each_rated_on_sqlite() {
    let (_dir, server) = sqlite_server(&[]).await;
    tries_at_once_are_each_rated(&server).await;
    many_players_at_one_puzzle_are_each_kept(&server).await;
}

#[tokio::test]
async fn tries_at_once_are_each_rated_on_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::postgres_database().await;
    let server = TestServer::with(&url, dir.path(), &[]).await;
    tries_at_once_are_each_rated(&server).await;
    many_players_at_one_puzzle_are_each_kept(&server).await;
}
