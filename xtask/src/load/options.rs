//! The command line of `cargo xtask load`.

use clap::{Args, ValueEnum};
use std::time::Duration;

/// Where games are stored during a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Database {
    /// A SQLite file.
    Sqlite,
    /// A scratch PostgreSQL database.
    Postgres,
    /// SQLite, then PostgreSQL.
    Both,
}

/// One database of a run.
#[derive(Clone, Copy)]
pub(super) enum Store {
    Sqlite,
    Postgres,
}

impl Store {
    /// For the tables, and lower-cased, the data directory.
    pub(super) fn name(self) -> &'static str {
        match self {
            Store::Sqlite => "SQLite",
            Store::Postgres => "PostgreSQL",
        }
    }
}

/// Plays games against Medium as browsers without JavaScript would, on a
/// release server, and prints moves/s and round-trip times per player count.
#[derive(Args, Debug)]
pub struct Options {
    /// Player counts, each measured in turn.
    #[arg(long, value_delimiter = ',', default_value = "50,200,1000",
          value_parser = clap::value_parser!(u32).range(1..))]
    players: Vec<u32>,
    /// Seconds measured per player count.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    seconds: u64,
    /// Mean thinking time before a move (each player waits 0.5–1.5× this);
    /// 0 plays flat out.
    #[arg(long = "think-ms", default_value_t = 1000)]
    think_ms: u64,
    /// Where the server stores games.
    #[arg(long, value_enum, default_value_t = Database::Both)]
    database: Database,
    /// The server's background analysis workers (its `--analysis-threads`):
    /// finished games are solved on them while the players play.
    #[arg(long = "analysis-threads", default_value_t = 1)]
    analysis_threads: u32,
    /// Use the release server already built.
    #[arg(long = "no-build")]
    no_build: bool,
    /// Measure the server's memory with 1,000 sessions of 10 games each
    /// instead.
    #[arg(long)]
    memory: bool,
    /// Players pair by quick pairing and play live games against each
    /// other instead (pairing time and move round trips).
    #[arg(long, conflicts_with = "memory")]
    lobby: bool,
    /// Players join one arena and play it through instead (pairing time,
    /// move round trips, and checks against the standings).
    #[arg(long, conflicts_with_all = ["memory", "lobby"])]
    arena: bool,
}

impl Options {
    pub(super) fn players(&self) -> Vec<usize> {
        self.players.iter().map(|&count| count as usize).collect()
    }

    pub(super) fn seconds(&self) -> u64 {
        self.seconds
    }

    pub(super) fn think(&self) -> Duration {
        Duration::from_millis(self.think_ms)
    }

    pub(super) fn stores(&self) -> Vec<Store> {
        match self.database {
            Database::Sqlite => vec![Store::Sqlite],
            Database::Postgres => vec![Store::Postgres],
            Database::Both => vec![Store::Sqlite, Store::Postgres],
        }
    }

    pub(super) fn analysis_threads(&self) -> u32 {
        self.analysis_threads
    }

    pub(super) fn build(&self) -> bool {
        !self.no_build
    }

    pub(super) fn memory(&self) -> bool {
        self.memory
    }

    pub(super) fn lobby(&self) -> bool {
        self.lobby
    }

    pub(super) fn arena(&self) -> bool {
        self.arena
    }
}
