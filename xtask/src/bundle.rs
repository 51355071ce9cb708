//! The browser bundle, built the way cargo-leptos would: the app crate for
//! wasm32 with `hydrate`, wasm-bindgen (linked in, pinned to Cargo.lock's
//! version), wasm-opt, then the stylesheet and public files beside it.

use crate::{cargo, run, setup};
use std::path::Path;
use std::process::Command;
use wasm_bindgen_cli_support::Bindgen;

/// The name Leptos's `HydrationScripts` loads: `/pkg/kalah.js`,
/// `/pkg/kalah_bg.wasm`.
const OUTPUT_NAME: &str = "kalah";

/// Builds `target/site`. Returns whether the JavaScript bundle was built:
/// without the wasm target the site still works, without JavaScript.
pub fn build(root: &Path) -> Result<bool, String> {
    let site = root.join("target/site");
    let pkg = site.join("pkg");
    std::fs::create_dir_all(&pkg).map_err(|error| format!("{}: {error}", pkg.display()))?;
    copy(
        &root.join("style/main.css"),
        &pkg.join(format!("{OUTPUT_NAME}.css")),
    )?;
    for entry in
        std::fs::read_dir(root.join("public")).map_err(|error| format!("public/: {error}"))?
    {
        let entry = entry.map_err(|error| format!("public/: {error}"))?;
        copy(&entry.path(), &site.join(entry.file_name()))?;
    }

    if !setup::wasm_target() {
        eprintln!(
            "xtask: the wasm32-unknown-unknown target is missing (`rustup target add wasm32-unknown-unknown`); \
             serving the site without JavaScript"
        );
        return Ok(false);
    }
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
    let mut bindgen = Bindgen::new();
    bindgen
        .input_path(&wasm)
        .out_name(OUTPUT_NAME)
        .typescript(false);
    bindgen
        .web(true)
        .and_then(|bindgen| bindgen.generate(&pkg))
        .map_err(|error| format!("wasm-bindgen: {error}"))?;

    let bundle = pkg.join(format!("{OUTPUT_NAME}_bg.wasm"));
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
    let size = std::fs::metadata(&bundle)
        .map(|meta| meta.len())
        .unwrap_or(0);
    println!(
        "xtask: browser bundle {} ({} KB)",
        bundle.display(),
        size / 1024
    );
    Ok(true)
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::copy(from, to).map(|_| ()).map_err(|error| {
        format!(
            "cannot copy {} to {}: {error}",
            from.display(),
            to.display()
        )
    })
}
