//! Milestones: recording those an action reached, and reading a
//! player's. Expanded once per database by `queries.rs`, after the game
//! queries and statements it shares `Pool` and `Statements` with.

macro_rules! achievement_queries {
    ($database:ty) => {
        pub async fn achievements(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<Vec<(Milestone, i64)>, StorageError> {
            let rows: Vec<AchievementRow> = sqlx::query_as(
                "SELECT milestone, earned_at FROM achievements WHERE player = $1 ORDER BY earned_at",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?;
            Ok(rows.into_iter().filter_map(AchievementRow::milestone).collect())
        }

        pub async fn fresh_win_levels(pool: &Pool, player: &PlayerId) -> Result<Vec<Level>, StorageError> {
            let levels: Vec<String> = sqlx::query_scalar(
                "SELECT DISTINCT level FROM games WHERE owner = $1 AND opponent = 'computer' \
                 AND first_fresh = TRUE AND first_winner = seat",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?;
            Ok(levels.iter().filter_map(|level| level.parse().ok()).collect())
        }

        /// Records each milestone for its player, in one statement (every
        /// sow reaches the first sow again) whose rows are those that were
        /// new (see `newly_earned`).
        fn earn<'q>(
            statements: &mut Statements<'q>,
            reached: &'q [(PlayerId, Milestone)],
            game: &'q GameId,
            now: i64,
        ) {
            if reached.is_empty() {
                return;
            }
            let (insert, current) = statements
                .next_when("INSERT INTO achievements (player, milestone, game_id, earned_at) SELECT * FROM (");
            insert
                .push_values(reached, |mut row, (player, milestone)| {
                    row.push_bind(player.as_str())
                        .push_bind(milestone.to_string())
                        .push_bind(game.as_str())
                        .push_bind(now);
                })
                .push(") AS reached WHERE ");
            current.push(insert);
            // Only the rows inserted come back: the milestones that are new.
            insert.push(" ON CONFLICT (player, milestone) DO NOTHING RETURNING player, milestone");
        }

        /// The milestones `reached` that `earn` found new, in the order
        /// reached.
        fn newly_earned(
            reached: &[(PlayerId, Milestone)],
            new: Vec<(String, String)>,
        ) -> Vec<(PlayerId, Milestone)> {
            reached
                .iter()
                .filter(|(player, milestone)| {
                    new.iter().any(|(new_player, new_milestone)| {
                        new_player == player.as_str() && *new_milestone == milestone.to_string()
                    })
                })
                .cloned()
                .collect()
        }
    };
}
