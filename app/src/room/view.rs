//! Rooms: two people, each on their own device, playing through a link.
//! What a room page knows, as the server sends it to one viewer.

use crate::i18n::Words;
use crate::t;
use crate::tournaments::view::ArenaTitle;
use engine::Level;
use play::{ArenaId, DisplayName, GameView, RoomToken, SeekSettings, Terms, TimeShown};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

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

/// The offer to finish a room's game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakeOver {
    /// How long the friend has to be away first (the server's setting).
    pub away_secs: u64,
    /// The level the computer plays the friend's side at.
    pub level: Level,
}

/// A room as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// The room's token, as in its link.
    pub token: RoomToken,
    /// The viewer's part.
    pub role: Role,
    /// The current game, once the guest has joined; from the viewer's side.
    pub game: Option<GameView>,
    /// Whether each seat's player is here now: host, then guest (`None`
    /// before anyone joined).
    pub connected: (bool, Option<bool>),
    /// The other player has been away long enough that the viewer may
    /// finish the game against the computer: how long, and at what level.
    pub take_over: Option<TakeOver>,
    /// The rematch offer, once the game is over.
    pub rematch: Rematch,
    /// For a game from the lobby: its players in words.
    pub public: Option<PublicWords>,
    /// A live game from the lobby that was aborted: the same quick pairing
    /// offered to its player again, in one press.
    pub play_again: Option<SeekSettings>,
    /// The game the room plays, and its options.
    pub rules: engine::Ruleset,
}

/// A game from the lobby's players, in words made on the server, which
/// the room's page shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicWords {
    /// "Player 1: Ada (1500). Player 2: …. 5+3: …, rated."
    pub players: String,
    /// Each side's name, Player 1's first.
    pub names: [String; 2],
    /// "Ratings: Ada 1500 → 1662 (+162); …", once the game is rated.
    pub ratings: Option<String>,
    /// A correspondence game's deadline: "Ada's move is due by …".
    pub deadline: Option<String>,
    /// The score over the room's games: "Games here: Ada 1½, Bo ½.",
    /// once one has finished.
    pub score: Option<String>,
    /// The arena the game counts in.
    pub arena: Option<ArenaWords>,
    /// Whether Player 2 is the house bot.
    pub house_bot: bool,
}

/// The arena a room's game counts in, and the way back to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaWords {
    /// "A game of the tournament".
    pub said: String,
    /// Once the viewer's game has ended and the arena pairs them again:
    /// "Next game in 5 seconds, from the tournament.", and the seconds
    /// after which the room takes them back to it.
    pub next: Option<(String, u64)>,
    /// The arena's name, the link's words.
    pub name: String,
    /// Its page.
    pub href: String,
    /// Who went berserk: "Ada went berserk."
    pub berserked: Option<String>,
    /// The berserk button's words, while the viewer may press it.
    pub offer: Option<String>,
    /// The arena, for the form that pauses (withdraws) instead.
    pub id: ArenaId,
}

/// A game from the lobby, as its room shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicGame {
    /// Its speed, and whether it is rated.
    pub terms: Terms,
    /// Who sits on each side: Player 1's first.
    pub players: [Seated; 2],
    /// The players' score over the room's finished games, in half points,
    /// Player 1's (in the current game) first: rematches swap sides, and
    /// the pair of games evens out the first player's edge.
    pub score: [u32; 2],
    /// The arena the game counts in, if any.
    pub arena: Option<(ArenaId, ArenaTitle)>,
    /// Whether that arena still pairs its players: it has not ended.
    pub arena_pairs: bool,
    /// Whether Player 1 and Player 2 went berserk.
    pub berserk: [bool; 2],
    /// Whether the viewer may go berserk now.
    pub may_berserk: bool,
}

impl PublicGame {
    /// "Ada went berserk.", for each side that did.
    fn berserked(&self, words: &Words) -> Option<String> {
        let said: Vec<String> = self
            .players
            .iter()
            .zip(self.berserk)
            .filter(|(_, berserk)| *berserk)
            .map(|(seated, _)| t!(words, "room-berserked", name = seated.name(words)))
            .collect();
        (!said.is_empty()).then(|| said.join(" "))
    }
}

/// One side's player in a game from the lobby.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seated {
    /// The name they chose.
    pub name: Option<DisplayName>,
    /// Their rating in the game's speed class as shown, and whether it is
    /// provisional; `None` before their first rated game there.
    pub rating: Option<(i32, bool)>,
    /// What this game did to their rating (before, after), once rated.
    pub change: Option<(i32, i32)>,
    /// The house bot's level, if the seat is the bot's.
    pub house_bot: Option<Level>,
}

impl Seated {
    /// The player's name, or a stand-in for one who has none.
    pub fn name(&self, words: &Words) -> String {
        match self.house_bot {
            Some(_) => t!(words, "room-house-bot"),
            None => crate::lobby::view::shown_name_text(words, self.name.as_ref()),
        }
    }

