//! Screening the name a player asks for, so that no two players' names
//! look alike and none passes for the site's own labels: Unicode's NFKC,
//! its identifier profile, its scripts and its confusable skeletons
//! (UTS #39, from the `unicode-security` crate).

use super::name::{DisplayName, NameRefusal};
use unicode_normalization::UnicodeNormalization;
use unicode_security::{GeneralSecurityProfile, MixedScript, skeleton};

impl DisplayName {
    /// The name a player asks for, screened: written in NFKC ("Ａｌｉｃｅ" and
    /// "𝐀lice" become "Alice"), of letters and digits that Unicode
    /// recommends for identifiers (no invisible or formatting characters,
    /// no fillers), each word in one script, and not the computer's.
    ///
    /// ```
    /// use play::{DisplayName, NameRefusal};
    /// assert_eq!(DisplayName::chosen("Ａｌｉｃｅ").unwrap().as_str(), "Alice");
    /// assert_eq!(DisplayName::chosen("M\u{430}gnus"), Err(NameRefusal::MixedScripts));
    /// assert_eq!(DisplayName::chosen("Alice\u{3164}"), Err(NameRefusal::Character('\u{3164}')));
    /// ```
    pub fn chosen(text: &str) -> Result<DisplayName, NameRefusal> {
        let allowed = |c: char| c.is_whitespace() || c == '-' || c == '_' || c.identifier_allowed();
        // The character named is the one the player typed, not its NFKC.
        if let Some(bad) = text
            .chars()
            .find(|&c| !std::iter::once(c).nfkc().all(allowed))
        {
            return Err(NameRefusal::Character(bad));
        }
        let name: DisplayName = text.nfkc().collect::<String>().parse()?;
        if name
            .as_str()
            .split([' ', '-', '_'])
            .any(|word| !word.is_single_script())
        {
            return Err(NameRefusal::MixedScripts);
        }
        let key = name.key();
        if DisplayName::RESERVED
            .iter()
            .any(|reserved| name_key(reserved) == key)
        {
            return Err(NameRefusal::Reserved);
        }
        Ok(name)
    }

    /// What makes two names the same: their look, without regard to case
    /// ("Alice", "ALICE" and "Аlice" with a Cyrillic "А" share a key).
    ///
    /// ```
    /// use play::DisplayName;
    /// let key = |name: &str| name.parse::<DisplayName>().unwrap().key();
    /// assert_eq!(key("Alice"), key("ALICE"));
    /// assert_eq!(key("Alice"), key("\u{410}lice"));
    /// assert_ne!(key("Alice"), key("Alicia"));
    /// ```
    pub fn key(&self) -> String {
        name_key(self.as_str())
    }
}

/// The key of any text, a name or a label the site shows: the confusable
/// skeleton of its lower case, with its runs of spaces one space.
pub fn name_key(text: &str) -> String {
    let lower = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    skeleton(&lower).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(text: &str) -> NameRefusal {
        DisplayName::chosen(text).unwrap_err()
    }

    #[test]
    fn look_alike_forms_are_one_name_or_refused() {
        let alice = DisplayName::chosen("Alice").unwrap();
        for same in ["Ａｌｉｃｅ", "𝐀lice", "ALICE", " alice "] {
            assert_eq!(
                DisplayName::chosen(same).unwrap().key(),
                alice.key(),
                "{same}"
            );
        }
        assert_eq!(name_key("\u{410}lice"), alice.key(), "Cyrillic А");
        assert_eq!(refusal("M\u{430}gnus"), NameRefusal::MixedScripts);
        assert_eq!(refusal("C\u{43e}mputer"), NameRefusal::MixedScripts);
        assert_eq!(refusal("Alice\u{3164}"), NameRefusal::Character('\u{3164}'));
        assert_eq!(
            refusal("\u{3164}\u{3164}\u{3164}"),
            NameRefusal::Character('\u{3164}')
        );
        assert_eq!(refusal("Al\u{200d}ice"), NameRefusal::Character('\u{200d}'));
        assert_eq!(refusal("COMPUTER"), NameRefusal::Reserved);
    }

    #[test]
    fn names_of_one_script_a_word_are_taken() {
        for ok in [
            "Ada Lovelace",
            "Jürgen Müller",
            "Bà Triệu",
            "Алиса",
            "kalah_fan-99",
            "山田 太郎",
            "Ivan Иван",
        ] {
            assert_eq!(DisplayName::chosen(ok).unwrap().as_str(), ok, "{ok}");
        }
    }
}
