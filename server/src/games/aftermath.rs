//! What follows a saved change: the milestones it reached, the end of a
//! game announced to whoever acts on it, and a room's players told.

use super::GameService;
use crate::game_end::GameEnded;
use crate::live::RoomChanged;
use engine::Level;
use play::{Milestone, Opponent, PlayerId, Record, Refusal, milestones_reached};

impl GameService {
    /// What follows a saved change: a game that ended, or whose first
    /// result was noted, is announced; a room's players hear of it.
    pub(super) async fn after_save(
        &self,
        before: &Record,
        after: &Record,
        newly: Option<play::FirstResult>,
        by: Option<engine::Player>,
    ) {
        let finished_now = after.is_finished() && !before.is_finished();
        if finished_now || newly.is_some() {
            self.on_end
                .announce(&GameEnded {
                    record: after,
                    finished_now,
                    first_result: newly,
                })
                .await;
        }
        if let Some(token) = &after.room {
            self.hub
                .publish(RoomChanged {
                    token: token.clone(),
                    by,
                })
                .await;
        }
    }

    /// The milestones this action reached, and for whom: the actor's, and
    /// in a room a finished game for the other player too.
    pub(super) async fn reached(
        &self,
        after: &Record,
        actor: &PlayerId,
        sowed: Option<&engine::Sowing>,
        newly: Option<play::FirstResult>,
    ) -> Result<Vec<(PlayerId, Milestone)>, Refusal> {
        let levels = match (newly, after.setup.opponent) {
            (Some(result), Opponent::Computer { level, seat })
                if result.fresh && result.winner == Some(seat) =>
            {
                let mut levels: Vec<Level> = self.storage.fresh_win_levels(actor).await?;
                if !levels.contains(&level) {
                    levels.push(level);
                }
                levels.len()
            }
            _ => 0,
        };
        let mine = milestones_reached(&after.setup, sowed, newly, levels);
        let mut reached: Vec<(PlayerId, Milestone)> = mine
            .iter()
            .map(|&milestone| (actor.clone(), milestone))
            .collect();
        if let (Some(guest), Some(_)) = (&after.guest, newly) {
            let other = if guest == actor { &after.owner } else { guest };
            reached.push((other.clone(), Milestone::Finished));
        }
        Ok(reached)
    }
}
