//! Ratings of games between people. Expanded once per database by
//! `queries.rs`, after the game queries it shares `Transaction` with.

macro_rules! rating_queries {
    () => {
        /// A rating as stored: rating, deviation, volatility, rated games,
        /// when the last was rated.
        type RatingColumns = (f64, f64, f64, i64, i64);

        /// Reads `player`'s rating in `class`, made at the start if
        /// missing, and locks it until the transaction ends (an update
        /// that changes nothing takes the lock).
        async fn lock_rating(
            tx: &mut Transaction<'_>,
            player: &PlayerId,
            class: RatingPool,
            now: i64,
        ) -> Result<RatingColumns, StorageError> {
            let start = Rating::START;
            Ok(sqlx::query_as(
                "INSERT INTO ratings (player_id, class, rating, deviation, volatility, games, rated_at) \
                 VALUES ($1, $2, $3, $4, $5, 0, $6) \
                 ON CONFLICT (player_id, class) DO UPDATE SET games = ratings.games \
                 RETURNING rating, deviation, volatility, games, rated_at",
            )
            .bind(player.as_str())
            .bind(class.to_string())
            .bind(start.rating)
            .bind(start.deviation)
            .bind(start.volatility)
            .bind(now)
            .fetch_one(&mut **tx)
            .await?)
        }

        /// Rates game `game` between `players` (Player 1's first), ended
        /// as `ending` says: both ratings in `class` move, once. Returns
        /// each player's rating before and after, or `None` if the game
        /// was rated already.
        pub async fn rate_game(
            pool: &Pool,
            game: &GameId,
            class: RatingPool,
            players: [&PlayerId; 2],
            ending: RatedEnding,
            now: i64,
        ) -> Result<Option<[(Rating, Rating); 2]>, StorageError> {
            if players[0] == players[1] {
                // Nobody plays themselves for rating.
                return Ok(None);
            }
            let mut tx = pool.begin().await?;
            // Rows are locked in one order, so two games rated at once
            // queue rather than deadlock; the lock also makes the check
            // below see a rating of this very game made a moment ago.
            let (low, high) = if players[0].as_str() < players[1].as_str() {
                (0, 1)
            } else {
                (1, 0)
            };
            let locked_low = lock_rating(&mut tx, players[low], class, now).await?;
            let locked_high = lock_rating(&mut tx, players[high], class, now).await?;
            let rows = if low == 0 {
                [locked_low, locked_high]
            } else {
                [locked_high, locked_low]
            };
            let rated: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rating_changes WHERE game_id = $1")
                .bind(game.as_str())
                .fetch_one(&mut *tx)
                .await?;
            // Two players' games count a few times a day: more cannot
            // raise one of them by playing the other over and over.
            let together: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM rating_changes mine JOIN rating_changes theirs \
                 ON theirs.game_id = mine.game_id AND theirs.player_id = $2 \
                 WHERE mine.player_id = $1 AND mine.rated_at > $3",
            )
            .bind(players[0].as_str())
            .bind(players[1].as_str())
            .bind(now - 86_400)
            .fetch_one(&mut *tx)
            .await?;
            if rated > 0 || together >= i64::from(play::RATED_GAMES_A_PAIR_A_DAY) {
                tx.rollback().await?;
                return Ok(None);
            }
            let before = rows.map(|(rating, deviation, volatility, games, rated_at)| {
                let stored = Rating { rating, deviation, volatility };
                if games == 0 {
                    stored
                } else {
                    stored.aged((now - rated_at) as f64 / 86_400.0)
                }
            });
            let after = Rating::after_game(before, ending.outcome);
            // For the farming rule (`play::looks_farmed`): whether the two
            // were last seen at one network.
            let one_address: bool = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM devices mine JOIN devices theirs \
                 ON theirs.network = mine.network AND theirs.player_id = $2 \
                 WHERE mine.player_id = $1 AND mine.network <> '')",
            )
            .bind(players[0].as_str())
            .bind(players[1].as_str())
            .fetch_one(&mut *tx)
            .await?;
            for seat in 0..2 {
                let games = rows[seat].3 + 1;
                sqlx::query(
                    "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6, rated_at = $7 \
                     WHERE player_id = $1 AND class = $2",
                )
                .bind(players[seat].as_str())
                .bind(class.to_string())
                .bind(after[seat].rating)
                .bind(after[seat].deviation)
                .bind(after[seat].volatility)
                .bind(games)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO rating_changes (game_id, player_id, class, before, after, deviation, rated_at, seq, \
                     opponent_id, quick, one_address) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                )
                .bind(game.as_str())
                .bind(players[seat].as_str())
                .bind(class.to_string())
                .bind(before[seat].rating)
                .bind(after[seat].rating)
                .bind(after[seat].deviation)
                .bind(now)
                .bind(games)
                .bind(players[1 - seat].as_str())
                .bind(ending.quick)
                .bind(one_address)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(Some([(before[0], after[0]), (before[1], after[1])]))
        }

        /// `player`'s rating in `class` and how many rated games made it.
        pub async fn player_rating(
            pool: &Pool,
            player: &PlayerId,
            class: RatingPool,
        ) -> Result<Option<(Rating, i64)>, StorageError> {
            let row: Option<RatingColumns> = sqlx::query_as(
                "SELECT rating, deviation, volatility, games, rated_at FROM ratings \
                 WHERE player_id = $1 AND class = $2",
            )
            .bind(player.as_str())
            .bind(class.to_string())
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(rating, deviation, volatility, games, _)| {
                (Rating { rating, deviation, volatility }, games)
            }))
        }

        /// Each rated game's change to `player`'s rating in `class`, in
        /// the order they were made: rating before, after, when.
        pub async fn rating_history(
            pool: &Pool,
            player: &PlayerId,
            class: RatingPool,
        ) -> Result<Vec<(f64, f64, i64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT before, after, rated_at FROM rating_changes \
                 WHERE player_id = $1 AND class = $2 ORDER BY seq",
            )
            .bind(player.as_str())
            .bind(class.to_string())
            .fetch_all(pool)
            .await?)
        }

        /// How game `game` moved each player's rating: player, rating
        /// before, after. Empty until it is rated.
        pub async fn game_rating_changes(
            pool: &Pool,
            game: &GameId,
        ) -> Result<Vec<(String, f64, f64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT player_id, before, after FROM rating_changes WHERE game_id = $1",
            )
            .bind(game.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// The player who has the name `key` (in lower case), and the name
        /// as they wrote it.
        pub async fn player_named(pool: &Pool, key: &str) -> Result<Option<(String, String)>, StorageError> {
            Ok(sqlx::query_as("SELECT player_id, name FROM names WHERE name_key = $1")
                .bind(key)
                .fetch_optional(pool)
                .await?)
        }

        /// `player`'s ratings, one per speed class played: class, rating,
        /// deviation, volatility, rated games.
        pub async fn ratings_of(pool: &Pool, player: &PlayerId) -> Result<Vec<(String, f64, f64, f64, i64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT class, rating, deviation, volatility, games FROM ratings \
                 WHERE player_id = $1 AND games > 0 ORDER BY class DESC",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// `player`'s latest public games, newest first: game, the host's
        /// side, whether `player` hosted, winner (0 a draw, none yet),
        /// speed, rated, when, and the opponent's name.
        pub async fn public_games_of(pool: &Pool, player: &PlayerId) -> Result<Vec<ProfileGameColumns>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT games.id, games.seat, games.owner = $1 AS hosted, games.first_winner, rooms.speed, \
                 rooms.rated, games.created_at, COALESCE(game_times.aborted, FALSE) AS aborted, \
                 CASE WHEN games.owner = $1 THEN guest_name.name ELSE host_name.name END AS opponent \
                 FROM games JOIN rooms ON rooms.token = games.room \
                 LEFT JOIN game_times ON game_times.game_id = games.id \
                 LEFT JOIN names host_name ON host_name.player_id = games.owner \
                 LEFT JOIN names guest_name ON guest_name.player_id = games.guest \
                 WHERE rooms.speed IS NOT NULL AND (games.owner = $1 OR games.guest = $1) \
                 ORDER BY games.created_at DESC, games.id LIMIT 20",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// The best-rated players in `class` with `least` rated games, the
        /// last of them since `since`, whose rating is not held: name,
        /// rating, deviation, games.
        pub async fn leaderboard(
            pool: &Pool,
            class: RatingPool,
            least: i64,
            since: i64,
        ) -> Result<Vec<(String, f64, f64, i64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT names.name, rating, deviation, games FROM ratings \
                 JOIN names ON names.player_id = ratings.player_id \
                 WHERE class = $1 AND games >= $2 AND rated_at >= $3 AND NOT EXISTS \
                 (SELECT 1 FROM rating_holds WHERE rating_holds.player_id = ratings.player_id \
                 AND rating_holds.cleared_at IS NULL) \
                 ORDER BY rating DESC, names.name_key LIMIT 100",
            )
            .bind(class.to_string())
            .bind(least)
            .bind(since)
            .fetch_all(pool)
            .await?)
        }
    };
}
