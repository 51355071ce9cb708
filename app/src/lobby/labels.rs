//! The labels the site itself shows in place of a player's name, in every
//! language: no player may take one, or a name could pass for the
//! computer, a seat, a friend or the house bot.

use crate::i18n::{Lang, Words};
use crate::t;
use play::DisplayName;
use std::sync::LazyLock;

/// Whether `name` looks like a label the site shows, in any of its
/// languages: the same key as one ("Cоmputer", "PLAYER 1"), or the last
/// words of one ("House bot" of "the house bot", "Freund" of "Dein Freund").
///
/// ```
/// use play::DisplayName;
/// use app::lobby::labels::is_site_label;
/// let name = |text| DisplayName::chosen(text).unwrap();
/// assert!(is_site_label(&name("House bot")));
/// assert!(is_site_label(&name("Spieler 2")));
/// assert!(is_site_label(&name("Ordinateur")));
/// assert!(!is_site_label(&name("Ada")));
/// ```
pub fn is_site_label(name: &DisplayName) -> bool {
    // The labels' keys are the same for every name: made once.
    static KEYS: LazyLock<Vec<String>> = LazyLock::new(|| {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| labels(Words::Site(lang)))
            .map(|label| play::name_key(&label))
            .collect()
    });
    let key = name.key();
    let last_words = format!(" {key}");
    KEYS.iter()
        .any(|label| *label == key || label.ends_with(&last_words))
}

/// The labels of one language.
fn labels(words: Words) -> Vec<String> {
    let mut labels: Vec<String> = ["you", "computer", "friend", "one", "two"]
        .into_iter()
        .map(|who| t!(words, "side-name", who = who, name = ""))
        .collect();
    labels.extend([
        t!(words, "level-easy"),
        t!(words, "level-medium"),
        t!(words, "level-hard"),
        t!(words, "level-expert"),
        t!(words, "lobby-seat-one"),
        t!(words, "lobby-seat-two"),
        t!(words, "tournament-house-bot"),
    ]);
    labels
}
