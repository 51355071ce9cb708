//! Arena games stored before a migration, read after it.

use play::{ArenaId, ArenaResult};
use server::storage::Storage;

/// House-bot games from before they had a room and a clock could never
/// end: the migration calls each unscored one off as aborted and frees
/// its player, leaving people's games as they were.
#[tokio::test]
async fn clockless_house_bot_games_are_called_off_and_their_players_freed() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let options = <sqlx::sqlite::SqliteConnectOptions as std::str::FromStr>::from_str(&url)
        .unwrap()
        .create_if_missing(true);
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    let mut before = sqlx::migrate!("./migrations/sqlite");
    before.migrations = before
        .migrations
        .iter()
        .filter(|migration| migration.version < 29)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    before.run(&pool).await.unwrap();
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
