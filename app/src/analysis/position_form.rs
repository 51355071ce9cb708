//! Reading the position the analysis board is asked about: a `position`
//! in the notation of `docs/rules.md`, or the set-up form's fourteen counts and
//! whose turn it is, each mistake in a player's words.

use crate::i18n::Words;
use crate::t;
use engine::{NotationError, Position, Variant};

/// The set-up form's fields in notation order: Player 1's pits and store,
/// Player 2's pits and store, then whose turn it is.
pub const FIELDS: [&str; 15] = [
    "a1", "a2", "a3", "a4", "a5", "a6", "a_store", "b1", "b2", "b3", "b4", "b5", "b6", "b_store",
    "turn",
];

/// Most stones one pit or store can hold: all of a 6-stone game's.
const MOST_STONES: u32 = 72;

/// Where the `item`th number (1-based) of a position goes.
pub fn place(words: &Words, item: usize) -> String {
    match item {
        1..=6 => t!(words, "study-place-pit", player = 1, pit = item),
        7 => t!(words, "study-place-store", player = 1),
        8..=13 => t!(words, "study-place-pit", player = 2, pit = item - 7),
        14 => t!(words, "study-place-store", player = 2),
        _ => t!(words, "study-whose-turn"),
    }
}

/// The position and its rules, or every mistake found. `position` (the
/// notation) wins over the form's fields, which `field` reads by name.
pub fn read(
    words: &Words,
    position: Option<&str>,
    field: impl Fn(&str) -> Option<String>,
    empty_capture: bool,
) -> Result<(Position, Variant), Vec<String>> {
    let text = match position {
        Some(text) => text.to_string(),
        None => from_fields(words, &field)?,
    };
    let position: Position = text.parse().map_err(|error| vec![mistake(words, &error)])?;
    if position.is_over() {
        return Err(vec![t!(words, "study-game-over")]);
    }
    let stones = Variant::of_position(&position)
        .map_err(|error| vec![mistake(words, &error)])?
        .stones();
    let variant = Variant::new(stones, empty_capture).map_err(|error| vec![error.to_string()])?;
    Ok((position, variant))
}

/// The notation the fields spell, or a message for each field that is
/// missing or not a count.
fn from_fields(
    words: &Words,
    field: &impl Fn(&str) -> Option<String>,
) -> Result<String, Vec<String>> {
    let mut numbers = Vec::new();
    let mut mistakes = Vec::new();
    for (item, name) in (1..).zip(FIELDS) {
        let text = field(name).unwrap_or_default();
        let text = text.trim();
        if item == FIELDS.len() {
            match text {
                "1" | "2" => numbers.push(text.to_string()),
                _ => mistakes.push(t!(words, "study-say-turn")),
            }
            continue;
        }
        match text.parse::<u32>() {
            Ok(count) if count <= MOST_STONES => numbers.push(count.to_string()),
            Ok(_) => mistakes.push(t!(
                words,
                "study-too-many",
                place = place(words, item),
                most = MOST_STONES
            )),
            Err(_) if text.is_empty() => {
                mistakes.push(t!(words, "study-field-empty", place = place(words, item)))
            }
            Err(_) => mistakes.push(t!(
                words,
                "study-not-a-number",
                place = place(words, item),
                text = text,
                most = MOST_STONES
            )),
        }
    }
    if mistakes.is_empty() {
        Ok(numbers.join(","))
    } else {
        Err(mistakes)
    }
}

/// A notation mistake as a player reads it.
fn mistake(words: &Words, error: &NotationError) -> String {
    match error {
        NotationError::Count { found } => t!(words, "study-count", found = *found),
        NotationError::NotANumber { item, text } => t!(
            words,
            "study-not-a-number",
            place = place(words, *item),
            text = text,
            most = MOST_STONES
        ),
        NotationError::Negative { item } => {
            t!(words, "study-negative", place = place(words, *item))
        }
        NotationError::TooLarge { item } => t!(
            words,
            "study-too-many",
            place = place(words, *item),
            most = MOST_STONES
        ),
        NotationError::StoneTotal { found, .. } => {
            t!(words, "study-stone-total", found = *found)
        }
        NotationError::Player { text } => t!(words, "study-player", text = text),
        NotationError::SideEmptyWhileRunning(player) => {
            t!(words, "study-side-empty", player = player.number())
        }
        NotationError::StonesLeftAfterEnd => t!(words, "study-stones-left"),
        other => t!(words, "study-unreadable", error = other.to_string()),
    }
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::{FIELDS, read};
    use crate::i18n::{Lang, Words};

    const ENGLISH: Words = Words::Site(Lang::En);

    fn from_notation(text: &str) -> Result<String, Vec<String>> {
        read(&ENGLISH, Some(text), |_| None, false).map(|(position, _)| position.to_string())
    }

    #[test]
    fn the_start_reads_and_each_mistake_is_named() {
        assert!(from_notation("4,4,4,4,4,4,0,4,4,4,4,4,4,0,1").is_ok());
        let first = |text: &str| from_notation(text).unwrap_err().remove(0);
        assert!(first("4,4,4").contains("This one has 3"));
        assert!(first("4,4,x,4,4,4,0,4,4,4,4,4,4,0,1").contains("Player 1's pit 3 says “x”"));
        assert!(first("4,4,4,4,4,4,0,4,4,4,4,4,4,1,1").contains("holds 49 stones"));
        assert!(first("4,4,4,4,4,4,0,4,4,4,4,4,4,0,3").contains("not “3”"));
        assert!(first("0,0,0,0,0,0,24,4,4,4,4,4,4,0,1").contains("already over"));
        assert!(first("0,0,0,0,0,0,24,0,0,0,0,0,0,24").contains("with a move to make"));
    }

    #[test]
    fn the_form_names_every_field_in_error_and_reads_a_whole_one() {
        let start = [
            "4", "4", "4", "4", "4", "4", "0", "4", "4", "4", "4", "4", "4", "0", "2",
        ];
        let field = |name: &str| {
            let at = FIELDS.iter().position(|field| *field == name)?;
            Some(start[at].to_string())
        };
        let (position, variant) = read(&ENGLISH, None, field, true).unwrap();
        assert_eq!(position.to_string(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0,2");
        assert!(variant.empty_capture());

        let broken = |name: &str| match name {
            "a2" => Some("many".to_string()),
            "b_store" => Some("73".to_string()),
            "b6" => None,
            "turn" => Some(String::new()),
            _ => field(name),
        };
        let mistakes = read(&ENGLISH, None, broken, false).unwrap_err();
        assert_eq!(mistakes.len(), 4, "{mistakes:?}");
        assert!(mistakes[0].starts_with("Player 1's pit 2 says “many”"));
        assert!(mistakes[1].starts_with("Player 2's pit 6 is empty"));
        assert!(mistakes[2].starts_with("Player 2's store holds at most 72"));
        assert!(mistakes[3].contains("whose turn"));
    }
}
