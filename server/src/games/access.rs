//! Who may see a game: its players, and for a public game anyone.

use super::GameService;
use play::{GameId, PlayerId, Record, Refusal};

impl GameService {
    /// The game `id` if `viewer` plays in it (owns it, or is a room's
    /// guest).
    pub(super) async fn owned(
        &self,
        viewer: Option<&PlayerId>,
        id: &GameId,
    ) -> Result<Record, Refusal> {
        let record = self.load(id).await?;
        if !viewer.is_some_and(|viewer| record.plays(viewer)) {
            return Err(Refusal::NotYourGame);
        }
        Ok(record)
    }

    /// The game `id` if `viewer` may replay it: they play in it, or it is
    /// a public game from the lobby, which anyone may replay.
    pub(super) async fn replayable(
        &self,
        viewer: Option<&PlayerId>,
        id: &GameId,
    ) -> Result<Record, Refusal> {
        let record = self.load(id).await?;
        if viewer.is_some_and(|viewer| record.plays(viewer)) {
            return Ok(record);
        }
        let Some(token) = &record.room else {
            return Err(Refusal::NotYourGame);
        };
        let room = self.storage.load_room(token).await?;
        if room.is_some_and(|room| room.terms.is_some()) {
            Ok(record)
        } else {
            Err(Refusal::NotYourGame)
        }
    }

    async fn load(&self, id: &GameId) -> Result<Record, Refusal> {
        self.storage.load(id).await?.ok_or(Refusal::GameNotFound)
    }
}
