//! Ratings held off the leaderboards because they look farmed. Expanded
//! once per database by `queries.rs`.

macro_rules! hold_queries {
    () => {
        /// `player`'s rated games since `since`, and since the operator
        /// last cleared their rating: opponent, points gained, quick, one
        /// address.
        pub async fn rated_games_since(
            pool: &Pool,
            player: &PlayerId,
            since: i64,
        ) -> Result<Vec<(String, f64, bool, bool)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT opponent_id, after - before, quick, one_address FROM rating_changes \
                 WHERE player_id = $1 AND rated_at > $2 AND rated_at > COALESCE( \
                 (SELECT cleared_at FROM rating_holds WHERE player_id = $1), 0)",
            )
            .bind(player.as_str())
            .bind(since)
            .fetch_all(pool)
            .await?)
        }

        /// Holds `player`'s rating for `reason` from `now`, unless it is
        /// held already; whether it was held now.
        pub async fn hold_rating(
            pool: &Pool,
            player: &PlayerId,
            reason: &str,
            now: i64,
        ) -> Result<bool, StorageError> {
            let held = sqlx::query(
                "INSERT INTO rating_holds (player_id, reason, since, cleared_at) VALUES ($1, $2, $3, NULL) \
                 ON CONFLICT (player_id) DO UPDATE SET reason = excluded.reason, since = excluded.since, \
                 cleared_at = NULL WHERE rating_holds.cleared_at IS NOT NULL",
            )
            .bind(player.as_str())
            .bind(reason)
            .bind(now)
            .execute(pool)
            .await?;
            Ok(held.rows_affected() > 0)
        }

        /// The ratings held now, the longest held first: name (or the
        /// player's identifier when they have none), reason, since.
        pub async fn held_ratings(pool: &Pool) -> Result<Vec<(String, String, i64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT COALESCE(names.name, rating_holds.player_id), reason, since FROM rating_holds \
                 LEFT JOIN names ON names.player_id = rating_holds.player_id \
                 WHERE cleared_at IS NULL ORDER BY since, rating_holds.player_id",
            )
            .fetch_all(pool)
            .await?)
        }

        /// Clears the hold on `player`'s rating at `now`: whether it was
        /// held.
        pub async fn clear_hold(pool: &Pool, player: &str, now: i64) -> Result<bool, StorageError> {
            let cleared = sqlx::query(
                "UPDATE rating_holds SET cleared_at = $2 WHERE player_id = $1 AND cleared_at IS NULL",
            )
            .bind(player)
            .bind(now)
            .execute(pool)
            .await?;
            Ok(cleared.rows_affected() > 0)
        }
    };
}
