//! The one error type of the web boundary: every refusal a player can meet,
//! in words they understand, with the HTTP status it maps to.

use leptos::server_fn::codec::JsonEncoding;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an action was refused. Nothing changed when one of these comes back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayError {
    /// No game has this link.
    GameNotFound,
    /// No room has this link, or it has expired.
    RoomNotFound,
    /// No session has this device link (or it was replaced).
    LinkNotFound,
    /// Both seats of the room are taken.
    SeatTaken,
    /// The room's game is not over, or the room has no game yet.
    NotNow(String),
    /// The game belongs to another browser's session.
    NotYourGame,
    /// The form was made for an earlier state of the game: a double click,
    /// the back button, or another tab.
    StaleForm,
    /// It is the other side's turn (or the computer's).
    NotYourTurn,
    /// The game has finished.
    GameOver,
    /// The game is paused: only Resume works.
    Paused,
    /// The attempt's journal is full.
    JournalFull(u32),
    /// The move breaks the rules, e.g. an empty pit.
    IllegalMove(String),
    /// Undo or Redo with nothing to undo or redo.
    NothingTo(String),
    /// A field of the form is missing or malformed.
    BadInput(String),
    /// The server could not store or load the game; try again.
    Unavailable,
    /// Too many games or rooms started in the last minute, from this
    /// session or this network address.
    SlowDown,
    /// The session already has this many unfinished games.
    TooManyOpenGames(u32),
}

impl PlayError {
    /// The HTTP status a script request gets for this refusal. Plain form
    /// posts always get a redirect back to the page instead.
    pub fn status(&self) -> http::StatusCode {
        use http::StatusCode;
        match self {
            PlayError::GameNotFound | PlayError::RoomNotFound | PlayError::LinkNotFound => {
                StatusCode::NOT_FOUND
            }
            PlayError::SeatTaken | PlayError::NotNow(_) => StatusCode::CONFLICT,
            PlayError::NotYourGame => StatusCode::FORBIDDEN,
            PlayError::StaleForm
            | PlayError::NotYourTurn
            | PlayError::GameOver
            | PlayError::Paused
            | PlayError::JournalFull(_) => StatusCode::CONFLICT,
            PlayError::IllegalMove(_) | PlayError::NothingTo(_) | PlayError::BadInput(_) => {
                StatusCode::BAD_REQUEST
            }
            PlayError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            PlayError::SlowDown | PlayError::TooManyOpenGames(_) => StatusCode::TOO_MANY_REQUESTS,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameNotFound => write!(f, "There is no game at this link. It may have been mistyped."),
            PlayError::RoomNotFound => write!(
                f,
                "There is no room at this link. It may have been mistyped, or it expired: a room lasts a day, and half an hour once nobody is in it."
            ),
            PlayError::LinkNotFound => write!(
                f,
                "This device link does not work: it was mistyped or replaced by a newer one. Make a new link on the device that has your games."
            ),
            PlayError::SeatTaken => write!(f, "Both seats in this room are taken. You can watch the game."),
            PlayError::NotNow(reason) => write!(f, "Not now: {reason}. Nothing changed."),
            PlayError::NotYourGame => write!(
                f,
                "This game belongs to another player, so you cannot see or move in it."
            ),
            PlayError::StaleForm => write!(
                f,
                "That was sent from an out-of-date page (a double click or the back button?). Nothing changed; here is the game as it is now."
            ),
            PlayError::NotYourTurn => write!(f, "It is not your turn. Nothing changed."),
            PlayError::GameOver => write!(f, "The game is over. Start a new one with New game."),
            PlayError::Paused => write!(f, "The game is paused. Press Resume to go on; nothing changed."),
            PlayError::JournalFull(limit) => write!(
                f,
                "This game has reached its limit of {limit} recorded actions, so nothing more can be added. Nothing changed; start a new attempt with New game."
            ),
            PlayError::IllegalMove(reason) => write!(f, "That move is not allowed: {reason}. Nothing changed."),
            PlayError::NothingTo(what) => write!(f, "There is nothing to {what}."),
            PlayError::BadInput(what) => write!(f, "The form was not understood ({what}). Nothing changed."),
            PlayError::Unavailable => write!(
                f,
                "The server could not save or load the game just now. Nothing changed; please try again."
            ),
            PlayError::SlowDown => write!(
                f,
                "Slow down: that is more new games in a minute than anyone can play. Nothing was started; wait a minute, then try again."
            ),
            PlayError::TooManyOpenGames(limit) => write!(
                f,
                "You already have {limit} unfinished games. Finish one of them (Your games lists them) before starting another."
            ),
        }
    }
}

impl std::error::Error for PlayError {}

impl FromServerFnError for PlayError {
    type Encoder = JsonEncoding;

    fn from_server_fn_error(error: ServerFnErrorErr) -> PlayError {
        match error {
            ServerFnErrorErr::Args(detail) | ServerFnErrorErr::MissingArg(detail) => {
                PlayError::BadInput(detail)
            }
            ServerFnErrorErr::Request(_) | ServerFnErrorErr::Response(_) => PlayError::Unavailable,
            other => PlayError::BadInput(other.to_string()),
        }
    }
}
