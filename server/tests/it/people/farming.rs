//! Ratings farmed: a player's seeks accepted by fresh sessions that sow
//! once and resign, or a few times and resign, and two players feeding
//! each other points.

use super::griefing::named;
use crate::common::lobby::{SEEK, open_the_game, play_in_room, resign, seek_and_accept};
use crate::common::{get, page_text};
use play::PlayerId;
use std::process::Command;

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

/// `kalah-server holds` on the database at `url`, with `arguments`: what
/// it printed.
fn holds(url: &str, arguments: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_kalah-server"))
        .arg("holds")
        .args(arguments)
        .env("DATABASE_URL", url)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[tokio::test]
async fn quick_resignations_from_one_address_keep_a_rating_off_the_leaderboard_until_cleared() {
    let (dir, server) = crate::common::sqlite_server(&[]).await;
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let farmer = named(&server, "Farmer").await;
    for n in 0..12 {
        // Fresh sessions from the same address that play just enough for
        // the game to be rated, then give up.
        let feeder = named(&server, &format!("Feeder {n}")).await;
        let room = seek_and_accept(&server, &farmer, &feeder, &SEEK).await;
        open_the_game(&farmer, &feeder, &server, &room).await;
        resign(&feeder, &server, &room).await;
    }
    let text = page_text(&get(&farmer, &server, "/player/Farmer").await.1);
    assert!(text.contains("12 rated games"), "{text}");
    let storage = server::storage::Storage::connect(&url).await.unwrap();
    let name = "Farmer".parse().unwrap();
    let (id, _) = storage.player_named(&name).await.unwrap().unwrap();
    let games = storage.rated_games_to_judge(&id).await.unwrap();
    assert!(games.iter().all(|game| game.quick && game.one_address));
    let board = || async { page_text(&get(&farmer, &server, "/leaderboard").await.1) };
    assert!(!board().await.contains("Farmer"), "a farmed rating listed");
    let held = holds(&url, &[]);
    assert!(
        held.starts_with("Farmer\tquick-wins\theld since "),
        "{held}"
    );
    assert_eq!(
        holds(&url, &["--clear", "Farmer"]),
        "Farmer: cleared; their rating is listed again\n"
    );
    assert!(board().await.contains("Farmer"), "cleared, yet not listed");
    assert_eq!(holds(&url, &[]), "No rating is held.\n");
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
                    play::RatingPool::ALL[0],
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

#[tokio::test]
async fn each_rated_game_notes_what_the_farming_rule_reads() {
    use server::storage::RatedEnding;
    let (_dir, storages) = crate::common::storages().await;
    for (database, storage) in storages {
        let [ada, bo, cy]: [PlayerId; 3] = ["ada", "bo", "cy"].map(|id| id.parse().unwrap());
        storage
            .note_device("a", &ada, "", "192.0.2.1")
            .await
            .unwrap();
        storage
            .note_device("b", &bo, "", "192.0.2.1")
            .await
            .unwrap();
        storage
            .note_device("c", &cy, "", "2001:db8::/64")
            .await
            .unwrap();
        let win = engine::Outcome::Win(engine::Player::One);
        for (n, (opponent, quick)) in [(&bo, false), (&cy, true)].into_iter().enumerate() {
            let game = play::GameId::from_bits(n as u128 + 1);
            let ending = RatedEnding {
                outcome: win,
                quick,
            };
            let rated =
                storage.rate_game(&game, play::RatingPool::ALL[0], [&ada, opponent], ending);
            assert!(rated.await.unwrap().is_some(), "{database}");
        }
        let mut games = storage.rated_games_to_judge(&ada).await.unwrap();
        games.sort_by(|a, b| a.opponent.as_str().cmp(b.opponent.as_str()));
        let read: Vec<_> = games
            .iter()
            .map(|game| {
                (
                    game.opponent.as_str(),
                    game.gain > 0.0,
                    game.quick,
                    game.one_address,
                )
            })
            .collect();
        assert_eq!(
            read,
            [("bo", true, false, true), ("cy", true, true, false)],
            "{database}"
        );
    }
}
