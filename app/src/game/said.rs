//! What the game page's script says as it plays out an action's moves and
//! answers the reading keys: made on the server, in the visitor's language,
//! and carried by the page, so the script holds no phrasebook.

use crate::components::readouts::{forecast_text, last_move_text, row_text, stores_text};
use crate::game::view::{ViewWords, describe_move};
use crate::i18n::Words;
use crate::t;
use engine::Pit;
use play::GameView;
use serde::{Deserialize, Serialize};

/// Where the page carries the game and the visitor's settings.
pub const GAME_DATA: &str = "game-data";

/// Where the page carries what its script says.
pub const GAME_SAID: &str = "game-said";

/// The words of one state of a game, for the page's script.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Said {
    /// The status line with the first `k` of the latest moves shown, for
    /// each `k` before the last (the page shows the last).
    pub statuses: Vec<String>,
    /// Each of the latest moves as it is announced when it ends, the last
    /// with whose turn it is and what was earned.
    pub announcements: Vec<String>,
    /// Whose turn it is, or the result.
    pub turn: String,
    /// The reading keys' answers: the near row, the far row, the stores
    /// and the last move.
    pub rows: [String; 2],
    pub stores: String,
    pub last_move: String,
    /// What sowing each pit of the side to move would do, pit 1 first.
    pub forecasts: Vec<String>,
    /// Said for a forecast when no pit is chosen.
    pub choose_first: String,
    /// The button that shows the game on the whole screen, which only a
    /// script can offer.
    pub full_screen: String,
}

/// The words of `game` as it now is.
pub fn said(words: &Words, game: &GameView) -> Said {
    let position = game.position;
    let near = game.setup.near_side();
    let turn = game.turn_text(words);
    let last = game.recent.len().saturating_sub(1);
    let announcements = game
        .recent
        .iter()
        .enumerate()
        .map(|(index, played)| {
            let said = describe_move(words, game, &played.sowing);
            if index == last {
                format!("{said} {turn}{}", game.earned_text(words))
            } else {
                said
            }
        })
        .collect();
    Said {
        statuses: (0..game.recent.len())
            .map(|shown| game.status_after(words, shown))
            .collect(),
        announcements,
        rows: [near, near.other()].map(|side| row_text(words, game, &position, side)),
        stores: stores_text(words, game, near, &position),
        last_move: last_move_text(words, game),
        forecasts: Pit::ALL
            .into_iter()
            .map(|pit| forecast_text(words, game, game.setup.rules, &position, pit))
            .collect(),
        choose_first: t!(words, "controls-choose-first"),
        full_screen: t!(words, "controls-full-screen"),
        turn,
    }
}
