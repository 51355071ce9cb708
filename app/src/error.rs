//! The one error type of the web boundary: a refusal from the game, or a
//! form the page could not read, in words a player understands, with the
//! HTTP status it maps to.

use crate::api::codec::WireEncoding;
use leptos::server_fn::ContentType;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use play::{NameRefusal, NotNow, Refusal, SeekRefusal};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayError {
    /// The game, room or server refused; nothing changed.
    Refused(Refusal),
    /// A field of the form is missing or malformed; nothing changed.
    BadInput(String),
}

impl From<Refusal> for PlayError {
    fn from(refusal: Refusal) -> PlayError {
        PlayError::Refused(refusal)
    }
}

impl PlayError {
    /// The server could not be reached or could not answer.
    pub const UNAVAILABLE: PlayError = PlayError::Refused(Refusal::Unavailable);

    /// The content type of the error's encoding, [`FromServerFnError::ser`].
    pub const CONTENT_TYPE: &'static str = <WireEncoding as ContentType>::CONTENT_TYPE;

    /// The refusal, if the game made one.
    pub fn refusal(&self) -> Option<Refusal> {
        match self {
            PlayError::Refused(refusal) => Some(*refusal),
            PlayError::BadInput(_) => None,
        }
    }

    /// The HTTP status a script request gets for this refusal. Plain form
    /// posts always get a redirect back to the page instead.
    pub fn status(&self) -> http::StatusCode {
        use http::StatusCode;
        let PlayError::Refused(refusal) = self else {
            return StatusCode::BAD_REQUEST;
        };
        match refusal {
            Refusal::GameNotFound
            | Refusal::RoomNotFound
            | Refusal::LinkNotFound
            | Refusal::PuzzleNotFound
            | Refusal::PlayerNotFound => StatusCode::NOT_FOUND,
            Refusal::NotYourGame => StatusCode::FORBIDDEN,
            Refusal::SeatTaken
            | Refusal::NotNow(_)
            | Refusal::StaleForm
            | Refusal::TryEnded
            | Refusal::NotYourTurn
            | Refusal::GameOver
            | Refusal::Paused
            | Refusal::JournalFull(_) => StatusCode::CONFLICT,
            Refusal::IllegalMove(_)
            | Refusal::NothingToUndo
            | Refusal::NothingToRedo
            | Refusal::NothingToRestart
            | Refusal::NoHints => StatusCode::BAD_REQUEST,
            Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Refusal::SlowDown | Refusal::TooManyOpenGames(_) => StatusCode::TOO_MANY_REQUESTS,
            Refusal::Name(NameRefusal::Taken) => StatusCode::CONFLICT,
            Refusal::Name(_) | Refusal::Seek(_) => StatusCode::BAD_REQUEST,
            Refusal::SeekNotFound => StatusCode::NOT_FOUND,
            Refusal::SeekTaken | Refusal::OutOfTime => StatusCode::CONFLICT,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let refusal = match self {
            PlayError::BadInput(what) => {
                return write!(f, "The form was not understood ({what}). Nothing changed.");
            }
            PlayError::Refused(refusal) => refusal,
        };
        match refusal {
            Refusal::GameNotFound => write!(
                f,
                "There is no game at this link. It may have been mistyped."
            ),
            Refusal::RoomNotFound => write!(
                f,
                "There is no room at this link. It may have been mistyped, or it expired: a room closes some time after it was made, and sooner once nobody is in it."
            ),
            Refusal::LinkNotFound => write!(
                f,
                "This device link does not work: it was mistyped or replaced by a newer one. Make a new link on the device that has your games."
            ),
            Refusal::PuzzleNotFound => write!(
                f,
                "There is no puzzle at this link. It may have been mistyped."
            ),
            Refusal::TryEnded => write!(
                f,
                "That move came after the try had ended, so it was not counted. Nothing changed."
            ),
            Refusal::SeatTaken => write!(
                f,
                "Both seats in this room are taken. You can watch the game."
            ),
            Refusal::NotNow(why) => write!(f, "Not now: {}. Nothing changed.", not_now(*why)),
            Refusal::NotYourGame => write!(
                f,
                "This game belongs to another player, so you cannot see or move in it."
            ),
            Refusal::StaleForm => write!(
                f,
                "That was sent from an out-of-date page (a double click or the back button?). Nothing changed; here is the game as it is now."
            ),
            Refusal::NotYourTurn => write!(f, "It is not your turn. Nothing changed."),
            Refusal::GameOver => write!(f, "The game is over. Start a new one with New game."),
            Refusal::Paused => write!(
                f,
                "The game is paused. Press Resume to go on; nothing changed."
            ),
            Refusal::JournalFull(limit) => write!(
                f,
                "This game has reached its limit of {limit} recorded actions, so nothing more can be added. Nothing changed; start a new attempt with New game."
            ),
            Refusal::IllegalMove(reason) => {
                write!(f, "That move is not allowed: {reason}. Nothing changed.")
            }
            Refusal::NothingToUndo => write!(f, "There is nothing to undo."),
            Refusal::NothingToRedo => write!(f, "There is nothing to redo."),
            Refusal::NothingToRestart => write!(
                f,
                "There is nothing to restart: the game is at its opening."
            ),
            Refusal::NoHints => write!(
                f,
                "Hints are offered in games against Easy and Medium. Nothing changed."
            ),
            Refusal::Unavailable => write!(
                f,
                "The server could not save or load just now. Nothing changed; please try again."
            ),
            Refusal::SlowDown => write!(
                f,
                "Slow down: that is more new games in a minute than anyone can play. Nothing was started; wait a minute, then try again."
            ),
            Refusal::TooManyOpenGames(limit) => write!(
                f,
                "You already have {limit} unfinished games. Finish one of them (Your games lists them) before starting another."
            ),
            Refusal::Name(why) => write!(f, "{} Your name did not change.", name_refusal(*why)),
            Refusal::Seek(why) => write!(
                f,
                "{} No seek was opened.",
                match why {
                    SeekRefusal::Stones => "Stones per pit go from 3 to 6.",
                    SeekRefusal::UnknownSpeed => "Choose one of the speeds offered.",
                    SeekRefusal::UnknownMode => "Choose rated or casual.",
                    SeekRefusal::UnknownSeat => "Choose a random seat, Player 1 or Player 2.",
                }
            ),
            Refusal::SeekNotFound => write!(
                f,
                "That seek is no longer open: its player cancelled it. Nothing changed; choose another or open your own."
            ),
            Refusal::SeekTaken => write!(
                f,
                "Another player accepted that seek first. Nothing changed; choose another or open your own."
            ),
            Refusal::PlayerNotFound => write!(
                f,
                "No player has this name. It may have been mistyped, or its player chose another."
            ),
            Refusal::OutOfTime => write!(
                f,
                "Your time ran out before that move arrived, so it was not played: the game is lost on time."
            ),
        }
    }
}

fn name_refusal(why: NameRefusal) -> String {
    use play::DisplayName;
    match why {
        NameRefusal::TooShort => format!(
            "A name needs at least {} characters.",
            DisplayName::SHORTEST
        ),
        NameRefusal::TooLong => format!(
            "A name may have at most {} characters.",
            DisplayName::LONGEST
        ),
        NameRefusal::Character(c) => {
            format!("A name may hold letters, digits, spaces, - and _, but not {c:?}.")
        }
        NameRefusal::NothingToRead => "A name needs at least one letter or digit.".to_string(),
        NameRefusal::Reserved => {
            "That name belongs to the computer (Computer, Easy, Medium, Hard, Expert).".to_string()
        }
        NameRefusal::Taken => "Another player has that name; choose another.".to_string(),
    }
}

fn not_now(why: NotNow) -> String {
    match why {
        NotNow::FriendGame => "a game with a friend has no undo, redo, hints or pause".to_string(),
        NotNow::OwnRoom => "this is your own room; send the link to your friend".to_string(),
        NotNow::OwnSeek => "this is your own seek; another player accepts it".to_string(),
        NotNow::PublicGame => "a game from the lobby is not handed to the computer".to_string(),
        NotNow::NameFirst => "choose the name other players will see first".to_string(),
        NotNow::NoAbort => "only a game from the lobby can be aborted; resign instead".to_string(),
        NotNow::AbortTooLate => {
            "both players have moved, so the game can no longer be aborted; resign instead"
                .to_string()
        }
        NotNow::NotStarted => "the game has not started".to_string(),
        NotNow::NotOver => "the game is not over".to_string(),
        NotNow::FriendHere { away_secs } => format!(
            "your friend is still here or left less than {} ago",
            crate::game::span_text(away_secs)
        ),
    }
}

impl std::error::Error for PlayError {}

impl FromServerFnError for PlayError {
    type Encoder = WireEncoding;

    fn from_server_fn_error(error: ServerFnErrorErr) -> PlayError {
        match error {
            ServerFnErrorErr::Args(detail) | ServerFnErrorErr::MissingArg(detail) => {
                PlayError::BadInput(detail)
            }
            ServerFnErrorErr::Request(_) | ServerFnErrorErr::Response(_) => PlayError::UNAVAILABLE,
            other => PlayError::BadInput(other.to_string()),
        }
    }
}
