//! A game's record as a file to download: the moves and positions in the
//! notation of `docs/rules.md`, under headings in the player's language.

use crate::i18n::Words;
use crate::t;
use engine::{Ruleset, oware};
use play::GameRecord;

/// The record: the variant, then the moves in order, then the final
/// position.
///
/// ```
/// use app::i18n::{Lang, Words};
/// use app::game::record_text::record_text;
/// use engine::{Pit, Position, Variant};
/// use play::{GameRecord, Opponent, Setup};
/// let variant = Variant::default();
/// let first = Position::start(variant).play(Pit::new(3).unwrap(), variant).unwrap();
/// let record = GameRecord {
///     id: "g".parse().unwrap(),
///     setup: Setup { opponent: Opponent::SameDevice, rules: variant.into() },
///     start: Position::start(variant),
///     moves: vec![first],
///     unproved: vec![],
///     judgements: vec![None],
///     resigned: None,
/// };
/// let english = record_text(&Words::Site(Lang::En), &record);
/// assert!(english.contains("Moves: 3\n"));
/// assert!(english.contains("4,4,0,5,5,5,1,4,4,4,4,4,4,0,1"));
/// let german = record_text(&Words::Site(Lang::De), &record);
/// assert!(!german.contains("Moves:"));
/// assert!(german.contains("4,4,0,5,5,5,1,4,4,4,4,4,4,0,1"));
/// ```
pub fn record_text(words: &Words, record: &GameRecord) -> String {
    let rules = record.setup.rules;
    let moves: Vec<String> = record
        .moves
        .iter()
        .map(|sowing| match rules {
            Ruleset::Kalah(_) => sowing.pit.number().to_string(),
            Ruleset::Oware(_) => oware::move_letter(sowing.player, sowing.pit).to_string(),
        })
        .collect();
    let last = record
        .moves
        .last()
        .map_or(record.start, |sowing| sowing.after);
    let mut lines = vec![match rules {
        Ruleset::Kalah(_) => t!(words, "record-title"),
        Ruleset::Oware(_) => t!(words, "oware-record-title"),
    }];
    lines.push(match rules {
        Ruleset::Kalah(variant) if variant.empty_capture() => t!(
            words,
            "record-variant-empty-capture",
            stones = variant.stones()
        ),
        Ruleset::Kalah(variant) => t!(words, "record-variant", stones = variant.stones()),
        Ruleset::Oware(options) => t!(
            words,
            "record-oware",
            grand_slam = options.grand_slam.name(),
            cycles = options.cycles.name()
        ),
    });
    if record.start != rules.start() {
        lines.push(t!(
            words,
            "record-start",
            position = record.start.to_string()
        ));
    }
    lines.push(t!(words, "record-moves", moves = moves.join(" ")));
    lines.push(t!(words, "record-position", position = last.to_string()));
    if !record.unproved.is_empty() {
        let plies: Vec<String> = record.unproved.iter().map(ToString::to_string).collect();
        lines.push(t!(words, "record-unproved", plies = plies.join(" ")));
    }
    if let Some(loser) = record.resigned {
        lines.push(t!(
            words,
            "record-resigned",
            name = crate::game::view::player_name(words, loser)
        ));
    }
    lines.iter().map(|line| format!("{line}\n")).collect()
}
