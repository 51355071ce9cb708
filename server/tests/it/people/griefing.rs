//! One hostile stranger against everyone else, over HTTP: a flood of
//! arenas and seeks, markup in every field a player types, a game aborted
//! shown as one still played, accepted games never played. Each test
//! plays the attack and checks that the others' site is as before. Names
//! that pass for others: `names`; farmed ratings: `farming`.

use super::arenas::{ARENA, paired_room};
use crate::common::lobby::{SEEK, act, ada_and_bo, choose, play_in_room, seek_and_accept};
use crate::common::{TestServer, attempt, browser, get, page_text, post};
use play::{ArenaId, ArenaSettings, PlayerId, TimeControl};
use reqwest::Client;
use server::storage::Held;
use std::time::{Duration, Instant};

/// A named player in a browser of their own.
pub(super) async fn named(server: &TestServer, name: &str) -> Client {
    let client = browser();
    choose(&client, server, name).await;
    client
}

#[tokio::test]
async fn one_player_holds_one_arena_and_every_running_arena_is_paired() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    // Sixty arenas of other players already under way, each begun before
    // the one the test holds: more than any page of a list.
    {
        let storage = server::storage::Storage::connect(&url).await.unwrap();
        let now = server::storage::unix_now();
        for n in 0..60u32 {
            let holder: PlayerId = format!("holder{n}").parse().unwrap();
            let arena = ArenaSettings::scheduled(
                "Earlier",
                engine::Ruleset::default(),
                TimeControl::OFFERED[0],
                now - 600 + i64::from(n),
                60,
            );
            storage
                .insert_arena(
                    &ArenaId::from_bits(u64::from(n) + 1),
                    &arena,
                    Some(&holder),
                    None,
                )
                .await
                .unwrap();
        }
    }
    let server = TestServer::with(&url, dir.path(), &["--arena-schedule", ""]).await;

    let griefer = named(&server, "Griefer").await;
    let mut held = Vec::new();
    for _ in 0..50 {
        match attempt(&griefer, &server, "/api/tournament-new", &ARENA).await {
            Ok(location) if location.starts_with("/tournament/") => held.push(location),
            Ok(location) => {
                let text = page_text(&get(&griefer, &server, &location).await.1);
                assert!(
                    text.contains("you already hold a tournament that has not ended"),
                    "{location}: {text}"
                );
            }
            // A form refused in words costs nothing of the rate limit.
            Err(page) => panic!("slowed down: {page}"),
        }
    }
    assert_eq!(held.len(), 1, "one arena at a time: {held:?}");

    // A real arena begun after all of them is paired within its round.
    let (ada, bo) = ada_and_bo(&server).await;
    let arena = post(&ada, &server, "/api/tournament-new", &ARENA).await;
    let id = arena.strip_prefix("/tournament/").unwrap().to_string();
    post(
        &bo,
        &server,
        "/api/tournament-act",
        &[("id", &id), ("action", "join")],
    )
    .await;
    let started = Instant::now();
    paired_room(&ada, &server, &arena).await;
    assert!(started.elapsed() < Duration::from_secs(10));

    // The list is paged: a readable page, with the way to the others.
    let (_, list) = get(&ada, &server, "/tournaments").await;
    assert!(list.contains("/tournaments?page=2"), "{}", page_text(&list));
    assert!(list.len() < 60_000, "{} bytes", list.len());
    let (status, _) = get(&ada, &server, &format!("/tournaments?page={}", usize::MAX)).await;
    assert_eq!(status, 200, "a page past the last is empty");
}

