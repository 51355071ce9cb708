//! Installs what the build and the tests need, when it is missing: quick
//! when everything is present, and a one-line instruction when it cannot.

use crate::run;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// Chromium's old headless shell (Debian's `chromium-headless-shell`): the
/// same engine without the browser's windows, what Playwright itself runs
/// headless, at a fifth of the full browser's processor time a page.
const CHROMIUM: &str = "/usr/bin/chromium-headless-shell";
/// The npm package that ships `wasm-opt`.
const BINARYEN: &str = "binaryen@132.0.0";

/// Whether the wasm target is installed, adding it with rustup if not.
pub fn wasm_target() -> bool {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|output| {
            String::from_utf8_lossy(&output.stdout)
                .lines()
                .any(|line| line == WASM_TARGET)
        });
    installed || run(Command::new("rustup").args(["target", "add", WASM_TARGET])).is_ok()
}

/// `wasm-opt` from the npm package binaryen, installed under `target/tools`.
pub fn wasm_opt(root: &Path) -> Result<PathBuf, String> {
    let tools = root.join("target/tools");
    let binary = tools.join("node_modules/.bin/wasm-opt");
    if !binary.exists() {
        std::fs::create_dir_all(&tools).map_err(|error| format!("{}: {error}", tools.display()))?;
        run(Command::new("npm")
            .args([
                "install",
                "--no-save",
                "--no-audit",
                "--no-fund",
                "--prefix",
            ])
            .arg(&tools)
            .arg(BINARYEN))
        .map_err(|error| format!("{error}\nInstall Node.js and npm to optimise the bundle"))?;
    }
    Ok(binary)
}

/// The end-to-end suite's npm packages, installed from its lock file when
/// missing or older than it.
fn npm_packages(end2end: &Path) -> Result<(), String> {
    let installed = end2end.join("node_modules/.package-lock.json");
    let lock = end2end.join("package-lock.json");
    let fresh = match (modified(&installed), modified(&lock)) {
        (Some(installed), Some(lock)) => installed >= lock,
        _ => false,
    };
    if fresh {
        return Ok(());
    }
    run(Command::new("npm")
        .current_dir(end2end)
        .args(["ci", "--no-audit", "--no-fund"]))
    .map_err(|error| format!("{error}\nInstall Node.js and npm (https://nodejs.org) and try again"))
}

/// What the tests need from the system: Debian's Chromium headless shell
/// for the browser tests (Playwright cannot download its own here) and a PostgreSQL, both
/// installed with one apt-get when missing and running as root, and the
/// end-to-end suite's npm packages.
pub fn test_tools(end2end: &Path) -> Result<TestTools, String> {
    let chromium =
        PathBuf::from(std::env::var("CHROMIUM").unwrap_or_else(|_| CHROMIUM.to_string()));
    let own_postgres = std::env::var(POSTGRES_VARIABLE).is_err();
    let mut missing = Vec::new();
    if !chromium.exists() {
        missing.push("chromium-headless-shell");
    }
    if own_postgres && !Path::new("/usr/bin/pg_ctlcluster").exists() {
        missing.push("postgresql");
    }
    install(&missing, own_postgres)?;
    let postgres = postgres()?;
    let restart = restart_postgres()?;
    npm_packages(end2end)?;
    Ok(TestTools {
        chromium,
        postgres,
        restart,
    })
}

/// Installs Debian `packages` with one apt-get, as root; otherwise says
/// what to install.
fn install(packages: &[&str], own_postgres: bool) -> Result<(), String> {
    if packages.is_empty() {
        return Ok(());
    }
    if !is_root() {
        let elsewhere = if own_postgres {
            ", or set KALAH_TEST_POSTGRES=postgres://user:password@host/database for a \
             PostgreSQL role that may create databases"
        } else {
            ""
        };
        return Err(format!(
            "missing: {}. Run `sudo apt-get install {}` and try again{elsewhere}",
            packages.join(", "),
            packages.join(" "),
        ));
    }
    run(Command::new("apt-get").arg("update").stdout(Stdio::null()))?;
    run(Command::new("apt-get")
        .args(["install", "-y", "--no-install-recommends"])
        .args(packages)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .stdout(Stdio::null()))
}

