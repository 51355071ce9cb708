//! A game in words: how a set-up, a position, a move and a view are said
//! to the person at the screen. The game itself is the `play` crate's.

use crate::error::PlayError;
use engine::{GameEnd, Level, Location, Outcome, Player, Position, Sowing, Variant};
use play::{GameView, Hint, JudgedMove, Judgement, Note, Opponent, Setup};

/// How the sides of a game are named to the person at the screen.
pub trait SideNames {
    /// "You" and "Computer" or "Friend", "Player 1" and "Player 2", or the
    /// names people chose.
    fn name(&self, player: Player) -> String;

    /// A side's name in the possessive: "Your", "Computer's", "Ada's".
    fn possessive(&self, player: Player) -> String {
        match self.name(player) {
            you if you == "You" => "Your".to_string(),
            name => format!("{name}'s"),
        }
    }
}

/// By the set-up alone.
impl SideNames for Setup {
    fn name(&self, player: Player) -> String {
        match self.opponent {
            Opponent::Computer { seat, .. } if seat == player => "You".to_string(),
            Opponent::Computer { .. } => "Computer".to_string(),
            Opponent::Friend { seat: Some(seat) } if seat == player => "You".to_string(),
            Opponent::Friend { seat: Some(_) } => "Friend".to_string(),
            Opponent::SameDevice | Opponent::Friend { seat: None } => player.to_string(),
        }
    }
}

/// In a game between named people, the other side (or, watching, both)
/// by name; otherwise as the set-up says.
impl SideNames for GameView {
    fn name(&self, player: Player) -> String {
        match &self.names {
            Some(names) if !self.plays_here(player) => {
                names[usize::from(player.number() - 1)].clone()
            }
            _ => self.setup.name(player),
        }
    }
}

/// How a set-up is said.
pub trait SetupWords {
    /// A short title: "vs Computer · Medium · you play second".
    fn describe(&self) -> String;
}

impl SetupWords for Setup {
    fn describe(&self) -> String {
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
        let order = |seat: Player| {
            if seat == Player::One {
                "first"
            } else {
                "second"
            }
        };
        match self.opponent {
            Opponent::Computer { level, seat } => {
                format!("vs Computer · {level} · you play {}{variant}", order(seat))
            }
            Opponent::SameDevice => format!("2 players on this device{variant}"),
            Opponent::Friend { seat: Some(seat) } => {
                format!("vs a friend · you play {}{variant}", order(seat))
            }
            Opponent::Friend { seat: None } => format!("Two friends, watching{variant}"),
        }
    }
}

/// How the state of a game is said.
pub trait ViewWords {
    /// The words for the game's state: result, or whose turn it is.
    fn turn_text(&self) -> String;
    /// " Achievement unlocked: First sow." for what this action earned.
    fn earned_text(&self) -> String;
    /// The status line with the first `shown` recent moves played out:
    /// the note, each move in words, and whether the computer is still
    /// moving. Whose turn it is has its own line.
    fn status_after(&self, shown: usize) -> String;
}

impl ViewWords for GameView {
    fn turn_text(&self) -> String {
        if self.aborted {
            return "The game was aborted: no result, and no rating changes.".to_string();
        }
        if let Some(loser) = self.resigned {
            let winner = loser.other();
            let verb = if self.name(winner) == "You" {
                "win"
            } else {
                "wins"
            };
            let how = if self.out_of_time {
                "ran out of time"
            } else {
                "resigned"
            };
            return format!("{} {how}. {} {verb}.", self.name(loser), self.name(winner));
        }
        match self.position.to_move {
            None => result_text(self, &self.position),
            Some(player) => match self.setup.opponent {
                Opponent::Computer { .. } if self.plays_here(player) => "Your turn.".to_string(),
                Opponent::Computer { .. } => "Computer's turn.".to_string(),
                Opponent::Friend { seat: Some(seat) } if seat == player => "Your turn.".to_string(),
                Opponent::Friend { seat: Some(_) } if self.names.is_none() => {
                    "Your friend's turn.".to_string()
                }
                Opponent::Friend { seat: Some(_) } => format!("{}'s turn.", self.name(player)),
                Opponent::SameDevice | Opponent::Friend { seat: None } => {
                    format!("{} to move.", self.name(player))
                }
            },
        }
    }

    fn earned_text(&self) -> String {
        self.earned
            .iter()
            .map(|milestone| {
                format!(
                    " Achievement unlocked: {}.",
                    crate::achievements::title(*milestone)
                )
            })
            .collect()
    }

    fn status_after(&self, shown: usize) -> String {
        let mut sentences: Vec<String> = self.note.map(note_text).into_iter().collect();
        sentences.extend(self.recent.iter().take(shown).map(|played| {
            let said = describe_move(self, &played.sowing);
            if played.unproved {
                format!("{said} Not proved: Expert searched for this move.")
            } else {
                said
            }
        }));
        sentences.extend(self.recent.get(shown).map(|next| {
            if next.by_computer {
                "Computer is thinking…".to_string()
            } else {
                "Sowing…".to_string()
            }
        }));
        sentences.join(" ")
    }
}

/// A word on the latest action when it was not a move.
pub fn note_text(note: Note) -> String {
    match note {
        Note::Undone => "Move taken back.".to_string(),
        Note::Redone => "Move replayed.".to_string(),
        Note::Paused => "Game paused.".to_string(),
        Note::Resumed => "Game resumed.".to_string(),
        Note::Restarted => "The game started again.".to_string(),
        Note::HandedOver(level) => {
            format!("Your friend left; the computer ({level}) plays their side.")
        }
    }
}

