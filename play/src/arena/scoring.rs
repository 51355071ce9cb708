//! An arena's scoring, as lichess's: a win scores 2, a draw 1, a loss 0.
//! After two wins in a row a player is on a streak, and each game on it
//! scores double until one is not a win. A berserk win (half the clock, no
//! increment) that lasted long enough adds 1; a draw reached very early
//! scores nothing, so that nobody farms points from quick draws. A game
//! aborted before both sides moved was never played: it scores nothing,
//! is not on a streak and breaks none.

use engine::Player;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A draw reached in fewer sowings than this (both sides' together)
/// scores nothing.
pub const EARLY_DRAW_SOWINGS: u32 = 10;

/// A berserk win earns its extra point only after the berserker sowed at
/// least this many times: a quick win over a player who left is no
/// feat.
pub const BERSERK_MIN_SOWINGS: u32 = 7;

/// How one arena game ended for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ArenaResult {
    /// They won.
    Win,
    /// Neither did.
    Draw,
    /// They lost.
    Loss,
    /// It was called off before both sides moved: no result for either.
    Aborted,
}

impl fmt::Display for ArenaResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ArenaResult::Win => "win",
            ArenaResult::Draw => "draw",
            ArenaResult::Loss => "loss",
            ArenaResult::Aborted => "aborted",
        })
    }
}

/// Text that names no arena result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownArenaResult(pub String);

impl FromStr for ArenaResult {
    type Err = UnknownArenaResult;

    /// ```
    /// use play::ArenaResult;
    /// assert_eq!("win".parse(), Ok(ArenaResult::Win));
    /// assert!("victory".parse::<ArenaResult>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<ArenaResult, UnknownArenaResult> {
        match text {
            "win" => Ok(ArenaResult::Win),
            "draw" => Ok(ArenaResult::Draw),
            "loss" => Ok(ArenaResult::Loss),
            "aborted" => Ok(ArenaResult::Aborted),
            other => Err(UnknownArenaResult(other.to_string())),
        }
    }
}

/// One finished game as a player's sheet shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetGame {
    /// How it ended for them.
    pub result: ArenaResult,
    /// The side they played.
    pub seat: Player,
    /// Whether they went berserk.
    pub berserk: bool,
    /// Whether they were on a streak: its points counted double.
    pub streak: bool,
    /// What it scored.
    pub points: u32,
}

/// How a game went, as scoring needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// How it ended for the player.
    pub result: ArenaResult,
    /// The side they played.
    pub seat: Player,
    /// Whether they went berserk.
    pub berserk: bool,
    /// Sowings in the game, both sides'.
    pub sowings: u32,
    /// Sowings of the player's own.
    pub own_sowings: u32,
}

/// A player's finished games in one arena, oldest first, each with what
/// it scored.
///
/// ```
/// use engine::Player;
/// use play::{ArenaResult, Played, Sheet};
/// let win = Played { result: ArenaResult::Win, seat: Player::One, berserk: false, sowings: 30, own_sowings: 15 };
/// let mut sheet = Sheet::default();
/// sheet.add(win);
/// sheet.add(win);
/// assert!(sheet.on_streak());
/// assert_eq!(sheet.add(win).points, 4);
/// assert_eq!(sheet.score(), 8);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    games: Vec<SheetGame>,
}

impl Sheet {
    /// The sheet of `games`, scored in order.
    pub fn of(games: impl IntoIterator<Item = Played>) -> Sheet {
        let mut sheet = Sheet::default();
        for game in games {
            sheet.add(game);
        }
        sheet
    }

    /// Scores `game` as the next on the sheet and adds it.
    pub fn add(&mut self, game: Played) -> SheetGame {
        let streak = self.on_streak() && game.result != ArenaResult::Aborted;
        let multiplier = if streak { 2 } else { 1 };
        let points = match game.result {
            ArenaResult::Win => {
                let bonus = game.berserk && game.own_sowings >= BERSERK_MIN_SOWINGS;
                2 * multiplier + u32::from(bonus)
            }
            ArenaResult::Draw if game.sowings < EARLY_DRAW_SOWINGS => 0,
            ArenaResult::Draw => multiplier,
            ArenaResult::Loss | ArenaResult::Aborted => 0,
        };
        let scored = SheetGame {
            result: game.result,
            seat: game.seat,
            berserk: game.berserk,
            streak,
            points,
        };
        self.games.push(scored);
        scored
    }

    /// Whether the next game counts double: the last two played were
    /// wins.
    pub fn on_streak(&self) -> bool {
        let mut played = self.played().rev().take(2);
        played.clone().count() == 2 && played.all(|game| game.result == ArenaResult::Win)
    }