/// What [`test_tools`] found or installed.
pub struct TestTools {
    /// The browser the end-to-end suite drives.
    pub chromium: PathBuf,
    /// The PostgreSQL the storage tests use.
    pub postgres: Postgres,
    /// The cluster the restart test stops and starts, if this machine's.
    pub restart: Option<Postgres>,
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| String::from_utf8_lossy(&output.stdout).trim() == "0")
}

fn modified(path: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path)
        .and_then(|meta| meta.modified())
        .ok()
}

/// The environment variable that gives the storage tests a PostgreSQL
/// server: a URL of a role that may create databases.
pub const POSTGRES_VARIABLE: &str = "KALAH_TEST_POSTGRES";
const POSTGRES_ROLE: &str = "kalah";

/// A running PostgreSQL for the tests: the one `KALAH_TEST_POSTGRES`
/// names, or a cluster of the tests' own on Debian's PostgreSQL (installed
/// with apt-get when missing), made when missing and started when down,
/// with a role that may create a database per test.
pub fn postgres() -> Result<Postgres, String> {
    if let Ok(url) = std::env::var(POSTGRES_VARIABLE) {
        return Ok(Postgres { url, cluster: None });
    }
    if !Path::new("/usr/bin/pg_ctlcluster").exists() {
        install(&["postgresql"], true)?;
    }
    cluster(TESTS_CLUSTER)
}

/// The tests' own cluster, not the machine's `main`: its settings are for
/// data thrown away (below), and the databases the tests leave behind are
/// nobody else's to keep.
const TESTS_CLUSTER: &str = "kalah_tests";
/// A cluster of the tests' own, which the restart test stops and starts
/// while the other tests go on using the shared one.
const RESTART_CLUSTER: &str = "kalah_restart";

/// The cluster the restart test may stop, made on first use; `None` when
/// the tests use another machine's PostgreSQL.
pub fn restart_postgres() -> Result<Option<Postgres>, String> {
    if std::env::var(POSTGRES_VARIABLE).is_ok() {
        return Ok(None);
    }
    cluster(RESTART_CLUSTER).map(Some)
}

/// Settings for a cluster whose data is thrown away. Without `fsync` a
/// server killed mid-run (a session that ends, a machine that stops) does
/// not first sync its whole data directory on the next start, which took
/// longer than `pg_ctlcluster` waits once the databases had piled up.
const THROWAWAY_SETTINGS: &str =
    "# Written by `cargo xtask test`: this cluster holds test data only.
fsync = off
full_page_writes = off
synchronous_commit = off
";

/// How long a start may take: a server that was killed replays its log
/// first.
const START_SECONDS: &str = "300";

