//! Oware's endgame database on disk: loaded in the background at start
//! when present (an operator may build a larger one with `kalah build-db
//! --game oware`: 20 seeds take about three minutes and 2.8 GB on two
//! cores), otherwise built to the configured size and saved: 14 seeds take
//! about three seconds and 150 MB. Until it is there, Oware's Expert
//! searches and marks its moves unproved, and the analysis proves nothing.

use crate::computer::OwareShelf;
use engine::oware::{Database, GrandSlam};
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::time::Instant;

/// Starts loading the database at `path`, or building one of `seeds`
/// (0: none) when there is no file, on a background thread at the lowest
/// CPU priority.
pub fn load_or_build(path: &Path, seeds: u8, shelf: OwareShelf) {
    if !path.exists() && seeds == 0 {
        tracing::info!(path = %path.display(), "no Oware endgame database: Oware's Expert searches and marks its moves unproved; `kalah build-db --game oware` builds one");
        return;
    }
    let path = path.to_path_buf();
    let started = std::thread::Builder::new()
        .name("oware-endgame".to_string())
        .spawn(move || {
            crate::computer::lower_this_threads_priority();
            if !path.exists() {
                let started = Instant::now();
                let threads = std::thread::available_parallelism().map_or(1, usize::from);
                let database = Database::build(seeds, GrandSlam::default(), threads, |_, _| {});
                tracing::info!(seeds, seconds = started.elapsed().as_secs_f64(), "Oware endgame database built");
                // In use before it is on disk: whoever sees the file knows
                // the server has it.
                let database = shelf.install(database);
                if let Err(error) = crate::endgame::save(&path, |file| database.write(file)) {
                    tracing::warn!(path = %path.display(), %error, "cannot save the Oware endgame database; it will be built again next start");
                }
                return;
            }
            let read = File::open(&path)
                .map_err(|error| error.to_string())
                .and_then(|file| Database::read(BufReader::new(file)).map_err(|error| error.to_string()));
            match read {
                Ok(database) => {
                    let seeds = database.max_seeds();
                    shelf.install(database);
                    tracing::info!(path = %path.display(), seeds, "Oware endgame database loaded");
                }
                Err(why) => {
                    tracing::warn!(path = %path.display(), %why, "cannot read the Oware endgame database; Oware's Expert plays without it");
                }
            }
        });
    if let Err(error) = started {
        tracing::error!(%error, "cannot start the Oware endgame database thread; Oware's Expert plays without it");
    }
}
