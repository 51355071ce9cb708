//! The one error type of the web boundary: a refusal from the game, or a
//! form the page could not read, in words a player understands, with the
//! HTTP status it maps to.

use crate::i18n::Words;
use crate::t;
use crate::wire::codec::WireEncoding;
use leptos::server_fn::ContentType;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use play::{ArenaRefusal, NameRefusal, NotNow, Refusal, SeekRefusal};
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

    /// As [`PlayError::said`], naming `starving`, the player a move that
    /// does not feed would leave without seeds, where the page knows them.
    pub fn said_naming(&self, words: &Words, starving: Option<&str>) -> String {
        match (self.refusal(), starving) {
            (Some(Refusal::IllegalMove(engine::Illegal::DoesNotFeed(pit))), Some(name)) => t!(
                words,
                "refusal-illegal-move",
                reason = t!(
                    words,
                    "illegal-does-not-feed-to",
                    pit = pit.number(),
                    name = name
                )
            ),
            _ => self.said(words),
        }
    }

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
            Refusal::SlowDown | Refusal::TooOften { .. } | Refusal::TooManyOpenGames(_) => {
                StatusCode::TOO_MANY_REQUESTS
            }
            Refusal::Name(NameRefusal::Taken) => StatusCode::CONFLICT,
            Refusal::Name(_) | Refusal::Seek(_) => StatusCode::BAD_REQUEST,
            Refusal::SeekNotFound | Refusal::ArenaNotFound => StatusCode::NOT_FOUND,
            Refusal::Arena(_) => StatusCode::BAD_REQUEST,
            Refusal::SeekTaken | Refusal::OutOfTime | Refusal::NoFirstMove => StatusCode::CONFLICT,
        }
    }
}

impl PlayError {
    /// The refusal in words, in `words`' language.
    pub fn said(&self, words: &Words) -> String {
        let refusal = match self {
            PlayError::BadInput(what) => return t!(words, "refusal-bad-input", what = what),
            PlayError::Refused(refusal) => refusal,
        };
        match refusal {
            Refusal::GameNotFound => t!(words, "refusal-game-not-found"),
            Refusal::RoomNotFound => t!(words, "refusal-room-not-found"),
            Refusal::LinkNotFound => t!(words, "refusal-link-not-found"),
            Refusal::PuzzleNotFound => t!(words, "refusal-puzzle-not-found"),
            Refusal::TryEnded => t!(words, "refusal-try-ended"),
            Refusal::SeatTaken => t!(words, "refusal-seat-taken"),
            Refusal::NotNow(why) => t!(words, "refusal-not-now", why = not_now(words, *why)),
            Refusal::NotYourGame => t!(words, "refusal-not-your-game"),
            Refusal::StaleForm => t!(words, "refusal-stale-form"),
            Refusal::NotYourTurn => t!(words, "refusal-not-your-turn"),
            Refusal::GameOver => t!(words, "refusal-game-over"),
            Refusal::Paused => t!(words, "refusal-paused"),
            Refusal::JournalFull(limit) => t!(words, "refusal-journal-full", limit = *limit),
            Refusal::IllegalMove(reason) => {
                t!(
                    words,
                    "refusal-illegal-move",
                    reason = illegal_move(words, *reason)
                )
            }
            Refusal::NothingToUndo => t!(words, "refusal-nothing-to-undo"),
            Refusal::NothingToRedo => t!(words, "refusal-nothing-to-redo"),
            Refusal::NothingToRestart => t!(words, "refusal-nothing-to-restart"),
            Refusal::NoHints => t!(words, "refusal-no-hints"),
            Refusal::Unavailable => t!(words, "refusal-unavailable"),
            Refusal::SlowDown => t!(words, "refusal-slow-down"),
            Refusal::TooOften { wait_secs } => t!(
                words,
                "refusal-too-often",
                span = crate::i18n::span_text(words, *wait_secs)
            ),
            Refusal::TooManyOpenGames(limit) => {
                t!(words, "refusal-too-many-open-games", limit = *limit)
            }
            Refusal::Name(why) => t!(words, "refusal-name", why = name_refusal(words, *why)),
            Refusal::Seek(why) => {
                let why = match why {
                    SeekRefusal::Stones => t!(words, "seek-refusal-stones"),
                    SeekRefusal::UnknownSpeed => t!(words, "seek-refusal-speed"),
                    SeekRefusal::UnknownMode => t!(words, "seek-refusal-mode"),
                    SeekRefusal::UnknownSeat => t!(words, "seek-refusal-seat"),
                    SeekRefusal::UnknownGame => t!(words, "seek-refusal-game"),
                };
                t!(words, "refusal-seek", why = why)
            }
            Refusal::SeekNotFound => t!(words, "refusal-seek-not-found"),
            Refusal::SeekTaken => t!(words, "refusal-seek-taken"),
            Refusal::PlayerNotFound => t!(words, "refusal-player-not-found"),
            Refusal::OutOfTime => t!(words, "refusal-out-of-time"),
            Refusal::NoFirstMove => t!(words, "refusal-no-first-move"),
            Refusal::ArenaNotFound => t!(words, "refusal-arena-not-found"),
            Refusal::Arena(why) => {
                let why = match why {
                    ArenaRefusal::Name => t!(words, "arena-refusal-name"),
                    ArenaRefusal::Clock => t!(words, "arena-refusal-clock"),
                    ArenaRefusal::Stones => t!(words, "arena-refusal-stones"),
                    ArenaRefusal::Minutes => t!(words, "arena-refusal-minutes"),
                    ArenaRefusal::Start => t!(words, "arena-refusal-start"),
                    ArenaRefusal::Mode => t!(words, "arena-refusal-mode"),
                };
                t!(words, "refusal-arena", why = why)
            }
        }
    }
}

