//! `kalah-server`: serves the game. See `--help` for the flags.
//!
//! Everything is in the library: this crate instantiates no generic code
//! of its own, so a release build cannot find a deeper type here than the
//! test build found in the library (see `server/src/lib.rs`).

use std::process::ExitCode;

// Rendering a page allocates thousands of small strings; mimalloc serves
// them faster than the system allocator (measured with `cargo xtask load`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    server::command_line::main()
}
