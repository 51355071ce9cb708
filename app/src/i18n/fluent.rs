//! The site's messages on the server: one Fluent bundle per language, and
//! the phrasebooks the islands carry, made from the same files.

use super::book::{Key, Piece};
use super::{Arg, Lang, Phrasebook};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::sync::LazyLock;

/// Every message file: `(language folder, file name, text)`.
pub(super) const SOURCES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The files whose messages the islands say, in the browser as well.
pub(super) const ISLAND_FILES: &[&str] = &["board", "controls", "refusals", "room"];

/// A language's folder name: its tag.
fn folder(lang: Lang) -> &'static str {
    lang.tag()
}

struct Language {
    bundle: FluentBundle<&'static FluentResource>,
    resources: Vec<(&'static str, &'static FluentResource)>,
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
            let mut resources = Vec::new();
            for &(_, file, text) in SOURCES.iter().filter(|(dir, ..)| *dir == folder(lang)) {
                // Loaded once for the server's life. The message check
                // fails on any syntax error or message defined twice.
                let resource: &'static FluentResource = Box::leak(Box::new(
                    FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(resource, _)| resource),
                ));
                _ = bundle.add_resource(resource);
                resources.push((file, resource));
            }
            (lang, Language { bundle, resources })
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

/// The islands' phrasebook in `lang`, made once.
pub(super) fn island_book(lang: Lang) -> &'static Phrasebook {
    static BOOKS: LazyLock<Vec<Phrasebook>> =
        LazyLock::new(|| Lang::ALL.into_iter().map(Phrasebook::for_islands).collect());
    static NONE: Phrasebook = Phrasebook::EMPTY;
    BOOKS
        .iter()
        .find(|book| book.lang() == lang)
        .unwrap_or(&NONE)
}

/// The islands' phrasebook in `lang` as the browser fetches it: its
/// address, named after its contents so that browsers keep it for a year
/// (`bundle::is_digest_named`), and its text, encoded once.
pub(super) fn island_book_file(lang: Lang) -> (&'static str, &'static str) {
    static FILES: LazyLock<Vec<(Lang, String, String)>> = LazyLock::new(|| {
        Lang::ALL
            .into_iter()
            .map(|lang| {
                let text = crate::wire::codec::to_byte_text(island_book(lang));
                let path = format!(
                    "/{}/{}.{:016x}.words-{}.txt",
                    bundle::FOLDER,
                    bundle::PREFIX,
                    fnv1a(text.as_bytes()),
                    lang.tag()
                );
                (lang, path, text)
            })
            .collect()
    });
    FILES
        .iter()
        .find(|(known, ..)| *known == lang)
        .map_or(("", ""), |(_, path, text)| (path.as_str(), text.as_str()))
}

/// A 64-bit FNV-1a digest: enough to tell one phrasebook from the next
/// (a name for caches, not a defence against anyone).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Phrasebook {
    /// The islands' messages in `lang`.
    pub(super) fn for_islands(lang: Lang) -> Phrasebook {
        let language = language(lang);
        let entries = || {
            language
                .resources
                .iter()
                .flat_map(|(_, resource)| resource.entries())
        };
        let lookup = Lookup {
            message: &|id| {
                entries().find_map(|entry| match entry {
                    ast::Entry::Message(message) if message.id.name == id => message.value.as_ref(),
                    _ => None,
                })
            },
            term: &|id| {
                entries().find_map(|entry| match entry {
                    ast::Entry::Term(term) if term.id.name == id => Some(&term.value),
                    _ => None,
                })
            },
        };
        let messages = language
            .resources
            .iter()
            .filter(|(file, _)| ISLAND_FILES.contains(file))
            .flat_map(|(_, resource)| resource.entries())
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => message
                    .value
                    .as_ref()
                    .map(|pattern| (message.id.name.to_string(), lookup.pattern(pattern))),
                _ => None,
            })
            .collect();
        // As Fluent finds them: by lookup, `pt-BR` reaching `pt`.
        let primary = lang.tag().split('-').next().unwrap_or("en");
        let rules = intl_pluralrules::PluralRules::create(
            primary
                .parse::<unic_langid::LanguageIdentifier>()
                .expect("every tag parses"),
            intl_pluralrules::PluralRuleType::CARDINAL,
        )
        .expect("every language has plural rules");
        // Enough for every count a game says: stones, seconds, ratings.
        let plurals = (0..=1000)
            .filter_map(|number| {
                let category = rules.select(number).ok()?;
                let name = format!("{category:?}").to_ascii_lowercase();
                (name != "other").then_some((number, name))
            })
            .collect();
        Phrasebook {
            lang,
            messages,
            plurals,
        }
    }
}

