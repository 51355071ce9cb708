//! Ratings of games between people in the database.

use super::{Backend, Storage, StorageError, queries, unix_now};
use engine::Outcome;
use play::{GameId, PlayerId, Rating, RatingPool};

/// How a rated game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedEnding {
    /// Its result.
    pub outcome: Outcome,
    /// Given up before it was played (`play::Record::ended_quickly`).
    pub quick: bool,
}

impl From<Outcome> for RatedEnding {
    /// A game played out.
    fn from(outcome: Outcome) -> RatedEnding {
        RatedEnding {
            outcome,
            quick: false,
        }
    }
}

impl Storage {
    /// Rates the finished game `game` between `players` (Player 1's
    /// first) in `pool`: each player's rating before and after, or `None`
    /// when the game was rated already, so a game moves ratings once.
    pub async fn rate_game(
        &self,
        game: &GameId,
        pool: RatingPool,
        players: [&PlayerId; 2],
        ending: impl Into<RatedEnding>,
    ) -> Result<Option<[(Rating, Rating); 2]>, StorageError> {
        let ending = ending.into();
        on_backend!(self, rate_game(game, pool, players, ending, unix_now()))
    }

    /// `player`'s rating in `pool` and its count of rated games.
    pub async fn rating_of(
        &self,
        player: &PlayerId,
        pool: RatingPool,
    ) -> Result<Option<(Rating, i64)>, StorageError> {
        on_backend!(self, player_rating(player, pool))
    }

    /// `player`'s rating changes in `pool`, oldest first: rating before,
    /// after, and when (Unix seconds).
    pub async fn rating_history(
        &self,
        player: &PlayerId,
        pool: RatingPool,
    ) -> Result<Vec<(f64, f64, i64)>, StorageError> {
        on_backend!(self, rating_history(player, pool))
    }

    /// How game `game` moved each player's rating (before, after), once
    /// it was rated.
    pub async fn game_rating_changes(
        &self,
        game: &GameId,
    ) -> Result<Vec<(PlayerId, f64, f64)>, StorageError> {
        let rows = on_backend!(self, game_rating_changes(game))?;
        rows.into_iter()
            .map(|(player, before, after)| {
                let player = player
                    .parse()
                    .map_err(|_| StorageError::Damaged(format!("rating change of {game}")))?;
                Ok((player, before, after))
            })
            .collect()
    }
}
