//! Ratings moved by the games that end: a game from the lobby that ended
//! rated moves both players' Glicko-2 ratings in its speed class, once
//! (the rules are `play::Rating`'s). Told of each game's end
//! (`game_end`), before its players see the result. A rating the game
//! raised is judged by the farming rule (`play::looks_farmed`) and held
//! off the leaderboards when it looks farmed, until the operator clears it
//! (`kalah-server holds`).

use crate::game_end::{GameEnded, OnGameEnd};
use crate::storage::{RatedEnding, Storage, StorageError};
use engine::Outcome;
use play::{FirstResult, PlayerId, RatingPool, Record};

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
    if let Err(error) = try_rate(storage, game, result).await {
        tracing::error!(%error, game = %game.id, "rating the game failed");
    }
}

async fn try_rate(
    storage: &Storage,
    game: &Record,
    result: FirstResult,
) -> Result<(), StorageError> {
    let Some(token) = &game.room else {
        return Ok(());
    };
    if !game.played_enough_to_rate() {
        return Ok(());
    }
    let Some(room) = storage.load_room(token).await? else {
        return Ok(());
    };
    let (Some(terms), Some(guest)) = (room.terms, &room.guest) else {
        return Ok(());
    };
    if !terms.rated {
        return Ok(());
    }
    let players = room.by_seat(&room.host, guest);
    let ending = RatedEnding {
        outcome: result.winner.map_or(Outcome::Draw, Outcome::Win),
        quick: game.ended_quickly(),
    };
    let Some(changes) = storage
        .rate_game(
            &game.id,
            RatingPool::new(room.rules.kind(), terms.speed.class()),
            players,
            ending,
        )
        .await?
    else {
        return Ok(());
    };
    for (player, (before, after)) in players.into_iter().zip(changes) {
        if after.rating > before.rating {
            judge(storage, player).await?;
        }
    }
    Ok(())
}

/// Holds `player`'s rating off the leaderboards if it looks farmed.
async fn judge(storage: &Storage, player: &PlayerId) -> Result<(), StorageError> {
    let games = storage.rated_games_to_judge(player).await?;
    if let Some(reason) = play::looks_farmed(&games)
        && storage.hold_rating(player, reason).await?
    {
        tracing::warn!(player = player.as_str(), %reason, "rating held off the leaderboards: it looks farmed");
    }
    Ok(())
}

/// `kalah-server holds`: the ratings held now, a line each, or with
/// `clear` the hold on that player's rating cleared.
pub async fn holds(database_url: &str, clear: Option<&str>) -> Result<String, StorageError> {
    let storage = Storage::connect(database_url).await?;
    if let Some(who) = clear {
        return Ok(if storage.clear_hold(who).await? {
            format!("{who}: cleared; their rating is listed again\n")
        } else {
            format!("{who}: no rating of theirs is held\n")
        });
    }
    let held = storage.held_ratings().await?;
    if held.is_empty() {
        return Ok("No rating is held.\n".to_string());
    }
    let format = time::format_description::well_known::Rfc3339;
    Ok(held
        .into_iter()
        .map(|(who, reason, since)| {
            let since = time::OffsetDateTime::from_unix_timestamp(since)
                .ok()
                .and_then(|at| at.format(&format).ok())
                .unwrap_or_else(|| since.to_string());
            format!("{who}\t{reason}\theld since {since}\n")
        })
        .collect())
}
