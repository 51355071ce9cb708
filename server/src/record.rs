//! A stored game as plain data, and what each action does to it: the game
//! journal's semantics (undo back to the person's last move, redo what was
//! undone), free of storage and of the computer's thinking.

use app::achievements::Milestone;
use app::error::PlayError;
use app::game::{FirstResult, GameView, Hint, Opponent, PlayedMove, Setup};
use engine::{Level, Outcome, Pit, Player, Position, Sowing};

/// One move of a game's line (or of its undone tail).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredMove {
    /// The pit sown by the player to move.
    pub pit: Pit,
    /// Whether the computer chose it.
    pub by_computer: bool,
}

/// What an action was, as the journal and the status line name it.
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
}

impl ActionKind {
    /// The journal's word for it.
    pub fn as_str(self) -> &'static str {
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
        }
    }

    /// Reads the journal's word.
    pub fn parse(word: &str) -> Option<ActionKind> {
        [
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
        ]
        .into_iter()
        .find(|kind| kind.as_str() == word)
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

/// A game as stored: set-up, the line of play, the undone moves that Redo
/// would replay, and how the latest action changed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Identifier, as in the game's URL.
    pub id: String,
    /// The player identifier of the session that owns it (in a room, the
    /// host's).
    pub owner: String,
    /// In a room, the guest's player identifier.
    pub guest: Option<String>,
    /// The room the game is played in.
    pub room: Option<String>,
    /// Opponent and variant.
    pub setup: Setup,
    /// The position the game started from: the variant's start, or a
    /// practice position.
    pub start: Position,
    /// Seed of the computer's random choices.
    pub seed: u64,
    /// Moves played, in order.
    pub line: Vec<StoredMove>,
    /// Moves taken back, the next to replay first.
    pub undone: Vec<StoredMove>,
    /// The side that resigned.
    pub resigned: Option<Player>,
    /// The latest action, for the status line.
    pub last_action: ActionKind,
    /// Where in `line` the latest action's moves begin.
    pub recent_from: usize,
    /// Optimistic-locking counter: bumped by every save.
    pub version: i64,
    /// Hints used so far.
    pub hints: u32,
    /// The hint for the position now: cleared by any other action.
    pub hint: Option<Hint>,
    /// Paused: the board is hidden and only Resume works.
    pub paused: bool,
    /// No Undo or Restart in this attempt so far.
    pub fresh: bool,
    /// The result the attempt reached first; it never changes.
    pub first_result: Option<FirstResult>,
    /// Lines in the journal.
    pub journal_length: u32,
    /// Milliseconds played with the page in view.
    pub active_ms: u64,
    /// When it was last saved (Unix seconds; 0 before the first save).
    pub saved_at: i64,
    /// What the latest action earned, as stored: "player milestone" lines.
    pub earned: Option<String>,
}

impl Record {
    /// A new game with no moves.
    pub fn new(id: String, owner: String, setup: Setup, seed: u64) -> Record {
        Record {
            id,
            owner,
            guest: None,
            room: None,
            start: Position::start(setup.variant),
            setup,
            seed,
            line: Vec::new(),
            undone: Vec::new(),
            resigned: None,
            last_action: ActionKind::Start,
            recent_from: 0,
            version: 0,
            hints: 0,
            hint: None,
            paused: false,
            fresh: true,
            first_result: None,
            journal_length: 0,
            active_ms: 0,
            saved_at: 0,
            earned: None,
        }
    }

    /// Notes the first result once the attempt has one.
    pub fn note_result(&mut self) -> Result<(), PlayError> {
        if self.first_result.is_some() {
            return Ok(());
        }
        let position = self.position()?;
        let winner = match self.resigned {
            Some(loser) => Some(loser.other()),
            None if !position.is_over() => return Ok(()),
            None => match position.outcome() {
                Outcome::Win(winner) => Some(winner),
                Outcome::Draw => None,
            },
        };
        self.first_result = Some(FirstResult {
            winner,
            scores: [
                position.board.store(Player::One),
                position.board.store(Player::Two),
            ],
            fresh: self.fresh,
        });
        Ok(())
    }

