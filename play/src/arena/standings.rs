//! An arena's standings: its players by score, then by rating, then by
//! name. The house bot has no line: its games count for the people only.

use super::Sheet;
use crate::{DisplayName, PlayerId};
use serde::{Deserialize, Serialize};

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// Who.
    pub player: PlayerId,
    /// The name they show.
    pub name: DisplayName,
    /// Their rating in the arena's speed class, as it was when ranked.
    pub rating: i32,
    /// Their games and points.
    pub sheet: Sheet,
    /// Whether they left the arena (their points stay).
    pub withdrawn: bool,
}

/// Orders `standings` best first: by score, then rating, then name.
///
/// ```
/// use play::{Sheet, Standing, rank};
/// let line = |name: &str, rating| Standing {
///     player: name.parse().unwrap(),
///     name: name.parse().unwrap(),
///     rating,
///     sheet: Sheet::default(),
///     withdrawn: false,
/// };
/// let mut standings = vec![line("ada", 1500), line("bob", 1600)];
/// rank(&mut standings);
/// assert_eq!(standings[0].name.as_str(), "bob");
/// ```
pub fn rank(standings: &mut [Standing]) {
    standings.sort_by(|one, other| {
        other
            .sheet
            .score()
            .cmp(&one.sheet.score())
            .then(other.rating.cmp(&one.rating))
            .then_with(|| one.name.as_str().cmp(other.name.as_str()))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ArenaResult, Played};
    use engine::Player;

    fn line(name: &str, rating: i32, wins: usize) -> Standing {
        let win = Played {
            result: ArenaResult::Win,
            seat: Player::One,
            berserk: false,
            sowings: 30,
            own_sowings: 15,
        };
        Standing {
            player: name.parse().unwrap(),
            name: name.parse().unwrap(),
            rating,
            sheet: Sheet::of(std::iter::repeat_n(win, wins)),
            withdrawn: false,
        }
    }

    #[test]
    fn score_first_then_rating_then_name() {
        let mut standings = vec![
            line("cat", 1500, 1),
            line("ada", 1400, 2),
            line("bob", 1500, 1),
            line("dan", 1900, 0),
        ];
        rank(&mut standings);
        let names: Vec<&str> = standings.iter().map(|line| line.name.as_str()).collect();
        assert_eq!(names, ["ada", "bob", "cat", "dan"]);
    }
}
