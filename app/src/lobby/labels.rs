//! The labels the site itself shows in place of a player's name, in every
//! language: no player may take one, or a name could pass for the
//! computer, a seat, a friend or the house bot.

use crate::i18n::{Lang, Words};
use crate::t;
use play::DisplayName;

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
    let key = name.key();
    Lang::ALL.into_iter().any(|lang| {
        labels(Words::Site(lang)).iter().any(|label| {
            let label = play::name_key(label);
            label == key || label.ends_with(&format!(" {key}"))
        })
    })
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
