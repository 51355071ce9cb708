//! The real server as a process on a free port, on its own SQLite file or
//! a database it is given, killed when dropped.

use reqwest::StatusCode;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// A server process on a free port; killed on drop.
pub struct TestServer {
    process: Child,
    /// `http://127.0.0.1:port`.
    pub base: String,
    database_url: String,
    directory: PathBuf,
    flags: Vec<String>,
    file_limit: Option<u64>,
}

impl TestServer {
    /// A server on the SQLite file `database`.
    pub async fn start(database: &Path) -> TestServer {
        let url = format!("sqlite://{}", database.display());
        TestServer::with(&url, database.parent().unwrap(), &[]).await
    }

    /// A server on `database_url`, with files in `directory` and extra
    /// command-line `flags`.
    pub async fn with(database_url: &str, directory: &Path, flags: &[&str]) -> TestServer {
        let flags: Vec<String> = flags.iter().map(|flag| flag.to_string()).collect();
        TestServer::spawn(
            database_url.to_string(),
            directory.to_path_buf(),
            flags,
            None,
        )
        .await
    }

    /// Like [`TestServer::with`], on a disk that is full once any file the
    /// server writes reaches `bytes`.
    pub async fn with_file_limit(
        database_url: &str,
        directory: &Path,
        flags: &[&str],
        bytes: u64,
    ) -> TestServer {
        let flags: Vec<String> = flags.iter().map(|flag| flag.to_string()).collect();
        TestServer::spawn(
            database_url.to_string(),
            directory.to_path_buf(),
            flags,
            Some(bytes),
        )
        .await
    }

    async fn spawn(
        database_url: String,
        directory: PathBuf,
        flags: Vec<String>,
        file_limit: Option<u64>,
    ) -> TestServer {
        let port = free_port();
        let binary = env!("CARGO_BIN_EXE_kalah-server");
        let mut command = match file_limit {
            None => Command::new(binary),
            Some(bytes) => {
                // SIGXFSZ ignored, so a write past the limit fails with
                // EFBIG as it would with ENOSPC, instead of killing.
                let mut command = Command::new("sh");
                command
                    .arg("-c")
                    .arg(format!(
                        "trap '' XFSZ; ulimit -f {}; exec \"$0\" \"$@\"",
                        bytes / 512
                    ))
                    .arg(binary);
                command
            }
        };
        let log = std::fs::File::create(directory.join(format!("server-{port}.log"))).unwrap();
        let process = command
            // Any folder will do: the binary carries what it serves.
            .current_dir(&directory)
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--database-url", &database_url])
            .arg("--endgame-path")
            .arg(directory.join(format!("endgame-{port}.kdb")))
            .args(&flags)
            // A tiny endgame database unless the test asks for another:
            // built in milliseconds, still used.
            .args(
                ["--endgame-stones", "6"]
                    .iter()
                    .filter(|_| !flags.iter().any(|flag| flag == "--endgame-stones")),
            )
            // Oware's likewise: 8 seeds, in milliseconds.
            .args(
                ["--oware-seeds", "8"]
                    .iter()
                    .filter(|_| !flags.iter().any(|flag| flag == "--oware-seeds")),
            )
            // Warnings, and a line per request (which the log tests read).
            .env("RUST_LOG", "warn,server::telemetry=info")
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("the server starts");
        let server = TestServer {
            process,
            base: format!("http://127.0.0.1:{port}"),
            database_url,
            directory,
            flags,
            file_limit,
        };
        let started = Instant::now();
        // The tiny database is saved only once Expert has it: until then
        // Expert's pages would say it is still getting ready.
        let endgame_file = server.directory.join(format!("endgame-{port}.kdb"));
        let tiny_endgame = !server.flags.iter().any(|flag| flag == "--endgame-stones");
        let oware_file = server.directory.join("data/oware-endgame.odb");
        let tiny_oware = !server.flags.iter().any(|flag| flag.starts_with("--oware"));
        let mut healthy = false;
        while started.elapsed() < Duration::from_secs(30) {
            if !healthy
                && let Ok(response) = reqwest::get(format!("{}/healthz", server.base)).await
                && response.status() == StatusCode::OK
            {
                healthy = response.text().await.unwrap() == "ok";
            }
            if healthy
                && (!tiny_endgame || endgame_file.exists())
                && (!tiny_oware || oware_file.exists())
            {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server did not become healthy with its endgame database");
    }

    /// The database the server stores in.
    pub fn database_url(&self) -> &str {
        &self.database_url
    }

    /// What the server has logged so far: warnings, errors, panics and a
    /// line per request.
    pub fn log(&self) -> String {
        let port = self.base.rsplit(':').next().unwrap();
        std::fs::read_to_string(self.directory.join(format!("server-{port}.log")))
            .unwrap_or_default()
    }

    /// Kills the process at once, as a crash would, and starts a new one on
    /// the same database.
    pub async fn restart(mut self) -> TestServer {
        self.process.kill().unwrap();
        self.process.wait().unwrap();
        self.start_again().await
    }

    /// Sends SIGTERM, as a process manager stopping the server does, and
    /// waits up to `limit` for the process to end: its exit status and how
    /// long it took, or `None` if it was still running.
    pub fn terminate(&mut self, limit: Duration) -> (Option<std::process::ExitStatus>, Duration) {
        let sent = Instant::now();
        let status = Command::new("kill")
            .args(["-TERM", &self.process.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "SIGTERM sent");
        while sent.elapsed() < limit {
            if let Some(status) = self.process.try_wait().unwrap() {
                return (Some(status), sent.elapsed());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        (None, sent.elapsed())
    }

    /// Starts a new process on the same database and flags, once this one
    /// has ended.
    pub async fn start_again(mut self) -> TestServer {
        let database_url = std::mem::take(&mut self.database_url);
        let directory = std::mem::take(&mut self.directory);
        let flags = std::mem::take(&mut self.flags);
        TestServer::spawn(database_url, directory, flags, self.file_limit).await
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// A server on a fresh SQLite file in a temporary directory, with extra
/// command-line `flags`; the directory goes when the guard is dropped.
pub async fn sqlite_server(flags: &[&str]) -> (tempfile::TempDir, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let server = TestServer::with(&url, dir.path(), flags).await;
    (dir, server)
}

/// A port nobody listens on now, on the loopback address.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
