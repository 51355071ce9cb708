//! Puzzle tries and the ratings they move. Expanded once per database by
//! `queries.rs`, after the game queries it shares `Pool` with.

macro_rules! puzzle_queries {
    () => {
        /// A rating as stored, with the count its update checks.
        type RatingRow = (f64, f64, f64, i64);

        fn rating_of(row: RatingRow) -> PuzzleRating {
            PuzzleRating {
                rating: row.0,
                deviation: row.1,
                volatility: row.2,
            }
        }

        /// Keeps a finished try; `None` when another try changed a rating
        /// meanwhile and nothing was kept (the caller tries again).
        pub async fn record_try(
            pool: &Pool,
            player: &PlayerId,
            puzzle: PuzzleId,
            puzzle_start: PuzzleRating,
            solved: bool,
            now_ms: i64,
        ) -> Result<Option<TryKept>, StorageError> {
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
            let player_row: Option<RatingRow> = sqlx::query_as(
                "SELECT rating, deviation, volatility, rated FROM puzzle_players WHERE player_id = $1",
            )
            .bind(player.as_str())
            .fetch_optional(&mut *tx)
            .await?;
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
                return Ok(Some(TryKept {
                    rated: false,
                    rating: player_row.map_or(PuzzleRating::PLAYER_START, rating_of),
                }));
            }
            let puzzle_row: Option<RatingRow> = sqlx::query_as(
                "SELECT rating, deviation, volatility, tries FROM puzzle_ratings WHERE puzzle_id = $1",
            )
            .bind(puzzle.as_str())
            .fetch_optional(&mut *tx)
            .await?;
            let (rating, puzzle_rating) = player_row
                .map_or(PuzzleRating::PLAYER_START, rating_of)
                .after_try(puzzle_row.map_or(puzzle_start, rating_of), solved);
            let player_kept = match player_row {
                Some((_, _, _, rated)) => sqlx::query(
                    "UPDATE puzzle_players SET rating = $2, deviation = $3, volatility = $4, \
                     rated = rated + 1 WHERE player_id = $1 AND rated = $5",
                )
                .bind(player.as_str())
                .bind(rating.rating)
                .bind(rating.deviation)
                .bind(rating.volatility)
                .bind(rated),
                None => sqlx::query(
                    "INSERT INTO puzzle_players (player_id, rating, deviation, volatility, rated) \
                     VALUES ($1, $2, $3, $4, 1) ON CONFLICT DO NOTHING",
                )
                .bind(player.as_str())
                .bind(rating.rating)
                .bind(rating.deviation)
                .bind(rating.volatility),
            }
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            let puzzle_kept = match puzzle_row {
                Some((_, _, _, tries)) => sqlx::query(
                    "UPDATE puzzle_ratings SET rating = $2, deviation = $3, volatility = $4, \
                     tries = tries + 1, solved = solved + $5 WHERE puzzle_id = $1 AND tries = $6",
                )
                .bind(puzzle.as_str())
                .bind(puzzle_rating.rating)
                .bind(puzzle_rating.deviation)
                .bind(puzzle_rating.volatility)
                .bind(i64::from(solved))
                .bind(tries),
                None => sqlx::query(
                    "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, tries, solved) \
                     VALUES ($1, $2, $3, $4, 1, $5) ON CONFLICT DO NOTHING",
                )
                .bind(puzzle.as_str())
                .bind(puzzle_rating.rating)
                .bind(puzzle_rating.deviation)
                .bind(puzzle_rating.volatility)
                .bind(i64::from(solved)),
            }
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if !(player_kept && puzzle_kept) {
                tx.rollback().await?;
                return Ok(None);
            }
            tx.commit().await?;
            Ok(Some(TryKept { rated: true, rating }))
        }

        pub async fn puzzle_standing(
            pool: &Pool,
            player: &PlayerId,
        ) -> Result<PuzzleStanding, StorageError> {
            let rating: Option<RatingRow> = sqlx::query_as(
                "SELECT rating, deviation, volatility, rated FROM puzzle_players WHERE player_id = $1",
            )
            .bind(player.as_str())
            .fetch_optional(pool)
            .await?;
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
            Ok(PuzzleStanding {
                rating: rating.map(rating_of),
                tried,
            })
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
