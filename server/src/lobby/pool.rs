//! Quick pairing: open seeks with a random seat and the same settings
//! are paired by the server, closest ratings first, each accepting a wider
//! range the longer it waits (`play::pairings`). Every process runs it; a
//! pair is stored only while both seeks are open, so each seek makes one
//! game however many processes pair at once.

use super::seek_game;
use crate::storage::{SeekRow, Storage, StorageError, unix_now};
use play::{PlayerId, Rating, SeatChoice, Waiting, pairings};
use std::collections::HashMap;
use std::time::Duration;

/// Pairs those of the open `seeks` that can be paired now, each live game
/// with `first_move` for each side's first move; returns how many games
/// began.
pub async fn pair_waiting(
    storage: &Storage,
    seeks: Vec<SeekRow>,
    first_move: Duration,
) -> Result<usize, StorageError> {
    let now_ms = unix_now() * 1000;
    let mut pools: HashMap<_, Vec<SeekRow>> = HashMap::new();
    for seek in seeks {
        if seek.settings.seat == SeatChoice::Random {
            let settings = seek.settings;
            pools
                .entry((settings.rules, settings.speed, settings.rated))
                .or_default()
                .push(seek);
        }
    }
    // A player waiting in two pools leaves this round with one game.
    let mut paired: Vec<PlayerId> = Vec::new();
    let mut started = 0;
    for pool in pools.values() {
        let waiting: Vec<Waiting<PlayerId>> = pool
            .iter()
            .filter(|seek| !paired.contains(&seek.player))
            .map(|seek| Waiting {
                player: seek.player.clone(),
                rating: seek.rating.unwrap_or(Rating::START).shown(),
                since: seek.created_at * 1000,
            })
            .collect();
        let seeks: Vec<&SeekRow> = pool
            .iter()
            .filter(|seek| !paired.contains(&seek.player))
            .collect();
        for (a, b) in pairings(&waiting, now_ms) {
            let (first, second) = (seeks[a], seeks[b]);
            let (room, game) = seek_game(first, &second.player, first_move);
            let both = [(&first.id, &first.player), (&second.id, &second.player)];
            if storage.pair_seeks(both, &room, &game).await? {
                crate::telemetry::lobby_game_started();
                paired.push(first.player.clone());
                paired.push(second.player.clone());
                started += 1;
            }
        }
    }
    Ok(started)
}
