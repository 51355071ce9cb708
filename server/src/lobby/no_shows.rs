//! No-shows: told of each game's end, notes the side an aborted game
//! between people was waiting for (`play::Record::no_show`); the lobby
//! then makes a player who lets games abort again and again wait
//! (`play::lobby_wait`).

use super::LobbyService;
use crate::game_end::{GameEnded, OnGameEnd};
use crate::storage::{Storage, unix_now};
use play::{NotNow, PlayerId, Refusal, lobby_wait};

/// The no-shows, noted as games end.
pub struct NoShows(pub Storage);

#[async_trait::async_trait]
impl OnGameEnd for NoShows {
    async fn game_ended(&self, ended: &GameEnded<'_>) {
        let record = ended.record;
        if !ended.finished_now {
            return;
        }
        if let Some(absent) = record.no_show()
            && let Err(error) = self.0.note_no_show(absent, &record.id).await
        {
            tracing::error!(%error, game = %record.id, "noting a no-show failed");
        }
    }
}

impl LobbyService {
    /// Refused while `player` waits after their no-shows, with how many
    /// and how long.
    pub(super) async fn may_play(&self, player: &PlayerId) -> Result<(), Refusal> {
        let no_shows = self.storage.no_shows_today(player).await?;
        match lobby_wait(&no_shows, unix_now()) {
            None => Ok(()),
            Some(wait) => Err(Refusal::NotNow(NotNow::NoShows {
                count: no_shows.len() as u32,
                wait_secs: wait.as_secs().max(1),
            })),
        }
    }
}
