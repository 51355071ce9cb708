//! The real server over HTTP, driven the way a browser without JavaScript
//! drives it: GET a page, POST a form, follow the 303.

use crate::common;

use common::{
    SAME_DEVICE, TestServer, browser, field, get, new_game, playable_pits, post, sqlite_server,
};
use reqwest::{Client, StatusCode};

/// The state a page's forms carry: ply and version.
fn seen(page: &str) -> (String, String) {
    let version = field(page, "version").expect("the board form carries the version");
    (ply(page).to_string(), version)
}

/// Submits a game form as the current page shows it, with `fields` added.
async fn act(client: &Client, server: &TestServer, id: &str, fields: &[(&str, &str)]) -> String {
    let (_, page) = get(client, server, &format!("/game/{id}")).await;
    let (ply, version) = seen(&page);
    let mut form = vec![
        ("game", id),
        ("ply", ply.as_str()),
        ("version", version.as_str()),
    ];
    form.extend_from_slice(fields);
    post(client, server, "/api/play", &form).await
}

/// Sows the first playable pit until the game is over; returns how many
/// moves that took and the last page.
async fn play_to_the_end(client: &Client, server: &TestServer, id: &str) -> (usize, String) {
    let path = format!("/game/{id}");
    let mut moves = 0;
    loop {
        let (_, page) = get(client, server, &path).await;
        if page.contains("Game over") {
            return (moves, page);
        }
        let pit = playable_pits(&page).remove(0);
        act(client, server, id, &[("action", "sow"), ("pit", &pit)]).await;
        moves += 1;
    }
}

fn ply(page: &str) -> u32 {
    field(page, "ply")
        .expect("the board form carries the ply")
        .parse()
        .unwrap()
}

/// Every `data-count` on the page, in document order.
fn counts(page: &str) -> Vec<u32> {
    page.split("data-count=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().parse().unwrap())
        .collect()
}

/// A server with its own database, a browser, and a new game in it: the
/// game's id and page.
async fn start_game(
    form: &[(&str, &str)],
) -> (tempfile::TempDir, TestServer, Client, String, String) {
    let (dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let id = new_game(&client, &server, form).await;
    let path = format!("/game/{id}");
    (dir, server, client, id, path)
}

#[tokio::test]
async fn a_full_game_by_form_posts_alone() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "easy"), ("seat", "1")]).await;
    for _ in 0..200 {
        let (status, page) = get(&client, &server, &path).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            counts(&page).iter().sum::<u32>(),
            48,
            "stones are conserved"
        );
        if page.contains("Game over") {
            assert!(
                page.contains("You win") || page.contains("Computer wins") || page.contains("Draw")
            );
            assert!(playable_pits(&page).is_empty());
            return;
        }
        let pit = playable_pits(&page)
            .into_iter()
            .next()
            .expect("a pit to sow");
        let location = act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
        assert_eq!(location, path, "a legal move goes back to the game");
    }
    panic!("the game did not end in 200 moves");
}

#[tokio::test]
async fn undo_and_redo_against_the_computer() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "medium"), ("seat", "1")]).await;
    let (_, start) = get(&client, &server, &path).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    let (_, after_move) = get(&client, &server, &path).await;
    let moved_ply = ply(&after_move);
    assert!(moved_ply >= 2, "the computer replied");

    act(&client, &server, &id, &[("action", "undo")]).await;
    let (_, undone) = get(&client, &server, &path).await;
    assert_eq!(ply(&undone), 0);
    assert_eq!(counts(&undone), counts(&start));
    assert!(undone.contains("Move taken back."));

    act(&client, &server, &id, &[("action", "redo")]).await;
    let (_, redone) = get(&client, &server, &path).await;
    assert_eq!(ply(&redone), moved_ply);
    assert_eq!(counts(&redone), counts(&after_move));

    let location = act(&client, &server, &id, &[("action", "redo")]).await;
    assert!(
        location.contains("__err="),
        "nothing to redo is refused: {location}"
    );
}