    /// Their rating as a list shows it: "1500", "1742, provisional", "new".
    fn rating_words(&self, words: &Words) -> String {
        if let Some(level) = self.house_bot {
            return crate::game::view::level_name(words, level);
        }
        match self.rating {
            None => t!(words, "room-rating-new"),
            Some((rating, true)) => t!(
                words,
                "room-rating-provisional",
                rating = rating.to_string()
            ),
            Some((rating, false)) => rating.to_string(),
        }
    }
}

impl PublicGame {
    /// The game's players, terms and rating changes in words; `time` is
    /// the game's time now, `over` whether it has ended, `plays` whether
    /// the viewer plays in it. In `words`' language: the viewer's.
    pub fn words(
        &self,
        words: &Words,
        time: Option<TimeShown>,
        over: bool,
        plays: bool,
    ) -> PublicWords {
        let [one, two] = &self.players;
        let players = t!(
            words,
            "room-players",
            first = one.name(words),
            first_rating = one.rating_words(words),
            second = two.name(words),
            second_rating = two.rating_words(words),
            speed = crate::lobby::view::speed_text(words, self.terms.speed),
            rated = if self.terms.rated { "yes" } else { "no" },
        );
        let changes: Vec<String> = self
            .players
            .iter()
            .filter_map(|seated| {
                seated.change.map(|(before, after)| {
                    format!(
                        "{} {before} → {after} ({:+})",
                        seated.name(words),
                        after - before
                    )
                })
            })
            .collect();
        let deadline = match time {
            Some(TimeShown::Correspondence {
                due: Some((side, at, left)),
            }) => Some(t!(
                words,
                "room-deadline",
                name = self.players[usize::from(side.number() - 1)].name(words),
                date = crate::lobby::view::date_text(words, at),
                left = crate::lobby::view::time_left_text(words, left),
            )),
            _ => None,
        };
        let points = |half: u32| match (half / 2, half % 2) {
            (0, 1) => "½".to_string(),
            (whole, 1) => format!("{whole}½"),
            (whole, _) => whole.to_string(),
        };
        let score = (self.score.iter().sum::<u32>() > 0).then(|| {
            t!(
                words,
                "room-score",
                first = one.name(words),
                first_points = points(self.score[0]),
                second = two.name(words),
                second_points = points(self.score[1]),
            )
        });
        let next_in = (over && plays && self.arena_pairs).then(|| play::NEXT_GAME_AFTER.as_secs());
        let arena = self.arena.as_ref().map(|(id, name)| ArenaWords {
            said: t!(words, "room-arena"),
            next: next_in.map(|seconds| (t!(words, "room-arena-next", seconds = seconds), seconds)),
            name: name.said(words),
            href: words.href(&crate::routes::tournament(id)),
            berserked: self.berserked(words),
            offer: (self.may_berserk && !over).then(|| t!(words, "room-berserk")),
            id: id.clone(),
        });
        PublicWords {
            score,
            deadline,
            arena,
            players,
            names: [one.name(words), two.name(words)],
            house_bot: two.house_bot.is_some(),
            ratings: (!changes.is_empty())
                .then(|| t!(words, "room-ratings", changes = changes.join("; "))),
        }
    }
}

impl RoomView {
    /// Whether the viewer plays in this room.
    pub fn plays(&self) -> bool {
        matches!(self.role, Role::Host | Role::Guest)
    }
}

/// What a room's live stream says every few seconds (its `presence`
/// event): who is here, and whether this viewer may now continue against
/// the computer. Written by the server, read by the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Presence {
    /// The host is here.
    pub host: bool,
    /// The guest is here (`None` before anyone joined).
    pub guest: Option<bool>,
    /// The viewer may hand the absent friend's side to the computer.
    pub may_continue: bool,
}

/// "host guest continue": 1 or 0 each, guest `-` before anyone joined.
impl fmt::Display for Presence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let flag = |yes: bool| if yes { "1" } else { "0" };
        write!(
            f,
            "{} {} {}",
            flag(self.host),
            self.guest.map_or("-", flag),
            flag(self.may_continue)
        )
    }
}

/// Text that is not a presence message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MalformedPresence;

impl FromStr for Presence {
    type Err = MalformedPresence;

    /// ```
    /// use app::room::view::Presence;
    /// let presence = Presence { host: true, guest: None, may_continue: false };
    /// assert_eq!(presence.to_string(), "1 - 0");
    /// assert_eq!("1 - 0".parse(), Ok(presence));
    /// assert!("1 2 3".parse::<Presence>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Presence, MalformedPresence> {
        let flag = |word: Option<&str>| match word {
            Some("1") => Ok(true),
            Some("0") => Ok(false),
            _ => Err(MalformedPresence),
        };
        let mut words = text.split(' ');
        let host = flag(words.next())?;
        let guest = match words.next() {
            Some("-") => None,
            word => Some(flag(word)?),
        };
        let may_continue = flag(words.next())?;
        if words.next().is_some() {
            return Err(MalformedPresence);
        }
        Ok(Presence {
            host,
            guest,
            may_continue,
        })
    }
}
