//! A game in words: how a set-up, a position, a move and a view are said
//! to the person at the screen, in their language (`board.ftl`). The game
//! itself is the `play` crate's.

use crate::error::PlayError;
use crate::i18n::Words;
use crate::t;
use engine::{GameEnd, GameKind, Level, Location, Outcome, Player, Position, Ruleset, Sowing};
use play::{GameView, Hint, Note, Opponent, Setup};

// The sides' names are said in every sentence of a game, and are used
// from here by the pages.
use crate::game::sides::place_text;
pub use crate::game::sides::{SetupWords, Side, SideNames, Sides, level_name};

/// How the state of a game is said.
pub trait ViewWords {
    /// The words for the game's state: result, or whose turn it is.
    fn turn_text(&self, words: &Words) -> String;
    /// " Achievement unlocked: First sow." for what this action earned.
    fn earned_text(&self, words: &Words) -> String;
    /// The status line with the first `shown` recent moves played out:
    /// the note, each move in words, and whether the computer is still
    /// moving. Whose turn it is has its own line.
    fn status_after(&self, words: &Words, shown: usize) -> String;
}

impl ViewWords for GameView {
    fn turn_text(&self, words: &Words) -> String {
        if self.aborted {
            return t!(words, "game-aborted");
        }
        if let Some(loser) = self.resigned {
            let (loser, winner) = (self.side(loser), self.side(loser.other()));
            let (who, name) = (loser.who(), loser.name(words));
            let (winner, winner_name) = (winner.who(), winner.name(words));
            return if self.out_of_time {
                t!(
                    words,
                    "game-out-of-time",
                    who = who,
                    name = name,
                    winner = winner,
                    winner_name = winner_name
                )
            } else {
                t!(
                    words,
                    "game-resigned",
                    who = who,
                    name = name,
                    winner = winner,
                    winner_name = winner_name
                )
            };
        }
        match self.position.to_move {
            None => result_text(words, self, &self.position),
            Some(player) => match self.setup.opponent {
                Opponent::Computer { .. } if self.plays_here(player) => t!(words, "turn-yours"),
                Opponent::Computer { .. } => t!(words, "turn-computer"),
                Opponent::Friend { seat: Some(seat) } if seat == player => t!(words, "turn-yours"),
                Opponent::Friend { seat: Some(_) } if self.names.is_none() => {
                    t!(words, "turn-friend")
                }
                Opponent::Friend { seat: Some(_) } => {
                    t!(words, "turn-named", name = self.name(words, player))
                }
                Opponent::SameDevice | Opponent::Friend { seat: None } => {
                    t!(words, "turn-to-move", name = self.name(words, player))
                }
            },
        }
    }

    fn earned_text(&self, words: &Words) -> String {
        self.earned
            .iter()
            .map(|milestone| {
                let title = crate::achievements::view::title(words, *milestone);
                format!(" {}", t!(words, "achievement-unlocked", title = title))
            })
            .collect()
    }

    fn status_after(&self, words: &Words, shown: usize) -> String {
        let mut sentences: Vec<String> = self
            .note
            .map(|note| note_text(words, self, note))
            .into_iter()
            .collect();
        sentences.extend(self.recent.iter().take(shown).map(|played| {
            let said = describe_move(words, self, &played.sowing);
            if played.unproved {
                format!("{said} {}", t!(words, "move-unproved"))
            } else {
                said
            }
        }));
        sentences.extend(self.recent.get(shown).map(|next| {
            if next.by_computer {
                t!(words, "status-thinking")
            } else {
                t!(words, "status-sowing")
            }
        }));
        sentences.join(" ")
    }
}

/// A word on the latest action in `game` when it was not a move.
fn note_text(words: &Words, game: &GameView, note: Note) -> String {
    match note {
        Note::Undone => t!(words, "note-undone"),
        Note::Redone => t!(words, "note-redone"),
        Note::Paused => t!(words, "note-paused"),
        Note::Resumed => t!(words, "note-resumed"),
        Note::Restarted => t!(words, "note-restarted"),
        Note::HandedOver(level) => {
            t!(words, "note-handed-over", level = level_name(words, level))
        }
        Note::NoFirstMove(player) => {
            let side = game.side(player);
            t!(
                words,
                "note-no-first-move",
                who = side.who(),
                name = side.name(words)
            )
        }
    }
}

/// "Hint: sow pit 5. With perfect play from here you finish 2 stones ahead."
pub fn hint_text(words: &Words, hint: &Hint, game: GameKind) -> String {
    let outlook = match game {
        GameKind::Kalah => kalah_outlook(words, hint),
        GameKind::Oware => oware_outlook(words, hint),
    };
    format!("{} {outlook}", t!(words, "hint", pit = hint.pit.number()))
}

fn kalah_outlook(words: &Words, hint: &Hint) -> String {
    match hint.value {
        Some(value) if value > 0 => t!(words, "hint-ahead", count = value),
        Some(value) if value < 0 => t!(words, "hint-behind", count = -value),
        Some(_) => t!(words, "hint-draw"),
        None => t!(words, "hint-unsolved"),
    }
}

/// What the endgame database proves the hint's move worth in captures.
fn oware_outlook(words: &Words, hint: &Hint) -> String {
    match (hint.value, hint.up_to) {
        (Some(least), Some(greatest)) => t!(
            words,
            "oware-hint-between",
            least = format!("{least:+}"),
            greatest = format!("{greatest:+}")
        ),
        (Some(value), None) if value > 0 => t!(words, "oware-hint-ahead", count = value),
        (Some(value), None) if value < 0 => t!(words, "oware-hint-behind", count = -value),
        (Some(_), None) => t!(words, "oware-hint-draw"),
        (None, _) => t!(words, "oware-hint-unproved"),
    }
}

