//! Games, their moves and journal, achievements and the list of attempts.
//! Expanded once per database by `queries.rs`.

macro_rules! game_queries {
    ($database:ty) => {
        use super::*;

        type Pool = sqlx::Pool<$database>;
        type Transaction<'t> = sqlx::Transaction<'t, $database>;

        pub async fn load(pool: &Pool, id: &GameId) -> Result<Option<Record>, StorageError> {
            // One statement, so the game row and its moves are of one save
            // (and a page costs one round trip to the database), and one
            // row: the moves come as one text (see `rows::moves_from`), not
            // a row each repeating the game's thirty columns.
            let row: Option<GameRow> = sqlx::query_as(
                "SELECT owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
                 last_action, recent_from, version, hints, hint_pit, hint_value, paused, guest, room, \
                 fresh, first_winner, first_score_1, first_score_2, first_fresh, journal_length, \
                 active_ms, updated_at, start_position, timing, out_of_time, aborted, \
                 owner_name.name AS owner_name, guest_name.name AS guest_name, \
                 (SELECT string_agg(CAST(pit + 16 * CAST(by_computer AS INTEGER) \
                 + 32 * CAST(unproved AS INTEGER) + 64 * CAST(undone AS INTEGER) AS TEXT), ',' ORDER BY ply) \
                 FROM moves WHERE moves.game_id = $1) AS moves, \
                 (SELECT COUNT(*) FROM earned WHERE earned.game_id = $1) AS earned_count \
                 FROM games LEFT JOIN game_times ON game_times.game_id = games.id \
                 LEFT JOIN names owner_name ON owner_name.player_id = games.owner \
                 LEFT JOIN names guest_name ON guest_name.player_id = games.guest \
                 WHERE games.id = $1",
            )
            .bind(id.as_str())
            .fetch_optional(pool)
            .await?;
            // Most pages follow an action that earned nothing: one statement.
            let earned: Vec<EarnedRow> = if row.as_ref().is_some_and(|row| row.earned_count > 0) {
                sqlx::query_as("SELECT player, milestone FROM earned WHERE game_id = $1")
                    .bind(id.as_str())
                    .fetch_all(pool)
                    .await?
            } else {
                Vec::new()
            };
            row.map(|row| record_from(id, row, earned)).transpose()
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
            write_time(tx, record).await?;
            Ok(())
        }

        /// A public game's time, kept beside its row.
        async fn write_time(tx: &mut Transaction<'_>, record: &Record) -> Result<(), StorageError> {
            let Some(timing) = record.timing else {
                return Ok(());
            };
            let timing = serde_json::to_string(&timing)
                .map_err(|error| StorageError::Damaged(format!("time of {}: {error}", record.id)))?;
            sqlx::query(
                "INSERT INTO game_times (game_id, timing, runs_out_at, out_of_time, to_move, aborted) \
                 VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT (game_id) DO UPDATE SET timing = excluded.timing, \
                 runs_out_at = excluded.runs_out_at, out_of_time = excluded.out_of_time, \
                 to_move = excluded.to_move, aborted = excluded.aborted",
            )
            .bind(record.id.as_str())
            .bind(timing)
            .bind(record.runs_out_at())
            .bind(record.out_of_time)
            .bind(record.player_to_move().map(PlayerId::as_str))
            .bind(record.aborted)
            .execute(&mut **tx)
            .await?;
            Ok(())
        }

        /// The rooms of the public games waiting on `player`'s move, with
        /// the opponent's name, the longest waiting first.
        pub async fn waiting_on(pool: &Pool, player: &PlayerId) -> Result<Vec<(String, Option<String>)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT games.room, CASE WHEN games.owner = $1 THEN guest_name.name ELSE host_name.name END \
                 FROM game_times JOIN games ON games.id = game_times.game_id \
                 LEFT JOIN names host_name ON host_name.player_id = games.owner \
                 LEFT JOIN names guest_name ON guest_name.player_id = games.guest \
                 WHERE game_times.to_move = $1 AND game_times.runs_out_at IS NOT NULL \
                 AND games.room IS NOT NULL ORDER BY game_times.runs_out_at LIMIT 50",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// Games whose side to move ran out of time by `now` (Unix
        /// milliseconds), the longest overdue first.
        pub async fn out_of_time(pool: &Pool, now: i64) -> Result<Vec<String>, StorageError> {
            Ok(sqlx::query_scalar(
                "SELECT game_id FROM game_times WHERE runs_out_at <= $1 ORDER BY runs_out_at LIMIT 100",
            )
            .bind(now)
            .fetch_all(pool)
            .await?)
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
            if !earned.is_empty() {
                let mut insert = sqlx::QueryBuilder::<$database>::new(
                    "INSERT INTO earned (game_id, player, milestone) ",
                );
                insert.push_values(&earned, |mut row, (player, milestone)| {
                    row.push_bind(after.id.as_str())
                        .push_bind(player.as_str())
                        .push_bind(milestone.to_string());
                });
                insert.build().execute(&mut *tx).await?;
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
            // What an earlier action earned is shown only until this one
            // (the version just claimed says `before` has it all).
            if !before.earned.is_empty() {
                sqlx::query("DELETE FROM earned WHERE game_id = $1")
                    .bind(after.id.as_str())
                    .execute(&mut **tx)
                    .await?;
            }
            let unchanged = stored_moves(before)
                .zip(stored_moves(after))
                .take_while(|(old, new)| old == new)
                .count();
            // Only an undo or a restart leaves stored moves to take back.
            if stored_moves(before).count() > unchanged {
                sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                    .bind(after.id.as_str())
                    .bind(unchanged as i64)
                    .execute(&mut **tx)
                    .await?;
            }
            write_moves(tx, &after.id, unchanged, after).await?;
            write_journal(tx, &after.id, journal, now).await?;
            write_time(tx, after).await?;
            Ok(true)
        }

        /// The moves of `record` from ply `from` on, in one statement.
        async fn write_moves(
            tx: &mut Transaction<'_>,
            id: &GameId,
            from: usize,
            record: &Record,
        ) -> Result<(), StorageError> {
            let mut moves = stored_moves(record).enumerate().skip(from).peekable();
            if moves.peek().is_none() {
                return Ok(());
            }
            let mut insert = sqlx::QueryBuilder::<$database>::new(
                "INSERT INTO moves (game_id, ply, pit, by_computer, unproved, undone) ",
            );
            insert.push_values(moves, |mut row, (ply, (stored, undone))| {
                row.push_bind(id.as_str())
                    .push_bind(ply as i64)
                    .push_bind(i64::from(stored.pit.number()))
                    .push_bind(stored.by_computer)
                    .push_bind(stored.unproved)
                    .push_bind(undone);
            });
            insert.build().execute(&mut **tx).await?;
            Ok(())
        }

        /// The action's journal lines after those already there, in one
        /// statement that numbers them itself.
        async fn write_journal(
            tx: &mut Transaction<'_>,
            id: &GameId,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            if journal.is_empty() {
                return Ok(());
            }
            let mut insert = sqlx::QueryBuilder::<$database>::new(
                "INSERT INTO journal (game_id, seq, action, pit, ply, at) SELECT ",
            );
            insert
                .push_bind(id.as_str())
                .push(", COALESCE((SELECT MAX(seq) FROM journal WHERE game_id = ")
                .push_bind(id.as_str())
                .push("), -1) + 1 + lines.column1, lines.column2, lines.column3, lines.column4, ")
                .push_bind(now)
                .push(" FROM (");
            insert.push_values(journal.iter().enumerate(), |mut row, (index, entry)| {
                row.push_bind(index as i64)
                    .push_bind(entry.kind.to_string())
                    .push_bind(entry.pit.map(|pit| i64::from(pit.number())))
                    .push_bind(i64::from(entry.ply));
            });
            insert.push(") AS lines");
            insert.build().execute(&mut **tx).await?;
            Ok(())
        }

        pub async fn add_active_time(pool: &Pool, id: &GameId, ms: i64) -> Result<(), StorageError> {
            sqlx::query("UPDATE games SET active_ms = active_ms + $1 WHERE id = $2")
                .bind(ms)
                .bind(id.as_str())
                .execute(pool)
                .await?;
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

    };
}
