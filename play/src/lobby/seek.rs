//! A seek: one player's offer of a game, as the lobby lists it.

use super::RatingPool;
use super::speed::{Speed, UnknownSpeed};
use crate::MalformedId;
use engine::{GameKind, Player, Ruleset, Variant, oware};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How long a live seek outlives its player's page: with no event stream
/// connected and no check of the waiting page for this long, its player
/// is gone, and so is the seek.
pub const SEEK_ABSENCE: Duration = Duration::from_secs(20);

/// How long a correspondence seek outlives its player's last visit to the
/// lobby: a week, so a seek nobody watches does not stand for ever.
pub const SEEK_BY_POST_ABSENCE: Duration = Duration::from_secs(7 * 86_400);

/// A seek's identifier, as in its Accept and Cancel forms: 32 hex digits.
/// Not secret: every open seek is listed for all to accept.
///
/// ```
/// use play::SeekId;
/// let id = SeekId::from_bits(42);
/// assert_eq!(id.to_string().parse::<SeekId>(), Ok(id));
/// assert!("42; DROP TABLE seeks".parse::<SeekId>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SeekId(String);

impl SeekId {
    /// A new identifier from 128 random bits.
    pub fn from_bits(bits: u128) -> SeekId {
        SeekId(format!("{bits:032x}"))
    }

    /// The identifier as sent and stored.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for SeekId {
    type Err = MalformedId;

    fn from_str(text: &str) -> Result<SeekId, MalformedId> {
        if text.len() == 32 && text.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            Ok(SeekId(text.to_ascii_lowercase()))
        } else {
            Err(MalformedId)
        }
    }
}

impl fmt::Display for SeekId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for SeekId {
    type Error = MalformedId;
    fn try_from(text: String) -> Result<SeekId, MalformedId> {
        text.parse()
    }
}

impl From<SeekId> for String {
    fn from(id: SeekId) -> String {
        id.0
    }
}

/// The side the player who seeks will play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatChoice {
    /// Decided by a coin when the seek is accepted.
    Random,
    /// Player 1, who moves first.
    First,
    /// Player 2.
    Second,
}

impl SeatChoice {
    /// Every choice, as a form offers them.
    pub const ALL: [SeatChoice; 3] = [SeatChoice::Random, SeatChoice::First, SeatChoice::Second];

    /// The seeker's side, `heads` being the coin tossed for a random seat.
    ///
    /// ```
    /// use play::SeatChoice;
    /// use engine::Player;
    /// assert_eq!(SeatChoice::Second.seeker_plays(true), Player::Two);
    /// assert_ne!(SeatChoice::Random.seeker_plays(true), SeatChoice::Random.seeker_plays(false));
    /// ```
    pub fn seeker_plays(self, heads: bool) -> Player {
        match self {
            SeatChoice::First => Player::One,
            SeatChoice::Second => Player::Two,
            SeatChoice::Random if heads => Player::One,
            SeatChoice::Random => Player::Two,
        }
    }
}

impl fmt::Display for SeatChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SeatChoice::Random => "random",
            SeatChoice::First => "first",
            SeatChoice::Second => "second",
        })
    }
}

impl FromStr for SeatChoice {
    type Err = SeekRefusal;

    fn from_str(text: &str) -> Result<SeatChoice, SeekRefusal> {
        SeatChoice::ALL
            .into_iter()
            .find(|seat| seat.to_string() == text)
            .ok_or(SeekRefusal::UnknownSeat)
    }
}

/// Everything a seek offers. Two seeks with the same settings are the same
/// offer: a session keeps at most one open per settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeekSettings {
    /// The game and its options.
    pub rules: Ruleset,
    /// Live with a clock, or correspondence.
    pub speed: Speed,
    /// Whether the result changes both players' ratings.
    pub rated: bool,
    /// The seeker's side.
    pub seat: SeatChoice,
}

impl SeekSettings {
    /// Whether a seek with these settings is still open at `now`, its
    /// player's page last seen at `seen` (Unix seconds): a live seek only
    /// while its player is there, since its game starts at once; by
    /// correspondence for a week after its player was last in the lobby.
    ///
    /// ```
    /// use play::{SeekForm, SeekSettings};
    /// let form = SeekForm { stones: "4", speed: "3+2", mode: "rated", seat: "random", ..SeekForm::default() };
    /// let live = SeekSettings::from_form(&form).unwrap();
    /// assert!(live.still_open(100, 120) && !live.still_open(100, 121));
    /// let by_post = SeekSettings::from_form(&SeekForm { speed: "3d", ..form }).unwrap();
    /// assert!(by_post.still_open(100, 100 + 86_400 * 7));
    /// assert!(!by_post.still_open(100, 101 + 86_400 * 7));
    /// ```
    pub fn still_open(&self, seen: i64, now: i64) -> bool {
        let absence = match self.speed {
            Speed::Live(_) => SEEK_ABSENCE,
            Speed::Correspondence { .. } => SEEK_BY_POST_ABSENCE,
        };
        now.saturating_sub(seen) <= absence.as_secs() as i64
    }

    /// What the game a seek starts is played for.
    pub fn terms(&self) -> Terms {
        Terms {
            speed: self.speed,
            rated: self.rated,
        }
    }

    /// The ratings the game a seek starts moves, if rated.
    pub fn pool(&self) -> RatingPool {
        RatingPool::new(self.rules.kind(), self.speed.class())
    }
}

