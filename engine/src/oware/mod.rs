//! Oware (abapa), the family's second rule set: twelve pits of four seeds,
//! no stores in play, captures of 2s and 3s on the opponent's row, the
//! duty to feed, and an end by repetition. `docs/engine.md` has the rules
//! in full.
//!
//! A position uses Kalah's [`Board`]: the two store slots hold each
//! player's captured seeds, so the notation is the same 15 numbers.
//!
//! ```
//! use engine::oware::{Position, Rules};
//! use engine::Pit;
//! let start = Position::start();
//! let sowing = start.play(Pit::new(6).unwrap(), Rules::default()).unwrap();
//! assert_eq!(sowing.after.to_string(), "4,4,4,4,4,0,0,5,5,5,5,4,4,0,2");
//! ```

use crate::board::{Board, Location, Pit, Player};
use crate::counting::Pits;
use serde::{Deserialize, Serialize};
use std::fmt;

mod database;
mod endgame;
mod game;
mod notation;
mod options;
mod players;
mod puzzles;
mod search;
mod sow;
mod tournament;
mod worth;

pub use database::{Bounds, Database, LayerReport, MAX_SEEDS};
pub use game::{End, Game};
pub use notation::{OwareNotationError, move_letter, read_move};
pub use options::{Cycles, GrandSlam, Rules, UnknownOption};
pub use players::{choose_move, expert_move, move_bounds};
pub use puzzles::{find_puzzles, puzzle_at};
pub use tournament::{OwareMatch, play_match};
pub use worth::{Worth, best_move, move_worths, position_worth};

/// Seeds in each pit at the start.
pub const SEEDS_PER_PIT: u8 = 4;
/// All seeds of a game.
pub const TOTAL_SEEDS: u32 = 48;
/// Captures that win outright: more than half.
pub const WINNING_CAPTURES: u8 = 25;

/// A board and whose turn it is; `to_move` is `None` once the game is over.
/// The store slots of the board hold the captured seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// Seed counts, captures in the store slots.
    pub board: Board,
    /// The player to move, or `None` when the game has ended.
    pub to_move: Option<Player>,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver,
    /// The chosen pit holds no seeds.
    EmptyPit(Pit),
    /// The opponent has no seeds and this move gives them none.
    DoesNotFeed(Pit),
    /// A grand slam where the rules forbid it and another move exists.
    GrandSlam(Pit),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is over: no more moves"),
            IllegalMove::EmptyPit(pit) => write!(f, "pit {pit} is empty: choose a pit with seeds"),
            IllegalMove::DoesNotFeed(pit) => write!(
                f,
                "pit {pit} gives no seeds to the opponent, who has none: choose a move that does"
            ),
            IllegalMove::GrandSlam(pit) => write!(
                f,
                "pit {pit} would capture every seed the opponent has, which these rules forbid while another move exists"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Seeds taken from one of the opponent's pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    /// The opponent's pit.
    pub pit: Pit,
    /// Seeds taken from it: 2 or 3.
    pub seeds: u8,
}

/// Everything one move did, for records, animation and announcements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sowing {
    /// Who moved.
    pub player: Player,
    /// The pit that was emptied.
    pub pit: Pit,
    /// Each pit that received a seed, in order.
    pub drops: Vec<Location>,
    /// The pits captured, in the order they were taken (the last pit sown
    /// first).
    pub captures: Vec<Capture>,
    /// The move would have captured all the opponent's seeds, so it
    /// captured none.
    pub grand_slam: bool,
    /// The end of the game, if this move ended it (a repetition is found by
    /// [`Game`], which knows the history).
    pub end: Option<End>,
    /// The position after the move, the seeds left added to the captures
    /// once the game is over.
    pub after: Position,
}

impl Sowing {
    /// Seeds captured by this move.
    pub fn captured(&self) -> u8 {
        self.captures.iter().map(|capture| capture.seeds).sum()
    }
}

struct Recorder {
    mover: Player,
    drops: Vec<Location>,
    captures: Vec<Capture>,
}

impl sow::SowLog for Recorder {
    fn drop(&mut self, index: usize) {
        self.drops.push(location(self.mover, index));
    }
    fn capture(&mut self, index: usize, seeds: u8) {
        if let Location::Pit(_, pit) = location(self.mover, index) {
            self.captures.push(Capture { pit, seeds });
        }
    }
}

/// The pit at `index` of pits turned towards `mover`.
fn location(mover: Player, index: usize) -> Location {
    let (owner, number) = if index < 6 {
        (mover, index)
    } else {
        (mover.other(), index - 6)
    };
    Location::Pit(owner, Pit::ALL[number])
}

