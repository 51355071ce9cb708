//! What the pages know about a game: its set-up, and a snapshot of it as
//! the server sends it, with the words that describe it to a player.

use crate::error::PlayError;
use engine::{GameEnd, Level, Location, Outcome, Pit, Player, Position, Sowing, Variant};
use serde::{Deserialize, Serialize};

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// One person against the computer; `seat` is the person's side.
    Computer {
        /// How strongly the computer plays.
        level: Level,
        /// The side the person plays: Player 1 moves first.
        seat: Player,
    },
    /// Two people taking turns on one device.
    SameDevice,
    /// Two people in a room, each on their own device. As stored, `seat` is
    /// the host's side; as a page shows it, the viewer's side (`None` for a
    /// spectator).
    Friend {
        /// The side of the person the game is described to.
        seat: Option<Player>,
    },
}

/// Everything chosen before a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Who plays.
    pub opponent: Opponent,
    /// Stones per pit and capture rule.
    pub variant: Variant,
}

impl Setup {
    /// Whether `player`'s moves are made by the computer.
    pub fn is_computer(&self, player: Player) -> bool {
        matches!(self.opponent, Opponent::Computer { seat, .. } if seat != player)
    }

    /// How a side is named to the person at the screen: "You" and
    /// "Computer" or "Friend", or "Player 1" and "Player 2".
    pub fn name(&self, player: Player) -> String {
        match self.opponent {
            Opponent::Computer { seat, .. } if seat == player => "You".to_string(),
            Opponent::Computer { .. } => "Computer".to_string(),
            Opponent::Friend { seat: Some(seat) } if seat == player => "You".to_string(),
            Opponent::Friend { seat: Some(_) } => "Friend".to_string(),
            Opponent::SameDevice | Opponent::Friend { seat: None } => player.to_string(),
        }
    }

    /// A side's name in the possessive: "Your", "Computer's", "Player 1's".
    pub fn possessive(&self, player: Player) -> String {
        match self.opponent {
            Opponent::Computer { seat, .. } if seat == player => "Your".to_string(),
            Opponent::Friend { seat: Some(seat) } if seat == player => "Your".to_string(),
            _ => format!("{}'s", self.name(player)),
        }
    }

    /// The side drawn nearest the viewer: the person's own side against
    /// the computer, Player 1 on a shared device.
    pub fn near_side(&self) -> Player {
        match self.opponent {
            Opponent::Computer { seat, .. } | Opponent::Friend { seat: Some(seat) } => seat,
            Opponent::SameDevice | Opponent::Friend { seat: None } => Player::One,
        }
    }

    /// A short title: "vs Computer · Medium · you play second".
    pub fn describe(&self) -> String {
        let variant = if self.variant == Variant::default() {
            String::new()
        } else {
            format!(
                " · {} stones{}",
                self.variant.stones(),
                if self.variant.empty_capture() {
                    " · empty capture"
                } else {
                    ""
                }
            )
        };
        match self.opponent {
            Opponent::Computer { level, seat } => format!(
                "vs Computer · {level} · you play {}{variant}",
                if seat == Player::One {
                    "first"
                } else {
                    "second"
                }
            ),
            Opponent::SameDevice => format!("2 players on this device{variant}"),
            Opponent::Friend { seat: Some(seat) } => format!(
                "vs a friend · you play {}{variant}",
                if seat == Player::One {
                    "first"
                } else {
                    "second"
                }
            ),
            Opponent::Friend { seat: None } => format!("Two friends, watching{variant}"),
        }
    }
}

/// One move as it was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedMove {
    /// What the move did, step by step.
    pub sowing: Sowing,
    /// Whether the computer chose it.
    pub by_computer: bool,
}

/// A game as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    /// The game's identifier, as in its URL.
    pub id: String,
    /// The set-up it started with.
    pub setup: Setup,
    /// The position now.
    pub position: Position,
    /// Moves in the current line of play; forms carry it to detect
    /// stale submissions.
    pub ply: u32,
    /// Bumped by every stored change; forms carry it too, since after an
    /// Undo and another move the ply repeats but the position does not.
    pub version: i64,
    /// The position before the first move of `recent`.
    pub before_recent: Position,
    /// The moves since the start of the latest action: the person's move
    /// and every reply up to now, for the status line and animation.
    pub recent: Vec<PlayedMove>,
    /// Whether Undo has something to take back.
    pub can_undo: bool,
    /// Whether Redo has something to replay.
    pub can_redo: bool,
    /// The side that resigned, if one did.
    pub resigned: Option<Player>,
    /// A word on the latest action when it was not a move, such as
    /// "Move taken back."
    pub note: Option<String>,
    /// Hints used in this game; a game with hints is marked as such.
    pub hints: u32,
    /// The hint for the position now, if one was asked for.
    pub hint: Option<Hint>,
    /// Paused: the board is hidden until Resume.
    pub paused: bool,
    /// The room the game is played in, for a game with a friend.
    pub room: Option<String>,
    /// The result this attempt reached first, which is the one that counts.
    pub first_result: Option<FirstResult>,
    /// No Undo or Restart in this attempt so far.
    pub fresh: bool,
    /// Milliseconds the game has been played with its page in view.
    pub active_ms: u64,
    /// Milestones this action earned.
    pub earned: Vec<crate::achievements::Milestone>,
    /// Nobody has acted for a while: the page waits on a Resume screen.
    pub idle: bool,
}

