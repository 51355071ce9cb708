//! Expert's endgame database on disk: loaded at start when present and of
//! the configured size, otherwise built in the background (Expert uses the
//! layers already built meanwhile) and saved for the next start.

use crate::computer::EndgameShelf;
use engine::EndgameDatabase;
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Smaller databases put to use while a larger one is built: the layers
/// of up to this many stones take a second or two, and each further
/// layer about two and a half times the one before.
const FIRST_PART: u8 = 14;

/// Starts loading or building the database for `stones` (0: none) on a
/// background thread at the lowest CPU priority; it lands on `shelf` in
/// parts as they are ready, the full one last.
pub fn load_or_build(path: &Path, stones: u8, shelf: EndgameShelf) {
    if stones == 0 {
        return;
    }
    shelf.expect();
    let path = path.to_path_buf();
    let builder_shelf = shelf.clone();
    let started = std::thread::Builder::new()
        .name("endgame".to_string())
        .spawn(move || {
            let shelf = builder_shelf;
            crate::computer::lower_this_threads_priority();
            match load(&path, stones) {
                Ok(database) => {
                    tracing::info!(path = %path.display(), stones, "endgame database loaded");
                    shelf.install(database);
                }
                Err(why) => {
                    tracing::info!(path = %path.display(), stones, %why, "building the endgame database; Expert uses its finished layers meanwhile");
                    // In use before it is on disk: Expert need not wait
                    // for the write, and whoever sees the file knows
                    // Expert has the whole database.
                    shelf.install(build(stones, &shelf));
                    if let Some(database) = shelf.get()
                        && let Err(error) = save(&path, |file| database.write(file))
                    {
                        tracing::warn!(path = %path.display(), %error, "cannot save the endgame database; it will be built again next start");
                    }
                }
            }
        });
    if let Err(error) = started {
        tracing::error!(%error, "cannot start the endgame database thread; Expert plays without it");
        shelf.abandon();
    }
}

fn load(path: &Path, stones: u8) -> Result<EndgameDatabase, String> {
    let file = File::open(path).map_err(|error| error.to_string())?;
    let database =
        EndgameDatabase::read(BufReader::new(file)).map_err(|error| error.to_string())?;
    if database.max_stones() != stones || database.empty_capture() {
        return Err(format!(
            "the file covers {} stones, {} are configured",
            database.max_stones(),
            stones
        ));
    }
    Ok(database)
}

/// Builds layer by layer, putting every other finished layer from
/// [`FIRST_PART`] on to use: a copy of what is built, freed when the next
/// part replaces it.
fn build(stones: u8, shelf: &EndgameShelf) -> EndgameDatabase {
    let started = Instant::now();
    let database = EndgameDatabase::build_in_layers(stones, false, |database, layer| {
        tracing::info!(
            layer,
            seconds = started.elapsed().as_secs_f64(),
            "endgame database layer built"
        );
        if layer >= FIRST_PART && layer < stones && (layer - FIRST_PART).is_multiple_of(2) {
            shelf.install_part(database.covering(layer));
        }
    });
    tracing::info!(
        seconds = started.elapsed().as_secs_f64(),
        "endgame database built"
    );
    database
}

/// Writes a database beside its target and renames, so no reader sees
/// half a file.
pub(crate) fn save(
    path: &Path,
    write: impl FnOnce(BufWriter<File>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if let Some(directory) = path
        .parent()
        .filter(|directory| !directory.as_os_str().is_empty())
    {
        std::fs::create_dir_all(directory)?;
    }
    let partial = PathBuf::from(format!("{}.partial", path.display()));
    write(BufWriter::new(File::create(&partial)?))?;
    std::fs::rename(&partial, path)
}
