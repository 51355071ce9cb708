//! Puzzle tries and the ratings they move. Expanded once per database by
//! `queries.rs`, after the game queries it shares `Pool` with.

macro_rules! puzzle_queries {
    () => {
        /// A rating as stored, with its count of first tries.
        type RatingRow = (f64, f64, f64, i64);

        fn rating_of(row: RatingRow) -> PuzzleRating {
            PuzzleRating {
                rating: row.0,
                deviation: row.1,
                volatility: row.2,
            }
        }

        /// Keeps a finished try. Rows are locked in one order (the try,
        /// the player, the puzzle), so tries at once queue rather than
        /// fail or deadlock, and each reads the ratings the one before it
        /// wrote. (The `rated` and `tries` counts are no longer checked by
        /// the updates, whatever migration 0011's comments say: the locks
        /// do that work.)
        pub async fn record_try(
            pool: &Pool,
            player: &PlayerId,
            puzzle: PuzzleId,
            game: GameKind,
            puzzle_start: PuzzleRating,
            solved: bool,
            now_ms: i64,
        ) -> Result<(), StorageError> {
            // A write first: SQLite then holds the write lock for the whole
            // transaction, and PostgreSQL makes a second first try at the
            // same puzzle wait for this one.
            let mut tx = pool.begin().await?;
            let first = sqlx::query(
                "INSERT INTO puzzle_tries \
                 (player_id, puzzle_id, first_solved, solved, tries, first_at, last_at) \
                 VALUES ($1, $2, $3, $3, 1, $4, $4) ON CONFLICT DO NOTHING",
            )
            .bind(player.as_str())
            .bind(puzzle.as_str())
            .bind(solved)
            .bind(now_ms)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if !first {
                sqlx::query(
                    "UPDATE puzzle_tries SET solved = (solved OR $3), tries = tries + 1, last_at = $4 \
                     WHERE player_id = $1 AND puzzle_id = $2",
                )
                .bind(player.as_str())
                .bind(puzzle.as_str())
                .bind(solved)
                .bind(now_ms)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                return Ok(());
            }
            // Each rating row is made if missing, or locked by an update
            // that changes nothing, and read, in one statement.
            let start = PuzzleRating::PLAYER_START;
            let player_row: RatingRow = sqlx::query_as(
                "INSERT INTO puzzle_players (player_id, game, rating, deviation, volatility, rated) \
                 VALUES ($1, $5, $2, $3, $4, 0) \
                 ON CONFLICT (player_id, game) DO UPDATE SET rated = puzzle_players.rated \
                 RETURNING rating, deviation, volatility, rated",
            )
            .bind(player.as_str())
            .bind(start.rating)
            .bind(start.deviation)
            .bind(start.volatility)
            .bind(game.name())
            .fetch_one(&mut *tx)
            .await?;
            let puzzle_row: RatingRow = sqlx::query_as(
                "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, tries, solved) \
                 VALUES ($1, $2, $3, $4, 0, 0) \
                 ON CONFLICT (puzzle_id) DO UPDATE SET tries = puzzle_ratings.tries \
                 RETURNING rating, deviation, volatility, tries",
            )
            .bind(puzzle.as_str())
            .bind(puzzle_start.rating)
            .bind(puzzle_start.deviation)
            .bind(puzzle_start.volatility)
            .fetch_one(&mut *tx)
            .await?;
            let (rating, puzzle_rating) =
                rating_of(player_row).after_try(rating_of(puzzle_row), solved);
            sqlx::query(
                "UPDATE puzzle_players SET rating = $2, deviation = $3, volatility = $4, \
                 rated = rated + 1 WHERE player_id = $1 AND game = $5",
            )
            .bind(player.as_str())
            .bind(rating.rating)
            .bind(rating.deviation)
            .bind(rating.volatility)
            .bind(game.name())
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "UPDATE puzzle_ratings SET rating = $2, deviation = $3, volatility = $4, \
                 tries = tries + 1, solved = solved + $5 WHERE puzzle_id = $1",
            )
            .bind(puzzle.as_str())
            .bind(puzzle_rating.rating)
            .bind(puzzle_rating.deviation)
            .bind(puzzle_rating.volatility)
            .bind(i64::from(solved))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(())
        }

        pub async fn puzzle_standing(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<PuzzleStanding, StorageError> {
            let ratings: Vec<(String, f64, f64, f64, i64)> = sqlx::query_as(
                "SELECT game, rating, deviation, volatility, rated FROM puzzle_players \
                 WHERE player_id = $1 AND rated > 0 ORDER BY game",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?;
            let ratings = ratings
                .into_iter()
                .map(|(game, rating, deviation, volatility, rated)| {
                    let game = game
                        .parse()
                        .map_err(|_| StorageError::Damaged(format!("puzzle rating of {game}")))?;
                    Ok((game, rating_of((rating, deviation, volatility, rated))))
                })
                .collect::<Result<_, StorageError>>()?;
            let rows: Vec<(String, bool, bool, i64)> = sqlx::query_as(
                "SELECT puzzle_id, first_solved, solved, first_at FROM puzzle_tries \
                 WHERE player_id = $1 ORDER BY first_at, puzzle_id",
            )
            .bind(player.as_str())
            .fetch_all(pool)
            .await?;
            let tried = rows
                .into_iter()
                .map(|(puzzle, first_solved, solved, first_at)| {
                    Ok(PuzzleTried {
                        puzzle: puzzle
                            .parse()
                            .map_err(|_| StorageError::Damaged(format!("puzzle try {puzzle}")))?,
                        first_solved,
                        solved,
                        first_at,
                    })
                })
                .collect::<Result<_, StorageError>>()?;
            Ok(PuzzleStanding { ratings, tried })
        }

        pub async fn puzzle_records(pool: &Pool) -> Result<Vec<PuzzleRecord>, StorageError> {
            let rows: Vec<(String, f64, f64, f64, i64, i64)> = sqlx::query_as(
                "SELECT puzzle_id, rating, deviation, volatility, tries, solved FROM puzzle_ratings",
            )
            .fetch_all(pool)
            .await?;
            rows.into_iter()
                .map(|(puzzle, rating, deviation, volatility, tries, solved)| {
                    let damaged = || StorageError::Damaged(format!("puzzle rating {puzzle}"));
                    Ok(PuzzleRecord {
                        puzzle: puzzle.parse().map_err(|_| damaged())?,
                        rating: PuzzleRating {
                            rating,
                            deviation,
                            volatility,
                        },
                        tries: u32::try_from(tries).map_err(|_| damaged())?,
                        solved: u32::try_from(solved).map_err(|_| damaged())?,
                    })
                })
                .collect()
        }
    };
}
