//! What `kalah-server` does when started: read the flags, set up logging,
//! then serve until told to stop, or make a backup, or list and clear the
//! ratings held off the leaderboards.

use crate::assets::Assets;
use crate::config::{Command, Config, LogFormat};
use clap::Parser;
use std::process::ExitCode;
use std::time::Duration;
use tracing_subscriber::EnvFilter;

/// The whole program: the binary's `main` calls only this, with the site's
/// files it embeds and the name of the bundle it was compiled beside, if
/// it was told one.
pub fn main(embedded: fn() -> Assets, built_beside: Option<&'static str>) -> ExitCode {
    let config = Config::parse();
    start_logging(config.log_format);
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
    let outcome = match &config.command {
        Some(Command::Backup { file }) => {
            let file = file.clone();
            runtime
                .block_on(crate::backup::backup(&config.database_url, &file))
                .map(|bytes| {
                    println!(
                        "kalah-server: backed up to {} ({bytes} bytes)",
                        file.display()
                    );
                })
                .map_err(|error| error.to_string())
        }
        Some(Command::Holds { clear }) => runtime
            .block_on(crate::ratings::holds(
                &config.database_url,
                clear.as_deref(),
            ))
            .map(|said| print!("{said}"))
            .map_err(|error| error.to_string()),
        None => runtime
            .block_on(crate::run(config, embedded, built_beside))
            .map_err(|error| error.to_string()),
    };
    // Whatever still runs in the background (a database being built, an
    // analysis) is given up: everything a player is owed has been saved.
    runtime.shutdown_timeout(Duration::from_millis(500));
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "kalah-server stopped");
            eprintln!("kalah-server: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Log lines to standard output at the level `RUST_LOG` asks (`info` by
/// default), as text or one JSON object a line.
fn start_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .init(),
    }
}
