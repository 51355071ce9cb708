//! Rooms: two people, each on their own device, playing through a link.
//! What a room page knows, as the server sends it to one viewer.

use crate::game::GameView;
use serde::{Deserialize, Serialize};

/// Whether `text` has the shape of a room token: 32 hex digits (128 bits).
///
/// ```
/// assert!(app::room::is_token("0123456789abcdef0123456789abcdef"));
/// assert!(!app::room::is_token("../../etc/passwd"));
/// ```
pub fn is_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|byte| byte.is_ascii_hexdigit())
}

/// Who is looking at a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// Made the room: plays first in the first game.
    Host,
    /// Joined through the link.
    Guest,
    /// Anyone else while the guest's seat is free: may join.
    Invited,
    /// Anyone else once both seats are taken: may watch.
    Spectator,
}

/// Where a rematch stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rematch {
    /// Nobody asked.
    NotAsked,
    /// The viewer asked; waiting for the other player.
    AskedByMe,
    /// The other player asked; the viewer may accept.
    AskedByFriend,
}

/// A room as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// The room's token, as in its link.
    pub token: String,
    /// The viewer's part.
    pub role: Role,
    /// The current game, once the guest has joined; from the viewer's side.
    pub game: Option<GameView>,
    /// Whether each seat's player is here now: host, then guest (`None`
    /// before anyone joined).
    pub connected: (bool, Option<bool>),
    /// The other player has been away long enough that the viewer may
    /// finish the game against the computer.
    pub may_continue_vs_computer: bool,
    /// The rematch offer, once the game is over.
    pub rematch: Rematch,
}

impl RoomView {
    /// Whether the viewer's opponent is connected (false for spectators).
    pub fn opponent_connected(&self) -> bool {
        match self.role {
            Role::Host => self.connected.1.unwrap_or(false),
            Role::Guest => self.connected.0,
            Role::Invited | Role::Spectator => false,
        }
    }

    /// Whether the viewer plays in this room.
    pub fn plays(&self) -> bool {
        matches!(self.role, Role::Host | Role::Guest)
    }
}
