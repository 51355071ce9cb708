//! The puzzles over HTTP, without JavaScript: a puzzle solved move by
//! move, a miss explained, an unknown puzzle refused.

mod common;

use common::{browser, get, page_text, sqlite_server};
use engine::puzzles::Puzzle;
use reqwest::StatusCode;

#[tokio::test]
async fn a_chain_puzzle_is_solved_move_by_move_and_a_miss_is_explained() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let (number, puzzle) = (1..)
        .zip(Puzzle::shipped())
        .find(|(_, puzzle)| puzzle.steps.len() > 1)
        .expect("a shipped puzzle with an extra-turn chain");
    let path = format!("/puzzles/{number}");
    let (status, page) = get(&client, &server, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page_text(&page).contains("find the move that stands out"));

    let mut moves: Vec<String> = Vec::new();
    for (at, step) in puzzle.steps.iter().enumerate() {
        let pit = step.solution().to_string();
        let (_, page) = get(
            &client,
            &server,
            &format!("{path}?moves={}&pit={pit}", moves.join(",")),
        )
        .await;
        moves.push(pit.clone());
        let said = page_text(&page);
        if at + 1 < puzzle.steps.len() {
            assert!(
                said.contains(&format!("Right: pit {pit} earns another turn")),
                "{said}"
            );
            assert!(page.contains(&format!(r#"name="moves" value="{}""#, moves.join(","))));
        } else {
            assert!(said.contains("Solved!"), "{said}");
            assert!(!page.contains(r#"name="pit""#), "nothing left to play");
        }
    }

    let first = &puzzle.steps[0];
    let wrong = first
        .values
        .iter()
        .find(|&&(pit, _)| pit != first.solution())
        .map(|&(pit, _)| pit)
        .unwrap();
    let (_, page) = get(&client, &server, &format!("{path}?moves=&pit={wrong}")).await;
    let said = page_text(&page);
    assert!(
        said.contains(&format!("Not this one: Pit {wrong}")),
        "{said}"
    );
    assert!(
        said.contains(&format!("The move was pit {}", first.solution())),
        "{said}"
    );
    assert!(said.contains("Try it again"));

    for missing in ["/puzzles/0", "/puzzles/100000", "/puzzles/x"] {
        let (status, page) = get(&client, &server, missing).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
        assert!(page_text(&page).contains("No such puzzle"));
    }
}
