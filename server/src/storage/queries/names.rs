//! Display names. Expanded once per database by `queries.rs`.

macro_rules! name_queries {
    () => {
        /// Gives `player` the name `name`, replacing theirs. Returns false,
        /// writing nothing, when another player has it in any capitals:
        /// the unique key decides, so two players asking at once cannot
        /// both get it.
        pub async fn choose_name(
            pool: &Pool,
            player: &PlayerId,
            name: &DisplayName,
            now: i64,
        ) -> Result<bool, StorageError> {
            let chosen = sqlx::query(
                "INSERT INTO names (player_id, name, name_key, chosen_at) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (player_id) DO UPDATE SET name = excluded.name, \
                 name_key = excluded.name_key, chosen_at = excluded.chosen_at",
            )
            .bind(player.as_str())
            .bind(name.as_str())
            .bind(name.key())
            .bind(now)
            .execute(pool)
            .await;
            match chosen {
                Ok(_) => Ok(true),
                Err(sqlx::Error::Database(error)) if error.is_unique_violation() => Ok(false),
                Err(error) => Err(error.into()),
            }
        }

        /// The name `player` chose, if any.
        pub async fn name_of(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<Option<DisplayName>, StorageError> {
            let name: Option<String> =
                sqlx::query_scalar("SELECT name FROM names WHERE player_id = $1")
                    .bind(player.as_str())
                    .fetch_optional(pool)
                    .await?;
            name.map(|name| {
                name.parse()
                    .map_err(|_| StorageError::Damaged(format!("name of {player:?}")))
            })
            .transpose()
        }
    };
}
