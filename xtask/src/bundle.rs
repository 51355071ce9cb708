//! The browser bundle: the page's script (`client/game`) for wasm32,
//! wasm-bindgen (linked in, pinned to Cargo.lock's version), wasm-opt,
//! then the stylesheet and public files beside it.
//!
//! The bundle's files are named after a digest of their contents (the
//! `bundle` crate writes the names down for the server and the pages), so
//! the server can let browsers keep them for a year, and each has a brotli
//! and a gzip copy made here rather than on every request.

use crate::{cargo, run, setup};
use bundle::{File, NAME_FILE, PREFIX};
use sha2::{Digest, Sha256};
use std::io::Write as _;
use std::path::Path;
use std::process::Command;
use wasm_bindgen_cli_support::Bindgen;

/// The most the page's script (wasm and JavaScript, brotli) may weigh, in
/// KiB: it plays the page the server draws without a view library, and
/// the issue that made it the room's too set every page's script at 60
/// (docs/performance.md has what it weighs).
const BUDGET_BROTLI_KB: u64 = 60;

/// Whether a build also lints what it compiles.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Lint {
    /// Clippy, warnings as errors: the test command's and `serve`'s
    /// builds, which share what they compile.
    Clippy,
    /// None: `cargo xtask bundle` builds whatever state the code is in.
    No,
}

/// The variable that tells the server's binary, as it compiles, which
/// bundle it must embed: cargo compiles the binary again when it changes,
/// even where the binary was compiled before the bundle existed.
pub const NAME_VARIABLE: &str = "KALAH_BUNDLE";

/// The name of the bundle in `target/site` now, if one was built.
pub fn name(root: &Path) -> Option<String> {
    std::fs::read_to_string(root.join("target/site").join(NAME_FILE))
        .ok()
        .map(|name| name.trim().to_string())
}

/// Whether the bundle in `target/site` has its script: without the wasm
/// target it was built without.
pub fn has_script(root: &Path) -> bool {
    name(root)
        .and_then(|name| name.parse::<bundle::Name>().ok())
        .is_some_and(|name| {
            root.join("target/site")
                .join(bundle::FOLDER)
                .join(name.file_name(File::Wasm))
                .exists()
        })
}

/// Builds `target/site`, linting the browser build's crates with clippy as
/// they compile when `lint` is set. Returns whether the JavaScript bundle
/// was built: without the wasm target the site still works, without
/// JavaScript.
pub fn build(root: &Path, lint: Lint) -> Result<bool, String> {
    let site = root.join("target/site");
    let pkg = site.join(bundle::FOLDER);
    std::fs::create_dir_all(&pkg).map_err(|error| format!("{}: {error}", pkg.display()))?;
    // The digest names everything the site holds, public files too: the
    // server's binary is compiled again when the name file changes.
    let mut digest = Sha256::new();
    let mut public: Vec<_> = std::fs::read_dir(root.join("public"))
        .map_err(|error| format!("public/: {error}"))?
        .collect::<Result<_, _>>()
        .map_err(|error| format!("public/: {error}"))?;
    public.sort_by_key(std::fs::DirEntry::file_name);
    for entry in public {
        let bytes = read(&entry.path())?;
        digest.update(entry.file_name().as_encoded_bytes());
        digest.update(&bytes);
        write_if_changed(&site.join(entry.file_name()), &bytes)?;
    }
    let css = read(&root.join("style/main.css"))?;
    let script = if setup::wasm_target() {
        let (js, wasm) = script(root, lint)?;
        Some([(File::Script, js), (File::Wasm, wasm)])
    } else {
        eprintln!(
            "xtask: the wasm32-unknown-unknown target is missing (`rustup target add wasm32-unknown-unknown`); \
             serving the site without JavaScript"
        );
        None
    };

    digest.update(&css);
    for (_, bytes) in script.iter().flatten() {
        digest.update(bytes);
    }
    let mut first = [0; bundle::DIGEST_BYTES];
    first.copy_from_slice(&digest.finalize()[..bundle::DIGEST_BYTES]);
    let name = bundle::Name::from_digest(&first);
    let mut files = vec![(name.file_name(File::Stylesheet), css)];
    let scripted = script.is_some();
    for (file, bytes) in script.into_iter().flatten() {
        files.push((name.file_name(file), bytes));
    }
    // The server's binary embeds this folder, and cargo compiles it again
    // when a file it embedded changes: files already there are left as
    // they are.
    for (file, bytes) in &files {
        if !pkg.join(file).exists() {
            publish(&pkg.join(file), bytes)?;
        }
    }
    remove_others(&pkg, &name)?;
    if scripted {
        report(&pkg, &name);
    }
    write_if_changed(&site.join(NAME_FILE), name.as_str().as_bytes())?;
    Ok(scripted)
}

/// Removes the files of earlier bundles, which would pile up otherwise.
fn remove_others(pkg: &Path, name: &bundle::Name) -> Result<(), String> {
    for entry in std::fs::read_dir(pkg).map_err(|error| format!("{}: {error}", pkg.display()))? {
        let entry = entry.map_err(|error| format!("{}: {error}", pkg.display()))?;
        if !name.owns(&entry.file_name().to_string_lossy()) {
            std::fs::remove_file(entry.path())
                .map_err(|error| format!("{}: {error}", entry.path().display()))?;
        }
    }
    Ok(())
}

