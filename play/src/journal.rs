//! What players do to a game and how the journal names it.

use engine::Pit;
use std::fmt;
use std::str::FromStr;

/// One move of a game's line (or of its undone tail).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredMove {
    /// The pit sown by the player to move.
    pub pit: Pit,
    /// Whether the computer chose it.
    pub by_computer: bool,
    /// An Expert move it could not prove optimal within its budget: a deep
    /// search chose it instead.
    pub unproved: bool,
}

/// What a player does to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Sow one of the mover's pits.
    Sow(Pit),
    /// Take back the last move (against the computer: back to just before
    /// the person's last move).
    Undo,
    /// Replay what Undo took back.
    Redo,
    /// Give up the game.
    Resign,
    /// Call off a public game before both sides moved.
    Abort,
    /// Ask for the best move (games against Easy and Medium).
    Hint,
    /// Hide the board and stop the game until Resume.
    Pause,
    /// Go on after a pause.
    Resume,
    /// Play the attempt again from its opening.
    Restart,
}

impl Action {
    /// Whether the computer may owe moves after this action.
    pub fn lets_the_computer_move(self) -> bool {
        matches!(
            self,
            Action::Sow(_) | Action::Redo | Action::Resume | Action::Restart
        )
    }
}

/// What an action was, as the journal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// The game was created.
    Start,
    /// The person sowed a pit.
    Sow,
    /// The computer sowed a pit.
    Computer,
    /// Moves were taken back.
    Undo,
    /// Undone moves were played again.
    Redo,
    /// A side gave up.
    Resign,
    /// The person asked for a hint.
    Hint,
    /// The game was paused.
    Pause,
    /// The game went on after a pause.
    Resume,
    /// A room's player left and the computer took their side.
    Handover,
    /// The attempt started again from its opening.
    Restart,
    /// The side to move ran out of time.
    OutOfTime,
    /// The game was called off before both sides moved.
    Abort,
    /// The side to move did not make its first move in time: the game
    /// was aborted.
    NoFirstMove,
    /// A side went berserk.
    Berserk,
}

impl ActionKind {
    const ALL: [ActionKind; 15] = [
        ActionKind::Start,
        ActionKind::Sow,
        ActionKind::Computer,
        ActionKind::Undo,
        ActionKind::Redo,
        ActionKind::Resign,
        ActionKind::Hint,
        ActionKind::Pause,
        ActionKind::Resume,
        ActionKind::Handover,
        ActionKind::Restart,
        ActionKind::OutOfTime,
        ActionKind::Abort,
        ActionKind::NoFirstMove,
        ActionKind::Berserk,
    ];

    fn word(self) -> &'static str {
        match self {
            ActionKind::Start => "start",
            ActionKind::Sow => "sow",
            ActionKind::Computer => "computer",
            ActionKind::Undo => "undo",
            ActionKind::Redo => "redo",
            ActionKind::Resign => "resign",
            ActionKind::Hint => "hint",
            ActionKind::Pause => "pause",
            ActionKind::Resume => "resume",
            ActionKind::Handover => "handover",
            ActionKind::Restart => "restart",
            ActionKind::OutOfTime => "time",
            ActionKind::Abort => "abort",
            ActionKind::NoFirstMove => "no-first-move",
            ActionKind::Berserk => "berserk",
        }
    }
}

/// The journal's word for the action.
impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A journal word that names no action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownAction;

impl FromStr for ActionKind {
    type Err = UnknownAction;

    /// ```
    /// use play::ActionKind;
    /// assert_eq!("undo".parse(), Ok(ActionKind::Undo));
    /// assert_eq!(ActionKind::Handover.to_string(), "handover");
    /// assert!("dance".parse::<ActionKind>().is_err());
    /// ```
    fn from_str(word: &str) -> Result<ActionKind, UnknownAction> {
        ActionKind::ALL
            .into_iter()
            .find(|kind| kind.word() == word)
            .ok_or(UnknownAction)
    }
}

/// One line of a game's journal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JournalEntry {
    /// What happened.
    pub kind: ActionKind,
    /// The pit, for sowing.
    pub pit: Option<Pit>,
    /// Moves in the line after the action.
    pub ply: u32,
}
