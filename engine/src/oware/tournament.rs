//! Matches between the levels in Oware, to measure the ladder, and how
//! long Expert takes where the database reaches.

use super::{Database, Game, Rules, choose_move};
use crate::board::Player;
use crate::players::{Level, Rng};
use crate::rules::Outcome;
use crate::tournament::MatchReport;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Random plies played before the levels take over, so games differ.
const OPENING_PLIES: usize = 2;

/// A match's totals, and the time each of Expert's moves took.
#[derive(Clone, Debug)]
pub struct OwareMatch {
    /// Wins, draws and captures, from side A's point of view.
    pub report: MatchReport,
    /// Expert's moves with the seeds in the pits within the database.
    pub expert_in_database: Vec<Duration>,
    /// Expert's moves above the database.
    pub expert_above: Vec<Duration>,
    /// Expert's moves it proved.
    pub expert_proved: u32,
}

/// Plays `games` games between `a` and `b` on `threads` cores, in pairs
/// that share a random opening with seats swapped.
pub fn play_match(
    a: Level,
    b: Level,
    games: u32,
    seed: u64,
    rules: Rules,
    database: Option<&Database>,
    threads: usize,
) -> OwareMatch {
    let results = Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicU32::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let game = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if game >= games {
                        break;
                    }
                    let played = play_one(a, b, game, seed, rules, database);
                    results.lock().expect("no thread panics").push(played);
                }
            });
        }
    });
    let mut total = OwareMatch {
        report: MatchReport {
            a_wins: 0,
            b_wins: 0,
            draws: 0,
            a_store_avg: 0.0,
            b_store_avg: 0.0,
        },
        expert_in_database: Vec::new(),
        expert_above: Vec::new(),
        expert_proved: 0,
    };
    let (mut a_captures, mut b_captures) = (0u64, 0u64);
    for played in results.into_inner().expect("no thread panics") {
        match played.outcome {
            Some(true) => total.report.a_wins += 1,
            Some(false) => total.report.b_wins += 1,
            None => total.report.draws += 1,
        }
        a_captures += u64::from(played.captures[0]);
        b_captures += u64::from(played.captures[1]);
        total.expert_in_database.extend(played.in_database);
        total.expert_above.extend(played.above);
        total.expert_proved += played.proved;
    }
    if games > 0 {
        total.report.a_store_avg = a_captures as f64 / f64::from(games);
        total.report.b_store_avg = b_captures as f64 / f64::from(games);
    }
    total
}

struct Played {
    /// Whether A won; `None` for a draw.
    outcome: Option<bool>,
    /// A's and B's captures at the end.
    captures: [u8; 2],
    in_database: Vec<Duration>,
    above: Vec<Duration>,
    proved: u32,
}

fn play_one(
    a: Level,
    b: Level,
    game: u32,
    seed: u64,
    rules: Rules,
    database: Option<&Database>,
) -> Played {
    let pair = u64::from(game / 2);
    let a_seat = if game.is_multiple_of(2) {
        Player::One
    } else {
        Player::Two
    };
    let mut opening = Rng::new(seed ^ pair.wrapping_mul(0xA076_1D64_78BD_642F));
    let mut record = Game::new(rules);
    for _ in 0..OPENING_PLIES {
        let moves = record.position().legal_moves(rules);
        if moves.is_empty() || record.end().is_some() {
            break;
        }
        record.play(opening.pick(&moves)).expect("a legal move");
    }
    let mut players = Rng::new(
        seed.wrapping_add(u64::from(game))
            .wrapping_mul(0xE703_7ED1_A0B4_28DB),
    );
    let mut played = Played {
        outcome: None,
        captures: [0; 2],
        in_database: Vec::new(),
        above: Vec::new(),
        proved: 0,
    };
    while record.end().is_none() {
        let position = record.position();
        let Some(mover) = position.to_move else { break };
        let level = if mover == a_seat { a } else { b };
        let started = Instant::now();
        let decision = choose_move(&record, level, database, &mut players).expect("a running game");
        if level == Level::Expert {
            let seeds = 48
                - u32::from(position.board.store(Player::One))
                - u32::from(position.board.store(Player::Two));
            let within = database.is_some_and(|database| seeds <= u32::from(database.max_seeds()));
            let took = started.elapsed();
            if within {
                played.in_database.push(took);
            } else {
                played.above.push(took);
            }
            played.proved += u32::from(decision.proved);
        }
        record.play(decision.pit).expect("a legal move");
    }
    let board = record.position().board;
    played.captures = [board.store(a_seat), board.store(a_seat.other())];
    played.outcome = match record.outcome() {
        Some(Outcome::Win(winner)) => Some(winner == a_seat),
        _ => None,
    };
    played
}
