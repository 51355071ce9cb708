//! The board: two players, six pits each, two stores.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two players. Player 1 moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// The player who moves first.
    One,
    /// The player who moves second.
    Two,
}

impl Player {
    /// Both players, Player 1 first.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The opponent.
    ///
    /// ```
    /// use engine::Player;
    /// assert_eq!(Player::One.other(), Player::Two);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// The number used in the notation: 1 or 2.
    pub fn number(self) -> u8 {
        match self {
            Player::One => 1,
            Player::Two => 2,
        }
    }

    /// The player with notation number 1 or 2.
    pub fn from_number(number: u8) -> Option<Player> {
        match number {
            1 => Some(Player::One),
            2 => Some(Player::Two),
            _ => None,
        }
    }

    /// Index of this player's store in the 14-slot board.
    pub(crate) fn store_index(self) -> usize {
        match self {
            Player::One => 6,
            Player::Two => 13,
        }
    }

    /// Index of this player's pit 1 in the 14-slot board.
    pub(crate) fn first_pit_index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 7,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Player {}", self.number())
    }
}

/// A pit number, 1 to 6, counted by its owner in the direction stones
/// travel: pit 1 is farthest from the owner's store, pit 6 is next to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Pit(pub(crate) u8);

impl Pit {
    /// The pits in sowing order, 1 to 6.
    pub const ALL: [Pit; 6] = [Pit(1), Pit(2), Pit(3), Pit(4), Pit(5), Pit(6)];

    /// Pit `number`, if it is between 1 and 6.
    ///
    /// ```
    /// use engine::Pit;
    /// assert!(Pit::new(6).is_some());
    /// assert!(Pit::new(7).is_none());
    /// ```
    pub fn new(number: u8) -> Option<Pit> {
        (1..=6).contains(&number).then_some(Pit(number))
    }

    /// The pit number, 1 to 6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The opponent's pit across the board: pit `n` faces pit `7 - n`.
    ///
    /// ```
    /// use engine::Pit;
    /// assert_eq!(Pit::new(1).unwrap().facing(), Pit::new(6).unwrap());
    /// ```
    pub fn facing(self) -> Pit {
        Pit(7 - self.0)
    }
}

impl TryFrom<u8> for Pit {
    type Error = String;
    fn try_from(number: u8) -> Result<Pit, String> {
        Pit::new(number).ok_or_else(|| format!("pit {number} does not exist: pits are 1 to 6"))
    }
}

impl From<Pit> for u8 {
    fn from(pit: Pit) -> u8 {
        pit.0
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A place where stones lie: one player's pit or one player's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Location {
    /// A pit, by owner and number.
    Pit(Player, Pit),
    /// A player's store.
    Store(Player),
}

impl Location {
    /// Index in the 14-slot board of `docs/rules.md` order.
    pub fn index(self) -> usize {
        match self {
            Location::Pit(player, pit) => player.first_pit_index() + usize::from(pit.0) - 1,
            Location::Store(player) => player.store_index(),
        }
    }

    /// The location at `index` (0 to 13) of the `docs/rules.md` order.
    ///
    /// ```
    /// use engine::{Location, Player, Pit};
    /// assert_eq!(Location::from_index(6), Location::Store(Player::One));
    /// assert_eq!(Location::from_index(7), Location::Pit(Player::Two, Pit::new(1).unwrap()));
    /// ```
    ///
    /// # Panics
    /// On an index above 13, which no board has.
    pub fn from_index(index: usize) -> Location {
        match index {
            0..=5 => Location::Pit(Player::One, Pit(index as u8 + 1)),
            6 => Location::Store(Player::One),
            7..=12 => Location::Pit(Player::Two, Pit(index as u8 - 6)),
            13 => Location::Store(Player::Two),
            _ => panic!("board index {index} is outside 0..14"),
        }
    }
}

/// Stone counts of the 14 locations in `docs/rules.md` order: Player 1's pits 1–6,
/// Player 1's store, Player 2's pits 1–6, Player 2's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board(pub(crate) [u8; 14]);

impl Board {
    /// The opening set-up: `stones` in each of the twelve pits, stores empty.
    ///
    /// ```
    /// use engine::{Board, Player};
    /// let board = Board::start(4);
    /// assert_eq!(board.total(), 48);
    /// assert_eq!(board.store(Player::One), 0);
    /// ```
    pub fn start(stones: u8) -> Board {
        let mut slots = [stones; 14];
        slots[Player::One.store_index()] = 0;
        slots[Player::Two.store_index()] = 0;
        Board(slots)
    }

    /// A board from its 14 counts in `docs/rules.md` order.
    pub fn from_counts(counts: [u8; 14]) -> Board {
        Board(counts)
    }

    /// The 14 counts in `docs/rules.md` order.
    pub fn counts(&self) -> [u8; 14] {
        self.0
    }

    /// The number of stones at a location.
    pub fn at(&self, location: Location) -> u8 {
        self.0[location.index()]
    }

    /// The number of stones in `player`'s pit.
    pub fn pit(&self, player: Player, pit: Pit) -> u8 {
        self.at(Location::Pit(player, pit))
    }

    /// The number of stones in `player`'s store.
    pub fn store(&self, player: Player) -> u8 {
        self.0[player.store_index()]
    }

    /// `player`'s six pits, pit 1 first.
    pub fn side(&self, player: Player) -> [u8; 6] {
        let first = player.first_pit_index();
        let mut side = [0; 6];
        side.copy_from_slice(&self.0[first..first + 6]);
        side
    }

    /// Stones in `player`'s six pits together.
    pub fn stones_on_side(&self, player: Player) -> u32 {
        self.side(player).iter().map(|&n| u32::from(n)).sum()
    }

    /// True when all six of `player`'s pits are empty.
    pub fn side_is_empty(&self, player: Player) -> bool {
        self.side(player).iter().all(|&n| n == 0)
    }

    /// All stones on the board, pits and stores.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// `player`'s store minus the opponent's.
    pub fn store_difference(&self, player: Player) -> i32 {
        i32::from(self.store(player)) - i32::from(self.store(player.other()))
    }
}
