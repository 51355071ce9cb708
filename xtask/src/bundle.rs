//! The browser bundle, built the way cargo-leptos would: the app crate for
//! wasm32 with `hydrate`, wasm-bindgen (linked in, pinned to Cargo.lock's
//! version), wasm-opt, then the stylesheet and public files beside it.
//!
//! The bundle's files are named after a digest of their contents
//! (`kalah.<digest>.js`, `kalah.<digest>_bg.wasm`, `kalah.<digest>.css`),
//! so the server can let browsers keep them for a year, and each has a
//! brotli and a gzip copy made here rather than on every request. The name
//! is written to `target/site/bundle.txt` for the server to read.

use crate::{cargo, run, setup};
use sha2::{Digest, Sha256};
use std::io::Write as _;
use std::path::Path;
use std::process::Command;
use wasm_bindgen_cli_support::Bindgen;

/// The name before the digest: what Leptos's `HydrationScripts` loads is
/// `/pkg/<name>.js` and `/pkg/<name>_bg.wasm`.
const OUTPUT_NAME: &str = "kalah";

/// The most the game page's script (wasm and JavaScript, brotli) may
/// weigh, in KiB: at 1.6 Mbps that is a second of download. It weighs 183
/// now.
const BUDGET_BROTLI_KB: u64 = 200;

/// Where the server finds the bundle's name, relative to the site root.
const NAME_FILE: &str = "bundle.txt";

/// Builds `target/site`. Returns whether the JavaScript bundle was built:
/// without the wasm target the site still works, without JavaScript.
pub fn build(root: &Path) -> Result<bool, String> {
    let site = root.join("target/site");
    let pkg = site.join("pkg");
    // Old digests would pile up otherwise.
    let _ = std::fs::remove_dir_all(&pkg);
    std::fs::create_dir_all(&pkg).map_err(|error| format!("{}: {error}", pkg.display()))?;
    for entry in
        std::fs::read_dir(root.join("public")).map_err(|error| format!("public/: {error}"))?
    {
        let entry = entry.map_err(|error| format!("public/: {error}"))?;
        let to = site.join(entry.file_name());
        std::fs::copy(entry.path(), &to)
            .map_err(|error| format!("cannot copy to {}: {error}", to.display()))?;
    }
    let css = read(&root.join("style/main.css"))?;
    let script = if setup::wasm_target() {
        Some(script(root)?)
    } else {
        eprintln!(
            "xtask: the wasm32-unknown-unknown target is missing (`rustup target add wasm32-unknown-unknown`); \
             serving the site without JavaScript"
        );
        None
    };

    let mut digest = Sha256::new();
    digest.update(&css);
    if let Some((js, wasm)) = &script {
        digest.update(js);
        digest.update(wasm);
    }
    let hex: String = digest.finalize()[..8]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let name = format!("{OUTPUT_NAME}.{hex}");
    publish(&pkg.join(format!("{name}.css")), &css)?;
    if let Some((js, wasm)) = &script {
        publish(&pkg.join(format!("{name}.js")), js)?;
        publish(&pkg.join(format!("{name}_bg.wasm")), wasm)?;
        report(&pkg, &name);
    }
    std::fs::write(site.join(NAME_FILE), &name)
        .map_err(|error| format!("{}: {error}", site.join(NAME_FILE).display()))?;
    Ok(script.is_some())
}

/// The hydrating script: wasm-bindgen's JavaScript and the optimised
/// WebAssembly.
fn script(root: &Path) -> Result<(Vec<u8>, Vec<u8>), String> {
    run(cargo(root).env_remove("LEPTOS_OUTPUT_NAME").args([
        "build",
        "-p",
        "app",
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
        "--no-default-features",
        "--features",
        "hydrate",
        "--profile",
        "wasm-release",
    ]))?;
    let wasm = root.join("target/wasm32-unknown-unknown/wasm-release/app.wasm");
    let staging = root.join("target/bundle-staging");
    let _ = std::fs::remove_dir_all(&staging);
    std::fs::create_dir_all(&staging).map_err(|error| format!("{}: {error}", staging.display()))?;
    let mut bindgen = Bindgen::new();
    bindgen
        .input_path(&wasm)
        .out_name(OUTPUT_NAME)
        .typescript(false);
    bindgen
        .web(true)
        .and_then(|bindgen| bindgen.generate(&staging))
        .map_err(|error| format!("wasm-bindgen: {error}"))?;
    let bundle = staging.join(format!("{OUTPUT_NAME}_bg.wasm"));
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
    Ok((
        read(&staging.join(format!("{OUTPUT_NAME}.js")))?,
        read(&bundle)?,
    ))
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
    let name = std::fs::read_to_string(site.join(NAME_FILE))
        .map_err(|error| format!("{NAME_FILE}: {error}"))?;
    let size = |file: String| {
        std::fs::metadata(site.join("pkg").join(&file))
            .map(|meta| meta.len())
            .map_err(|error| format!("{file}: {error}"))
    };
    let kb = (size(format!("{name}_bg.wasm.br"))? + size(format!("{name}.js.br"))?) / 1024;
    if kb > BUDGET_BROTLI_KB {
        return Err(format!(
            "the game page's script is {kb} KB brotli, over its budget of {BUDGET_BROTLI_KB} KB"
        ));
    }
    println!("xtask: the game page's script is {kb} KB brotli, within its budget of {BUDGET_BROTLI_KB} KB");
    Ok(())
}

/// Prints the script's size as it is sent: raw, gzip and brotli.
fn report(pkg: &Path, name: &str) {
    let size = |file: String| std::fs::metadata(pkg.join(file)).map_or(0, |meta| meta.len());
    for (label, file) in [
        ("wasm", format!("{name}_bg.wasm")),
        ("js", format!("{name}.js")),
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
