//! Arenas shared by processes: in storage on SQLite and PostgreSQL (a
//! player in one game at a time, each game scored once), and forty players
//! on two server processes over one PostgreSQL.

use super::arenas::{ARENA, paired_room};
use crate::common::lobby::{choose, resign};
use crate::common::{TestServer, browser, get, page_text, post, storages};
use engine::{Player, Variant};
use play::{ArenaId, ArenaResult, ArenaSettings, GameId, PlayerId, Room, RoomToken, TimeControl};
use reqwest::Client;
use std::time::{Duration, Instant};

fn player(id: &str) -> PlayerId {
    id.parse().unwrap()
}

/// A room game of `players` (Player 1 first), as the arena starts one.
fn arena_game(players: [&PlayerId; 2], n: u64) -> (Room, play::Record) {
    let room = Room {
        token: RoomToken::from_bits(u128::from(n)),
        host: players[0].clone(),
        guest: Some(players[1].clone()),
        game_id: None,
        host_seat: Player::One,
        rules: Variant::default().into(),
        rematch_by: None,
        host_seen: 0,
        guest_seen: Some(0),
        created_at: 0,
        terms: None,
    };
    let game = room.new_game(
        GameId::from_bits(u128::from(n)),
        n,
        players[1],
        Player::One,
        Duration::from_secs(20),
        0,
    );
    (
        Room {
            game_id: Some(game.id.clone()),
            ..room
        },
        game,
    )
}

#[tokio::test]
async fn nobody_is_in_two_arena_games_and_each_game_is_scored_once() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let id = ArenaId::from_bits(7);
        let arena = ArenaSettings::scheduled(
            "Test",
            engine::Ruleset::default(),
            TimeControl::OFFERED[0],
            0,
            30,
        );
        assert!(
            storage
                .insert_arena(&id, &arena, None, Some("3+2/30m/hourly:00"))
                .await
                .unwrap()
        );
        assert!(
            !storage
                .insert_arena(
                    &ArenaId::from_bits(8),
                    &arena,
                    None,
                    Some("3+2/30m/hourly:00")
                )
                .await
                .unwrap(),
            "{database}: one arena per schedule and start"
        );
        let (ada, bo, cy) = (player("ada"), player("bo"), player("cy"));
        for who in [&ada, &bo, &cy] {
            storage.join_arena(&id, who).await.unwrap();
        }
        let (room, game) = arena_game([&ada, &bo], 1);
        assert!(
            storage
                .start_arena_game(&id, [Some(&ada), Some(&bo)], Some(&room), &game)
                .await
                .unwrap()
        );
        let (room, second) = arena_game([&cy, &bo], 2);
        assert!(
            !storage
                .start_arena_game(&id, [Some(&cy), Some(&bo)], Some(&room), &second)
                .await
                .unwrap(),
            "{database}: Bo is in a game already"
        );
        assert!(
            storage.load(&second.id).await.unwrap().is_none(),
            "{database}: nothing of it stored"
        );
        let busy: Vec<_> = storage
            .arena_entrants(&id)
            .await
            .unwrap()
            .into_iter()
            .map(|entrant| entrant.busy_in.is_some())
            .collect();
        assert_eq!(busy, [true, true, false], "{database}");

        assert_eq!(
            storage
                .score_arena_game(&game.id, ArenaResult::Win, [30, 15, 15], [false, true])
                .await
                .unwrap(),
            Some(id.clone())
        );
        assert_eq!(
            storage
                .score_arena_game(&game.id, ArenaResult::Loss, [30, 15, 15], [true, true])
                .await
                .unwrap(),
            None,
            "{database}: scored once"
        );
        let games = storage.arena_games(&id).await.unwrap();
        assert_eq!(
            games[0].scored,
            Some((ArenaResult::Win, [30, 15, 15])),
            "{database}"
        );
        assert_eq!(games[0].berserk, [false, true], "{database}");
        assert!(
            storage
                .arena_entrants(&id)
                .await
                .unwrap()
                .iter()
                .all(|entrant| entrant.busy_in.is_none()),
            "{database}: both free again"
        );
        // The arena (of 1970) is over: it is on its players' pages.
        assert_eq!(
            storage.arenas_played(&ada).await.unwrap().len(),
            1,
            "{database}"
        );
        assert!(
            storage
                .arenas_played(&player("dan"))
                .await
                .unwrap()
                .is_empty(),
            "{database}"
        );
    }
}

