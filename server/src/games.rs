//! The games service the pages call: loads a record once, applies the
//! action and the computer's replies to it, and saves it all (journal and
//! achievements included) in one transaction before answering.

use crate::analysis::Analyst;
use crate::computer::ComputerPool;
use crate::game_end::GameEndListeners;
use crate::live::Hub;
use crate::storage::{Saved, Storage, unix_now, unix_now_ms};
use app::service::Games;
use engine::{Level, Position, Ruleset};
use play::{
    Action, ActionKind, Analysis, Due, GameId, GameRecord, GameView, JournalEntry, Milestone,
    NotNow, Opponent, PlayerId, Record, Refusal, Setup,
};
use std::time::{Duration, Instant};

mod access;
mod aftermath;
mod on_time;
pub mod pages;
pub mod script_answers;

/// What the operator may tune about games.
#[derive(Clone, Copy, Debug)]
pub struct GameLimits {
    /// Most lines an attempt's journal may hold.
    pub journal: u32,
    /// A game nobody has acted in for this long opens on a Resume screen.
    pub resume_after: Duration,
    /// Most unfinished games one player may have.
    pub open_games: u32,
}

/// Play time counted between two actions of a page without JavaScript,
/// at most: longer gaps mean the player was elsewhere.
const MOST_BETWEEN_ACTIONS: Duration = Duration::from_secs(60);

/// Play time a live page may report at once, at most (it reports every 15 s).
const MOST_PER_REPORT: Duration = Duration::from_secs(20);

/// Games stored in the database, with computer replies from the pool.
#[derive(Clone)]
pub struct GameService {
    storage: Storage,
    computer: ComputerPool,
    analyst: Analyst,
    on_end: GameEndListeners,
    hub: Hub,
    limits: GameLimits,
}

impl GameService {
    /// The service over `storage` and `computer`, with `analyst` solving
    /// analyses in the background, telling `hub` when a room's game
    /// changes.
    pub fn new(
        storage: Storage,
        computer: ComputerPool,
        analyst: Analyst,
        on_end: GameEndListeners,
        hub: Hub,
        limits: GameLimits,
    ) -> GameService {
        GameService {
            storage,
            computer,
            analyst,
            on_end,
            hub,
            limits,
        }
    }

