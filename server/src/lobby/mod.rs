//! Playing people: the names players show each other. Seeks, pairing,
//! clocks and ratings (their rules are in `play::lobby`) will be stored and
//! timed here.

use crate::games::unavailable;
use crate::storage::Storage;
use app::service::Lobby;
use play::{DisplayName, NameRefusal, PlayerId, Refusal};

/// The lobby over the storage.
#[derive(Clone)]
pub struct LobbyService {
    storage: Storage,
}

impl LobbyService {
    /// The service over `storage`.
    pub fn new(storage: Storage) -> LobbyService {
        LobbyService { storage }
    }
}

#[async_trait::async_trait]
impl Lobby for LobbyService {
    async fn name(&self, player: &PlayerId) -> Result<Option<DisplayName>, Refusal> {
        self.storage.name_of(player).await.map_err(unavailable)
    }

    async fn choose_name(&self, player: &PlayerId, name: &DisplayName) -> Result<(), Refusal> {
        if self
            .storage
            .choose_name(player, name)
            .await
            .map_err(unavailable)?
        {
            Ok(())
        } else {
            Err(Refusal::Name(NameRefusal::Taken))
        }
    }
}
