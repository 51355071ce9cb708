//! Matches between computer levels, to measure the ladder.

use crate::board::Player;
use crate::players::{choose_move, Level, Rng};
use crate::rules::{Outcome, Position, Variant};
use serde::Serialize;

/// Random plies played before the levels take over, so games differ.
const OPENING_PLIES: usize = 2;

/// The totals of a match, from side A's point of view.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchReport {
    /// Games A won.
    pub a_wins: u32,
    /// Games B won.
    pub b_wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// A's average final store.
    pub a_store_avg: f64,
    /// B's average final store.
    pub b_store_avg: f64,
}

/// Plays `games` games between `a` and `b`. Games come in pairs that share
/// a random opening (from `seed`) with sides swapped, so neither level
/// profits from moving first.
///
/// ```
/// use engine::{play_match, Level, Variant};
/// let report = play_match(Level::Easy, Level::Easy, 2, 7, Variant::default());
/// assert_eq!(report.a_wins + report.b_wins + report.draws, 2);
/// ```
pub fn play_match(a: Level, b: Level, games: u32, seed: u64, variant: Variant) -> MatchReport {
    let mut report = MatchReport {
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        a_store_avg: 0.0,
        b_store_avg: 0.0,
    };
    let (mut a_stores, mut b_stores) = (0u64, 0u64);
    for game in 0..games {
        let pair = u64::from(game / 2);
        let a_seat = if game % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let mut opening = Rng::new(seed ^ pair.wrapping_mul(0xA076_1D64_78BD_642F));
        let mut position = Position::start(variant);
        for _ in 0..OPENING_PLIES {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position = position
                .play(opening.pick(&moves), variant)
                .expect("a legal move")
                .after;
        }
        let mut players = Rng::new(
            seed.wrapping_add(u64::from(game))
                .wrapping_mul(0xE703_7ED1_A0B4_28DB),
        );
        while let Some(mover) = position.to_move {
            let level = if mover == a_seat { a } else { b };
            let decision =
                choose_move(&position, variant, level, &mut players).expect("a running game");
            position = position
                .play(decision.pit, variant)
                .expect("a legal move")
                .after;
        }
        a_stores += u64::from(position.board.store(a_seat));
        b_stores += u64::from(position.board.store(a_seat.other()));
        match position.outcome() {
            Outcome::Win(winner) if winner == a_seat => report.a_wins += 1,
            Outcome::Win(_) => report.b_wins += 1,
            Outcome::Draw => report.draws += 1,
        }
    }
    if games > 0 {
        report.a_store_avg = a_stores as f64 / f64::from(games);
        report.b_store_avg = b_stores as f64 / f64::from(games);
    }
    report
}
