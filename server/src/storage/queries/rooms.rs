//! Rooms and device links: the tables found by the digest of a token.
//! Expanded once per database by `queries.rs`, after the game and save
//! queries it shares `Pool`, `Transaction`, `insert_game` and `save_in`
//! with.

macro_rules! room_queries {
    () => {
        pub async fn device_link(pool: &Pool, player: &PlayerId) -> Result<Option<LinkToken>, StorageError> {
            let token: Option<String> =
                sqlx::query_scalar("SELECT token FROM device_links WHERE player = $1")
                    .bind(player.as_str())
                    .fetch_optional(pool)
                    .await?;
            token
                .map(|token| token.parse())
                .transpose()
                .map_err(|_| StorageError::Damaged(format!("device link of {player:?}")))
        }

        pub async fn renew_device_link(
            pool: &Pool,
            player: &PlayerId,
            token: &LinkToken,
            now: i64,
        ) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO device_links (player, token, created_at, token_key) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (player) DO UPDATE SET token = excluded.token, created_at = excluded.created_at, \
                 token_key = excluded.token_key",
            )
            .bind(player.as_str())
            .bind(token.as_str())
            .bind(now)
            .bind(crate::token_key(token.as_str()))
            .execute(pool)
            .await?;
            Ok(())
        }

        pub async fn player_of_link(pool: &Pool, token: &LinkToken) -> Result<Option<PlayerId>, StorageError> {
            let row: Option<LinkRow> =
                sqlx::query_as("SELECT player, token FROM device_links WHERE token_key = $1")
                    .bind(crate::token_key(token.as_str()))
                    .fetch_optional(pool)
                    .await?;
            // LinkToken compares in constant time.
            let Some(row) = row.filter(|row| row.token.parse().ok().as_ref() == Some(token)) else {
                return Ok(None);
            };
            row.player
                .parse()
                .map(Some)
                .map_err(|_| StorageError::Damaged(format!("device link of {}", row.player)))
        }

        /// Gives rows from before token keys existed their key.
        pub async fn add_token_keys(pool: &Pool) -> Result<(), StorageError> {
            for table in ["rooms", "device_links"] {
                let tokens: Vec<String> =
                    sqlx::query_scalar(&format!("SELECT token FROM {table} WHERE token_key IS NULL"))
                        .fetch_all(pool)
                        .await?;
                for token in tokens {
                    sqlx::query(&format!("UPDATE {table} SET token_key = $1 WHERE token = $2"))
                        .bind(crate::token_key(&token))
                        .bind(&token)
                        .execute(pool)
                        .await?;
                }
            }
            Ok(())
        }

        pub async fn insert_room(pool: &Pool, room: &Room) -> Result<(), StorageError> {
            let mut tx = pool.begin().await?;
            insert_room_in(&mut tx, room).await?;
            tx.commit().await?;
            Ok(())
        }

        async fn insert_room_in(tx: &mut Transaction<'_>, room: &Room) -> Result<(), StorageError> {
            let rules = RulesColumns::from(room.rules);
            sqlx::query(
                "INSERT INTO rooms (token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 game, stones, empty_capture, grand_slam, cycles, token_key, speed, rated) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)",
            )
            .bind(room.token.as_str())
            .bind(room.host.as_str())
            .bind(room.guest.as_ref().map(PlayerId::as_str))
            .bind(room.game_id.as_ref().map(GameId::as_str))
            .bind(i64::from(room.host_seat.number()))
            .bind(room.rematch_by.as_ref().map(PlayerId::as_str))
            .bind(room.host_seen)
            .bind(room.guest_seen)
            .bind(room.created_at)
            .bind(rules.game)
            .bind(rules.stones)
            .bind(rules.empty_capture)
            .bind(rules.grand_slam)
            .bind(rules.cycles)
            .bind(crate::token_key(room.token.as_str()))
            .bind(room.terms.map(|terms| terms.speed.to_string()))
            .bind(room.terms.is_some_and(|terms| terms.rated))
            .execute(&mut **tx)
            .await?;
            Ok(())
        }

        pub async fn load_room(pool: &Pool, token: &RoomToken) -> Result<Option<Room>, StorageError> {
            let row: Option<RoomRecordRow> = sqlx::query_as(
                "SELECT token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 game, stones, empty_capture, grand_slam, cycles, speed, rated FROM rooms WHERE token_key = $1",
            )
            .bind(crate::token_key(token.as_str()))
            .fetch_optional(pool)
            .await?;
            let Some(room) = row.map(RoomRecordRow::room).transpose()? else {
                return Ok(None);
            };
            // RoomToken compares in constant time.
            Ok((room.token == *token).then_some(room))
        }

        pub async fn seat_guest(
            pool: &Pool,
            token: &RoomToken,
            guest: &PlayerId,
            game: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            let seated = sqlx::query(
                "UPDATE rooms SET guest = $1, game_id = $2, guest_seen = $3 \
                 WHERE token = $4 AND guest IS NULL AND game_id IS NULL AND host <> $1",
            )
            .bind(guest.as_str())
            .bind(game.id.as_str())
            .bind(now)
            .bind(token.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if seated != 1 {
                return Ok(false);
            }
            insert_game(&mut tx, game, journal, now).await?;
            tx.commit().await?;
            Ok(true)
        }

        pub async fn ask_rematch(
            pool: &Pool,
            token: &RoomToken,
            game: &GameId,
            player: &PlayerId,
        ) -> Result<bool, StorageError> {
            let asked = sqlx::query(
                "UPDATE rooms SET rematch_by = $1 WHERE token = $2 AND game_id = $3 AND rematch_by IS NULL",
            )
            .bind(player.as_str())
            .bind(token.as_str())
            .bind(game.as_str())
            .execute(pool)
            .await?
            .rows_affected();
            Ok(asked == 1)
        }

        pub async fn start_rematch(
            pool: &Pool,
            token: &RoomToken,
            old_game: &GameId,
            game: &Record,
            journal: &[JournalEntry],
            host_seat: Player,
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            let started = sqlx::query(
                "UPDATE rooms SET game_id = $1, host_seat = $2, rematch_by = NULL \
                 WHERE token = $3 AND game_id = $4",
            )
            .bind(game.id.as_str())
            .bind(i64::from(host_seat.number()))
            .bind(token.as_str())
            .bind(old_game.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if started != 1 {
                return Ok(false);
            }
            insert_game(&mut tx, game, journal, now).await?;
            tx.commit().await?;
            Ok(true)
        }

        pub async fn mark_seen(
            pool: &Pool,
            token: &RoomToken,
            host: bool,
            now: i64,
        ) -> Result<(), StorageError> {
            let query = if host {
                "UPDATE rooms SET host_seen = $1 WHERE token = $2"
            } else {
                "UPDATE rooms SET guest_seen = $1 WHERE token = $2"
            };
            sqlx::query(query).bind(now).bind(token.as_str()).execute(pool).await?;
            Ok(())
        }

        /// Saves a room's game handed over to the computer and closes the
        /// room, in one transaction. False, writing nothing, when the game
        /// changed since `before` was loaded.
        pub async fn hand_over(
            pool: &Pool,
            token: &RoomToken,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM rooms WHERE token = $1")
                .bind(token.as_str())
                .execute(&mut *tx)
                .await?;
            // The same statements as any save, inside this transaction.
            let saved = save_in(&mut tx, before, after, journal, now).await?;
            if !saved {
                return Ok(false);
            }
            tx.commit().await?;
            Ok(true)
        }

        pub async fn delete_expired_rooms(
            pool: &Pool,
            idle_since: i64,
            made_before: i64,
        ) -> Result<u64, StorageError> {
            let mut tx = pool.begin().await?;
            // Public games stay: their results count in ratings.
            let expired = "SELECT token FROM rooms WHERE speed IS NULL AND (created_at < $1 \
                 OR (host_seen < $2 AND (guest_seen IS NULL OR guest_seen < $2)))";
            sqlx::query(&format!("DELETE FROM games WHERE room IN ({expired})"))
                .bind(made_before)
                .bind(idle_since)
                .execute(&mut *tx)
                .await?;
            let deleted = sqlx::query(&format!("DELETE FROM rooms WHERE token IN ({expired})"))
                .bind(made_before)
                .bind(idle_since)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            Ok(deleted)
        }

        /// The room's finished games: the host's side and the winner's
        /// (0 for a draw) in each.
        pub async fn room_results(pool: &Pool, token: &RoomToken) -> Result<Vec<(i64, i64)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT seat, first_winner FROM games WHERE room = $1 AND first_winner IS NOT NULL",
            )
            .bind(token.as_str())
            .fetch_all(pool)
            .await?)
        }
    };
}