    /// Starts the attempt again from its opening: same set-up and side,
    /// the journal kept. Its first result stays; later wins are not fresh.
    pub fn restart(&mut self) -> Result<JournalEntry, PlayError> {
        self.not_paused()?;
        if self.line.is_empty() && self.undone.is_empty() && self.resigned.is_none() {
            return Err(PlayError::NothingTo(
                "restart: the game is at its opening".to_string(),
            ));
        }
        self.line.clear();
        self.undone.clear();
        self.resigned = None;
        self.hint = None;
        self.fresh = false;
        self.last_action = ActionKind::Restart;
        self.recent_from = 0;
        Ok(self.entry(ActionKind::Restart, None))
    }

    /// Plays the line from the start, checking every stored move.
    pub fn replay(&self) -> Result<(Position, Vec<Sowing>), PlayError> {
        let mut position = self.start;
        let mut sowings = Vec::with_capacity(self.line.len());
        for stored in &self.line {
            let sowing = position
                .play(stored.pit, self.setup.variant)
                .map_err(|_| PlayError::Unavailable)?;
            position = sowing.after;
            sowings.push(sowing);
        }
        Ok((position, sowings))
    }

    /// The position now.
    pub fn position(&self) -> Result<Position, PlayError> {
        self.replay().map(|(position, _)| position)
    }

    /// The number of moves in the line, as forms carry it.
    pub fn ply(&self) -> u32 {
        self.line.len() as u32
    }

    /// Whether the computer is to move now.
    pub fn computer_to_move(&self) -> Result<Option<Position>, PlayError> {
        let position = self.position()?;
        Ok(position
            .to_move
            .filter(|&player| {
                self.resigned.is_none() && !self.paused && self.setup.is_computer(player)
            })
            .map(|_| position))
    }

    /// `player` sows `pit`: the person against the computer, the player to
    /// move on a shared device, the player whose turn it is in a room.
    pub fn sow(&mut self, player: &str, pit: Pit) -> Result<JournalEntry, PlayError> {
        let position = self.playable_position()?;
        let mover = position.to_move.ok_or(PlayError::GameOver)?;
        let allowed = match self.setup.opponent {
            Opponent::Friend { .. } => self.seat_of(player) == Some(mover),
            _ => !self.setup.is_computer(mover),
        };
        if !allowed {
            return Err(PlayError::NotYourTurn);
        }
        position
            .play(pit, self.setup.variant)
            .map_err(|error| PlayError::IllegalMove(error.to_string()))?;
        self.recent_from = self.line.len();
        self.last_action = ActionKind::Sow;
        self.hint = None;
        self.line.push(StoredMove {
            pit,
            by_computer: false,
        });
        self.undone.clear();
        Ok(self.entry(ActionKind::Sow, Some(pit)))
    }

    /// Adds the computer's move `pit` (chosen for [`Record::computer_to_move`]).
    pub fn computer_sows(&mut self, pit: Pit) -> JournalEntry {
        self.line.push(StoredMove {
            pit,
            by_computer: true,
        });
        self.entry(ActionKind::Computer, Some(pit))
    }

    /// Takes back the last move; against the computer, back to just before
    /// the person's last move, with the computer's replies after it.
    pub fn undo(&mut self) -> Result<JournalEntry, PlayError> {
        self.not_paused()?;
        if self.resigned.is_some() {
            return Err(PlayError::GameOver);
        }
        let from = self
            .line
            .iter()
            .rposition(|stored| !stored.by_computer)
            .ok_or_else(|| PlayError::NothingTo("undo".to_string()))?;
        self.fresh = false;
        let mut taken = self.line.split_off(from);
        taken.append(&mut self.undone);
        self.undone = taken;
        self.recent_from = self.line.len();
        self.last_action = ActionKind::Undo;
        self.hint = None;
        Ok(self.entry(ActionKind::Undo, None))
    }

