//! Identifiers: who plays, which game, which room, which device link.
//! Each is a newtype that parses once; the secret ones compare in constant
//! time, so how long a comparison takes says nothing about how much of a
//! guess was right, and their `Debug` shows only a prefix.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use subtle::ConstantTimeEq;

/// Text that is not an identifier of the kind asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MalformedId;

impl fmt::Display for MalformedId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("malformed identifier")
    }
}

impl std::error::Error for MalformedId {}

/// 128 random bits as 32 hex digits: the shape of every token made here.
fn hex(bits: u128) -> String {
    format!("{bits:032x}")
}

/// Whether `text` has the shape of a token made here.
fn is_hex_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|byte| byte.is_ascii_hexdigit())
}

/// A secret identifier: made from 128 random bits, parsed when `shaped`
/// accepts the text, compared in constant time, never printed in full by
/// `Debug`.
macro_rules! secret {
    ($(#[$doc:meta])* $name:ident, $shaped:expr) => {
        $(#[$doc])*
        #[derive(Clone, Serialize, Deserialize)]
        #[serde(try_from = "String", into = "String")]
        pub struct $name(String);

        impl $name {
            /// A new one from 128 random bits.
            pub fn from_bits(bits: u128) -> $name {
                $name(hex(bits))
            }

            /// The text, as stored and sent.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                self.0.as_bytes().ct_eq(other.0.as_bytes()).into()
            }
        }

        impl Eq for $name {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({}…)", stringify!($name), self.0.get(..4).unwrap_or(""))
            }
        }

        impl FromStr for $name {
            type Err = MalformedId;

            fn from_str(text: &str) -> Result<$name, MalformedId> {
                let shaped: fn(&str) -> bool = $shaped;
                if shaped(text) {
                    Ok($name(text.to_string()))
                } else {
                    Err(MalformedId)
                }
            }
        }

        impl TryFrom<String> for $name {
            type Error = MalformedId;
            fn try_from(text: String) -> Result<$name, MalformedId> {
                text.parse()
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }
    };
}

secret!(
    /// The player a session (and every device attached to it) plays as.
    /// Only the server hands these out, so any non-empty text of up to 64
    /// characters is one. Never displayed: it opens the player's games.
    ///
    /// ```
    /// use play::PlayerId;
    /// assert!("me".parse::<PlayerId>().is_ok());
    /// assert!("".parse::<PlayerId>().is_err());
    /// assert_eq!("me".parse::<PlayerId>(), "me".parse());
    /// ```
    PlayerId,
    |text| !text.is_empty() && text.len() <= 64
);

secret!(
    /// A room's token, as in its link: 32 hex digits. It lets anyone with
    /// the link join or watch.
    ///
    /// ```
    /// use play::RoomToken;
    /// assert!("0123456789abcdef0123456789abcdef".parse::<RoomToken>().is_ok());
    /// assert!("../../etc/passwd".parse::<RoomToken>().is_err());
    /// ```
    RoomToken,
    is_hex_token
);

secret!(
    /// A device link's token, as in `/link/<token>`: 32 hex digits. It
    /// attaches another browser to a player's games.
    ///
    /// ```
    /// use play::LinkToken;
    /// assert!(LinkToken::from_bits(7).as_str().parse::<LinkToken>().is_ok());
    /// assert!("7".parse::<LinkToken>().is_err());
    /// ```
    LinkToken,
    is_hex_token
);

/// In links.
impl fmt::Display for RoomToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// In links.
impl fmt::Display for LinkToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A game's identifier, as in its URL: letters, digits and `-`, up to 64.
/// Not secret: a game opens only to the players it belongs to.
///
/// ```
/// use play::GameId;
/// assert!("0123abcd".parse::<GameId>().is_ok());
/// assert!("../etc".parse::<GameId>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct GameId(String);

impl GameId {
    /// A new identifier from 128 random bits.
    pub fn from_bits(bits: u128) -> GameId {
        GameId(hex(bits))
    }

    /// The identifier as in the URL.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for GameId {
    type Err = MalformedId;

    fn from_str(text: &str) -> Result<GameId, MalformedId> {
        let shaped = !text.is_empty()
            && text.len() <= 64
            && text
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-');
        if shaped {
            Ok(GameId(text.to_string()))
        } else {
            Err(MalformedId)
        }
    }
}

impl TryFrom<String> for GameId {
    type Error = MalformedId;
    fn try_from(text: String) -> Result<GameId, MalformedId> {
        text.parse()
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> String {
        id.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