/// One move in words: "Computer sowed pit 5: captured 6 stones."
///
/// Every move says what its last stone did: where it landed, the capture
/// it made, or the extra turn it earned.
///
/// ```
/// use app::game::view::describe_move;
/// use app::i18n::{Lang, Words};
/// use engine::{Level, Pit, Player, Position, Variant};
/// use play::{Opponent, Setup};
/// let variant = Variant::default();
/// let setup = Setup { opponent: Opponent::Computer { level: Level::Easy, seat: Player::One }, rules: variant.into() };
/// let sow = |pit| Position::start(variant).play(Pit::new(pit).unwrap(), variant).unwrap();
/// let english = Words::Site(Lang::En);
/// assert_eq!(describe_move(&english, &setup, &sow(3)), "You sowed pit 3: last stone in your store, extra turn.");
/// assert_eq!(describe_move(&english, &setup, &sow(6)), "You sowed pit 6: last stone in Computer's pit 3.");
/// let german = Words::Site(Lang::De);
/// assert!(describe_move(&german, &setup, &sow(6)).contains('6'));
/// ```
pub fn describe_move(words: &Words, setup: &impl SideNames, sowing: &Sowing) -> String {
    if let Some(oware) = &sowing.oware {
        return crate::game::oware_words::describe_oware_move(words, setup, sowing, oware);
    }
    let mover = setup.side(sowing.player);
    let (who, name, pit) = (mover.who(), mover.name(words), sowing.pit.number());
    let mut text = if let Some(capture) = sowing.capture {
        t!(
            words,
            "move-capture",
            who = who,
            name = name,
            pit = pit,
            count = capture.stones,
            facing = capture.facing.number()
        )
    } else if let Some(&last) = sowing.drops.last() {
        let place = place_text(words, setup, last);
        if sowing.extra_turn {
            t!(
                words,
                "move-extra-turn",
                who = who,
                name = name,
                pit = pit,
                place = place
            )
        } else {
            t!(
                words,
                "move-landed",
                who = who,
                name = name,
                pit = pit,
                place = place
            )
        }
    } else {
        t!(words, "move-sowed", who = who, name = name, pit = pit)
    };
    if let Some(end) = sowing.end {
        text.push(' ');
        text.push_str(&sweep_text(words, setup, &end));
    }
    text
}

fn sweep_text(words: &Words, setup: &impl SideNames, end: &GameEnd) -> String {
    let swept: Vec<String> = Player::BOTH
        .into_iter()
        .zip(end.swept)
        .filter(|&(_, stones)| stones > 0)
        .map(|(player, stones)| {
            let owner = setup.side(player);
            t!(
                words,
                "swept",
                count = stones,
                owner = owner.who(),
                owner_name = owner.name(words)
            )
        })
        .collect();
    match swept.as_slice() {
        [] => t!(words, "game-over"),
        [one] => t!(words, "game-over-swept", swept = one.as_str()),
        [first, second, ..] => t!(
            words,
            "game-over-swept-both",
            first = first.as_str(),
            second = second.as_str()
        ),
    }
}

/// The final result: "You win 27 to 21." or "Draw, 24 to 24."
pub fn result_text(words: &Words, setup: &impl SideNames, position: &Position) -> String {
    let score = |player: Player| position.board.store(player);
    match position.outcome() {
        Outcome::Draw => t!(
            words,
            "result-draw",
            one = score(Player::One),
            two = score(Player::Two)
        ),
        Outcome::Win(winner) => {
            let side = setup.side(winner);
            t!(
                words,
                "result-win",
                who = side.who(),
                name = side.name(words),
                score = score(winner),
                other_score = score(winner.other())
            )
        }
    }
}

/// How a pit or store is read out: "Your pit 3, 5 stones".
pub fn location_label(
    words: &Words,
    setup: &impl SideNames,
    location: Location,
    stones: u8,
) -> String {
    let oware = setup.game() == GameKind::Oware;
    match location {
        Location::Pit(player, pit) if oware => {
            let owner = setup.side(player);
            t!(
                words,
                "oware-pit-label",
                owner = owner.who(),
                owner_name = owner.name(words),
                pit = pit.number(),
                count = stones
            )
        }
        Location::Store(player) if oware => {
            let owner = setup.side(player);
            t!(
                words,
                "oware-store-label",
                owner = owner.who(),
                owner_name = owner.name(words),
                count = stones
            )
        }
        Location::Pit(player, pit) => {
            let owner = setup.side(player);
            t!(
                words,
                "pit-label",
                owner = owner.who(),
                owner_name = owner.name(words),
                pit = pit.number(),
                count = stones
            )
        }
        Location::Store(player) => {
            let owner = setup.side(player);
            t!(
                words,
                "store-label",
                owner = owner.who(),
                owner_name = owner.name(words),
                count = stones
            )
        }
    }
}

/// A side as the analysis board and the puzzles name it.
pub fn player_name(words: &Words, player: Player) -> String {
    Side::Player(player).name(words)
}

/// Reads the new-game form: `opponent` is `computer` or `same-device`;
/// against the computer `level` names the level and `seat` (1 or 2,
/// default 1) the person's side.
///
/// ```
/// use app::game::view::setup_from_form;
/// use engine::Ruleset;
/// use play::Opponent;
/// let setup = setup_from_form("computer", Some("hard"), Some(2), Ruleset::default()).unwrap();
/// assert!(matches!(setup.opponent, Opponent::Computer { .. }));
/// assert!(setup_from_form("computer", Some("genius"), None, Ruleset::default()).is_err());
/// ```
pub fn setup_from_form(
    opponent: &str,
    level: Option<&str>,
    seat: Option<u8>,
    rules: Ruleset,
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
    Ok(Setup { opponent, rules })
}
