//! A game as it is played: the position and what came before it since the
//! last capture, which is what the repetition rule looks at.

use super::{Cycles, IllegalMove, Position, Rules, Sowing};
use crate::board::{Pit, Player};
use crate::rules::{Outcome, board_outcome};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// This player captured more than half the seeds.
    MoreThanHalf(Player),
    /// This player was to move and could not: their opponent had no seeds
    /// and no move would give them some.
    NoMove(Player),
    /// A position came round again (the same pits, the same player to move).
    Repetition,
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            End::MoreThanHalf(player) => write!(f, "{player} captured more than half the seeds"),
            End::NoMove(player) => write!(
                f,
                "{player} could not give seeds to an opponent who had none"
            ),
            End::Repetition => write!(f, "a position came round again"),
        }
    }
}

/// An Oware game from some position on.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: Position,
    moves: Vec<(Player, Pit)>,
    position: Position,
    /// The positions since the last capture, the current one last; a
    /// capture changes the captures, so no earlier one can come round.
    since_capture: Vec<Position>,
    /// The same positions, to find one again at once however long the
    /// game has gone without a capture.
    seen: HashSet<Position>,
    end: Option<End>,
}

impl Game {
    /// A game from the start under `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(), rules)
    }

    /// A game from `position`, nothing before it known.
    pub fn from_position(position: Position, rules: Rules) -> Game {
        Game {
            rules,
            start: position,
            moves: Vec::new(),
            position,
            since_capture: vec![position],
            seen: HashSet::from([position]),
            end: None,
        }
    }

    /// A game going on from the positions since its last capture
    /// (`since_capture`, the one now last; none is read as the start).
    ///
    /// ```
    /// use engine::oware::{Game, Position, Rules};
    /// use engine::Pit;
    /// let mut game = Game::new(Rules::default());
    /// game.play(Pit::new(6).unwrap()).unwrap();
    /// let resumed = Game::resume(game.since_capture().to_vec(), Rules::default());
    /// assert_eq!(resumed.position(), game.position());
    /// assert_eq!(resumed.since_capture(), game.since_capture());
    /// ```
    pub fn resume(since_capture: Vec<Position>, rules: Rules) -> Game {
        let Some(&position) = since_capture.last() else {
            return Game::new(rules);
        };
        Game {
            rules,
            start: since_capture[0],
            moves: Vec::new(),
            position,
            seen: since_capture.iter().copied().collect(),
            since_capture,
            end: None,
        }
    }

    /// The position now.
    pub fn position(&self) -> Position {
        self.position
    }

    /// The rule options.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The positions since the last capture, the one now last: those that
    /// would end the game by coming round again.
    pub fn since_capture(&self) -> &[Position] {
        &self.since_capture
    }

    /// Why the game ended, once it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Plays `pit` for the player to move; a repeated position ends the
    /// game under the rules' cycle option.
    ///
    /// ```
    /// use engine::oware::{End, Game, Position, Rules};
    /// use engine::Pit;
    /// // One seed each, chasing each other once round the board.
    /// let position: Position = "0,1,0,0,0,0,23,0,1,0,0,0,0,23,1".parse().unwrap();
    /// let mut game = Game::from_position(position, Rules::default());
    /// let pit = |n| Pit::new(n).unwrap();
    /// for n in [2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 1] {
    ///     game.play(pit(n)).unwrap();
    /// }
    /// assert_eq!(game.end(), None);
    /// assert_eq!(game.play(pit(1)).unwrap().end, Some(End::Repetition));
    /// assert_eq!(game.position().to_string(), "0,0,0,0,0,0,24,0,0,0,0,0,0,24");
    /// ```
    pub fn play(&mut self, pit: Pit) -> Result<Sowing, IllegalMove> {
        let mut sowing = self.position.play(pit, self.rules)?;
        self.moves.push((sowing.player, pit));
        if sowing.end.is_none() {
            if sowing.captured() > 0 {
                self.since_capture.clear();
                self.seen.clear();
            } else if self.seen.contains(&sowing.after) {
                sowing.end = Some(End::Repetition);
                sowing.after = match self.rules.cycles {
                    Cycles::OwnRow => sowing.after.each_takes_own_row(),
                    Cycles::Split => sowing.after.seeds_split(),
                };
            }
        }
        self.since_capture.push(sowing.after);
        self.seen.insert(sowing.after);
        self.position = sowing.after;
        self.end = sowing.end;
        Ok(sowing)
    }

    /// Who won, by captures, once the game is over (24 each is a draw).
    pub fn outcome(&self) -> Option<Outcome> {
        self.end?;
        Some(board_outcome(&self.position.board))
    }
}

impl fmt::Display for Game {
    /// The game's record: the game and its rule options, the start, the
    /// moves in Oware's letters, and how it ended.
    ///
    /// ```
    /// use engine::oware::{Game, Rules};
    /// use engine::Pit;
    /// let mut game = Game::new(Rules::default());
    /// game.play(Pit::new(6).unwrap()).unwrap();
    /// assert_eq!(
    ///     game.to_string(),
    ///     "Game: Oware\nRules: grand slam captures-nothing, cycles own-row\n\
    ///      Start: 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1\nMoves: F\n\
    ///      Position: 4,4,4,4,4,0,0,5,5,5,5,4,4,0,2\n"
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Game: Oware")?;
        writeln!(f, "Rules: {}", self.rules)?;
        writeln!(f, "Start: {}", self.start)?;
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|&(player, pit)| super::move_letter(player, pit).to_string())
            .collect();
        writeln!(f, "Moves: {}", moves.join(" "))?;
        writeln!(f, "Position: {}", self.position)?;
        if let Some(end) = self.end {
            let board = self.position.board;
            writeln!(f, "End: {end}")?;
            writeln!(
                f,
                "Result: {}-{}",
                board.store(Player::One),
                board.store(Player::Two)
            )?;
        }
        Ok(())
    }
}
