//! What the endgame database proves of a position's moves: the margin each
//! move is worth, exact where the rule for a repeated position cannot
//! change it, else the two values it lies between. The analysis pages,
//! hints and puzzles read it.
//!
//! The database plays every line out until no seed is left, where the game
//! itself ends as soon as someone has captured 25: the margin is counted
//! with every seed played out, which never changes who wins. A move that
//! ends the game is worth exactly its final margin.

use super::database::{Bounds, Database};
use super::{Position, Rules, move_bounds};
use crate::board::Pit;
use serde::{Deserialize, Serialize};

/// The margin (the mover's captures less the opponent's once every seed
/// is played out, captures so far included) a move or position is worth
/// with best play, as far as the database proves it: at least `least`, at
/// most `greatest`, whatever a repeated position scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Worth {
    /// The least it is worth, whatever happens on a repetition.
    pub least: i32,
    /// The most it is worth.
    pub greatest: i32,
}

impl Worth {
    /// The worth of `bounds` (margins of the seeds left) with `so_far`
    /// already captured ahead. Under either cycle rule the value lies
    /// between the bounds; [`Bounds::split`] is not the even split's value
    /// where seeds are captured before a cycle, so neither rule is claimed
    /// exact where the bounds differ.
    ///
    /// ```
    /// use engine::oware::{Bounds, Worth};
    /// let bounds = Bounds { least: -2, greatest: 4 };
    /// assert_eq!(Worth::of(bounds, 3), Worth { least: 1, greatest: 7 });
    /// ```
    pub fn of(bounds: Bounds, so_far: i32) -> Worth {
        Worth {
            least: so_far + bounds.least,
            greatest: so_far + bounds.greatest,
        }
    }

    /// Worth exactly `value`.
    pub fn exactly(value: i32) -> Worth {
        Worth {
            least: value,
            greatest: value,
        }
    }

    /// The value, where the rule for a repeated position cannot change it.
    pub fn exact(self) -> Option<i32> {
        (self.least == self.greatest).then_some(self.least)
    }
}

/// Each legal move of `position` with its worth, in pit order, where the
/// database holds the position and was built for the rules' grand slam
/// rule. The database counts from the position on, as if nothing came
/// before it: a repetition with earlier positions is not foreseen.
///
/// ```
/// use engine::oware::{Database, GrandSlam, Position, Rules, move_worths};
/// let database = Database::build(4, GrandSlam::default(), 1, |_, _| {});
/// // Player 1 to move with 1 seed in pit 6; Player 2 has 1 in each of
/// // pits 1 and 2 (22 and 23 seeds captured so far): sowing makes a 2 in
/// // Player 2's pit 1 and captures it.
/// let position: Position = "0,0,0,0,0,1,22,1,1,0,0,0,0,23,1".parse().unwrap();
/// let worths = move_worths(&position, Rules::default(), &database).unwrap();
/// assert_eq!(worths.len(), 1);
/// // 24 each once Player 2, who cannot feed, takes the seed left.
/// assert_eq!(worths[0].1.exact(), Some(0));
/// ```
pub fn move_worths(
    position: &Position,
    rules: Rules,
    database: &Database,
) -> Option<Vec<(Pit, Worth)>> {
    if database.grand_slam() != rules.grand_slam {
        return None;
    }
    let mover = position.to_move?;
    let so_far = position.board.store_difference(mover);
    let moves = move_bounds(position, rules, database)?;
    Some(
        moves
            .into_iter()
            .map(|(pit, bounds)| {
                let ended = position
                    .play(pit, rules)
                    .ok()
                    .filter(|sowing| sowing.end.is_some());
                let worth = match ended {
                    Some(sowing) => Worth::exactly(sowing.after.board.store_difference(mover)),
                    None => Worth::of(bounds, so_far),
                };
                (pit, worth)
            })
            .collect(),
    )
}

/// The best of `worths` with its own worth: the greatest least worth,
/// then the greatest most, the lowest pit among equals.
pub fn best_move(worths: &[(Pit, Worth)]) -> Option<(Pit, Worth)> {
    worths
        .iter()
        .copied()
        .max_by_key(|(pit, worth)| (worth.least, worth.greatest, std::cmp::Reverse(pit.number())))
}

/// What the position of `worths` is worth: the most any move makes sure
/// of, and the most any might be worth.
pub fn position_worth(worths: &[(Pit, Worth)]) -> Option<Worth> {
    Some(Worth {
        least: worths.iter().map(|(_, worth)| worth.least).max()?,
        greatest: worths.iter().map(|(_, worth)| worth.greatest).max()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oware::{Cycles, Database, GrandSlam};

    #[test]
    fn the_even_split_is_not_claimed_exact_where_seeds_are_captured_before_a_cycle() {
        let database = Database::build(4, GrandSlam::default(), 1, |_, _| {});
        let position: Position = "0,1,0,0,0,1,22,1,1,0,0,0,0,22,1".parse().unwrap();
        let split = Rules {
            cycles: Cycles::Split,
            ..Rules::default()
        };
        let worths = move_worths(&position, split, &database).unwrap();
        let (_, pit_6) = worths[1];
        // Pit 6 captures 2; the two seeds left then go round with no
        // choice until the position repeats, and the split makes it 25 to
        // 23: worth +2, which the bounds hold but do not fix.
        assert!(pit_6.least <= 2 && 2 <= pit_6.greatest, "{pit_6:?}");
        assert_eq!(pit_6.exact(), None);
    }

    #[test]
    fn a_move_that_ends_the_game_is_worth_its_final_margin() {
        let database = Database::build(4, GrandSlam::default(), 1, |_, _| {});
        // 23 captured: pit 6 makes a 2 in Player 2's pit 1 and reaches 25.
        let position: Position = "0,0,0,0,0,1,23,1,0,0,0,0,2,21,1".parse().unwrap();
        let worths = move_worths(&position, Rules::default(), &database).unwrap();
        // 25 to 23 (Player 2 takes their 2 seeds left), not the +6 of
        // every seed played out.
        assert_eq!(worths[0].1.exact(), Some(2));
    }
}
