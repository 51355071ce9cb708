//! Oware's notation: the same 15 numbers as Kalah's (the store slots hold
//! the captures) with an empty side allowed, moves as pit numbers or as the
//! letters of Oware's records, and PlayStrategy's position text.

use super::{Position, TOTAL_SEEDS};
use crate::board::{Board, Pit, Player};
use crate::notation::{NotationError, read_numbers};
use std::fmt;
use std::str::FromStr;

/// Why a piece of Oware notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwareNotationError {
    /// The numbers themselves are wrong (count, a non-number, a bad player).
    Numbers(NotationError),
    /// The seeds do not add up to 48.
    SeedTotal {
        /// Seeds found.
        found: u32,
    },
    /// Not a pit number 1–6 nor a letter A–F or a–f.
    Move {
        /// The text found.
        text: String,
    },
    /// A letter of the other player's row.
    OtherRow {
        /// The letter found.
        letter: char,
        /// The player to move.
        to_move: Player,
    },
    /// PlayStrategy's position text could not be read.
    PlayStrategy {
        /// What is wrong with it.
        why: String,
    },
}

impl fmt::Display for OwareNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OwareNotationError::Numbers(error) => error.fmt(f),
            OwareNotationError::SeedTotal { found } => write!(
                f,
                "the seeds add up to {found}, but an Oware game has {TOTAL_SEEDS}"
            ),
            OwareNotationError::Move { text } => write!(
                f,
                "{text:?} is not a move: a move is a pit number 1 to 6, or a letter A–F (Player 1) or a–f (Player 2)"
            ),
            OwareNotationError::OtherRow { letter, to_move } => write!(
                f,
                "{letter:?} names a pit of the other row: it is {to_move}'s turn"
            ),
            OwareNotationError::PlayStrategy { why } => {
                write!(f, "not a PlayStrategy position: {why}")
            }
        }
    }
}

impl std::error::Error for OwareNotationError {}

impl From<NotationError> for OwareNotationError {
    fn from(error: NotationError) -> OwareNotationError {
        OwareNotationError::Numbers(error)
    }
}

impl fmt::Display for Position {
    /// The 15 numbers, or 14 once the game is over.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::rules::Position {
            board: self.board,
            to_move: self.to_move,
        }
        .fmt(f)
    }
}

impl FromStr for Position {
    type Err = OwareNotationError;

    /// Reads the 15 numbers; either row may be empty.
    ///
    /// ```
    /// use engine::oware::Position;
    /// let text = "0,0,3,0,0,0,20,1,0,0,0,0,0,24,2";
    /// assert_eq!(text.parse::<Position>().unwrap().to_string(), text);
    /// assert!("4,4,4,4,4,4,0,4,4,4,4,4,4,0,3".parse::<Position>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Position, OwareNotationError> {
        let (board, to_move) = read_numbers(text)?;
        check_total(&board)?;
        Ok(Position { board, to_move })
    }
}

fn check_total(board: &Board) -> Result<(), OwareNotationError> {
    match board.total() {
        TOTAL_SEEDS => Ok(()),
        found => Err(OwareNotationError::SeedTotal { found }),
    }
}

/// Reads a move of `to_move`: a pit number 1–6, or the letter Oware's
/// records give it (A–F for Player 1's pits 1–6, a–f for Player 2's).
///
/// ```
/// use engine::oware::read_move;
/// use engine::{Pit, Player};
/// assert_eq!(read_move("C", Player::One), Ok(Pit::new(3).unwrap()));
/// assert_eq!(read_move("f", Player::Two), Ok(Pit::new(6).unwrap()));
/// assert!(read_move("a", Player::One).is_err());
/// ```
pub fn read_move(text: &str, to_move: Player) -> Result<Pit, OwareNotationError> {
    let text = text.trim();
    let wrong = || OwareNotationError::Move {
        text: text.to_string(),
    };
    let mut chars = text.chars();
    let (Some(first), None) = (chars.next(), chars.next()) else {
        return Err(wrong());
    };
    if let Some(number) = first.to_digit(10) {
        return Pit::new(number as u8).ok_or_else(wrong);
    }
    let (row, base) = match first {
        'A'..='F' => (Player::One, 'A'),
        'a'..='f' => (Player::Two, 'a'),
        _ => return Err(wrong()),
    };
    if row != to_move {
        return Err(OwareNotationError::OtherRow {
            letter: first,
            to_move,
        });
    }
    Ok(Pit::ALL[(u32::from(first) - u32::from(base)) as usize])
}

/// The letter Oware's records write for `player`'s `pit`.
pub fn move_letter(player: Player, pit: Pit) -> char {
    let base = match player {
        Player::One => b'A',
        Player::Two => b'a',
    };
    char::from(base + pit.number() - 1)
}