    /// Replays the first undone move and the computer's replies that
    /// followed it.
    pub fn redo(&mut self) -> Result<JournalEntry, PlayError> {
        self.not_paused()?;
        if self.resigned.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.undone.is_empty() {
            return Err(PlayError::NothingTo("redo".to_string()));
        }
        let replies = self.undone[1..]
            .iter()
            .take_while(|stored| stored.by_computer)
            .count();
        self.recent_from = self.line.len();
        self.line.extend(self.undone.drain(..=replies));
        self.last_action = ActionKind::Redo;
        self.hint = None;
        Ok(self.entry(ActionKind::Redo, None))
    }

    /// The side of `player` in this game: in a room the host's or the
    /// guest's, otherwise the owner's (whose side is every person's side).
    pub fn seat_of(&self, player: &str) -> Option<Player> {
        match self.setup.opponent {
            Opponent::Friend {
                seat: Some(host_seat),
            } => {
                if crate::same_token(&self.owner, player) {
                    Some(host_seat)
                } else if self
                    .guest
                    .as_deref()
                    .is_some_and(|guest| crate::same_token(guest, player))
                {
                    Some(host_seat.other())
                } else {
                    None
                }
            }
            Opponent::Computer { seat, .. } if crate::same_token(&self.owner, player) => Some(seat),
            _ => None,
        }
    }

    /// `player` gives up: against the computer the person, on a shared
    /// device the player to move, in a room the player's own side.
    pub fn resign(&mut self, player: &str) -> Result<JournalEntry, PlayError> {
        let position = self.playable_position()?;
        let loser = match self.setup.opponent {
            Opponent::Computer { seat, .. } => seat,
            Opponent::SameDevice => position.to_move.ok_or(PlayError::GameOver)?,
            Opponent::Friend { .. } => self.seat_of(player).ok_or(PlayError::NotYourGame)?,
        };
        self.resigned = Some(loser);
        self.recent_from = self.line.len();
        self.last_action = ActionKind::Resign;
        self.hint = None;
        Ok(self.entry(ActionKind::Resign, None))
    }

    /// Hides the board and stops the game (and the computer) until
    /// [`Record::resume`].
    pub fn pause(&mut self) -> Result<JournalEntry, PlayError> {
        self.playable_position()?;
        self.paused = true;
        self.last_action = ActionKind::Pause;
        self.recent_from = self.line.len();
        Ok(self.entry(ActionKind::Pause, None))
    }

    /// Goes on after a pause, or after the Resume screen of a game opened
    /// again; the computer then makes any move it owes.
    pub fn resume(&mut self) -> Result<JournalEntry, PlayError> {
        self.paused = false;
        self.last_action = ActionKind::Resume;
        self.recent_from = self.line.len();
        Ok(self.entry(ActionKind::Resume, None))
    }

    /// Hands the other side of a room's game to the computer at `level`:
    /// it becomes `player`'s game on `seat` against the computer, outside
    /// the room.
    pub fn hand_over(
        &mut self,
        player: &str,
        level: Level,
        seat: Player,
    ) -> Result<JournalEntry, PlayError> {
        self.playable_position()?;
        self.setup.opponent = Opponent::Computer { level, seat };
        self.owner = player.to_string();
        self.guest = None;
        self.room = None;
        self.last_action = ActionKind::Handover;
        self.recent_from = self.line.len();
        Ok(self.entry(ActionKind::Handover, None))
    }

    /// The position a hint is asked for: the person's turn in a game that
    /// offers hints.
    pub fn hint_position(&self) -> Result<Position, PlayError> {
        if !self.setup.offers_hints() {
            return Err(PlayError::BadInput(
                "hints are offered against Easy and Medium".to_string(),
            ));
        }
        let position = self.playable_position()?;
        match position.to_move {
            Some(player) if !self.setup.is_computer(player) => Ok(position),
            _ => Err(PlayError::NotYourTurn),
        }
    }

    /// Records a hint given for the position now.
    pub fn give_hint(&mut self, hint: Hint) -> JournalEntry {
        self.hints += 1;
        self.hint = Some(hint);
        self.last_action = ActionKind::Hint;
        self.recent_from = self.line.len();
        self.entry(ActionKind::Hint, Some(hint.pit))
    }

    /// The game as its page shows it to its owner.
    pub fn view(&self) -> Result<GameView, PlayError> {
        self.view_for(Some(&self.owner))
    }