/// "Hint: sow pit 5. With perfect play from here you finish 2 stones ahead."
pub fn hint_text(hint: &Hint) -> String {
    let outlook = match hint.value {
        Some(value) if value > 0 => format!(
            " With perfect play from here you finish {value} stone{} ahead.",
            if value == 1 { "" } else { "s" }
        ),
        Some(value) if value < 0 => format!(
            " With perfect play by both from here you finish {} stone{} behind.",
            -value,
            if value == -1 { "" } else { "s" }
        ),
        Some(_) => " With perfect play by both from here the game is a draw.".to_string(),
        None => " (The strongest move found in the time allowed.)".to_string(),
    };
    format!("Hint: sow pit {}.{outlook}", hint.pit)
}

/// In words: "Move 5: pit 2 lost 4 stones (best: pit 5, +2)." `solving`
/// says whether a move not judged yet is being solved.
pub fn judged_text(judged: &JudgedMove, setup: &impl SideNames, solving: bool) -> String {
    let who = setup.name(judged.player);
    let move_text = format!("Move {}: {who} sowed pit {}", judged.number, judged.pit);
    match &judged.judgement {
        Some(judgement) => format!("{move_text}, {}", judgement_text(judgement)),
        None if solving => format!("{move_text}. Not judged yet: being solved."),
        None => {
            format!("{move_text}. Not judged: it could not be solved here in the time allowed.")
        }
    }
}

/// A judged move's value and verdict: "value -2; lost 4 stones (best: pit
/// 5, +2)."
pub fn judgement_text(judgement: &Judgement) -> String {
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
        "value {:+}; {verdict} (best: pit {}, {:+}).",
        judgement.played, judgement.best_pit, judgement.best
    )
}

/// One move in words: "Computer sowed pit 5: captured 6 stones."
///
/// Every move says what its last stone did: where it landed, the capture
/// it made, or the extra turn it earned.
///
/// ```
/// use app::game::describe_move;
/// use engine::{Level, Pit, Player, Position, Variant};
/// use play::{Opponent, Setup};
/// let variant = Variant::default();
/// let setup = Setup { opponent: Opponent::Computer { level: Level::Easy, seat: Player::One }, variant };
/// let sow = |pit| Position::start(variant).play(Pit::new(pit).unwrap(), variant).unwrap();
/// assert_eq!(describe_move(&setup, &sow(3)), "You sowed pit 3: last stone in your store, extra turn.");
/// assert_eq!(describe_move(&setup, &sow(6)), "You sowed pit 6: last stone in Computer's pit 3.");
/// ```
pub fn describe_move(setup: &impl SideNames, sowing: &Sowing) -> String {
    let mut text = format!("{} sowed pit {}", setup.name(sowing.player), sowing.pit);
    if let Some(capture) = sowing.capture {
        text.push_str(&format!(
            ": captured {} stone{} from pit {}",
            capture.stones,
            plural(capture.stones),
            capture.facing
        ));
    } else if let Some(&last) = sowing.drops.last() {
        let place = match last {
            Location::Pit(owner, pit) => {
                format!("{} pit {pit}", mid_sentence(setup.possessive(owner)))
            }
            Location::Store(owner) => format!("{} store", mid_sentence(setup.possessive(owner))),
        };
        text.push_str(&format!(": last stone in {place}"));
        if sowing.extra_turn {
            text.push_str(", extra turn");
        }
    }
    text.push('.');
    if let Some(end) = sowing.end {
        text.push_str(&format!(" {}", sweep_text(setup, &end)));
    }
    text
}

fn sweep_text(setup: &impl SideNames, end: &GameEnd) -> String {
    let swept: Vec<String> = Player::BOTH
        .into_iter()
        .zip(end.swept)
        .filter(|&(_, stones)| stones > 0)
        .map(|(player, stones)| {
            let goes = if stones == 1 { "goes" } else { "go" };
            format!(
                "{} stone{} {goes} to {} store",
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
pub fn result_text(setup: &impl SideNames, position: &Position) -> String {
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
pub fn location_label(setup: &impl SideNames, location: Location, stones: u8) -> String {
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

/// A side as the analysis board and the puzzles name it.
pub fn player_name(player: Player) -> &'static str {
    match player {
        Player::One => "Player 1",
        Player::Two => "Player 2",
    }
}

/// An exact value as what it means for the player to move: "wins by 8",
/// "draws", "loses by 2".
pub fn outcome_text(value: i32) -> String {
    match value {
        0 => "draws".to_string(),
        value if value > 0 => format!("wins by {value}"),
        value => format!("loses by {}", -value),
    }
}

fn plural(count: u8) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// Reads the new-game form: `opponent` is `computer` or `same-device`;
/// against the computer `level` names the level and `seat` (1 or 2,
/// default 1) the person's side.
///
/// ```
/// use app::game::setup_from_form;
/// use engine::Variant;
/// use play::Opponent;
/// let setup = setup_from_form("computer", Some("hard"), Some(2), Variant::default()).unwrap();
/// assert!(matches!(setup.opponent, Opponent::Computer { .. }));
/// assert!(setup_from_form("computer", Some("genius"), None, Variant::default()).is_err());
/// ```
pub fn setup_from_form(
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

/// A span of time in words: "two minutes", "90 seconds", "1 hour".
///
/// ```
/// assert_eq!(app::game::span_text(120), "2 minutes");
/// assert_eq!(app::game::span_text(90), "90 seconds");
/// assert_eq!(app::game::span_text(1), "1 second");
/// ```
pub fn span_text(secs: u64) -> String {
    let (count, unit) = match secs {
        s if s >= 3600 && s % 3600 == 0 => (s / 3600, "hour"),
        s if s >= 60 && s % 60 == 0 => (s / 60, "minute"),
        s => (s, "second"),
    };
    format!("{count} {unit}{}", if count == 1 { "" } else { "s" })
}
