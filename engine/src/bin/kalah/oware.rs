//! The commands for Oware (`--game oware`): replay, best, solve, build-db
//! and match, with the rule options of every record.

use crate::build::write_atomically;
use crate::{Failure, open_database};
use clap::{Args, ValueEnum};
use engine::oware::{
    self, Cycles, Database, Game, GrandSlam, Position, Rules, expert_move, move_bounds, read_move,
};
use engine::{Level, Player, Rng};
use serde_json::{Map, Value, json};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Which game of the family, and Oware's options.
#[derive(Args)]
pub struct GameArgs {
    /// The game: kalah or oware.
    #[arg(long, value_enum, default_value_t = Family::Kalah)]
    pub game: Family,
    /// Oware: what a move that would capture all the opponent's seeds does
    /// (captures-nothing or forbidden).
    #[arg(long, default_value = "captures-nothing")]
    grand_slam: GrandSlam,
    /// Oware: what a repeated position does (own-row or split).
    #[arg(long, default_value = "own-row")]
    cycles: Cycles,
}

/// The games the command line knows.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Family {
    /// Kalah (6,4 and its variants).
    Kalah,
    /// Oware (abapa).
    Oware,
}

impl GameArgs {
    pub fn is_oware(&self) -> bool {
        self.game == Family::Oware
    }

    fn rules(&self) -> Rules {
        Rules {
            grand_slam: self.grand_slam,
            cycles: self.cycles,
        }
    }
}

/// 20 seeds: 226 million positions, 452 MB.
pub const DEFAULT_DATABASE_SEEDS: u8 = 20;

fn default_database_path(grand_slam: GrandSlam) -> PathBuf {
    PathBuf::from(match grand_slam {
        GrandSlam::CapturesNothing => "data/oware-endgame.odb",
        GrandSlam::ForbiddenUnlessOnly => "data/oware-endgame-forbidden.odb",
    })
}

/// The named database, which must load, or the default one if it exists.
pub fn load_database(
    path: Option<&Path>,
    grand_slam: GrandSlam,
) -> Result<Option<Database>, Failure> {
    let Some((path, file)) = open_database(path, default_database_path(grand_slam))? else {
        return Ok(None);
    };
    let database = Database::read(file).map_err(|error| format!("{}: {error}", path.display()))?;
    if database.grand_slam() != grand_slam {
        return Err(format!(
            "{} was built for the other grand slam rule",
            path.display()
        ));
    }
    Ok(Some(database))
}

/// Reads the 15 numbers, or PlayStrategy's position text (it has a `/`).
fn read_position(text: &str) -> Result<Position, Failure> {
    Position::read(text).map_err(|error| format!("position {text:?}: {error}"))
}

pub fn replay(game: &GameArgs, moves: &[String]) -> Result<(), Failure> {
    let rules = game.rules();
    let mut record = Game::new(rules);
    for (index, text) in moves.iter().enumerate() {
        let ply = index + 1;
        let refused = |reason: String| format!("move {ply} ({text}) is illegal: {reason}");
        let mover = record
            .position()
            .to_move
            .ok_or_else(|| refused("the game is over: no more moves".to_string()))?;
        let pit = read_move(text, mover).map_err(|error| refused(error.to_string()))?;
        let sowing = record
            .play(pit)
            .map_err(|error| refused(error.to_string()))?;
        let position = record.position();
        println!(
            "{}",
            json!({
                "ply": ply,
                "move": oware::move_letter(mover, pit).to_string(),
                "board": position.board.counts(),
                "to_move": position.to_move.map(Player::number),
                "over": position.is_over(),
                "captured": sowing.captured(),
                "grand_slam": sowing.grand_slam,
                "end": record.end().map(|end| end.to_string()),
                "rules": rules.to_string(),
            })
        );
    }
    Ok(())
}

