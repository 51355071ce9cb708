//! `kalah-server`: serves the game. See `--help` for the flags.

// The UI's view types are deep: the server instantiates them too.
#![recursion_limit = "256"]

use clap::Parser;
use std::process::ExitCode;
use tracing_subscriber::EnvFilter;

// Rendering a page allocates thousands of small strings; mimalloc serves
// them faster than the system allocator (measured with `cargo xtask load`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = server::config::Config::parse();
    match server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "the server could not start");
            eprintln!("kalah-server: {error}");
            ExitCode::FAILURE
        }
    }
}
