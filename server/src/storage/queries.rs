//! Every query, written once and compiled for each database: the SQL text
//! is the same for SQLite and PostgreSQL (`$n` parameters, integers read
//! as i64), but sqlx's types differ, so a macro stamps out one module per
//! database.

use super::{RoomRow, StorageError};
use crate::record::{ActionKind, JournalEntry, Record, StoredMove};
use app::game::{FirstResult, Hint, Opponent, Setup};
use engine::{Level, Pit, Player, Variant};
use sqlx::Row;

/// Every move of a record in ply order, with its undone flag.
fn stored_moves(record: &Record) -> impl Iterator<Item = (StoredMove, bool)> + '_ {
    record
        .line
        .iter()
        .map(|stored| (*stored, false))
        .chain(record.undone.iter().map(|stored| (*stored, true)))
}

fn player(number: i64) -> Option<Player> {
    u8::try_from(number).ok().and_then(Player::from_number)
}

/// The first-result columns: winner (0 for a draw), "p1 p2" scores, fresh.
fn first_result_columns(
    result: Option<FirstResult>,
) -> (Option<i64>, Option<String>, Option<bool>) {
    match result {
        None => (None, None, None),
        Some(result) => (
            Some(result.winner.map_or(0, |winner| i64::from(winner.number()))),
            Some(format!("{} {}", result.scores[0], result.scores[1])),
            Some(result.fresh),
        ),
    }
}

fn first_result_from(
    winner: Option<i64>,
    scores: Option<String>,
    fresh: Option<bool>,
) -> Option<FirstResult> {
    let winner = match winner? {
        0 => None,
        number => Some(player(number)?),
    };
    let mut scores = scores?
        .split(' ')
        .map(|score| score.parse::<u8>().ok())
        .collect::<Vec<_>>()
        .into_iter();
    Some(FirstResult {
        winner,
        scores: [scores.next()??, scores.next()??],
        fresh: fresh?,
    })
}

/// The columns that say who plays: opponent, level and seat.
fn opponent_columns(setup: &Setup) -> (&'static str, Option<&'static str>, Option<i64>) {
    match setup.opponent {
        Opponent::Computer { level, seat } => (
            "computer",
            Some(level.name()),
            Some(i64::from(seat.number())),
        ),
        Opponent::SameDevice => ("same-device", None, None),
        Opponent::Friend { seat } => ("friend", None, seat.map(|seat| i64::from(seat.number()))),
    }
}

fn opponent_from(
    opponent: &str,
    level: Option<String>,
    seat: Option<i64>,
    damaged: impl Fn() -> StorageError,
) -> Result<Opponent, StorageError> {
    Ok(match opponent {
        "computer" => Opponent::Computer {
            level: level
                .and_then(|level| level.parse::<Level>().ok())
                .ok_or_else(&damaged)?,
            seat: seat.and_then(player).ok_or_else(&damaged)?,
        },
        "same-device" => Opponent::SameDevice,
        "friend" => Opponent::Friend {
            seat: Some(seat.and_then(player).ok_or_else(&damaged)?),
        },
        _ => return Err(damaged()),
    })
}