impl Position {
    /// PlayStrategy's position text: Player 2's row from their pit 6 to 1,
    /// `/`, Player 1's row from pit 1 to 6, each pit as `<seeds>S` and a
    /// run of empty pits as its length; then the captures of Player 1 and
    /// Player 2 and the player to move (`S`outh is Player 1).
    ///
    /// ```
    /// use engine::oware::Position;
    /// assert_eq!(Position::start().to_playstrategy(), "4S,4S,4S,4S,4S,4S/4S,4S,4S,4S,4S,4S 0 0 S");
    /// let text = "2S,4,1S/1S,1S,3,1S 21 21 N";
    /// let position = Position::from_playstrategy(text).unwrap();
    /// assert_eq!(position.to_string(), "1,1,0,0,0,1,21,1,0,0,0,0,2,21,2");
    /// assert_eq!(position.to_playstrategy(), text);
    /// ```
    pub fn to_playstrategy(&self) -> String {
        let row = |player: Player, reversed: bool| {
            let mut side = self.board.side(player);
            if reversed {
                side.reverse();
            }
            let mut items: Vec<String> = Vec::new();
            let mut empty = 0;
            for seeds in side {
                if seeds == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    items.push(std::mem::take(&mut empty).to_string());
                }
                items.push(format!("{seeds}S"));
            }
            if empty > 0 {
                items.push(empty.to_string());
            }
            items.join(",")
        };
        let player = match self.to_move {
            Some(Player::Two) => 'N',
            _ => 'S',
        };
        format!(
            "{}/{} {} {} {player}",
            row(Player::Two, true),
            row(Player::One, false),
            self.board.store(Player::One),
            self.board.store(Player::Two),
        )
    }

    /// Reads either notation: PlayStrategy's text (it has a `/`) or the
    /// 15 numbers.
    ///
    /// ```
    /// use engine::oware::Position;
    /// let numbers = Position::read("4,4,4,4,4,4,0,4,4,4,4,4,4,0,1").unwrap();
    /// assert_eq!(Position::read(&numbers.to_playstrategy()), Ok(numbers));
    /// ```
    pub fn read(text: &str) -> Result<Position, OwareNotationError> {
        if text.contains('/') {
            Position::from_playstrategy(text)
        } else {
            text.parse()
        }
    }

    /// Reads PlayStrategy's position text (see
    /// [`Position::to_playstrategy`]); a move number after the player is
    /// accepted and ignored.
    pub fn from_playstrategy(text: &str) -> Result<Position, OwareNotationError> {
        let wrong = |why: &str| OwareNotationError::PlayStrategy {
            why: why.to_string(),
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [rows, first, second, player, rest @ ..] = fields.as_slice() else {
            return Err(wrong("it has rows, two captures and the player to move"));
        };
        if rest.len() > 1 || rest.iter().any(|number| number.parse::<u32>().is_err()) {
            return Err(wrong("only a move number may follow the player to move"));
        }
        let Some((north, south)) = rows.split_once('/') else {
            return Err(wrong("the two rows are separated by '/'"));
        };
        let read_row = |row: &str| -> Result<[u8; 6], OwareNotationError> {
            let mut pits = Vec::new();
            for item in row.split(',') {
                if let Some(seeds) = item.strip_suffix('S') {
                    pits.push(
                        seeds
                            .parse::<u8>()
                            .map_err(|_| wrong("a pit is <seeds>S"))?,
                    );
                } else {
                    let empty: usize = item
                        .parse()
                        .ok()
                        .filter(|n| (1..=6).contains(n))
                        .ok_or_else(|| wrong("a run of empty pits is a number 1 to 6"))?;
                    pits.extend(std::iter::repeat_n(0, empty));
                }
            }
            <[u8; 6]>::try_from(pits).map_err(|_| wrong("each row has six pits"))
        };
        let mut counts = [0u8; 14];
        let mut north = read_row(north)?;
        north.reverse();
        counts[..6].copy_from_slice(&read_row(south)?);
        counts[7..13].copy_from_slice(&north);
        let capture = |text: &str| {
            text.parse::<u8>()
                .map_err(|_| wrong("captures are numbers"))
        };
        counts[6] = capture(first)?;
        counts[13] = capture(second)?;
        let to_move = match *player {
            "S" => Player::One,
            "N" => Player::Two,
            _ => return Err(wrong("the player to move is S or N")),
        };
        let board = Board::from_counts(counts);
        check_total(&board)?;
        Ok(Position {
            board,
            to_move: Some(to_move),
        })
    }
}
