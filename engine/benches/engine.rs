//! `cargo bench -p engine`: how fast moves are applied, and how long Hard
//! takes to decide on a fixed set of positions from real play.

use engine::{choose_move, Level, Position, Rng, Variant};
use std::time::{Duration, Instant};

fn main() {
    let variant = Variant::default();
    let positions = positions_from_play(variant, 200);
    moves_per_second(&positions, variant);
    hard_decision_time(&positions, variant);
}

/// Positions reached in Medium-against-Easy games, a few from each game.
fn positions_from_play(variant: Variant, wanted: usize) -> Vec<Position> {
    let mut positions = Vec::new();
    let mut rng = Rng::new(2024);
    while positions.len() < wanted {
        let mut position = Position::start(variant);
        let mut ply = 0;
        while let Some(mover) = position.to_move {
            let level = if mover == engine::Player::One {
                Level::Medium
            } else {
                Level::Easy
            };
            if ply >= 2 && ply % 5 == 0 && positions.len() < wanted {
                positions.push(position);
            }
            let decision = choose_move(&position, variant, level, &mut rng).expect("running");
            position = position.play(decision.pit, variant).expect("legal").after;
            ply += 1;
        }
    }
    positions
}

fn moves_per_second(positions: &[Position], variant: Variant) {
    let started = Instant::now();
    let mut applied = 0u64;
    let mut checksum = 0u64;
    while started.elapsed() < Duration::from_secs(2) {
        for position in positions {
            for pit in position.legal_moves() {
                let sowing = position.play(pit, variant).expect("legal");
                checksum += u64::from(sowing.after.board.store(engine::Player::One));
                applied += 1;
            }
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "moves applied (Position::play, full report): {:.2} million/s ({applied} in {seconds:.2} s, checksum {checksum})",
        applied as f64 / seconds / 1e6
    );
}

fn hard_decision_time(positions: &[Position], variant: Variant) {
    let mut times = Vec::with_capacity(positions.len());
    let mut nodes = 0u64;
    for position in positions {
        let started = Instant::now();
        let decision =
            choose_move(position, variant, Level::Hard, &mut Rng::new(0)).expect("running");
        times.push(started.elapsed());
        nodes += decision.nodes;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "Hard decision over {} positions: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, mean {} nodes",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.last().expect("positions").as_secs_f64() * 1e3,
        nodes / times.len() as u64
    );
}
