//! Puzzles as played: where a try stands, and the ratings. A first try at a
//! puzzle is a game between the player and the puzzle, rated by Glicko-2 on
//! both sides, so a puzzle's rating tells how hard players find it.

use engine::puzzles::{Puzzle, PuzzleId};
use engine::{GameKind, Pit};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// Where a player's moves leave a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TryState {
    /// The right moves so far; this step is to play.
    Playing(usize),
    /// Every step found.
    Solved,
    /// A wrong move (or one that cannot be sown) at this step.
    Missed(usize, Pit),
}

impl TryState {
    /// Where `moves` leave `puzzle`: moves past a miss or past the solution
    /// are not read.
    pub fn of(puzzle: &Puzzle, moves: &[Pit]) -> TryState {
        for (at, step) in puzzle.steps.iter().enumerate() {
            match moves.get(at) {
                None => return TryState::Playing(at),
                Some(&pit) if pit == step.solution() => {}
                Some(&pit) => return TryState::Missed(at, pit),
            }
        }
        TryState::Solved
    }

    /// Whether the try has ended, and if so whether it was solved.
    pub fn ended(self) -> Option<bool> {
        match self {
            TryState::Playing(_) => None,
            TryState::Solved => Some(true),
            TryState::Missed(..) => Some(false),
        }
    }
}

/// A Glicko-2 rating: the number, how far it may be off (the deviation),
/// and how much it swings (the volatility).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    /// The rating itself: 1500 is where players start.
    pub rating: f64,
    /// How far the rating may be off; it shrinks as results come in.
    pub deviation: f64,
    /// How erratic the results have been.
    pub volatility: f64,
}

impl PuzzleRating {
    /// Where every player starts: Glicko-2's 1500, as unsure as it gets.
    pub const PLAYER_START: PuzzleRating = PuzzleRating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Where a puzzle of `difficulty` (1 to 5) starts before anyone tried
    /// it: 1100 for the easiest, 200 more for each step, unsure enough that
    /// players' results soon move it.
    ///
    /// ```
    /// use play::PuzzleRating;
    /// assert_eq!(PuzzleRating::of_difficulty(1).rating, 1100.0);
    /// assert_eq!(PuzzleRating::of_difficulty(5).rating, 1900.0);
    /// ```
    pub fn of_difficulty(difficulty: u8) -> PuzzleRating {
        PuzzleRating {
            rating: 900.0 + 200.0 * f64::from(difficulty.clamp(1, 5)),
            deviation: 250.0,
            volatility: 0.06,
        }
    }

    /// The rating as a player reads it.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }

    /// The player's and the puzzle's ratings after the player's first try:
    /// a win for the player if `solved`, a win for the puzzle if not.
    ///
    /// ```
    /// use play::PuzzleRating;
    /// let puzzle = PuzzleRating::of_difficulty(3);
    /// let (player, harder) = PuzzleRating::PLAYER_START.after_try(puzzle, false);
    /// assert!(player.rating < 1500.0 && harder.rating > puzzle.rating);
    /// let (player, easier) = PuzzleRating::PLAYER_START.after_try(puzzle, true);
    /// assert!(player.rating > 1500.0 && easier.rating < puzzle.rating);
    /// assert!(player.deviation < 350.0);
    /// ```
    pub fn after_try(self, puzzle: PuzzleRating, solved: bool) -> (PuzzleRating, PuzzleRating) {
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (player, puzzle) = glicko2(
            &self.into(),
            &puzzle.into(),
            &outcome,
            &Glicko2Config::new(),
        );
        (player.into(), puzzle.into())
    }
}

