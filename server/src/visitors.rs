//! What the site keeps of a visitor's own, for their pages: their games
//! so far, the milestones they reached, and the private link that takes
//! their session to another device.

use crate::sessions::{Sessions, device_key};
use crate::storage::Storage;
use app::device::view::Device;
use app::service::Visitors;
use play::{AttemptSummary, LinkToken, Milestone, PlayerId, Refusal};
use tower_sessions::session::Id;

/// The visitors' service, over storage and the sessions it may end.
pub struct VisitorService {
    /// Where their games, milestones, links and devices are.
    pub storage: Storage,
    /// Their sessions, which signing a device out ends.
    pub sessions: Sessions,
}

#[async_trait::async_trait]
impl Visitors for VisitorService {
    async fn achievements(&self, player: &PlayerId) -> Result<Vec<(Milestone, i64)>, Refusal> {
        self.storage
            .achievements(player)
            .await
            .map_err(Refusal::from)
    }

    async fn history(&self, player: &PlayerId) -> Result<Vec<AttemptSummary>, Refusal> {
        self.storage
            .attempts_of(player)
            .await
            .map_err(Refusal::from)
    }

    async fn device_link(&self, player: &PlayerId, renew: bool) -> Result<LinkToken, Refusal> {
        if !renew && let Some(token) = self.storage.device_link(player).await? {
            return Ok(token);
        }
        let token = LinkToken::from_bits(rand::random());
        self.storage.renew_device_link(player, &token).await?;
        Ok(token)
    }

    async fn player_of_link(&self, token: &LinkToken) -> Result<PlayerId, Refusal> {
        self.storage
            .player_of_link(token)
            .await?
            .ok_or(Refusal::LinkNotFound)
    }

    async fn devices(
        &self,
        player: &PlayerId,
        current: Option<Id>,
    ) -> Result<Vec<Device>, Refusal> {
        let current = current.as_ref().map(device_key);
        Ok(self
            .storage
            .devices_of(player)
            .await?
            .into_iter()
            .map(|(key, first_seen, last_seen, browser)| Device {
                this: current.as_ref() == Some(&key),
                browser,
                first_seen,
                last_seen,
            })
            .collect())
    }

    async fn sign_out_others(&self, player: &PlayerId, current: Option<Id>) -> Result<(), Refusal> {
        let kept = current.as_ref().map(device_key).unwrap_or_default();
        let ended = self.storage.forget_other_devices(player, &kept).await?;
        self.sessions.end(&ended).await.map_err(|error| {
            tracing::error!(%error, "ending sessions failed");
            Refusal::Unavailable
        })
    }

    async fn forget_device(&self, current: Id) -> Result<(), Refusal> {
        Ok(self.storage.forget_device(&device_key(&current)).await?)
    }
}
