//! A move and what it does: sowing, extra turns, captures, the end and the
//! sweep, exactly as `docs/rules.md` has them.

use crate::board::{Board, Location, Pit, Player};
use crate::family::OwareMove;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The set-up choices of a game: stones per pit and the empty-capture rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Variant {
    stones: u8,
    empty_capture: bool,
}

impl Default for Variant {
    /// Four stones per pit, empty-capture off: Kalah(6,4).
    fn default() -> Variant {
        Variant {
            stones: 4,
            empty_capture: false,
        }
    }
}

impl Variant {
    /// The stone counts a game may start with.
    pub const STONES: std::ops::RangeInclusive<u8> = 3..=6;

    /// A variant with `stones` per pit (3 to 6) and the empty-capture rule
    /// on or off.
    ///
    /// ```
    /// use engine::Variant;
    /// assert!(Variant::new(3, false).is_ok());
    /// assert!(Variant::new(7, false).is_err());
    /// ```
    pub fn new(stones: u8, empty_capture: bool) -> Result<Variant, VariantError> {
        if Variant::STONES.contains(&stones) {
            Ok(Variant {
                stones,
                empty_capture,
            })
        } else {
            Err(VariantError { stones })
        }
    }

    /// Stones in each pit at the start.
    pub fn stones(self) -> u8 {
        self.stones
    }

    /// Whether a last stone in an own empty pit is captured even when the
    /// facing pit is empty.
    pub fn empty_capture(self) -> bool {
        self.empty_capture
    }

    /// All stones in play: twelve pits' worth.
    pub fn total_stones(self) -> u32 {
        12 * u32::from(self.stones)
    }
}

/// A stone count outside 3 to 6.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    /// The count asked for.
    pub stones: u8,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} stones per pit is not offered: choose 3, 4, 5 or 6",
            self.stones
        )
    }
}

impl std::error::Error for VariantError {}

/// A board and whose turn it is; `to_move` is `None` once the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// Stone counts.
    pub board: Board,
    /// The player to move, or `None` when the game has ended.
    pub to_move: Option<Player>,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver,
    /// The chosen pit holds no stones.
    EmptyPit(Pit),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is over: no more moves"),
            IllegalMove::EmptyPit(pit) => write!(f, "pit {pit} is empty: choose a pit with stones"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Stones taken by a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    /// The mover's pit where the last stone landed.
    pub pit: Pit,
    /// The opponent's pit emptied into the mover's store.
    pub facing: Pit,
    /// Stones moved to the store: the last stone plus the facing pit's.
    pub stones: u8,
}

/// The final result of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// This player has more stones in their store.
    Win(Player),
    /// Equal stores.
    Draw,
}

/// How a game ended: the sweep of the remaining stones and the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    /// Stones swept into each player's store from their own side,
    /// Player 1 first.
    pub swept: [u8; 2],
    /// Final store counts, Player 1 first.
    pub stores: [u8; 2],
    /// Who won.
    pub outcome: Outcome,
}

/// Everything one move did, step by step, for animation and announcements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sowing {
    /// Who moved.
    pub player: Player,
    /// The pit that was emptied.
    pub pit: Pit,
    /// Each location that received a stone, in order.
    pub drops: Vec<Location>,
    /// The last stone ended in the mover's store and the game goes on: the
    /// mover moves again.
    pub extra_turn: bool,
    /// The capture the last stone made, if any.
    pub capture: Option<Capture>,
    /// The end of the game, if this move ended it.
    pub end: Option<GameEnd>,
    /// The position after the move.
    pub after: Position,
    /// An Oware move's captures pit by pit, grand slam and end; `None` in
    /// Kalah.
    #[serde(default)]
    pub oware: Option<OwareMove>,
}

impl Sowing {
    /// Stones captured by this move (0 without a capture).
    pub fn captured(&self) -> u8 {
        match &self.oware {
            Some(oware) => oware.captures.iter().map(|capture| capture.seeds).sum(),
            None => self.capture.map_or(0, |capture| capture.stones),
        }
    }
}

/// What the last stone of a sowing did, as the search needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Landing {
    /// The mover moves again.
    ExtraTurn,
    /// The opponent moves next.
    TurnPasses,
    /// A side is empty: the game ended and the sweep is done.
    GameOver,
}

/// Receives each drop of a sowing; the search uses `()` and records nothing.
pub(crate) trait DropLog {
    fn record(&mut self, index: usize);
    fn capture(&mut self, capture: Capture);
    fn sweep(&mut self, swept: [u8; 2]);
}

impl DropLog for () {
    fn record(&mut self, _: usize) {}
    fn capture(&mut self, _: Capture) {}
    fn sweep(&mut self, _: [u8; 2]) {}
}

#[derive(Default)]
struct Recorder {
    drops: Vec<Location>,
    capture: Option<Capture>,
    swept: Option<[u8; 2]>,
}

impl DropLog for Recorder {
    fn record(&mut self, index: usize) {
        self.drops.push(Location::from_index(index));
    }
    fn capture(&mut self, capture: Capture) {
        self.capture = Some(capture);
    }
    fn sweep(&mut self, swept: [u8; 2]) {
        self.swept = Some(swept);
    }
}