#[tokio::test]
async fn a_stale_or_malformed_form_changes_nothing() {
    let (_dir, server, client, id, path) = start_game(SAME_DEVICE).await;
    let first_move = [
        ("game", id.as_str()),
        ("ply", "0"),
        ("version", "0"),
        ("action", "sow"),
        ("pit", "1"),
    ];
    post(&client, &server, "/api/play", &first_move).await;
    let (_, before) = get(&client, &server, &path).await;

    // The same form again, as a double click sends it.
    let location = post(&client, &server, "/api/play", &first_move).await;
    assert!(
        location.starts_with(&format!("{path}?")) && location.contains("__err="),
        "{location}"
    );
    let (_, shown) = get(&client, &server, &location).await;
    assert!(
        shown.contains("out-of-date page"),
        "the refusal is explained"
    );

    let (ply_now, version_now) = seen(&before);
    let (ply_now, version_now) = (ply_now.as_str(), version_now.as_str());
    for form in [
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "9"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "dance"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", "lots"),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
        vec![
            ("game", id.as_str()),
            ("ply", ply_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
        vec![
            ("game", "../../etc"),
            ("ply", ply_now),
            ("version", version_now),
            ("action", "sow"),
            ("pit", "1"),
        ],
    ] {
        let location = post(&client, &server, "/api/play", &form).await;
        assert!(
            location.contains("__err=") || location == "/",
            "{form:?} → {location}"
        );
    }
    let (_, after) = get(&client, &server, &path).await;
    assert_eq!(seen(&after), seen(&before));
    assert_eq!(counts(&after), counts(&before));

    // A pit number no button has is told in the game's words.
    let forged = [
        ("game", id.as_str()),
        ("ply", ply_now),
        ("version", version_now),
        ("action", "sow"),
        ("pit", "300"),
    ];
    let location = post(&client, &server, "/api/play", &forged).await;
    let (_, shown) = get(&client, &server, &location).await;
    assert!(
        shown.contains("there is no pit \"300\"; pits are numbered 1 to 6"),
        "{location}"
    );
    assert_eq!(counts(&shown), counts(&before));

    // Script requests get the refusal as a status, never a 500.
    let response = Client::new()
        .post(format!("{}/api/play", server.base))
        .form(&[("game", id.as_str()), ("ply", "x")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_form_from_before_an_undo_is_refused_even_at_the_same_ply() {
    let (_dir, server, client, id, path) = start_game(SAME_DEVICE).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "1")]).await;
    // An old tab still shows the game after pit 1.
    let (_, old_tab) = get(&client, &server, &path).await;
    act(&client, &server, &id, &[("action", "undo")]).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "2")]).await;
    let (_, now) = get(&client, &server, &path).await;
    assert_eq!(ply(&now), ply(&old_tab), "the same ply, another position");

    let (ply_then, version_then) = seen(&old_tab);
    let form = [
        ("game", id.as_str()),
        ("ply", ply_then.as_str()),
        ("version", version_then.as_str()),
        ("action", "sow"),
        ("pit", "4"),
    ];
    let location = post(&client, &server, "/api/play", &form).await;
    assert!(location.contains("__err="), "{location}");
    let (_, after) = get(&client, &server, &path).await;
    assert_eq!(counts(&after), counts(&now));
}

