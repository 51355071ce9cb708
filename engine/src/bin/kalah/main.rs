//! `kalah`: study positions and measure the computer players from the
//! command line. Every result is one JSON object per line.

use clap::{Args, Parser, Subcommand};
mod build;
mod games;
mod oware;
mod solve;

use engine::{EndgameDatabase, Level, Variant, play_match};
use serde_json::json;
use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

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
        #[command(flatten)]
        game: oware::GameArgs,
        /// Pit numbers 1–6 of the player to move, in order (in Oware also
        /// letters: A–F for Player 1, a–f for Player 2).
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Print the move a computer level chooses in a position.
    Best {
        /// easy, medium, hard or expert.
        #[arg(long)]
        level: Level,
        /// Seed for the level's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        game: oware::GameArgs,
        #[command(flatten)]
        at: PositionArgs,
    },
    /// The exact value of a position and of each legal move, under perfect play.
    Solve {
        /// Stones per pit of the variant (by default read from the position's total).
        #[arg(long)]
        stones: Option<u8>,
        /// Search even where the opening book knows the answer.
        #[arg(long)]
        no_book: bool,
        #[command(flatten)]
        parts: solve::Parts,
        #[command(flatten)]
        game: oware::GameArgs,
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Build the endgame database and save it for `solve`, Expert and the server.
    BuildDb {
        /// Largest number of stones left in the pits that it covers
        /// (default: 22 for Kalah, 20 for Oware).
        #[arg(long, alias = "seeds-max")]
        stones_max: Option<u8>,
        /// Oware: cores to build on (default: all).
        #[arg(long)]
        threads: Option<usize>,
        #[command(flatten)]
        game: oware::GameArgs,
        /// Build it for the empty-capture rule.
        #[arg(long)]
        empty_capture: bool,
        /// Where to write it (default: data/endgame.kdb, or
        /// data/endgame-empty-capture.kdb; for Oware data/oware-endgame.odb
        /// or data/oware-endgame-forbidden.odb).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Solve the openings of one capture rule for Expert and write the book
    /// the engine ships with.
    BuildBook {
        /// Moves from the start that the book covers.
        #[arg(long, default_value_t = DEFAULT_BOOK_PLIES)]
        plies: u32,
        /// The starts it covers: stones per pit, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "3,4")]
        stones: Vec<u8>,
        /// Build it for the empty-capture rule.
        #[arg(long)]
        empty_capture: bool,
        /// Where to write it (default: engine/data/opening-book.bin, or
        /// engine/data/opening-book-empty-capture.bin, for 3 and 4 stones;
        /// engine/data/opening-book-5.bin or
        /// engine/data/opening-book-5-empty-capture.bin for 5).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        parts: build::BookParts,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Play Expert against every level, each seat in turn, and count the
    /// moves it could not prove within its budget.
    ExpertGames {
        /// Games against each level.
        #[arg(long, default_value_t = 2)]
        games: u32,
        /// Seed for the other levels' random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        variant: VariantArgs,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Find puzzles (a move that stands out under perfect play) in games,
    /// and write the file the engine ships.
    Puzzles {
        /// Games to look through from each source.
        #[arg(long, default_value_t = 40)]
        games: u32,
        /// Kinds of games to play: levels (Medium against Hard), expert
        /// (Expert against each level), book (walks through the opening
        /// book); comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "levels,expert,book")]
        sources: Vec<engine::puzzles::Source>,
        /// Real games too: a file of game records as the site exports
        /// them (`/game/<id>/record.txt`, one after another).
        #[arg(long)]
        records: Option<PathBuf>,
        /// Seed for the games' first moves and the levels' choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Only positions with at most this many stones in the pits (the
        /// rest take long to solve).
        #[arg(long, default_value_t = 30)]
        most_stones: u32,
        /// Where to write them (default: engine/data/puzzles.txt, or
        /// oware-puzzles.txt).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        database: DatabaseArgs,
        #[command(flatten)]
        game: oware::GameArgs,
    },
    /// Play games between two levels, alternating who starts.
    #[command(alias = "games")]
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
        #[command(flatten)]
        game: oware::GameArgs,
        /// Oware: the endgame database for Expert (default: the one
        /// `build-db --game oware` writes, if present).
        #[arg(long)]
        database: Option<PathBuf>,
        /// Oware: games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
    },
}

/// A position to study, the rule to study it under, and the solver's data.
#[derive(Args)]
struct PositionArgs {
    /// Use the empty-capture rule.
    #[arg(long)]
    empty_capture: bool,
    #[command(flatten)]
    database: DatabaseArgs,
    /// 15 numbers: P1 pits 1–6, P1 store, P2 pits 1–6, P2 store, player to move.
    #[arg(allow_hyphen_values = true)]
    position: String,
}

#[derive(Args)]
struct DatabaseArgs {
    /// Endgame database to use (default: the one `build-db` writes, if present).
    #[arg(long)]
    database: Option<PathBuf>,
}

impl DatabaseArgs {
    /// The database for `empty_capture`: the named file, which must load,
    /// or the default file if it exists.
    fn load(&self, empty_capture: bool) -> Result<Option<Arc<EndgameDatabase>>, Failure> {
        let default = default_database_path(empty_capture);
        let Some((path, file)) = open_database(self.database.as_deref(), default)? else {
            return Ok(None);
        };
        let database =
            EndgameDatabase::read(file).map_err(|error| format!("{}: {error}", path.display()))?;
        if database.empty_capture() != empty_capture {
            return Err(format!(
                "{} was built for the other capture rule",
                path.display()
            ));
        }
        Ok(Some(Arc::new(database)))
    }
}

/// The database file named, which must open, or else `default` if it
/// exists (a fresh machine has none, and plays on without).
fn open_database(
    named: Option<&Path>,
    default: PathBuf,
) -> Result<Option<(PathBuf, BufReader<File>)>, Failure> {
    let path = match named {
        Some(path) => path.to_path_buf(),
        None if default.exists() => default,
        None => return Ok(None),
    };
    let file = File::open(&path).map_err(|error| format!("{}: {error}", path.display()))?;
    Ok(Some((path, BufReader::new(file))))
}

/// 22 stones: 548 million positions, 548 MB, built in under 4 minutes; see docs/engine.md.
const DEFAULT_DATABASE_STONES: u8 = 22;
/// Solver table for the command line: 2^24 buckets of 32 bytes, 512 MB.
const SOLVER_TABLE_BITS: u32 = 24;
/// Deep enough that Expert's first live solve has few enough stones left
/// to take well under a second (see docs/engine.md).
const DEFAULT_BOOK_PLIES: u32 = 16;

fn default_database_path(empty_capture: bool) -> PathBuf {
    PathBuf::from(if empty_capture {
        "data/endgame-empty-capture.kdb"
    } else {
        "data/endgame.kdb"
    })
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
        Command::Replay { game, moves, .. } if game.is_oware() => oware::replay(&game, &moves),
        Command::Replay { variant, moves, .. } => games::replay(&variant, &moves),
        Command::Best {
            level,
            seed,
            game,
            at,
        } if game.is_oware() => oware::best(
            &game,
            level,
            seed,
            &at.position,
            at.database.database.as_deref(),
        ),
        Command::Best {
            level, seed, at, ..
        } => games::best(level, seed, &at),
        Command::Solve { game, at, .. } if game.is_oware() => {
            oware::solve(&game, &at.position, at.database.database.as_deref())
        }
        Command::Solve {
            stones,
            no_book,
            parts,
            at,
            ..
        } => solve::solve(stones, no_book, &parts, &at),
        Command::Puzzles {
            games,
            seed,
            out,
            database,
            game,
            ..
        } if game.is_oware() => {
            oware::build_puzzles(&game, games, seed, out, database.database.as_deref())
        }
        Command::Puzzles {
            games,
            sources,
            records,
            seed,
            most_stones,
            out,
            database,
            ..
        } => build::build_puzzles(
            build::PuzzleSearch {
                games,
                sources,
                records,
                seed,
                most_stones,
            },
            out,
            &database,
        ),
        Command::BuildDb {
            stones_max,
            threads,
            game,
            out,
            ..
        } if game.is_oware() => oware::build_db(&game, stones_max, threads, out),
        Command::BuildDb {
            stones_max,
            empty_capture,
            out,
            ..
        } => build::build_db(
            stones_max.unwrap_or(DEFAULT_DATABASE_STONES),
            empty_capture,
            out,
        ),
        Command::BuildBook {
            plies,
            stones,
            empty_capture,
            out,
            parts,
            database,
        } => build::build_book(plies, &stones, empty_capture, out, &parts, &database),
        Command::ExpertGames {
            games,
            seed,
            variant,
            database,
        } => games::expert_games_report(games, seed, &variant, &database),
        Command::Match {
            a,
            b,
            games,
            seed,
            game,
            database,
            threads,
            ..
        } if game.is_oware() => {
            oware::play_match(&game, a, b, games, seed, database.as_deref(), threads)
        }
        Command::Match {
            a,
            b,
            games,
            seed,
            variant,
            ..
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
