//! The exact values of a game's moves, solved once. Expanded once per
//! database by `queries.rs`, after the game queries it shares `Pool` with.

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
    };
}
