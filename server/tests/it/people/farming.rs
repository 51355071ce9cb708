//! Ratings farmed: a player's seeks accepted by fresh sessions that sow
//! once and resign, and two players feeding each other points.

use super::griefing::named;
use crate::common::lobby::{SEEK, play_in_room, resign, seek_and_accept};
use crate::common::{get, page_text};
use play::PlayerId;

#[tokio::test]
async fn twelve_resignations_at_the_first_sowing_move_no_rating() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let farmer = named(&server, "Farmer").await;
    for n in 0..12 {
        // A fresh session each time, from the same address.
        let feeder = named(&server, &format!("Feeder {n}")).await;
        let room = seek_and_accept(&server, &farmer, &feeder, &SEEK).await;
        play_in_room(&farmer, &server, &room, &[("action", "sow"), ("pit", "1")]).await;
        play_in_room(&feeder, &server, &room, &[("action", "sow"), ("pit", "1")]).await;
        resign(&feeder, &server, &room).await;
    }
    let text = page_text(&get(&farmer, &server, "/player/Farmer").await.1);
    assert!(text.contains("No rated games yet."), "{text}");
    let (_, board) = get(&farmer, &server, "/leaderboard").await;
    assert!(!page_text(&board).contains("Farmer"));
}

#[tokio::test]
async fn two_players_games_move_ratings_a_few_times_a_day() {
    let (_dir, storages) = crate::common::storages().await;
    for (database, storage) in storages {
        let (ada, bo): (PlayerId, PlayerId) = ("ada".parse().unwrap(), "bo".parse().unwrap());
        let mut rated = 0;
        for n in 0..12 {
            let game = play::GameId::from_bits(n + 1);
            let moved = storage
                .rate_game(
                    &game,
                    play::SpeedClass::Live,
                    [&ada, &bo],
                    engine::Outcome::Win(engine::Player::One),
                )
                .await
                .unwrap();
            rated += usize::from(moved.is_some());
        }
        assert_eq!(rated, play::RATED_GAMES_A_PAIR_A_DAY as usize, "{database}");
    }
}
