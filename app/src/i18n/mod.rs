//! The site in the player's language. Every word a player reads or hears
//! is a Fluent message in `app/locales/<language>/*.ftl`, English the
//! source. Pages rendered on the server format them with `fluent-bundle`;
//! the islands, which must not carry a Fluent runtime in the bundle, get a
//! [`Phrasebook`] of just their messages from the server.
//!
//! Code asks for a message with [`t!`]: `t!(words, "pit-label", pit = 3)`.
//! A test (`check`) holds every locale to English's messages and variables
//! and every `t!` to a message that exists, with the variables it uses.

mod book;
#[cfg(all(test, feature = "ssr"))]
mod check;
#[cfg(feature = "ssr")]
mod fluent;
mod lang;

pub use book::Phrasebook;
pub use lang::{Lang, UnknownLang};

use leptos::prelude::*;

/// The session key that holds the language the visitor chose.
pub const LANG_KEY: &str = "lang";

/// A value given to a message: a word or a number. Numbers choose plural
/// forms ("1 stone", "2 stones").
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_arg {
    ($($kind:ty),*) => {
        $(impl From<$kind> for Arg {
            fn from(number: $kind) -> Arg {
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        })*
    };
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// Where the words of the current page come from. `Copy`, as views
/// capture it in many closures.
#[derive(Clone, Copy, Debug)]
pub enum Words {
    /// The whole site's messages, on the server.
    #[cfg(feature = "ssr")]
    Site(Lang),
    /// An island's messages, the same on the server and in the browser:
    /// made once per language on the server, read once per page in the
    /// browser.
    Book(&'static Phrasebook),
}

impl Words {
    /// The language the words are in.
    pub fn lang(&self) -> Lang {
        match self {
            #[cfg(feature = "ssr")]
            Words::Site(lang) => *lang,
            Words::Book(book) => book.lang(),
        }
    }

    /// The message `key` with `args`; use [`t!`], which the message check
    /// reads. A missing message (the check forbids them) shows its key.
    pub fn say(&self, key: &str, args: &[(&str, Arg)]) -> String {
        match self {
            #[cfg(feature = "ssr")]
            Words::Site(lang) => fluent::format(*lang, key, args),
            Words::Book(book) => book.format(key, args),
        }
    }

    /// `path` on this site in this page's language: with the language's
    /// prefix when the page was asked for with one.
    pub fn href(&self, path: &str) -> String {
        #[cfg(feature = "ssr")]
        let prefixed = use_context::<Prefixed>().map(|Prefixed(lang)| lang);
        // In the browser, the address the island was loaded at says it.
        #[cfg(not(feature = "ssr"))]
        let prefixed = window()
            .location()
            .pathname()
            .ok()
            .and_then(|path| Lang::split_prefix(&path).and_then(|(lang, _)| lang));
        match prefixed {
            Some(lang) => lang.prefix(path),
            None => path.to_string(),
        }
    }
}

/// The page was asked for at an address with a language prefix
/// (`/de/rules`): its links keep it.
#[derive(Clone, Copy, Debug)]
pub struct Prefixed(pub Lang);

/// The words of the current page: the island's phrasebook inside an island,
/// the page's language elsewhere.
pub fn use_words() -> Words {
    static NONE: Phrasebook = Phrasebook::EMPTY;
    use_context::<Words>().unwrap_or(Words::Book(&NONE))
}

/// Where the page keeps the islands' phrasebook once `islands.js` has
/// fetched it.
pub(crate) const BOOK_DATA: &str = "words-data";

/// The address of the islands' phrasebook in `lang`: a file of its own
/// rather than a part of every page (it is half a game page's HTML, and
/// the same for every page), fetched beside the bundle and kept as long.
#[cfg(feature = "ssr")]
pub fn island_book_path(lang: Lang) -> &'static str {
    fluent::island_book_file(lang).0
}

/// Every language's phrasebook file, for the server to serve: its
/// address and its text.
#[cfg(feature = "ssr")]
pub fn island_book_files() -> impl Iterator<Item = (&'static str, &'static str)> {
    Lang::ALL.into_iter().map(fluent::island_book_file)
}

/// In an island, here and in the browser: gives its parts the words the
/// page carries, and returns them.
pub fn provide_island_words() -> Words {
    #[cfg(feature = "ssr")]
    let book = fluent::island_book(use_words().lang());
    // One island per page, read once: it lives as long as the page.
    #[cfg(not(feature = "ssr"))]
    let book: &'static Phrasebook = Box::leak(Box::new(crate::island_data::handed::<Phrasebook>(
        BOOK_DATA,
    )));
    let words = Words::Book(book);
    provide_context(words);
    words
}

/// The message `key` in `words`' language, with named arguments:
/// `t!(words, "stones", count = 3)`.
#[macro_export]
macro_rules! t {
    ($words:expr, $key:literal) => {
        $words.say($key, &[])
    };
    ($words:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $words.say($key, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// On the server, for each request the app answers (a page or a server
/// function): its words in the language the server chose for the request
/// (see the server's `language`), its links with the request's prefix if
/// it had one.
#[cfg(feature = "ssr")]
pub fn provide_site_words() {
    let parts = use_context::<http::request::Parts>();
    let lang = parts
        .as_ref()
        .and_then(|parts| parts.extensions.get::<Lang>().copied())
        .unwrap_or_default();
    if let Some(prefixed) = parts.and_then(|parts| parts.extensions.get::<Prefixed>().copied()) {
        provide_context(prefixed);
    }
    provide_context(Words::Site(lang));
}

/// A span of time in words: "2 minutes", "90 seconds", "1 hour".
///
/// ```
/// use app::i18n::{Lang, Words};
/// let english = Words::Site(Lang::En);
/// assert_eq!(app::i18n::span_text(&english, 120), "2 minutes");
/// assert_eq!(app::i18n::span_text(&english, 90), "90 seconds");
/// assert_eq!(app::i18n::span_text(&english, 1), "1 second");
/// assert_eq!(app::i18n::span_text(&Words::Site(Lang::De), 120), "2 Minuten");
/// ```
pub fn span_text(words: &Words, secs: u64) -> String {
    match secs {
        s if s >= 3600 && s % 3600 == 0 => t!(words, "span-hours", count = s / 3600),
        s if s >= 60 && s % 60 == 0 => t!(words, "span-minutes", count = s / 60),
        s => t!(words, "span-seconds", count = s),
    }
}