/// What a public game is played for, beyond its variant: its speed, and
/// whether the result moves ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Terms {
    /// Live with a clock, or correspondence.
    pub speed: Speed,
    /// Whether the result changes both players' ratings.
    pub rated: bool,
}

/// Why a seek form cannot be read. Nothing changed when one comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeekRefusal {
    /// Stones per pit outside 3 to 6, or not a number.
    Stones,
    /// A speed that is not offered.
    UnknownSpeed,
    /// Neither "rated" nor "casual".
    UnknownMode,
    /// Neither "random", "first" nor "second".
    UnknownSeat,
    /// A game or an Oware rule option that is not offered.
    UnknownGame,
}

impl From<UnknownSpeed> for SeekRefusal {
    fn from(_: UnknownSpeed) -> SeekRefusal {
        SeekRefusal::UnknownSpeed
    }
}

/// The fields of a seek form, as sent.
#[derive(Clone, Debug, Default)]
pub struct SeekForm<'a> {
    /// "kalah" (also when absent) or "oware".
    pub game: Option<&'a str>,
    /// Oware's grand slam rule, as [`engine::oware::GrandSlam`] names it.
    pub grand_slam: Option<&'a str>,
    /// Oware's cycle rule, as [`engine::oware::Cycles`] names it.
    pub cycles: Option<&'a str>,
    /// Stones per pit, "3" to "6".
    pub stones: &'a str,
    /// "on" when a last stone in an own empty pit captures even facing an
    /// empty pit.
    pub empty_capture: Option<&'a str>,
    /// A speed as [`Speed`] writes it.
    pub speed: &'a str,
    /// "rated" or "casual".
    pub mode: &'a str,
    /// A [`SeatChoice`].
    pub seat: &'a str,
}

impl SeekSettings {
    /// The settings a form asks for.
    ///
    /// ```
    /// use play::{SeekForm, SeekRefusal, SeekSettings};
    /// let form = SeekForm { stones: "4", speed: "5+3", mode: "rated", seat: "random", ..SeekForm::default() };
    /// let settings = SeekSettings::from_form(&form).unwrap();
    /// assert!(settings.rated && settings.rules.kalah().is_some_and(|variant| !variant.empty_capture()));
    /// let forged = SeekForm { stones: "99", ..form };
    /// assert_eq!(SeekSettings::from_form(&forged), Err(SeekRefusal::Stones));
    /// ```
    pub fn from_form(form: &SeekForm<'_>) -> Result<SeekSettings, SeekRefusal> {
        let game = GameKind::chosen(form.game).map_err(|_| SeekRefusal::UnknownGame)?;
        let rules = match game {
            GameKind::Kalah => {
                let stones: u8 = form
                    .stones
                    .trim()
                    .parse()
                    .map_err(|_| SeekRefusal::Stones)?;
                let empty_capture = matches!(form.empty_capture, Some("on" | "true"));
                Ruleset::Kalah(
                    Variant::new(stones, empty_capture).map_err(|_| SeekRefusal::Stones)?,
                )
            }
            GameKind::Oware => Ruleset::Oware(
                oware::Rules::from_names(form.grand_slam, form.cycles)
                    .map_err(|_| SeekRefusal::UnknownGame)?,
            ),
        };
        let rated = match form.mode {
            "rated" => true,
            "casual" => false,
            _ => return Err(SeekRefusal::UnknownMode),
        };
        Ok(SeekSettings {
            rules,
            speed: form.speed.parse()?,
            rated,
            seat: form.seat.parse()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> SeekForm<'static> {
        SeekForm {
            stones: "6",
            empty_capture: Some("on"),
            speed: "1d",
            mode: "casual",
            seat: "second",
            ..SeekForm::default()
        }
    }

    #[test]
    fn a_whole_form_reads_as_sent() {
        let settings = SeekSettings::from_form(&form()).unwrap();
        assert_eq!(
            settings.rules,
            Ruleset::Kalah(Variant::new(6, true).unwrap())
        );
        assert_eq!(settings.speed, Speed::Correspondence { days: 1 });
        assert!(!settings.rated);
        assert_eq!(settings.seat, SeatChoice::Second);
    }

    #[test]
    fn forged_fields_are_refused_by_name() {
        let refused = |form: SeekForm<'static>| SeekSettings::from_form(&form).unwrap_err();
        for stones in ["99", "2", "-1", "", "four"] {
            assert_eq!(refused(SeekForm { stones, ..form() }), SeekRefusal::Stones);
        }
        for speed in ["-1d", "1+0", "bullet"] {
            assert_eq!(
                refused(SeekForm { speed, ..form() }),
                SeekRefusal::UnknownSpeed
            );
        }
        assert_eq!(
            refused(SeekForm {
                mode: "ranked",
                ..form()
            }),
            SeekRefusal::UnknownMode
        );
        assert_eq!(
            refused(SeekForm {
                seat: "third",
                ..form()
            }),
            SeekRefusal::UnknownSeat
        );
    }

    #[test]
    fn a_random_seat_follows_the_coin() {
        assert_eq!(SeatChoice::Random.seeker_plays(true), Player::One);
        assert_eq!(SeatChoice::Random.seeker_plays(false), Player::Two);
        assert_eq!(SeatChoice::First.seeker_plays(false), Player::One);
    }
}
