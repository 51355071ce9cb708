//! Arenas, their players and their games. Expanded once per database by
//! `queries.rs`.

macro_rules! arena_queries {
    () => {
        /// The columns `ArenaColumns` reads.
        const ARENA_COLUMNS: &str =
            "id, name, clock, game, stones, empty_capture, grand_slam, cycles, starts_at, minutes, rated, house_bot, \
             schedule";

        type Arguments<'q> = <<Connection as sqlx::Connection>::Database as sqlx::Database>::Arguments<'q>;
        type Query<'q> = sqlx::query::Query<'q, <Connection as sqlx::Connection>::Database, Arguments<'q>>;

        /// The start of an arena's insert, its fifteen columns in the order
        /// `bind_arena` binds them.
        const INSERT_ARENA: &str = "INSERT INTO arenas (id, name, clock, stones, empty_capture, starts_at, \
             minutes, rated, house_bot, created_by, schedule, created_at, game, grand_slam, cycles)";

        /// Binds an arena's fifteen columns: its settings, who holds it, its
        /// schedule and when it was made, then its game's rule columns.
        fn bind_arena<'q>(
            query: Query<'q>,
            id: &'q ArenaId,
            arena: &'q ArenaSettings,
            created_by: Option<&'q PlayerId>,
            schedule: Option<&'q str>,
            now: i64,
        ) -> Query<'q> {
            let rules = RulesColumns::from(arena.rules);
            query
                .bind(id.as_str())
                .bind(arena.name.as_str())
                .bind(Speed::Live(arena.clock).to_string())
                .bind(rules.stones)
                .bind(rules.empty_capture)
                .bind(arena.starts_at)
                .bind(i64::from(arena.minutes))
                .bind(arena.rated)
                .bind(arena.house_bot)
                .bind(created_by.map(PlayerId::as_str))
                .bind(schedule)
                .bind(now)
                .bind(rules.game)
                .bind(rules.grand_slam)
                .bind(rules.cycles)
        }

        /// Stores the arena `id`; false, changing nothing, when its
        /// schedule already holds one at that start.
        pub async fn insert_arena(
            pool: &Pool,
            id: &ArenaId,
            arena: &ArenaSettings,
            created_by: Option<&PlayerId>,
            schedule: Option<&str>,
            now: i64,
        ) -> Result<bool, StorageError> {
            let sql = format!(
                "{INSERT_ARENA} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) \
                 ON CONFLICT DO NOTHING"
            );
            let inserted = bind_arena(sqlx::query(&sql), id, arena, created_by, schedule, now)
                .execute(pool)
                .await?
                .rows_affected();
            Ok(inserted == 1)
        }

        /// Stores the arena `id` that `player` holds, unless they hold one
        /// that has not ended at `now` or held `per_day` in the day before:
        /// one statement checks and inserts, so two forms at once cannot
        /// both pass.
        pub async fn hold_arena(
            pool: &Pool,
            id: &ArenaId,
            arena: &ArenaSettings,
            player: &PlayerId,
            now: i64,
            per_day: u32,
        ) -> Result<Held, StorageError> {
            let sql = format!(
                "{INSERT_ARENA} SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 \
                 WHERE NOT EXISTS (SELECT 1 FROM arenas WHERE created_by = $10 AND starts_at + minutes * 60 > $12) \
                 AND (SELECT COUNT(*) FROM arenas WHERE created_by = $10 AND created_at > $12 - 86400) < $16"
            );
            let inserted = bind_arena(sqlx::query(&sql), id, arena, Some(player), None, now)
                .bind(i64::from(per_day))
                .execute(pool)
                .await?
                .rows_affected();
            if inserted == 1 {
                return Ok(Held::Held);
            }
            let unended: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM arenas WHERE created_by = $1 AND starts_at + minutes * 60 > $2",
            )
            .bind(player.as_str())
            .bind(now)
            .fetch_one(pool)
            .await?;
            Ok(if unended > 0 { Held::OneAlready } else { Held::DayFull })
        }

        /// The identifier and name of the arena the game `game` belongs to.
        pub async fn arena_of_game(
            pool: &Pool,
            game: &GameId,
        ) -> Result<Option<(String, String, i64, Option<String>)>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT arenas.id, arenas.name, arenas.starts_at + arenas.minutes * 60, arenas.schedule FROM arena_games \
                 JOIN arenas ON arenas.id = arena_games.arena_id WHERE arena_games.game_id = $1",
            )
            .bind(game.as_str())
            .fetch_optional(pool)
            .await?)
        }

        /// The arena `id`.
        pub async fn arena(pool: &Pool, id: &ArenaId) -> Result<Option<ArenaColumns>, StorageError> {
            Ok(sqlx::query_as(&format!("SELECT {ARENA_COLUMNS} FROM arenas WHERE id = $1"))
                .bind(id.as_str())
                .fetch_optional(pool)
                .await?)
        }

        /// The arenas under way at `now`, however many.
        pub async fn running_arenas(pool: &Pool, now: i64) -> Result<Vec<ArenaColumns>, StorageError> {
            Ok(sqlx::query_as(&format!(
                "SELECT {ARENA_COLUMNS} FROM arenas WHERE starts_at <= $1 AND starts_at + minutes * 60 > $1"
            ))
            .bind(now)
            .fetch_all(pool)
            .await?)
        }

        /// A page of the arenas that have not ended at `now`: the
        /// schedule's first, then the players', soonest first; with how
        /// many there are in all.
        pub async fn unended_arenas(
            pool: &Pool,
            now: i64,
            limit: i64,
            offset: i64,
        ) -> Result<(Vec<ArenaColumns>, i64), StorageError> {
            let page = sqlx::query_as(&format!(
                "SELECT {ARENA_COLUMNS} FROM arenas WHERE starts_at + minutes * 60 > $1 \
                 ORDER BY CASE WHEN schedule IS NULL THEN 1 ELSE 0 END, starts_at, id LIMIT $2 OFFSET $3"
            ))
            .bind(now)
            .bind(limit)
            .bind(offset)
            .fetch_all(pool)
            .await?;
            let all: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM arenas WHERE starts_at + minutes * 60 > $1")
                .bind(now)
                .fetch_one(pool)
                .await?;
            Ok((page, all))
        }

        /// The arenas that ended between `since` and `now` with someone in
        /// them, newest first (at most `limit`).
        pub async fn arenas_just_over(
            pool: &Pool,
            since: i64,
            now: i64,
            limit: i64,
        ) -> Result<Vec<ArenaColumns>, StorageError> {
            Ok(sqlx::query_as(&format!(
                "SELECT {ARENA_COLUMNS} FROM arenas \
                 WHERE starts_at + minutes * 60 > $1 AND starts_at + minutes * 60 <= $2 \
                 AND EXISTS (SELECT 1 FROM arena_players WHERE arena_players.arena_id = arenas.id) \
                 ORDER BY starts_at + minutes * 60 DESC, id LIMIT $3"
            ))
            .bind(since)
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await?)
        }

        /// The arenas `player` joined that ended before `now`, newest first
        /// (at most 10).
        pub async fn arenas_played(pool: &Pool, player: &PlayerId, now: i64) -> Result<Vec<ArenaColumns>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT arenas.id, name, clock, game, stones, empty_capture, grand_slam, cycles, starts_at, minutes, \
                 rated, house_bot, schedule \
                 FROM arenas JOIN arena_players ON arena_players.arena_id = arenas.id \
                 WHERE arena_players.player_id = $1 AND starts_at + minutes * 60 <= $2 \
                 ORDER BY starts_at DESC, arenas.id LIMIT 10",
            )
            .bind(player.as_str())
            .bind(now)
            .fetch_all(pool)
            .await?)
        }

        /// Puts `player` in the arena `id`, or back in it after they left.
        pub async fn join_arena(pool: &Pool, id: &ArenaId, player: &PlayerId, now: i64) -> Result<(), StorageError> {
            sqlx::query(
                "INSERT INTO arena_players (arena_id, player_id, joined_at, active, free_since) \
                 VALUES ($1, $2, $3, TRUE, $3) \
                 ON CONFLICT (arena_id, player_id) DO UPDATE SET active = TRUE, free_since = $3",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .bind(now)
            .execute(pool)
            .await?;
            Ok(())
        }

        /// Takes `player` out of the pairing of the arena `id` (their
        /// points stay); false when they were not in it.
        pub async fn leave_arena(pool: &Pool, id: &ArenaId, player: &PlayerId) -> Result<bool, StorageError> {
            let left = sqlx::query(
                "UPDATE arena_players SET active = FALSE WHERE arena_id = $1 AND player_id = $2",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .execute(pool)
            .await?
            .rows_affected();
            Ok(left == 1)
        }

        /// Everyone who joined the arena `id`, with their name, their live
        /// rating in the arena's game and whether they are in a game now.
        pub async fn arena_entrants(pool: &Pool, id: &ArenaId) -> Result<Vec<EntrantColumns>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT arena_players.player_id, arena_players.active, arena_players.free_since, \
                 names.name, ratings.rating, arena_busy.game_id AS busy_in \
                 FROM arena_players JOIN arenas ON arenas.id = arena_players.arena_id \
                 LEFT JOIN names ON names.player_id = arena_players.player_id \
                 LEFT JOIN ratings ON ratings.player_id = arena_players.player_id AND ratings.class = \
                 (CASE WHEN arenas.game = 'oware' THEN 'oware-live' ELSE 'live' END) \
                 LEFT JOIN arena_busy ON arena_busy.arena_id = arena_players.arena_id \
                 AND arena_busy.player_id = arena_players.player_id \
                 WHERE arena_players.arena_id = $1 ORDER BY arena_players.joined_at, arena_players.player_id",
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// The games of the arena `id`, oldest first.
        pub async fn arena_games(pool: &Pool, id: &ArenaId) -> Result<Vec<ArenaGameColumns>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT game_id, room, player_1, player_2, started_at, result_1, sowings, sowings_1, sowings_2, \
                 berserk_1, berserk_2 \
                 FROM arena_games WHERE arena_id = $1 ORDER BY started_at, game_id",
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?)
        }

        /// Starts `game` in the arena `id` between `players` (Player 1's
        /// first; `None` for the house bot's seat), in `room`, in one
        /// transaction: each player is marked busy
        /// only if they are not already, so nobody is in two games,
        /// whichever process paired them. False, changing nothing, when one
        /// of them was busy.
        pub async fn start_arena_game(
            pool: &Pool,
            id: &ArenaId,
            players: [Option<&PlayerId>; 2],
            room: Option<&Room>,
            game: &Record,
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            for player in players.into_iter().flatten() {
                let marked = sqlx::query(
                    "INSERT INTO arena_busy (arena_id, player_id, game_id) VALUES ($1, $2, $3) \
                     ON CONFLICT DO NOTHING",
                )
                .bind(id.as_str())
                .bind(player.as_str())
                .bind(game.id.as_str())
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if marked != 1 {
                    return Ok(false);
                }
            }
            if let Some(room) = room {
                insert_room_in(&mut tx, room).await?;
            }
            insert_game(&mut tx, game, &[], now).await?;
            sqlx::query(
                "INSERT INTO arena_games (game_id, arena_id, room, player_1, player_2, started_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(game.id.as_str())
            .bind(id.as_str())
            .bind(room.map(|room| room.token.as_str()))
            .bind(players[0].map(PlayerId::as_str))
            .bind(players[1].map(PlayerId::as_str))
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(true)
        }

        /// Scores the arena game `game` once: how it ended for Player 1 and
        /// the sowings (all, Player 1's, Player 2's); its players are free
        /// again from `now`. False when it is no arena game or was scored.
        pub async fn score_arena_game(
            pool: &Pool,
            game: &GameId,
            result_1: ArenaResult,
            sowings: [u32; 3],
            berserk: [bool; 2],
            now: i64,
        ) -> Result<Option<String>, StorageError> {
            let mut tx = pool.begin().await?;
            let arena: Option<String> = sqlx::query_scalar(
                "UPDATE arena_games SET result_1 = $2, sowings = $3, sowings_1 = $4, sowings_2 = $5, \
                 berserk_1 = $6, berserk_2 = $7 WHERE game_id = $1 AND result_1 IS NULL RETURNING arena_id",
            )
            .bind(game.as_str())
            .bind(result_1.to_string())
            .bind(i64::from(sowings[0]))
            .bind(i64::from(sowings[1]))
            .bind(i64::from(sowings[2]))
            .bind(berserk[0])
            .bind(berserk[1])
            .fetch_optional(&mut *tx)
            .await?;
            if arena.is_none() {
                return Ok(None);
            }
            sqlx::query(
                "UPDATE arena_players SET free_since = $2 WHERE (arena_id, player_id) IN \
                 (SELECT arena_id, player_id FROM arena_busy WHERE game_id = $1)",
            )
            .bind(game.as_str())
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query("DELETE FROM arena_busy WHERE game_id = $1")
                .bind(game.as_str())
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(arena)
        }
    };
}
