//! Command-line flags, each with an environment equivalent.

use clap::Parser;
use std::net::SocketAddr;
use std::path::PathBuf;

/// How to run the server.
#[derive(Clone, Debug, Parser)]
#[command(name = "kalah-server", version, about = "Serves the Kalah web game")]
pub struct Config {
    /// Address and port to listen on.
    #[arg(long, env = "KALAH_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,

    /// Where games and sessions are stored: a SQLite file, created on first
    /// start with its schema.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/kalah.db")]
    pub database_url: String,

    /// The directory with the browser bundle (`pkg/`) and public files.
    #[arg(long, env = "KALAH_SITE_ROOT", default_value = "target/site")]
    pub site_root: PathBuf,

    /// Mark the session cookie Secure; set it when users reach the server
    /// over HTTPS (for example behind a TLS-terminating proxy).
    #[arg(long, env = "KALAH_SECURE_COOKIES")]
    pub secure_cookies: bool,

    /// Computer searches allowed at once (default: the number of cores).
    #[arg(long, env = "KALAH_COMPUTER_THREADS")]
    pub computer_threads: Option<usize>,

    /// Expert's endgame database file: loaded at start, or built in the
    /// background and saved there when missing or of another size.
    #[arg(long, env = "KALAH_ENDGAME_PATH", default_value = "data/endgame.kdb")]
    pub endgame_path: PathBuf,

    /// Stones left in the pits up to which the endgame database is exact
    /// (0: none; see the README for the default).
    #[arg(long, env = "KALAH_ENDGAME_STONES", default_value_t = 22)]
    pub endgame_stones: u8,
}
