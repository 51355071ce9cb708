//! Release servers on fresh data, scratch PostgreSQL databases, and the
//! memory the kernel reports for a server.

use super::options::Store;
use crate::{KillOnDrop, free_port, run, setup, wait_until_healthy};
use std::fs::File;
use std::hash::{BuildHasher, RandomState};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What every server of the run shares.
pub(super) struct Launcher<'a> {
    pub(super) root: &'a Path,
    pub(super) binary: &'a Path,
    pub(super) flags: &'a [String],
}

/// A release server on a fresh data directory; killed on drop.
pub(super) struct Server {
    pub(super) process: KillOnDrop,
    pub(super) base: String,
    pub(super) data: PathBuf,
    pub(super) log: PathBuf,
}

/// A server on `store`, with the scratch PostgreSQL database it uses:
/// the server is killed before the database is dropped.
pub(super) struct OnStore {
    pub(super) server: Server,
    _scratch: Option<ScratchDatabase>,
}

impl Launcher<'_> {
    /// Starts a server named `name` on `store`: SQLite in its directory, or
    /// a scratch PostgreSQL database made for it.
    pub(super) fn start_on(&self, name: &str, store: Store) -> Result<OnStore, String> {
        let scratch = match store {
            Store::Sqlite => None,
            Store::Postgres => Some(ScratchDatabase::create(setup::postgres()?.url)?),
        };
        let server = self.start(name, scratch.as_ref().map(ScratchDatabase::url).as_deref())?;
        Ok(OnStore {
            server,
            _scratch: scratch,
        })
    }

    /// Starts a server with its files in `target/load-data/<name>`, on
    /// SQLite there unless `database_url` is given.
    pub(super) fn start(&self, name: &str, database_url: Option<&str>) -> Result<Server, String> {
        let data = self.root.join("target/load-data").join(name);
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data).map_err(|error| format!("{}: {error}", data.display()))?;
        let url = database_url.map_or_else(
            || format!("sqlite://{}/kalah.db", data.display()),
            str::to_string,
        );
        let log_path = data.join("server.log");
        let log =
            File::create(&log_path).map_err(|error| format!("{}: {error}", log_path.display()))?;
        let stderr = log
            .try_clone()
            .map_err(|error| format!("{}: {error}", log_path.display()))?;
        let addr = format!("127.0.0.1:{}", free_port()?);
        let child = Command::new(self.binary)
            .current_dir(self.root)
            .env("RUST_LOG", "warn")
            .args(["--addr", &addr])
            .arg("--database-url")
            .arg(url)
            .args(["--endgame-stones", "12"])
            .arg("--endgame-path")
            .arg(data.join("endgame.kdb"))
            .args(self.flags)
            .stdout(log)
            .stderr(stderr)
            .spawn()
            .map_err(|error| format!("cannot start {}: {error}", self.binary.display()))?;
        let mut process = KillOnDrop(child);
        wait_until_healthy(&addr, &mut process.0)
            .map_err(|error| format!("{error}; see {}", log_path.display()))?;
        Ok(Server {
            process,
            base: format!("http://{addr}"),
            data,
            log: log_path,
        })
    }
}

impl Server {
    /// The kernel's view of the server's memory: resident now and at peak.
    /// Fails when the server has exited, which also ends the run.
    pub(super) fn memory(&mut self) -> Result<Memory, String> {
        if let Ok(Some(status)) = self.process.0.try_wait() {
            return Err(format!(
                "the server exited ({status}); see {}",
                self.log.display()
            ));
        }
        let path = format!("/proc/{}/status", self.process.0.id());
        let status = std::fs::read_to_string(&path).map_err(|error| format!("{path}: {error}"))?;
        let kilobytes = |key: &str| {
            status
                .lines()
                .find_map(|line| line.strip_prefix(key))
                .and_then(|rest| rest.split_whitespace().next()?.parse::<f64>().ok())
                .map(|kibibytes| kibibytes / 1024.0)
                .ok_or_else(|| format!("{path} has no {key}"))
        };
        Ok(Memory {
            resident: kilobytes("VmRSS:")?,
            peak: kilobytes("VmHWM:")?,
        })
    }
}

impl Server {
    /// CPU seconds the server's background analysis threads have used so
    /// far (user and system time, from `/proc`).
    pub(super) fn analysis_cpu(&self) -> Result<f64, String> {
        // /proc reports thread times in USER_HZ, which Linux fixes at 100.
        const TICKS_PER_SECOND: f64 = 100.0;
        let tasks = format!("/proc/{}/task", self.process.0.id());
        let entries = std::fs::read_dir(&tasks).map_err(|error| format!("{tasks}: {error}"))?;
        let mut ticks = 0u64;
        for entry in entries.flatten() {
            let comm = std::fs::read_to_string(entry.path().join("comm")).unwrap_or_default();
            if !comm.starts_with("analysis-") {
                continue;
            }
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            // Fields after the parenthesised name: state is field 3, utime
            // and stime are fields 14 and 15.
            let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            let fields: Vec<&str> = after_name.split_whitespace().collect();
            for field in [11, 12] {
                ticks += fields
                    .get(field)
                    .and_then(|value| value.parse::<u64>().ok())
                    .unwrap_or(0);
            }
        }
        Ok(ticks as f64 / TICKS_PER_SECOND)
    }
}

/// Resident memory in MiB.
pub(super) struct Memory {
    pub(super) resident: f64,
    pub(super) peak: f64,
}

/// A memory figure for the tables; a dash once the server is gone.
pub(super) fn mebibytes(memory: &Result<Memory, String>, figure: fn(&Memory) -> f64) -> String {
    memory.as_ref().map_or_else(
        |_| "–".to_string(),
        |memory| format!("{:.1}", figure(memory)),
    )
}

/// A scratch PostgreSQL database, dropped again however the run ends.
pub(super) struct ScratchDatabase {
    pub(super) admin: String,
    pub(super) name: String,
}

impl ScratchDatabase {
    pub(super) fn create(admin: String) -> Result<ScratchDatabase, String> {
        let name = format!("kalah_load_{:016x}", random());
        psql(&admin, &format!("CREATE DATABASE {name}"))?;
        Ok(ScratchDatabase { admin, name })
    }

    pub(super) fn url(&self) -> String {
        let base = self.admin.rsplit_once('/').map_or("", |(base, _)| base);
        format!("{base}/{}", self.name)
    }
}

impl Drop for ScratchDatabase {
    fn drop(&mut self) {
        // FORCE: a server killed a moment ago may still hold connections.
        if let Err(error) = psql(
            &self.admin,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        ) {
            eprintln!("xtask: {error}");
        }
    }
}

pub(super) fn psql(admin: &str, sql: &str) -> Result<(), String> {
    run(Command::new("psql")
        .arg(admin)
        .args(["-qc", sql])
        .stdout(Stdio::null()))
}

/// Std's per-process random hash keys: enough to pick a pit or name a
/// database without a random-number crate.
pub(super) fn random() -> u64 {
    RandomState::new().hash_one(0u8)
}
