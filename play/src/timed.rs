//! A public game against the clock: each move taken off its side's time,
//! and a side whose time runs out loses. The server passes the moment in.

use crate::{ActionKind, JournalEntry, NotNow, PlayerId, Record, Refusal, TimeShown};
use engine::Player;

/// What a public game's next deadline is for: what happens when it passes
/// with no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The side to move's time runs out: it loses.
    OutOfTime,
    /// The side to move has not made its first move: nobody came, and the
    /// game is aborted, with no result and nothing rated.
    FirstMove,
}

impl Record {
    /// Takes the move just made at `now` off the mover's time and starts
    /// the next side's (none once the game is over). Refused, changing
    /// nothing, when the mover's time had run out.
    pub fn time_move(&mut self, now: i64) -> Result<(), Refusal> {
        let Some(timing) = self.timing else {
            return Ok(());
        };
        let next = match self.resigned {
            Some(_) => None,
            None => self.position.to_move,
        };
        self.timing = Some(
            timing
                .after_move(next, now)
                .map_err(|_| Refusal::OutOfTime)?,
        );
        Ok(())
    }

    /// Starts the next side's time after the computer's move at `now`:
    /// the house bot's moves cost it nothing, so its opponent's clock is
    /// all an arena game against it runs on.
    pub fn time_computer_move(&mut self, now: i64) {
        self.timing = self
            .timing
            .map(|timing| timing.after_free_move(self.position.to_move, now));
    }

    /// The game's next deadline (Unix milliseconds) while it is on, and
    /// what passing it means: a side's first move is due within the
    /// first-move limit of its turn's start, unless its clock runs out
    /// sooner.
    pub fn due(&self) -> Option<(i64, Due)> {
        let timing = self.timing?;
        let (side, out_of_time) = timing.runs_out_at()?;
        match timing.first_move_due() {
            Some((_, at)) if at < out_of_time && !self.has_moved(side) => {
                Some((at, Due::FirstMove))
            }
            _ => Some((out_of_time, Due::OutOfTime)),
        }
    }

    /// The deadline passed by `now` with no move, if one did.
    pub fn overdue(&self, now: i64) -> Option<Due> {
        self.due().filter(|&(at, _)| now >= at).map(|(_, due)| due)
    }

    /// Decides the game whose side to move let its deadline pass by `now`,
    /// if it is still on: out of time, that side loses; without its first
    /// move, the game is aborted. The clocks stop and the journal gets its
    /// line.
    pub fn flag(&mut self, now: i64) -> Option<JournalEntry> {
        let timing = self.timing?;
        let due = self.overdue(now)?;
        let (side, _) = timing.runs_out_at()?;
        if self.is_finished() {
            return None;
        }
        self.timing = Some(timing.stopped(now));
        Some(match due {
            Due::OutOfTime => {
                self.resigned = Some(side);
                self.out_of_time = true;
                self.acted(ActionKind::OutOfTime, None)
            }
            Due::FirstMove => {
                self.aborted = true;
                self.acted(ActionKind::NoFirstMove, None)
            }
        })
    }

    /// Whether `side` has sown in this game.
    fn has_moved(&self, side: Player) -> bool {
        self.sowings.iter().any(|sowing| sowing.player == side)
    }

    /// Whether the game may still be aborted: a game from the lobby, on,
    /// with a side that has not moved yet. Counted by sides rather than
    /// moves, since an extra turn can give Player 1 two moves before
    /// Player 2's first, and abort is for an opponent who never came.
    pub fn abortable(&self) -> Result<(), Refusal> {
        if self.timing.is_none() {
            return Err(Refusal::NotNow(NotNow::NoAbort));
        }
        self.playable()?;
        if Player::BOTH.into_iter().all(|side| self.has_moved(side)) {
            return Err(Refusal::NotNow(NotNow::AbortTooLate));
        }
        Ok(())
    }

    /// `player` calls the game off at `now`: no result, nothing rated, the
    /// clocks stopped.
    pub fn abort(&mut self, player: &PlayerId, now: i64) -> Result<JournalEntry, Refusal> {
        self.seat_of(player).ok_or(Refusal::NotYourGame)?;
        self.abortable()?;
        self.aborted = true;
        self.timing = self.timing.map(|timing| timing.stopped(now));
        Ok(self.acted(ActionKind::Abort, None))
    }

    /// `player` goes berserk before their first move: half their time, no
    /// increment. Whether the game may (an arena's) is the caller's to
    /// know.
    pub fn berserk(&mut self, player: &PlayerId) -> Result<JournalEntry, Refusal> {
        self.timing = Some(self.berserk_timing(player)?);
        Ok(self.acted(ActionKind::Berserk, None))
    }

