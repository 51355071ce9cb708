//! The family's games side by side: which game a table plays, with its
//! options, and one way to play a move of either, so that the site keeps
//! one record, one board and one journal for both.
//!
//! Both games use the same [`Position`] shape (the store slots of an Oware
//! board hold each player's captures), and a move of either is reported as
//! a [`Sowing`]: Kalah's fields, with Oware's captures pit by pit in
//! [`Sowing::oware`].
//!
//! ```
//! use engine::{Pit, Ruleset};
//! let oware: Ruleset = "oware".parse().unwrap();
//! let start = oware.start();
//! let sowing = oware.play(&start, &[], Pit::new(6).unwrap()).unwrap();
//! assert_eq!(sowing.after.to_string(), "4,4,4,4,4,0,0,5,5,5,5,4,4,0,2");
//! ```

use crate::board::{Location, Pit, Player};
use crate::oware;
use crate::rules::{GameEnd, IllegalMove, Position, Sowing, Variant, board_outcome};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A game of the family, by name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Kalah: stores, extra turns, captures of the facing pit.
    #[default]
    Kalah,
    /// Oware (abapa): captures of 2s and 3s, feeding, repetition.
    Oware,
}

impl GameKind {
    /// Both games, Kalah first.
    pub const ALL: [GameKind; 2] = [GameKind::Kalah, GameKind::Oware];

    /// The name in records, forms and addresses.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Kalah => "kalah",
            GameKind::Oware => "oware",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the family's games here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game {:?}: choose kalah or oware", self.0)
    }
}

impl std::error::Error for UnknownGame {}

impl GameKind {
    /// The game a form's `game` field chose: Kalah when it is absent or
    /// blank, as every form before Oware sent it.
    ///
    /// ```
    /// use engine::GameKind;
    /// assert_eq!(GameKind::chosen(None), Ok(GameKind::Kalah));
    /// assert_eq!(GameKind::chosen(Some(" ")), Ok(GameKind::Kalah));
    /// assert_eq!(GameKind::chosen(Some("oware")), Ok(GameKind::Oware));
    /// assert!(GameKind::chosen(Some("chess")).is_err());
    /// ```
    pub fn chosen(field: Option<&str>) -> Result<GameKind, UnknownGame> {
        match field.map(str::trim) {
            None | Some("") => Ok(GameKind::Kalah),
            Some(name) => name.parse(),
        }
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;

    /// ```
    /// use engine::GameKind;
    /// assert_eq!("Oware".parse(), Ok(GameKind::Oware));
    /// assert!("awele".parse::<GameKind>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<GameKind, UnknownGame> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}

/// The game a table plays and its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruleset {
    /// Kalah with its stones per pit and capture rule.
    Kalah(Variant),
    /// Oware with its grand slam and cycle options.
    Oware(oware::Rules),
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        Ruleset::Kalah(Variant::default())
    }
}

impl From<Variant> for Ruleset {
    fn from(variant: Variant) -> Ruleset {
        Ruleset::Kalah(variant)
    }
}

impl FromStr for Ruleset {
    type Err = UnknownGame;

    /// A game by name, with its default options.
    fn from_str(text: &str) -> Result<Ruleset, UnknownGame> {
        Ok(Ruleset::defaults(text.parse()?))
    }
}

impl fmt::Display for Ruleset {
    /// The game and its options as a record names them.
    ///
    /// ```
    /// use engine::{Ruleset, Variant};
    /// assert_eq!(Ruleset::default().to_string(), "kalah, 4 stones, empty capture off");
    /// assert_eq!(
    ///     "oware".parse::<Ruleset>().unwrap().to_string(),
    ///     "oware, grand slam captures-nothing, cycles own-row"
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ruleset::Kalah(variant) => {
                let empty = if variant.empty_capture() { "on" } else { "off" };
                write!(
                    f,
                    "kalah, {} stones, empty capture {empty}",
                    variant.stones()
                )
            }
            Ruleset::Oware(rules) => write!(f, "oware, {rules}"),
        }
    }
}

/// Why a move cannot be played, in either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Illegal {
    /// The game has ended.
    GameOver,
    /// The chosen pit is empty.
    EmptyPit(Pit),
    /// Oware: the opponent has no seeds and this move gives them none.
    DoesNotFeed(Pit),
    /// Oware: a grand slam where the rules forbid it.
    GrandSlam(Pit),
}

impl From<IllegalMove> for Illegal {
    fn from(illegal: IllegalMove) -> Illegal {
        match illegal {
            IllegalMove::GameOver => Illegal::GameOver,
            IllegalMove::EmptyPit(pit) => Illegal::EmptyPit(pit),
        }
    }
}

