//! The lobby's seeks. Expanded once per database by `queries.rs`.

macro_rules! seek_queries {
    () => {
        /// The columns `seek_from` reads, in its order.
        const SEEK_COLUMNS: &str = "seeks.id, seeks.player_id, stones, empty_capture, speed, rated, seat, \
             seeks.created_at, names.name";

        /// Opens a seek with `settings` for `player` under `id`, or finds
        /// the open one they already have with those settings.
        pub async fn open_seek(
            pool: &Pool,
            player: &PlayerId,
            settings: &SeekSettings,
            id: &SeekId,
            now: i64,
        ) -> Result<SeekId, StorageError> {
            let (stones, empty_capture) = variant_columns(settings.variant);
            // DO NOTHING without a target: the partial index of open seeks
            // is the conflict both databases look for.
            sqlx::query(
                "INSERT INTO seeks (id, player_id, stones, empty_capture, speed, rated, seat, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .bind(stones)
            .bind(empty_capture)
            .bind(settings.speed.to_string())
            .bind(settings.rated)
            .bind(settings.seat.to_string())
            .bind(now)
            .execute(pool)
            .await?;
            let open: String = sqlx::query_scalar(
                "SELECT id FROM seeks WHERE player_id = $1 AND stones = $2 AND empty_capture = $3 \
                 AND speed = $4 AND rated = $5 AND seat = $6 AND accepted_by IS NULL",
            )
            .bind(player.as_str())
            .bind(stones)
            .bind(empty_capture)
            .bind(settings.speed.to_string())
            .bind(settings.rated)
            .bind(settings.seat.to_string())
            .fetch_one(pool)
            .await?;
            open.parse().map_err(|_| StorageError::Damaged(format!("seek {open}")))
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

        /// Every open seek, oldest first, with its player's name.
        pub async fn open_seeks(pool: &Pool) -> Result<Vec<SeekRow>, StorageError> {
            let rows: Vec<SeekColumns> = sqlx::query_as(&format!(
                "SELECT {SEEK_COLUMNS} FROM seeks LEFT JOIN names ON names.player_id = seeks.player_id \
                 WHERE accepted_by IS NULL ORDER BY seeks.created_at, seeks.id"
            ))
            .fetch_all(pool)
            .await?;
            rows.into_iter().map(seek_from).collect()
        }

        /// Takes the open seek `id` for `player`: one statement sets its
        /// taker only while it has none, so of two players at once exactly
        /// one gets it.
        pub async fn take_seek(
            pool: &Pool,
            player: &PlayerId,
            id: &SeekId,
            now: i64,
        ) -> Result<Taken, StorageError> {
            let taken = sqlx::query(
                "UPDATE seeks SET accepted_by = $2, accepted_at = $3 \
                 WHERE id = $1 AND accepted_by IS NULL AND player_id <> $2",
            )
            .bind(id.as_str())
            .bind(player.as_str())
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected()
                == 1;
            let row: Option<SeekColumns> = sqlx::query_as(&format!(
                "SELECT {SEEK_COLUMNS} FROM seeks LEFT JOIN names ON names.player_id = seeks.player_id \
                 WHERE seeks.id = $1"
            ))
            .bind(id.as_str())
            .fetch_optional(pool)
            .await?;
            let Some(seek) = row.map(seek_from).transpose()? else {
                return Ok(Taken::NotFound);
            };
            Ok(if taken {
                Taken::Yours(seek)
            } else if seek.player == *player {
                Taken::Own
            } else {
                Taken::Already
            })
        }
    };
}