/// One attempt in a player's list of games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptSummary {
    /// The game's identifier.
    pub id: String,
    /// Mode, level and side, from the player's side.
    pub setup: Setup,
    /// The result that counts, if the attempt has one.
    pub first_result: Option<FirstResult>,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// Play time in milliseconds.
    pub active_ms: u64,
}

/// A whole game: its set-up and every move of its line, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's identifier.
    pub id: String,
    /// Mode, level, side and variant.
    pub setup: Setup,
    /// The position it started from (the variant's start, or a practice
    /// position).
    pub start: Position,
    /// Every move, as played.
    pub moves: Vec<Sowing>,
    /// The side that resigned, if one did.
    pub resigned: Option<Player>,
}

impl GameRecord {
    /// The record in the notation of RULES.md: the variant, then the
    /// moves in order, then the final position.
    ///
    /// ```
    /// use app::game::{GameRecord, Opponent, Setup};
    /// use engine::{Pit, Position, Variant};
    /// let variant = Variant::default();
    /// let first = Position::start(variant).play(Pit::new(3).unwrap(), variant).unwrap();
    /// let record = GameRecord {
    ///     id: "g".into(),
    ///     setup: Setup { opponent: Opponent::SameDevice, variant },
    ///     start: Position::start(variant),
    ///     moves: vec![first],
    ///     resigned: None,
    /// };
    /// assert!(record.notation().contains("Moves: 3\n"));
    /// assert!(record.notation().contains("4,4,0,5,5,5,1,4,4,4,4,4,4,0,1"));
    /// ```
    pub fn notation(&self) -> String {
        let variant = self.setup.variant;
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|sowing| sowing.pit.number().to_string())
            .collect();
        let last = self.moves.last().map_or(self.start, |sowing| sowing.after);
        let mut text = format!(
            "Kalah game record\nVariant: {} stones per pit, {} capture\n",
            variant.stones(),
            if variant.empty_capture() {
                "empty"
            } else {
                "standard"
            },
        );
        if self.start != Position::start(variant) {
            text.push_str(&format!("Start: {}\n", self.start));
        }
        text.push_str(&format!("Moves: {}\nPosition: {last}\n", moves.join(" ")));
        if let Some(loser) = self.resigned {
            text.push_str(&format!("Resigned: {loser}\n"));
        }
        text
    }
}

/// The result an attempt reached first: it counts, whatever follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstResult {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Player 1's and Player 2's stores.
    pub scores: [u8; 2],
    /// Reached without Undo or Restart.
    pub fresh: bool,
}

/// The best move in the position now, as a hint gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The pit to sow.
    pub pit: Pit,
    /// The final store difference for the player with perfect play from
    /// here, when the solver proved it in the time allowed.
    pub value: Option<i32>,
}

impl Hint {
    /// "Hint: sow pit 5. With perfect play from here you finish 2 stones ahead."
    pub fn text(&self) -> String {
        let outlook = match self.value {
            Some(value) if value > 0 => {
                format!(
                    " With perfect play from here you finish {value} stone{} ahead.",
                    if value == 1 { "" } else { "s" }
                )
            }
            Some(value) if value < 0 => format!(
                " With perfect play by both from here you finish {} stone{} behind.",
                -value,
                if value == -1 { "" } else { "s" }
            ),
            Some(_) => " With perfect play by both from here the game is a draw.".to_string(),
            None => " (The strongest move found in the time allowed.)".to_string(),
        };
        format!("Hint: sow pit {}.{outlook}", self.pit)
    }
}

impl Setup {
    /// Whether hints are offered: against Easy and Medium only.
    pub fn offers_hints(&self) -> bool {
        matches!(
            self.opponent,
            Opponent::Computer {
                level: Level::Easy | Level::Medium,
                ..
            }
        )
    }
}

