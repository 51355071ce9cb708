//! A position studied under perfect play: what the analysis board shows.

use engine::{Pit, Position, Variant};
use serde::{Deserialize, Serialize};

/// Each legal move of a position with its exact value, as far as solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Study {
    /// The position studied (a game still running).
    pub position: Position,
    /// The rules it is studied under.
    pub variant: Variant,
    /// Each legal move, in pit order, with its exact value (the final
    /// store difference for the player to move) once solved.
    pub moves: Vec<(Pit, Option<i32>)>,
    /// Whether the moves not solved yet are being solved in the background.
    pub solving: bool,
    /// Whether so many positions wait to be solved that this one was not
    /// queued: asking again later queues it.
    pub busy: bool,
}

impl Study {
    /// The position's exact value, once every move is solved.
    ///
    /// ```
    /// use engine::{Pit, Position, Variant};
    /// use play::Study;
    /// let variant = Variant::default();
    /// let pit = |number| Pit::new(number).unwrap();
    /// let mut study = Study {
    ///     position: Position::start(variant),
    ///     variant,
    ///     moves: vec![(pit(3), Some(8)), (pit(6), Some(4))],
    ///     solving: false,
    ///     busy: false,
    /// };
    /// assert_eq!(study.value(), Some(8));
    /// study.moves.push((pit(1), None));
    /// assert_eq!(study.value(), None);
    /// ```
    pub fn value(&self) -> Option<i32> {
        self.moves
            .iter()
            .map(|&(_, value)| value)
            .collect::<Option<Vec<i32>>>()?
            .into_iter()
            .max()
    }
}
