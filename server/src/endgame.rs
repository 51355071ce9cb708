//! Expert's endgame database on disk: loaded at start when present and of
//! the configured size, otherwise built in the background (Expert solves
//! without it meanwhile) and saved for the next start.

use crate::computer::EndgameShelf;
use engine::EndgameDatabase;
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Starts loading or building the database for `stones` (0: none) on a
/// background thread; it lands on `shelf` when ready.
pub fn load_or_build(path: &Path, stones: u8, shelf: EndgameShelf) {
    if stones == 0 {
        return;
    }
    let path = path.to_path_buf();
    let started = std::thread::Builder::new()
        .name("endgame".to_string())
        .spawn(move || match load(&path, stones) {
            Ok(database) => {
                tracing::info!(path = %path.display(), stones, "endgame database loaded");
                shelf.install(database);
            }
            Err(why) => {
                tracing::info!(path = %path.display(), stones, %why, "building the endgame database; Expert searches without it until then");
                let database = build(stones);
                if let Err(error) = save(&database, &path) {
                    tracing::warn!(path = %path.display(), %error, "cannot save the endgame database; it will be built again next start");
                }
                shelf.install(database);
            }
        });
    if let Err(error) = started {
        tracing::error!(%error, "cannot start the endgame database thread; Expert plays without it");
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

fn build(stones: u8) -> EndgameDatabase {
    let started = Instant::now();
    let database = EndgameDatabase::build(stones, false, |layer, done, total| {
        tracing::info!(
            layer,
            percent = done * 100 / total.max(1),
            "endgame database"
        );
    });
    tracing::info!(
        seconds = started.elapsed().as_secs_f64(),
        "endgame database built"
    );
    database
}

/// Writes beside the target and renames, so no reader sees half a file.
fn save(database: &EndgameDatabase, path: &Path) -> std::io::Result<()> {
    if let Some(directory) = path
        .parent()
        .filter(|directory| !directory.as_os_str().is_empty())
    {
        std::fs::create_dir_all(directory)?;
    }
    let partial = PathBuf::from(format!("{}.partial", path.display()));
    database.write(BufWriter::new(File::create(&partial)?))?;
    std::fs::rename(&partial, path)
}
