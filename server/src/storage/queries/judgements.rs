//! Exact values solved once: a game's moves, and the positions studied on
//! the analysis board. Expanded once per database by `queries.rs`, after
//! the game queries it shares `Pool` with.

macro_rules! judgement_queries {
    () => {
        pub async fn judgements(pool: &Pool, id: &GameId) -> Result<Vec<Solved>, StorageError> {
            let rows: Vec<JudgementRow> = sqlx::query_as(
                "SELECT position, pit, played, best, best_pit FROM judgements WHERE game_id = $1",
            )
            .bind(id.as_str())
            .fetch_all(pool)
            .await?;
            rows.into_iter()
                .map(|row| row.solved().ok_or_else(|| StorageError::Damaged(format!("judgement of {id}"))))
                .collect()
        }

        pub async fn save_judgements(pool: &Pool, id: &GameId, solved: &[Solved]) -> Result<(), StorageError> {
            let mut tx = pool.begin().await?;
            for (position, pit, judgement) in solved {
                // A game deleted meanwhile, or the same move solved twice:
                // nothing to keep then.
                sqlx::query(
                    "INSERT INTO judgements (game_id, position, pit, played, best, best_pit) \
                     SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM games WHERE id = $1) \
                     ON CONFLICT DO NOTHING",
                )
                .bind(id.as_str())
                .bind(position.to_string())
                .bind(i64::from(pit.number()))
                .bind(i64::from(judgement.played))
                .bind(i64::from(judgement.best))
                .bind(i64::from(judgement.best_pit.number()))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        }

        pub async fn position_values(
            pool: &Pool,
            position: &engine::Position,
            empty_capture: bool,
        ) -> Result<Vec<(engine::Pit, i32)>, StorageError> {
            let rows: Vec<(i64, i64)> = sqlx::query_as(
                "SELECT pit, value FROM position_values WHERE position = $1 AND empty_capture = $2",
            )
            .bind(position.to_string())
            .bind(empty_capture)
            .fetch_all(pool)
            .await?;
            rows.into_iter()
                .map(|(pit, value)| {
                    let pit = u8::try_from(pit).ok().and_then(engine::Pit::new);
                    pit.zip(i32::try_from(value).ok())
                        .ok_or_else(|| StorageError::Damaged(format!("value of {position}")))
                })
                .collect()
        }

        pub async fn save_position_values(
            pool: &Pool,
            position: &engine::Position,
            empty_capture: bool,
            values: &[(engine::Pit, i32)],
        ) -> Result<(), StorageError> {
            let mut tx = pool.begin().await?;
            for (pit, value) in values {
                sqlx::query(
                    "INSERT INTO position_values (position, empty_capture, pit, value) \
                     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                )
                .bind(position.to_string())
                .bind(empty_capture)
                .bind(i64::from(pit.number()))
                .bind(i64::from(*value))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        }
    };
}
