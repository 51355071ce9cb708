//! Lists the message files (`locales/<language>/<file>.ftl`) for the
//! server to embed: a file added to a locale needs no code.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for language in std::fs::read_dir(&root).expect("app/locales exists") {
        let language = language.expect("app/locales is readable").path();
        println!("cargo:rerun-if-changed={}", language.display());
        for file in std::fs::read_dir(&language).expect("a locale folder is readable") {
            let path = file.expect("a locale file is readable").path();
            if path.extension().is_some_and(|extension| extension == "ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                files.push(path);
            }
        }
    }
    files.sort();
    let mut code = String::from("&[\n");
    for path in files {
        let language = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|name| name.to_str());
        let name = path.file_stem().and_then(|name| name.to_str());
        let (Some(language), Some(name)) = (language, name) else {
            continue;
        };
        writeln!(
            code,
            "    ({language:?}, {name:?}, include_str!({:?})),",
            path.display()
        )
        .expect("writing to a string");
    }
    code.push(']');
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
