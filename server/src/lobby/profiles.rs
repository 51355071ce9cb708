//! Players' public pages and the leaderboard, from the storage.

use crate::storage::{PlayedGame, Storage, unix_now};
use app::profile::view::{ClassRating, Leader, Profile, ProfileGame, Standing};
use play::{DisplayName, RatingPool, Refusal};

/// Rated games a player needs for the leaderboard.
const LEADERBOARD_GAMES: i64 = 10;

/// Days since a player's last rated game within which they are listed.
const LEADERBOARD_DAYS: i64 = 30;

/// The public page of the player named `name`.
pub async fn profile(storage: &Storage, name: &DisplayName) -> Result<Profile, Refusal> {
    let (player, name) = storage
        .player_named(name)
        .await?
        .ok_or(Refusal::PlayerNotFound)?;
    let mut ratings = Vec::new();
    for (class, rating, games) in storage.ratings_of(&player).await? {
        let history = storage
            .rating_history(&player, class)
            .await?
            .into_iter()
            .map(|(before, after, at)| (at, before.round() as i32, after.round() as i32))
            .collect();
        ratings.push(ClassRating {
            class,
            rating: rating.shown(),
            provisional: rating.provisional(),
            games,
            history,
        });
    }
    let games = storage
        .public_games_of(&player)
        .await?
        .into_iter()
        .map(profile_game)
        .collect();
    let arenas = crate::arenas::played_by(storage, &player).await?;
    let former = storage.former_names(&player).await?;
    Ok(Profile {
        name,
        former,
        ratings,
        games,
        arenas,
    })
}

fn profile_game(game: PlayedGame) -> ProfileGame {
    ProfileGame {
        id: game.id,
        opponent: game.opponent,
        standing: match game.winner {
            None if game.aborted => Standing::Aborted,
            None => Standing::Playing,
            Some(None) => Standing::Drawn,
            Some(Some(winner)) if winner == game.seat => Standing::Won,
            Some(Some(_)) => Standing::Lost,
        },
        speed: game.speed,
        rated: game.rated,
        started_at: game.started_at,
    }
}

/// The leaderboard of `class`.
pub async fn leaderboard(storage: &Storage, class: RatingPool) -> Result<Vec<Leader>, Refusal> {
    let since = unix_now() - LEADERBOARD_DAYS * 86_400;
    Ok(storage
        .leaderboard(class, LEADERBOARD_GAMES, since)
        .await?
        .into_iter()
        .map(|(name, rating, games)| Leader {
            name,
            rating: rating.shown(),
            games,
        })
        .collect())
}