/// Finds the messages and terms a pattern refers to, to write them in.
struct Lookup<'a> {
    message: &'a dyn Fn(&str) -> Option<&'a ast::Pattern<&'a str>>,
    term: &'a dyn Fn(&str) -> Option<&'a ast::Pattern<&'a str>>,
}

impl<'a> Lookup<'a> {
    fn pattern(&self, pattern: &'a ast::Pattern<&'a str>) -> Vec<Piece> {
        let mut pieces = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => push_text(&mut pieces, value),
                ast::PatternElement::Placeable { expression } => {
                    pieces.extend(self.expression(expression))
                }
            }
        }
        pieces
    }

    fn expression(&self, expression: &'a ast::Expression<&'a str>) -> Vec<Piece> {
        match expression {
            ast::Expression::Inline(inline) => self.inline(inline),
            ast::Expression::Select { selector, variants } => {
                let default = variants
                    .iter()
                    .position(|variant| variant.default)
                    .unwrap_or(0);
                // The message check compares every island message with
                // Fluent's own formatting, so what is not carried here
                // (a choice on anything but a variable) fails it.
                let ast::InlineExpression::VariableReference { id } = selector else {
                    return variants
                        .get(default)
                        .map_or_else(Vec::new, |variant| self.pattern(&variant.value));
                };
                Vec::from([Piece::Select {
                    on: id.name.to_string(),
                    default,
                    variants: variants
                        .iter()
                        .map(|variant| {
                            let key = match &variant.key {
                                ast::VariantKey::Identifier { name } => Key::Name(name.to_string()),
                                ast::VariantKey::NumberLiteral { value } => value
                                    .parse()
                                    .map_or_else(|_| Key::Name(value.to_string()), Key::Number),
                            };
                            (key, self.pattern(&variant.value))
                        })
                        .collect(),
                }])
            }
        }
    }

    fn inline(&self, inline: &'a ast::InlineExpression<&'a str>) -> Vec<Piece> {
        match inline {
            ast::InlineExpression::StringLiteral { value } => Vec::from([Piece::Text(
                fluent_syntax::unicode::unescape_unicode_to_string(value).into_owned(),
            )]),
            ast::InlineExpression::NumberLiteral { value } => {
                Vec::from([Piece::Text(value.to_string())])
            }
            ast::InlineExpression::VariableReference { id } => {
                Vec::from([Piece::Variable(id.name.to_string())])
            }
            ast::InlineExpression::MessageReference {
                id,
                attribute: None,
            } => (self.message)(id.name).map_or_else(Vec::new, |pattern| self.pattern(pattern)),
            ast::InlineExpression::TermReference {
                id,
                attribute: None,
                arguments: None,
            } => (self.term)(id.name).map_or_else(Vec::new, |pattern| self.pattern(pattern)),
            ast::InlineExpression::Placeable { expression } => self.expression(expression),
            _ => Vec::new(),
        }
    }
}

fn push_text(pieces: &mut Vec<Piece>, text: &str) {
    match pieces.last_mut() {
        Some(Piece::Text(last)) => last.push_str(text),
        _ => pieces.push(Piece::Text(text.to_string())),
    }
}
