//! What is chosen before a game starts, and what an attempt reaches.

use engine::{Level, Pit, Player, Ruleset};
use serde::{Deserialize, Serialize};

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// One person against the computer; `seat` is the person's side.
    Computer {
        /// How strongly the computer plays.
        level: Level,
        /// The side the person plays: Player 1 moves first.
        seat: Player,
    },
    /// Two people taking turns on one device.
    SameDevice,
    /// Two people in a room, each on their own device. As stored, `seat` is
    /// the host's side; as a page shows it, the viewer's side (`None` for a
    /// spectator).
    Friend {
        /// The side of the person the game is described to.
        seat: Option<Player>,
    },
}

impl Opponent {
    /// The side of the person the game is described to: none for two on
    /// one device, or for a spectator of a room's game.
    ///
    /// ```
    /// use play::Opponent;
    /// use engine::{Level, Player};
    /// let computer = Opponent::Computer { level: Level::Easy, seat: Player::Two };
    /// assert_eq!(computer.seat(), Some(Player::Two));
    /// assert_eq!(Opponent::Friend { seat: None }.seat(), None);
    /// assert_eq!(Opponent::SameDevice.seat(), None);
    /// ```
    pub fn seat(&self) -> Option<Player> {
        match *self {
            Opponent::Friend { seat } => seat,
            Opponent::Computer { seat, .. } => Some(seat),
            Opponent::SameDevice => None,
        }
    }
}

/// Everything chosen before a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Who plays.
    pub opponent: Opponent,
    /// The game and its options: Kalah's stones and capture rule, or
    /// Oware's.
    pub rules: Ruleset,
}

impl Setup {
    /// Whether `player`'s moves are made on the page of the person this
    /// set-up is for: not the computer's, and in a room only their own
    /// seat.
    pub fn plays_here(&self, player: Player) -> bool {
        match self.opponent {
            Opponent::Friend { seat } => seat == Some(player),
            _ => !self.is_computer(player),
        }
    }

    /// Whether `player`'s moves are made by the computer.
    ///
    /// ```
    /// use play::{Opponent, Setup};
    /// use engine::{Level, Player, Ruleset};
    /// let setup = Setup {
    ///     opponent: Opponent::Computer { level: Level::Easy, seat: Player::Two },
    ///     rules: Ruleset::default(),
    /// };
    /// assert!(setup.is_computer(Player::One));
    /// assert!(!setup.is_computer(Player::Two));
    /// ```
    pub fn is_computer(&self, player: Player) -> bool {
        matches!(self.opponent, Opponent::Computer { seat, .. } if seat != player)
    }

    /// The side drawn nearest the viewer: the person's own side against
    /// the computer, Player 1 on a shared device.
    pub fn near_side(&self) -> Player {
        match self.opponent {
            Opponent::Computer { seat, .. } | Opponent::Friend { seat: Some(seat) } => seat,
            Opponent::SameDevice | Opponent::Friend { seat: None } => Player::One,
        }
    }

    /// Whether the computer plays at Expert.
    pub fn against_expert(&self) -> bool {
        matches!(
            self.opponent,
            Opponent::Computer {
                level: Level::Expert,
                ..
            }
        )
    }

    /// Whether hints are offered: against Easy and Medium only.
    pub fn offers_hints(&self) -> bool {
        matches!(
            self.opponent,
            Opponent::Computer {
                level: Level::Easy | Level::Medium,
                ..
            }
        )
    }
}

/// The result an attempt reached first: it counts, whatever follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstResult {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Player 1's and Player 2's stores.
    pub scores: [u8; 2],
    /// Reached without Undo or Restart.
    pub fresh: bool,
}

/// The best move in the position now, as a hint gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The pit to sow.
    pub pit: Pit,
    /// The final store difference for the player with perfect play from
    /// here, when the solver proved it in the time allowed; in Oware the
    /// least it is worth, whatever a repeated position scores.
    pub value: Option<i32>,
    /// In Oware, the most it is worth where that rule could make it more.
    pub up_to: Option<i32>,
}
