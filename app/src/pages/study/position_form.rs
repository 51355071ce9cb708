//! Reading the position the analysis board is asked about: a `position`
//! in the notation of RULES.md, or the set-up form's fourteen counts and
//! whose turn it is, each mistake in a player's words.

use crate::game::player_name;
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
pub fn place(item: usize) -> String {
    match item {
        1..=6 => format!("Player 1's pit {item}"),
        7 => "Player 1's store".to_string(),
        8..=13 => format!("Player 2's pit {}", item - 7),
        14 => "Player 2's store".to_string(),
        _ => "Whose turn it is".to_string(),
    }
}

/// The position and its rules, or every mistake found. `position` (the
/// notation) wins over the form's fields, which `field` reads by name.
pub fn read(
    position: Option<&str>,
    field: impl Fn(&str) -> Option<String>,
    empty_capture: bool,
) -> Result<(Position, Variant), Vec<String>> {
    let text = match position {
        Some(text) => text.to_string(),
        None => from_fields(&field)?,
    };
    let position: Position = text.parse().map_err(|error| vec![mistake(&error)])?;
    if position.is_over() {
        return Err(vec![
            "That game is over: the analysis board studies positions with a move to make."
                .to_string(),
        ]);
    }
    let stones = Variant::of_position(&position)
        .map_err(|error| vec![mistake(&error)])?
        .stones();
    let variant = Variant::new(stones, empty_capture).map_err(|error| vec![error.to_string()])?;
    Ok((position, variant))
}

/// The notation the fields spell, or a message for each field that is
/// missing or not a count.
fn from_fields(field: &impl Fn(&str) -> Option<String>) -> Result<String, Vec<String>> {
    let mut numbers = Vec::new();
    let mut mistakes = Vec::new();
    for (item, name) in (1..).zip(FIELDS) {
        let text = field(name).unwrap_or_default();
        let text = text.trim();
        if item == FIELDS.len() {
            match text {
                "1" | "2" => numbers.push(text.to_string()),
                _ => mistakes.push("Say whose turn it is: Player 1 or Player 2.".to_string()),
            }
            continue;
        }
        match text.parse::<u32>() {
            Ok(count) if count <= MOST_STONES => numbers.push(count.to_string()),
            Ok(_) => mistakes.push(format!(
                "{} holds at most {MOST_STONES} stones, all of a 6-stone game's.",
                place(item)
            )),
            Err(_) if text.is_empty() => mistakes.push(format!(
                "{} is empty: give a number of stones.",
                place(item)
            )),
            Err(_) => mistakes.push(format!(
                "{} says “{text}”: give a whole number of stones, 0 to {MOST_STONES}.",
                place(item)
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
fn mistake(error: &NotationError) -> String {
    match error {
        NotationError::Count { found } => format!(
            "A position is 15 numbers: Player 1's pits 1 to 6 and store, Player 2's pits 1 to 6 \
             and store, then whose turn it is (1 or 2). This one has {found}."
        ),
        NotationError::NotANumber { item, text } => format!(
            "{} says “{text}”: give a whole number of stones, 0 to {MOST_STONES}.",
            place(*item)
        ),
        NotationError::Negative { item } => {
            format!("{} cannot hold fewer than 0 stones.", place(*item))
        }
        NotationError::TooLarge { item } => format!(
            "{} holds at most {MOST_STONES} stones, all of a 6-stone game's.",
            place(*item)
        ),
        NotationError::StoneTotal { found, .. } => format!(
            "The board holds {found} stones in all, but a game has 36, 48, 60 or 72 (3 to 6 in \
             each pit at the start)."
        ),
        NotationError::Player { text } => {
            format!("Whose turn it is must be 1 or 2, not “{text}”.")
        }
        NotationError::SideEmptyWhileRunning(player) => format!(
            "All of {}'s pits are empty, so that game is already over: the analysis board \
             studies positions with a move to make.",
            player_name(*player)
        ),
        NotationError::StonesLeftAfterEnd => {
            "A finished game (14 numbers) has every stone in a store; add whose turn it is to \
             study a game still running."
                .to_string()
        }
        other => format!("That position cannot be read: {other}."),
    }
}

#[cfg(test)]
mod tests {
    use super::{FIELDS, read};

    fn from_notation(text: &str) -> Result<String, Vec<String>> {
        read(Some(text), |_| None, false).map(|(position, _)| position.to_string())
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
        let (position, variant) = read(None, field, true).unwrap();
        assert_eq!(position.to_string(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0,2");
        assert!(variant.empty_capture());

        let broken = |name: &str| match name {
            "a2" => Some("many".to_string()),
            "b_store" => Some("73".to_string()),
            "b6" => None,
            "turn" => Some(String::new()),
            _ => field(name),
        };
        let mistakes = read(None, broken, false).unwrap_err();
        assert_eq!(mistakes.len(), 4, "{mistakes:?}");
        assert!(mistakes[0].starts_with("Player 1's pit 2 says “many”"));
        assert!(mistakes[1].starts_with("Player 2's pit 6 is empty"));
        assert!(mistakes[2].starts_with("Player 2's store holds at most 72"));
        assert!(mistakes[3].contains("whose turn"));
    }
}
