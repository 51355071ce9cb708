//! `kalah solve`: a position's exact value and each move's, in one run or,
//! for solves that take hours, in parts that carry the solver's table over
//! in a file.

use crate::games::read_position;
use crate::{Failure, PositionArgs, SOLVER_TABLE_BITS};
use clap::Args;
use engine::Solver;
use serde_json::json;
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Solving in parts.
#[derive(Args)]
pub struct Parts {
    /// Solver table file: read at the start if it exists, written at the
    /// end, so the next run goes on where this one stopped.
    #[arg(long)]
    table: Option<PathBuf>,
    /// Stop after this many positions, writing the table (with `--table`);
    /// the answer then says it is not finished.
    #[arg(long)]
    part_nodes: Option<u64>,
    /// log2 of the table's buckets (32 bytes each).
    #[arg(long, default_value_t = SOLVER_TABLE_BITS,
          value_parser = clap::value_parser!(u32).range(10..=30))]
    table_bits: u32,
    /// Only the value and one best move: the other moves need only be
    /// shown to be no better, far cheaper than valuing each one.
    #[arg(long)]
    value_only: bool,
}

pub fn solve(
    stones: Option<u8>,
    no_book: bool,
    parts: &Parts,
    at: &PositionArgs,
) -> Result<(), Failure> {
    let (empty_capture, database) = (at.empty_capture, &at.database);
    let (position, _) = read_position(&at.position, stones, empty_capture)?;
    if position.is_over() {
        return Err("the game is over: its value is its store difference".to_string());
    }
    let database = database.load(empty_capture)?;
    let mut solver = if no_book {
        Solver::without_book(empty_capture, parts.table_bits, database)
    } else {
        Solver::new(empty_capture, parts.table_bits, database)
    };
    if let Some(path) = parts.table.as_deref().filter(|path| path.exists()) {
        read_table(&mut solver, path)?;
    }
    if let Some(limit) = parts.part_nodes {
        solver.set_node_limit(limit);
    }
    let started = Instant::now();
    let values = if parts.value_only {
        solver
            .best_move(&position)
            .map(|best| best.into_iter().collect::<Vec<_>>())
    } else {
        solver.move_values(&position)
    };
    let (ms, nodes) = (started.elapsed().as_millis() as u64, solver.nodes());
    if let Some(path) = &parts.table {
        write_table(&solver, path)?;
    }
    let Ok(values) = values else {
        let bounds: Vec<_> = solver
            .move_bounds(&position)
            .into_iter()
            .map(|(pit, lower, upper)| json!({ "pit": pit.number(), "lower": lower, "upper": upper }))
            .collect();
        println!(
            "{}",
            json!({ "finished": false, "ms": ms, "nodes": nodes, "bounds": bounds })
        );
        return Ok(());
    };
    let value = values
        .iter()
        .map(|&(_, value)| value)
        .max()
        .expect("a running game has moves");
    let best: Vec<u8> = values
        .iter()
        .filter(|&&(_, move_value)| move_value == value)
        .map(|&(pit, _)| pit.number())
        .collect();
    let by_pit: serde_json::Map<String, serde_json::Value> = values
        .iter()
        .map(|&(pit, move_value)| (pit.number().to_string(), json!(move_value)))
        .collect();
    let mut answer = json!({
        "finished": true,
        "value": value,
        "best": best,
        "ms": ms,
        "nodes": nodes,
    });
    if !parts.value_only {
        answer["values"] = by_pit.into();
    }
    println!("{answer}");
    Ok(())
}

pub fn read_table(solver: &mut Solver, path: &Path) -> Result<(), Failure> {
    let file = File::open(path).map_err(|error| format!("{}: {error}", path.display()))?;
    solver
        .read_table(BufReader::new(file))
        .map_err(|error| format!("{}: {error}", path.display()))
}

/// Writes beside the file, then renames: a run stopped while writing
/// leaves the previous part's table whole.
pub fn write_table(solver: &Solver, path: &Path) -> Result<(), Failure> {
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let failed = |error: std::io::Error| format!("{}: {error}", partial.display());
    let mut out = BufWriter::new(File::create(&partial).map_err(failed)?);
    solver.write_table(&mut out).map_err(failed)?;
    out.flush().map_err(failed)?;
    std::fs::rename(&partial, path).map_err(|error| format!("{}: {error}", path.display()))
}