#[tokio::test]
async fn forty_players_on_two_processes_each_play_one_game_at_a_time_scored_once() {
    let url = crate::common::postgres_database().await;
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // Forty players take a while to resign one by one: no game is aborted
    // for a first move that was slow to come.
    let flags = [
        "--arena-schedule",
        "",
        "--arena-bot-after-secs",
        "3600",
        "--first-move-secs",
        "300",
    ];
    let servers = [
        TestServer::with(&url, one.path(), &flags).await,
        TestServer::with(&url, two.path(), &flags).await,
    ];
    let host = browser();
    choose(&host, &servers[0], "Host").await;
    let arena = post(&host, &servers[0], "/api/tournament-new", &ARENA).await;
    let id: ArenaId = arena.strip_prefix("/tournament/").unwrap().parse().unwrap();
    // The host leaves the pairing: forty players, each on one process.
    post(
        &host,
        &servers[0],
        "/api/tournament-act",
        &[("id", id.as_str()), ("action", "withdraw")],
    )
    .await;
    let mut players = Vec::new();
    for n in 0..40 {
        let (client, server) = (browser(), &servers[n % 2]);
        choose(&client, server, &format!("Player {n:02}")).await;
        post(
            &client,
            server,
            "/api/tournament-act",
            &[("id", id.as_str()), ("action", "join")],
        )
        .await;
        players.push((client, server));
    }

    // Both processes pair; nobody is in two games: twenty games, forty
    // different players.
    let storage = server::storage::Storage::connect(&url).await.unwrap();
    let started = Instant::now();
    let games = loop {
        let games = storage.arena_games(&id).await.unwrap();
        if games.len() >= 20 {
            break games;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{} games",
            games.len()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(games.len(), 20, "no more games than pairs");
    let mut seated: Vec<String> = games
        .iter()
        .flat_map(|game| {
            game.players
                .iter()
                .flatten()
                .map(|player| player.as_str().to_string())
        })
        .collect();
    seated.sort();
    seated.dedup();
    assert_eq!(seated.len(), 40, "every player in exactly one game");

    // In each game one player resigns, on their own process. The rooms
    // are read first: a player freed by a resignation is paired again.
    let mut rooms = Vec::new();
    for (client, server) in &players {
        rooms.push(paired_room(client, server, &arena).await);
    }
    let mut resigned = Vec::new();
    for ((client, server), room) in players.iter().zip(rooms) {
        if !resigned.contains(&room) {
            resign(client, server, &room).await;
            resigned.push(room);
        }
    }
    assert_eq!(resigned.len(), 20);
    let started = Instant::now();
    loop {
        let scored = storage
            .arena_games(&id)
            .await
            .unwrap()
            .iter()
            .filter(|game| game.scored.is_some())
            .count();
        if scored == 20 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{scored} scored"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // The standings read the same from both processes: twenty winners of
    // 2 points, twenty losers of none.
    let standings = |text: String| {
        // From the table's caption to the list of games after it.
        let table = text.split(" Standings ").nth(1).unwrap();
        table[..table.rfind(" Games ").unwrap()].to_string()
    };
    // Forty-one lines (the host's too), twenty a page.
    let mut seen = [String::new(), String::new()];
    for page in 1..=3 {
        let texts = each_process_reads(&servers, &host, &format!("{arena}?page={page}")).await;
        for (all, text) in seen.iter_mut().zip(texts) {
            all.push_str(&standings(text));
        }
    }
    assert_eq!(seen[0], seen[1]);
    assert!(seen[0].contains("Previous Page 3 of 3"), "{}", seen[0]);
    assert_eq!(seen[0].matches("won as Player").count(), 20, "{}", seen[0]);
    assert_eq!(seen[0].matches("lost as Player").count(), 20, "{}", seen[0]);
}

/// The arena page's text as `viewer` reads it from each process.
async fn each_process_reads(
    servers: &[TestServer; 2],
    viewer: &Client,
    arena: &str,
) -> Vec<String> {
    let mut texts = Vec::new();
    for server in servers {
        texts.push(page_text(&get(viewer, server, arena).await.1));
    }
    texts
}