#[tokio::test]
async fn a_player_holds_one_arena_at_a_time_and_a_few_a_day() {
    let (_dir, storages) = crate::common::storages().await;
    for (database, storage) in storages {
        let holder: PlayerId = "holder".parse().unwrap();
        let now = server::storage::unix_now();
        let over = ArenaSettings::scheduled(
            "Over",
            engine::Ruleset::default(),
            TimeControl::OFFERED[0],
            now - 3_600,
            15,
        );
        let running = ArenaSettings::scheduled(
            "Running",
            engine::Ruleset::default(),
            TimeControl::OFFERED[0],
            now,
            15,
        );
        let hold = |n: u64, arena: &ArenaSettings| {
            let (storage, holder, arena) = (storage.clone(), holder.clone(), arena.clone());
            async move {
                storage
                    .hold_arena(&ArenaId::from_bits(n), &arena, &holder, 3)
                    .await
                    .unwrap()
            }
        };
        assert_eq!(hold(1, &over).await, Held::Held, "{database}");
        assert_eq!(hold(2, &running).await, Held::Held, "{database}");
        assert_eq!(hold(3, &over).await, Held::OneAlready, "{database}");
        assert_eq!(hold(4, &running).await, Held::OneAlready, "{database}");
        assert!(
            storage
                .leave_arena(&ArenaId::from_bits(2), &holder)
                .await
                .is_ok()
        );
        // The running one ends when its time is up; until then nothing
        // else is held, and the day's count then stops a fourth.
        let two_over = ArenaSettings::scheduled(
            "Over",
            engine::Ruleset::default(),
            TimeControl::OFFERED[0],
            now - 7_200,
            15,
        );
        let other: PlayerId = "other".parse().unwrap();
        for n in 0..3 {
            assert_eq!(
                storage
                    .hold_arena(&ArenaId::from_bits(10 + n), &two_over, &other, 3)
                    .await
                    .unwrap(),
                Held::Held,
                "{database}"
            );
        }
        assert_eq!(
            storage
                .hold_arena(&ArenaId::from_bits(20), &two_over, &other, 3)
                .await
                .unwrap(),
            Held::DayFull,
            "{database}: three a day"
        );
    }
}

/// Text with markup in it, as a griefer types it into every field.
const MARKUP: &str = "</title><h1 id=x>SITE CLOSED</h1><!--";

#[tokio::test]
async fn markup_typed_into_a_field_never_reaches_a_page_raw() {
    let (_dir, server) = crate::common::sqlite_server(&["--arena-schedule", ""]).await;
    let griefer = named(&server, "Griefer").await;
    let mut form: Vec<(&str, &str)> = ARENA.to_vec();
    form.retain(|(name, _)| *name != "name");
    form.push(("name", "<a href=//evil.example>Win</a>"));
    let arena = post(&griefer, &server, "/api/tournament-new", &form).await;
    assert!(arena.starts_with("/tournament/"), "{arena}");
    // A player holds one arena at a time: the title's markup comes from
    // another player's.
    let other = named(&server, "Other One").await;
    form.retain(|(name, _)| *name != "name");
    form.push(("name", MARKUP));
    let titled = post(&other, &server, "/api/tournament-new", &form).await;
    assert!(titled.starts_with("/tournament/"), "{titled}");
    // A name with markup is refused, and the refusal shows it escaped.
    let text = choose(&browser(), &server, "<b>Ada</b>").await;
    assert!(text.contains("but not '&lt;'"), "{text}");

    for path in [
        arena.clone(),
        titled.clone(),
        format!("/de{titled}"),
        "/tournaments".to_string(),
        "/".to_string(),
    ] {
        let (status, page) = get(&griefer, &server, &path).await;
        assert_eq!(status, 200, "{path}");
        for raw in [
            "<h1 id=x>",
            "</title><h1",
            "<a href=//evil.example>",
            "<b>Ada",
        ] {
            assert!(!page.contains(raw), "{path} holds {raw:?} raw: {page}");
        }
    }
    let (_, page) = get(&griefer, &server, &titled).await;
    assert!(
        page.contains("<title>&lt;/title&gt;&lt;h1 id=x&gt;SITE CLOSED"),
        "the title shows the name as text: {page}"
    );
}

