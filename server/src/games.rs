//! The games service the pages call: loads a record, applies the action and
//! the computer's replies, and saves it all before answering.

use crate::computer::ComputerPool;
use crate::live::{Hub, RoomChanged};
use crate::record::{ActionKind, JournalEntry, Record};
use crate::storage::{Storage, StorageError};
use app::error::PlayError;
use app::game::{Analysis, GameView, JudgedMove, Opponent, Setup};
use app::service::{Action, Games};
use engine::Position;

/// Games stored in the database, with computer replies from the pool.
#[derive(Clone)]
pub struct GameService {
    storage: Storage,
    computer: ComputerPool,
    hub: Hub,
}

impl GameService {
    /// The service over `storage` and `computer`, telling `hub` when a
    /// room's game changes.
    pub fn new(storage: Storage, computer: ComputerPool, hub: Hub) -> GameService {
        GameService {
            storage,
            computer,
            hub,
        }
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
            viewer == record.owner || record.guest.as_deref() == Some(viewer)
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
    async fn create(&self, owner: &str, setup: Setup) -> Result<String, PlayError> {
        let mut record = Record::new(crate::token(), owner.to_string(), setup, rand::random());
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
        self.owned(viewer, id).await?.view_for(viewer)
    }

    async fn analyse(&self, viewer: Option<&str>, id: &str) -> Result<Analysis, PlayError> {
        let record = self.owned(viewer, id).await?;
        let (_, sowings) = record.replay()?;
        // (move number, player, pit, position before) of each person's move.
        let mut people = Vec::new();
        let mut position = Position::start(record.setup.variant);
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
    ) -> Result<GameView, PlayError> {
        // Run to the end even if the player's connection drops while the
        // computer thinks: an accepted move is never lost half-way.
        let service = self.clone();
        let (owner, id) = (owner.to_string(), id.to_string());
        tokio::spawn(async move { service.apply(&owner, &id, seen, action).await })
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
        if matches!(action, Action::Sow(_) | Action::Redo | Action::Resume) {
            self.computer_replies(&mut after, &mut journal).await?;
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
        if let Some(token) = &after.room {
            self.hub
                .publish(RoomChanged {
                    token: token.clone(),
                    by: after.seat_of(owner),
                })
                .await;
        }
        after.view_for(Some(owner))
    }
}

fn unavailable(error: StorageError) -> PlayError {
    tracing::error!(%error, "storage failed");
    PlayError::Unavailable
}