    /// Lets the computer move while it is its turn, each move a journal
    /// line, stopping before the journal would pass its limit.
    pub(crate) async fn computer_replies(
        &self,
        record: &mut Record,
        journal: &mut Vec<JournalEntry>,
    ) -> Result<(), Refusal> {
        let Opponent::Computer { level, .. } = record.setup.opponent else {
            return Ok(());
        };
        // Expert's time, while it has one, is for the whole reply.
        let reply_started = Instant::now();
        while let Some(position) = record.computer_to_move() {
            self.journal_has_room(record, journal.len() + 1)?;
            let seed = record
                .seed
                .wrapping_add(u64::from(record.ply()).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let decision = match record.setup.rules {
                Ruleset::Kalah(variant) => {
                    self.computer
                        .choose(position, variant, level, seed, reply_started)
                        .await
                }
                Ruleset::Oware(_) => match record.oware_game() {
                    Some(game) => self.computer.choose_oware(game, level, seed).await,
                    None => None,
                },
            }
            .ok_or(Refusal::Unavailable)?;
            let unproved = level == Level::Expert && !decision.proved;
            journal.push(record.computer_sows(decision.pit, unproved)?);
            record.time_computer_move(unix_now_ms());
        }
        Ok(())
    }

    /// Whether `lines` more journal lines fit in `record`'s attempt.
    fn journal_has_room(&self, record: &Record, lines: usize) -> Result<(), Refusal> {
        let lines = u32::try_from(lines).unwrap_or(u32::MAX);
        if record.journal_length.saturating_add(lines) > self.limits.journal {
            return Err(Refusal::JournalFull(self.limits.journal));
        }
        Ok(())
    }

    /// Saves `after` over `before` with its journal lines and `reached`
    /// milestones in one transaction; returns the milestones that were new.
    pub(crate) async fn save(
        &self,
        before: &Record,
        after: &Record,
        journal: &[JournalEntry],
        reached: &[(PlayerId, Milestone)],
    ) -> Result<Vec<(PlayerId, Milestone)>, Refusal> {
        match self.storage.save(before, after, journal, reached).await? {
            Saved::Stale => Err(Refusal::StaleForm),
            Saved::Earned(earned) => Ok(earned),
        }
    }

    async fn apply(
        &self,
        actor: &PlayerId,
        id: &GameId,
        (ply, version): (u32, i64),
        action: Action,
        plain_form: bool,
    ) -> Result<GameView, Refusal> {
        let before = self.owned(Some(actor), id).await?;
        let now_ms = unix_now_ms();
        if let Some(due) = before.overdue(now_ms) {
            // Lost on time, or aborted for want of a first move, already:
            // decided now, whoever was first to see.
            self.decide_on_time(&before, now_ms).await?;
            return Err(match due {
                Due::OutOfTime => Refusal::OutOfTime,
                Due::FirstMove => Refusal::NoFirstMove,
            });
        }
        if before.ply() != ply || before.version != version {
            return Err(Refusal::StaleForm);
        }
        if before.room.is_some()
            && !matches!(action, Action::Sow(_) | Action::Resign | Action::Abort)
        {
            return Err(Refusal::NotNow(NotNow::RoomGame));
        }
        // Before anyone thinks: the action's own line must fit.
        self.journal_has_room(&before, 1)?;
        let mut after = before.clone();
        let mut sowed = None;
        let first = match action {
            Action::Sow(pit) => {
                let (entry, sowing) = after.sow(actor, pit)?;
                sowed = Some(sowing);
                entry
            }
            Action::Undo => after.undo()?,
            Action::Redo => after.redo()?,
            Action::Resign => after.resign(actor)?,
            Action::Abort => after.abort(actor, now_ms)?,
            Action::Pause => after.pause()?,
            Action::Resume => after.resume(),
            Action::Restart => after.restart()?,
            Action::Hint => {
                let position = after.hint_position()?;
                let hint = match (after.setup.rules, after.oware_game()) {
                    (Ruleset::Kalah(variant), _) => self.computer.hint(position, variant).await,
                    // The endgame database's best where it holds the
                    // position and nothing since the last capture could come
                    // round again (the database counts as if nothing came
                    // before); otherwise Hard's move, with no value claimed.
                    (Ruleset::Oware(rules), Some(game)) => {
                        let proved = self
                            .computer
                            .oware_database(rules.grand_slam)
                            .filter(|_| game.since_capture().len() == 1)
                            .and_then(|database| play::oware_hint(&position, rules, &database));
                        match proved {
                            Some(hint) => Some(hint),
                            None => self
                                .computer
                                .choose_oware(game, Level::Hard, after.seed)
                                .await
                                .map(|decision| play::Hint {
                                    pit: decision.pit,
                                    value: None,
                                    up_to: None,
                                }),
                        }
                    }
                    (Ruleset::Oware(_), None) => None,
                }
                .ok_or(Refusal::Unavailable)?;
                after.give_hint(hint)
            }
        };
        if matches!(action, Action::Sow(_) | Action::Resign) {
            after.time_move(now_ms)?;
        }
        let mut journal = vec![first];
        if action.lets_the_computer_move() {
            self.computer_replies(&mut after, &mut journal).await?;
        }
        let newly = after.note_result();
        if plain_form && !before.paused && before.first_result.is_none() {
            let since = u64::try_from(unix_now() - before.saved_at).unwrap_or(0);
            after.active_ms += Duration::from_secs(since)
                .min(MOST_BETWEEN_ACTIONS)
                .as_millis() as u64;
        }
        let reached = self.reached(&after, actor, sowed.as_ref(), newly).await?;
        let earned = self.save(&before, &after, &journal, &reached).await?;
        crate::telemetry::moves_stored(&journal);
        after.version = before.version + 1;
        after.journal_length += journal.len() as u32;
        after.earned = earned;
        self.after_save(&before, &after, newly, after.seat_of(actor))
            .await;
        Ok(self.shown(&after, Some(actor)))
    }

    /// The game as `viewer` sees it, with its time now and whether Expert
    /// is still getting ready to prove its moves.
    pub(crate) fn shown(&self, record: &Record, viewer: Option<&PlayerId>) -> GameView {
        let mut view = record.view_for(viewer);
        view.time = record.time_shown(unix_now_ms());
        view.expert_preparing = record.setup.against_expert() && self.computer.expert_preparing();
        view
    }
}

#[async_trait::async_trait]
impl Games for GameService {
    async fn create(
        &self,
        owner: &PlayerId,
        setup: Setup,
        start: Option<Position>,
    ) -> Result<GameId, Refusal> {
        let open = self.storage.open_games(owner).await?;
        if open >= i64::from(self.limits.open_games) {
            return Err(Refusal::TooManyOpenGames(self.limits.open_games));
        }
        let mut record = Record::new(
            GameId::from_bits(rand::random()),
            owner.clone(),
            setup,
            rand::random(),
        );
        if let Some(start) = start {
            record = record.starting_from(start);
        }
        let mut journal = vec![JournalEntry {
            kind: ActionKind::Start,
            pit: None,
            ply: 0,
        }];
        self.computer_replies(&mut record, &mut journal).await?;
        self.storage.insert(&record, &journal).await?;
        crate::telemetry::game_started(&record.setup.opponent);
        crate::telemetry::moves_stored(&journal);
        Ok(record.id)
    }

