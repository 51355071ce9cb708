//! Every query, written once and compiled for each database: the SQL text
//! is the same for SQLite and PostgreSQL (`$n` parameters, integers read
//! as i64), but sqlx's types differ, so a macro stamps out one module per
//! database. Rows are read into typed structs (`rows`), so a column of the
//! wrong type is a `StorageError`, never a panic.

use super::rows::{
    first_result_columns, opponent_columns, record_from, AchievementRow, EarnedRow, GameRow,
    LinkRow, RoomRecordRow, SummaryRow,
};
use super::{RoomRow, StorageError};
use engine::{Level, Player};
use play::{
    AttemptSummary, GameId, JournalEntry, Milestone, PlayerId, Record, RoomToken, StoredMove,
};

/// Every move of a record in ply order, with its undone flag.
fn stored_moves(record: &Record) -> impl Iterator<Item = (StoredMove, bool)> + '_ {
    record
        .line()
        .iter()
        .map(|stored| (*stored, false))
        .chain(record.undone.iter().map(|stored| (*stored, true)))
}

macro_rules! queries {
    ($database:ty) => {
        use super::*;

        type Pool = sqlx::Pool<$database>;
        type Transaction<'t> = sqlx::Transaction<'t, $database>;

        pub async fn load(pool: &Pool, id: &GameId) -> Result<Option<Record>, StorageError> {
            // One statement, so the game row and its moves are of one save
            // (and a page costs one round trip to the database).
            let rows: Vec<GameRow> = sqlx::query_as(
                "SELECT owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
                 last_action, recent_from, version, hints, hint_pit, hint_value, paused, guest, room, \
                 fresh, first_winner, first_score_1, first_score_2, first_fresh, journal_length, \
                 active_ms, updated_at, start_position, pit, by_computer, undone, \
                 (SELECT COUNT(*) FROM earned WHERE earned.game_id = games.id) AS earned_count \
                 FROM games LEFT JOIN moves ON moves.game_id = games.id \
                 WHERE games.id = $1 ORDER BY ply",
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?;
            // Most pages follow an action that earned nothing: one statement.
            let earned: Vec<EarnedRow> = if rows.first().is_some_and(|row| row.earned_count > 0) {
                sqlx::query_as("SELECT player, milestone FROM earned WHERE game_id = $1")
                    .bind(id.as_str())
                    .fetch_all(pool)
                    .await?
            } else {
                Vec::new()
            };
            record_from(id, rows, earned)
        }

        pub async fn insert(
            pool: &Pool,
            record: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let mut tx = pool.begin().await?;
            insert_game(&mut tx, record, journal, now).await?;
            tx.commit().await?;
            Ok(())
        }

        async fn insert_game(
            tx: &mut Transaction<'_>,
            record: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let (opponent, level, seat) = opponent_columns(&record.setup);
            sqlx::query(
                "INSERT INTO games (id, owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
                 last_action, recent_from, version, created_at, updated_at, guest, room, journal_length, \
                 start_position) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17)",
            )
            .bind(record.id.as_str())
            .bind(record.owner.as_str())
            .bind(opponent)
            .bind(level)
            .bind(seat)
            .bind(i64::from(record.setup.variant.stones()))
            .bind(record.setup.variant.empty_capture())
            .bind(record.seed as i64)
            .bind(record.resigned.map(|player| i64::from(player.number())))
            .bind(record.last_action.to_string())
            .bind(record.recent_from as i64)
            .bind(record.version)
            .bind(now)
            .bind(record.guest.as_ref().map(PlayerId::as_str))
            .bind(record.room.as_ref().map(RoomToken::as_str))
            .bind(journal.len() as i64)
            .bind(
                (record.start() != engine::Position::start(record.setup.variant))
                    .then(|| record.start().to_string()),
            )
            .execute(&mut **tx)
            .await?;
            write_moves(tx, &record.id, 0, record).await?;
            write_journal(tx, &record.id, journal, now).await?;
            Ok(())
        }

        /// Saves `after` over `before`, with the journal lines and the
        /// milestones reached, in one transaction. `None`, writing nothing,
        /// when the game changed since `before` was loaded.
        pub async fn save(
            pool: &Pool,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            reached: &[(PlayerId, Milestone)],
            now: i64,
        ) -> Result<Option<Vec<(PlayerId, Milestone)>>, StorageError> {
            let mut tx = pool.begin().await?;
            if !save_in(&mut tx, before, after, journal, now).await? {
                return Ok(None);
            }
            let earned = earn(&mut tx, reached, &after.id, now).await?;
            for (player, milestone) in &earned {
                sqlx::query("INSERT INTO earned (game_id, player, milestone) VALUES ($1, $2, $3)")
                    .bind(after.id.as_str())
                    .bind(player.as_str())
                    .bind(milestone.to_string())
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            Ok(Some(earned))
        }

        /// The game's row, moves and journal lines; false, writing nothing,
        /// when its version moved on since `before` was loaded.
        async fn save_in(
            tx: &mut Transaction<'_>,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            // Taking the version first also takes SQLite's write lock, so the
            // rest of the transaction cannot meet a concurrent writer.
            let (opponent, level, seat) = opponent_columns(&after.setup);
            let (first_winner, first_score_1, first_score_2, first_fresh) =
                first_result_columns(after.first_result);
            let claimed = sqlx::query(
                "UPDATE games SET version = version + 1, resigned = $1, last_action = $2, recent_from = $3, \
                 updated_at = $4, hints = $5, hint_pit = $6, hint_value = $7, paused = $8, \
                 owner = $9, opponent = $10, level = $11, seat = $12, guest = $13, room = $14, \
                 fresh = $15, first_winner = $16, first_score_1 = $17, first_score_2 = $18, \
                 first_fresh = $19, journal_length = journal_length + $20, active_ms = active_ms + $21 \
                 WHERE id = $22 AND version = $23",
            )
            .bind(after.resigned.map(|player| i64::from(player.number())))
            .bind(after.last_action.to_string())
            .bind(after.recent_from as i64)
            .bind(now)
            .bind(i64::from(after.hints))
            .bind(after.hint.map(|hint| i64::from(hint.pit.number())))
            .bind(after.hint.and_then(|hint| hint.value).map(i64::from))
            .bind(after.paused)
            .bind(after.owner.as_str())
            .bind(opponent)
            .bind(level)
            .bind(seat)
            .bind(after.guest.as_ref().map(PlayerId::as_str))
            .bind(after.room.as_ref().map(RoomToken::as_str))
            .bind(after.fresh)
            .bind(first_winner)
            .bind(first_score_1)
            .bind(first_score_2)
            .bind(first_fresh)
            .bind(journal.len() as i64)
            .bind(after.active_ms.saturating_sub(before.active_ms) as i64)
            .bind(after.id.as_str())
            .bind(before.version)
            .execute(&mut **tx)
            .await?
            .rows_affected();
            if claimed != 1 {
                return Ok(false);
            }
            // What an earlier action earned is shown only until this one.
            sqlx::query("DELETE FROM earned WHERE game_id = $1")
                .bind(after.id.as_str())
                .execute(&mut **tx)
                .await?;
            let unchanged = stored_moves(before)
                .zip(stored_moves(after))
                .take_while(|(old, new)| old == new)
                .count();
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(after.id.as_str())
                .bind(unchanged as i64)
                .execute(&mut **tx)
                .await?;
            write_moves(tx, &after.id, unchanged, after).await?;
            write_journal(tx, &after.id, journal, now).await?;
            Ok(true)
        }

        async fn write_moves(
            tx: &mut Transaction<'_>,
            id: &GameId,
            from: usize,
            record: &Record,
        ) -> Result<(), StorageError> {
            for (ply, (stored, undone)) in stored_moves(record).enumerate().skip(from) {
                sqlx::query(
                    "INSERT INTO moves (game_id, ply, pit, by_computer, undone) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id.as_str())
                .bind(ply as i64)
                .bind(i64::from(stored.pit.number()))
                .bind(stored.by_computer)
                .bind(undone)
                .execute(&mut **tx)
                .await?;
            }
            Ok(())
        }

        async fn write_journal(
            tx: &mut Transaction<'_>,
            id: &GameId,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let last: Option<i64> =
                sqlx::query_scalar("SELECT MAX(seq) FROM journal WHERE game_id = $1")
                    .bind(id.as_str())
                    .fetch_one(&mut **tx)
                    .await?;
            for (seq, entry) in (last.map_or(0, |seq| seq + 1)..).zip(journal) {
                sqlx::query(
                    "INSERT INTO journal (game_id, seq, action, pit, ply, at) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id.as_str())
                .bind(seq)
                .bind(entry.kind.to_string())
                .bind(entry.pit.map(|pit| i64::from(pit.number())))
                .bind(i64::from(entry.ply))
                .bind(now)
                .execute(&mut **tx)
                .await?;
            }
            Ok(())
        }

        /// Records each milestone for its player; returns those that are new.
        async fn earn(
            tx: &mut Transaction<'_>,
            reached: &[(PlayerId, Milestone)],
            game: &GameId,
            now: i64,
        ) -> Result<Vec<(PlayerId, Milestone)>, StorageError> {
            let mut earned = Vec::new();
            for (player, milestone) in reached {
                let new = sqlx::query(
                    "INSERT INTO achievements (player, milestone, game_id, earned_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (player, milestone) DO NOTHING",
                )
                .bind(player.as_str())
                .bind(milestone.to_string())
                .bind(game.as_str())
                .bind(now)
                .execute(&mut **tx)
                .await?
                .rows_affected();
                if new == 1 {
                    earned.push((player.clone(), *milestone));
                }
            }
            Ok(earned)
        }

        pub async fn add_active_time(pool: &Pool, id: &GameId, ms: i64) -> Result<(), StorageError> {
            sqlx::query("UPDATE games SET active_ms = active_ms + $1 WHERE id = $2")
                .bind(ms)
                .bind(id.as_str())
                .execute(pool)
                .await?;
            Ok(())
        }

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

        pub async fn device_link(pool: &Pool, player: &PlayerId) -> Result<Option<String>, StorageError> {
            Ok(sqlx::query_scalar("SELECT token FROM device_links WHERE player = $1")
                .bind(player.as_str())
                .fetch_optional(pool)
                .await?)
        }

        pub async fn renew_device_link(
            pool: &Pool,
            player: &PlayerId,
            token: &str,
            now: i64,
        ) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO device_links (player, token, created_at, token_key) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (player) DO UPDATE SET token = excluded.token, created_at = excluded.created_at, \
                 token_key = excluded.token_key",
            )
            .bind(player.as_str())
            .bind(token)
            .bind(now)
            .bind(crate::token_key(token))
            .execute(pool)
            .await?;
            Ok(())
        }

        pub async fn player_of_link(pool: &Pool, token: &str) -> Result<Option<PlayerId>, StorageError> {
            let row: Option<LinkRow> =
                sqlx::query_as("SELECT player, token FROM device_links WHERE token_key = $1")
                    .bind(crate::token_key(token))
                    .fetch_optional(pool)
                    .await?;
            let Some(row) = row.filter(|row| crate::same_token(&row.token, token)) else {
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

        pub async fn open_games(pool: &Pool, player: &PlayerId) -> Result<i64, StorageError> {
            Ok(sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE owner = $1 AND first_winner IS NULL AND resigned IS NULL",
            )
            .bind(player.as_str())
            .fetch_one(pool)
            .await?)
        }

        pub async fn attempts_of(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<Vec<AttemptSummary>, StorageError> {
            let rows: Vec<SummaryRow> = sqlx::query_as(
                "SELECT id, owner, opponent, level, seat, stones, empty_capture, first_winner, \
                 first_score_1, first_score_2, first_fresh, created_at, active_ms FROM games \
                 WHERE owner = $1 OR guest = $1 ORDER BY created_at DESC, id LIMIT 200",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?;
            rows.into_iter().map(|row| row.summary(player)).collect()
        }

        pub async fn insert_room(pool: &Pool, room: &RoomRow) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO rooms (token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 stones, empty_capture, token_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
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
            .bind(i64::from(room.variant.stones()))
            .bind(room.variant.empty_capture())
            .bind(crate::token_key(room.token.as_str()))
            .execute(pool)
            .await?;
            Ok(())
        }

        pub async fn load_room(pool: &Pool, token: &RoomToken) -> Result<Option<RoomRow>, StorageError> {
            let row: Option<RoomRecordRow> = sqlx::query_as(
                "SELECT token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 stones, empty_capture FROM rooms WHERE token_key = $1",
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
                 WHERE token = $4 AND guest IS NULL AND host <> $1",
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
            let expired = "SELECT token FROM rooms WHERE created_at < $1 \
                 OR (host_seen < $2 AND (guest_seen IS NULL OR guest_seen < $2))";
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
    };
}

/// The queries on SQLite.
pub mod sqlite {
    queries!(sqlx::Sqlite);
}

/// The queries on PostgreSQL.
pub mod postgres {
    queries!(sqlx::Postgres);
}
