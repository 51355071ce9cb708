//! Pairing the free players of every running arena, every few seconds:
//! those who joined, chose a name, are not withdrawn and are in no game,
//! paired by rank (`play::pair`), each game started in a room of its own.
//! A player the field leaves alone for too long plays the house bot, if
//! the arena has one. A player whose game just ended is paired again only
//! once they had the time to read its result (`play::NEXT_GAME_AFTER`). Every process runs it; a player is marked busy in the same transaction
//! that starts their game, so nobody is in two games however many
//! processes pair at once.

use super::ArenaService;
use super::standings::standings;
use crate::rooms::room_game;
use crate::storage::{ArenaGame, ArenaRow, StorageError, unix_now, unix_now_ms};
use engine::Player;
use play::{
    Free, GameId, NEXT_GAME_AFTER, PlayerId, Rating, Room, RoomToken, Speed, Terms,
    computer_level_for, pair,
};
use std::time::Duration;

impl ArenaService {
    /// Pairs the free players of each running arena; how many games began.
    pub async fn pair_running(&self) -> Result<usize, StorageError> {
        let now = unix_now();
        let mut started = 0;
        // Every running arena, never a page of a list: however many
        // players hold arenas, each that runs is paired.
        for arena in self.storage.running_arenas(now).await? {
            let begun = self.pair_arena(&arena, now).await?;
            if begun > 0 {
                self.changed(&arena.id).await;
            }
            started += begun;
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
                let waited =
                    Duration::from_secs(u64::try_from(now - entrant.free_since).unwrap_or(0));
                // After a game, its result is read first.
                let reading = !standing.sheet.games().is_empty() && waited < NEXT_GAME_AFTER;
                (entrant.active && entrant.busy_in.is_none() && !reading).then(|| Free {
                    last_opponent: last_opponent(&standing.player, &games),
                    seats: standing.sheet.seats(),
                    waited,
                    player: standing.player,
                    rank,
                })
            })
            .collect();
        let waits: Vec<(PlayerId, Duration)> = free
            .iter()
            .map(|free| (free.player.clone(), free.waited))
            .collect();
        let (pairings, left) = pair(free);
        let mut started = 0;
        for pairing in pairings {
            let (room, game) = self.arena_game(arena, &pairing.first, &pairing.second, now);
            let players = [Some(&pairing.first), Some(&pairing.second)];
            if self
                .storage
                .start_arena_game(&arena.id, players, Some(&room), &game)
                .await?
            {
                started += 1;
            }
        }
        // The house bot plays whoever was left alone too long.
        if arena.settings.house_bot {
            for player in left {
                let waited = waits
                    .iter()
                    .find(|(free, _)| *free == player)
                    .map_or(Duration::ZERO, |(_, waited)| *waited);
                if waited < self.bot_after {
                    continue;
                }
                let rating = entrants
                    .iter()
                    .find(|entrant| entrant.player == player)
                    .and_then(|entrant| entrant.rating)
                    .map_or(Rating::START.shown(), |rating| rating.round() as i32);
                let (room, game) = self.bot_game(arena, &player, rating, now);
                if self
                    .storage
                    .start_arena_game(&arena.id, [Some(&player), None], Some(&room), &game)
                    .await?
                {
                    started += 1;
                }
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
        let mut room = arena_room(arena, first, Some(second), now);
        let game = room_game(&room, second, Player::One, self.first_move);
        room.game_id = Some(game.id.clone());
        (room, game)
    }

    /// The room and game of `player` (rated `rating`) against the house
    /// bot, at the computer level nearest their rating, begun at `now`: an
    /// arena game like any other, on the arena's clock, but never rated.
    /// The person sows first, so that the first-move timer is theirs; the
    /// bot's moves cost it no time, and its games count for the person
    /// only.
    fn bot_game(
        &self,
        arena: &ArenaRow,
        player: &PlayerId,
        rating: i32,
        now: i64,
    ) -> (Room, play::Record) {
        let mut room = arena_room(arena, player, None, now);
        if let Some(terms) = &mut room.terms {
            terms.rated = false;
        }
        let game = room.bot_game(
            GameId::from_bits(rand::random()),
            rand::random(),
            computer_level_for(rating),
            self.first_move,
            unix_now_ms(),
        );
        room.game_id = Some(game.id.clone());
        (room, game)
    }
}

/// A room of `arena` for `host` (Player 1) and `guest` (none for the
/// house bot), made at `now`.
fn arena_room(arena: &ArenaRow, host: &PlayerId, guest: Option<&PlayerId>, now: i64) -> Room {
    let settings = &arena.settings;
    Room {
        token: RoomToken::from_bits(rand::random()),
        host: host.clone(),
        guest: guest.cloned(),
        game_id: None,
        host_seat: Player::One,
        rules: settings.rules,
        rematch_by: None,
        host_seen: now,
        guest_seen: guest.map(|_| now),
        created_at: now,
        terms: Some(Terms {
            speed: Speed::Live(settings.clock),
            rated: settings.rated,
        }),
    }
}

/// The opponent of `player`'s latest game in the arena (none after a
/// game against the house bot).
fn last_opponent(player: &PlayerId, games: &[ArenaGame]) -> Option<PlayerId> {
    games
        .iter()
        .rev()
        .find_map(|game| {
            let [first, second] = &game.players;
            if first.as_ref() == Some(player) {
                Some(second.clone())
            } else if second.as_ref() == Some(player) {
                Some(first.clone())
            } else {
                None
            }
        })
        .flatten()
}
