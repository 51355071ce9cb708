//! Arenas over HTTP, as browsers without JavaScript play them (join,
//! paired, play, scored, the standings), and in storage on SQLite and
//! PostgreSQL (a player in one game at a time, each game scored once).

use crate::common::lobby::{ada_and_bo, choose, resign};
use crate::common::{TestServer, browser, get, page_text, post, sqlite_server, storages};
use engine::{Player, Variant};
use play::{ArenaId, ArenaResult, ArenaSettings, GameId, PlayerId, Room, RoomToken, TimeControl};
use reqwest::Client;
use std::time::{Duration, Instant};

/// An arena that starts at once, for 15 minutes.
const ARENA: [(&str, &str); 6] = [
    ("name", "Friday blitz"),
    ("clock", "3+2"),
    ("stones", "4"),
    ("minutes", "15"),
    ("starts_in", "0"),
    ("mode", "rated"),
];

/// The room `player`'s arena page sends them to, once they are paired
/// (the page is checked as a browser without JavaScript checks it).
async fn paired_room(player: &Client, server: &TestServer, arena: &str) -> String {
    let started = Instant::now();
    loop {
        let (_, page) = get(player, server, arena).await;
        if let Some(at) = page.find("href=\"/room/") {
            let rest = &page[at + "href=\"/room/".len()..];
            return rest[..rest.find('"').unwrap()].to_string();
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "never paired: {}",
            page_text(&page)
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The arena page's text once `check` holds of it.
async fn arena_text_once(
    player: &Client,
    server: &TestServer,
    arena: &str,
    check: impl Fn(&str) -> bool,
) -> String {
    let started = Instant::now();
    loop {
        let (_, page) = get(player, server, arena).await;
        let text = page_text(&page);
        if check(&text) {
            return text;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "{text}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn two_players_join_an_arena_are_paired_play_and_are_scored() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    assert!(arena.starts_with("/tournament/"), "{arena}");
    let id = arena.strip_prefix("/tournament/").unwrap().to_string();
    let text = page_text(&get(&ada, &server, &arena).await.1);
    assert!(text.contains("Friday blitz"), "{text}");
    assert!(
        text.contains("You are in this tournament"),
        "its creator plays: {text}"
    );

    let joined = post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    assert_eq!(joined, arena);
    let room = paired_room(&ada, &server, &arena).await;
    assert_eq!(
        paired_room(&bo, &server, &arena).await,
        room,
        "one game for both"
    );

    // Ada resigns at once: Bo wins 2 points, Ada none.
    resign(&ada, &server, &room).await;
    let text = arena_text_once(&bo, &server, &arena, |text| text.contains("won as Player")).await;
    let bo_line = text.find("Bo Diddley").unwrap();
    let ada_line = text.find("Ada").unwrap();
    assert!(bo_line < ada_line, "the winner first: {text}");
    assert!(text.contains("won as Player"), "{text}");
    assert!(text.contains("lost as Player"), "{text}");
    assert!(text.contains("Bo Diddley won Replay · Analysis"), "{text}");

    // They just played each other: neither is paired again with nobody
    // else there; a third player is paired with one of them.
    let cy = browser();
    choose(&cy, &server, "Cyrus").await;
    post(
        &cy,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    let third = paired_room(&cy, &server, &arena).await;
    assert_ne!(third, room);

    // Withdrawing keeps the points and stops the pairing.
    post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "withdraw")],
    )
    .await;
    let text = page_text(&get(&bo, &server, &arena).await.1);
    assert!(text.contains("You withdrew; your points stay."), "{text}");
    assert!(text.contains("(withdrew)"), "{text}");
}

#[tokio::test]
async fn a_player_left_alone_plays_the_house_bot_and_the_game_counts_for_them() {
    let (_dir, server) =
        sqlite_server(&["--arena-schedule", "", "--arena-bot-after-secs", "1"]).await;
    let ada = browser();
    choose(&ada, &server, "Ada").await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    // Nobody else comes: after a second the house bot plays Ada, in a game
    // of her own (no room), with her as Player 1.
    let started = Instant::now();
    let game = loop {
        let (_, page) = get(&ada, &server, &arena).await;
        if let Some(at) = page.find("href=\"/game/") {
            let rest = &page[at + "href=\"".len()..];
            break rest[..rest.find('"').unwrap()].to_string();
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "{}",
            page_text(&page)
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let (_, page) = get(&ada, &server, &game).await;
    assert!(
        page_text(&page).contains("Your turn."),
        "{}",
        page_text(&page)
    );
    // Ada resigns: the bot's win counts, scoring nothing for her, and the
    // bot has no line of its own.
    let id = game.strip_prefix("/game/").unwrap();
    let (_, page) = get(&ada, &server, &game).await;
    let fields = ["ply", "version"].map(|name| crate::common::field(&page, name).unwrap());
    post(
        &ada,
        &server,
        "/api/play",
        &[
            ("game", id),
            ("ply", &fields[0]),
            ("version", &fields[1]),
            ("action", "resign"),
        ],
    )
    .await;
    let text = arena_text_once(&ada, &server, &arena, |text| {
        text.contains("lost as Player 1")
    })
    .await;
    assert!(
        text.contains("Ada against the house bot: the house bot won"),
        "{text}"
    );
    assert_eq!(
        text.matches("the house bot").count(),
        2,
        "no line of its own: {text}"
    );
}

#[tokio::test]
async fn arena_forms_that_cannot_be_taken_say_why_and_change_nothing() {
    let (_dir, server) = sqlite_server(&["--arena-schedule", ""]).await;
    // Without a name nobody holds or joins an arena.
    let nameless = browser();
    let refused = post(&nameless, &server, "/api/tournament-new", &ARENA).await;
    let (_, page) = get(&nameless, &server, &refused).await;
    assert!(
        page_text(&page).contains("choose the name other players will see first"),
        "{page}"
    );
    let (_, list) = get(&nameless, &server, "/tournaments").await;
    assert!(!list.contains("Friday blitz"), "nothing was held");

    let (ada, _) = ada_and_bo(&server).await;
    let mut bad = ARENA;
    bad[1] = ("clock", "3d");
    let refused = post(&ada, &server, "/api/tournament-new", &bad).await;
    let (_, page) = get(&ada, &server, &refused).await;
    assert!(
        page_text(&page).contains("Choose one of the clocks offered. No tournament was created."),
        "{page}"
    );

    // An arena that does not exist, by address and by form.
    let (status, page) = get(&ada, &server, "/tournament/0123456789abcdef").await;
    assert!(
        page_text(&page).contains("There is no such tournament."),
        "{status}: {page}"
    );
    let refused = post(
        &ada,
        &server,
        "/api/tournament-act",
        &[("id", "not-an-arena"), ("action", "join")],
    )
    .await;
    let (_, page) = get(&ada, &server, &refused).await;
    assert!(
        page_text(&page).contains("There is no such tournament."),
        "{page}"
    );
}

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
        variant: Variant::default(),
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
        let arena = ArenaSettings::scheduled("Test", TimeControl::OFFERED[0], 0, 30);
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

        assert!(
            storage
                .score_arena_game(&game.id, ArenaResult::Win, [30, 15, 15])
                .await
                .unwrap()
        );
        assert!(
            !storage
                .score_arena_game(&game.id, ArenaResult::Loss, [30, 15, 15])
                .await
                .unwrap(),
            "{database}: scored once"
        );
        let games = storage.arena_games(&id).await.unwrap();
        assert_eq!(
            games[0].scored,
            Some((ArenaResult::Win, [30, 15, 15])),
            "{database}"
        );
        assert!(
            storage
                .arena_entrants(&id)
                .await
                .unwrap()
                .iter()
                .all(|entrant| entrant.busy_in.is_none()),
            "{database}: both free again"
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
    let seen: Vec<String> = each_process_reads(&servers, &host, &arena)
        .await
        .into_iter()
        .map(standings)
        .collect();
    assert_eq!(seen[0], seen[1]);
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
