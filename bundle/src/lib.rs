//! The browser bundle's file names, written once for the three that must
//! agree on them: `cargo xtask bundle`, which writes the files; the
//! server, which embeds and serves them and lets browsers keep them; and
//! the pages, which link them.
//!
//! A bundle is named after a digest of everything it holds
//! (`kalah.0123456789abcdef`), so a file's name changes whenever any of
//! its contents do and browsers may keep each file for a year. The name is
//! written beside the files, in [`NAME_FILE`].
//!
//! ```
//! let name = bundle::Name::from_digest(&[0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]);
//! assert_eq!(name.to_string(), "kalah.0123456789abcdef");
//! assert_eq!(name.path(bundle::File::Stylesheet), "/pkg/kalah.0123456789abcdef.css");
//! assert_eq!(name.path(bundle::File::Script), "/pkg/kalah.0123456789abcdef.js");
//! assert!(bundle::is_digest_named("/pkg/kalah.0123456789abcdef_bg.wasm"));
//! assert!(!bundle::is_digest_named("/pkg/kalah.css"));
//! ```

use std::fmt;
use std::str::FromStr;

/// What every bundle's name starts with.
pub const PREFIX: &str = "kalah";

/// Where the bundle's name is written, in the site's folder.
pub const NAME_FILE: &str = "bundle.txt";

/// The folder, under the site's root and in its addresses, of the files.
pub const FOLDER: &str = "pkg";

/// How many bytes of the digest the name carries (in hex, twice as many
/// characters).
pub const DIGEST_BYTES: usize = 8;

/// A bundle's name: [`PREFIX`], a dot, and the digest in hex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name(String);

/// The files of a bundle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum File {
    /// The stylesheet, on every page.
    Stylesheet,
    /// wasm-bindgen's JavaScript of the page's script (`client/game`), on
    /// every page made live.
    Script,
    /// The WebAssembly it loads.
    Wasm,
}

impl File {
    /// Every file a bundle may hold.
    pub const ALL: [File; 3] = [File::Stylesheet, File::Script, File::Wasm];

    /// What follows the bundle's name in the file's name.
    pub fn suffix(self) -> &'static str {
        match self {
            File::Stylesheet => ".css",
            File::Script => ".js",
            File::Wasm => "_bg.wasm",
        }
    }
}

impl Name {
    /// The name of the bundle whose digest begins with `digest`.
    pub fn from_digest(digest: &[u8; DIGEST_BYTES]) -> Name {
        let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
        Name(format!("{PREFIX}.{hex}"))
    }

    /// The file's name in the folder: `kalah.<digest>.css`.
    pub fn file_name(&self, file: File) -> String {
        format!("{}{}", self.0, file.suffix())
    }

    /// The file's address on the site: `/pkg/kalah.<digest>.css`.
    pub fn path(&self, file: File) -> String {
        path(&self.0, file)
    }

    /// The name as text, as Leptos's output name takes it.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `file_name` (in the folder) belongs to this bundle, its
    /// compressed copies included.
    pub fn owns(&self, file_name: &str) -> bool {
        file_name
            .strip_prefix(self.0.as_str())
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with("_bg."))
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Text that is not a bundle's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAName;

impl fmt::Display for NotAName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a bundle name ({PREFIX}.<{} hex digits>)",
            DIGEST_BYTES * 2
        )
    }
}

impl std::error::Error for NotAName {}

impl FromStr for Name {
    type Err = NotAName;

    /// Reads a name as [`NAME_FILE`] holds it, surrounding space ignored.
    ///
    /// ```
    /// assert!("kalah.0123456789abcdef\n".parse::<bundle::Name>().is_ok());
    /// assert!("kalah".parse::<bundle::Name>().is_err());
    /// assert!("kalah.0123456789abcdeg".parse::<bundle::Name>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Name, NotAName> {
        let text = text.trim();
        let digest = text
            .strip_prefix(PREFIX)
            .and_then(|rest| rest.strip_prefix('.'))
            .ok_or(NotAName)?;
        if digest.len() == DIGEST_BYTES * 2 && digest.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            Ok(Name(text.to_string()))
        } else {
            Err(NotAName)
        }
    }
}

/// The address of `file` of the bundle `name`: a [`Name`], or [`PREFIX`]
/// alone where no bundle was built (the page then works without it).
pub fn path(name: &str, file: File) -> String {
    format!("/{FOLDER}/{name}{}", file.suffix())
}

/// Whether `path` is the address of a file of some bundle, named after its
/// digest: its contents never change.
pub fn is_digest_named(path: &str) -> bool {
    path.strip_prefix('/')
        .and_then(|rest| rest.strip_prefix(FOLDER))
        .and_then(|rest| rest.strip_prefix('/'))
        .and_then(|rest| rest.get(..PREFIX.len() + 1 + DIGEST_BYTES * 2))
        .is_some_and(|name| name.parse::<Name>().is_ok())
}
