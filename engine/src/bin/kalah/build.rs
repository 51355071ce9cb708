//! Building the solver's data: the endgame database and the opening
//! books; and the puzzles.

use crate::{default_database_path, DatabaseArgs, Failure, SOLVER_TABLE_BITS};
use engine::puzzles::{self, Puzzle, Source};
use engine::{EndgameDatabase, OpeningBook, Solver, Variant, MAX_STONES};
use serde_json::json;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Builds the book for one capture rule from the starts with `stones`
/// per pit, into `out` (by default the file the engine ships).
pub fn build_book(
    plies: u32,
    stones: &[u8],
    empty_capture: bool,
    out: Option<PathBuf>,
    database: &DatabaseArgs,
) -> Result<(), Failure> {
    let variants = stones
        .iter()
        .map(|&stones| Variant::new(stones, empty_capture).map_err(|error| error.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let out = out.unwrap_or_else(|| {
        PathBuf::from(if empty_capture {
            "engine/data/opening-book-empty-capture.bin"
        } else {
            "engine/data/opening-book.bin"
        })
    });
    let database = database.load(empty_capture)?;
    let started = Instant::now();
    let book = OpeningBook::build(
        database,
        SOLVER_TABLE_BITS,
        plies,
        &variants,
        |ply, solved| {
            eprint!(
                "\rply {ply}/{plies}  {solved} positions solved  {:.0} s ",
                started.elapsed().as_secs_f64()
            );
        },
    );
    eprintln!();
    write_atomically(&out, |file| book.write(file))?;
    println!(
        "{}",
        json!({
            "positions": book.len(),
            "plies": plies,
            "stones": stones,
            "empty_capture": empty_capture,
            "seconds": started.elapsed().as_secs(),
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
fn write_atomically(
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
