//! Who each side of a game is to the person at the screen (you, the
//! computer, a friend, Player 1, a named player), and how a set-up is said
//! ("vs Bo · you play first"), in their language (`board.ftl`).

use crate::i18n::Words;
use crate::t;
use engine::{GameKind, Level, Location, Player, Ruleset, Variant};
use play::{GameView, Opponent, Setup};

/// Who a side of a game is to the person at the screen. The messages
/// choose their grammar by it (`$who`: you, computer, friend, one, two,
/// named) and name the side by [`SideNames::name`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Side {
    You,
    Computer,
    Friend,
    Player(Player),
    Named(String),
}

impl Side {
    /// The `$who` a message chooses its words by.
    pub fn who(&self) -> &'static str {
        match self {
            Side::You => "you",
            Side::Computer => "computer",
            Side::Friend => "friend",
            Side::Player(Player::One) => "one",
            Side::Player(Player::Two) => "two",
            Side::Named(_) => "named",
        }
    }

    /// How the side is named: "You", "Computer", "Player 1", "Ada".
    pub fn name(&self, words: &Words) -> String {
        let name = match self {
            Side::Named(name) => name.as_str(),
            _ => "",
        };
        t!(words, "side-name", who = self.who(), name = name)
    }
}

/// How the sides of a game are named to the person at the screen.
pub trait SideNames {
    /// "You" and the computer or a friend, Player 1 and Player 2, or the
    /// names people chose.
    fn side(&self, player: Player) -> Side;

    /// The game played: Oware's pits hold seeds and its stores captures.
    fn game(&self) -> GameKind;

    /// A side's name in words: "You", "Computer", "Ada".
    fn name(&self, words: &Words, player: Player) -> String {
        self.side(player).name(words)
    }
}

/// By the set-up alone.
impl SideNames for Setup {
    fn game(&self) -> GameKind {
        self.rules.kind()
    }

    fn side(&self, player: Player) -> Side {
        match self.opponent {
            Opponent::Computer { seat, .. } if seat == player => Side::You,
            Opponent::Computer { .. } => Side::Computer,
            Opponent::Friend { seat: Some(seat) } if seat == player => Side::You,
            Opponent::Friend { seat: Some(_) } => Side::Friend,
            Opponent::SameDevice | Opponent::Friend { seat: None } => Side::Player(player),
        }
    }
}

/// A game's sides as its page names them: by the set-up and, in a game
/// between named people, the names (Player 1's first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sides {
    /// Who plays whom, from whose seat.
    pub setup: Setup,
    /// Both players' names, where both chose one.
    pub names: Option<[String; 2]>,
}

/// In a game between named people, the other side (or, watching, both)
/// by name; otherwise as the set-up says.
impl SideNames for Sides {
    fn game(&self) -> GameKind {
        self.setup.rules.kind()
    }

    fn side(&self, player: Player) -> Side {
        named_side(&self.setup, self.names.as_ref(), player)
    }
}

impl SideNames for GameView {
    fn game(&self) -> GameKind {
        self.setup.rules.kind()
    }

    fn side(&self, player: Player) -> Side {
        named_side(&self.setup, self.names.as_ref(), player)
    }
}

fn named_side(setup: &Setup, names: Option<&[String; 2]>, player: Player) -> Side {
    match names {
        Some(names) if !setup.plays_here(player) => {
            Side::Named(names[usize::from(player.number() - 1)].clone())
        }
        _ => setup.side(player),
    }
}

/// A level's name: "Easy".
pub fn level_name(words: &Words, level: Level) -> String {
    match level {
        Level::Easy => t!(words, "level-easy"),
        Level::Medium => t!(words, "level-medium"),
        Level::Hard => t!(words, "level-hard"),
        Level::Expert => t!(words, "level-expert"),
    }
}

/// How a set-up is said.
pub trait SetupWords {
    /// A short title: "vs Computer · Medium · you play second".
    fn describe(&self, words: &Words) -> String;
}

impl SetupWords for Setup {
    fn describe(&self, words: &Words) -> String {
        Sides {
            setup: *self,
            names: None,
        }
        .describe(words)
    }
}

impl SetupWords for GameView {
    fn describe(&self, words: &Words) -> String {
        Sides {
            setup: self.setup,
            names: self.names.clone(),
        }
        .describe(words)
    }
}

/// The opponent by name where both players chose one: "vs Bo · you play
/// first", "Ada vs Bo, watching".
impl SetupWords for Sides {
    fn describe(&self, words: &Words) -> String {
        let title = match (self.setup.opponent, &self.names) {
            (Opponent::Friend { seat: Some(player) }, Some(names)) => t!(
                words,
                "setup-named",
                name = names[usize::from(player.other().number() - 1)].as_str(),
                seat = seat(player)
            ),
            (Opponent::Friend { seat: None }, Some([one, two])) => {
                t!(
                    words,
                    "setup-watching-named",
                    one = one.as_str(),
                    two = two.as_str()
                )
            }
            (opponent, _) => describe_opponent(words, opponent),
        };
        let variant = match self.setup.rules {
            Ruleset::Kalah(variant) if variant == Variant::default() => return title,
            Ruleset::Kalah(variant) => variant,
            Ruleset::Oware(_) => return format!("{title} · {}", t!(words, "game-oware")),
        };
        let stones = variant.stones();
        let variant = if variant.empty_capture() {
            t!(words, "setup-stones-empty-capture", stones = stones)
        } else {
            t!(words, "setup-stones", stones = stones)
        };
        format!("{title} · {variant}")
    }
}

/// A seat as the messages choose on it.
fn seat(seat: Player) -> &'static str {
    if seat == Player::One { "one" } else { "two" }
}

/// "vs Computer · Medium · you play second", as the set-up alone says it.
fn describe_opponent(words: &Words, opponent: Opponent) -> String {
    match opponent {
        Opponent::Computer {
            level,
            seat: player,
        } => t!(
            words,
            "setup-computer",
            level = level_name(words, level),
            seat = seat(player)
        ),
        Opponent::SameDevice => t!(words, "setup-same-device"),
        Opponent::Friend { seat: Some(player) } => {
            t!(words, "setup-friend", seat = seat(player))
        }
        Opponent::Friend { seat: None } => t!(words, "setup-watching"),
    }
}

/// Where a stone lands, as the middle of a sentence: "your store",
/// "Computer's pit 3".
pub fn place_text(words: &Words, setup: &impl SideNames, location: Location) -> String {
    match location {
        Location::Pit(owner, pit) => {
            let owner = setup.side(owner);
            t!(
                words,
                "place-pit",
                owner = owner.who(),
                owner_name = owner.name(words),
                pit = pit.number()
            )
        }
        Location::Store(owner) => {
            let owner = setup.side(owner);
            t!(
                words,
                "place-store",
                owner = owner.who(),
                owner_name = owner.name(words)
            )
        }
    }
}
