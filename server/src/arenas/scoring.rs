//! Each arena game scored once, when it ends: how it ended for Player 1
//! and how many sowings each side made (for berserk and early draws). A
//! game aborted for a missing first move is scored aborted: nothing for
//! either side, and no streak made or broken.
//! Every game's end is offered; one of no arena changes nothing.

use super::ArenaService;
use crate::game_end::{GameEnded, OnGameEnd};
use engine::Player;
use play::{ArenaResult, Record};

#[async_trait::async_trait]
impl OnGameEnd for ArenaService {
    async fn game_ended(&self, ended: &GameEnded<'_>) {
        let record = ended.record;
        let (result_1, sowings) = match ended.first_result {
            Some(result) => {
                let result_1 = match result.winner {
                    Some(Player::One) => ArenaResult::Win,
                    Some(Player::Two) => ArenaResult::Loss,
                    None => ArenaResult::Draw,
                };
                (result_1, sowings(record))
            }
            None if ended.finished_now && record.aborted => (ArenaResult::Aborted, [0; 3]),
            None => return,
        };
        match self
            .storage
            .score_arena_game(
                &record.id,
                result_1,
                sowings,
                Player::BOTH.map(|side| record.went_berserk(side)),
            )
            .await
        {
            Ok(Some(arena)) => self.changed(&arena).await,
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(%error, game = %record.id, "an arena game could not be scored");
            }
        }
    }
}

/// The sowings of `record`: all, Player 1's, Player 2's.
fn sowings(record: &Record) -> [u32; 3] {
    let by = |player| {
        record
            .sowings()
            .iter()
            .filter(|sowing| sowing.player == player)
            .count() as u32
    };
    [
        record.sowings().len() as u32,
        by(Player::One),
        by(Player::Two),
    ]
}