#[tokio::test]
async fn a_flood_of_seeks_leaves_the_lobby_readable() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let mut flooders = Vec::new();
    let mut slowed = 0;
    for n in 0..8 {
        flooders.push(named(&server, &format!("Flooder {n}")).await);
    }
    let stones = ["3", "4", "5", "6"];
    let speeds = ["3+2", "5+3", "10+5", "1d", "3d", "7d"];
    let modes = ["rated", "casual"];
    // No random seats: those are paired with each other (quick pairing),
    // which would free a flooder's places.
    let seats = ["first", "second"];
    let mut forms = Vec::new();
    for stones in stones {
        for speed in speeds {
            for mode in modes {
                for seat in seats {
                    forms.push([
                        ("stones", stones),
                        ("speed", speed),
                        ("mode", mode),
                        ("seat", seat),
                    ]);
                }
            }
        }
    }
    // The fourth seek of one player is refused in words.
    for (n, form) in forms.iter().take(4).enumerate() {
        let (_, _, text) = act(&flooders[0], &server, "open", form).await;
        assert_eq!(
            text.contains("you have 3 seeks open, the most at once"),
            n == 3,
            "{n}: {text}"
        );
    }
    for flooder in &flooders {
        // The same settings again find the seek already open.
        let mut opened = std::collections::HashSet::new();
        for form in forms.iter().cycle().take(125) {
            let mut fields = vec![("action", "open")];
            fields.extend_from_slice(form);
            // Refused in words, or before that too often for anyone.
            match attempt(flooder, &server, "/api/lobby-act", &fields).await {
                Ok(location) if !location.contains("__err") => {
                    opened.insert(location);
                }
                Ok(_) => {}
                Err(_) => slowed += 1,
            }
        }
        assert!(
            opened.len() <= 3,
            "at most three open seeks a player: {opened:?}"
        );
    }
    assert!(
        slowed > 0,
        "a thousand forms in seconds are more than anyone sends"
    );
    let (_, page) = get(&flooders[0], &server, "/lobby").await;
    assert!(
        page_text(&page).contains("Cancel"),
        "their seeks are theirs still"
    );
    let (status, page) = get(&browser(), &server, "/lobby").await;
    assert_eq!(status, 200);
    assert!(
        page.len() < 60_000,
        "the lobby page is {} bytes",
        page.len()
    );
}

#[tokio::test]
async fn an_aborted_game_never_reads_playing() {
    let (_dir, server) = crate::common::sqlite_server(&["--first-move-secs", "1"]).await;
    let (ada, bo) = (
        named(&server, "Ada").await,
        named(&server, "Bo Diddley").await,
    );
    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    let started = Instant::now();
    loop {
        get(&ada, &server, &format!("/room/{room}")).await;
        let text = page_text(&get(&ada, &server, "/player/Ada").await.1);
        if text.contains("Aborted") {
            assert!(!text.contains("Playing"), "{text}");
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "never aborted: {text}"
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

#[tokio::test]
async fn a_player_who_accepts_and_never_moves_waits_before_the_next_game() {
    let (_dir, server) = crate::common::sqlite_server(&["--first-move-secs", "1"]).await;
    let griefer = named(&server, "No Show").await;
    for n in 0..3 {
        let victim = named(&server, &format!("Victim {n}")).await;
        // The victim hosts as Player 1, moves, and waits for nobody.
        let room = seek_and_accept(&server, &victim, &griefer, &SEEK).await;
        play_in_room(&victim, &server, &room, &[("action", "sow"), ("pit", "1")]).await;
        let started = Instant::now();
        loop {
            let text = page_text(&get(&victim, &server, &format!("/room/{room}")).await.1);
            if text.contains("aborted") {
                break;
            }
            assert!(started.elapsed() < Duration::from_secs(15), "{text}");
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    }
    let seeker = named(&server, "Next One").await;
    let (waiting, _, _) = act(&seeker, &server, "open", &SEEK).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap();
    let (_, _, text) = act(&griefer, &server, "accept", &[("seek", seek)]).await;
    assert!(
        text.contains("3 of your games from the lobby were aborted in the last 24 hours because you did not move; your next one can start in"),
        "{text}"
    );
    // The victims are not kept waiting: they moved.
    let (_, _, text) = act(&seeker, &server, "cancel", &[("seek", seek)]).await;
    assert!(!text.contains("because you did not move"), "{text}");
}
