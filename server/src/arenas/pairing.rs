//! Pairing the free players of every running arena, every few seconds:
//! those who joined, chose a name, are not withdrawn and are in no game,
//! paired by rank (`play::pair`), each game started in a room of its own.
//! Every process runs it; a player is marked busy in the same transaction
//! that starts their game, so nobody is in two games however many
//! processes pair at once.

use super::ArenaService;
use super::standings::standings;
use crate::rooms::room_game;
use crate::storage::{ArenaGame, ArenaRow, StorageError, unix_now};
use engine::Player;
use play::{Free, Phase, PlayerId, Room, RoomToken, Speed, Terms, pair};
use std::time::Duration;

impl ArenaService {
    /// Pairs the free players of each running arena; how many games began.
    pub async fn pair_running(&self) -> Result<usize, StorageError> {
        let now = unix_now();
        let mut started = 0;
        for arena in self.storage.arenas_ending_after(now).await? {
            if arena.settings.phase(now) == Phase::Running {
                started += self.pair_arena(&arena, now).await?;
            }
        }
        Ok(started)
    }

    /// Pairs the free players of `arena` at `now`.
    async fn pair_arena(&self, arena: &ArenaRow, now: i64) -> Result<usize, StorageError> {
        let entrants = self.storage.arena_entrants(&arena.id).await?;
        let games = self.storage.arena_games(&arena.id).await?;
        let free: Vec<Free> = standings(&entrants, &games)
            .into_iter()
            .enumerate()
            .filter_map(|(rank, standing)| {
                let entrant = entrants
                    .iter()
                    .find(|entrant| entrant.player == standing.player)?;
                (entrant.active && entrant.busy_in.is_none()).then(|| Free {
                    last_opponent: last_opponent(&standing.player, &games),
                    seats: standing.sheet.seats(),
                    waited: Duration::from_secs(
                        u64::try_from(now - entrant.free_since).unwrap_or(0),
                    ),
                    player: standing.player,
                    rank,
                })
            })
            .collect();
        let (pairings, _) = pair(free);
        let mut started = 0;
        for pairing in pairings {
            let (room, game) = self.arena_game(arena, &pairing.first, &pairing.second, now);
            let players = [&pairing.first, &pairing.second];
            if self
                .storage
                .start_arena_game(&arena.id, players, &room, &game)
                .await?
            {
                started += 1;
            }
        }
        Ok(started)
    }

    /// The room and game of `first` (Player 1) against `second` in
    /// `arena`, begun at `now`.
    fn arena_game(
        &self,
        arena: &ArenaRow,
        first: &PlayerId,
        second: &PlayerId,
        now: i64,
    ) -> (Room, play::Record) {
        let settings = &arena.settings;
        let mut room = Room {
            token: RoomToken::from_bits(rand::random()),
            host: first.clone(),
            guest: Some(second.clone()),
            game_id: None,
            host_seat: Player::One,
            variant: settings.variant,
            rematch_by: None,
            host_seen: now,
            guest_seen: Some(now),
            created_at: now,
            terms: Some(Terms {
                speed: Speed::Live(settings.clock),
                rated: settings.rated,
            }),
        };
        let game = room_game(&room, second, Player::One, self.first_move);
        room.game_id = Some(game.id.clone());
        (room, game)
    }
}

/// The opponent of `player`'s latest game in the arena.
fn last_opponent(player: &PlayerId, games: &[ArenaGame]) -> Option<PlayerId> {
    games.iter().rev().find_map(|game| {
        if game.players[0] == *player {
            Some(game.players[1].clone())
        } else if game.players[1] == *player {
            Some(game.players[0].clone())
        } else {
            None
        }
    })
}