#[tokio::test]
async fn another_session_cannot_see_or_move_in_a_game() {
    let (_dir, server, owner, id, path) = start_game(SAME_DEVICE).await;

    let stranger = browser();
    let (status, page) = get(&stranger, &server, &path).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(page.contains("belongs to another player"));
    let form = [
        ("game", id.as_str()),
        ("ply", "0"),
        ("version", "0"),
        ("action", "sow"),
        ("pit", "3"),
    ];
    let location = post(&stranger, &server, "/api/play", &form).await;
    assert!(location.contains("__err="));

    let (status, page) = get(&owner, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ply(&page), 0, "the stranger's move did not happen");

    let (status, _) = get(&owner, &server, "/game/ffffffffffffffffffffffffffffffff").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_killed_and_restarted_server_keeps_every_answered_move() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "hard"), ("seat", "2")]).await;
    let (_, page) = get(&client, &server, &path).await;
    let pit = playable_pits(&page).remove(0);
    act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
    let (_, before) = get(&client, &server, &path).await;

    let server = server.restart().await;
    let (status, after) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK, "the session survived too");
    assert_eq!(seen(&after), seen(&before));
    assert_eq!(counts(&after), counts(&before));
    assert!(!playable_pits(&after).is_empty(), "play continues");
}

#[tokio::test]
async fn expert_opens_the_game_when_the_person_plays_second() {
    let (_dir, server, client, _id, path) =
        start_game(&[("opponent", "computer"), ("level", "expert"), ("seat", "2")]).await;
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("vs Computer · Expert"));
    // The one optimal opening is pit 3, an extra turn, then it moves again.
    assert!(
        page.contains("Computer sowed pit 3: last stone in Computer's store, extra turn."),
        "{page}"
    );
    assert!(ply(&page) >= 2);
    assert!(!playable_pits(&page).is_empty());
}

#[tokio::test]
async fn expert_says_where_it_has_not_proved_its_moves_and_marks_them() {
    // Six stones per pit: no book, and far too many stones to solve at
    // once, so Expert's opening moves are searched, not proved.
    let (_dir, server, client, id, path) = start_game(&[
        ("opponent", "computer"),
        ("level", "expert"),
        ("seat", "2"),
        ("stones", "6"),
    ])
    .await;
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains(
            "Expert has not proved every move in 6-stone Kalah; it searches deeply instead"
        ),
        "{page}"
    );
    assert!(
        page.contains("Not proved: Expert searched for this move."),
        "{page}"
    );
    let text = common::record(&client, &server, &id).await;
    assert!(
        text.contains("Not proved (Expert searched): moves 1"),
        "{text}"
    );
    let (_, replay) = get(&client, &server, &format!("/game/{id}/replay?step=1")).await;
    assert!(
        replay.contains("Not proved: Expert searched for this move."),
        "{replay}"
    );

    // In the standard game Expert proves every move and says nothing.
    let standard = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "expert"), ("seat", "2")],
    )
    .await;
    let (_, page) = get(&client, &server, &format!("/game/{standard}")).await;
    assert!(!page.contains("not proved"), "{page}");
    assert!(!page.contains("Not proved"), "{page}");
    let (_, home) = get(&client, &server, "/").await;
    assert!(
        home.contains(
            "Expert proves every move it plays in 3- and 4-stone Kalah, under either capture rule."
        ),
        "{home}"
    );
}

#[tokio::test]
async fn a_hint_names_the_best_move_and_marks_the_game() {
    let (_dir, server, client, id, path) =
        start_game(&[("opponent", "computer"), ("level", "medium"), ("seat", "1")]).await;
    let (_, before) = get(&client, &server, &path).await;
    assert!(
        before.contains("value=\"hint\""),
        "Medium games offer hints"
    );

    let location = act(&client, &server, &id, &[("action", "hint")]).await;
    assert_eq!(location, path);
    let (_, page) = get(&client, &server, &path).await;
    // Pit 3 is the one move that keeps the win at the start.
    assert!(page.contains("Hint: sow pit 3."), "{page}");
    assert!(page.contains("Hints used in this game: 1"));
    assert_eq!(ply(&page), 0, "a hint is not a move");

    act(&client, &server, &id, &[("action", "sow"), ("pit", "3")]).await;
    let (_, after) = get(&client, &server, &path).await;
    assert!(
        !after.contains("Hint: sow pit"),
        "the hint was for the position before"
    );
    assert!(
        after.contains("Hints used in this game: 1"),
        "the game stays marked"
    );

    let hard = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "hard"), ("seat", "1")],
    )
    .await;
    let (_, hard_page) = get(&client, &server, &format!("/game/{hard}")).await;
    assert!(!hard_page.contains("value=\"hint\""));
    let location = act(&client, &server, &hard, &[("action", "hint")]).await;
    assert!(
        location.contains("__err="),
        "no hints against Hard: {location}"
    );
}

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

