//! Command-line flags, each with an environment equivalent.

use clap::Parser;
use std::net::SocketAddr;
use std::path::PathBuf;

/// How to run the server.
#[derive(Clone, Debug, Parser)]
#[command(name = "kalah-server", version, about = "Serves the Kalah web game")]
pub struct Config {
    /// What to do instead of serving.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Address and port to listen on.
    #[arg(long, env = "KALAH_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,

    /// Serve Prometheus metrics at `/metrics` on this address (for
    /// example 127.0.0.1:9464); none when not given, so they are never
    /// public by accident.
    #[arg(long, env = "KALAH_METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,

    /// How log lines are written: `text` for people, `json` for a log
    /// collector (one object a line).
    #[arg(long, env = "KALAH_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// Where games, rooms and sessions are stored: a SQLite file (created on
    /// first start with its schema) for one server process, or a PostgreSQL
    /// database (postgres://user:password@host/name) that any number of
    /// server processes share.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://data/kalah.db",
        global = true
    )]
    pub database_url: String,

    /// Serve the browser bundle (`pkg/`) and public files from this
    /// folder, read at start, instead of the copy built into the binary
    /// (for development).
    #[arg(long, env = "KALAH_SITE_ROOT")]
    pub site_root: Option<PathBuf>,

    /// Mark the session cookie Secure; set it when users reach the server
    /// over HTTPS (for example behind a TLS-terminating proxy).
    #[arg(long, env = "KALAH_SECURE_COOKIES")]
    pub secure_cookies: bool,

    /// Computer searches allowed at once (default: the number of cores).
    #[arg(long, env = "KALAH_COMPUTER_THREADS")]
    pub computer_threads: Option<usize>,

    /// Workers solving analyses (games' moves, analysis-board positions)
    /// in the background, at the lowest CPU priority so players' moves go
    /// first (0: none; an analysis then judges only what it can while its
    /// page waits).
    #[arg(long, env = "KALAH_ANALYSIS_THREADS", default_value_t = 1)]
    pub analysis_threads: usize,

    /// Seconds an analysis-board position is still solved in the
    /// background after anyone last looked at it (its page checks every
    /// 5 s); what is solved by then is kept.
    #[arg(long, env = "KALAH_ANALYSIS_UNWATCHED_SECS", default_value_t = 15)]
    pub analysis_unwatched_secs: u64,

    /// Solve a game's moves in the background only once someone opens its
    /// analysis, not as soon as the game ends: the workers then spend
    /// their time only on what people ask for.
    #[arg(long, env = "KALAH_ANALYSIS_ON_REQUEST")]
    pub analysis_on_request: bool,

    /// Expert's endgame database file: loaded at start, or built in the
    /// background and saved there when missing or of another size.
    #[arg(long, env = "KALAH_ENDGAME_PATH", default_value = "data/endgame.kdb")]
    pub endgame_path: PathBuf,

    /// Oware's endgame database file (`kalah build-db --game oware`
    /// writes it): loaded at start when present, else built to
    /// `--oware-seeds` and saved there.
    #[arg(
        long,
        env = "KALAH_OWARE_DATABASE",
        default_value = "data/oware-endgame.odb"
    )]
    pub oware_database: PathBuf,

    /// Seeds left up to which the server builds Oware's endgame database
    /// when it finds no file (0: none): 14 take seconds, each further seed
    /// about twice as long and as much memory.
    #[arg(long, env = "KALAH_OWARE_SEEDS", default_value_t = 14,
          value_parser = clap::value_parser!(u8).range(0..=i64::from(engine::oware::MAX_SEEDS)))]
    pub oware_seeds: u8,

    /// Stones left in the pits up to which the endgame database is exact
    /// (0: none; docs/engine.md says why the default).
    #[arg(long, env = "KALAH_ENDGAME_STONES", default_value_t = 22)]
    pub endgame_stones: u8,

    /// Seconds a room's player may be away before the other may continue
    /// against the computer.
    #[arg(long, env = "KALAH_ROOM_AWAY_SECS", default_value_t = 120)]
    pub room_away_secs: u64,

    /// Seconds each side of a live game between people has for its first
    /// move; a side that has not moved by then has not come, and the game
    /// is aborted, unrated.
    #[arg(long, env = "KALAH_FIRST_MOVE_SECS", default_value_t = 20)]
    pub first_move_secs: u64,

    /// The arenas the site holds again and again, separated by commas:
    /// `<clock>/<minutes>m/hourly:<MM>` or `<clock>/<minutes>m/daily:<HH>:<MM>`
    /// (UTC); empty for none.
    #[arg(long, env = "KALAH_ARENA_SCHEDULE", default_value = play::Schedule::DEFAULT)]
    pub arena_schedule: play::Schedule,

    /// Seeks one player may have open in the lobby at once.
    #[arg(long, env = "KALAH_OPEN_SEEKS", default_value_t = 3)]
    pub open_seeks: u32,

    /// Arenas one player may hold in a day; they hold at most one that
    /// has not ended at a time.
    #[arg(long, env = "KALAH_ARENAS_PER_DAY", default_value_t = 3)]
    pub arenas_per_day: u32,

    /// The lengths, in minutes, a player may hold an arena for, separated
    /// by commas.
    #[arg(long, env = "KALAH_ARENA_LENGTHS", value_delimiter = ',', default_values_t = play::ArenaSettings::MINUTES, value_parser = clap::value_parser!(u32).range(1..=1440))]
    pub arena_lengths: Vec<u32>,

    /// Seconds a player of an arena waits without an opponent before the
    /// house bot plays them (in arenas that have it).
    #[arg(long, env = "KALAH_ARENA_BOT_AFTER_SECS", default_value_t = 20)]
    pub arena_bot_after_secs: u64,

    /// Seconds after which a room nobody is in is deleted.
    #[arg(long, env = "KALAH_ROOM_IDLE_SECS", default_value_t = 30 * 60)]
    pub room_idle_secs: u64,

    /// Most actions recorded in one attempt's journal.
    #[arg(long, env = "KALAH_JOURNAL_LIMIT", default_value_t = 20_000)]
    pub journal_limit: u32,

    /// Seconds without an action after which an opened game waits on a
    /// Resume screen.
    #[arg(long, env = "KALAH_RESUME_AFTER_SECS", default_value_t = 60)]
    pub resume_after_secs: u64,

    /// Seconds after which a room is deleted, whatever happens.
    #[arg(long, env = "KALAH_ROOM_LIFETIME_SECS", default_value_t = 24 * 60 * 60)]
    pub room_lifetime_secs: u64,

    /// Games and rooms one session may start in a minute.
    #[arg(long, env = "KALAH_GAMES_PER_MINUTE", default_value_t = 10)]
    pub games_per_minute: u32,

    /// Games and rooms one network address may start in a minute (all the
    /// sessions behind it together: a school or an office shares one).
    #[arg(long, env = "KALAH_GAMES_PER_MINUTE_PER_ADDRESS", default_value_t = 60)]
    pub games_per_minute_per_address: u32,

    /// Lobby and arena actions (opening, accepting or cancelling a seek;
    /// holding, joining or leaving an arena) one player may take in a
    /// minute.
    #[arg(long, env = "KALAH_ACTIONS_PER_MINUTE", default_value_t = 30)]
    pub actions_per_minute: u32,

    /// The same for all the players of one network address together.
    #[arg(
        long,
        env = "KALAH_ACTIONS_PER_MINUTE_PER_ADDRESS",
        default_value_t = 120
    )]
    pub actions_per_minute_per_address: u32,

    /// Names one player may ask for in an hour.
    #[arg(long, env = "KALAH_NAMES_PER_HOUR", default_value_t = 20)]
    pub names_per_hour: u32,

    /// The same for all the players of one network address together.
    #[arg(long, env = "KALAH_NAMES_PER_HOUR_PER_ADDRESS", default_value_t = 100)]
    pub names_per_hour_per_address: u32,

    /// Unfinished games one session may have; a new one is refused until
    /// one of them ends.
    #[arg(long, env = "KALAH_OPEN_GAMES", default_value_t = 100)]
    pub open_games: u32,

    /// Take the player's address from the last `X-Forwarded-For` entry, as
    /// a reverse proxy in front of the server sets it.
    #[arg(long, env = "KALAH_BEHIND_PROXY")]
    pub behind_proxy: bool,
}

