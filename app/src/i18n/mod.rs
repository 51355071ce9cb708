//! The site in the player's language. Every word a player reads or hears
//! is a Fluent message in `app/locales/<language>/*.ftl`, English the
//! source, formatted on the server with `fluent-bundle`. The browser's
//! script says only what the server wrote into the page.
//!
//! Code asks for a message with [`t!`]: `t!(words, "pit-label", pit = 3)`.
//! A test (`check`) holds every locale to English's messages and variables
//! and every `t!` to a message that exists, with the variables it uses.

#[cfg(all(test, feature = "ssr"))]
mod check;
#[cfg(feature = "ssr")]
mod fluent;
mod lang;

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

/// The words of the current page: the site's messages in its language.
/// `Copy`, as views capture it in many closures.
#[derive(Clone, Copy, Debug)]
pub enum Words {
    Site(Lang),
}

impl Words {
    /// The language the words are in.
    pub fn lang(&self) -> Lang {
        let Words::Site(lang) = self;
        *lang
    }

    /// The message `key` with `args`; use [`t!`], which the message check
    /// reads. A missing message (the check forbids them) shows its key.
    /// The browser's build renders no page: there a message is its key.
    pub fn say(&self, key: &str, args: &[(&str, Arg)]) -> String {
        #[cfg(feature = "ssr")]
        return fluent::format(self.lang(), key, args);
        #[cfg(not(feature = "ssr"))]
        {
            let _ = args;
            key.to_string()
        }
    }

    /// `path` on this site in this page's language: with the language's
    /// prefix when the page was asked for with one.
    pub fn href(&self, path: &str) -> String {
        let prefixed = use_context::<Prefixed>().map(|Prefixed(lang)| lang);
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

/// The words of the current page: the language the server chose for
/// the request (English where none was provided, as in unit tests).
pub fn use_words() -> Words {
    use_context::<Words>().unwrap_or(Words::Site(Lang::En))
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
