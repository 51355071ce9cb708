//! Games: loading one, storing a new one, and the lists of attempts and
//! of games waiting or out of time.
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
                "SELECT owner, opponent, level, seat, game, stones, empty_capture, grand_slam, cycles, seed, resigned, \
                 last_action, recent_from, version, hints, hint_pit, hint_value, hint_up_to, paused, guest, room, \
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

        /// A new game's row, its moves, its first journal lines and its
        /// time.
        async fn insert_game(
            tx: &mut Transaction<'_>,
            record: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let mut statements = Statements::new();
            write_new_game(&mut statements, record, journal, now)?;
            statements.execute(tx).await
        }

        fn write_new_game<'q>(
            statements: &mut Statements<'q>,
            record: &'q Record,
            journal: &'q [JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let (opponent, level, seat) = opponent_columns(&record.setup);
            let rules = RulesColumns::from(record.setup.rules);
            let mut values = statements
                .next(
                    "INSERT INTO games (id, owner, opponent, level, seat, game, stones, empty_capture, grand_slam, cycles, seed, resigned, \
                     last_action, recent_from, version, created_at, updated_at, guest, room, journal_length, \
                     start_position) VALUES (",
                )
                .separated(", ");
            values
                .push_bind(record.id.as_str())
                .push_bind(record.owner.as_str())
                .push_bind(opponent)
                .push_bind(level)
                .push_bind(seat)
                .push_bind(rules.game)
                .push_bind(rules.stones)
                .push_bind(rules.empty_capture)
                .push_bind(rules.grand_slam)
                .push_bind(rules.cycles)
                .push_bind(record.seed as i64)
                .push_bind(record.resigned.map(|player| i64::from(player.number())))
                .push_bind(record.last_action.to_string())
                .push_bind(record.recent_from as i64)
                .push_bind(record.version)
                .push_bind(now)
                .push_bind(now)
                .push_bind(record.guest.as_ref().map(PlayerId::as_str))
                .push_bind(record.room.as_ref().map(RoomToken::as_str))
                .push_bind(journal.len() as i64)
                .push_bind(
                    (record.start() != record.setup.rules.start())
                        .then(|| record.start().to_string()),
                )
                .push_unseparated(")");
            write_moves(statements, &record.id, 0, record);
            write_journal(statements, &record.id, journal, now);
            write_time(statements, record)
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
                "SELECT id, owner, opponent, level, seat, game, stones, empty_capture, grand_slam, cycles, first_winner, \
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