/// The server's other jobs.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Command {
    /// Copy the SQLite database to FILE while the server runs (a
    /// consistent snapshot); for PostgreSQL use pg_dump.
    Backup {
        /// Where the copy goes; it must not exist yet.
        file: PathBuf,
    },
    /// List the ratings held off the leaderboards because they look
    /// farmed (see docs/reliability.md), or clear one once its games have
    /// been looked at.
    Holds {
        /// The player (name, or identifier when they have no name) whose
        /// rating was looked at and may be listed again.
        #[arg(long, value_name = "PLAYER")]
        clear: Option<String>,
    },
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Lines for people to read.
    Text,
    /// One JSON object a line.
    Json,
}

impl Config {
    /// The game limits the flags set.
    pub fn game_limits(&self) -> crate::games::GameLimits {
        crate::games::GameLimits {
            journal: self.journal_limit,
            open_games: self.open_games,
            resume_after: std::time::Duration::from_secs(self.resume_after_secs),
        }
    }

    /// The rate limits the flags set.
    pub fn limits(&self) -> crate::limits::Limits {
        crate::limits::Limits::new(crate::limits::Rates {
            games_per_minute: self.games_per_minute,
            games_per_minute_per_address: self.games_per_minute_per_address,
            actions_per_minute: self.actions_per_minute,
            actions_per_minute_per_address: self.actions_per_minute_per_address,
            names_per_hour: self.names_per_hour,
            names_per_hour_per_address: self.names_per_hour_per_address,
        })
    }

    /// The room timings the flags set.
    pub fn room_times(&self) -> play::RoomTimes {
        use std::time::Duration;
        play::RoomTimes {
            // Pages report every few seconds (see `web::room_events`).
            present: Duration::from_secs(25),
            away: Duration::from_secs(self.room_away_secs),
            idle: Duration::from_secs(self.room_idle_secs),
            lifetime: Duration::from_secs(self.room_lifetime_secs),
            first_move: Duration::from_secs(self.first_move_secs),
        }
    }
}
