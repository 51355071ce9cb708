//! Ratings held off the leaderboards because they look farmed
//! (`play::looks_farmed`), in the database.

use super::{Backend, Storage, StorageError, queries, unix_now};
use play::{FARMING_DAYS, Farming, PlayerId, RatedGame};

/// A rating held now: the player's name (or identifier, when they have no
/// name), why, and since when (Unix seconds).
pub type HeldRating = (String, Farming, i64);

impl Storage {
    /// `player`'s rated games of the last [`FARMING_DAYS`], since the
    /// operator last cleared their rating, as the farming rule reads them.
    pub async fn rated_games_to_judge(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<RatedGame>, StorageError> {
        let since = unix_now() - FARMING_DAYS * 86_400;
        let rows = on_backend!(self, rated_games_since(player, since))?;
        rows.into_iter()
            .map(|(opponent, gain, quick, one_address)| {
                let opponent = opponent.parse().map_err(|_| {
                    StorageError::Damaged(format!(
                        "rating change of {} against {opponent}",
                        player.as_str()
                    ))
                })?;
                Ok(RatedGame {
                    opponent,
                    gain,
                    quick,
                    one_address,
                })
            })
            .collect()
    }

    /// Holds `player`'s rating off the leaderboards for `reason`; whether
    /// it was not held already.
    pub async fn hold_rating(
        &self,
        player: &PlayerId,
        reason: Farming,
    ) -> Result<bool, StorageError> {
        on_backend!(self, hold_rating(player, &reason.to_string(), unix_now()))
    }

    /// The ratings held now, the longest held first.
    pub async fn held_ratings(&self) -> Result<Vec<HeldRating>, StorageError> {
        let rows = on_backend!(self, held_ratings())?;
        rows.into_iter()
            .map(|(who, reason, since)| {
                let reason = reason
                    .parse()
                    .map_err(|_| StorageError::Damaged(format!("hold of {who}: {reason}")))?;
                Ok((who, reason, since))
            })
            .collect()
    }

    /// Clears the hold on the rating of `who` (a player's name, or their
    /// identifier), looked at: only games rated from now on may hold it
    /// again. Whether it was held.
    pub async fn clear_hold(&self, who: &str) -> Result<bool, StorageError> {
        let named = match who.parse() {
            Ok(name) => self.player_named(&name).await?,
            Err(_) => None,
        };
        let player = named.map_or_else(
            || who.to_string(),
            |(player, _)| player.as_str().to_string(),
        );
        on_backend!(self, clear_hold(&player, unix_now()))
    }
}
