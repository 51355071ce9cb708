//! The commands that play or read games: replay, best, expert-games.

use crate::{DatabaseArgs, Failure, PositionArgs, SOLVER_TABLE_BITS, VariantArgs};
use engine::{
    Decision, EXPERT_NODE_LIMIT, Level, Pit, Position, Rng, Solver, Variant, choose_move,
    expert_games, expert_move,
};
use serde_json::json;
use std::time::Instant;

pub fn replay(variant: &VariantArgs, moves: &[String]) -> Result<(), Failure> {
    let variant = variant.variant()?;
    let mut position = Position::start(variant);
    for (index, text) in moves.iter().enumerate() {
        let ply = index + 1;
        let refused = |reason: String| format!("move {ply} ({text}) is illegal: {reason}");
        let pit: Pit = text
            .parse()
            .map_err(|error: engine::NotationError| refused(error.to_string()))?;
        let sowing = position
            .play(pit, variant)
            .map_err(|error| refused(error.to_string()))?;
        position = sowing.after;
        println!(
            "{}",
            json!({
                "ply": ply,
                "board": position.board.counts(),
                "to_move": position.to_move.map(|player| player.number()),
                "over": position.is_over(),
                "extra": sowing.extra_turn,
                "captured": sowing.captured(),
            })
        );
    }
    Ok(())
}

/// Reads a position; its variant comes from `--stones` or its stone total.
pub fn read_position(
    text: &str,
    stones: Option<u8>,
    empty_capture: bool,
) -> Result<(Position, Variant), Failure> {
    let invalid = |error: engine::NotationError| format!("position {text:?}: {error}");
    let position: Position = match stones {
        Some(stones) => {
            let variant = Variant::new(stones, empty_capture).map_err(|error| error.to_string())?;
            Position::parse(text, variant).map_err(invalid)?
        }
        None => text.parse().map_err(invalid)?,
    };
    let stones = Variant::of_position(&position).map_err(invalid)?.stones();
    let variant = Variant::new(stones, empty_capture).map_err(|error| error.to_string())?;
    Ok((position, variant))
}

pub fn best(level: Level, seed: u64, at: &PositionArgs) -> Result<(), Failure> {
    let (empty_capture, database) = (at.empty_capture, &at.database);
    let (position, variant) = read_position(&at.position, None, empty_capture)?;
    let database = if level == Level::Expert {
        database.load(empty_capture)?
    } else {
        None
    };
    let started = Instant::now();
    let decision = if level == Level::Expert {
        let mut solver = Solver::new(empty_capture, SOLVER_TABLE_BITS, database);
        solver.set_node_limit(EXPERT_NODE_LIMIT);
        expert_move(&mut solver, &position, variant)
    } else {
        choose_move(&position, variant, level, &mut Rng::new(seed))
    }
    .ok_or_else(|| "the game is over: there is no move to choose".to_string())?;
    print_decision(&decision, started);
    Ok(())
}

/// `best`'s answer: the move, whether it is proved, and what it took.
pub fn print_decision(decision: &Decision, started: Instant) {
    println!(
        "{}",
        json!({
            "pit": decision.pit.number(),
            "proved": decision.proved,
            "ms": started.elapsed().as_millis() as u64,
            "nodes": decision.nodes,
        })
    );
}

pub fn expert_games_report(
    games: u32,
    seed: u64,
    variant: &VariantArgs,
    database: &DatabaseArgs,
) -> Result<(), Failure> {
    let variant = variant.variant()?;
    let database = database.load(variant.empty_capture())?;
    let mut solver = Solver::new(variant.empty_capture(), SOLVER_TABLE_BITS, database);
    solver.set_node_limit(EXPERT_NODE_LIMIT);
    let started = Instant::now();
    let report = expert_games(&mut solver, variant, games, seed);
    println!(
        "{}",
        json!({
            "stones": variant.stones(),
            "empty_capture": variant.empty_capture(),
            "report": report,
            "seconds": started.elapsed().as_secs(),
        })
    );
    Ok(())
}