impl GameView {
    /// The side whose pits take input now: the player to move, unless the
    /// game is over or the computer is to move.
    pub fn active_side(&self) -> Option<Player> {
        let mine = |player: Player| match self.setup.opponent {
            Opponent::Friend { seat } => seat == Some(player),
            _ => !self.setup.is_computer(player),
        };
        self.position
            .to_move
            .filter(|&player| self.resigned.is_none() && mine(player))
    }

    /// Whether the game has finished, by the rules or by resignation.
    pub fn is_finished(&self) -> bool {
        self.position.is_over() || self.resigned.is_some()
    }

    /// The words for the game's state: result, or whose turn it is.
    pub fn turn_text(&self) -> String {
        let setup = &self.setup;
        if let Some(loser) = self.resigned {
            let winner = loser.other();
            return match setup.opponent {
                Opponent::Computer { seat, .. } if seat == loser => {
                    "You resigned. Computer wins.".to_string()
                }
                _ => format!(
                    "{} resigned. {} wins.",
                    setup.name(loser),
                    setup.name(winner)
                ),
            };
        }
        match self.position.to_move {
            None => result_text(setup, &self.position),
            Some(player) => match setup.opponent {
                Opponent::Computer { seat, .. } if seat == player => "Your turn.".to_string(),
                Opponent::Computer { .. } => "Computer's turn.".to_string(),
                Opponent::Friend { seat: Some(seat) } if seat == player => "Your turn.".to_string(),
                Opponent::Friend { seat: Some(_) } => "Your friend's turn.".to_string(),
                Opponent::SameDevice | Opponent::Friend { seat: None } => {
                    format!("{player} to move.")
                }
            },
        }
    }

    /// " Achievement unlocked: First sow." for what this action earned.
    pub fn earned_text(&self) -> String {
        self.earned
            .iter()
            .map(|milestone| format!(" Achievement unlocked: {}.", milestone.title()))
            .collect()
    }

    /// The status line with the first `shown` recent moves played out:
    /// the note, each move in words, then whose turn it is (or that the
    /// computer is still moving).
    pub fn status_after(&self, shown: usize) -> String {
        let mut sentences: Vec<String> = self.note.iter().cloned().collect();
        sentences.extend(
            self.recent
                .iter()
                .take(shown)
                .map(|played| describe_move(&self.setup, &played.sowing)),
        );
        sentences.push(match self.recent.get(shown) {
            None => self.turn_text(),
            Some(next) if next.by_computer => "Computer is thinking…".to_string(),
            Some(_) => "Sowing…".to_string(),
        });
        sentences.join(" ")
    }

    /// The position once the first `shown` recent moves are played out.
    pub fn position_after(&self, shown: usize) -> Position {
        match shown.min(self.recent.len()) {
            0 if self.recent.is_empty() => self.position,
            0 => self.before_recent,
            shown => self.recent[shown - 1].sowing.after,
        }
    }

    /// The move to mark once the first `shown` recent moves are played
    /// out.
    pub fn last_move_after(&self, shown: usize) -> Option<(Player, Pit)> {
        self.recent[..shown.min(self.recent.len())]
            .last()
            .map(|played| (played.sowing.player, played.sowing.pit))
    }
}

/// One move in words: "Computer sowed pit 5: captured 6 stones."
pub fn describe_move(setup: &Setup, sowing: &Sowing) -> String {
    let mut text = format!("{} sowed pit {}", setup.name(sowing.player), sowing.pit);
    if let Some(capture) = sowing.capture {
        text.push_str(&format!(
            ": captured {} stone{} from pit {}",
            capture.stones,
            plural(capture.stones),
            capture.facing
        ));
    } else if sowing.extra_turn {
        text.push_str(": last stone in the store, extra turn");
    }
    text.push('.');
    if let Some(end) = sowing.end {
        text.push_str(&format!(" {}", sweep_text(setup, &end)));
    }
    text
}

fn sweep_text(setup: &Setup, end: &GameEnd) -> String {
    let swept: Vec<String> = Player::BOTH
        .into_iter()
        .zip(end.swept)
        .filter(|&(_, stones)| stones > 0)
        .map(|(player, stones)| {
            format!(
                "{} stone{} go to {} store",
                stones,
                plural(stones),
                mid_sentence(setup.possessive(player))
            )
        })
        .collect();
    if swept.is_empty() {
        "A side is empty: the game is over.".to_string()
    } else {
        format!(
            "A side is empty: the game is over; {}.",
            swept.join(" and ")
        )
    }
}

