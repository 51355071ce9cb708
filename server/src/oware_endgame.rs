//! Oware's endgame database on disk: loaded in the background at start
//! when the operator has built it (`kalah build-db --game oware`, about
//! three minutes and 2.8 GB on two cores, so the server does not build it
//! itself); without it Oware's Expert searches, plays on and marks its
//! moves unproved.

use crate::computer::OwareShelf;
use engine::oware::Database;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;

/// Starts loading the database at `path`, if there is a file, on a
/// background thread at the lowest CPU priority.
pub fn load(path: &Path, shelf: OwareShelf) {
    if !path.exists() {
        tracing::info!(path = %path.display(), "no Oware endgame database: Oware's Expert searches and marks its moves unproved; `kalah build-db --game oware` builds one");
        return;
    }
    let path = path.to_path_buf();
    let started = std::thread::Builder::new()
        .name("oware-endgame".to_string())
        .spawn(move || {
            crate::computer::lower_this_threads_priority();
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
