//! The lobby's seeks. Expanded once per database by `queries.rs`.

macro_rules! seek_queries {
    () => {
        /// The columns `seek_from` reads, in its order.
        const SEEK_COLUMNS: &str = "seeks.id, seeks.player_id, seeks.game, stones, empty_capture, seeks.grand_slam, \
             seeks.cycles, speed, seeks.rated, seat, \
             seeks.created_at, seeks.seen_at, names.name, ratings.rating, ratings.deviation, ratings.volatility";

        /// The tables `SEEK_COLUMNS` come from: each seek with its player's
        /// name and rating in the seek's rating pool (its game, and its
        /// speed class: correspondence speeds are the ones written in days,
        /// "1d"; see `play::RatingPool` for the names).
        const SEEK_TABLES: &str = "seeks LEFT JOIN names ON names.player_id = seeks.player_id \
             LEFT JOIN ratings ON ratings.player_id = seeks.player_id AND ratings.class = \
             (CASE WHEN seeks.game = 'oware' THEN 'oware-' ELSE '' END || CASE WHEN speed LIKE '%d' THEN 'correspondence' ELSE 'live' END)";

        /// Opens a seek with `settings` for `player` under `id`, or finds
        /// the open one they already have with those settings; none when
        /// they have `most` open already. The insert counts them itself, so
        /// two forms at once cannot pass the limit together on SQLite.
        pub async fn open_seek(
            pool: &Pool,
            player: &PlayerId,
            settings: &SeekSettings,
            id: &SeekId,
            now: i64,
            most: u32,
        ) -> Result<Option<SeekId>, StorageError> {
            let rules = RulesColumns::from(settings.rules);
            // The open one with these settings may be taken (paired) between
            // the insert that met it and the look for it: then insert again.
            for _ in 0..3 {
                // DO NOTHING without a target: the partial index of open
                // seeks is the conflict both databases look for.
                let inserted: Option<String> = sqlx::query_scalar(
                    "INSERT INTO seeks (id, player_id, game, stones, empty_capture, grand_slam, cycles, speed, rated, seat, \
                     created_at, seen_at) \
                     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11 \
                     WHERE (SELECT COUNT(*) FROM seeks WHERE player_id = $2 AND accepted_by IS NULL) < $12 \
                     ON CONFLICT DO NOTHING RETURNING id",
                )
                .bind(id.as_str())
                .bind(player.as_str())
                .bind(rules.game)
                .bind(rules.stones)
                .bind(rules.empty_capture)
                .bind(rules.grand_slam)
                .bind(rules.cycles)
                .bind(settings.speed.to_string())
                .bind(settings.rated)
                .bind(settings.seat.to_string())
                .bind(now)
                .bind(i64::from(most))
                .fetch_optional(pool)
                .await?;
                let open = match inserted {
                    Some(id) => Some(id),
                    None => sqlx::query_scalar(
                        "SELECT id FROM seeks WHERE player_id = $1 AND game = $2 AND stones = $3 \
                         AND empty_capture = $4 AND grand_slam = $5 AND cycles = $6 \
                         AND speed = $7 AND rated = $8 AND seat = $9 AND accepted_by IS NULL",
                    )
                    .bind(player.as_str())
                    .bind(rules.game)
                    .bind(rules.stones)
                    .bind(rules.empty_capture)
                    .bind(rules.grand_slam)
                    .bind(rules.cycles)
                    .bind(settings.speed.to_string())
                    .bind(settings.rated)
                    .bind(settings.seat.to_string())
                    .fetch_optional(pool)
                    .await?,
                };
                if let Some(open) = open {
                    return open
                        .parse()
                        .map(Some)
                        .map_err(|_| StorageError::Damaged(format!("seek {open}")));
                }
                let held: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM seeks WHERE player_id = $1 AND accepted_by IS NULL",
                )
                .bind(player.as_str())
                .fetch_one(pool)
                .await?;
                if held >= i64::from(most) {
                    return Ok(None);
                }
            }
            Err(StorageError::Damaged(format!("seek of {player:?} kept being taken")))
        }

        /// Cancels `player`'s open seek `id`; false when there is none.
        pub async fn cancel_seek(pool: &Pool, player: &PlayerId, id: &SeekId) -> Result<bool, StorageError> {
            let deleted = sqlx::query(
                "DELETE FROM seeks WHERE id = $1 AND player_id = $2 AND accepted_by IS NULL",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .execute(pool)
            .await?
            .rows_affected();
            Ok(deleted == 1)
        }

        /// Notes that `player`'s page is open at `now`: their open seeks
        /// stay open.
        pub async fn seeks_seen(pool: &Pool, player: &PlayerId, now: i64) -> Result<(), StorageError> {
            sqlx::query("UPDATE seeks SET seen_at = $2 WHERE player_id = $1 AND accepted_by IS NULL")
                .bind(player.as_str())
                .bind(now)
                .execute(pool)
                .await?;
            Ok(())
        }

        /// Deletes the open seek `id` whose player was last seen at `seen`:
        /// false, changing nothing, when it was seen since, or taken.
        pub async fn drop_seek(pool: &Pool, id: &SeekId, seen: i64) -> Result<bool, StorageError> {
            let deleted = sqlx::query(
                "DELETE FROM seeks WHERE id = $1 AND seen_at = $2 AND accepted_by IS NULL",
            )
            .bind(id.as_str())
            .bind(seen)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(deleted == 1)
        }

        /// Every open seek, oldest first, with its player's name.
        pub async fn open_seeks(pool: &Pool) -> Result<Vec<SeekRow>, StorageError> {
            let rows: Vec<SeekColumns> = sqlx::query_as(&format!(
                "SELECT {SEEK_COLUMNS} FROM {SEEK_TABLES} \
                 WHERE accepted_by IS NULL ORDER BY seeks.created_at, seeks.id"
            ))
            .fetch_all(pool)
            .await?;
            rows.into_iter().map(seek_from).collect()
        }

        /// Takes the open seek `id` for `player` and starts its game, in one
        /// transaction: one statement sets the taker only while there is
        /// none, so of two players at once exactly one gets it, and the
        /// room and game `start` makes of the seek are stored with it.
        pub async fn take_seek(
            pool: &Pool,
            player: &PlayerId,
            id: &SeekId,
            now: i64,
            start: impl FnOnce(&SeekRow) -> (Room, Record) + Send,
        ) -> Result<Taken, StorageError> {
            let mut tx = pool.begin().await?;
            let taken = sqlx::query(
                "UPDATE seeks SET accepted_by = $2, accepted_at = $3 \
                 WHERE id = $1 AND accepted_by IS NULL AND player_id <> $2",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            let row: Option<SeekColumns> =
                sqlx::query_as(&format!("SELECT {SEEK_COLUMNS} FROM {SEEK_TABLES} WHERE seeks.id = $1"))
                    .bind(id.as_str())
                    .fetch_optional(&mut *tx)
                    .await?;
            let Some(seek) = row.map(seek_from).transpose()? else {
                return Ok(Taken::NotFound);
            };
            if !taken {
                return Ok(if seek.player == *player { Taken::Own } else { Taken::Already });
            }
            // Its player is gone: the seek is, too (the transaction is
            // rolled back).
            if !seek.settings.still_open(seek.seen_at, now) {
                return Ok(Taken::NotFound);
            }
            let (room, game) = start(&seek);
            sqlx::query("UPDATE seeks SET room = $1 WHERE id = $2")
                .bind(room.token.as_str())
                .bind(id.as_str())
                .execute(&mut *tx)
                .await?;
            insert_room_in(&mut tx, &room).await?;
            insert_game(&mut tx, &game, &[], now).await?;
            tx.commit().await?;
            Ok(Taken::Yours { seek, room: room.token })
        }

        /// The room the game of `player`'s seek `id` is played in, once
        /// another player accepted it.
        pub async fn seek_room(pool: &Pool, player: &PlayerId, id: &SeekId) -> Result<Option<RoomToken>, StorageError> {
            let room: Option<Option<String>> =
                sqlx::query_scalar("SELECT room FROM seeks WHERE id = $1 AND player_id = $2")
                    .bind(id.as_str())
                    .bind(player.as_str())
                    .fetch_optional(pool)
                    .await?;
            room.flatten()
                .map(|room| room.parse().map_err(|_| StorageError::Damaged(format!("seek {id}"))))
                .transpose()
        }

        /// Public games in progress, the highest rated first: each room
        /// with its players' names and ratings and the moves played.
        pub async fn games_in_progress(pool: &Pool) -> Result<Vec<WatchColumns>, StorageError> {
            Ok(sqlx::query_as(
                "SELECT rooms.token, rooms.host_seat, rooms.speed, rooms.rated, rooms.game, rooms.stones, rooms.empty_capture, \
                 rooms.grand_slam, rooms.cycles, \
                 host_name.name AS host_name, guest_name.name AS guest_name, \
                 host_rating.rating AS host_rating, guest_rating.rating AS guest_rating, \
                 (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id AND NOT moves.undone) AS plies \
                 FROM rooms JOIN games ON games.id = rooms.game_id \
                 LEFT JOIN game_times ON game_times.game_id = games.id \
                 LEFT JOIN names host_name ON host_name.player_id = rooms.host \
                 LEFT JOIN names guest_name ON guest_name.player_id = rooms.guest \
                 LEFT JOIN ratings host_rating ON host_rating.player_id = rooms.host AND host_rating.class = \
                 (CASE WHEN rooms.game = 'oware' THEN 'oware-' ELSE '' END || CASE WHEN rooms.speed LIKE '%d' THEN 'correspondence' ELSE 'live' END) \
                 LEFT JOIN ratings guest_rating ON guest_rating.player_id = rooms.guest AND guest_rating.class = \
                 (CASE WHEN rooms.game = 'oware' THEN 'oware-' ELSE '' END || CASE WHEN rooms.speed LIKE '%d' THEN 'correspondence' ELSE 'live' END) \
                 WHERE rooms.speed IS NOT NULL AND rooms.guest IS NOT NULL AND games.first_score_1 IS NULL \
                 AND NOT COALESCE(game_times.aborted, FALSE) \
                 ORDER BY COALESCE(host_rating.rating, 1500) + COALESCE(guest_rating.rating, 1500) DESC, \
                 rooms.created_at LIMIT 50",
            )
            .fetch_all(pool)
            .await?)
        }

        /// Pairs two open seeks into the game `game` in `room`, in one
        /// transaction: each seek is taken by the other's player only while
        /// both are open, so a seek paired (or accepted) elsewhere at the
        /// same moment leaves both as they were and nobody in two games.
        pub async fn pair_seeks(
            pool: &Pool,
            seeks: [(&SeekId, &PlayerId); 2],
            room: &Room,
            game: &Record,
            now: i64,
        ) -> Result<bool, StorageError> {
            let mut tx = pool.begin().await?;
            for (seek, other) in [(seeks[0].0, seeks[1].1), (seeks[1].0, seeks[0].1)] {
                let taken = sqlx::query(
                    "UPDATE seeks SET accepted_by = $2, accepted_at = $3, room = $4 \
                     WHERE id = $1 AND accepted_by IS NULL",
                )
                .bind(seek.as_str())
                .bind(other.as_str())
                .bind(now)
                .bind(room.token.as_str())
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if taken != 1 {
                    return Ok(false);
                }
            }
            insert_room_in(&mut tx, room).await?;
            insert_game(&mut tx, game, &[], now).await?;
            tx.commit().await?;
            Ok(true)
        }

        /// Notes that `player` let the game `game` abort at `at`, once.
        pub async fn note_no_show(pool: &Pool, player: &PlayerId, game: &GameId, at: i64) -> Result<(), StorageError> {
            sqlx::query("INSERT INTO no_shows (game_id, player_id, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
                .bind(game.as_str())
                .bind(player.as_str())
                .bind(at)
                .execute(pool)
                .await?;
            Ok(())
        }

        /// When `player` let games abort since `since`.
        pub async fn no_shows_since(pool: &Pool, player: &PlayerId, since: i64) -> Result<Vec<i64>, StorageError> {
            Ok(sqlx::query_scalar("SELECT at FROM no_shows WHERE player_id = $1 AND at > $2")
                .bind(player.as_str())
                .bind(since)
                .fetch_all(pool)
                .await?)
        }
    };
}
