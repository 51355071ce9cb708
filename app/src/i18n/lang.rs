//! The languages the site speaks.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language of the site. English is the source of every message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    PtBr,
    Id,
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::PtBr, Lang::Id];

    /// The BCP 47 tag, as `<html lang>` and `hreflang` write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::Id => "id",
        }
    }

    /// The address prefix's segment: `de` in `/de/rules`.
    pub fn segment(self) -> &'static str {
        match self {
            Lang::PtBr => "pt-br",
            other => other.tag(),
        }
    }

    /// The language's name in itself, as the menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::PtBr => "Português (Brasil)",
            Lang::Id => "Bahasa Indonesia",
        }
    }

    /// `path` in this language: `/de/rules`, `/de` for the home page.
    ///
    /// ```
    /// use app::i18n::Lang;
    /// assert_eq!(Lang::De.prefix("/rules"), "/de/rules");
    /// assert_eq!(Lang::PtBr.prefix("/"), "/pt-br");
    /// ```
    pub fn prefix(self, path: &str) -> String {
        match path {
            "/" | "" => format!("/{}", self.segment()),
            path => format!("/{}{path}", self.segment()),
        }
    }

    /// Splits a language prefix off `path`: `Some((language, rest))` when
    /// the first segment looks like a language tag (`de`, `pt-br`, `xx`),
    /// the language `None` when it is not one the site speaks.
    ///
    /// ```
    /// use app::i18n::Lang;
    /// assert_eq!(Lang::split_prefix("/de/rules"), Some((Some(Lang::De), "/rules")));
    /// assert_eq!(Lang::split_prefix("/pt-BR"), Some((Some(Lang::PtBr), "/")));
    /// assert_eq!(Lang::split_prefix("/xx/rules"), Some((None, "/rules")));
    /// assert_eq!(Lang::split_prefix("/rules"), None);
    /// assert_eq!(Lang::split_prefix("/pkg/kalah.js"), None);
    /// ```
    pub fn split_prefix(path: &str) -> Option<(Option<Lang>, &str)> {
        let rest = path.strip_prefix('/')?;
        let (first, rest) = match rest.find('/') {
            Some(at) => (&rest[..at], &rest[at..]),
            None => (rest, "/"),
        };
        let looks_like_tag = match first.split_once('-') {
            Some((language, region)) => is_letters(language, 2) && is_letters(region, 2),
            None => is_letters(first, 2),
        };
        looks_like_tag.then(|| (first.parse().ok(), rest))
    }

    /// The best language for an `Accept-Language` header: the most
    /// wanted one the site speaks, by its primary language (`de-AT` is
    /// German, any `pt` is Brazilian Portuguese); English if none.
    ///
    /// ```
    /// use app::i18n::Lang;
    /// assert_eq!(Lang::from_accept_language("de-DE,de;q=0.9,en;q=0.8"), Lang::De);
    /// assert_eq!(Lang::from_accept_language("xx, fr;q=0.5, es;q=0.7"), Lang::Es);
    /// assert_eq!(Lang::from_accept_language("pt-PT"), Lang::PtBr);
    /// assert_eq!(Lang::from_accept_language("xx"), Lang::En);
    /// assert_eq!(Lang::from_accept_language(""), Lang::En);
    /// ```
    pub fn from_accept_language(header: &str) -> Lang {
        let mut wanted: Vec<(f32, usize, Lang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let range = parts.next()?.trim();
                let quality = parts
                    .find_map(|part| part.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                let primary = range.split('-').next()?;
                let lang = primary.parse::<Lang>().ok()?;
                (quality > 0.0).then_some((quality, order, lang))
            })
            .collect();
        wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.first().map_or(Lang::En, |&(_, _, lang)| lang)
    }
}

fn is_letters(text: &str, length: usize) -> bool {
    text.len() == length && text.bytes().all(|byte| byte.is_ascii_alphabetic())
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A language tag the site does not speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language {:?}", self.0)
    }
}

impl std::error::Error for UnknownLang {}

/// Reads a tag in any case: `de`, `pt-BR`, `pt-br`, and `pt` alone.
impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        match text.to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "de" => Ok(Lang::De),
            "fr" => Ok(Lang::Fr),
            "es" => Ok(Lang::Es),
            "pt" | "pt-br" => Ok(Lang::PtBr),
            "id" => Ok(Lang::Id),
            _ => Err(UnknownLang(text.to_string())),
        }
    }
}
