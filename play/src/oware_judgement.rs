//! An Oware move judged by the endgame database: exact where the rule for
//! a repeated position cannot change its worth, "depends on the cycle
//! rule" where it can, and nothing claimed above the database.

use crate::Hint;
use engine::oware::{self, Database, Rules, Worth};
use engine::{Pit, Position};
use serde::{Deserialize, Serialize};

/// What the move played and the best move are worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwareJudgement {
    /// The move played.
    pub played: Worth,
    /// The position's worth: the best any move makes sure of, and the
    /// most any might be worth.
    pub best: Worth,
    /// The move with the greatest least worth (the one played, when it
    /// is as good).
    pub best_pit: Pit,
    /// That move's own worth.
    pub best_pit_worth: Worth,
}

/// What a judgement says of the move played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwareVerdict {
    /// Worth exactly `played`, `lost` less than the best (0: a best move).
    Exact { played: i32, lost: i32 },
    /// Whatever the rule, the best move is worth `at_least` seeds more.
    Lost { at_least: i32 },
    /// How good it was depends on what a repeated position is worth.
    DependsOnCycles,
}

impl OwareVerdict {
    /// The seeds the move surely gave away, if it gave any: exactly, or at
    /// least.
    pub fn seeds_given(self) -> Option<i32> {
        match self {
            OwareVerdict::Exact { lost, .. } if lost > 0 => Some(lost),
            OwareVerdict::Lost { at_least } => Some(at_least),
            OwareVerdict::Exact { .. } | OwareVerdict::DependsOnCycles => None,
        }
    }
}

impl OwareJudgement {
    /// `pit` played in `position` judged by `database`, where it holds
    /// the position under `rules`.
    ///
    /// ```
    /// use engine::oware::{Database, GrandSlam, Rules};
    /// use engine::{Pit, Position};
    /// use play::{OwareJudgement, OwareVerdict};
    /// let database = Database::build(6, GrandSlam::default(), 1, |_, _| {});
    /// // Pit 6 captures 2 seeds; pit 5 captures nothing.
    /// let position: Position = "0,0,0,0,1,1,22,1,1,0,0,0,0,22,1".parse().unwrap();
    /// let judged = |pit| OwareJudgement::of(&position, Pit::new(pit).unwrap(), Rules::default(), &database);
    /// assert!(matches!(judged(6).unwrap().verdict(), OwareVerdict::Exact { lost: 0, .. }));
    /// assert_eq!(judged(5).unwrap().verdict(), OwareVerdict::Exact { played: -4, lost: 4 });
    /// ```
    pub fn of(
        position: &Position,
        pit: Pit,
        rules: Rules,
        database: &Database,
    ) -> Option<OwareJudgement> {
        let worths = oware::move_worths(&(*position).into(), rules, database)?;
        let &(_, played) = worths.iter().find(|(move_pit, _)| *move_pit == pit)?;
        let best = oware::position_worth(&worths)?;
        let (best_pit, best_pit_worth) = if played.least == best.least {
            (pit, played)
        } else {
            oware::best_move(&worths)?
        };
        Some(OwareJudgement {
            played,
            best,
            best_pit,
            best_pit_worth,
        })
    }

    /// What it says of the move played.
    pub fn verdict(&self) -> OwareVerdict {
        match (self.played.exact(), self.best.exact()) {
            (Some(played), Some(best)) => OwareVerdict::Exact {
                played,
                lost: best - played,
            },
            _ if self.best.least > self.played.greatest => OwareVerdict::Lost {
                at_least: self.best.least - self.played.greatest,
            },
            _ => OwareVerdict::DependsOnCycles,
        }
    }
}

/// The database's best move in `position` and what it is worth, where it
/// holds the position under `rules`.
pub fn oware_hint(position: &Position, rules: Rules, database: &Database) -> Option<Hint> {
    let worths = oware::move_worths(&(*position).into(), rules, database)?;
    let (pit, worth) = oware::best_move(&worths)?;
    Some(Hint {
        pit,
        value: Some(worth.least),
        up_to: worth.exact().is_none().then_some(worth.greatest),
    })
}

/// An Oware position on the analysis board: each legal move's worth where
/// the database proves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwareStudy {
    /// The position studied (a game still running).
    pub position: Position,
    /// The rules it is studied under.
    pub rules: Rules,
    /// Each legal move, in pit order, with its worth where proved.
    pub moves: Vec<(Pit, Option<Worth>)>,
    /// The most seeds the database holds for these rules, if there is one.
    pub proved_up_to: Option<u8>,
}

impl OwareStudy {
    /// `position` studied under `rules` with `database`, if there is one
    /// for the rules' grand slam rule.
    pub fn of(position: Position, rules: Rules, database: Option<&Database>) -> OwareStudy {
        // The database values every legal move, or none.
        let moves = match database
            .and_then(|database| oware::move_worths(&position.into(), rules, database))
        {
            Some(worths) => worths
                .into_iter()
                .map(|(pit, worth)| (pit, Some(worth)))
                .collect(),
            None => oware::Position::from(position)
                .legal_moves(rules)
                .into_iter()
                .map(|pit| (pit, None))
                .collect(),
        };
        OwareStudy {
            position,
            rules,
            moves,
            proved_up_to: database
                .filter(|database| database.grand_slam() == rules.grand_slam)
                .map(Database::max_seeds),
        }
    }

    /// Whether `worth`, one of the moves', is surely the best: no other
    /// move can be worth more whatever a repeated position scores.
    pub fn is_best(&self, pit: Pit, worth: Worth) -> bool {
        self.moves
            .iter()
            .filter(|(other, _)| *other != pit)
            .all(|(_, other)| other.is_some_and(|other| worth.least >= other.greatest))
    }

    /// The position's worth, once every move is proved.
    pub fn worth(&self) -> Option<Worth> {
        let worths: Option<Vec<(Pit, Worth)>> = self
            .moves
            .iter()
            .map(|&(pit, worth)| Some((pit, worth?)))
            .collect();
        oware::position_worth(&worths?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(played: (i32, i32), best: (i32, i32)) -> OwareVerdict {
        let worth = |(least, greatest)| Worth { least, greatest };
        OwareJudgement {
            played: worth(played),
            best: worth(best),
            best_pit: Pit::new(1).unwrap(),
            best_pit_worth: worth(best),
        }
        .verdict()
    }

    #[test]
    fn a_verdict_claims_only_what_every_cycle_rule_agrees_on() {
        assert_eq!(
            judged((2, 2), (5, 5)),
            OwareVerdict::Exact { played: 2, lost: 3 }
        );
        // Surely worse, by at least the gap between the bounds.
        assert_eq!(judged((-4, 1), (3, 6)), OwareVerdict::Lost { at_least: 2 });
        // Overlapping bounds: it may have been as good as the best.
        assert_eq!(judged((0, 4), (2, 6)), OwareVerdict::DependsOnCycles);
        assert_eq!(judged((3, 3), (3, 6)), OwareVerdict::DependsOnCycles);
    }
}