/// Debian's cluster `name` of the newest PostgreSQL installed: made when
/// missing (on the next free port) with [`THROWAWAY_SETTINGS`], started
/// when down, with a role that may create databases, and without the
/// databases earlier runs' tests made.
fn cluster(name: &str) -> Result<Postgres, String> {
    let missing = "PostgreSQL is missing: run `sudo apt-get install postgresql`, or set \
                   KALAH_TEST_POSTGRES=postgres://user:password@host/database for a role that may \
                   create databases";
    let version = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|_| missing.to_string())?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .max_by_key(|name| name.parse::<u32>().unwrap_or(0))
        .ok_or_else(|| missing.to_string())?;
    let config = format!("/etc/postgresql/{version}/{name}");
    if !Path::new(&config).exists() {
        run(Command::new("pg_createcluster")
            .args([&version, name])
            .stdout(Stdio::null()))?;
    }
    let settings = format!("{config}/conf.d/kalah-tests.conf");
    if std::fs::read_to_string(&settings).ok().as_deref() != Some(THROWAWAY_SETTINGS) {
        std::fs::write(&settings, THROWAWAY_SETTINGS)
            .map_err(|error| format!("{settings}: {error}"))?;
    }
    let running = Command::new("pg_ctlcluster")
        .args([&version, name, "status"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if !running {
        run(Command::new("pg_ctlcluster").args([
            &version,
            name,
            "start",
            "--",
            "-t",
            START_SECONDS,
        ]))?;
    }
    let port = std::fs::read_to_string(format!("{config}/postgresql.conf"))
        .ok()
        .and_then(|conf| {
            conf.lines()
                .filter_map(|line| line.trim().strip_prefix("port"))
                .filter_map(|rest| rest.trim_start().strip_prefix('='))
                .filter_map(|value| value.split_whitespace().next()?.parse::<u16>().ok())
                .next()
        })
        .unwrap_or(5432);
    // Each statement is its own `-c`, so each runs in a transaction of its
    // own: `DROP DATABASE` may not share one.
    let psql_each = |statements: &[String]| -> Result<String, String> {
        let output = Command::new("runuser")
            .args([
                "-u",
                "postgres",
                "--",
                "psql",
                "-p",
                &port.to_string(),
                "-tA",
            ])
            .args(statements.iter().flat_map(|sql| ["-c", sql.as_str()]))
            .output()
            .map_err(|error| format!("cannot run psql: {error}"))?;
        if !output.status.success() {
            return Err(format!(
                "psql failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
    };
    let psql = |sql: &str| psql_each(&[sql.to_string()]);
    let exists = psql(&format!(
        "SELECT 1 FROM pg_roles WHERE rolname = '{POSTGRES_ROLE}'"
    ))?;
    if exists != "1" {
        psql(&format!(
            "CREATE ROLE {POSTGRES_ROLE} LOGIN CREATEDB PASSWORD '{POSTGRES_ROLE}'"
        ))?;
    }
    // Each test makes a database and none drops it (a test that fails
    // stops where it is), so each run sweeps away the last run's.
    let leftovers = psql("SELECT datname FROM pg_database WHERE datname LIKE 'kalah\\_test\\_%'")?;
    let drops: Vec<String> = leftovers
        .lines()
        .filter(|line| !line.is_empty())
        .map(|database| format!("DROP DATABASE IF EXISTS {database} WITH (FORCE)"))
        .collect();
    if !drops.is_empty() {
        psql_each(&drops)?;
    }
    Ok(Postgres {
        url: format!("postgres://{POSTGRES_ROLE}:{POSTGRES_ROLE}@127.0.0.1:{port}/postgres"),
        cluster: Some(format!("{version}/{name}")),
    })
}

/// The PostgreSQL the tests use.
pub struct Postgres {
    /// An admin URL whose role may create databases.
    pub url: String,
    /// The local cluster (`15/main`) when this machine's own was set up.
    pub cluster: Option<String>,
}

/// Makes `command` (a cargo build) lint every workspace crate with clippy
/// as it compiles it, warnings as errors: one pass builds and lints, where
/// `cargo clippy` and then `cargo build` would type-check everything twice.
/// The dependencies are built as by plain cargo.
pub fn linting(command: &mut Command) -> Result<&mut Command, String> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map_err(|error| format!("cannot run rustc: {error}"))?;
    let driver = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim())
        .join("bin")
        .join("clippy-driver");
    if !driver.exists() {
        return Err(
            "clippy is missing: run `rustup component add clippy` and try again".to_string(),
        );
    }
    Ok(command
        .env("RUSTC_WORKSPACE_WRAPPER", driver)
        // How `cargo clippy -- -D warnings` hands its flags to the driver.
        .env(
            "CLIPPY_ARGS",
            "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
        ))
}
