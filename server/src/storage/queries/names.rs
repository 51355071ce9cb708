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
                "INSERT INTO names (player_id, name, name_key, chosen_at, key_kind) VALUES ($1, $2, $3, $4, 1) \
                 ON CONFLICT (player_id) DO UPDATE SET name = excluded.name, \
                 name_key = excluded.name_key, chosen_at = excluded.chosen_at, key_kind = 1",
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

        /// Gives each name keyed by its lower case (chosen before names were
        /// told apart by their look) the key of its look. Two old names that
        /// now look alike keep their old keys, and are logged: both players
        /// had them first. Runs at start; once done it finds nothing.
        pub async fn rekey_names(pool: &Pool) -> Result<(), StorageError> {
            let old: Vec<(String, String)> =
                sqlx::query_as("SELECT player_id, name FROM names WHERE key_kind = 0")
                    .fetch_all(pool)
                    .await?;
            for (player, name) in old {
                let Ok(parsed) = name.parse::<DisplayName>() else {
                    tracing::warn!(%player, "a stored name does not parse: its key is kept");
                    continue;
                };
                let rekeyed = sqlx::query("UPDATE names SET name_key = $2, key_kind = 1 WHERE player_id = $1")
                    .bind(&player)
                    .bind(parsed.key())
                    .execute(pool)
                    .await;
                match rekeyed {
                    Ok(_) => {}
                    Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                        tracing::warn!(%player, "a stored name looks like another's: its key is kept");
                        sqlx::query("UPDATE names SET key_kind = 1 WHERE player_id = $1")
                            .bind(&player)
                            .execute(pool)
                            .await?;
                    }
                    Err(error) => return Err(error.into()),
                }
            }
            Ok(())
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
