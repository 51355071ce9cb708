//! Saving a game over the state it was loaded in: its row, the moves that
//! changed, the action's journal lines and time, and the milestones
//! reached. `save_queries` is expanded once per database by `queries.rs`,
//! after the statements and the game queries it shares `Pool` and
//! `Transaction` with; then each database's own save.

macro_rules! save_queries {
    ($database:ty) => {
        /// The game's row, moves and journal lines in `tx`; false, writing
        /// nothing, when its version moved on since `before` was loaded.
        async fn save_in(
            tx: &mut Transaction<'_>,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            if !claimed_first(tx, before, after, journal.len(), now).await? {
                return Ok(false);
            }
            let mut statements = Statements::new();
            write_changes(&mut statements, before, after, journal, now)?;
            statements.execute(tx).await?;
            Ok(true)
        }

        /// Claims the game's row before anything else in `tx`: on
        /// PostgreSQL a concurrent save then waits for this one's commit,
        /// and on SQLite this takes the write lock.
        async fn claimed_first(
            tx: &mut Transaction<'_>,
            before: &Record,
            after: &Record,
            journal_lines: usize,
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut statements = Statements::new();
            claim(&mut statements, before, after, journal_lines, now);
            Ok(!statements.fetch::<(String,)>(tx).await?.is_empty())
        }

        /// The game's row as `after` has it, if its version is still
        /// `before`'s; the statement returns a row, `claimed`, if it was.
        fn claim<'q>(
            statements: &mut Statements<'q>,
            before: &Record,
            after: &'q Record,
            journal_lines: usize,
            now: i64,
        ) {
            let (opponent, level, seat) = opponent_columns(&after.setup);
            let (first_winner, first_score_1, first_score_2, first_fresh) =
                first_result_columns(after.first_result);
            statements
                .next("UPDATE games SET version = version + 1, resigned = ")
                .push_bind(after.resigned.map(|player| i64::from(player.number())))
                .push(", last_action = ")
                .push_bind(after.last_action.to_string())
                .push(", recent_from = ")
                .push_bind(after.recent_from as i64)
                .push(", updated_at = ")
                .push_bind(now)
                .push(", hints = ")
                .push_bind(i64::from(after.hints))
                .push(", hint_pit = ")
                .push_bind(after.hint.map(|hint| i64::from(hint.pit.number())))
                .push(", hint_value = ")
                .push_bind(after.hint.and_then(|hint| hint.value).map(i64::from))
                .push(", hint_up_to = ")
                .push_bind(after.hint.and_then(|hint| hint.up_to).map(i64::from))
                .push(", paused = ")
                .push_bind(after.paused)
                .push(", owner = ")
                .push_bind(after.owner.as_str())
                .push(", opponent = ")
                .push_bind(opponent)
                .push(", level = ")
                .push_bind(level)
                .push(", seat = ")
                .push_bind(seat)
                .push(", guest = ")
                .push_bind(after.guest.as_ref().map(PlayerId::as_str))
                .push(", room = ")
                .push_bind(after.room.as_ref().map(RoomToken::as_str))
                .push(", fresh = ")
                .push_bind(after.fresh)
                .push(", first_winner = ")
                .push_bind(first_winner)
                .push(", first_score_1 = ")
                .push_bind(first_score_1)
                .push(", first_score_2 = ")
                .push_bind(first_score_2)
                .push(", first_fresh = ")
                .push_bind(first_fresh)
                .push(", journal_length = journal_length + ")
                .push_bind(journal_lines as i64)
                .push(", active_ms = active_ms + ")
                .push_bind(after.active_ms.saturating_sub(before.active_ms) as i64)
                .push(" WHERE id = ")
                .push_bind(after.id.as_str())
                .push(" AND version = ")
                .push_bind(before.version)
                .push(" RETURNING id AS claimed");
        }

        /// What `after` changed since `before`: what the last action had
        /// earned is cleared, the moves are rewritten from the first that
        /// differs, and the action's journal lines and time added.
        fn write_changes<'q>(
            statements: &mut Statements<'q>,
            before: &Record,
            after: &'q Record,
            journal: &'q [JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            // What an earlier action earned is shown only until this one.
            if !before.earned.is_empty() {
                let (delete, current) = statements.next_when("DELETE FROM earned WHERE game_id = ");
                delete.push_bind(after.id.as_str()).push(" AND ");
                current.push(delete);
            }
            let unchanged = stored_moves(before)
                .zip(stored_moves(after))
                .take_while(|(old, new)| old == new)
                .count();
            // Only an undo or a restart leaves stored moves to take back.
            if stored_moves(before).count() > unchanged {
                let (delete, current) = statements.next_when("DELETE FROM moves WHERE game_id = ");
                delete
                    .push_bind(after.id.as_str())
                    .push(" AND ply >= ")
                    .push_bind(unchanged as i64)
                    .push(" AND ");
                current.push(delete);
            }
            write_moves(statements, &after.id, unchanged, after);
            write_journal(statements, &after.id, journal, now);
            write_time(statements, after)
        }

        /// The moves of `record` from ply `from` on, in one statement.
        fn write_moves<'q>(
            statements: &mut Statements<'q>,
            id: &'q GameId,
            from: usize,
            record: &Record,
        ) {
            let mut moves = stored_moves(record).enumerate().skip(from).peekable();
            if moves.peek().is_none() {
                return;
            }
            let (insert, current) = statements.next_when(
                "INSERT INTO moves (game_id, ply, pit, by_computer, unproved, undone) SELECT * FROM (",
            );
            insert
                .push_values(moves, |mut row, (ply, (stored, undone))| {
                    row.push_bind(id.as_str())
                        .push_bind(ply as i64)
                        .push_bind(i64::from(stored.pit.number()))
                        .push_bind(stored.by_computer)
                        .push_bind(stored.unproved)
                        .push_bind(undone);
                })
                .push(") AS stored WHERE ");
            current.push(insert);
        }

        /// The action's journal lines after those already there, in one
        /// statement that numbers them itself.
        fn write_journal<'q>(
            statements: &mut Statements<'q>,
            id: &'q GameId,
            journal: &[JournalEntry],
            now: i64,
        ) {
            if journal.is_empty() {
                return;
            }
            let (insert, current) =
                statements.next_when("INSERT INTO journal (game_id, seq, action, pit, ply, at) SELECT ");
            insert
                .push_bind(id.as_str())
                .push(", COALESCE((SELECT MAX(seq) FROM journal WHERE game_id = ")
                .push_bind(id.as_str())
                .push("), -1) + 1 + lines.column1, lines.column2, lines.column3, lines.column4, ")
                .push_bind(now)
                .push(" FROM (")
                .push_values(journal.iter().enumerate(), |mut row, (index, entry)| {
                    row.push_bind(index as i64)
                        .push_bind(entry.kind.to_string())
                        .push_bind(entry.pit.map(|pit| i64::from(pit.number())))
                        .push_bind(i64::from(entry.ply));
                })
                .push(") AS lines WHERE ");
            current.push(insert);
        }

        /// A public game's time, kept beside its row.
        fn write_time<'q>(statements: &mut Statements<'q>, record: &'q Record) -> Result<(), StorageError> {
            let Some(timing) = record.timing else {
                return Ok(());
            };
            let timing = serde_json::to_string(&timing)
                .map_err(|error| StorageError::Damaged(format!("time of {}: {error}", record.id)))?;
            let (insert, current) = statements.next_when(
                "INSERT INTO game_times (game_id, timing, runs_out_at, out_of_time, to_move, aborted) SELECT ",
            );
            insert
                .separated(", ")
                .push_bind(record.id.as_str())
                .push_bind(timing)
                .push_bind(record.runs_out_at())
                .push_bind(record.out_of_time)
                .push_bind(record.player_to_move().map(PlayerId::as_str))
                .push_bind(record.aborted);
            insert.push(" WHERE ");
            current.push(insert);
            insert.push(
                " ON CONFLICT (game_id) DO UPDATE SET timing = excluded.timing, \
                 runs_out_at = excluded.runs_out_at, out_of_time = excluded.out_of_time, \
                 to_move = excluded.to_move, aborted = excluded.aborted",
            );
            Ok(())
        }
    };
}

