//! Rows stored before a migration, read after it: games from before the
//! typed columns, arena games from before house-bot rooms.

use super::{game, player};
use engine::Player;
use play::{ArenaId, ArenaResult, Milestone};
use server::storage::Storage;

/// A SQLite database in `dir` migrated up to, not including, `version`:
/// its address, and a pool to store rows as they were then.
async fn before(dir: &tempfile::TempDir, version: i64) -> (String, sqlx::SqlitePool) {
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let options = <sqlx::sqlite::SqliteConnectOptions as std::str::FromStr>::from_str(&url)
        .unwrap()
        .create_if_missing(true);
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    let mut earlier = sqlx::migrate!("./migrations/sqlite");
    earlier.migrations = earlier
        .migrations
        .iter()
        .filter(|migration| migration.version < version)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    earlier.run(&pool).await.unwrap();
    (url, pool)
}

/// House-bot games from before they had a room and a clock could never
/// end: the migration calls each unscored one off as aborted and frees
/// its player, leaving people's games as they were.
#[tokio::test]
async fn clockless_house_bot_games_are_called_off_and_their_players_freed() {
    let dir = tempfile::tempdir().unwrap();
    let (url, pool) = before(&dir, 29).await;
    for statement in [
        "INSERT INTO arenas (id, name, clock, stones, empty_capture, starts_at, minutes, rated, house_bot) \
         VALUES ('00000000000000aa', 'Old arena', '3+2', 4, FALSE, 0, 15, TRUE, TRUE)",
        "INSERT INTO arena_players (arena_id, player_id, joined_at, active, free_since) \
         VALUES ('00000000000000aa', 'ada', 0, TRUE, 0), ('00000000000000aa', 'bo', 0, TRUE, 0), \
         ('00000000000000aa', 'cy', 0, TRUE, 0)",
        "INSERT INTO arena_games (game_id, arena_id, room, player_1, player_2, started_at) \
         VALUES ('00000000000000b1', '00000000000000aa', NULL, 'ada', NULL, 1), \
         ('00000000000000b2', '00000000000000aa', '00000000000000000000000000000001', 'bo', 'cy', 2)",
        "INSERT INTO arena_busy (arena_id, player_id, game_id) \
         VALUES ('00000000000000aa', 'ada', '00000000000000b1'), ('00000000000000aa', 'bo', '00000000000000b2'), \
         ('00000000000000aa', 'cy', '00000000000000b2')",
    ] {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    pool.close().await;

    let storage = Storage::connect(&url).await.unwrap();
    let arena: ArenaId = "00000000000000aa".parse().unwrap();
    let games = storage.arena_games(&arena).await.unwrap();
    let result = |id: &str| {
        let game = games.iter().find(|game| game.game.as_str() == id).unwrap();
        game.scored.map(|(result, _)| result)
    };
    assert_eq!(result("00000000000000b1"), Some(ArenaResult::Aborted));
    assert_eq!(result("00000000000000b2"), None, "still played");
    let busy: Vec<(String, bool)> = storage
        .arena_entrants(&arena)
        .await
        .unwrap()
        .into_iter()
        .map(|entrant| {
            (
                entrant.player.as_str().to_string(),
                entrant.busy_in.is_some(),
            )
        })
        .collect();
    assert_eq!(
        busy,
        [
            ("ada".into(), false),
            ("bo".into(), true),
            ("cy".into(), true)
        ]
    );
}

/// Games stored before the first result's scores and the earned note had
/// columns of their own ("30 18", "player milestone" lines) read as before.
#[tokio::test]
async fn games_stored_before_the_typed_columns_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let (url, pool) = before(&dir, 7).await;
    sqlx::query(
        "INSERT INTO games (id, owner, opponent, level, seat, stones, empty_capture, seed, resigned, \
         last_action, recent_from, version, created_at, updated_at, first_winner, first_scores, \
         first_fresh, earned) \
         VALUES ('old-game', 'me', 'computer', 'easy', 1, 4, FALSE, 7, 1, 'resign', 0, 1, 1, 1, \
         2, '30 18', TRUE, 'me first-sow' || char(10) || 'me capture')",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    let storage = Storage::connect(&url).await.unwrap();
    let record = storage.load(&game("old-game")).await.unwrap().unwrap();
    let result = record.first_result.expect("the first result is kept");
    assert_eq!(result.scores, [30, 18]);
    assert_eq!(result.winner, Some(Player::Two));
    let mut earned = record.earned.clone();
    earned.sort_by_key(|(_, milestone)| *milestone);
    assert_eq!(
        earned,
        vec![
            (player("me"), Milestone::FirstSow),
            (player("me"), Milestone::Capture)
        ]
    );
    let attempts = storage.attempts_of(&player("me")).await.unwrap();
    assert_eq!(attempts[0].first_result, Some(result));
}
