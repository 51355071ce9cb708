//! Ratings moved by the games that end: a game from the lobby that ended
//! rated moves both players' Glicko-2 ratings in its speed class, once
//! (the rules are `play::Rating`'s). Told of each game's end
//! (`game_end`), before its players see the result.

use crate::game_end::{GameEnded, OnGameEnd};
use crate::storage::Storage;
use engine::Outcome;
use play::{FirstResult, Record};

/// The ratings, moved as games end.
pub struct Ratings(pub Storage);

#[async_trait::async_trait]
impl OnGameEnd for Ratings {
    async fn game_ended(&self, ended: &GameEnded<'_>) {
        if let Some(result) = ended.first_result {
            rate(&self.0, ended.record, result).await;
        }
    }
}

/// Moves both players' ratings, once, when `game` from the lobby ended
/// rated with `result`, each side having sown enough for it to count
/// (`Record::played_enough_to_rate`). A failure is logged: the game stands
/// either way.
async fn rate(storage: &Storage, game: &Record, result: FirstResult) {
    let Some(token) = &game.room else {
        return;
    };
    if !game.played_enough_to_rate() {
        return;
    }
    let rated = async {
        let Some(room) = storage.load_room(token).await? else {
            return Ok(None);
        };
        let (Some(terms), Some(guest)) = (room.terms, &room.guest) else {
            return Ok(None);
        };
        if !terms.rated {
            return Ok(None);
        }
        let players = room.by_seat(&room.host, guest);
        let outcome = result.winner.map_or(Outcome::Draw, Outcome::Win);
        storage
            .rate_game(&game.id, terms.speed.class(), players, outcome)
            .await
    }
    .await;
    if let Err(error) = rated {
        tracing::error!(%error, game = %game.id, "rating the game failed");
    }
}
