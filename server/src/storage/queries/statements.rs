//! Statements a transaction runs one after another, sent together where
//! the database allows it. Expanded once per database by `queries.rs`,
//! before the queries that use it.

macro_rules! statements {
    ($database:ty, one_text: $one_text:expr) => {
        type Connection = <$database as sqlx::Database>::Connection;

        /// Statements that run one after another. SQLite takes them as one
        /// text: one trip to its connection's thread, where each trip is a
        /// hand-off and a wake-up while a save holds the turn to write.
        /// PostgreSQL prepares one statement at a time, so there each is
        /// its own trip.
        struct Statements<'q> {
            built: Vec<sqlx::QueryBuilder<'q, $database>>,
            current: Current<'q>,
        }

        /// What a save's statements run under: nothing once the game's row
        /// is claimed (see `claim`), or only while the game is at this
        /// version, when the row is claimed last (see `save_at_once`).
        #[derive(Clone, Copy)]
        struct Current<'q>(Option<(&'q GameId, i64)>);

        impl<'q> Statements<'q> {
            /// Statements for a game whose row is claimed already.
            fn new() -> Self {
                Statements {
                    built: Vec::new(),
                    current: Current(None),
                }
            }

            /// Starts the next statement with `sql`.
            fn next(&mut self, sql: &str) -> &mut sqlx::QueryBuilder<'q, $database> {
                match self.built.last_mut() {
                    Some(last) if $one_text => {
                        last.push("; ").push(sql);
                    }
                    _ => self.built.push(sqlx::QueryBuilder::new(sql)),
                }
                let last = self.built.len() - 1;
                &mut self.built[last]
            }

            /// Starts the next statement with `sql` and returns it with the
            /// condition it must add to its `WHERE`.
            fn next_when(
                &mut self,
                sql: &str,
            ) -> (&mut sqlx::QueryBuilder<'q, $database>, Current<'q>) {
                let current = self.current;
                (self.next(sql), current)
            }

            /// Runs them, in order.
            async fn execute(self, connection: &mut Connection) -> Result<(), StorageError> {
                for mut statement in self.built {
                    statement.build().execute(&mut *connection).await?;
                }
                Ok(())
            }

            /// Runs them, in order; the rows they returned.
            async fn fetch<Row>(self, connection: &mut Connection) -> Result<Vec<Row>, StorageError>
            where
                Row: for<'r> sqlx::FromRow<'r, <$database as sqlx::Database>::Row> + Send + Unpin,
            {
                let mut rows = Vec::new();
                for mut statement in self.built {
                    rows.extend(
                        statement
                            .build_query_as::<Row>()
                            .fetch_all(&mut *connection)
                            .await?,
                    );
                }
                Ok(rows)
            }
        }

        impl<'q> Current<'q> {
            /// The condition, for a statement's `WHERE`.
            fn push(self, statement: &mut sqlx::QueryBuilder<'q, $database>) {
                match self.0 {
                    None => statement.push("TRUE"),
                    Some((game, version)) => statement
                        .push("EXISTS (SELECT 1 FROM games WHERE id = ")
                        .push_bind(game.as_str())
                        .push(" AND version = ")
                        .push_bind(version)
                        .push(")"),
                };
            }
        }
    };
}