    /// Whether `player` may go berserk now (in an arena's game).
    pub fn may_berserk(&self, player: &PlayerId) -> bool {
        self.berserk_timing(player).is_ok()
    }

    /// The time once `player` went berserk, or why they may not.
    fn berserk_timing(&self, player: &PlayerId) -> Result<crate::Timing, Refusal> {
        let side = self.seat_of(player).ok_or(Refusal::NotYourGame)?;
        self.playable()?;
        self.timing
            .filter(|_| !self.has_moved(side))
            .and_then(|timing| timing.berserk(side))
            .ok_or(Refusal::NotNow(NotNow::NoBerserk))
    }

    /// Whether `side` went berserk.
    pub fn went_berserk(&self, side: Player) -> bool {
        self.timing.is_some_and(|timing| timing.went_berserk(side))
    }

    /// The game's time as a page shows it at `now`.
    pub fn time_shown(&self, now: i64) -> Option<TimeShown> {
        self.timing.map(|timing| timing.shown(now))
    }

    /// The player whose move the game waits on, while its time runs.
    pub fn player_to_move(&self) -> Option<&PlayerId> {
        let (side, _) = self.timing?.runs_out_at()?;
        if self.seat_of(&self.owner) == Some(side) {
            Some(&self.owner)
        } else {
            self.guest.as_ref()
        }
    }

    /// The game's next deadline (Unix milliseconds), while it is on: the
    /// moment the server decides it if no move comes.
    pub fn runs_out_at(&self) -> Option<i64> {
        self.due().map(|(at, _)| at)
    }
}

#[cfg(test)]
mod tests {
    use super::Due;
    use crate::{GameId, Opponent, PlayerId, Record, Refusal, Setup, Timing};
    use engine::{Pit, Player, Ruleset};

