//! What the site keeps of a visitor's own, for their pages: their games
//! so far, the milestones they reached, and the private link that takes
//! their session to another device.

use crate::storage::Storage;
use app::service::Visitors;
use play::{AttemptSummary, LinkToken, Milestone, PlayerId, Refusal};

/// The visitors' service, over storage.
pub struct VisitorService(pub Storage);

#[async_trait::async_trait]
impl Visitors for VisitorService {
    async fn achievements(&self, player: &PlayerId) -> Result<Vec<(Milestone, i64)>, Refusal> {
        self.0.achievements(player).await.map_err(Refusal::from)
    }

    async fn history(&self, player: &PlayerId) -> Result<Vec<AttemptSummary>, Refusal> {
        self.0.attempts_of(player).await.map_err(Refusal::from)
    }

    async fn device_link(&self, player: &PlayerId, renew: bool) -> Result<LinkToken, Refusal> {
        if !renew && let Some(token) = self.0.device_link(player).await? {
            return Ok(token);
        }
        let token = LinkToken::from_bits(rand::random());
        self.0.renew_device_link(player, &token).await?;
        Ok(token)
    }

    async fn player_of_link(&self, token: &LinkToken) -> Result<PlayerId, Refusal> {
        self.0
            .player_of_link(token)
            .await?
            .ok_or(Refusal::LinkNotFound)
    }
}
