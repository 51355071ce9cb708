//! Oware's puzzles over HTTP, without JavaScript: listed apart, played on
//! Oware's board, and rated in a rating of their own.

use crate::common::{browser, get, page_text, sqlite_server};
use crate::puzzles::play;
use engine::GameKind;
use engine::puzzles::Puzzle;
use reqwest::StatusCode;

#[tokio::test]
async fn an_oware_puzzle_is_solved_and_rated_apart_from_kalah_s() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    let (status, list) = get(&client, &server, "/puzzles").await;
    assert_eq!(status, StatusCode::OK);
    let text = page_text(&list);
    assert!(text.contains("Oware puzzles"), "{text}");
    assert!(text.contains("Today's Oware puzzle"), "{text}");

    let puzzle = &Puzzle::shipped_of(GameKind::Oware)[0];
    let id = puzzle.id();
    let (status, page) = get(&client, &server, &format!("/puzzles/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    let text = page_text(&page);
    assert!(text.contains(&format!("Oware puzzle {id}")), "{text}");
    assert!(text.contains("captures,"), "Oware's board: {text}");

    let solution = puzzle.steps[0].solution();
    let (_, said) = play(&client, &server, puzzle, &[], solution).await;
    assert!(said.contains("Solved!"), "{said}");
    assert!(
        said.contains(&format!("Pit {} ends at least", solution.number())),
        "{said}"
    );
    assert!(said.contains("Your Oware puzzle rating: "), "{said}");

    let (_, list) = get(&client, &server, "/puzzles").await;
    let text = page_text(&list);
    assert!(text.contains("Your Oware puzzle rating: "), "{text}");
    assert!(
        !text.contains("Your puzzle rating: "),
        "no Kalah rating from an Oware try: {text}"
    );
}

#[tokio::test]
async fn every_oware_puzzle_page_opens_and_offers_its_moves() {
    let (_dir, server) = sqlite_server(&[]).await;
    let client = browser();
    for puzzle in Puzzle::shipped_of(GameKind::Oware) {
        let (status, page) = get(&client, &server, &format!("/puzzles/{}", puzzle.id())).await;
        assert_eq!(status, StatusCode::OK, "{puzzle}");
        for (pit, _) in &puzzle.steps[0].values {
            assert!(
                page.contains(&format!(r#"name="pit" value="{pit}""#)),
                "pit {pit} is offered: {puzzle}"
            );
        }
    }
}
