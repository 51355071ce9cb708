//! `cargo bench -p engine`: how fast moves are applied, how long Hard takes
//! to decide on a fixed set of positions from real play, and, when the
//! endgame database has been built (`kalah build-db`), the CPU time to
//! solve the start position and Expert's decision time.

use engine::{
    EndgameDatabase, Level, OpeningBook, Player, Position, Rng, Solver, Variant, choose_move,
    expert_move,
};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn main() {
    let variant = Variant::default();
    let positions = positions_from_play(variant, 200);
    moves_per_second(&positions, variant);
    hard_decision_time(&positions, variant);
    let path = std::env::var("KALAH_ENDGAME_PATH")
        .unwrap_or_else(|_| format!("{}/../data/endgame.kdb", env!("CARGO_MANIFEST_DIR")));
    match std::fs::File::open(&path) {
        Ok(file) => {
            let database = EndgameDatabase::read(std::io::BufReader::new(file))
                .expect("a valid endgame database");
            let database = Arc::new(database);
            solve_start(&database);
            expert_decision_time(&positions, &database);
            expert_in_play(&database);
        }
        Err(_) => {
            println!("solver figures skipped: no endgame database at {path} (run `kalah build-db`)")
        }
    }
}

/// Positions reached in Medium-against-Easy games, a few from each game.
fn positions_from_play(variant: Variant, wanted: usize) -> Vec<Position> {
    let mut positions = Vec::new();
    let mut rng = Rng::new(2024);
    while positions.len() < wanted {
        let mut position = Position::start(variant);
        let mut ply = 0;
        while let Some(mover) = position.to_move {
            let level = if mover == Player::One {
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
                checksum += u64::from(sowing.after.board.store(Player::One));
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
    let mut times: Vec<Duration> = positions
        .iter()
        .map(|position| {
            let started = Instant::now();
            choose_move(position, variant, Level::Hard, &mut Rng::new(0)).expect("running");
            started.elapsed()
        })
        .collect();
    report("Hard decision", &mut times);
}

/// CPU time to solve the start position from an empty table with the
/// database loaded and without the opening book: its value and an optimal
/// move.
fn solve_start(database: &Arc<EndgameDatabase>) {
    let start = Position::start(Variant::default());
    let cpu = cpu_seconds();
    let mut solver = Solver::without_book(false, 24, Some(database.clone()));
    let (pit, value) = solver
        .best_move(&start)
        .expect("no node limit")
        .expect("running");
    println!(
        "solve start ({}-stone database): value {value:+}, best pit {pit}, {:.2} s CPU, {} nodes",
        database.max_stones(),
        cpu_seconds() - cpu,
        solver.nodes()
    );
}

/// Expert's decision time on the same positions from real play (ply 5 and
/// later), with one warm solver as a server worker has, split by how many
/// stones are still in the pits.
fn expert_decision_time(positions: &[Position], database: &Arc<EndgameDatabase>) {
    let mut solver = Solver::new(false, 22, Some(database.clone()));
    let in_pits = |position: &Position| {
        position.board.stones_on_side(Player::One) + position.board.stones_on_side(Player::Two)
    };
    let (mut opening, mut later): (Vec<Duration>, Vec<Duration>) = (Vec::new(), Vec::new());
    for position in positions {
        let started = Instant::now();
        expert_move(&mut solver, position, Variant::default()).expect("running");
        let elapsed = started.elapsed();
        if in_pits(position) > 40 {
            opening.push(elapsed);
        } else {
            later.push(elapsed);
        }
    }
    report("Expert decision, more than 40 stones in pits", &mut opening);
    report("Expert decision, at most 40 stones in pits", &mut later);
}

/// Expert's decision time in its own games against Easy and Medium (40
/// games, Expert on each side in turn), with one solver as a server worker
/// has, in the opening book and after it apart.
fn expert_in_play(database: &Arc<EndgameDatabase>) {
    let variant = Variant::default();
    let book = OpeningBook::shipped(false);
    let mut solver = Solver::new(false, 22, Some(database.clone()));
    let (mut opening, mut later) = (Vec::new(), Vec::new());
    for game in 0..40u64 {
        let opponent = if game % 4 < 2 {
            Level::Medium
        } else {
            Level::Easy
        };
        let expert = if game % 2 == 0 {
            Player::One
        } else {
            Player::Two
        };
        let mut rng = Rng::new(game);
        let mut position = Position::start(variant);
        while let Some(mover) = position.to_move {
            let pit = if mover == expert {
                let in_book = book.covers(&position, variant);
                let started = Instant::now();
                let decision = expert_move(&mut solver, &position, variant).expect("running");
                let elapsed = started.elapsed();
                if in_book {
                    opening.push(elapsed)
                } else {
                    later.push(elapsed)
                }
                decision.pit
            } else {
                choose_move(&position, variant, opponent, &mut rng)
                    .expect("running")
                    .pit
            };
            position = position.play(pit, variant).expect("legal").after;
        }
    }
    report("Expert in play, in the opening book", &mut opening);
    report("Expert in play, after the book", &mut later);
}

fn report(label: &str, times: &mut [Duration]) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e3;
    println!(
        "{label} over {} positions: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

/// This process's CPU time in seconds.
fn cpu_seconds() -> f64 {
    let mut spec = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the valid pointer.
    unsafe {
        libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut spec);
    }
    spec.tv_sec as f64 + spec.tv_nsec as f64 / 1e9
}
