//! What follows a saved change: the milestones it reached, the analysis
//! and the rating of a game that ended, and a room's players told.

use super::GameService;
use crate::live::RoomChanged;
use engine::Level;
use play::{Milestone, Opponent, PlayerId, Record, Refusal, milestones_reached};

impl GameService {
    /// What follows a saved change: a game that ended is analysed and, if
    /// rated, rated; a room's players hear of it.
    pub(super) async fn after_save(
        &self,
        before: &Record,
        after: &Record,
        newly: Option<play::FirstResult>,
        by: Option<engine::Player>,
    ) {
        // An aborted game has nothing to analyse.
        if after.is_finished() && !before.is_finished() && !after.aborted {
            self.analyst.game_ended(after);
        }
        if let Some(result) = newly {
            crate::ratings::rate(&self.storage, after, result).await;
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