pub fn best(
    game: &GameArgs,
    level: Level,
    seed: u64,
    position: &str,
    database: Option<&Path>,
) -> Result<(), Failure> {
    let rules = game.rules();
    let position = read_position(position)?;
    let database = if level == Level::Expert {
        load_database(database, rules.grand_slam)?
    } else {
        None
    };
    let started = Instant::now();
    let decision = oware::choose_move(
        &Game::from_position(position, rules),
        level,
        database.as_ref(),
        &mut Rng::new(seed),
    )
    .ok_or_else(|| "the game is over: there is no move to choose".to_string())?;
    crate::games::print_decision(&decision, started);
    Ok(())
}

pub fn solve(game: &GameArgs, position: &str, database: Option<&Path>) -> Result<(), Failure> {
    let rules = game.rules();
    let position = read_position(position)?;
    let mover = position
        .to_move
        .ok_or_else(|| "the game is over: its value is its capture difference".to_string())?;
    let database = load_database(database, rules.grand_slam)?;
    let started = Instant::now();
    let so_far = position.board.store_difference(mover);
    // A value only where the bounds meet, under either cycle rule: their
    // split is not the even split's value where seeds are captured before
    // a cycle.
    let value_of = |bounds: oware::Bounds| bounds.exact().map(|value| so_far + value);
    let moves = database
        .as_ref()
        .and_then(|database| move_bounds(&position, rules, database));
    let Some(moves) = moves else {
        let game = Game::from_position(position, rules);
        let decision = expert_move(&game, database.as_ref()).ok_or("no legal move")?;
        let why = match &database {
            Some(database) => format!(
                "not proved: more seeds than the endgame database's {}",
                database.max_seeds()
            ),
            None => "not proved: no endgame database (`kalah build-db --game oware` builds one)"
                .to_string(),
        };
        println!(
            "{}",
            json!({
                "value": Value::Null,
                "finished": false,
                "best": [decision.pit.number()],
                "why": why,
                "ms": started.elapsed().as_millis() as u64,
            })
        );
        return Ok(());
    };
    if moves.is_empty() {
        // No move: each side takes the seeds on its own row.
        let row = |player: Player| position.board.stones_on_side(player) as i32;
        let end = so_far + row(mover) - row(mover.other());
        println!(
            "{}",
            json!({"value": end, "values": {}, "best": [], "finished": true})
        );
        return Ok(());
    }
    let mut values = Map::new();
    let mut bounds_by_pit = Map::new();
    for (pit, bounds) in &moves {
        values.insert(pit.number().to_string(), json!(value_of(*bounds)));
        bounds_by_pit.insert(
            pit.number().to_string(),
            json!([so_far + bounds.least, so_far + bounds.greatest]),
        );
    }
    let least = moves.iter().map(|(_, b)| b.least).max().expect("a move");
    let greatest = moves.iter().map(|(_, b)| b.greatest).max().expect("a move");
    let position_bounds = oware::Bounds { least, greatest };
    let value = value_of(position_bounds);
    let best: Vec<u8> = moves
        .iter()
        .filter(|(_, bounds)| value.is_some() && value_of(*bounds) == value)
        .map(|(pit, _)| pit.number())
        .collect();
    println!(
        "{}",
        json!({
            "value": value,
            "values": values,
            "bounds": [so_far + least, so_far + greatest],
            "move_bounds": bounds_by_pit,
            "best": best,
            "cycles": rules.cycles.name(),
            "finished": value.is_some(),
            "ms": started.elapsed().as_millis() as u64,
        })
    );
    Ok(())
}

