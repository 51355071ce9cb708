//! The name a player shows others in the lobby, in games and on their
//! profile: the only text one player shows another.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How long a name a player gave up stays theirs: nobody else takes it,
/// so a known player's name does not pass to a stranger the moment they
/// rename (lichess never gives a name to another).
pub const NAME_HELD_FOR: Duration = Duration::from_secs(30 * 86_400);

/// A display name: 3 to 20 letters, digits, spaces, `-` or `_`, with at
/// least one letter or digit, not one of the computer's names. Spaces
/// around it are trimmed and runs of spaces inside it become one, so two
/// names that look alike are alike. A name a player asks for is screened
/// further (`DisplayName::chosen`, on the server).
///
/// ```
/// use play::{DisplayName, NameRefusal};
/// let name: DisplayName = "  Ada   Lovelace ".parse().unwrap();
/// assert_eq!(name.as_str(), "Ada Lovelace");
/// assert_eq!("Ad".parse::<DisplayName>(), Err(NameRefusal::TooShort));
/// assert_eq!("expert".parse::<DisplayName>(), Err(NameRefusal::Reserved));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DisplayName(String);

/// Why a name cannot be taken. Nothing changed when one of these comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NameRefusal {
    /// Fewer than [`DisplayName::SHORTEST`] characters.
    TooShort,
    /// More than [`DisplayName::LONGEST`] characters.
    TooLong,
    /// A character other than a letter, a digit, a space, `-` or `_`.
    Character(char),
    /// Only spaces, `-` and `_`: nothing to read.
    NothingToRead,
    /// A name the site itself shows: the computer's, its levels', a
    /// seat's, the house bot's, in any of the site's languages.
    Reserved,
    /// A word written in letters of two scripts (a Cyrillic "а" among
    /// Latin letters): such a word passes for another.
    MixedScripts,
    /// Another player has this name, in any mix of capitals, or one that
    /// looks the same (their confusable skeletons, UTS #39, are equal).
    Taken,
    /// Another player gave this name up less than [`NAME_HELD_FOR`] ago.
    Held,
}

/// For logs and stored data only: players read the app's words.
impl fmt::Display for NameRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameRefusal::TooShort => f.write_str("name too short"),
            NameRefusal::TooLong => f.write_str("name too long"),
            NameRefusal::Character(c) => write!(f, "character {c:?} not allowed in a name"),
            NameRefusal::NothingToRead => f.write_str("name without a letter or digit"),
            NameRefusal::Reserved => f.write_str("name reserved for the site's own labels"),
            NameRefusal::MixedScripts => f.write_str("a word of the name mixes scripts"),
            NameRefusal::Taken => f.write_str("name taken"),
            NameRefusal::Held => f.write_str("name held for its former owner"),
        }
    }
}

impl std::error::Error for NameRefusal {}

impl DisplayName {
    /// The fewest characters a name may have.
    pub const SHORTEST: usize = 3;
    /// The most characters a name may have.
    pub const LONGEST: usize = 20;

    /// Names that would pass for the computer.
    pub(crate) const RESERVED: [&str; 5] = ["computer", "easy", "medium", "hard", "expert"];

    /// The name as the player wrote it, tidied.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for DisplayName {
    type Err = NameRefusal;

    fn from_str(text: &str) -> Result<DisplayName, NameRefusal> {
        let tidy = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(bad) = tidy
            .chars()
            .find(|&c| !(c.is_alphanumeric() || c == ' ' || c == '-' || c == '_'))
        {
            return Err(NameRefusal::Character(bad));
        }
        let length = tidy.chars().count();
        if length < DisplayName::SHORTEST {
            return Err(NameRefusal::TooShort);
        }
        if length > DisplayName::LONGEST {
            return Err(NameRefusal::TooLong);
        }
        if !tidy.chars().any(char::is_alphanumeric) {
            return Err(NameRefusal::NothingToRead);
        }
        if DisplayName::RESERVED.contains(&tidy.to_lowercase().as_str()) {
            return Err(NameRefusal::Reserved);
        }
        Ok(DisplayName(tidy))
    }
}

impl fmt::Display for DisplayName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for DisplayName {
    type Error = NameRefusal;
    fn try_from(text: String) -> Result<DisplayName, NameRefusal> {
        text.parse()
    }
}

impl From<DisplayName> for String {
    fn from(name: DisplayName) -> String {
        name.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(text: &str) -> NameRefusal {
        text.parse::<DisplayName>().unwrap_err()
    }

    #[test]
    fn letters_digits_spaces_dashes_and_underscores_make_a_name() {
        for ok in [
            "Ada",
            "kalah_fan-99",
            "Jürgen Müller",
            "Bà Triệu",
            "abcdefghijklmnopqrst",
        ] {
            assert_eq!(ok.parse::<DisplayName>().unwrap().as_str(), ok);
        }
    }

    #[test]
    fn each_refusal_says_what_is_wrong() {
        assert_eq!(refusal("  Al "), NameRefusal::TooShort);
        assert_eq!(refusal("abcdefghijklmnopqrstu"), NameRefusal::TooLong);
        assert_eq!(refusal("Ada!"), NameRefusal::Character('!'));
        assert_eq!(refusal("<b>Ada</b>"), NameRefusal::Character('<'));
        assert_eq!(refusal("a\u{200b}bc"), NameRefusal::Character('\u{200b}'));
        assert_eq!(refusal("-_ -"), NameRefusal::NothingToRead);
        for reserved in ["Computer", "EXPERT", "easy", "Medium", "hard"] {
            assert_eq!(refusal(reserved), NameRefusal::Reserved, "{reserved}");
        }
    }
}