impl Position {
    /// The opening position: four seeds in each pit, Player 1 to move.
    pub fn start() -> Position {
        Position {
            board: Board::start(SEEDS_PER_PIT),
            to_move: Some(Player::One),
        }
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.to_move.is_none()
    }

    /// The twelve pits turned towards `player`: theirs first.
    pub(crate) fn pits_of(&self, player: Player) -> Pits {
        let mut pits = [0u8; 12];
        pits[..6].copy_from_slice(&self.board.side(player));
        pits[6..].copy_from_slice(&self.board.side(player.other()));
        pits
    }

    /// The pits the player to move may sow under `rules`; none once the game
    /// is over.
    ///
    /// ```
    /// use engine::oware::{Position, Rules};
    /// assert_eq!(Position::start().legal_moves(Rules::default()).len(), 6);
    /// ```
    pub fn legal_moves(&self, rules: Rules) -> Vec<Pit> {
        let Some(player) = self.to_move else {
            return Vec::new();
        };
        let legal = sow::legal(&self.pits_of(player), rules.grand_slam);
        sow::starts(legal).map(|start| Pit::ALL[start]).collect()
    }

    /// Sows `pit` of the player to move and reports every step. The game
    /// ends here when the mover has captured more than half the seeds or
    /// the next player cannot move (they cannot feed an opponent with
    /// none); each side then takes the seeds on its own row.
    ///
    /// ```
    /// use engine::oware::{Position, Rules, IllegalMove};
    /// use engine::Pit;
    /// let starved: Position = "1,0,0,0,0,0,23,0,0,0,0,0,0,24,1".parse().unwrap();
    /// let pit = Pit::new(1).unwrap();
    /// assert_eq!(starved.play(pit, Rules::default()), Err(IllegalMove::DoesNotFeed(pit)));
    /// ```
    pub fn play(&self, pit: Pit, rules: Rules) -> Result<Sowing, IllegalMove> {
        let player = self.to_move.ok_or(IllegalMove::GameOver)?;
        let mut pits = self.pits_of(player);
        let start = usize::from(pit.number()) - 1;
        if pits[start] == 0 {
            return Err(IllegalMove::EmptyPit(pit));
        }
        if sow::legal(&pits, rules.grand_slam) & (1 << start) == 0 {
            let starved = pits[6..].iter().all(|&seeds| seeds == 0);
            return Err(if starved {
                IllegalMove::DoesNotFeed(pit)
            } else {
                IllegalMove::GrandSlam(pit)
            });
        }
        let mut log = Recorder {
            mover: player,
            drops: Vec::new(),
            captures: Vec::new(),
        };
        let sown = sow::sow(&mut pits, start, &mut log);
        let mut counts = self.board.counts();
        let (own, other) = (player.first_pit_index(), player.other().first_pit_index());
        counts[own..own + 6].copy_from_slice(&pits[..6]);
        counts[other..other + 6].copy_from_slice(&pits[6..]);
        counts[player.store_index()] += sown.captured;
        let next = player.other();
        let end = if counts[player.store_index()] >= WINNING_CAPTURES {
            Some(End::MoreThanHalf(player))
        } else if sow::legal(&crate::counting::turn(&pits), rules.grand_slam) == 0 {
            Some(End::NoMove(next))
        } else {
            None
        };
        let mut after = Position {
            board: Board::from_counts(counts),
            to_move: Some(next),
        };
        if end.is_some() {
            after = after.each_takes_own_row();
        }
        Ok(Sowing {
            player,
            pit,
            drops: log.drops,
            captures: log.captures,
            grand_slam: sown.grand_slam,
            end,
            after,
        })
    }

    /// The game over, each player adding the seeds on their row to their
    /// captures.
    pub(crate) fn each_takes_own_row(&self) -> Position {
        let mut counts = self.board.counts();
        for player in Player::BOTH {
            let first = player.first_pit_index();
            let row: u8 = counts[first..first + 6].iter().sum();
            counts[first..first + 6].fill(0);
            counts[player.store_index()] += row;
        }
        Position {
            board: Board::from_counts(counts),
            to_move: None,
        }
    }

    /// The game over, the seeds left shared evenly (an odd seed left to
    /// nobody, which no result depends on).
    pub(crate) fn seeds_split(&self) -> Position {
        let mut counts = self.board.counts();
        let left: u8 = Player::BOTH
            .iter()
            .map(|player| {
                let first = player.first_pit_index();
                counts[first..first + 6].iter().sum::<u8>()
            })
            .sum();
        for player in Player::BOTH {
            let first = player.first_pit_index();
            counts[first..first + 6].fill(0);
            counts[player.store_index()] += left / 2;
        }
        Position {
            board: Board::from_counts(counts),
            to_move: None,
        }
    }
}
