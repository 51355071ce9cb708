//! The text notation of `docs/rules.md`: a move is a pit number 1–6; a position
//! is 15 integers (both sides' pits and stores, then the player to move),
//! or 14 once the game is over and every stone is in a store.

use crate::board::{Board, Pit, Player};
use crate::rules::{Position, Variant};
use std::fmt;
use std::str::FromStr;

/// Why a piece of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Not 15 numbers (14 for a finished game).
    Count {
        /// How many comma-separated items were found.
        found: usize,
    },
    /// An item is not a whole number.
    NotANumber {
        /// 1-based position of the item.
        item: usize,
        /// The text found there.
        text: String,
    },
    /// A count below zero.
    Negative {
        /// 1-based position of the item.
        item: usize,
    },
    /// A count larger than any board holds.
    TooLarge {
        /// 1-based position of the item.
        item: usize,
    },
    /// The stones do not add up to the variant's total.
    StoneTotal {
        /// Stones found.
        found: u32,
        /// What the variant needs, or `None` when no variant has this total.
        expected: Option<u32>,
    },
    /// The player to move is neither 1 nor 2.
    Player {
        /// The text found.
        text: String,
    },
    /// A side has no stones but the position says the game goes on.
    SideEmptyWhileRunning(Player),
    /// A finished position (14 numbers) still has stones in pits.
    StonesLeftAfterEnd,
    /// A move that is not a pit number 1–6.
    Move {
        /// The text found.
        text: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Count { found } => write!(
                f,
                "a position has 15 numbers (14 once the game is over), found {found}"
            ),
            NotationError::NotANumber { item, text } => {
                write!(f, "item {item} ({text:?}) is not a whole number")
            }
            NotationError::Negative { item } => {
                write!(f, "item {item} is negative: stone counts start at 0")
            }
            NotationError::TooLarge { item } => {
                write!(f, "item {item} is more stones than any board holds")
            }
            NotationError::StoneTotal {
                found,
                expected: Some(expected),
            } => write!(
                f,
                "the stones add up to {found}, but this variant has {expected}"
            ),
            NotationError::StoneTotal {
                found,
                expected: None,
            } => write!(
                f,
                "the stones add up to {found}: a game has 36, 48, 60 or 72 (3 to 6 per pit)"
            ),
            NotationError::Player { text } => {
                write!(f, "the player to move must be 1 or 2, found {text:?}")
            }
            NotationError::SideEmptyWhileRunning(player) => write!(
                f,
                "all of {player}'s pits are empty, so the game would already be over"
            ),
            NotationError::StonesLeftAfterEnd => write!(
                f,
                "a finished game (14 numbers) has every stone in a store, but pits still hold stones"
            ),
            NotationError::Move { text } => {
                write!(f, "{text:?} is not a move: a move is a pit number 1 to 6")
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Pit {
    type Err = NotationError;

    /// Reads a move: a pit number 1–6.
    ///
    /// ```
    /// use engine::Pit;
    /// assert_eq!("3".parse::<Pit>().unwrap().number(), 3);
    /// assert!("7".parse::<Pit>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Pit, NotationError> {
        text.trim()
            .parse::<u8>()
            .ok()
            .and_then(Pit::new)
            .ok_or_else(|| NotationError::Move {
                text: text.to_string(),
            })
    }
}

impl fmt::Display for Position {
    /// Writes the 15-number notation, or 14 numbers once the game is over.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts = self.board.counts();
        let mut items: Vec<String> = counts.iter().map(u8::to_string).collect();
        if let Some(player) = self.to_move {
            items.push(player.number().to_string());
        }
        f.write_str(&items.join(","))
    }
}

impl FromStr for Position {
    type Err = NotationError;

    /// Reads a position of any variant: its stones must add up to 12 × 3,
    /// 4, 5 or 6.
    ///
    /// ```
    /// use engine::Position;
    /// let text = "1,0,3,2,0,0,10,3,2,1,4,6,0,16,1";
    /// assert_eq!(text.parse::<Position>().unwrap().to_string(), text);
    /// assert!("1,2,3".parse::<Position>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Position, NotationError> {
        let position = read_position(text)?;
        Variant::of_position(&position)?;
        Ok(position)
    }
}

impl Position {
    /// Reads a position that must belong to `variant` (its stone total).
    ///
    /// ```
    /// use engine::{Position, Variant};
    /// let three = Variant::new(3, false).unwrap();
    /// assert!(Position::parse("4,4,4,4,4,4,0,4,4,4,4,4,4,0,1", three).is_err());
    /// ```
    pub fn parse(text: &str, variant: Variant) -> Result<Position, NotationError> {
        let position = read_position(text)?;
        let found = position.board.total();
        if found != variant.total_stones() {
            return Err(NotationError::StoneTotal {
                found,
                expected: Some(variant.total_stones()),
            });
        }
        Ok(position)
    }
}

impl Variant {
    /// The variant with standard capture whose stone total this position
    /// has.
    pub fn of_position(position: &Position) -> Result<Variant, NotationError> {
        let found = position.board.total();
        let stones = u8::try_from(found / 12).unwrap_or(0);
        match Variant::new(stones, false) {
            Ok(variant) if found.is_multiple_of(12) => Ok(variant),
            _ => Err(NotationError::StoneTotal {
                found,
                expected: None,
            }),
        }
    }
}

/// Reads the numbers and checks everything but the stone total.
fn read_position(text: &str) -> Result<Position, NotationError> {
    let (board, to_move) = read_numbers(text)?;
    if to_move.is_some()
        && let Some(&empty) = Player::BOTH.iter().find(|&&side| board.side_is_empty(side))
    {
        return Err(NotationError::SideEmptyWhileRunning(empty));
    }
    Ok(Position { board, to_move })
}

/// Reads 15 numbers (14 once every stone is in a store) into a board and
/// the player to move: the part of the notation Kalah and Oware share.
pub(crate) fn read_numbers(text: &str) -> Result<(Board, Option<Player>), NotationError> {
    let items: Vec<&str> = text.trim().split(',').map(str::trim).collect();
    if items.len() != 14 && items.len() != 15 {
        return Err(NotationError::Count { found: items.len() });
    }
    let mut counts = [0u8; 14];
    for (index, (count, text)) in counts.iter_mut().zip(&items).enumerate() {
        let item = index + 1;
        let value: i64 = text.parse().map_err(|_| NotationError::NotANumber {
            item,
            text: text.to_string(),
        })?;
        if value < 0 {
            return Err(NotationError::Negative { item });
        }
        *count = u8::try_from(value)
            .ok()
            .filter(|&n| n <= 72)
            .ok_or(NotationError::TooLarge { item })?;
    }
    let board = Board::from_counts(counts);
    match items.get(14) {
        None => {
            let all_stored = Player::BOTH
                .iter()
                .all(|&player| board.side_is_empty(player));
            if !all_stored {
                return Err(NotationError::StonesLeftAfterEnd);
            }
            Ok((board, None))
        }
        Some(text) => {
            let player = text
                .parse::<u8>()
                .ok()
                .and_then(Player::from_number)
                .ok_or_else(|| NotationError::Player {
                    text: text.to_string(),
                })?;
            Ok((board, Some(player)))
        }
    }
}
