//! An island's messages in one language, carried from the server in the
//! page: Fluent patterns reduced to text, variables and selections, which
//! a few lines format in the browser the way `fluent-bundle` does on the
//! server (the message check compares the two on every island message).

use super::{Arg, Lang};
use serde::{Deserialize, Serialize};

/// The messages an island needs, in one language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Phrasebook {
    pub(super) lang: Lang,
    pub(super) messages: Vec<(String, Vec<Piece>)>,
    /// The numbers from 0 to 1000 whose plural category
    /// is not `other`, with it: `(1, "one")` in English. Every larger
    /// number is `other` in the site's languages.
    pub(super) plurals: Vec<(u32, String)>,
}

/// A piece of a message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) enum Piece {
    Text(String),
    Variable(String),
    /// A choice on a variable: the variant whose key is the variable's
    /// value (a number or its plural category, or the word), else the
    /// default.
    Select {
        on: String,
        variants: Vec<(Key, Vec<Piece>)>,
        default: usize,
    },
}

/// A variant's key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) enum Key {
    Name(String),
    Number(i64),
}

impl Phrasebook {
    /// No messages: every key says itself.
    pub const EMPTY: Phrasebook = Phrasebook {
        lang: Lang::En,
        messages: Vec::new(),
        plurals: Vec::new(),
    };

    /// The language of the messages.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `key` with `args`, or the key when there is none.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let Some((_, pieces)) = self.messages.iter().find(|(name, _)| name == key) else {
            return key.to_string();
        };
        let mut text = String::new();
        self.write(pieces, args, &mut text);
        text
    }

    fn write(&self, pieces: &[Piece], args: &[(&str, Arg)], text: &mut String) {
        for piece in pieces {
            match piece {
                Piece::Text(words) => text.push_str(words),
                Piece::Variable(name) => match find(args, name) {
                    Some(Arg::Text(words)) => text.push_str(words),
                    Some(Arg::Number(number)) => text.push_str(&number.to_string()),
                    None => {
                        text.push_str("{$");
                        text.push_str(name);
                        text.push('}');
                    }
                },
                Piece::Select {
                    on,
                    variants,
                    default,
                } => {
                    let chosen = find(args, on).and_then(|value| self.choose(variants, value));
                    let (_, pieces) = &variants[chosen.unwrap_or(*default)];
                    self.write(pieces, args, text);
                }
            }
        }
    }

    /// As Fluent chooses: a number matches its own key first, then its
    /// plural category; a word matches its key.
    fn choose(&self, variants: &[(Key, Vec<Piece>)], value: &Arg) -> Option<usize> {
        let position = |wanted: &Key| variants.iter().position(|(key, _)| key == wanted);
        match value {
            Arg::Text(word) => position(&Key::Name(word.clone())),
            Arg::Number(number) => position(&Key::Number(*number)).or_else(|| {
                let category = u32::try_from(*number)
                    .ok()
                    .and_then(|number| {
                        self.plurals
                            .iter()
                            .find(|(counted, _)| *counted == number)
                            .map(|(_, category)| category.as_str())
                    })
                    .unwrap_or("other");
                position(&Key::Name(category.to_string()))
            }),
        }
    }
}

fn find<'a>(args: &'a [(&str, Arg)], name: &str) -> Option<&'a Arg> {
    args.iter()
        .find(|(given, _)| *given == name)
        .map(|(_, value)| value)
}
