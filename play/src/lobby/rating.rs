//! Ratings for games between people: Glicko-2 with lichess's constants, one
//! rating per speed class.

use engine::{Outcome, Player};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A player's rating in one speed class.
///
/// ```
/// use play::Rating;
/// use engine::{Outcome, Player};
/// let [winner, loser] = Rating::after_game([Rating::START, Rating::START], Outcome::Win(Player::One));
/// assert!(winner.shown() > 1500 && loser.shown() < 1500);
/// assert!(winner.provisional());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating itself.
    pub rating: f64,
    /// How far the rating may be off.
    pub deviation: f64,
    /// How erratic the player's results have been.
    pub volatility: f64,
}

impl Rating {
    /// Where every player starts, as on lichess: 1500, deviation 500.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: Rating::MOST_DEVIATION,
        volatility: 0.09,
    };

    /// A rating is provisional, shown with a "?", while its deviation is
    /// at least this.
    pub const PROVISIONAL: f64 = 110.0;

    const LOWEST: f64 = 400.0;
    const HIGHEST: f64 = 4000.0;
    const LEAST_DEVIATION: f64 = 45.0;
    const MOST_DEVIATION: f64 = 500.0;
    const MOST_VOLATILITY: f64 = 0.1;
    const TAU: f64 = 0.75;
    /// Rating periods per day, chosen by lichess so a settled deviation of
    /// 60 grows to 110 in a year without games.
    const PERIODS_PER_DAY: f64 = 0.21436;
    /// Glicko-2's scale factor between ratings and its internal units.
    const SCALE: f64 = 173.7178;

    /// Whether the rating is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation >= Rating::PROVISIONAL
    }

    /// The rating as a player reads it.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    /// The rating after `days` without a rated game: less sure, as on
    /// lichess, never past the starting deviation.
    ///
    /// ```
    /// use play::Rating;
    /// let settled = Rating { rating: 1800.0, deviation: 60.0, volatility: 0.06 };
    /// let year_later = settled.aged(365.0);
    /// assert!(year_later.deviation > 100.0 && year_later.deviation < 120.0);
    /// assert_eq!(year_later.rating, 1800.0);
    /// ```
    pub fn aged(self, days: f64) -> Rating {
        let periods = days.max(0.0) * Rating::PERIODS_PER_DAY;
        let phi = self.deviation / Rating::SCALE;
        let grown = (phi * phi + self.volatility * self.volatility * periods).sqrt();
        Rating {
            deviation: (grown * Rating::SCALE).min(Rating::MOST_DEVIATION),
            ..self
        }
    }

    /// Both players' ratings after a rated game, Player 1's first.
    pub fn after_game(ratings: [Rating; 2], outcome: Outcome) -> [Rating; 2] {
        let outcome = match outcome {
            Outcome::Win(Player::One) => Outcomes::WIN,
            Outcome::Win(Player::Two) => Outcomes::LOSS,
            Outcome::Draw => Outcomes::DRAW,
        };
        let config = Glicko2Config {
            tau: Rating::TAU,
            ..Glicko2Config::new()
        };
        let (one, two) = glicko2(&ratings[0].into(), &ratings[1].into(), &outcome, &config);
        [one, two].map(|rating| Rating::from(rating).clamped())
    }

    /// Kept within lichess's bounds, so one freak result cannot run away.
    fn clamped(self) -> Rating {
        Rating {
            rating: self.rating.clamp(Rating::LOWEST, Rating::HIGHEST),
            deviation: self
                .deviation
                .clamp(Rating::LEAST_DEVIATION, Rating::MOST_DEVIATION),
            volatility: self.volatility.min(Rating::MOST_VOLATILITY),
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(rating: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(rating: Glicko2Rating) -> Rating {
        Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_between_equals_changes_no_rating_but_narrows_both() {
        let [one, two] = Rating::after_game([Rating::START; 2], Outcome::Draw);
        assert_eq!(one.shown(), 1500);
        assert_eq!(two.shown(), 1500);
        assert!(one.deviation < Rating::START.deviation);
    }

    #[test]
    fn beating_a_stronger_player_gains_more_than_beating_a_weaker_one() {
        let me = Rating {
            rating: 1500.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let strong = Rating {
            rating: 1900.0,
            ..me
        };
        let weak = Rating {
            rating: 1100.0,
            ..me
        };
        let [against_strong, _] = Rating::after_game([me, strong], Outcome::Win(Player::One));
        let [_, against_weak] = Rating::after_game([weak, me], Outcome::Win(Player::Two));
        assert!(against_strong.rating - 1500.0 > 2.0 * (against_weak.rating - 1500.0));
        assert!(!against_strong.provisional());
    }

    #[test]
    fn ratings_stay_within_bounds() {
        let unsure = |rating| Rating {
            rating,
            deviation: 300.0,
            volatility: 0.2,
        };
        let [_, low] = Rating::after_game([unsure(410.0); 2], Outcome::Win(Player::One));
        let [high, _] = Rating::after_game([unsure(3990.0); 2], Outcome::Win(Player::One));
        assert_eq!(low.rating, 400.0);
        assert_eq!(high.rating, 4000.0);
        assert_eq!(high.volatility, 0.1);
        assert_eq!(Rating::START.aged(10_000.0).deviation, 500.0);
    }
}