/// Writes `bytes` unless the file already holds them.
fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    std::fs::write(path, bytes).map_err(|error| format!("{}: {error}", path.display()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The page's script: wasm-bindgen's JavaScript and the optimised
/// WebAssembly.
fn script(root: &Path, lint: Lint) -> Result<(Vec<u8>, Vec<u8>), String> {
    let mut build = cargo(root);
    if lint == Lint::Clippy {
        setup::linting(&mut build)?;
    }
    let package = "client-game";
    run(build.env_remove("LEPTOS_OUTPUT_NAME").args([
        "build",
        "-p",
        package,
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        "wasm-release",
    ]))?;
    let wasm = root
        .join("target/wasm32-unknown-unknown/wasm-release")
        .join(format!("{}.wasm", package.replace('-', "_")));
    let staging = root.join("target/bundle-staging");
    let js = staging.join(format!("{PREFIX}.js"));
    let bundle = staging.join(format!("{PREFIX}_bg.wasm"));
    // wasm-bindgen and wasm-opt take a while: their output is kept beside
    // the digest of the build they were made from.
    let source = staging.join("source.sha256");
    let digest = hex(&Sha256::digest(read(&wasm)?));
    if std::fs::read_to_string(&source).is_ok_and(|made_from| made_from == digest)
        && let (Ok(js), Ok(bundle)) = (std::fs::read(&js), std::fs::read(&bundle))
    {
        return Ok((js, bundle));
    }
    let _ = std::fs::remove_dir_all(&staging);
    std::fs::create_dir_all(&staging).map_err(|error| format!("{}: {error}", staging.display()))?;
    let mut bindgen = Bindgen::new();
    bindgen.input_path(&wasm).out_name(PREFIX).typescript(false);
    bindgen
        .web(true)
        .and_then(|bindgen| bindgen.generate(&staging))
        .map_err(|error| format!("wasm-bindgen: {error}"))?;
    let wasm_opt = setup::wasm_opt(root)?;
    run(Command::new(wasm_opt)
        .arg("-Oz")
        .arg("--enable-bulk-memory")
        .arg("--enable-nontrapping-float-to-int")
        .arg("--enable-sign-ext")
        .arg("--enable-reference-types")
        .arg("--enable-multivalue")
        .arg(&bundle)
        .arg("-o")
        .arg(&bundle))?;
    std::fs::write(&source, &digest).map_err(|error| format!("{}: {error}", source.display()))?;
    Ok((read(&js)?, read(&bundle)?))
}

/// Writes `bytes` to `path`, with `.br` and `.gz` copies beside it.
fn publish(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let write = |path: &Path, bytes: &[u8]| {
        std::fs::write(path, bytes).map_err(|error| format!("{}: {error}", path.display()))
    };
    write(path, bytes)?;
    write(&with_suffix(path, "br"), &brotli(bytes))?;
    write(&with_suffix(path, "gz"), &gzip(bytes))
}

/// Fails when the script `build` published weighs more than the budget,
/// brotli-compressed as it is sent.
pub fn check_budget(root: &Path) -> Result<(), String> {
    let site = root.join("target/site");
    let name = name(root).ok_or(format!("no {NAME_FILE} in target/site"))?;
    let size = |file: String| {
        std::fs::metadata(site.join(bundle::FOLDER).join(&file))
            .map(|meta| meta.len())
            .map_err(|error| format!("{file}: {error}"))
    };
    let name: bundle::Name = name
        .parse()
        .map_err(|error| format!("{NAME_FILE}: {error}"))?;
    let brotli = |file: File| size(format!("{}.br", name.file_name(file)));
    let kb = (brotli(File::Wasm)? + brotli(File::Script)?) / 1024;
    if kb > BUDGET_BROTLI_KB {
        return Err(format!(
            "the page's script is {kb} KB brotli, over its budget of {BUDGET_BROTLI_KB} KB"
        ));
    }
    println!(
        "xtask: the page's script is {kb} KB brotli, within its budget of {BUDGET_BROTLI_KB} KB"
    );
    Ok(())
}

/// Prints the script's size as it is sent: raw, gzip and brotli.
fn report(pkg: &Path, name: &bundle::Name) {
    let size = |file: String| std::fs::metadata(pkg.join(file)).map_or(0, |meta| meta.len());
    for (label, file) in [
        ("wasm", name.file_name(File::Wasm)),
        ("js", name.file_name(File::Script)),
    ] {
        println!(
            "xtask: {label} {file}: {} KB raw, {} KB gzip, {} KB brotli",
            size(file.clone()) / 1024,
            size(format!("{file}.gz")) / 1024,
            size(format!("{file}.br")) / 1024,
        );
    }
}

fn with_suffix(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    name.into()
}

fn brotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    // Writing to memory cannot fail.
    let _ = brotli::BrotliCompress(&mut &bytes[..], &mut out, &params);
    out
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing to memory cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|error| format!("{}: {error}", path.display()))
}