macro_rules! queries {
    ($database:ty) => {
        use super::*;

        type Pool = sqlx::Pool<$database>;
        type Transaction<'t> = sqlx::Transaction<'t, $database>;

        pub async fn load(pool: &Pool, id: &str) -> Result<Option<Record>, StorageError> {
            // One statement, so the game row and its moves are of one save
            // (and a page costs one round trip to the database).
            let rows = sqlx::query(
                "SELECT owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
                 last_action, recent_from, version, hints, hint_pit, hint_value, paused, guest, room, \
                 fresh, first_winner, first_scores, first_fresh, journal_length, active_ms, updated_at, \
                 start_position, earned, pit, by_computer, undone \
                 FROM games LEFT JOIN moves ON moves.game_id = games.id \
                 WHERE games.id = $1 ORDER BY ply",
            )
            .bind(id)
            .fetch_all(pool)
            .await?;
            let Some(row) = rows.first() else {
                return Ok(None);
            };
            let damaged = || StorageError::Damaged(id.to_string());
            let opponent = opponent_from(
                &row.get::<String, _>("opponent"),
                row.get("level"),
                row.get("seat"),
                damaged,
            )?;
            let stones = u8::try_from(row.get::<i64, _>("stones")).map_err(|_| damaged())?;
            let variant = Variant::new(stones, row.get("empty_capture")).map_err(|_| damaged())?;
            let start = match row.get::<Option<String>, _>("start_position") {
                Some(text) => text.parse().map_err(|_| damaged())?,
                None => engine::Position::start(variant),
            };
            let mut line = Vec::new();
            let mut undone = Vec::new();
            // Without moves the one row has NULL move columns.
            for row in rows.iter().filter(|row| row.get::<Option<i64>, _>("pit").is_some()) {
                let pit = u8::try_from(row.get::<i64, _>("pit"))
                    .ok()
                    .and_then(Pit::new)
                    .ok_or_else(damaged)?;
                let stored = StoredMove {
                    pit,
                    by_computer: row.get("by_computer"),
                };
                if row.get("undone") {
                    undone.push(stored);
                } else {
                    line.push(stored);
                }
            }
            Ok(Some(Record {
                id: id.to_string(),
                owner: row.get("owner"),
                guest: row.get("guest"),
                room: row.get("room"),
                setup: Setup { opponent, variant },
                start,
                seed: row.get::<i64, _>("seed") as u64,
                line,
                undone,
                resigned: row.get::<Option<i64>, _>("resigned").and_then(player),
                last_action: ActionKind::parse(&row.get::<String, _>("last_action"))
                    .ok_or_else(damaged)?,
                recent_from: usize::try_from(row.get::<i64, _>("recent_from"))
                    .map_err(|_| damaged())?,
                version: row.get("version"),
                hints: u32::try_from(row.get::<i64, _>("hints")).map_err(|_| damaged())?,
                hint: row
                    .get::<Option<i64>, _>("hint_pit")
                    .and_then(|pit| u8::try_from(pit).ok())
                    .and_then(Pit::new)
                    .map(|pit| Hint {
                        pit,
                        value: row
                            .get::<Option<i64>, _>("hint_value")
                            .map(|value| value as i32),
                    }),
                paused: row.get("paused"),
                fresh: row.get("fresh"),
                first_result: first_result_from(
                    row.get("first_winner"),
                    row.get("first_scores"),
                    row.get("first_fresh"),
                ),
                journal_length: u32::try_from(row.get::<i64, _>("journal_length"))
                    .map_err(|_| damaged())?,
                active_ms: u64::try_from(row.get::<i64, _>("active_ms")).map_err(|_| damaged())?,
                saved_at: row.get("updated_at"),
                earned: row.get("earned"),
            }))
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
            .bind(&record.id)
            .bind(&record.owner)
            .bind(opponent)
            .bind(level)
            .bind(seat)
            .bind(i64::from(record.setup.variant.stones()))
            .bind(record.setup.variant.empty_capture())
            .bind(record.seed as i64)
            .bind(record.resigned.map(|player| i64::from(player.number())))
            .bind(record.last_action.as_str())
            .bind(record.recent_from as i64)
            .bind(record.version)
            .bind(now)
            .bind(&record.guest)
            .bind(&record.room)
            .bind(journal.len() as i64)
            .bind(
                (record.start != engine::Position::start(record.setup.variant))
                    .then(|| record.start.to_string()),
            )
            .execute(&mut **tx)
            .await?;
            write_moves(tx, &record.id, 0, record).await?;
            write_journal(tx, &record.id, journal, now).await?;
            Ok(())
        }

        pub async fn save(
            pool: &Pool,
            before: &Record,
            after: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            // Taking the version first also takes SQLite's write lock, so the
            // rest of the transaction cannot meet a concurrent writer.
            let (opponent, level, seat) = opponent_columns(&after.setup);
            let (first_winner, first_scores, first_fresh) = first_result_columns(after.first_result);
            let claimed = sqlx::query(
                "UPDATE games SET version = version + 1, resigned = $1, last_action = $2, recent_from = $3, \
                 updated_at = $4, hints = $5, hint_pit = $6, hint_value = $7, paused = $8, \
                 owner = $9, opponent = $10, level = $11, seat = $12, guest = $13, room = $14, \
                 fresh = $15, first_winner = $16, first_scores = $17, first_fresh = $18, \
                 journal_length = journal_length + $19, active_ms = active_ms + $20, earned = NULL \
                 WHERE id = $21 AND version = $22",
            )
            .bind(after.resigned.map(|player| i64::from(player.number())))
            .bind(after.last_action.as_str())
            .bind(after.recent_from as i64)
            .bind(now)
            .bind(i64::from(after.hints))
            .bind(after.hint.map(|hint| i64::from(hint.pit.number())))
            .bind(after.hint.and_then(|hint| hint.value).map(i64::from))
            .bind(after.paused)
            .bind(&after.owner)
            .bind(opponent)
            .bind(level)
            .bind(seat)
            .bind(&after.guest)
            .bind(&after.room)
            .bind(after.fresh)
            .bind(first_winner)
            .bind(first_scores)
            .bind(first_fresh)
            .bind(journal.len() as i64)
            .bind(after.active_ms.saturating_sub(before.active_ms) as i64)
            .bind(&after.id)
            .bind(before.version)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if claimed != 1 {
                return Ok(false);
            }
            let unchanged = stored_moves(before)
                .zip(stored_moves(after))
                .take_while(|(old, new)| old == new)
                .count();
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(&after.id)
                .bind(unchanged as i64)
                .execute(&mut *tx)
                .await?;
            write_moves(&mut tx, &after.id, unchanged, after).await?;
            write_journal(&mut tx, &after.id, journal, now).await?;
            tx.commit().await?;
            Ok(true)
        }

        async fn write_moves(
            tx: &mut Transaction<'_>,
            id: &str,
            from: usize,
            record: &Record,
        ) -> Result<(), StorageError> {
            for (ply, (stored, undone)) in stored_moves(record).enumerate().skip(from) {
                sqlx::query(
                    "INSERT INTO moves (game_id, ply, pit, by_computer, undone) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id)
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
            id: &str,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<(), StorageError> {
            let last: Option<i64> =
                sqlx::query_scalar("SELECT MAX(seq) FROM journal WHERE game_id = $1")
                    .bind(id)
                    .fetch_one(&mut **tx)
                    .await?;
            for (seq, entry) in (last.map_or(0, |seq| seq + 1)..).zip(journal) {
                sqlx::query(
                    "INSERT INTO journal (game_id, seq, action, pit, ply, at) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(seq)
                .bind(entry.kind.as_str())
                .bind(entry.pit.map(|pit| i64::from(pit.number())))
                .bind(i64::from(entry.ply))
                .bind(now)
                .execute(&mut **tx)
                .await?;
            }
            Ok(())
        }

        pub async fn add_active_time(pool: &Pool, id: &str, ms: i64) -> Result<(), StorageError> {
            sqlx::query("UPDATE games SET active_ms = active_ms + $1 WHERE id = $2")
                .bind(ms)
                .bind(id)
                .execute(pool)
                .await?;
            Ok(())
        }

        pub async fn earn(
            pool: &Pool,
            player: &str,
            milestones: &[&str],
            game: &str,
            now: i64,
        ) -> Result<Vec<String>, StorageError> {
            let mut earned = Vec::new();
            for milestone in milestones {
                let new = sqlx::query(
                    "INSERT INTO achievements (player, milestone, game_id, earned_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (player, milestone) DO NOTHING",
                )
                .bind(player)
                .bind(*milestone)
                .bind(game)
                .bind(now)
                .execute(pool)
                .await?
                .rows_affected();
                if new == 1 {
                    earned.push(milestone.to_string());
                }
            }
            Ok(earned)
        }

        pub async fn achievements(pool: &Pool, player: &str) -> Result<Vec<(String, i64)>, StorageError> {
            let rows = sqlx::query(
                "SELECT milestone, earned_at FROM achievements WHERE player = $1 ORDER BY earned_at",
            )
            .bind(player)
            .fetch_all(pool)
            .await?;
            Ok(rows
                .iter()
                .map(|row| (row.get("milestone"), row.get("earned_at")))
                .collect())
        }

        pub async fn note_earned(pool: &Pool, game: &str, earned: &str) -> Result<(), StorageError> {
            sqlx::query("UPDATE games SET earned = $1 WHERE id = $2")
                .bind(earned)
                .bind(game)
                .execute(pool)
                .await?;
            Ok(())
        }

        pub async fn fresh_win_levels(pool: &Pool, player: &str) -> Result<i64, StorageError> {
            Ok(sqlx::query_scalar(
                "SELECT COUNT(DISTINCT level) FROM games WHERE owner = $1 AND opponent = 'computer' \
                 AND first_fresh = TRUE AND first_winner = seat",
            )
            .bind(player)
            .fetch_one(pool)
            .await?)
        }

        pub async fn device_link(pool: &Pool, player: &str) -> Result<Option<String>, StorageError> {
            Ok(sqlx::query_scalar("SELECT token FROM device_links WHERE player = $1")
                .bind(player)
                .fetch_optional(pool)
                .await?)
        }

        pub async fn renew_device_link(
            pool: &Pool,
            player: &str,
            token: &str,
            now: i64,
        ) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO device_links (player, token, created_at, token_key) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (player) DO UPDATE SET token = excluded.token, created_at = excluded.created_at, \
                 token_key = excluded.token_key",
            )
            .bind(player)
            .bind(token)
            .bind(now)
            .bind(crate::token_key(token))
            .execute(pool)
            .await?;
            Ok(())
        }

        pub async fn player_of_link(pool: &Pool, token: &str) -> Result<Option<String>, StorageError> {
            let row = sqlx::query("SELECT player, token FROM device_links WHERE token_key = $1")
                .bind(crate::token_key(token))
                .fetch_optional(pool)
                .await?;
            Ok(row
                .filter(|row| crate::same_token(&row.get::<String, _>("token"), token))
                .map(|row| row.get("player")))
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

        pub async fn open_games(pool: &Pool, player: &str) -> Result<i64, StorageError> {
            Ok(sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE owner = $1 AND first_winner IS NULL AND resigned IS NULL",
            )
            .bind(player)
            .fetch_one(pool)
            .await?)
        }

        pub async fn games_of(pool: &Pool, player: &str) -> Result<Vec<(String, i64)>, StorageError> {
            let rows = sqlx::query(
                "SELECT id, created_at FROM games WHERE owner = $1 OR guest = $1 \
                 ORDER BY created_at DESC, id LIMIT 200",
            )
            .bind(player)
            .fetch_all(pool)
            .await?;
            Ok(rows.iter().map(|row| (row.get("id"), row.get("created_at"))).collect())
        }

        pub async fn insert_room(pool: &Pool, room: &RoomRow) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO rooms (token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 stones, empty_capture, token_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
            )
            .bind(&room.token)
            .bind(&room.host)
            .bind(&room.guest)
            .bind(&room.game_id)
            .bind(i64::from(room.host_seat.number()))
            .bind(&room.rematch_by)
            .bind(room.host_seen)
            .bind(room.guest_seen)
            .bind(room.created_at)
            .bind(i64::from(room.variant.stones()))
            .bind(room.variant.empty_capture())
            .bind(crate::token_key(&room.token))
            .execute(pool)
            .await?;
            Ok(())
        }

        pub async fn load_room(pool: &Pool, token: &str) -> Result<Option<RoomRow>, StorageError> {
            let Some(row) = sqlx::query(
                "SELECT token, host, guest, game_id, host_seat, rematch_by, host_seen, guest_seen, created_at, \
                 stones, empty_capture FROM rooms WHERE token_key = $1",
            )
            .bind(crate::token_key(token))
            .fetch_optional(pool)
            .await?
            else {
                return Ok(None);
            };
            if !crate::same_token(&row.get::<String, _>("token"), token) {
                return Ok(None);
            }
            let damaged = || StorageError::Damaged(token.to_string());
            let stones = u8::try_from(row.get::<i64, _>("stones")).map_err(|_| damaged())?;
            let variant = Variant::new(stones, row.get("empty_capture")).map_err(|_| damaged())?;
            Ok(Some(RoomRow {
                token: token.to_string(),
                variant,
                host: row.get("host"),
                guest: row.get("guest"),
                game_id: row.get("game_id"),
                host_seat: player(row.get("host_seat"))
                    .ok_or_else(|| StorageError::Damaged(token.to_string()))?,
                rematch_by: row.get("rematch_by"),
                host_seen: row.get("host_seen"),
                guest_seen: row.get("guest_seen"),
                created_at: row.get("created_at"),
            }))
        }

        pub async fn seat_guest(
            pool: &Pool,
            token: &str,
            guest: &str,
            game: &Record,
            journal: &[JournalEntry],
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            let seated = sqlx::query(
                "UPDATE rooms SET guest = $1, game_id = $2, guest_seen = $3 \
                 WHERE token = $4 AND guest IS NULL AND host <> $1",
            )
            .bind(guest)
            .bind(&game.id)
            .bind(now)
            .bind(token)
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
            token: &str,
            game: &str,
            player: &str,
        ) -> Result<bool, StorageError> {
            let asked = sqlx::query(
                "UPDATE rooms SET rematch_by = $1 WHERE token = $2 AND game_id = $3 AND rematch_by IS NULL",
            )
            .bind(player)
            .bind(token)
            .bind(game)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(asked == 1)
        }

        pub async fn start_rematch(
            pool: &Pool,
            token: &str,
            old_game: &str,
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
            .bind(&game.id)
            .bind(i64::from(host_seat.number()))
            .bind(token)
            .bind(old_game)
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
            token: &str,
            host: bool,
            now: i64,
        ) -> Result<(), StorageError> {
            let query = if host {
                "UPDATE rooms SET host_seen = $1 WHERE token = $2"
            } else {
                "UPDATE rooms SET guest_seen = $1 WHERE token = $2"
            };
            sqlx::query(query).bind(now).bind(token).execute(pool).await?;
            Ok(())
        }

        pub async fn close_room(pool: &Pool, token: &str) -> Result<(), StorageError> {
            sqlx::query("DELETE FROM rooms WHERE token = $1")
                .bind(token)
                .execute(pool)
                .await?;
            Ok(())
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