impl From<PuzzleRating> for Glicko2Rating {
    fn from(rating: PuzzleRating) -> Glicko2Rating {
        Glicko2Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

impl From<Glicko2Rating> for PuzzleRating {
    fn from(rating: Glicko2Rating) -> PuzzleRating {
        PuzzleRating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

/// One puzzle a player has tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleTried {
    /// The puzzle.
    pub puzzle: PuzzleId,
    /// Whether the first try solved it.
    pub first_solved: bool,
    /// Whether any try solved it.
    pub solved: bool,
    /// When the first try ended (Unix milliseconds).
    pub first_at: i64,
}

/// A player's puzzles: their rating in each game and every puzzle tried.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleStanding {
    /// Each game's rating, once a first try at one of its puzzles was
    /// rated.
    pub ratings: Vec<(GameKind, PuzzleRating)>,
    /// Every puzzle tried, oldest first try first.
    pub tried: Vec<PuzzleTried>,
}

impl PuzzleStanding {
    /// The rating in `game`, once a first try was rated.
    pub fn rating(&self, game: GameKind) -> Option<PuzzleRating> {
        self.ratings
            .iter()
            .find(|(rated, _)| *rated == game)
            .map(|&(_, rating)| rating)
    }

    /// The standing in `game` alone: its rating and its shipped puzzles
    /// tried.
    ///
    /// ```
    /// use engine::{puzzles::Puzzle, GameKind};
    /// use play::{PuzzleStanding, PuzzleTried};
    /// let tried = |puzzle: &Puzzle| PuzzleTried { puzzle: puzzle.id(), first_solved: true, solved: true, first_at: 0 };
    /// let standing = PuzzleStanding {
    ///     ratings: Vec::new(),
    ///     tried: vec![tried(&Puzzle::shipped_of(GameKind::Kalah)[0]), tried(&Puzzle::shipped_of(GameKind::Oware)[0])],
    /// };
    /// assert_eq!(standing.of_game(GameKind::Oware).tried.len(), 1);
    /// ```
    pub fn of_game(&self, game: GameKind) -> PuzzleStanding {
        PuzzleStanding {
            ratings: self
                .ratings
                .iter()
                .filter(|(rated, _)| *rated == game)
                .copied()
                .collect(),
            tried: self
                .tried
                .iter()
                .filter(|tried| {
                    Puzzle::shipped_by_id(tried.puzzle).is_some_and(|puzzle| puzzle.game == game)
                })
                .cloned()
                .collect(),
        }
    }

    /// How many puzzles were solved, at the first try or later.
    pub fn solved(&self) -> usize {
        self.tried.iter().filter(|tried| tried.solved).count()
    }

    /// First tries solved in a row up to the latest, and the most ever.
    ///
    /// ```
    /// use engine::{puzzles::Puzzle, Position};
    /// use play::{PuzzleStanding, PuzzleTried};
    /// let tried = |first_solved| PuzzleTried {
    ///     puzzle: Puzzle::shipped()[0].id(),
    ///     first_solved,
    ///     solved: first_solved,
    ///     first_at: 0,
    /// };
    /// let standing = PuzzleStanding {
    ///     ratings: Vec::new(),
    ///     tried: [true, true, true, false, true, true].map(tried).to_vec(),
    /// };
    /// assert_eq!(standing.streaks(), (2, 3));
    /// ```
    pub fn streaks(&self) -> (usize, usize) {
        let mut current = 0;
        let mut best = 0;
        for tried in &self.tried {
            current = if tried.first_solved { current + 1 } else { 0 };
            best = best.max(current);
        }
        (current, best)
    }

    /// Puzzles missed and not solved since, latest first: to try again.
    pub fn to_retry(&self) -> impl Iterator<Item = PuzzleId> + '_ {
        self.tried
            .iter()
            .rev()
            .filter(|tried| !tried.solved)
            .map(|tried| tried.puzzle)
    }
}

/// How players did at one puzzle, over their first tries.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// The puzzle.
    pub puzzle: PuzzleId,
    /// Its rating from those tries.
    pub rating: PuzzleRating,
    /// First tries at it.
    pub tries: u32,
    /// Of those, how many solved it.
    pub solved: u32,
}