#[tokio::test]
async fn a_full_journal_refuses_more_actions_and_says_so() {
    let (_dir, server) = sqlite_server(&["--journal-limit", "4"]).await;
    let client = browser();
    let id = new_game(
        &client,
        &server,
        &[("opponent", "computer"), ("level", "easy")],
    )
    .await;
    let path = format!("/game/{id}");
    let mut refusal = None;
    for _ in 0..10 {
        let (_, page) = get(&client, &server, &path).await;
        let before = ply(&page);
        let pit = playable_pits(&page).into_iter().next().expect("a move");
        let location = act(&client, &server, &id, &[("action", "sow"), ("pit", &pit)]).await;
        if location.contains("__err") {
            let (_, after) = get(&client, &server, &path).await;
            assert_eq!(ply(&after), before, "the refused move changed nothing");
            refusal = Some(location);
            break;
        }
    }
    let location = refusal.expect("the fourth journal line is the last");
    let (_, page) = get(&client, &server, &location).await;
    assert!(page.contains("limit of 4 recorded actions"), "{page}");
    assert!(page.contains("New game"), "a new attempt is offered");
}

/// The bundle `cargo xtask bundle` writes: files named after their digest
/// (`bundle.txt` says which), kept by browsers for a year and sent from
/// their precompressed copy; the pages link them and are never stored.
#[tokio::test]
async fn the_bundle_is_sent_precompressed_under_its_digest_and_kept_a_year() {
    use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, ETAG, IF_NONE_MATCH};
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
    let compressed = client
        .get(&path)
        .header(ACCEPT_ENCODING, "br")
        .send()
        .await
        .unwrap();
    assert_eq!(compressed.status(), StatusCode::OK);
    assert_eq!(compressed.headers()[CONTENT_ENCODING], "br");
    assert_eq!(
        compressed.headers()[CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
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
        Some("public, max-age=31536000, immutable")
    );
}

/// The binary alone, started in an empty folder, serves the bundle it was
/// built with: the stylesheet, script and WebAssembly, precompressed.
#[tokio::test]
async fn the_binary_carries_its_bundle() {
    use reqwest::header::{ACCEPT_ENCODING, CONTENT_ENCODING, CONTENT_TYPE};
    let site = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/site");
    let name = std::fs::read_to_string(site.join("bundle.txt"))
        .expect("no bundle in target/site: run `cargo xtask bundle` (or `cargo xtask test`) first");
    let name = name.trim();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let server = common::TestServer::with(&url, dir.path(), &[]).await;
    let client = Client::new();
    let page = client
        .get(format!("{}/rules", server.base))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains(&format!("/pkg/{name}.css")), "{page}");
    for (file, content_type) in [
        (format!("{name}.css"), "text/css; charset=utf-8"),
        (format!("{name}.js"), "text/javascript; charset=utf-8"),
        (format!("{name}_bg.wasm"), "application/wasm"),
    ] {
        let response = client
            .get(format!("{}/pkg/{file}", server.base))
            .header(ACCEPT_ENCODING, "br")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{file}");
        assert_eq!(response.headers()[CONTENT_TYPE], content_type);
        assert_eq!(response.headers()[CONTENT_ENCODING], "br");
        let sent = response.bytes().await.unwrap();
        let built = std::fs::read(site.join(format!("pkg/{file}.br"))).unwrap();
        assert!(sent == built, "{file} is the built file");
    }
}
