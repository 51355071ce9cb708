//! A player's public page and the leaderboard, as the server sends them:
//! ratings with the provisional mark, the rating history (drawn as a graph
//! and given as a table), and their latest games with people.

use play::{DisplayName, GameId, RatingPool, Speed};
use serde::{Deserialize, Serialize};

/// A player's public page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// Their name.
    pub name: DisplayName,
    /// The names they had before, newest first: a rename hides nobody.
    pub former: Vec<String>,
    /// One rating per speed class they played rated games in.
    pub ratings: Vec<ClassRating>,
    /// Their latest games from the lobby, newest first.
    pub games: Vec<ProfileGame>,
    /// The arenas they played that are over, newest first.
    pub arenas: Vec<ProfileArena>,
}

/// An arena a player played, as their page lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileArena {
    /// Its identifier, for the link to its results.
    pub id: play::ArenaId,
    /// Its name.
    pub name: crate::tournaments::view::ArenaTitle,
    /// When it started (Unix seconds).
    pub started: i64,
    /// Their final rank, 1 for the winner.
    pub rank: u32,
    /// How many played.
    pub players: u32,
    /// Their points.
    pub score: u32,
}

/// A rating in one pool: a game at one speed class.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassRating {
    /// Kalah or Oware, live or correspondence.
    pub class: RatingPool,
    /// The rating as shown.
    pub rating: i32,
    /// Still uncertain: fewer games than make it firm.
    pub provisional: bool,
    /// Rated games played.
    pub games: i64,
    /// Each rated game's change, oldest first: when (Unix seconds), the
    /// rating before and after.
    pub history: Vec<(i64, i32, i32)>,
}

/// How a game went for the player whose page lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// Still being played.
    Playing,
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// A draw.
    Drawn,
    /// Aborted before both sides moved: nobody won, and it was not rated.
    Aborted,
}

/// One of a player's games from the lobby.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileGame {
    /// The game, for its replay.
    pub id: GameId,
    /// The opponent's name, if they chose one.
    pub opponent: Option<DisplayName>,
    /// How it went.
    pub standing: Standing,
    /// Its speed.
    pub speed: Speed,
    /// Whether it was rated.
    pub rated: bool,
    /// When it started (Unix seconds).
    pub started_at: i64,
}

/// One line of the leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leader {
    /// Their name, linking to their page.
    pub name: DisplayName,
    /// Their rating as shown.
    pub rating: i32,
    /// Rated games played in the class.
    pub games: i64,
}

/// The rating history as an SVG polyline's points in a `width` × `height`
/// box: one point per rated game, the first at the rating before it.
///
/// ```
/// let points = app::profile::view::graph_points(&[(0, 1500, 1700), (1, 1700, 1600)], 200, 100);
/// assert_eq!(points, "0,100 100,0 200,50");
/// ```
pub fn graph_points(history: &[(i64, i32, i32)], width: u32, height: u32) -> String {
    let Some(&(_, first, _)) = history.first() else {
        return String::new();
    };
    let ratings: Vec<i32> = std::iter::once(first)
        .chain(history.iter().map(|&(_, _, after)| after))
        .collect();
    let (low, high) = ratings
        .iter()
        .fold((i32::MAX, i32::MIN), |(low, high), &rating| {
            (low.min(rating), high.max(rating))
        });
    let span = f64::from((high - low).max(1));
    let step = f64::from(width) / (ratings.len() - 1).max(1) as f64;
    ratings
        .iter()
        .enumerate()
        .map(|(index, &rating)| {
            let x = index as f64 * step;
            let y = f64::from(height) * f64::from(high - rating) / span;
            format!("{},{}", x.round(), y.round())
        })
        .collect::<Vec<_>>()
        .join(" ")
}
