//! A browser without JavaScript playing a game by forms, for the tests
//! that play while something happens to the server.

use super::{TestServer, browser, field, get, new_game, playable_pits};
use reqwest::{Client, StatusCode};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;

/// Rate limits lifted: many players start games at once from one address.
pub const UNLIMITED: [&str; 4] = [
    "--games-per-minute",
    "1000000",
    "--games-per-minute-per-address",
    "1000000",
];

/// The moves of a game as its record file lists them.
pub async fn moves(client: &Client, base: &str, id: &str) -> Result<Vec<String>, String> {
    let response = client
        .get(format!("{base}/game/{id}/record.txt"))
        .send()
        .await
        .map_err(|error| error.to_string())?;
    if response.status() != StatusCode::OK {
        return Err(format!("record: {}", response.status()));
    }
    let text = response.text().await.map_err(|error| error.to_string())?;
    Ok(text
        .lines()
        .find_map(|line| line.strip_prefix("Moves:"))
        .map(|moves| moves.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default())
}

/// The game page's form state and a playable pit, if the game goes on.
pub async fn next_move(
    client: &Client,
    base: &str,
    id: &str,
) -> Result<Option<[String; 3]>, String> {
    let response = client
        .get(format!("{base}/game/{id}"))
        .send()
        .await
        .map_err(|error| error.to_string())?;
    if response.status() != StatusCode::OK {
        return Err(format!("page: {}", response.status()));
    }
    let page = response.text().await.map_err(|error| error.to_string())?;
    let Some(pit) = playable_pits(&page).into_iter().next() else {
        return Ok(None);
    };
    let ply = field(&page, "ply").ok_or("no ply")?;
    let version = field(&page, "version").ok_or("no version")?;
    Ok(Some([ply, version, pit]))
}

/// The form that sows in game `id` from the page state `next_move` read.
pub fn sow_form<'a>(id: &'a str, state: &'a [String; 3]) -> [(&'a str, &'a str); 5] {
    let [ply, version, pit] = state;
    [
        ("game", id),
        ("ply", ply),
        ("version", version),
        ("action", "sow"),
        ("pit", pit),
    ]
}

/// POSTs a move; `Ok(true)` when it was answered with the redirect back.
pub async fn sow(
    client: &Client,
    base: &str,
    id: &str,
    state: &[String; 3],
) -> Result<bool, String> {
    let response = client
        .post(format!("{base}/api/play"))
        .form(&sow_form(id, state))
        .send()
        .await
        .map_err(|error| error.to_string())?;
    let location = response
        .headers()
        .get("location")
        .and_then(|value| value.to_str().ok())
        .unwrap_or("");
    Ok(response.status() == StatusCode::SEE_OTHER && location == format!("/game/{id}"))
}

/// One player of the load: plays Medium until the server stops answering,
/// counting each answered move in `answered`, and returns the moves of its
/// game as of its last answered move.
async fn play_until_gone(
    client: Client,
    base: String,
    id: String,
    stop: Arc<AtomicBool>,
    answered: Arc<AtomicUsize>,
) -> Vec<String> {
    let mut confirmed = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let Ok(Some(state)) = next_move(&client, &base, &id).await else {
            break;
        };
        match sow(&client, &base, &id, &state).await {
            Ok(true) => match moves(&client, &base, &id).await {
                Ok(now) => {
                    confirmed = now;
                    answered.fetch_add(1, Ordering::Relaxed);
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    confirmed
}

/// Players of a volley of moves: each a browser, its game, and the task
/// playing it, which returns the moves answered.
pub struct Volley {
    players: Vec<(Client, String, JoinHandle<Vec<String>>)>,
    answered: Arc<AtomicUsize>,
}

impl Volley {
    /// Waits until `moves` moves have been answered in all, however busy
    /// the machine is.
    pub async fn until_answered(&self, moves: usize) {
        let started = Instant::now();
        while self.answered.load(Ordering::Relaxed) < moves {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the players had only {} moves answered in a minute",
                self.answered.load(Ordering::Relaxed)
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Starts `count` players against Medium, each playing until `stop` or
/// until the server stops answering.
pub async fn start_volley(server: &TestServer, count: usize, stop: &Arc<AtomicBool>) -> Volley {
    let answered = Arc::new(AtomicUsize::new(0));
    let mut players = Vec::new();
    for _ in 0..count {
        let client = browser();
        let id = new_game(
            &client,
            server,
            &[("opponent", "computer"), ("level", "medium"), ("seat", "1")],
        )
        .await;
        let task = tokio::spawn(play_until_gone(
            client.clone(),
            server.base.clone(),
            id.clone(),
            stop.clone(),
            answered.clone(),
        ));
        players.push((client, id, task));
    }
    Volley { players, answered }
}

/// Checks a volley's games on the server that came back: every answered
/// move is kept, every stored position is whole, a move under way was
/// stored with the computer's replies or not at all (each game waits for
/// the person or is over), and each game plays on. Returns how many moves
/// had been answered.
pub async fn check_volley(volley: Volley, server: &TestServer) -> usize {
    let mut answered = 0;
    for (client, id, task) in volley.players {
        let confirmed = task.await.unwrap();
        answered += confirmed.len();
        let stored = moves(&client, &server.base, &id)
            .await
            .expect("the game loads");
        assert!(
            stored.starts_with(&confirmed),
            "every answered move is kept: {confirmed:?} is not a prefix of {stored:?}"
        );
        let (status, page) = get(&client, server, &format!("/game/{id}")).await;
        assert_eq!(status, StatusCode::OK);
        let stones: u32 = page
            .split("data-count=\"")
            .skip(1)
            .map(|rest| rest.split('"').next().unwrap().parse::<u32>().unwrap())
            .sum();
        assert_eq!(stones, 48, "the stored position is whole");
        match next_move(&client, &server.base, &id).await.unwrap() {
            Some(state) => {
                assert!(
                    sow(&client, &server.base, &id, &state).await.unwrap(),
                    "play continues"
                );
                assert!(moves(&client, &server.base, &id).await.unwrap().len() > stored.len());
            }
            None => assert!(
                page.contains("Game over"),
                "the person's turn or the end: {page}"
            ),
        }
    }
    answered
}
