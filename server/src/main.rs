//! `kalah-server`: serves the game. See `--help` for the flags.
//!
//! Everything but the site's files is in the library: this crate
//! instantiates no deep generic code of its own, so a release build cannot
//! find a deeper type here than the test build found in the library (see
//! `server/src/lib.rs`).

use server::assets::Assets;
use std::process::ExitCode;

// Rendering a page allocates thousands of small strings; mimalloc serves
// them faster than the system allocator (measured with `cargo xtask load`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The folder `cargo xtask bundle` writes, embedded when this binary is
/// compiled. Here rather than in the library: cargo tracks each embedded
/// file, and a new bundle (its digest in `bundle.txt` changes with every
/// file) then compiles only this file again, not the server; so the server
/// and its tests can compile while the bundle is still being built.
///
/// Cargo tracks only the files it found, though: a binary compiled before
/// the folder existed would never be compiled again. So `xtask` also
/// passes the bundle's name in `KALAH_BUNDLE` (read below), which cargo
/// tracks too, and the server refuses to start with any other bundle.
#[derive(rust_embed::Embed)]
#[folder = "../target/site"]
#[allow_missing = true]
struct Site;

fn main() -> ExitCode {
    server::command_line::main(site, option_env!("KALAH_BUNDLE"))
}

fn site() -> Assets {
    Assets::from_files(Site::iter().filter_map(|name| {
        let file = Site::get(&name)?;
        Some((name.into_owned(), file.data))
    }))
}
