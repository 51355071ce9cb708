//! What a player's public page shows: their ratings, rating history and
//! latest games with people, and the leaderboard.

use super::{Backend, Storage, StorageError, queries};
use engine::Player;
use play::{DisplayName, GameId, PlayerId, Rating, RatingPool, Speed};

/// One of a player's games from the lobby, as their page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    /// The game, for its replay.
    pub id: GameId,
    /// The opponent's name.
    pub opponent: Option<DisplayName>,
    /// The player's side.
    pub seat: Player,
    /// The winner's side, `Some(None)` for a draw, `None` while it goes on.
    pub winner: Option<Option<Player>>,
    /// Whether it was aborted before both sides moved (it then has no
    /// winner).
    pub aborted: bool,
    /// Its speed.
    pub speed: Speed,
    /// Whether it was rated.
    pub rated: bool,
    /// When it started (Unix seconds).
    pub started_at: i64,
}

/// A game's row as `public_games_of` selects it.
#[derive(sqlx::FromRow)]
pub(super) struct ProfileGameColumns {
    id: String,
    seat: Option<i64>,
    hosted: bool,
    first_winner: Option<i64>,
    speed: String,
    rated: bool,
    created_at: i64,
    aborted: bool,
    opponent: Option<String>,
}

fn side(number: i64) -> Option<Player> {
    u8::try_from(number).ok().and_then(Player::from_number)
}

impl ProfileGameColumns {
    fn game(self) -> Result<PlayedGame, StorageError> {
        let damaged = || StorageError::Damaged(format!("game {}", self.id));
        let host_seat = self.seat.and_then(side).ok_or_else(damaged)?;
        Ok(PlayedGame {
            id: self.id.parse().map_err(|_| damaged())?,
            opponent: self.opponent.and_then(|name| name.parse().ok()),
            seat: if self.hosted {
                host_seat
            } else {
                host_seat.other()
            },
            aborted: self.aborted,
            winner: match self.first_winner {
                None => None,
                Some(0) => Some(None),
                Some(number) => Some(Some(side(number).ok_or_else(damaged)?)),
            },
            speed: self.speed.parse().map_err(|_| damaged())?,
            rated: self.rated,
            started_at: self.created_at,
        })
    }
}

impl Storage {
    /// The player named `name` (in any capitals), with the name as they
    /// wrote it.
    pub async fn player_named(
        &self,
        name: &DisplayName,
    ) -> Result<Option<(PlayerId, DisplayName)>, StorageError> {
        let Some((player, written)) = on_backend!(self, player_named(&name.key()))? else {
            return Ok(None);
        };
        let damaged = || StorageError::Damaged(format!("name {written}"));
        Ok(Some((
            player.parse().map_err(|_| damaged())?,
            written.parse().map_err(|_| damaged())?,
        )))
    }

    /// `player`'s ratings in the classes they played rated games in, with
    /// how many games made each.
    pub async fn ratings_of(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<(RatingPool, Rating, i64)>, StorageError> {
        let rows = on_backend!(self, ratings_of(player))?;
        rows.into_iter()
            .map(|(class, rating, deviation, volatility, games)| {
                let class = class
                    .parse()
                    .map_err(|_| StorageError::Damaged(format!("rating class {class}")))?;
                let rating = Rating {
                    rating,
                    deviation,
                    volatility,
                };
                Ok((class, rating, games))
            })
            .collect()
    }

    /// `player`'s latest games from the lobby, newest first (at most 20).
    pub async fn public_games_of(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<PlayedGame>, StorageError> {
        let rows = on_backend!(self, public_games_of(player))?;
        rows.into_iter().map(ProfileGameColumns::game).collect()
    }

    /// The best-rated players in `pool` with at least `least` rated games,
    /// the last of them since `since` (Unix seconds): name, rating, games.
    pub async fn leaderboard(
        &self,
        pool: RatingPool,
        least: i64,
        since: i64,
    ) -> Result<Vec<(DisplayName, Rating, i64)>, StorageError> {
        let rows = on_backend!(self, leaderboard(pool, least, since))?;
        Ok(rows
            .into_iter()
            .filter_map(|(name, rating, deviation, games)| {
                let rating = Rating {
                    rating,
                    deviation,
                    volatility: 0.0,
                };
                Some((name.parse().ok()?, rating, games))
            })
            .collect())
    }
}
