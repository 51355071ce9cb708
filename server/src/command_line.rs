//! What `kalah-server` does when started: read the flags, set up logging,
//! and serve until told to stop.

use crate::config::Config;
use clap::Parser;
use std::process::ExitCode;
use tracing_subscriber::EnvFilter;

/// The whole program: the binary's `main` calls only this.
pub fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = Config::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("kalah-server: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(crate::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "the server could not start");
            eprintln!("kalah-server: {error}");
            ExitCode::FAILURE
        }
    }
}
