//! The site's messages on the server: one Fluent bundle per language.

use super::{Arg, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// Every message file: `(language folder, file name, text)`.
pub(super) const SOURCES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language's folder name: its tag.
fn folder(lang: Lang) -> &'static str {
    lang.tag()
}

struct Language {
    bundle: FluentBundle<&'static FluentResource>,
}

static LANGUAGES: LazyLock<Vec<(Lang, Language)>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let id = lang.tag().parse().expect("every language's tag parses");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Pages are in one language, and a player's name keeps its own
            // `lang`; isolation marks would only reach screen readers.
            bundle.set_use_isolating(false);
            for &(.., text) in SOURCES.iter().filter(|(dir, ..)| *dir == folder(lang)) {
                // Loaded once for the server's life. The message check
                // fails on any syntax error or message defined twice.
                let resource: &'static FluentResource = Box::leak(Box::new(
                    FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(resource, _)| resource),
                ));
                _ = bundle.add_resource(resource);
            }
            (lang, Language { bundle })
        })
        .collect()
});

fn language(lang: Lang) -> &'static Language {
    &LANGUAGES
        .iter()
        .find(|(known, _)| *known == lang)
        .expect("every language is loaded")
        .1
}

/// `key` in `lang` with `args`; English when the language lacks it, the key
/// when English does too (the message check forbids both).
pub(super) fn format(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let fluent_args: FluentArgs = args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(number) => FluentValue::from(*number),
            };
            (*name, value)
        })
        .collect();
    for lang in [lang, Lang::En] {
        let bundle = &language(lang).bundle;
        if let Some(pattern) = bundle.get_message(key).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    key.to_string()
}