/// PostgreSQL's writes, statement by statement, a save's row claimed
/// first.
macro_rules! claim_first_save {
    ($database:ty) => {
        /// Stores a new game with its first journal lines.
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

        /// Saves `after` over `before`, with the journal lines and the
        /// milestones reached, in one transaction whose first statement
        /// claims the game's row. `None`, writing nothing, when the game
        /// changed since `before` was loaded.
        pub async fn save(
            pool: &Pool,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            reached: &[(PlayerId, Milestone)],
            now: i64,
        ) -> Result<Option<Vec<(PlayerId, Milestone)>>, StorageError> {
            let mut tx = pool.begin().await?;
            if !claimed_first(&mut tx, before, after, journal.len(), now).await? {
                return Ok(None);
            }
            let mut statements = Statements::new();
            write_changes(&mut statements, before, after, journal, now)?;
            earn(&mut statements, reached, &after.id, now);
            let earned = newly_earned(reached, statements.fetch(&mut tx).await?);
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
    };
}

/// SQLite's writes, each one text.
macro_rules! one_text_save {
    () => {
        /// Stores a new game with its first journal lines, as one text.
        /// On an error the transaction may be left open: the caller closes
        /// the connection.
        pub async fn insert_at_once(
            connection: &mut Connection,
            record: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let mut statements = Statements::new();
            statements.next("BEGIN IMMEDIATE");
            write_new_game(&mut statements, record, journal, now)?;
            statements.next("COMMIT");
            statements.execute(connection).await
        }

        /// The same save as one text, for SQLite: one trip to the
        /// connection's thread, so the turn to write is held for one
        /// hand-off instead of one for each statement. `BEGIN IMMEDIATE`
        /// takes the write lock first; each statement then runs only while
        /// the game is still at `before`'s version, and the row is claimed
        /// last, so a stale save writes nothing. On an error the
        /// transaction may be left open: the caller closes the connection.
        /// Once sent, the text must be read to its end, or the connection's
        /// thread stops before its `COMMIT`.
        pub async fn save_at_once(
            connection: &mut Connection,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            reached: &[(PlayerId, Milestone)],
            now: i64,
        ) -> Result<Option<Vec<(PlayerId, Milestone)>>, StorageError> {
            let mut statements = Statements {
                built: Vec::new(),
                current: Current(Some((&before.id, before.version))),
            };
            statements.next("BEGIN IMMEDIATE");
            write_changes(&mut statements, before, after, journal, now)?;
            earn(&mut statements, reached, &after.id, now);
            if !reached.is_empty() {
                // The rows `earn` just inserted are the new milestones: the
                // latest rowids, as many as it changed. (SQLite has no
                // statement that writes what another's RETURNING gave.)
                statements
                    .next(
                        "WITH new AS MATERIALIZED (SELECT player, milestone FROM achievements \
                         WHERE rowid > last_insert_rowid() - changes() AND rowid <= last_insert_rowid()) \
                         INSERT INTO earned (game_id, player, milestone) SELECT ",
                    )
                    .push_bind(after.id.as_str())
                    .push(", player, milestone FROM new");
            }
            claim(&mut statements, before, after, journal.len(), now);
            statements.next("COMMIT");
            let mut claimed = false;
            let mut new = Vec::new();
            let mut rows = Vec::new();
            for mut statement in statements.built {
                rows.extend(statement.build().fetch_all(&mut *connection).await?);
            }
            for row in rows {
                use sqlx::Row;
                if row.try_get::<String, _>("claimed").is_ok() {
                    claimed = true;
                } else {
                    new.push((row.try_get("player")?, row.try_get("milestone")?));
                }
            }
            Ok(claimed.then(|| newly_earned(reached, new)))
        }
    };
}
