//! Installs what the build and the tests need, when it is missing: quick
//! when everything is present, and a one-line instruction when it cannot.

use crate::run;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";
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
pub fn npm_packages(end2end: &Path) -> Result<(), String> {
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

/// Debian's Chromium for the browser tests (Playwright cannot download its
/// own here), installed with apt-get when running as root.
pub fn chromium() -> Result<PathBuf, String> {
    let path = PathBuf::from(std::env::var("CHROMIUM").unwrap_or_else(|_| CHROMIUM.to_string()));
    if path.exists() {
        return Ok(path);
    }
    if !is_root() {
        return Err(
            "Chromium is missing: run `sudo apt-get install chromium` and try again".to_string(),
        );
    }
    run(Command::new("apt-get").arg("update").stdout(Stdio::null()))?;
    run(Command::new("apt-get")
        .args(["install", "-y", "--no-install-recommends", "chromium"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .stdout(Stdio::null()))?;
    Ok(path)
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