/// In English, for logs and tests; players read [`PlayError::said`].
#[cfg(feature = "ssr")]
impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Words::Site(crate::i18n::Lang::En)))
    }
}

/// The browser's build renders no page and holds no messages.
#[cfg(not(feature = "ssr"))]
impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&crate::i18n::use_words()))
    }
}

fn illegal_move(words: &Words, why: engine::Illegal) -> String {
    match why {
        engine::Illegal::GameOver => t!(words, "illegal-game-over"),
        engine::Illegal::EmptyPit(pit) => t!(words, "illegal-empty-pit", pit = pit.number()),
        engine::Illegal::DoesNotFeed(pit) => t!(words, "illegal-does-not-feed", pit = pit.number()),
        engine::Illegal::GrandSlam(pit) => t!(words, "illegal-grand-slam", pit = pit.number()),
    }
}

/// [`play::NAME_HELD_FOR`] in days, as the refusal says it.
const NAME_HELD_DAYS: u64 = play::NAME_HELD_FOR.as_secs() / 86_400;

fn name_refusal(words: &Words, why: NameRefusal) -> String {
    use play::DisplayName;
    match why {
        NameRefusal::TooShort => t!(words, "name-too-short", count = DisplayName::SHORTEST),
        NameRefusal::TooLong => t!(words, "name-too-long", count = DisplayName::LONGEST),
        // The code point too: some refused characters are invisible.
        NameRefusal::Character(c) => t!(
            words,
            "name-character",
            character = format!("{c:?} (U+{:04X})", u32::from(c))
        ),
        NameRefusal::NothingToRead => t!(words, "name-nothing-to-read"),
        NameRefusal::Reserved => t!(words, "name-reserved"),
        NameRefusal::MixedScripts => t!(words, "name-mixed-scripts"),
        NameRefusal::Taken => t!(words, "name-taken"),
        NameRefusal::Held => t!(words, "name-held", days = NAME_HELD_DAYS),
    }
}

fn not_now(words: &Words, why: NotNow) -> String {
    match why {
        NotNow::RoomGame => t!(words, "not-now-room-game"),
        NotNow::OwnRoom => t!(words, "not-now-own-room"),
        NotNow::OwnSeek => t!(words, "not-now-own-seek"),
        NotNow::PublicGame => t!(words, "not-now-public-game"),
        NotNow::NameFirst => t!(words, "not-now-name-first"),
        NotNow::ArenaOver => t!(words, "not-now-arena-over"),
        NotNow::ArenaHeld => t!(words, "not-now-arena-held"),
        NotNow::ArenasToday { limit } => t!(words, "not-now-arenas-today", count = limit),
        NotNow::SeeksOpen { limit } => t!(words, "not-now-seeks-open", count = limit),
        NotNow::NoShows { count, wait_secs } => t!(
            words,
            "not-now-no-shows",
            count = count,
            span = crate::i18n::span_text(words, wait_secs)
        ),
        NotNow::ArenaRematch => t!(words, "not-now-arena-rematch"),
        NotNow::NoBerserk => t!(words, "not-now-no-berserk"),
        NotNow::NoAbort => t!(words, "not-now-no-abort"),
        NotNow::AbortTooLate => t!(words, "not-now-abort-too-late"),
        NotNow::NotStarted => t!(words, "not-now-not-started"),
        NotNow::NotOver => t!(words, "not-now-not-over"),
        NotNow::FriendHere { away_secs } => t!(
            words,
            "not-now-friend-here",
            span = crate::i18n::span_text(words, away_secs)
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
