//! Ratings of games between people in storage, on SQLite and PostgreSQL:
//! a game moves both ratings once, and games rated at the same moment
//! lose no update.

use crate::common::storages;
use engine::{Outcome, Player};
use play::{GameId, PlayerId, Rating, RatingPool};

fn player(id: &str) -> PlayerId {
    id.parse().unwrap()
}

fn game(n: usize) -> GameId {
    GameId::from_bits(n as u128 + 1)
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_once() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let (ada, bo) = (player("ada"), player("bo"));
        let live = RatingPool::ALL[0];
        let [(ada_before, ada_after), (bo_before, bo_after)] = storage
            .rate_game(&game(0), live, [&ada, &bo], Outcome::Win(Player::One))
            .await
            .unwrap()
            .expect("a first rating");
        assert_eq!(
            (ada_before, bo_before),
            (Rating::START, Rating::START),
            "{database}"
        );
        assert!(
            ada_after.rating > 1500.0 && bo_after.rating < 1500.0,
            "{database}"
        );
        let again = storage
            .rate_game(&game(0), live, [&ada, &bo], Outcome::Win(Player::Two))
            .await
            .unwrap();
        assert_eq!(again, None, "{database}: a game is rated once");
        assert_eq!(
            storage.rating_of(&ada, live).await.unwrap(),
            Some((ada_after, 1))
        );
        assert_eq!(
            storage.rating_of(&ada, RatingPool::ALL[1]).await.unwrap(),
            None,
            "{database}: each speed class has its own rating"
        );
        let alone = storage
            .rate_game(&game(1), live, [&ada, &ada], Outcome::Draw)
            .await
            .unwrap();
        assert_eq!(
            alone, None,
            "{database}: nobody is rated against themselves"
        );
        assert_eq!(storage.rating_history(&bo, live).await.unwrap().len(), 1);
    }
}

#[tokio::test]
async fn games_rated_at_once_each_start_from_the_rating_the_one_before_left() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let players = ["p1", "p2", "p3", "p4"].map(player);
        // Every pair twice, each side winning once: twelve games, each
        // player in six, rated all at once.
        let mut games = Vec::new();
        for one in 0..4 {
            for two in 0..4 {
                if one != two {
                    games.push((one, two));
                }
            }
        }
        let mut ratings = tokio::task::JoinSet::new();
        for (n, &(one, two)) in games.iter().enumerate() {
            let (storage, players) = (storage.clone(), players.clone());
            ratings.spawn(async move {
                storage
                    .rate_game(
                        &game(n),
                        RatingPool::ALL[0],
                        [&players[one], &players[two]],
                        Outcome::Win(Player::One),
                    )
                    .await
                    .unwrap()
                    .is_some()
            });
        }
        assert!(
            ratings.join_all().await.into_iter().all(|rated| rated),
            "{database}"
        );
        for someone in &players {
            let history = storage
                .rating_history(someone, RatingPool::ALL[0])
                .await
                .unwrap();
            assert_eq!(history.len(), 6, "{database}");
            assert_eq!(history[0].0, 1500.0, "{database}");
            for pair in history.windows(2) {
                assert_eq!(
                    pair[1].0, pair[0].1,
                    "{database}: an update was lost: {history:?}"
                );
            }
            let (now, count) = storage
                .rating_of(someone, RatingPool::ALL[0])
                .await
                .unwrap()
                .unwrap();
            assert_eq!((now.rating, count), (history[5].1, 6), "{database}");
        }
    }
}

#[tokio::test]
async fn the_leaderboard_lists_named_players_from_their_tenth_rated_game() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let (ada, bo, cy, dee) = (player("ada"), player("bo"), player("cy"), player("dee"));
        for (id, name) in [(&ada, "Ada"), (&bo, "Bo Diddley"), (&dee, "Dee")] {
            storage
                .choose_name(id, &name.parse().unwrap())
                .await
                .unwrap()
                .unwrap();
        }
        let live = RatingPool::ALL[0];
        let board = || storage.leaderboard(live, 10, 0);
        // Each game against another unnamed opponent: two players' games
        // count only a few times a day (`play::RATED_GAMES_A_PAIR_A_DAY`).
        let rate = |n: usize, players: [&PlayerId; 2]| {
            let (storage, players) = (storage.clone(), players.map(PlayerId::clone));
            async move {
                storage
                    .rate_game(
                        &game(n),
                        live,
                        [&players[0], &players[1]],
                        Outcome::Win(Player::One),
                    )
                    .await
                    .unwrap()
            }
        };
        for n in 0..10 {
            if n == 9 {
                // Nine each: not yet.
                assert!(board().await.unwrap().is_empty(), "{database}");
            }
            let (foe, rival) = (player(&format!("foe{n}")), player(&format!("rival{n}")));
            rate(n, [&ada, &foe]).await;
            rate(100 + n, [&rival, &bo]).await;
            // Cy has no name: never listed.
            rate(200 + n, [&cy, &dee]).await;
        }
        let listed: Vec<String> = board()
            .await
            .unwrap()
            .into_iter()
            .map(|(name, _, games)| format!("{name} {games}"))
            .collect();
        assert_eq!(listed, ["Ada 10", "Bo Diddley 10"], "{database}");
        // Inactive since: not listed.
        let later = storage
            .leaderboard(live, 10, server::storage::unix_now() + 1)
            .await
            .unwrap();
        assert!(later.is_empty(), "{database}");
        assert!(
            storage
                .leaderboard(RatingPool::ALL[1], 10, 0)
                .await
                .unwrap()
                .is_empty(),
            "{database}"
        );
    }
}