/// Sows `mover`'s pit at `start` (a board index holding stones) in place,
/// applying capture, end and sweep. The single implementation of the rules:
/// the search and [`Position::play`] both call it.
pub(crate) fn sow<L: DropLog>(
    slots: &mut [u8; 14],
    mover: Player,
    start: usize,
    empty_capture: bool,
    log: &mut L,
) -> Landing {
    let own_store = mover.store_index();
    let skipped = mover.other().store_index();
    let mut stones = slots[start];
    slots[start] = 0;
    let mut at = start;
    while stones > 0 {
        at = if at == 13 { 0 } else { at + 1 };
        if at == skipped {
            continue;
        }
        slots[at] += 1;
        stones -= 1;
        log.record(at);
    }

    let own_pits = mover.first_pit_index()..mover.first_pit_index() + 6;
    if own_pits.contains(&at) && slots[at] == 1 {
        let facing = 12 - at;
        if slots[facing] > 0 || empty_capture {
            let taken = slots[facing] + 1;
            slots[own_store] += taken;
            slots[at] = 0;
            slots[facing] = 0;
            let pit = Pit((at - mover.first_pit_index() + 1) as u8);
            log.capture(Capture {
                pit,
                facing: pit.facing(),
                stones: taken,
            });
        }
    }

    let side_empty = |first: usize| slots[first..first + 6].iter().all(|&n| n == 0);
    if side_empty(0) || side_empty(7) {
        let mut swept = [0u8; 2];
        for (player, swept) in Player::BOTH.into_iter().zip(swept.iter_mut()) {
            let first = player.first_pit_index();
            for stones in &mut slots[first..first + 6] {
                *swept += std::mem::take(stones);
            }
            slots[player.store_index()] += *swept;
        }
        log.sweep(swept);
        Landing::GameOver
    } else if at == own_store {
        Landing::ExtraTurn
    } else {
        Landing::TurnPasses
    }
}

impl Position {
    /// The opening position of `variant`, Player 1 to move.
    ///
    /// ```
    /// use engine::{Position, Variant};
    /// let start = Position::start(Variant::default());
    /// assert_eq!(start.to_string(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1");
    /// ```
    pub fn start(variant: Variant) -> Position {
        Position {
            board: Board::start(variant.stones()),
            to_move: Some(Player::One),
        }
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.to_move.is_none()
    }

    /// The pits the player to move may sow: those holding stones. None once
    /// the game is over.
    ///
    /// ```
    /// use engine::{Position, Variant};
    /// assert_eq!(Position::start(Variant::default()).legal_moves().len(), 6);
    /// ```
    pub fn legal_moves(&self) -> Vec<Pit> {
        match self.to_move {
            None => Vec::new(),
            Some(player) => Pit::ALL
                .into_iter()
                .filter(|&pit| self.board.pit(player, pit) > 0)
                .collect(),
        }
    }

    /// Sows `pit` of the player to move under `variant`'s rules and reports
    /// every step.
    ///
    /// ```
    /// use engine::{Pit, Position, Variant};
    /// let start = Position::start(Variant::default());
    /// let sowing = start.play(Pit::new(3).unwrap(), Variant::default()).unwrap();
    /// assert!(sowing.extra_turn);
    /// assert_eq!(sowing.after.to_string(), "4,4,0,5,5,5,1,4,4,4,4,4,4,0,1");
    /// ```
    pub fn play(&self, pit: Pit, variant: Variant) -> Result<Sowing, IllegalMove> {
        let player = self.to_move.ok_or(IllegalMove::GameOver)?;
        if self.board.pit(player, pit) == 0 {
            return Err(IllegalMove::EmptyPit(pit));
        }
        let mut slots = self.board.0;
        let mut log = Recorder::default();
        let start = Location::Pit(player, pit).index();
        let landing = sow(&mut slots, player, start, variant.empty_capture(), &mut log);
        let board = Board(slots);
        let to_move = match landing {
            Landing::ExtraTurn => Some(player),
            Landing::TurnPasses => Some(player.other()),
            Landing::GameOver => None,
        };
        let end = log.swept.map(|swept| GameEnd {
            swept,
            stores: [board.store(Player::One), board.store(Player::Two)],
            outcome: board_outcome(&board),
        });
        Ok(Sowing {
            player,
            pit,
            drops: log.drops,
            extra_turn: landing == Landing::ExtraTurn,
            capture: log.capture,
            end,
            after: Position { board, to_move },
            oware: None,
        })
    }

    /// The result by stores, meaningful once the game is over.
    pub fn outcome(&self) -> Outcome {
        board_outcome(&self.board)
    }
}

/// Who leads by the stores (in Oware, the captures).
pub(crate) fn board_outcome(board: &Board) -> Outcome {
    match board.store(Player::One).cmp(&board.store(Player::Two)) {
        std::cmp::Ordering::Greater => Outcome::Win(Player::One),
        std::cmp::Ordering::Less => Outcome::Win(Player::Two),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}
