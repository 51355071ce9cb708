//! Oware through the real server the way a browser without JavaScript
//! plays it: the home page's forms, a whole game against each level, a
//! move that does not feed refused in words, and the end said in full.

use super::{act, counts, start_game};
use crate::common::{get, page_text, playable_pits};
use reqwest::Client;

const OWARE_AGAINST: fn(&'static str) -> [(&'static str, &'static str); 4] = |level| {
    [
        ("game", "oware"),
        ("opponent", "computer"),
        ("level", level),
        ("seat", "1"),
    ]
};

/// Sows the first pit the rules allow until the game is over: a pit that
/// does not feed is refused and the next one tried, as a person would.
/// Returns the moves made and the last page.
pub(super) async fn play_oware_to_the_end(
    client: &Client,
    server: &crate::common::TestServer,
    id: &str,
) -> (usize, String) {
    let path = format!("/game/{id}");
    let mut moves = 0;
    for _ in 0..400 {
        let (_, page) = get(client, server, &path).await;
        assert_eq!(counts(&page).iter().sum::<u32>(), 48, "seeds are conserved");
        if page.contains("Game over") {
            return (moves, page);
        }
        for pit in playable_pits(&page) {
            let location = act(client, server, id, &[("action", "sow"), ("pit", &pit)]).await;
            if location == path {
                moves += 1;
                break;
            }
            let (_, refused) = get(client, server, &location).await;
            assert!(
                page_text(&refused).contains("gives no seeds: you must give seeds to"),
                "only a move that does not feed is refused: {}",
                page_text(&refused)
            );
        }
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn a_whole_oware_game_against_each_level_by_forms() {
    for level in ["easy", "medium", "hard", "expert"] {
        let (_dir, server, client, id, path) = start_game(&OWARE_AGAINST(level)).await;
        let (_, page) = get(&client, &server, &path).await;
        let text = page_text(&page);
        assert!(text.contains("Oware"), "the page names the game: {text}");
        assert!(text.contains("Your captures, 0 seeds"), "{text}");
        assert!(text.contains("Your pit 1, 4 seeds"), "{text}");
        assert!(text.contains("Captures: You 0, Computer 0."), "{text}");
        assert!(
            text.contains("the opponent's row, the captures"),
            "the keys' help: {text}"
        );
        assert!(
            text.contains("Pit 3: the last seed lands in Computer's pit 1."),
            "{text}"
        );
        let (moves, last) = play_oware_to_the_end(&client, &server, &id).await;
        let said = page_text(&last);
        assert!(moves > 3, "{level}: {moves} moves");
        assert!(
            said.contains("You win") || said.contains("Computer wins") || said.contains("Draw"),
            "{level}: {said}"
        );
        assert!(
            said.contains("the game is over"),
            "{level}: the end and why: {said}"
        );
    }
}

#[tokio::test]
async fn a_move_that_does_not_feed_is_refused_in_words_and_changes_nothing() {
    // Player 2 has no seeds: pit 1 (2 seeds) does not reach them, pit 6 does.
    let form = [
        ("game", "oware"),
        ("opponent", "same-device"),
        ("position", "2,0,0,0,0,5,20,0,0,0,0,0,0,21,1"),
    ];
    let (_dir, server, client, id, path) = start_game(&form).await;
    let (_, before) = get(&client, &server, &path).await;
    assert!(
        page_text(&before)
            .contains("Pit 1: not allowed, you must give seeds to Player 2, who has none."),
        "the forecast warns: {}",
        page_text(&before)
    );
    let location = act(&client, &server, &id, &[("action", "sow"), ("pit", "1")]).await;
    assert!(location.contains("__err="), "{location}");
    let (_, refused) = get(&client, &server, &location).await;
    assert!(
        page_text(&refused)
            .contains("pit 1 gives no seeds: you must give seeds to Player 2, who has none"),
        "{}",
        page_text(&refused)
    );
    let (_, after) = get(&client, &server, &path).await;
    assert_eq!(counts(&after), counts(&before), "nothing changed");

    let location = act(&client, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    assert_eq!(location, path);
    let (_, fed) = get(&client, &server, &path).await;
    assert!(
        page_text(&fed).contains("Player 1 sowed pit 6: 5 seeds, the last in Player 2's pit 5."),
        "{}",
        page_text(&fed)
    );
}

#[tokio::test]
async fn a_chain_capture_is_said_pit_by_pit_and_the_record_names_the_rules() {
    // Pit 6's 3 seeds land in Player 2's pits 1 to 3, making 2, 3 and 2.
    let form = [
        ("game", "oware"),
        ("opponent", "same-device"),
        ("position", "4,4,4,4,4,3,5,1,2,1,4,4,4,4,1"),
        ("cycles", "split"),
    ];
    let (_dir, server, client, id, path) = start_game(&form).await;
    let location = act(&client, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    assert_eq!(location, path);
    let (_, page) = get(&client, &server, &path).await;
    let text = page_text(&page);
    assert!(
        text.contains("Player 1 sowed pit 6: 3 seeds, the last in Player 2's pit 3. Captured 2 seeds from pit 3, 3 from pit 2 and 2 from pit 1."),
        "{text}"
    );
    assert!(text.contains("Player 1's captures, 12 seeds"), "{text}");
    let (_, record) = get(&client, &server, &format!("/game/{id}/record.txt")).await;
    assert!(
        record.contains("Oware; grand slam captures-nothing, cycles split"),
        "{record}"
    );
}

/// An Oware game against Expert from a position of seven seeds, after the
/// person's first move, a capture (so nothing before Expert's position
/// can come round again): the page with Expert's reply.
async fn expert_replies_in_an_endgame(flags: &[&str]) -> String {
    let (_dir, server) = crate::common::sqlite_server(flags).await;
    // The database loads on a thread of its own as the server starts.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let client = crate::common::browser();
    let form = [
        ("game", "oware"),
        ("opponent", "computer"),
        ("level", "expert"),
        ("position", "1,1,0,0,0,1,20,1,1,1,1,0,0,21,1"),
    ];
    let id = crate::common::new_game(&client, &server, &form).await;
    act(&client, &server, &id, &[("action", "sow"), ("pit", "6")]).await;
    get(&client, &server, &format!("/game/{id}")).await.1
}

#[tokio::test]
async fn oware_s_expert_proves_its_moves_where_its_database_reaches_and_marks_them_without_it() {
    let without = expert_replies_in_an_endgame(&["--oware-seeds", "0"]).await;
    assert!(
        without.contains("Not proved: Expert searched for this move."),
        "{}",
        page_text(&without)
    );

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("oware.odb");
    let database =
        engine::oware::Database::build(8, engine::oware::GrandSlam::CapturesNothing, 1, |_, _| {});
    database
        .write(std::fs::File::create(&path).unwrap())
        .unwrap();
    let with = expert_replies_in_an_endgame(&["--oware-database", path.to_str().unwrap()]).await;
    assert!(
        page_text(&with).contains("Computer sowed pit"),
        "{}",
        page_text(&with)
    );
    assert!(!with.contains("Not proved"), "{}", page_text(&with));
}

#[tokio::test]
async fn a_practice_position_the_rules_already_ended_is_refused_in_words() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let client = crate::common::browser();
    for (position, said) in [
        // Player 2 has nothing, and Player 1's one seed cannot reach them.
        (
            "1,0,0,0,0,0,23,0,0,0,0,0,0,24,1",
            "the player to move cannot give seeds",
        ),
        (
            "4,4,4,4,4,0,26,0,0,0,0,0,0,2,1",
            "already captured more than half",
        ),
    ] {
        let form = [
            ("game", "oware"),
            ("opponent", "same-device"),
            ("position", position),
        ];
        let location = crate::common::post(&client, &server, "/api/new-game", &form).await;
        assert!(location.contains("__err="), "{position}: {location}");
        let (_, page) = get(&client, &server, &location).await;
        assert!(
            page_text(&page).contains(said),
            "{position}: {}",
            page_text(&page)
        );
    }
}
