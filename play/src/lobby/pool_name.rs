//! The ratings a player has: one for each game and speed class.

use super::{SpeedClass, UnknownSpeed};
use engine::GameKind;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A game and a speed class: the games one rating is made of. Kalah's
/// pools keep the names they were stored under before Oware came
/// (`live`, `correspondence`); Oware's are `oware-live` and
/// `oware-correspondence`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RatingPool {
    /// The game.
    pub game: GameKind,
    /// Live or correspondence.
    pub class: SpeedClass,
}

impl RatingPool {
    /// Every pool: Kalah's, then Oware's, live first.
    pub const ALL: [RatingPool; 4] = [
        RatingPool::new(GameKind::Kalah, SpeedClass::Live),
        RatingPool::new(GameKind::Kalah, SpeedClass::Correspondence),
        RatingPool::new(GameKind::Oware, SpeedClass::Live),
        RatingPool::new(GameKind::Oware, SpeedClass::Correspondence),
    ];

    /// The pool of `game` at `class`.
    pub const fn new(game: GameKind, class: SpeedClass) -> RatingPool {
        RatingPool { game, class }
    }
}

impl fmt::Display for RatingPool {
    /// ```
    /// use play::{RatingPool, SpeedClass};
    /// use engine::GameKind;
    /// assert_eq!(RatingPool::new(GameKind::Kalah, SpeedClass::Live).to_string(), "live");
    /// assert_eq!(RatingPool::new(GameKind::Oware, SpeedClass::Live).to_string(), "oware-live");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.game {
            GameKind::Kalah => write!(f, "{}", self.class),
            GameKind::Oware => write!(f, "oware-{}", self.class),
        }
    }
}

impl FromStr for RatingPool {
    type Err = UnknownSpeed;

    fn from_str(text: &str) -> Result<RatingPool, UnknownSpeed> {
        RatingPool::ALL
            .into_iter()
            .find(|pool| pool.to_string() == text)
            .ok_or_else(|| UnknownSpeed(text.chars().take(20).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pool_reads_back_from_its_name() {
        for pool in RatingPool::ALL {
            assert_eq!(pool.to_string().parse::<RatingPool>(), Ok(pool));
        }
        assert!("oware".parse::<RatingPool>().is_err());
    }
}