    /// The game as its page shows it to `viewer`: in a room, from the
    /// viewer's side (or a spectator's).
    pub fn view_for(&self, viewer: Option<&str>) -> Result<GameView, PlayError> {
        let mut setup = self.setup;
        if let Opponent::Friend { .. } = setup.opponent {
            setup.opponent = Opponent::Friend {
                seat: viewer.and_then(|viewer| self.seat_of(viewer)),
            };
        }
        let (position, sowings) = self.replay()?;
        let from = self.recent_from.min(sowings.len());
        let before_recent = match from {
            0 => self.start,
            from => sowings[from - 1].after,
        };
        let recent = sowings[from..]
            .iter()
            .zip(&self.line[from..])
            .map(|(sowing, stored)| PlayedMove {
                sowing: sowing.clone(),
                by_computer: stored.by_computer,
            })
            .collect();
        Ok(GameView {
            id: self.id.clone(),
            setup,
            position,
            ply: self.ply(),
            version: self.version,
            before_recent,
            recent,
            can_undo: self.resigned.is_none() && self.line.iter().any(|stored| !stored.by_computer),
            can_redo: self.resigned.is_none() && !self.undone.is_empty(),
            resigned: self.resigned,
            note: match self.last_action {
                ActionKind::Undo => Some("Move taken back.".to_string()),
                ActionKind::Redo => Some("Move replayed.".to_string()),
                ActionKind::Pause => Some("Game paused.".to_string()),
                ActionKind::Resume => Some("Game resumed.".to_string()),
                ActionKind::Restart => Some("The game started again.".to_string()),
                ActionKind::Handover => {
                    Some("Your friend left; the computer (Medium) plays their side.".to_string())
                }
                _ => None,
            },
            hints: self.hints,
            hint: self.hint,
            paused: self.paused,
            room: self.room.clone(),
            first_result: self.first_result,
            fresh: self.fresh,
            active_ms: self.active_ms,
            earned: Vec::new(),
            idle: false,
        })
    }

    fn not_paused(&self) -> Result<(), PlayError> {
        if self.paused {
            Err(PlayError::Paused)
        } else {
            Ok(())
        }
    }

    fn playable_position(&self) -> Result<Position, PlayError> {
        self.not_paused()?;
        if self.resigned.is_some() {
            return Err(PlayError::GameOver);
        }
        let position = self.position()?;
        if position.is_over() {
            return Err(PlayError::GameOver);
        }
        Ok(position)
    }

    fn entry(&self, kind: ActionKind, pit: Option<Pit>) -> JournalEntry {
        JournalEntry {
            kind,
            pit,
            ply: self.ply(),
        }
    }
}

