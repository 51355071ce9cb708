//! `kalah`: study positions and measure the computer players from the
//! command line. Every result is one JSON object per line.

use clap::{Args, Parser, Subcommand};
use engine::{choose_move, play_match, Level, Pit, Position, Rng, Variant};
use serde_json::json;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "kalah",
    version,
    about = "Kalah rules, positions and computer players"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play moves from the start and print the position after each one.
    Replay {
        #[command(flatten)]
        variant: VariantArgs,
        /// Pit numbers 1–6 of the player to move, in order.
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Print the move a computer level chooses in a position.
    Best {
        /// easy, medium or hard.
        #[arg(long)]
        level: Level,
        /// Seed for the level's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Use the empty-capture rule.
        #[arg(long)]
        empty_capture: bool,
        /// 15 numbers: P1 pits 1–6, P1 store, P2 pits 1–6, P2 store, player to move.
        #[arg(allow_hyphen_values = true)]
        position: String,
    },
    /// Play games between two levels, alternating who starts.
    Match {
        /// Level of side A.
        #[arg(long)]
        a: Level,
        /// Level of side B.
        #[arg(long)]
        b: Level,
        /// Number of games.
        #[arg(long)]
        games: u32,
        /// Seed for the openings and the levels' random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        variant: VariantArgs,
    },
}

#[derive(Args)]
struct VariantArgs {
    /// Stones per pit at the start: 3, 4, 5 or 6.
    #[arg(long, default_value_t = 4)]
    stones: u8,
    /// Capture the lone last stone even when the facing pit is empty.
    #[arg(long)]
    empty_capture: bool,
}

impl VariantArgs {
    fn variant(&self) -> Result<Variant, String> {
        Variant::new(self.stones, self.empty_capture).map_err(|error| error.to_string())
    }
}

/// A failure worth one line on stderr and exit status 2.
type Failure = String;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version.
            print!("{error}");
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let rendered = error.to_string();
            let first = rendered.lines().next().unwrap_or("invalid arguments");
            eprintln!("kalah: {}", first.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Command::Replay { variant, moves } => replay(&variant, &moves),
        Command::Best {
            level,
            seed,
            empty_capture,
            position,
        } => best(level, seed, empty_capture, &position),
        Command::Match {
            a,
            b,
            games,
            seed,
            variant,
        } => variant
            .variant()
            .map(|variant| println!("{}", json!(play_match(a, b, games, seed, variant)))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("kalah: {message}");
            ExitCode::from(2)
        }
    }
}

fn replay(variant: &VariantArgs, moves: &[String]) -> Result<(), Failure> {
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

fn best(level: Level, seed: u64, empty_capture: bool, text: &str) -> Result<(), Failure> {
    let position: Position = text
        .parse()
        .map_err(|error| format!("position {text:?}: {error}"))?;
    let stones = Variant::of_position(&position)
        .map_err(|error| error.to_string())?
        .stones();
    let variant = Variant::new(stones, empty_capture).map_err(|error| error.to_string())?;
    let started = Instant::now();
    let decision = choose_move(&position, variant, level, &mut Rng::new(seed))
        .ok_or_else(|| "the game is over: there is no move to choose".to_string())?;
    println!(
        "{}",
        json!({
            "pit": decision.pit.number(),
            "ms": started.elapsed().as_millis() as u64,
            "nodes": decision.nodes,
        })
    );
    Ok(())
}
