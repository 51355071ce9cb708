//! Display names in the database.

use super::{Backend, Storage, StorageError, queries, unix_now};
use play::{DisplayName, PlayerId};

impl Storage {
    /// Gives `player` the name `name` (replacing theirs); false, writing
    /// nothing, when another player has it.
    pub async fn choose_name(
        &self,
        player: &PlayerId,
        name: &DisplayName,
    ) -> Result<bool, StorageError> {
        on_backend!(self, choose_name(player, name, unix_now()))
    }

    /// The name `player` chose, if any.
    pub async fn name_of(&self, player: &PlayerId) -> Result<Option<DisplayName>, StorageError> {
        on_backend!(self, name_of(player))
    }
}
