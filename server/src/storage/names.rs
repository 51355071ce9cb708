//! Display names in the database.

use super::{Backend, Storage, StorageError, queries, unix_now};
use play::{DisplayName, NAME_HELD_FOR, NameRefusal, PlayerId};

impl Storage {
    /// Gives `player` the name `name` (replacing theirs, which is then
    /// held for them); refused, writing nothing, when another player has
    /// it or gave it up less than [`NAME_HELD_FOR`] ago.
    pub async fn choose_name(
        &self,
        player: &PlayerId,
        name: &DisplayName,
    ) -> Result<Result<(), NameRefusal>, StorageError> {
        let now = unix_now();
        let held_since = now - NAME_HELD_FOR.as_secs() as i64;
        on_backend!(self, choose_name(player, name, now, held_since))
    }

    /// The names `player` had before, newest first (at most 5).
    pub async fn former_names(&self, player: &PlayerId) -> Result<Vec<String>, StorageError> {
        on_backend!(self, former_names(player))
    }

    /// The name `player` chose, if any.
    pub async fn name_of(&self, player: &PlayerId) -> Result<Option<DisplayName>, StorageError> {
        on_backend!(self, name_of(player))
    }
}
