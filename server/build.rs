//! `src/assets.rs` embeds `target/site` (what `cargo xtask bundle`
//! writes) when this crate compiles, so cargo must compile it again when
//! that folder changes. Cargo can only watch a folder that exists: a
//! build before any bundle makes it empty.

use std::path::Path;

fn main() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/site");
    if let Err(error) = std::fs::create_dir_all(&site) {
        println!("cargo::warning=cannot make {}: {error}", site.display());
    }
    println!("cargo::rerun-if-changed={}", site.display());
}
