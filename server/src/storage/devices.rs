//! The devices signed in as each player, in the database.

use super::{Backend, Storage, StorageError, queries, unix_now};
use play::PlayerId;

/// A device as stored: its session's key, first and last seen (Unix
/// seconds), and its browser as its user agent names it.
pub type DeviceRow = (String, i64, i64, String);

impl Storage {
    /// Notes that the session `key` of `player` was seen now, with `agent`
    /// from `network`.
    pub async fn note_device(
        &self,
        key: &str,
        player: &PlayerId,
        agent: &str,
        network: &str,
    ) -> Result<(), StorageError> {
        on_backend!(self, note_device(key, player, agent, network, unix_now()))
    }

    /// `player`'s devices, the latest seen first (at most 50).
    pub async fn devices_of(&self, player: &PlayerId) -> Result<Vec<DeviceRow>, StorageError> {
        on_backend!(self, devices_of(player))
    }

    /// Forgets `player`'s devices but the session `kept`'s, noting the
    /// sign-out; the session keys forgotten.
    pub async fn forget_other_devices(
        &self,
        player: &PlayerId,
        kept: &str,
    ) -> Result<Vec<String>, StorageError> {
        on_backend!(self, forget_other_devices(player, kept, unix_now()))
    }

    /// Forgets the device of the session `key`.
    pub async fn forget_device(&self, key: &str) -> Result<(), StorageError> {
        on_backend!(self, forget_device(key))
    }

    /// Whether `player` ever signed their other devices out.
    pub async fn signed_out_others(&self, player: &PlayerId) -> Result<bool, StorageError> {
        on_backend!(self, signed_out_others(player))
    }
}