    /// The games that were played: not aborted.
    fn played(&self) -> impl DoubleEndedIterator<Item = &SheetGame> + Clone {
        self.games
            .iter()
            .filter(|game| game.result != ArenaResult::Aborted)
    }

    /// The points of every game.
    pub fn score(&self) -> u32 {
        self.games.iter().map(|game| game.points).sum()
    }

    /// The games, oldest first.
    pub fn games(&self) -> &[SheetGame] {
        &self.games
    }

    /// How many games they played as Player 1 and as Player 2.
    pub fn seats(&self) -> [u32; 2] {
        let count = |seat| self.played().filter(|game| game.seat == seat).count() as u32;
        [count(Player::One), count(Player::Two)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(result: ArenaResult) -> Played {
        Played {
            result,
            seat: Player::Two,
            berserk: false,
            sowings: 30,
            own_sowings: 15,
        }
    }

    use ArenaResult::{Aborted, Draw, Loss, Win};

    /// Each game of `sheet`: whether it was on a streak, and its points.
    fn streaks_and_points(sheet: &Sheet) -> Vec<(bool, u32)> {
        sheet
            .games()
            .iter()
            .map(|game| (game.streak, game.points))
            .collect()
    }

    #[test]
    fn wins_score_two_draws_one_losses_nothing() {
        let sheet = Sheet::of([game(Win), game(Draw), game(Loss), game(Win)]);
        let points: Vec<u32> = sheet.games().iter().map(|game| game.points).collect();
        assert_eq!(points, [2, 1, 0, 2]);
        assert_eq!(sheet.score(), 5);
    }

    #[test]
    fn two_wins_in_a_row_double_until_a_game_is_not_a_win() {
        let sheet = Sheet::of([
            game(Win),
            game(Win),
            game(Win),
            game(Draw),
            game(Win),
            game(Win),
            game(Loss),
            game(Win),
        ]);
        let scored = streaks_and_points(&sheet);
        assert_eq!(
            scored,
            [
                (false, 2),
                (false, 2),
                (true, 4),
                (true, 2),
                (false, 2),
                (false, 2),
                (true, 0),
                (false, 2),
            ]
        );
    }

    #[test]
    fn a_berserk_win_adds_one_once_it_lasted() {
        let berserk = |own_sowings| Played {
            berserk: true,
            own_sowings,
            ..game(Win)
        };
        let mut sheet = Sheet::default();
        assert_eq!(sheet.add(berserk(BERSERK_MIN_SOWINGS)).points, 3);
        assert_eq!(sheet.add(berserk(BERSERK_MIN_SOWINGS - 1)).points, 2);
        // On a streak the win doubles; the berserk point does not.
        assert_eq!(sheet.add(berserk(BERSERK_MIN_SOWINGS)).points, 5);
        let lost = Played {
            berserk: true,
            ..game(Loss)
        };
        assert_eq!(sheet.add(lost).points, 0);
    }

    #[test]
    fn an_aborted_game_scores_nothing_and_neither_makes_nor_breaks_a_streak() {
        let aborted = Played {
            sowings: 0,
            own_sowings: 0,
            ..game(Aborted)
        };
        let sheet = Sheet::of([game(Win), aborted, game(Win), aborted, game(Win)]);
        let scored = streaks_and_points(&sheet);
        assert_eq!(
            scored,
            [(false, 2), (false, 0), (false, 2), (false, 0), (true, 4)]
        );
        assert!(sheet.on_streak());
        assert_eq!(sheet.seats(), [0, 3], "aborted games sat nobody");
        assert!(!Sheet::of([game(Win), aborted]).on_streak());
    }

    #[test]
    fn an_early_draw_scores_nothing() {
        let early = Played {
            sowings: EARLY_DRAW_SOWINGS - 1,
            ..game(Draw)
        };
        assert_eq!(Sheet::of([early]).score(), 0);
        let late = Played {
            sowings: EARLY_DRAW_SOWINGS,
            ..game(Draw)
        };
        assert_eq!(Sheet::of([late]).score(), 1);
    }

    #[test]
    fn seats_are_counted() {
        let first = Played {
            seat: Player::One,
            ..game(Win)
        };
        assert_eq!(Sheet::of([first, game(Loss), game(Draw)]).seats(), [1, 2]);
    }

    #[test]
    fn results_read_back_as_written() {
        for result in [Win, Draw, Loss] {
            assert_eq!(result.to_string().parse(), Ok(result));
        }
    }
}