/// The milestones the person who acted reached going from `before` to
/// `after`: with their own sowing (`sowed`), the first sow, an extra turn
/// and a capture; with the attempt's first result, a finished game and the
/// wins. `fresh_win_levels` is how many levels the person has beaten with a
/// fresh first result, this game included.
pub fn milestones_reached(
    before: &Record,
    after: &Record,
    sowed: bool,
    fresh_win_levels: i64,
) -> Result<Vec<Milestone>, PlayError> {
    let mut reached = Vec::new();
    if sowed {
        let (_, sowings) = after.replay()?;
        if let Some(sowing) = sowings.get(before.line.len()) {
            reached.push(Milestone::FirstSow);
            if sowing.extra_turn {
                reached.push(Milestone::ExtraTurn);
            }
            if sowing.capture.is_some() {
                reached.push(Milestone::Capture);
            }
        }
    }
    if let (None, Some(result)) = (before.first_result, after.first_result) {
        reached.push(Milestone::Finished);
        if let Opponent::Computer { level, seat } = after.setup.opponent {
            if result.winner == Some(seat) {
                reached.push(Milestone::WinVsComputer);
                if result.fresh {
                    reached.push(Milestone::CleanWin);
                    if matches!(level, Level::Hard | Level::Expert) {
                        reached.push(Milestone::FreshHardWin);
                    }
                    if fresh_win_levels >= 3 {
                        reached.push(Milestone::ThreeLevels);
                    }
                }
            }
        }
    }
    Ok(reached)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Level, Variant};

    fn pit(number: u8) -> Pit {
        Pit::new(number).unwrap()
    }

    fn vs_computer() -> Record {
        let setup = Setup {
            opponent: Opponent::Computer {
                level: Level::Easy,
                seat: Player::One,
            },
            variant: Variant::default(),
        };
        Record::new("g".into(), "me".into(), setup, 1)
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_replies_too() {
        let mut record = vs_computer();
        record.sow("me", pit(3)).unwrap();
        record.sow("me", pit(6)).unwrap();
        record.computer_sows(pit(1));
        record.computer_sows(pit(2));
        record.undo().unwrap();
        assert_eq!(record.ply(), 1);
        assert_eq!(record.undone.len(), 3);
        record.redo().unwrap();
        assert_eq!(record.ply(), 4);
        assert!(record.undone.is_empty());
        assert_eq!(record.view().unwrap().recent.len(), 3);
    }

    #[test]
    fn a_new_move_clears_what_redo_would_replay() {
        let mut record = vs_computer();
        record.sow("me", pit(3)).unwrap();
        record.undo().unwrap();
        assert!(record.view().unwrap().can_redo);
        record.sow("me", pit(1)).unwrap();
        assert!(!record.view().unwrap().can_redo);
        assert_eq!(record.redo(), Err(PlayError::NothingTo("redo".into())));
    }

    #[test]
    fn the_person_cannot_move_for_the_computer_or_from_an_empty_pit() {
        let mut record = vs_computer();
        record.sow("me", pit(6)).unwrap();
        assert_eq!(record.sow("me", pit(1)), Err(PlayError::NotYourTurn));
        record.computer_sows(pit(1));
        assert!(matches!(
            record.sow("me", pit(6)),
            Err(PlayError::IllegalMove(_))
        ));
        assert_eq!(record.ply(), 2);
    }

    #[test]
    fn resigning_ends_the_game_and_freezes_it() {
        let mut record = vs_computer();
        record.sow("me", pit(3)).unwrap();
        record.resign("me").unwrap();
        assert_eq!(record.resigned, Some(Player::One));
        assert_eq!(record.sow("me", pit(1)), Err(PlayError::GameOver));
        assert_eq!(record.undo(), Err(PlayError::GameOver));
        assert!(record.view().unwrap().is_finished());
    }

    #[test]
    fn a_hint_is_counted_and_forgotten_after_the_next_move() {
        let mut record = vs_computer();
        let position = record.hint_position().unwrap();
        assert_eq!(position, Position::start(record.setup.variant));
        record.give_hint(Hint {
            pit: pit(3),
            value: Some(8),
        });
        assert_eq!(
            record.view().unwrap().hint.map(|hint| hint.pit),
            Some(pit(3))
        );
        record.sow("me", pit(3)).unwrap();
        let view = record.view().unwrap();
        assert_eq!((view.hints, view.hint), (1, None));
    }

    #[test]
    fn a_paused_game_refuses_everything_but_resume() {
        let mut record = vs_computer();
        record.sow("me", pit(3)).unwrap();
        record.pause().unwrap();
        assert!(record.view().unwrap().paused);
        assert_eq!(record.sow("me", pit(6)), Err(PlayError::Paused));
        assert_eq!(record.undo(), Err(PlayError::Paused));
        assert_eq!(record.resign("me"), Err(PlayError::Paused));
        record.resume().unwrap();
        record.sow("me", pit(6)).unwrap();

        // The computer waits too.
        let mut second = vs_computer();
        second.setup.opponent = Opponent::Computer {
            level: Level::Easy,
            seat: Player::Two,
        };
        assert!(second.computer_to_move().unwrap().is_some());
        second.pause().unwrap();
        assert_eq!(second.computer_to_move(), Ok(None));
    }

    /// Plays `record` to its end: the person with Hard's search, the
    /// computer its leftmost pit. Returns every milestone reached.
    fn play_to_the_end(record: &mut Record, levels: i64) -> Vec<Milestone> {
        let mut reached = Vec::new();
        loop {
            let position = record.position().unwrap();
            if position.is_over() {
                return reached;
            }
            let before = record.clone();
            if record.computer_to_move().unwrap().is_some() {
                let pit = position.legal_moves()[0];
                record.computer_sows(pit);
                record.note_result().unwrap();
                reached.extend(milestones_reached(&before, record, false, levels).unwrap());
            } else {
                let pit = engine::choose_move(
                    &position,
                    record.setup.variant,
                    Level::Hard,
                    &mut engine::Rng::new(1),
                )
                .unwrap()
                .pit;
                record.sow("me", pit).unwrap();
                record.note_result().unwrap();
                reached.extend(milestones_reached(&before, record, true, levels).unwrap());
            }
        }
    }

    #[test]
    fn a_scripted_win_earns_every_milestone_once_and_only_its_first_result_counts() {
        let mut record = vs_computer();
        record.setup.opponent = Opponent::Computer {
            level: Level::Hard,
            seat: Player::One,
        };
        let reached = play_to_the_end(&mut record, 3);
        let result = record.first_result.expect("the game ended");
        assert_eq!(result.winner, Some(Player::One), "the person won");
        assert!(result.fresh);
        for milestone in Milestone::ALL {
            assert!(reached.contains(&milestone), "{milestone:?} in {reached:?}");
        }
        for once in [
            Milestone::Finished,
            Milestone::WinVsComputer,
            Milestone::CleanWin,
        ] {
            assert_eq!(
                reached.iter().filter(|&&got| got == once).count(),
                1,
                "{once:?}"
            );
        }
        // Undo and finish again: the first result stays, and no win counts again.
        let first = record.first_result;
        record.undo().unwrap();
        assert!(!record.fresh);
        let again = play_to_the_end(&mut record, 3);
        assert_eq!(record.first_result, first);
        assert!(
            again.iter().all(|milestone| matches!(
                milestone,
                Milestone::FirstSow | Milestone::ExtraTurn | Milestone::Capture
            )),
            "{again:?}"
        );
    }

    #[test]
    fn a_win_after_undo_or_restart_is_not_fresh() {
        let mut record = vs_computer();
        record.sow("me", pit(3)).unwrap();
        record.undo().unwrap();
        let reached = play_to_the_end(&mut record, 3);
        let result = record.first_result.expect("the game ended");
        assert!(!result.fresh);
        assert!(
            reached.contains(&Milestone::WinVsComputer) == (result.winner == Some(Player::One))
        );
        assert!(!reached.contains(&Milestone::CleanWin));
        assert!(!reached.contains(&Milestone::ThreeLevels));
        // Restart keeps the first result and starts from the opening.
        record.restart().unwrap();
        assert_eq!(record.ply(), 0);
        assert_eq!(record.first_result, Some(result));
    }

    #[test]
    fn in_a_room_each_player_sows_only_on_their_own_turn() {
        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(Player::Two),
            },
            variant: Variant::default(),
        };
        let mut record = Record::new("g".into(), "host".into(), setup, 1);
        record.guest = Some("guest".into());
        assert_eq!(record.seat_of("guest"), Some(Player::One));
        assert_eq!(record.seat_of("someone"), None);
        assert_eq!(record.sow("host", pit(1)), Err(PlayError::NotYourTurn));
        assert_eq!(record.sow("someone", pit(1)), Err(PlayError::NotYourTurn));
        record.sow("guest", pit(1)).unwrap();
        record.sow("host", pit(1)).unwrap();
        assert_eq!(record.resign("someone"), Err(PlayError::NotYourGame));
        record.resign("guest").unwrap();
        assert_eq!(record.view().unwrap().resigned, Some(Player::One));
    }

    #[test]
    fn undo_on_a_shared_device_takes_back_one_move() {
        let setup = Setup {
            opponent: Opponent::SameDevice,
            variant: Variant::default(),
        };
        let mut record = Record::new("g".into(), "me".into(), setup, 1);
        record.sow("me", pit(3)).unwrap();
        record.sow("me", pit(6)).unwrap();
        record.sow("me", pit(1)).unwrap();
        record.undo().unwrap();
        assert_eq!(record.ply(), 2);
        assert_eq!(
            ActionKind::parse(record.last_action.as_str()),
            Some(ActionKind::Undo)
        );
    }
}
