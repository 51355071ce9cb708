//! Building the solver's data: the endgame database and the opening
//! books; and the puzzles.

use crate::solve::{read_table, write_table};
use crate::{DatabaseArgs, Failure, SOLVER_TABLE_BITS, default_database_path};
use clap::Args;
use engine::puzzles::{self, Puzzle, Source};
use engine::{EndgameDatabase, MAX_STONES, OpeningBook, Solver, Variant};
use serde_json::json;
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Building a book in parts, for starts that take hours to solve.
#[derive(Args)]
pub struct BookParts {
    /// Solver table file: read at the start if it exists, written at the
    /// end, so the next part starts from what this one learned.
    #[arg(long)]
    table: Option<PathBuf>,
    /// log2 of the table's buckets (32 bytes each).
    #[arg(long, default_value_t = SOLVER_TABLE_BITS,
          value_parser = clap::value_parser!(u32).range(10..=30))]
    table_bits: u32,
    /// Give up on a position after this many positions searched, leaving
    /// it out of the book (and, where Expert moves, what follows it).
    #[arg(long)]
    position_nodes: Option<u64>,
    /// Keep the book already at the output path and solve only what it
    /// lacks.
    #[arg(long)]
    resume: bool,
}

/// Builds the book for one capture rule from the starts with `stones`
/// per pit, into `out` (by default the file the engine ships for those
/// starts).
pub fn build_book(
    plies: u32,
    stones: &[u8],
    empty_capture: bool,
    out: Option<PathBuf>,
    parts: &BookParts,
    database: &DatabaseArgs,
) -> Result<(), Failure> {
    let variants = stones
        .iter()
        .map(|&stones| Variant::new(stones, empty_capture).map_err(|error| error.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let out = match (out, stones, empty_capture) {
        (Some(out), _, _) => out,
        (None, [3, 4], false) => PathBuf::from("engine/data/opening-book.bin"),
        (None, [3, 4], true) => PathBuf::from("engine/data/opening-book-empty-capture.bin"),
        (None, [5], false) => PathBuf::from("engine/data/opening-book-5.bin"),
        (None, [5], true) => PathBuf::from("engine/data/opening-book-5-empty-capture.bin"),
        (None, _, _) => {
            return Err(
                "the engine ships no book for these starts: name the file with --out".into(),
            );
        }
    };
    let known = if parts.resume && out.exists() {
        let failed = |error: &dyn std::fmt::Display| format!("{}: {error}", out.display());
        let file = File::open(&out).map_err(|error| failed(&error))?;
        let book = OpeningBook::read(BufReader::new(file)).map_err(|error| failed(&error))?;
        if book.empty_capture() != empty_capture {
            return Err(failed(&"a book of the other capture rule"));
        }
        Some(book)
    } else {
        None
    };
    let database = database.load(empty_capture)?;
    let mut solver = Solver::without_book(empty_capture, parts.table_bits, database);
    if let Some(path) = parts.table.as_deref().filter(|path| path.exists()) {
        read_table(&mut solver, path)?;
    }
    if let Some(limit) = parts.position_nodes {
        solver.set_node_limit(limit);
    }
    let started = Instant::now();
    let mut saved = Ok(());
    let built = OpeningBook::build(
        &mut solver,
        known,
        plies,
        &variants,
        |ply, solved| {
            eprint!(
                "\rply {ply}/{plies}  {solved} positions solved  {:.0} s ",
                started.elapsed().as_secs_f64()
            );
        },
        |so_far| {
            if saved.is_ok() {
                saved = write_atomically(&out, |file| so_far.write(file));
            }
        },
    );
    saved?;
    eprintln!();
    if let Some(path) = &parts.table {
        write_table(&solver, path)?;
    }
    println!(
        "{}",
        json!({
            "positions": built.book.len(),
            "open": built.open,
            "plies": plies,
            "stones": stones,
            "empty_capture": empty_capture,
            "seconds": started.elapsed().as_secs(),
            "nodes": solver.nodes(),
            "path": out.display().to_string(),
        })
    );
    Ok(())
}

/// What `kalah puzzles` looks through.
pub struct PuzzleSearch {
    /// Games from each source.
    pub games: u32,
    /// The kinds of games played.
    pub sources: Vec<Source>,
    /// A file of real games' records.
    pub records: Option<PathBuf>,
    /// Seed for the games' random moves.
    pub seed: u64,
    /// Positions with more stones in the pits are skipped, outside the book.
    pub most_stones: u32,
}

/// Finds puzzles in the games `search` names (standard capture, 4 stones)
/// and writes them to `out`, easiest first.
pub fn build_puzzles(
    search: PuzzleSearch,
    out: Option<PathBuf>,
    database: &DatabaseArgs,
) -> Result<(), Failure> {
    let out = out.unwrap_or_else(|| PathBuf::from("engine/data/puzzles.txt"));
    let variant = Variant::default();
    let database = database.load(false)?;
    let mut solver = Solver::new(false, SOLVER_TABLE_BITS, database.clone());
    let started = Instant::now();
    let mut games = Vec::new();
    for &source in &search.sources {
        games.extend(puzzles::games(
            source,
            variant,
            search.games,
            search.seed,
            database.clone(),
        ));
        eprintln!(
            "{source}: {} games  {:.0} s",
            search.games,
            started.elapsed().as_secs_f64()
        );
    }
    if let Some(path) = &search.records {
        let text = std::fs::read_to_string(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        let real = puzzles::records(&text, variant).map_err(|error| error.to_string())?;
        eprintln!("records: {} games of 4-stone Kalah", real.len());
        games.extend(real);
    }
    let mut found = 0;
    let mut puzzles = Puzzle::find(&mut solver, variant, &games, search.most_stones, |_| {
        found += 1;
        eprint!(
            "\r{found} puzzles  {:.0} s ",
            started.elapsed().as_secs_f64()
        );
    });
    eprintln!();
    puzzles.sort_by_key(|puzzle| puzzle.difficulty);
    let sources: Vec<String> = search.sources.iter().map(ToString::to_string).collect();
    let records = search
        .records
        .as_ref()
        .map(|path| format!(" --records {}", path.display()))
        .unwrap_or_default();
    write_atomically(&out, |mut file| {
        writeln!(
            file,
            "# Puzzles from perfect play, written by `kalah puzzles --games {} --sources {}{records} \
             --seed {} --most-stones {}`: position | each step's move values | plies to the result, difficulty.",
            search.games,
            sources.join(","),
            search.seed,
            search.most_stones,
        )?;
        for puzzle in &puzzles {
            writeln!(file, "{puzzle}")?;
        }
        file.flush()
    })?;
    println!(
        "{}",
        json!({
            "puzzles": puzzles.len(),
            "games": games.len(),
            "seconds": started.elapsed().as_secs(),
            "path": out.display().to_string(),
        })
    );
    Ok(())
}

pub fn build_db(stones_max: u8, empty_capture: bool, out: Option<PathBuf>) -> Result<(), Failure> {
    if stones_max > MAX_STONES {
        return Err(format!(
            "--stones-max {stones_max} is more than the {MAX_STONES} supported"
        ));
    }
    let path = out.unwrap_or_else(|| default_database_path(empty_capture));
    let started = Instant::now();
    let database = EndgameDatabase::build(stones_max, empty_capture, |stones, done, total| {
        let width = 40;
        let filled = (done * width / total.max(1)) as usize;
        eprint!(
            "\r[{}{}] {:>3}%  {stones}/{stones_max} stones  {:.0} s ",
            "#".repeat(filled),
            " ".repeat(width as usize - filled),
            done * 100 / total.max(1),
            started.elapsed().as_secs_f64()
        );
    });
    eprintln!();
    write_atomically(&path, |file| database.write(file))?;
    println!(
        "{}",
        json!({
            "path": path.display().to_string(),
            "stones_max": stones_max,
            "seconds": started.elapsed().as_secs_f64(),
        })
    );
    Ok(())
}

/// Writes beside `path` and renames, so a reader never sees half a file.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(BufWriter<File>) -> std::io::Result<()>,
) -> Result<(), Failure> {
    if let Some(directory) = path
        .parent()
        .filter(|directory| !directory.as_os_str().is_empty())
    {
        std::fs::create_dir_all(directory)
            .map_err(|error| format!("{}: {error}", directory.display()))?;
    }
    let partial = path.with_extension("partial");
    let file = File::create(&partial).map_err(|error| format!("{}: {error}", partial.display()))?;
    write(BufWriter::new(file)).map_err(|error| format!("{}: {error}", partial.display()))?;
    std::fs::rename(&partial, path).map_err(|error| format!("{}: {error}", path.display()))
}