impl From<oware::IllegalMove> for Illegal {
    fn from(illegal: oware::IllegalMove) -> Illegal {
        match illegal {
            oware::IllegalMove::GameOver => Illegal::GameOver,
            oware::IllegalMove::EmptyPit(pit) => Illegal::EmptyPit(pit),
            oware::IllegalMove::DoesNotFeed(pit) => Illegal::DoesNotFeed(pit),
            oware::IllegalMove::GrandSlam(pit) => Illegal::GrandSlam(pit),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::GameOver => IllegalMove::GameOver.fmt(f),
            Illegal::EmptyPit(pit) => IllegalMove::EmptyPit(pit).fmt(f),
            Illegal::DoesNotFeed(pit) => oware::IllegalMove::DoesNotFeed(pit).fmt(f),
            Illegal::GrandSlam(pit) => oware::IllegalMove::GrandSlam(pit).fmt(f),
        }
    }
}

impl std::error::Error for Illegal {}

/// What an Oware move did beyond Kalah's fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwareMove {
    /// The opponent's pits captured, in the order taken.
    pub captures: Vec<oware::Capture>,
    /// It would have taken every seed the opponent had, so took none.
    pub grand_slam: bool,
    /// Why the game ended, if this move ended it.
    pub end: Option<oware::End>,
}

impl Ruleset {
    /// The game's options at their defaults.
    pub fn defaults(kind: GameKind) -> Ruleset {
        match kind {
            GameKind::Kalah => Ruleset::default(),
            GameKind::Oware => Ruleset::Oware(oware::Rules::default()),
        }
    }

    /// Which game this is.
    pub fn kind(self) -> GameKind {
        match self {
            Ruleset::Kalah(_) => GameKind::Kalah,
            Ruleset::Oware(_) => GameKind::Oware,
        }
    }

    /// Kalah's variant, if this is Kalah.
    pub fn kalah(self) -> Option<Variant> {
        match self {
            Ruleset::Kalah(variant) => Some(variant),
            Ruleset::Oware(_) => None,
        }
    }

    /// The opening position.
    pub fn start(self) -> Position {
        match self {
            Ruleset::Kalah(variant) => Position::start(variant),
            Ruleset::Oware(_) => from_oware(oware::Position::start()),
        }
    }

    /// Plays `pit` after the moves `earlier` made from `start`: Oware's
    /// repetition rule looks back to the last capture.
    ///
    /// ```
    /// use engine::{Illegal, Pit, Ruleset};
    /// use engine::oware;
    /// let oware: Ruleset = "oware".parse().unwrap();
    /// let starved: oware::Position = "1,0,0,0,0,0,23,0,0,0,0,0,0,24,1".parse().unwrap();
    /// let starved = starved.into();
    /// let pit = Pit::new(1).unwrap();
    /// assert_eq!(oware.play(&starved, &[], pit), Err(Illegal::DoesNotFeed(pit)));
    /// ```
    pub fn play(self, start: &Position, earlier: &[Sowing], pit: Pit) -> Result<Sowing, Illegal> {
        let before = earlier.last().map_or(*start, |sowing| sowing.after);
        match self {
            Ruleset::Kalah(variant) => Ok(before.play(pit, variant)?),
            Ruleset::Oware(rules) => {
                let sown = resume(rules, start, earlier).play(pit)?;
                Ok(from_oware_sowing(before, sown))
            }
        }
    }

    /// Plays `pits` in turn from `start`: what each did. One pass, however
    /// long the line (a loaded game's whole record).
    ///
    /// ```
    /// use engine::{Pit, Ruleset};
    /// let oware: Ruleset = "oware".parse().unwrap();
    /// let pits = [6, 6, 1].map(|n| Pit::new(n).unwrap());
    /// let sowings = oware.play_line(&oware.start(), pits).unwrap();
    /// assert_eq!(sowings.len(), 3);
    /// ```
    pub fn play_line(
        self,
        start: &Position,
        pits: impl IntoIterator<Item = Pit>,
    ) -> Result<Vec<Sowing>, Illegal> {
        let mut sowings: Vec<Sowing> = Vec::new();
        match self {
            Ruleset::Kalah(variant) => {
                for pit in pits {
                    let before = sowings.last().map_or(*start, |sowing| sowing.after);
                    sowings.push(before.play(pit, variant)?);
                }
            }
            Ruleset::Oware(rules) => {
                let mut game = oware::Game::from_position(to_oware(*start), rules);
                for pit in pits {
                    let before = from_oware(game.position());
                    sowings.push(from_oware_sowing(before, game.play(pit)?));
                }
            }
        }
        Ok(sowings)
    }