pub fn build_db(
    game: &GameArgs,
    seeds_max: Option<u8>,
    threads: Option<usize>,
    out: Option<PathBuf>,
) -> Result<(), Failure> {
    let seeds_max = seeds_max.unwrap_or(DEFAULT_DATABASE_SEEDS);
    if seeds_max > oware::MAX_SEEDS {
        return Err(format!(
            "--stones-max {seeds_max} is more than the {} supported",
            oware::MAX_SEEDS
        ));
    }
    let threads = cores(threads);
    let path = out.unwrap_or_else(|| default_database_path(game.grand_slam));
    let started = Instant::now();
    let mut layer_started = Instant::now();
    let database = Database::build(seeds_max, game.grand_slam, threads, |_, report| {
        println!(
            "{}",
            json!({
                "seeds": report.seeds,
                "positions": report.positions,
                "sweeps": report.sweeps,
                "exact": report.exact,
                "seconds": layer_started.elapsed().as_secs_f64(),
            })
        );
        layer_started = Instant::now();
    });
    let built = started.elapsed().as_secs_f64();
    write_atomically(&path, |file| database.write(file))?;
    println!(
        "{}",
        json!({
            "path": path.display().to_string(),
            "seeds_max": seeds_max,
            "grand_slam": game.grand_slam.name(),
            "positions": database.len(),
            "threads": threads,
            "build_seconds": built,
            "seconds": started.elapsed().as_secs_f64(),
        })
    );
    Ok(())
}

/// Finds Oware's puzzles in `games` games between the levels with the
/// endgame database, and writes the file the engine ships.
pub fn build_puzzles(
    game: &GameArgs,
    games: u32,
    seed: u64,
    out: Option<PathBuf>,
    database: Option<&Path>,
) -> Result<(), Failure> {
    let rules = game.rules();
    let out = out.unwrap_or_else(|| PathBuf::from("engine/data/oware-puzzles.txt"));
    let database = load_database(database, rules.grand_slam)?
        .ok_or("no Oware endgame database: `kalah build-db --game oware` builds one")?;
    let started = Instant::now();
    let mut puzzles = oware::find_puzzles(&database, rules, games, seed);
    puzzles.sort_by_key(|puzzle| puzzle.difficulty);
    eprintln!(
        "{} puzzles in {games} games, {:.0} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    );
    write_atomically(&out, |mut file| {
        use std::io::Write;
        writeln!(
            file,
            "# Oware's puzzles from its endgame database ({} seeds), written by `kalah puzzles --game oware \
             --games {games} --seed {seed}`: position | each move's value no cycle rule can change against it \
             (the solution's least, the others' greatest) | p0, difficulty.",
            database.max_seeds()
        )?;
        for puzzle in &puzzles {
            writeln!(file, "{puzzle}")?;
        }
        file.flush()
    })?;
    Ok(())
}

pub fn play_match(
    game: &GameArgs,
    a: Level,
    b: Level,
    games: u32,
    seed: u64,
    database: Option<&Path>,
    threads: Option<usize>,
) -> Result<(), Failure> {
    let rules = game.rules();
    let database = if a == Level::Expert || b == Level::Expert {
        load_database(database, rules.grand_slam)?
    } else {
        None
    };
    let threads = cores(threads);
    let started = Instant::now();
    let played = oware::play_match(a, b, games, seed, rules, database.as_ref(), threads);
    println!(
        "{}",
        json!({
            "game": "oware",
            "rules": rules.to_string(),
            "database_seeds": database.as_ref().map(Database::max_seeds),
            "report": played.report,
            "expert_in_database_ms": percentiles(played.expert_in_database),
            "expert_above_ms": percentiles(played.expert_above),
            "expert_proved": played.expert_proved,
            "seconds": started.elapsed().as_secs(),
        })
    );
    Ok(())
}

/// The cores to use: `threads`, or all of this machine's.
fn cores(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
}

fn percentiles(mut times: Vec<Duration>) -> Value {
    if times.is_empty() {
        return Value::Null;
    }
    times.sort_unstable();
    let at = |percent: usize| times[(times.len() - 1) * percent / 100].as_secs_f64() * 1000.0;
    json!({"moves": times.len(), "p50": at(50), "p99": at(99), "max": at(100)})
}
