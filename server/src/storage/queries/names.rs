//! Display names. Expanded once per database by `queries.rs`.

macro_rules! name_queries {
    () => {
        /// Gives `player` the name `name`, replacing theirs, whose old name
        /// is then held for them since `now`. Refused, writing nothing, when
        /// another player has a name of the same key (the unique key
        /// decides, so two players asking at once cannot both get it), or
        /// gave it up after `held_since`. One statement at a time, not a
        /// transaction: on SQLite a transaction that reads before it writes
        /// is refused at once when another writer holds the lock, where a
        /// single statement waits its turn.
        pub async fn choose_name(
            pool: &Pool,
            player: &PlayerId,
            name: &DisplayName,
            now: i64,
            held_since: i64,
        ) -> Result<Result<(), NameRefusal>, StorageError> {
            let key = name.key();
            let held: Option<i64> = sqlx::query_scalar(
                "SELECT 1 FROM released_names WHERE name_key = $1 AND player_id <> $2 AND released_at > $3 LIMIT 1",
            )
            .bind(&key)
            .bind(player.as_str())
            .bind(held_since)
            .fetch_optional(pool)
            .await?;
            if held.is_some() {
                return Ok(Err(NameRefusal::Held));
            }
            let old: Option<(String, String)> =
                sqlx::query_as("SELECT name, name_key FROM names WHERE player_id = $1")
                    .bind(player.as_str())
                    .fetch_optional(pool)
                    .await?;
            let chosen = sqlx::query(
                "INSERT INTO names (player_id, name, name_key, chosen_at, key_kind) VALUES ($1, $2, $3, $4, 1) \
                 ON CONFLICT (player_id) DO UPDATE SET name = excluded.name, \
                 name_key = excluded.name_key, chosen_at = excluded.chosen_at, key_kind = 1",
            )
            .bind(player.as_str())
            .bind(name.as_str())
            .bind(&key)
            .bind(now)
            .execute(pool)
            .await;
            match chosen {
                Ok(_) => {}
                Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                    return Ok(Err(NameRefusal::Taken));
                }
                Err(error) => return Err(error.into()),
            }
            if let Some((old_name, old_key)) = old.filter(|(_, old_key)| *old_key != key) {
                sqlx::query(
                    "INSERT INTO released_names (player_id, name, name_key, released_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(player.as_str())
                .bind(old_name)
                .bind(old_key)
                .bind(now)
                .execute(pool)
                .await?;
            }
            Ok(Ok(()))
        }

        /// The names `player` gave up, newest first (at most 5).
        pub async fn former_names(pool: &Pool, player: &PlayerId) -> Result<Vec<String>, StorageError> {
            Ok(sqlx::query_scalar(
                "SELECT name FROM released_names WHERE player_id = $1 ORDER BY released_at DESC LIMIT 5",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?)
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
