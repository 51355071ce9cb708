//! The games service the pages call: loads a record, applies the action and
//! the computer's replies, and saves it all before answering.

use crate::computer::ComputerPool;
use crate::live::{Hub, RoomChanged};
use crate::record::{milestones_reached, ActionKind, JournalEntry, Record};
use crate::storage::{unix_now, Storage, StorageError};
use app::achievements::Milestone;
use app::error::PlayError;
use app::game::{Analysis, AttemptSummary, GameRecord, GameView, JudgedMove, Opponent, Setup};
use app::service::{Action, Games};
use engine::Position;
use std::time::Duration;

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
    hub: Hub,
    limits: GameLimits,
}

impl GameService {
    /// The service over `storage` and `computer`, telling `hub` when a
    /// room's game changes.
    pub fn new(
        storage: Storage,
        computer: ComputerPool,
        hub: Hub,
        limits: GameLimits,
    ) -> GameService {
        GameService {
            storage,
            computer,
            hub,
            limits,
        }
    }

    /// Stores `reached` for `player`; returns those that are new.
    async fn earn(
        &self,
        player: &str,
        reached: &[Milestone],
        game: &str,
    ) -> Result<Vec<Milestone>, PlayError> {
        if reached.is_empty() {
            return Ok(Vec::new());
        }
        let keys: Vec<&str> = reached.iter().map(|milestone| milestone.key()).collect();
        let new = self
            .storage
            .earn(player, &keys, game)
            .await
            .map_err(unavailable)?;
        Ok(new.iter().filter_map(|key| Milestone::parse(key)).collect())
    }

    /// The game `id` if `viewer` plays in it (owns it, or is a room's
    /// guest).
    async fn owned(&self, viewer: Option<&str>, id: &str) -> Result<Record, PlayError> {
        let record = self
            .storage
            .load(id)
            .await
            .map_err(unavailable)?
            .ok_or(PlayError::GameNotFound)?;
        let plays = viewer.is_some_and(|viewer| {
            crate::same_token(viewer, &record.owner)
                || record
                    .guest
                    .as_deref()
                    .is_some_and(|guest| crate::same_token(viewer, guest))
        });
        if !plays {
            return Err(PlayError::NotYourGame);
        }
        Ok(record)
    }

