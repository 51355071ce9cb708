//! Identifiers: who plays, which game, which room. Each is a newtype that
//! parses once; the secret ones compare in constant time, so how long a
//! comparison takes says nothing about how much of a guess was right.

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

fn secret_eq(a: &str, b: &str) -> bool {
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

/// 128 random bits as 32 hex digits: the shape of every token made here.
fn hex(bits: u128) -> String {
    format!("{bits:032x}")
}

/// The player a session (and every device attached to it) plays as. Only
/// the server hands these out, so any non-empty text of up to 64
/// characters is one.
#[derive(Clone, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerId(String);

impl PlayerId {
    /// A new identifier from 128 random bits.
    pub fn from_bits(bits: u128) -> PlayerId {
        PlayerId(hex(bits))
    }

    /// The identifier as stored.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl PartialEq for PlayerId {
    fn eq(&self, other: &PlayerId) -> bool {
        secret_eq(&self.0, &other.0)
    }
}

impl Eq for PlayerId {}

/// Never printed in full: it opens the player's games.
impl fmt::Debug for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PlayerId({}…)", self.0.get(..4).unwrap_or(""))
    }
}

impl FromStr for PlayerId {
    type Err = MalformedId;

    /// ```
    /// use play::PlayerId;
    /// assert!("me".parse::<PlayerId>().is_ok());
    /// assert!("".parse::<PlayerId>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<PlayerId, MalformedId> {
        if text.is_empty() || text.len() > 64 {
            return Err(MalformedId);
        }
        Ok(PlayerId(text.to_string()))
    }
}

impl TryFrom<String> for PlayerId {
    type Error = MalformedId;
    fn try_from(text: String) -> Result<PlayerId, MalformedId> {
        text.parse()
    }
}

impl From<PlayerId> for String {
    fn from(id: PlayerId) -> String {
        id.0
    }
}

/// A game's identifier, as in its URL: letters, digits and `-`, up to 64.
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

    /// ```
    /// use play::GameId;
    /// assert!("0123abcd".parse::<GameId>().is_ok());
    /// assert!("../etc".parse::<GameId>().is_err());
    /// ```
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

/// A room's token, as in its link: 32 hex digits (128 bits). Secret: it
/// lets anyone with the link join or watch.
#[derive(Clone, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomToken(String);

impl RoomToken {
    /// A new token from 128 random bits.
    pub fn from_bits(bits: u128) -> RoomToken {
        RoomToken(hex(bits))
    }

    /// The token as in the link.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl PartialEq for RoomToken {
    fn eq(&self, other: &RoomToken) -> bool {
        secret_eq(&self.0, &other.0)
    }
}

impl Eq for RoomToken {}

impl fmt::Debug for RoomToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RoomToken({}…)", self.0.get(..4).unwrap_or(""))
    }
}

impl fmt::Display for RoomToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for RoomToken {
    type Err = MalformedId;

    /// ```
    /// use play::RoomToken;
    /// assert!("0123456789abcdef0123456789abcdef".parse::<RoomToken>().is_ok());
    /// assert!("../../etc/passwd".parse::<RoomToken>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<RoomToken, MalformedId> {
        if text.len() == 32 && text.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            Ok(RoomToken(text.to_string()))
        } else {
            Err(MalformedId)
        }
    }
}

impl TryFrom<String> for RoomToken {
    type Error = MalformedId;
    fn try_from(text: String) -> Result<RoomToken, MalformedId> {
        text.parse()
    }
}

impl From<RoomToken> for String {
    fn from(token: RoomToken) -> String {
        token.0
    }
}
