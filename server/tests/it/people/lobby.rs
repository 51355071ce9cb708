//! Playing people over HTTP, without JavaScript: the name a player shows
//! others, its refusals, and two players asking for one name at once.

use crate::common::lobby::{SEEK, act, ada_and_bo, choose, open_the_game, resign, seek_and_accept};
use crate::common::{
    TestServer, browser, field, get, page_text, playable_pits, post, postgres_database,
    sqlite_server,
};
use reqwest::Client;

#[tokio::test]
async fn a_player_picks_a_name_and_each_refusal_says_why_and_keeps_the_old_one() {
    let (_dir, server) = sqlite_server(&[]).await;
    let ada = browser();
    let (status, page) = get(&ada, &server, "/lobby").await;
    assert_eq!(status, 200);
    assert!(
        page_text(&page).contains("pick one before your first game"),
        "{page}"
    );
    assert!(
        page.contains(r#"<label for="display-name">Name</label>"#),
        "{page}"
    );

    let page = choose(&ada, &server, "  Ada   Lovelace ").await;
    assert!(page.contains("Your name: Ada Lovelace"), "{page}");

    for (name, words) in [
        ("Al", "at least 3 characters"),
        // Escaped in the page, as every name is.
        ("Ada<script>", "not '&lt;'"),
        ("Expert", "one the site itself shows"),
        ("Player 2", "one the site itself shows"),
        ("- _ -", "at least one letter or digit"),
        ("abcdefghijklmnopqrstuvwxyz", "at most 20 characters"),
    ] {
        let page = choose(&ada, &server, name).await;
        assert!(page.contains(words), "{name}: {page}");
        assert!(page.contains("Your name did not change."), "{name}: {page}");
        assert!(page.contains("Your name: Ada Lovelace"), "{name}: {page}");
    }

    let bo = browser();
    let page = choose(&bo, &server, "ADA LOVELACE").await;
    assert!(page.contains("Another player has that name"), "{page}");
    assert!(!page.contains("Your name:"), "{page}");
    let page = choose(&bo, &server, "Bo").await;
    assert!(page.contains("at least 3 characters"), "{page}");
    let page = choose(&bo, &server, "Bo Diddley").await;
    assert!(page.contains("Your name: Bo Diddley"), "{page}");
    // A player may change their own name's capitals.
    let page = choose(&ada, &server, "ada lovelace").await;
    assert!(page.contains("Your name: ada lovelace"), "{page}");
}

#[tokio::test]
async fn two_players_asking_for_one_name_at_once_on_postgres_leave_one_with_it() {
    let url = postgres_database().await;
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::with(&url, dir.path(), &[]).await;
    let players: Vec<Client> = (0..8).map(|_| browser()).collect();
    let mut asks = tokio::task::JoinSet::new();
    for (n, player) in players.iter().enumerate() {
        let (player, base) = (player.clone(), server.base.clone());
        let name = if n % 2 == 0 { "Twin" } else { "TWIN" };
        asks.spawn(async move {
            player
                .post(format!("{base}/api/name-choose"))
                .form(&[("name", name)])
                .send()
                .await
                .unwrap();
        });
    }
    asks.join_all().await;
    let mut pages = Vec::new();
    for player in &players {
        let (_, page) = get(player, &server, "/lobby").await;
        pages.push(page_text(&page));
    }
    let named = pages
        .iter()
        .filter(|page| page.contains("Your name: Twin") || page.contains("Your name: TWIN"))
        .count();
    assert_eq!(named, 1, "{pages:#?}");
}

#[tokio::test]
async fn a_seek_accepted_starts_one_game_both_players_reach_and_a_late_accept_hears_it_was_taken() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo, cy) = (browser(), browser(), browser());

    // A seek needs a name first; nothing is opened without one.
    let (_, _, text) = act(&ada, &server, "open", &SEEK).await;
    assert!(
        text.contains("choose the name other players will see first"),
        "{text}"
    );
    assert!(text.contains("No open seeks just now"), "{text}");
    choose(&ada, &server, "Ada").await;
    choose(&bo, &server, "Bo Diddley").await;

    for (field, value, words) in [
        ("stones", "99", "Stones per pit go from 3 to 6."),
        ("speed", "1+0", "Choose one of the speeds offered."),
        ("speed", "-1d", "Choose one of the speeds offered."),
        ("mode", "ranked", "Choose rated or casual."),
        ("seat", "third", "Choose a random seat"),
    ] {
        let mut forged = SEEK.to_vec();
        forged.retain(|(name, _)| *name != field);
        forged.push((field, value));
        let (_, _, text) = act(&ada, &server, "open", &forged).await;
        assert!(text.contains(words), "{field}={value}: {text}");
        assert!(text.contains("No seek was opened."), "{text}");
        assert!(text.contains("No open seeks just now"), "{text}");
    }

    // Opened, the seek waits, listed with its Cancel.
    let (waiting, page, text) = act(&ada, &server, "open", &SEEK).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap().to_string();
    assert!(
        text.contains("Waiting for someone to accept your seek"),
        "{text}"
    );
    // Without scripts the page checks by itself; with them the event
    // stream named on the page does.
    assert!(
        page.contains(&format!(
            r#"<noscript><meta http-equiv="refresh" content="5; url=/lobby?waiting={seek}"></noscript>"#
        )),
        "{page}"
    );
    assert!(
        page.contains(r#"data-events="/api/lobby/events""#),
        "{page}"
    );
    assert!(text.contains("Ada (you)"), "{text}");
    assert!(
        page.contains("Cancel Ada&#x27;s seek") || page.contains("Cancel Ada's seek"),
        "{page}"
    );
    let (_, _, text) = act(&ada, &server, "accept", &[("seek", &seek)]).await;
    assert!(text.contains("this is your own seek"), "{text}");

    // Another player sees it, with its settings, and accepts: a game in a
    // room of its own, where the seeker moves first as they chose.
    let (_, page) = get(&bo, &server, "/lobby").await;
    let text = page_text(&page);
    assert!(
        text.contains(
            "Ada new 4 stones, rated, 5+3 5+3: 5 minutes, plus 3 seconds a move Player 1 Accept"
        ),
        "{text}"
    );
    assert_eq!(field(&page, "seek").as_deref(), Some(seek.as_str()));
    let location = post(
        &bo,
        &server,
        "/api/lobby-act",
        &[("action", "accept"), ("seek", &seek)],
    )
    .await;
    let room = location
        .strip_prefix("/room/")
        .expect("the game's room")
        .to_string();
    let (_, page) = get(&bo, &server, &location).await;
    assert!(
        playable_pits(&page).is_empty(),
        "Player 1 moves first: {page}"
    );

    // The seeker's waiting page takes them there at once.
    let (_, page) = get(&ada, &server, &waiting).await;
    assert!(
        page.contains(&format!(r#"content="0; url=/room/{room}""#)),
        "{page}"
    );
    assert!(page_text(&page).contains("A player accepted your seek. Go to your game"));
    let (_, page) = get(&ada, &server, &location).await;
    assert!(page_text(&page).contains("Your turn."), "{page}");
    assert!(!playable_pits(&page).is_empty(), "{page}");

    // Too late: taken, and the lobby is as it was.
    choose(&cy, &server, "Cy Young").await;
    let (location, _, text) = act(&cy, &server, "accept", &[("seek", &seek)]).await;
    assert!(location.starts_with("/lobby?"), "{location}");
    assert!(
        text.contains("Another player accepted that seek first. Nothing changed"),
        "{text}"
    );
    assert!(text.contains("No open seeks just now"), "{text}");
    let (_, _, text) = act(&ada, &server, "cancel", &[("seek", &seek)]).await;
    assert!(text.contains("That seek is no longer open"), "{text}");
    let (_, _, text) = act(&cy, &server, "accept", &[("seek", "nonsense")]).await;
    assert!(text.contains("That seek is no longer open"), "{text}");
}

#[tokio::test]
async fn a_cancelled_seek_cannot_be_accepted() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;
    let (waiting, _, _) = act(&ada, &server, "open", &SEEK).await;
    let seek = waiting.strip_prefix("/lobby?waiting=").unwrap().to_string();
    let (location, _, text) = act(&ada, &server, "cancel", &[("seek", &seek)]).await;
    assert_eq!(location, "/lobby");
    assert!(text.contains("No open seeks just now"), "{text}");
    assert!(!text.contains("Waiting for someone"), "{text}");
    let (_, _, text) = act(&bo, &server, "accept", &[("seek", &seek)]).await;
    assert!(
        text.contains("That seek is no longer open: its player cancelled it"),
        "{text}"
    );
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_once_and_its_room_shows_by_how_much() {
    let (_dir, server) = sqlite_server(&[]).await;
    let (ada, bo) = ada_and_bo(&server).await;

    let room = seek_and_accept(&server, &ada, &bo, &SEEK).await;
    let (_, page) = get(&bo, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(
        text.contains("Player 1: Ada (new). Player 2: Bo Diddley (new). 5+3: 5 minutes, plus 3 seconds a move, rated."),
        "{text}"
    );
    assert!(text.contains("Ada is connected."), "{text}");
    open_the_game(&ada, &bo, &server, &room).await;
    resign(&bo, &server, &room).await;

    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(text.contains("resigned. You win."), "{text}");
    let change = text
        .split("Ratings: Ada 1500 → ")
        .nth(1)
        .unwrap_or_else(|| panic!("a rating change: {text}"));
    let after: i32 = change.split(' ').next().unwrap().parse().unwrap();
    assert!(after > 1500, "{text}");
    assert!(
        text.contains(&format!(
            "Bo Diddley 1500 → {} (-{})",
            3000 - after,
            after - 1500
        )),
        "{text}"
    );
    assert!(text.contains("Games here: Ada 1, Bo Diddley 0."), "{text}");

    // Ada's public page: her rating, its history in figures, her game
    // with a replay anyone may open.
    let (status, page) = get(&bo, &server, "/player/ada").await;
    assert_eq!(status, 200);
    let text = page_text(&page);
    assert!(
        text.contains(&format!("Live rating {after} (provisional: it settles as more games are played) after 1 rated game.")),
        "{text}"
    );
    assert!(
        text.contains(&format!("1500 {after} (+{})", after - 1500)),
        "{text}"
    );
    assert!(page.contains("<polyline points=\"0,120 320,0\""), "{page}");
    assert!(
        text.contains("Bo Diddley Won 5+3: 5 minutes, plus 3 seconds a move, rated"),
        "{text}"
    );
    let replay = page
        .split("href=\"/game/")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap();
    let (status, replayed) = get(&browser(), &server, &format!("/game/{replay}")).await;
    assert_eq!(status, 200, "{replayed}");
    assert!(page_text(&replayed).contains("Move 0 of 6."), "{replayed}");
    let (status, missing) = get(&bo, &server, "/player/Nobody").await;
    assert_eq!(status, 404, "{missing}");
    assert!(
        page_text(&missing).contains("No player has this name."),
        "{missing}"
    );

    // A rematch swaps the sides, on fresh clocks, and keeps the score.
    for player in [&ada, &bo] {
        post(
            player,
            &server,
            "/api/room-act",
            &[("token", room.as_str()), ("action", "rematch")],
        )
        .await;
    }
    let (_, page) = get(&ada, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(text.contains("Player 1: Bo Diddley"), "{text}");
    assert!(text.contains("Games here: Bo Diddley 0, Ada 1."), "{text}");
    assert!(text.contains("Your clock: 5:00"), "{text}");
    assert!(!text.contains("Ratings:"), "{text}");

    // The new rating is listed with the next seek, provisional still.
    act(&ada, &server, "open", &SEEK).await;
    let (_, page) = get(&bo, &server, "/lobby").await;
    assert!(
        page_text(&page).contains(&format!("Ada {after}?")),
        "{page}"
    );

    // A casual game moves nothing.
    let casual = [SEEK[0], SEEK[1], ("mode", "casual"), SEEK[3]];
    let room = seek_and_accept(&server, &bo, &ada, &casual).await;
    resign(&ada, &server, &room).await;
    let (_, page) = get(&bo, &server, &format!("/room/{room}")).await;
    let text = page_text(&page);
    assert!(text.contains("resigned. You win."), "{text}");
    assert!(!text.contains("Ratings:"), "{text}");
    assert!(
        text.contains(&format!("Player 2: Ada ({after}, provisional)")),
        "{text}"
    );
}