/// The final result: "You win 27 to 21." or "Draw, 24 to 24."
pub fn result_text(setup: &Setup, position: &Position) -> String {
    let score = |player: Player| position.board.store(player);
    match position.outcome() {
        Outcome::Draw => format!("Draw, {} to {}.", score(Player::One), score(Player::Two)),
        Outcome::Win(winner) => {
            let name = setup.name(winner);
            let verb = if name == "You" { "win" } else { "wins" };
            format!(
                "{name} {verb}, {} to {}.",
                score(winner),
                score(winner.other())
            )
        }
    }
}

/// How a pit or store is read out: "Your pit 3, 5 stones".
pub fn location_label(setup: &Setup, location: Location, stones: u8) -> String {
    let count = format!("{stones} stone{}", plural(stones));
    match location {
        Location::Pit(player, pit) => format!("{} pit {pit}, {count}", setup.possessive(player)),
        Location::Store(player) => format!("{} store, {count}", setup.possessive(player)),
    }
}

/// "Your" becomes "your" inside a sentence; names keep their capitals.
pub(crate) fn mid_sentence(possessive: String) -> String {
    if possessive == "Your" {
        "your".to_string()
    } else {
        possessive
    }
}

fn plural(count: u8) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

impl Setup {
    /// Reads the new-game form: `opponent` is `computer` or `same-device`;
    /// against the computer `level` names the level and `seat` (1 or 2,
    /// default 1) the person's side.
    ///
    /// ```
    /// use app::game::{Opponent, Setup};
    /// let setup = Setup::from_form("computer", Some("hard"), Some(2)).unwrap();
    /// assert!(matches!(setup.opponent, Opponent::Computer { .. }));
    /// assert!(Setup::from_form("computer", Some("genius"), None).is_err());
    /// ```
    pub fn from_form(
        opponent: &str,
        level: Option<&str>,
        seat: Option<u8>,
    ) -> Result<Setup, PlayError> {
        Setup::with_variant(opponent, level, seat, Variant::default())
    }

    /// [`Setup::from_form`] with the variant chosen too.
    pub fn with_variant(
        opponent: &str,
        level: Option<&str>,
        seat: Option<u8>,
        variant: Variant,
    ) -> Result<Setup, PlayError> {
        let opponent = match opponent {
            "computer" => {
                let level = match level {
                    Some(name) => name
                        .parse::<Level>()
                        .map_err(|error| PlayError::BadInput(error.to_string()))?,
                    None => return Err(PlayError::BadInput("choose a level".to_string())),
                };
                let seat = Player::from_number(seat.unwrap_or(1))
                    .ok_or_else(|| PlayError::BadInput("the side must be 1 or 2".to_string()))?;
                Opponent::Computer { level, seat }
            }
            "same-device" => Opponent::SameDevice,
            other => return Err(PlayError::BadInput(format!("unknown opponent {other:?}"))),
        };
        Ok(Setup { opponent, variant })
    }
}

/// One of the person's moves judged against perfect play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgedMove {
    /// 1-based number of the move in the game.
    pub number: u32,
    /// Who made it.
    pub player: Player,
    /// The pit sown.
    pub pit: Pit,
    /// Exact values (final store difference for the mover), when solved
    /// in the time allowed: the move played, and the best with its pits.
    pub judgement: Option<Judgement>,
}

/// Exact values around one move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judgement {
    /// The value of the move played.
    pub played: i32,
    /// The best value in that position.
    pub best: i32,
    /// A pit that reaches it (the one played, when it does).
    pub best_pit: Pit,
}

impl JudgedMove {
    /// In words: "Move 5: pit 2 lost 4 stones (best: pit 5, +2)."
    pub fn text(&self, setup: &Setup) -> String {
        let who = setup.name(self.player);
        let Some(judgement) = &self.judgement else {
            return format!(
                "Move {}: {who} sowed pit {}. Not judged: too early in the game to solve quickly.",
                self.number, self.pit
            );
        };
        let lost = judgement.best - judgement.played;
        let verdict = if lost == 0 {
            match judgement.played {
                value if value > 0 => "kept the win".to_string(),
                0 => "kept the draw".to_string(),
                _ => "was the best there was".to_string(),
            }
        } else {
            format!("lost {lost} stone{}", if lost == 1 { "" } else { "s" })
        };
        format!(
            "Move {}: {who} sowed pit {}, value {:+}; {verdict} (best: pit {}, {:+}).",
            self.number, self.pit, judgement.played, judgement.best_pit, judgement.best
        )
    }
}

/// A game's moves judged against perfect play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The game's identifier.
    pub id: String,
    /// Its set-up.
    pub setup: Setup,
    /// The people's moves (not the computer's), in order.
    pub moves: Vec<JudgedMove>,
}