    fn game(speed: &str) -> (Record, PlayerId, PlayerId) {
        let (host, guest): (PlayerId, PlayerId) =
            ("host".parse().unwrap(), "guest".parse().unwrap());
        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(Player::One),
            },
            rules: Ruleset::default(),
        };
        let mut record = Record::new(GameId::from_bits(1), host.clone(), setup, 0);
        record.guest = Some(guest.clone());
        record.timing = Some(Timing::start(speed.parse().unwrap(), Player::One, 0));
        (record, host, guest)
    }

    #[test]
    fn an_extra_turn_keeps_the_movers_clock_running_and_a_late_move_is_refused() {
        let (mut record, host, _) = game("3+2");
        // Pit 3 of four stones ends in the store: Player 1 moves again.
        record.sow(&host, Pit::ALL[2]).unwrap();
        record.time_move(5_000).unwrap();
        assert_eq!(record.runs_out_at(), Some(5_000 + 177_000));
        let before = record.clone();
        record.sow(&host, Pit::ALL[0]).unwrap();
        assert_eq!(record.time_move(182_000), Err(Refusal::OutOfTime));
        assert_eq!(record.timing, before.timing);
    }

    #[test]
    fn a_side_goes_berserk_once_before_its_first_move_on_a_live_clock() {
        let (mut record, host, guest) = game("3+2");
        let stranger: PlayerId = "stranger".parse().unwrap();
        assert_eq!(record.berserk(&stranger), Err(Refusal::NotYourGame));
        let entry = record.berserk(&guest).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::Berserk);
        assert!(record.went_berserk(Player::Two) && !record.went_berserk(Player::One));
        let no = Err(Refusal::NotNow(crate::NotNow::NoBerserk));
        assert_eq!(record.berserk(&guest), no, "twice");
        // Player 1 moves (pit 1 does not end in the store): too late for it.
        record.sow(&host, Pit::ALL[0]).unwrap();
        record.time_move(1_000).unwrap();
        assert_eq!(record.berserk(&host), no, "after its first move");
        // Player 2's time runs from its halved 90 s.
        assert_eq!(record.runs_out_at(), Some(1_000 + 90_000));
        let (mut daily, host, _) = game("1d");
        assert_eq!(daily.berserk(&host), no, "no clock to halve");
    }

    #[test]
    fn against_the_house_bot_only_the_persons_clock_runs() {
        let person: PlayerId = "person".parse().unwrap();
        let setup = Setup {
            opponent: Opponent::Computer {
                level: engine::Level::Medium,
                seat: Player::One,
            },
            rules: Ruleset::default(),
        };
        let mut record = Record::new(GameId::from_bits(1), person.clone(), setup, 0);
        record.timing = Some(Timing::start("3+2".parse().unwrap(), Player::One, 0));
        // The person sows at 5 s; the bot's reply is ready at 9 s.
        record.sow(&person, Pit::ALL[0]).unwrap();
        record.time_move(5_000).unwrap();
        record.computer_sows(Pit::ALL[0], false).unwrap();
        record.time_computer_move(9_000);
        let Some(crate::TimeShown::Live { left_ms, running }) = record.time_shown(9_000) else {
            panic!("a live clock");
        };
        assert_eq!(
            left_ms,
            [177_000, 180_000],
            "the bot's four seconds cost nothing"
        );
        assert_eq!(running, Some(Player::One));
        assert_eq!(record.runs_out_at(), Some(9_000 + 177_000));
    }

    #[test]
    fn a_side_out_of_time_loses_once() {
        let (mut record, _, _) = game("1d");
        assert_eq!(record.flag(86_399_999), None);
        let entry = record.flag(86_400_000).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::OutOfTime);
        assert_eq!(record.resigned, Some(Player::One));
        assert!(record.out_of_time);
        assert_eq!(record.runs_out_at(), None);
        assert_eq!(record.flag(i64::MAX), None);
        assert_eq!(record.note_result().unwrap().winner, Some(Player::Two));
    }

    #[test]
    fn a_game_is_aborted_while_a_side_has_not_moved_and_then_has_no_result() {
        let (mut record, host, guest) = game("3+2");
        // Pit 3 ends in the store: two moves, and Player 2 has not moved.
        record.sow(&host, Pit::ALL[2]).unwrap();
        record.sow(&host, Pit::ALL[0]).unwrap();
        let stranger: PlayerId = "stranger".parse().unwrap();
        assert_eq!(record.abort(&stranger, 1_000), Err(Refusal::NotYourGame));
        let entry = record.abort(&guest, 1_000).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::Abort);
        assert!(record.is_finished());
        assert_eq!(record.runs_out_at(), None);
        assert_eq!(record.note_result(), None);
        assert_eq!(record.abort(&host, 2_000), Err(Refusal::GameOver));
        assert_eq!(record.flag(i64::MAX), None);
    }

    #[test]
    fn a_side_without_its_first_move_in_time_aborts_the_game_once() {
        let (mut record, host, _) = game("3+2");
        let limit = std::time::Duration::from_secs(20);
        record.timing = record.timing.map(|timing| timing.with_first_move(limit));
        assert_eq!(record.due(), Some((20_000, Due::FirstMove)));
        assert_eq!(record.flag(19_999), None);
        // Player 1 moves after 15 s (pit 3 ends in the store, so again).
        record.sow(&host, Pit::ALL[2]).unwrap();
        record.time_move(15_000).unwrap();
        assert_eq!(record.due(), Some((15_000 + 167_000, Due::OutOfTime)));
        record.sow(&host, Pit::ALL[0]).unwrap();
        record.time_move(16_000).unwrap();
        // Player 2's first move is due 20 s after its turn began.
        assert_eq!(record.due(), Some((36_000, Due::FirstMove)));
        assert_eq!(record.overdue(35_999), None);
        assert_eq!(record.overdue(36_000), Some(Due::FirstMove));
        let entry = record.flag(36_000).unwrap();
        assert_eq!(entry.kind, crate::ActionKind::NoFirstMove);
        assert!(record.aborted && record.resigned.is_none() && !record.out_of_time);
        assert_eq!(record.position.to_move, Some(Player::Two));
        assert_eq!(record.note_result(), None);
        assert_eq!(record.due(), None);
        assert_eq!(record.flag(i64::MAX), None);
    }

    #[test]
    fn once_a_side_moved_only_its_clock_is_due_and_correspondence_has_no_first_move_limit() {
        let (mut record, host, guest) = game("3+2");
        let limit = std::time::Duration::from_secs(20);
        record.timing = record.timing.map(|timing| timing.with_first_move(limit));
        record.sow(&host, Pit::ALL[0]).unwrap();
        record.time_move(1_000).unwrap();
        record.sow(&guest, Pit::ALL[0]).unwrap();
        record.time_move(2_000).unwrap();
        assert_eq!(record.due(), Some((2_000 + 181_000, Due::OutOfTime)));
        let (mut slow, _, _) = game("1d");
        slow.timing = slow.timing.map(|timing| timing.with_first_move(limit));
        assert_eq!(slow.due(), Some((86_400_000, Due::OutOfTime)));
    }

    #[test]
    fn once_both_sides_moved_or_without_a_clock_a_game_is_not_aborted() {
        let (mut record, host, guest) = game("1d");
        record.sow(&host, Pit::ALL[0]).unwrap();
        record.sow(&guest, Pit::ALL[0]).unwrap();
        assert_eq!(
            record.abort(&host, 0),
            Err(Refusal::NotNow(crate::NotNow::AbortTooLate))
        );
        record.timing = None;
        assert_eq!(
            record.abort(&host, 0),
            Err(Refusal::NotNow(crate::NotNow::NoAbort))
        );
        assert!(!record.aborted);
    }
}