    /// Lets the computer move while it is its turn.
    pub(crate) async fn computer_replies(
        &self,
        record: &mut Record,
        journal: &mut Vec<JournalEntry>,
    ) -> Result<(), PlayError> {
        let Opponent::Computer { level, .. } = record.setup.opponent else {
            return Ok(());
        };
        while let Some(position) = record.computer_to_move()? {
            let seed = record
                .seed
                .wrapping_add(u64::from(record.ply()).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let pit = self
                .computer
                .choose(position, record.setup.variant, level, seed)
                .await
                .ok_or(PlayError::Unavailable)?;
            journal.push(record.computer_sows(pit));
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl Games for GameService {
    async fn create(
        &self,
        owner: &str,
        setup: Setup,
        start: Option<Position>,
    ) -> Result<String, PlayError> {
        let open = self.storage.open_games(owner).await.map_err(unavailable)?;
        if open >= i64::from(self.limits.open_games) {
            return Err(PlayError::TooManyOpenGames(self.limits.open_games));
        }
        let mut record = Record::new(crate::token(), owner.to_string(), setup, rand::random());
        if let Some(start) = start {
            record.start = start;
        }
        let mut journal = vec![JournalEntry {
            kind: ActionKind::Start,
            pit: None,
            ply: 0,
        }];
        self.computer_replies(&mut record, &mut journal).await?;
        self.storage
            .insert(&record, &journal)
            .await
            .map_err(unavailable)?;
        Ok(record.id)
    }

    async fn view(&self, viewer: Option<&str>, id: &str) -> Result<GameView, PlayError> {
        let record = self.owned(viewer, id).await?;
        let mut view = record.view_for(viewer)?;
        // What the latest action earned the viewer, shown until the next one.
        if let Some(viewer) = viewer {
            view.earned = record
                .earned
                .as_deref()
                .unwrap_or_default()
                .lines()
                .filter_map(|line| line.split_once(' '))
                .filter(|(player, _)| *player == viewer)
                .filter_map(|(_, key)| Milestone::parse(key))
                .collect();
            view.earned.sort();
        }
        let quiet = unix_now() - record.saved_at;
        // A friend's game is live: its room shows who is there instead.
        view.idle = !record.paused
            && !matches!(record.setup.opponent, Opponent::Friend { .. })
            && view.active_side().is_some()
            && quiet >= i64::try_from(self.limits.resume_after.as_secs()).unwrap_or(i64::MAX);
        Ok(view)
    }

    async fn report_time(&self, player: &str, id: &str, ms: u64) -> Result<(), PlayError> {
        let record = self.owned(Some(player), id).await?;
        if record.paused {
            return Ok(());
        }
        let ms = ms.min(MOST_PER_REPORT.as_millis() as u64);
        self.storage
            .add_active_time(&record.id, ms as i64)
            .await
            .map_err(unavailable)
    }

    async fn achievements(&self, player: &str) -> Result<Vec<(Milestone, i64)>, PlayError> {
        let stored = self
            .storage
            .achievements(player)
            .await
            .map_err(unavailable)?;
        Ok(stored
            .into_iter()
            .filter_map(|(key, at)| Some((Milestone::parse(&key)?, at)))
            .collect())
    }

    async fn history(&self, player: &str) -> Result<Vec<AttemptSummary>, PlayError> {
        let games = self.storage.games_of(player).await.map_err(unavailable)?;
        let mut attempts = Vec::with_capacity(games.len());
        for (id, started_at) in games {
            let Some(record) = self.storage.load(&id).await.map_err(unavailable)? else {
                continue;
            };
            attempts.push(AttemptSummary {
                setup: record.view_for(Some(player))?.setup,
                first_result: record.first_result,
                started_at,
                active_ms: record.active_ms,
                id,
            });
        }
        Ok(attempts)
    }

    async fn record(&self, viewer: Option<&str>, id: &str) -> Result<GameRecord, PlayError> {
        let record = self.owned(viewer, id).await?;
        let (_, moves) = record.replay()?;
        Ok(GameRecord {
            id: record.id.clone(),
            setup: record.view_for(viewer)?.setup,
            start: record.start,
            moves,
            resigned: record.resigned,
        })
    }

    async fn device_link(&self, player: &str, renew: bool) -> Result<String, PlayError> {
        if !renew {
            if let Some(token) = self
                .storage
                .device_link(player)
                .await
                .map_err(unavailable)?
            {
                return Ok(token);
            }
        }
        let token = crate::token();
        self.storage
            .renew_device_link(player, &token)
            .await
            .map_err(unavailable)?;
        Ok(token)
    }

    async fn player_of_link(&self, token: &str) -> Result<String, PlayError> {
        self.storage
            .player_of_link(token)
            .await
            .map_err(unavailable)?
            .ok_or(PlayError::LinkNotFound)
    }

    async fn analyse(&self, viewer: Option<&str>, id: &str) -> Result<Analysis, PlayError> {
        let record = self.owned(viewer, id).await?;
        let (_, sowings) = record.replay()?;
        // (move number, player, pit, position before) of each person's move.
        let mut people = Vec::new();
        let mut position = record.start;
        for (index, (sowing, stored)) in sowings.iter().zip(&record.line).enumerate() {
            if !stored.by_computer {
                people.push((index as u32 + 1, sowing.player, stored.pit, position));
            }
            position = sowing.after;
        }
        let to_judge = people
            .iter()
            .map(|&(_, _, pit, position)| (position, pit))
            .collect();
        let judged = self.computer.judge(record.setup.variant, to_judge).await;
        let moves = people
            .into_iter()
            .zip(judged)
            .map(|((number, player, pit, _), judgement)| JudgedMove {
                number,
                player,
                pit,
                judgement,
            })
            .collect();
        Ok(Analysis {
            id: record.id,
            setup: record.setup,
            moves,
        })
    }

    async fn act(
        &self,
        owner: &str,
        id: &str,
        seen: (u32, i64),
        action: Action,
        plain_form: bool,
    ) -> Result<GameView, PlayError> {
        // Run to the end even if the player's connection drops while the
        // computer thinks: an accepted move is never lost half-way.
        let service = self.clone();
        let (owner, id) = (owner.to_string(), id.to_string());
        tokio::spawn(async move { service.apply(&owner, &id, seen, action, plain_form).await })
            .await
            .unwrap_or(Err(PlayError::Unavailable))
    }
}

impl GameService {
    async fn apply(
        &self,
        owner: &str,
        id: &str,
        (ply, version): (u32, i64),
        action: Action,
        plain_form: bool,
    ) -> Result<GameView, PlayError> {
        let before = self.owned(Some(owner), id).await?;
        if before.ply() != ply || before.version != version {
            return Err(PlayError::StaleForm);
        }
        let mut after = before.clone();
        let in_room = matches!(before.setup.opponent, Opponent::Friend { .. });
        if in_room && !matches!(action, Action::Sow(_) | Action::Resign) {
            return Err(PlayError::NotNow(
                "a game with a friend has no undo, redo, hints or pause".to_string(),
            ));
        }
        let first = match action {
            Action::Sow(pit) => after.sow(owner, pit)?,
            Action::Undo => after.undo()?,
            Action::Redo => after.redo()?,
            Action::Resign => after.resign(owner)?,
            Action::Pause => after.pause()?,
            Action::Resume => after.resume()?,
            Action::Restart => after.restart()?,
            Action::Hint => {
                let position = after.hint_position()?;
                let hint = self
                    .computer
                    .hint(position, after.setup.variant)
                    .await
                    .ok_or(PlayError::Unavailable)?;
                after.give_hint(hint)
            }
        };
        let mut journal = vec![first];
        if matches!(
            action,
            Action::Sow(_) | Action::Redo | Action::Resume | Action::Restart
        ) {
            self.computer_replies(&mut after, &mut journal).await?;
        }
        after.note_result()?;
        let lines = journal.len() as u32;
        if before.journal_length.saturating_add(lines) > self.limits.journal {
            return Err(PlayError::JournalFull(self.limits.journal));
        }
        if plain_form && !before.paused && before.first_result.is_none() {
            let since = u64::try_from(unix_now() - before.saved_at).unwrap_or(0);
            after.active_ms += Duration::from_secs(since)
                .min(MOST_BETWEEN_ACTIONS)
                .as_millis() as u64;
        }
        if !self
            .storage
            .save(&before, &after, &journal)
            .await
            .map_err(unavailable)?
        {
            return Err(PlayError::StaleForm);
        }
        after.version = before.version + 1;
        after.journal_length += lines;
        let fresh_win_levels = if before.first_result.is_none() && after.first_result.is_some() {
            self.storage
                .fresh_win_levels(owner)
                .await
                .map_err(unavailable)?
        } else {
            0
        };
        let sowed = matches!(action, Action::Sow(_));
        let reached = milestones_reached(&before, &after, sowed, fresh_win_levels)?;
        let mut earned = self.earn(owner, &reached, &after.id).await?;
        let mut noted: Vec<String> = earned
            .iter()
            .map(|milestone| format!("{owner} {}", milestone.key()))
            .collect();
        // In a room, finishing counts for both players.
        if let Some(guest) = after.guest.as_deref() {
            let other = if guest == owner {
                after.owner.as_str()
            } else {
                guest
            };
            let finished: Vec<Milestone> = reached
                .iter()
                .copied()
                .filter(|milestone| *milestone == Milestone::Finished)
                .collect();
            for milestone in self.earn(other, &finished, &after.id).await? {
                noted.push(format!("{other} {}", milestone.key()));
            }
        }
        if !noted.is_empty() {
            self.storage
                .note_earned(&after.id, &noted.join("\n"))
                .await
                .map_err(unavailable)?;
        }
        earned.sort();
        if let Some(token) = &after.room {
            self.hub
                .publish(RoomChanged {
                    token: token.clone(),
                    by: after.seat_of(owner),
                })
                .await;
        }
        let mut view = after.view_for(Some(owner))?;
        view.earned = earned;
        Ok(view)
    }
}

/// A storage failure, logged, as the player hears of it.
pub(crate) fn unavailable(error: StorageError) -> PlayError {
    tracing::error!(%error, "storage failed");
    PlayError::Unavailable
}
