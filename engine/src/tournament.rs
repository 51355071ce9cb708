//! Matches between computer levels, to measure the ladder.

use crate::board::Player;
use crate::players::{Level, Rng, choose_move, expert_move};
use crate::rules::{Outcome, Position, Variant};
use crate::solver::Solver;
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

/// Expert's own games: how many of its moves it proved.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ExpertReport {
    /// Games played.
    pub games: u32,
    /// Moves Expert chose.
    pub decisions: u32,
    /// Of those, moves it could not prove within its budget.
    pub unproved: u32,
    /// The most positions one decision visited.
    pub max_nodes: u64,
    /// Games Expert won (against itself: the first seat won).
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games Expert lost (against itself: the second seat won).
    pub losses: u32,
}

/// Plays `games` games of Expert against each level (Expert too), Expert
/// first in every other one, from `variant`'s start. Expert decides with
/// `solver`, whose node limit is Expert's budget and whose table stays
/// warm from game to game as a server worker's does; the other levels'
/// random choices come from `seed`.
///
/// ```
/// use engine::{expert_games, Solver, Variant, EXPERT_NODE_LIMIT};
/// let mut solver = Solver::new(false, 16, None);
/// solver.set_node_limit(EXPERT_NODE_LIMIT);
/// let report = expert_games(&mut solver, Variant::default(), 1, 3);
/// assert_eq!((report.games, report.unproved, report.losses), (4, 0, 0));
/// ```
pub fn expert_games(solver: &mut Solver, variant: Variant, games: u32, seed: u64) -> ExpertReport {
    let mut report = ExpertReport::default();
    for level in Level::ALL {
        for game in 0..games {
            let expert = if game % 2 == 0 {
                Player::One
            } else {
                Player::Two
            };
            let mut others = Rng::new(seed.wrapping_add(u64::from(game)));
            let mut position = Position::start(variant);
            while let Some(mover) = position.to_move {
                let decision = if mover == expert || level == Level::Expert {
                    let decision = expert_move(solver, &position, variant).expect("a running game");
                    report.decisions += 1;
                    report.unproved += u32::from(!decision.proved);
                    report.max_nodes = report.max_nodes.max(decision.nodes);
                    decision
                } else {
                    choose_move(&position, variant, level, &mut others).expect("a running game")
                };
                position = position
                    .play(decision.pit, variant)
                    .expect("a legal move")
                    .after;
            }
            report.games += 1;
            let judged = if level == Level::Expert {
                Player::One
            } else {
                expert
            };
            match position.outcome() {
                Outcome::Win(winner) if winner == judged => report.wins += 1,
                Outcome::Win(_) => report.losses += 1,
                Outcome::Draw => report.draws += 1,
            }
        }
    }
    report
}
