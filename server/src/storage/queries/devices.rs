//! The devices signed in as each player. Expanded once per database by
//! `queries.rs`.

macro_rules! device_queries {
    () => {
        /// Notes the session `key` of `player` seen at `now` with `agent`
        /// from `network`.
        pub async fn note_device(
            pool: &Pool,
            key: &str,
            player: &PlayerId,
            agent: &str,
            network: &str,
            now: i64,
        ) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO devices (session_key, player_id, first_seen, last_seen, user_agent, network) \
                 VALUES ($1, $2, $4, $4, $3, $5) ON CONFLICT (session_key) DO UPDATE SET \
                 player_id = excluded.player_id, last_seen = excluded.last_seen, \
                 user_agent = excluded.user_agent, network = excluded.network",
            )
            .bind(key)
            .bind(player.as_str())
            .bind(agent)
            .bind(now)
            .bind(network)
            .execute(pool)
            .await?;
            Ok(())
        }

        /// `player`'s devices, the latest seen first: session key, first
        /// and last seen, user agent.
        pub async fn devices_of(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<Vec<(String, i64, i64, String)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT session_key, first_seen, last_seen, user_agent FROM devices \
                 WHERE player_id = $1 ORDER BY last_seen DESC LIMIT 50",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// Forgets `player`'s devices but the session `kept`, and notes
        /// the sign-out at `now`; the session keys forgotten.
        pub async fn forget_other_devices(
            pool: &Pool,
            player: &PlayerId,
            kept: &str,
            now: i64,
        ) -> Result<Vec<String>, StorageError> {
            let forgotten = sqlx::query_scalar(
                "DELETE FROM devices WHERE player_id = $1 AND session_key <> $2 RETURNING session_key",
            )
            .bind(player.as_str())
            .bind(kept)
            .fetch_all(pool)
            .await?;
            sqlx::query(
                "INSERT INTO sign_outs (player_id, at) VALUES ($1, $2) \
                 ON CONFLICT (player_id) DO UPDATE SET at = excluded.at",
            )
            .bind(player.as_str())
            .bind(now)
            .execute(pool)
            .await?;
            Ok(forgotten)
        }

        /// Forgets the device of the session `key`.
        pub async fn forget_device(pool: &Pool, key: &str) -> Result<(), StorageError> {
            sqlx::query("DELETE FROM devices WHERE session_key = $1")
                .bind(key)
                .execute(pool)
                .await?;
            Ok(())
        }

        /// Whether `player` ever signed their other devices out.
        pub async fn signed_out_others(pool: &Pool, player: &PlayerId) -> Result<bool, StorageError> {
            let at: Option<i64> = sqlx::query_scalar("SELECT at FROM sign_outs WHERE player_id = $1")
                .bind(player.as_str())
                .fetch_optional(pool)
                .await?;
            Ok(at.is_some())
        }
    };
}
