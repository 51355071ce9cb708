//! Ratings that look farmed: points won from games that one person may
//! have arranged with themselves or a friend — opponents who resign
//! before the game is played, opponents at the player's own network
//! address, or one opponent who keeps losing. Such a rating is kept off
//! the leaderboards until the site's operator has looked at it, as
//! lichess marks boosters; it still moves, and the player still plays.
//! Each sign alone happens to honest players now and then, so a rating is
//! held only when the sign repeats and has given many points.

use crate::PlayerId;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// How many days of rated games the rule reads.
pub const FARMING_DAYS: i64 = 30;

/// Wins with one sign, in [`FARMING_DAYS`], that may hold a rating.
pub const SUSPECT_WINS: usize = 5;

/// Rating points those wins must have given, together, to hold it: about
/// what a new player gains in two ordinary wins.
pub const SUSPECT_POINTS: f64 = 200.0;

/// A rated game as the rule reads it, from one player's side.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    /// The other player.
    pub opponent: PlayerId,
    /// The points it moved the player's rating by (negative: lost).
    pub gain: f64,
    /// It ended by resignation or time before it was played
    /// (`Record::ended_quickly`).
    pub quick: bool,
    /// The two players' devices were last seen at one network address.
    pub one_address: bool,
}

/// Why a rating looks farmed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Farming {
    /// Many of its wins came from opponents who gave up at once.
    QuickWins,
    /// Many of its wins came from opponents at the player's own address.
    OneAddress,
    /// Many of its points came from beating one opponent again and again.
    OneOpponent,
}

impl Farming {
    const ALL: [Farming; 3] = [
        Farming::QuickWins,
        Farming::OneAddress,
        Farming::OneOpponent,
    ];
}

impl fmt::Display for Farming {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Farming::QuickWins => "quick-wins",
            Farming::OneAddress => "one-address",
            Farming::OneOpponent => "one-opponent",
        })
    }
}

/// Text that names no [`Farming`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFarming(pub String);

impl FromStr for Farming {
    type Err = UnknownFarming;

    fn from_str(text: &str) -> Result<Farming, UnknownFarming> {
        Farming::ALL
            .into_iter()
            .find(|farming| farming.to_string() == text)
            .ok_or_else(|| UnknownFarming(text.chars().take(20).collect()))
    }
}

/// Why the rating that `games` (the player's rated games of the last
/// [`FARMING_DAYS`]) made looks farmed, if it does: at least
/// [`SUSPECT_WINS`] wins with one sign that gave more than
/// [`SUSPECT_POINTS`] together, or as much net gain from beating one
/// opponent that often.
///
/// ```
/// use play::{Farming, RatedGame, looks_farmed};
/// let win = |opponent: &str, quick| RatedGame {
///     opponent: opponent.parse().unwrap(),
///     gain: 60.0,
///     quick,
///     one_address: false,
/// };
/// let honest: Vec<_> = (0..8).map(|n| win(&format!("p{n}"), n % 3 == 0)).collect();
/// assert_eq!(looks_farmed(&honest), None);
/// let arranged: Vec<_> = (0..8).map(|n| win(&format!("p{n}"), true)).collect();
/// assert_eq!(looks_farmed(&arranged), Some(Farming::QuickWins));
/// ```
pub fn looks_farmed(games: &[RatedGame]) -> Option<Farming> {
    let suspect = |sign: fn(&RatedGame) -> bool| {
        let wins = games.iter().filter(|game| game.gain > 0.0 && sign(game));
        let (count, points) = wins.fold((0, 0.0), |(count, points), game| {
            (count + 1, points + game.gain)
        });
        count >= SUSPECT_WINS && points > SUSPECT_POINTS
    };
    if suspect(|game| game.quick) {
        return Some(Farming::QuickWins);
    }
    if suspect(|game| game.one_address) {
        return Some(Farming::OneAddress);
    }
    // Wins and net points against each opponent.
    let mut against: HashMap<&str, (usize, f64)> = HashMap::new();
    for game in games {
        let (wins, net) = against.entry(game.opponent.as_str()).or_default();
        *wins += usize::from(game.gain > 0.0);
        *net += game.gain;
    }
    let fed = against
        .values()
        .any(|&(wins, net)| wins >= SUSPECT_WINS && net > SUSPECT_POINTS);
    fed.then_some(Farming::OneOpponent)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: &str, gain: f64) -> RatedGame {
        RatedGame {
            opponent: opponent.parse().unwrap(),
            gain,
            quick: false,
            one_address: false,
        }
    }

    #[test]
    fn wins_from_one_address_hold_a_rating_once_they_repeat_and_pay() {
        let from_home = |n: usize, gain| RatedGame {
            one_address: true,
            ..game(&format!("p{n}"), gain)
        };
        let four: Vec<_> = (0..4).map(|n| from_home(n, 80.0)).collect();
        assert_eq!(looks_farmed(&four), None, "too few");
        let cheap: Vec<_> = (0..6).map(|n| from_home(n, 30.0)).collect();
        assert_eq!(looks_farmed(&cheap), None, "too few points");
        let five: Vec<_> = (0..5).map(|n| from_home(n, 50.0)).collect();
        assert_eq!(looks_farmed(&five), Some(Farming::OneAddress));
    }

    #[test]
    fn a_match_between_equals_is_not_farming_but_feeding_is() {
        let even: Vec<_> = (0..20)
            .map(|n| game("rival", if n % 2 == 0 { 20.0 } else { -19.0 }))
            .collect();
        assert_eq!(looks_farmed(&even), None);
        let fed: Vec<_> = (0..20).map(|_| game("feeder", 12.0)).collect();
        assert_eq!(looks_farmed(&fed), Some(Farming::OneOpponent));
    }

    #[test]
    fn every_sign_reads_back_from_its_text() {
        for farming in Farming::ALL {
            assert_eq!(farming.to_string().parse(), Ok(farming));
        }
        assert!("booster".parse::<Farming>().is_err());
    }
}