    async fn view(&self, viewer: Option<&PlayerId>, id: &GameId) -> Result<GameView, Refusal> {
        let record = self.owned(viewer, id).await?;
        let mut view = self.shown(&record, viewer);
        let quiet = unix_now() - record.saved_at;
        // A room's game is live: its room shows who is there instead.
        view.idle = !record.paused
            && record.room.is_none()
            && view.active_side().is_some()
            && quiet >= i64::try_from(self.limits.resume_after.as_secs()).unwrap_or(i64::MAX);
        Ok(view)
    }

    async fn report_time(&self, player: &PlayerId, id: &GameId, ms: u64) -> Result<(), Refusal> {
        let record = self.owned(Some(player), id).await?;
        if record.paused {
            return Ok(());
        }
        let ms = ms.min(MOST_PER_REPORT.as_millis() as u64);
        self.storage
            .add_active_time(&record.id, ms as i64)
            .await
            .map_err(Refusal::from)
    }

    async fn record(&self, viewer: Option<&PlayerId>, id: &GameId) -> Result<GameRecord, Refusal> {
        let record = self.replayable(viewer, id).await?;
        let solved = self.storage.judgements(id).await?;
        let mut before = record.start();
        let judgements = record
            .sowings()
            .iter()
            .map(|sowing| {
                let judgement = solved
                    .iter()
                    .find(|(position, pit, _)| *position == before && *pit == sowing.pit)
                    .map(|(_, _, judgement)| judgement.clone());
                before = sowing.after;
                judgement
            })
            .collect();
        Ok(GameRecord {
            judgements,
            setup: record.view_for(viewer).setup,
            start: record.start(),
            moves: record.sowings().to_vec(),
            unproved: (1..)
                .zip(record.line())
                .filter(|(_, stored)| stored.unproved)
                .map(|(ply, _)| ply)
                .collect(),
            resigned: record.resigned,
            id: record.id,
        })
    }

    async fn analyse(&self, viewer: Option<&PlayerId>, id: &GameId) -> Result<Analysis, Refusal> {
        let record = self.replayable(viewer, id).await?;
        // The solver's verdicts are for after a game between people (or
        // against the house bot): while it is played, they would play it.
        if record.room.is_some() && !record.is_finished() {
            return Err(Refusal::NotNow(NotNow::NotOver));
        }
        self.analyst.analyse(&self.computer, &record).await
    }

    async fn act(
        &self,
        actor: &PlayerId,
        id: &GameId,
        seen: (u32, i64),
        action: Action,
        plain_form: bool,
    ) -> Result<GameView, Refusal> {
        // Run to the end even if the player's connection drops while the
        // computer thinks: an accepted move is never lost half-way.
        let service = self.clone();
        let (actor, id) = (actor.clone(), id.clone());
        tokio::spawn(async move { service.apply(&actor, &id, seen, action, plain_form).await })
            .await
            .unwrap_or(Err(Refusal::Unavailable))
    }
}
