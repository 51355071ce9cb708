//! The lobby as the server sends it to one visitor: their name, and the
//! open seeks they may accept or cancel.

use play::{DisplayName, RoomToken, SeekId, SeekSettings, Speed};
use serde::{Deserialize, Serialize};

/// The lobby as one visitor sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    /// The visitor's name, once chosen.
    pub name: Option<DisplayName>,
    /// Every open seek, oldest first.
    pub seeks: Vec<SeekLine>,
    /// The room of the game the seek the visitor waits on started, once
    /// another player accepted it.
    pub accepted: Option<RoomToken>,
}

impl LobbyView {
    /// The newest of the visitor's own open seeks: the one the page waits
    /// on.
    pub fn waiting_on(&self) -> Option<&SeekId> {
        self.seeks
            .iter()
            .rev()
            .find(|seek| seek.mine)
            .map(|seek| &seek.id)
    }
}

/// One open seek, as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeekLine {
    /// The seek, as its Accept and Cancel forms name it.
    pub id: SeekId,
    /// Its player's name.
    pub name: Option<DisplayName>,
    /// Their rating in the seek's speed class, and whether it is still
    /// provisional; `None` before their first rated game there.
    pub rating: Option<(i32, bool)>,
    /// What it offers.
    pub settings: SeekSettings,
    /// Whether it is the visitor's own.
    pub mine: bool,
}

/// A speed in words: "5+3: 5 minutes, plus 3 seconds a move", "3 days
/// per move".
pub fn speed_words(speed: Speed) -> String {
    match speed {
        Speed::Live(clock) => format!(
            "{speed}: {} minutes, plus {} seconds a move",
            clock.minutes(),
            clock.increment().as_secs()
        ),
        Speed::Correspondence { days: 1 } => "1 day per move".to_string(),
        Speed::Correspondence { days } => format!("{days} days per move"),
    }
}