    /// Where the last seed of `pit` would land, for a board's preview:
    /// Oware's by counting alone (a lap skips the pit sown from), so that
    /// the browser's script carries none of Oware's rules.
    ///
    /// ```
    /// use engine::{Location, Pit, Player, Ruleset};
    /// let oware: Ruleset = "oware".parse().unwrap();
    /// let landing = oware.landing(&oware.start(), Pit::new(3).unwrap());
    /// assert_eq!(landing, Some(Location::Pit(Player::Two, Pit::new(1).unwrap())));
    /// ```
    pub fn landing(self, position: &Position, pit: Pit) -> Option<Location> {
        let player = position.to_move?;
        match self {
            Ruleset::Kalah(variant) => position.play(pit, variant).ok()?.drops.last().copied(),
            Ruleset::Oware(_) => {
                let seeds = usize::from(position.board.pit(player, pit));
                if seeds == 0 {
                    return None;
                }
                let from = usize::from(pit.number()) - 1;
                let at = (from + (seeds - 1) % 11 + 1) % 12;
                let owner = if at < 6 { player } else { player.other() };
                Some(Location::Pit(owner, Pit::ALL[at % 6]))
            }
        }
    }

    /// The pits the player to move may sow in `position` (with no history
    /// before it), in pit order.
    ///
    /// ```
    /// use engine::{GameKind, Ruleset};
    /// let oware = Ruleset::defaults(GameKind::Oware);
    /// assert_eq!(oware.legal_moves(&oware.start()).len(), 6);
    /// ```
    pub fn legal_moves(self, position: &Position) -> Vec<Pit> {
        match self {
            Ruleset::Kalah(_) => position.legal_moves(),
            Ruleset::Oware(rules) => oware::Position::from(*position).legal_moves(rules),
        }
    }

    /// The Oware game as it stands after `earlier`, its history since the
    /// last capture included, for Oware's players; `None` in Kalah.
    pub fn oware_game(self, start: &Position, earlier: &[Sowing]) -> Option<oware::Game> {
        match self {
            Ruleset::Oware(rules) => Some(resume(rules, start, earlier)),
            Ruleset::Kalah(_) => None,
        }
    }
}

/// The Oware game after the moves `earlier` made from `start`, from the
/// positions since the last capture: no earlier one can come round again.
fn resume(rules: oware::Rules, start: &Position, earlier: &[Sowing]) -> oware::Game {
    let (from, moves) = match earlier.iter().rposition(|sowing| sowing.captured() > 0) {
        Some(capture) => (earlier[capture].after, &earlier[capture + 1..]),
        None => (*start, earlier),
    };
    let positions = std::iter::once(from)
        .chain(moves.iter().map(|sowing| sowing.after))
        .map(to_oware)
        .collect();
    oware::Game::resume(positions, rules)
}

/// An Oware position on the family's board: the same pits, the captures
/// in the store slots.
impl From<oware::Position> for Position {
    fn from(position: oware::Position) -> Position {
        Position {
            board: position.board,
            to_move: position.to_move,
        }
    }
}

/// A family position read as Oware's: the store slots hold the captures.
impl From<Position> for oware::Position {
    fn from(position: Position) -> oware::Position {
        oware::Position {
            board: position.board,
            to_move: position.to_move,
        }
    }
}

fn to_oware(position: Position) -> oware::Position {
    position.into()
}

fn from_oware(position: oware::Position) -> Position {
    position.into()
}

fn from_oware_sowing(before: Position, sown: oware::Sowing) -> Sowing {
    let after = from_oware(sown.after);
    let end = sown.end.map(|_| {
        let captured = |player: Player| {
            let taken = if player == sown.player {
                sown.captured()
            } else {
                0
            };
            before.board.store(player) + taken
        };
        let stores = [
            after.board.store(Player::One),
            after.board.store(Player::Two),
        ];
        GameEnd {
            swept: Player::BOTH.map(|player| after.board.store(player) - captured(player)),
            stores,
            outcome: board_outcome(&after.board),
        }
    });
    Sowing {
        player: sown.player,
        pit: sown.pit,
        drops: sown.drops,
        extra_turn: false,
        capture: None,
        end,
        after,
        oware: Some(OwareMove {
            captures: sown.captures,
            grand_slam: sown.grand_slam,
            end: sown.end,
        }),
    }
}
