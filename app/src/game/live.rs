//! The game a page shows as it changes: on the server its one state, in
//! the browser each new state and how much of it has been played out.

use leptos::prelude::*;
use play::GameView;

/// The game a page shows, as it changes: each new state, how many of its
/// latest moves are shown, and whether they just happened (to be played
/// out) or were seen before.
#[derive(Clone, Copy)]
pub(crate) struct LiveGame {
    pub(crate) state: RwSignal<GameView>,
    /// Moves of the latest action shown so far.
    pub(crate) shown: RwSignal<usize>,
    pub(crate) just_played: StoredValue<bool>,
    /// Whether moves are played out stone by stone: animation on and
    /// motion not reduced.
    pub(crate) animated: StoredValue<bool>,
}

impl LiveGame {
    pub(crate) fn new(view: GameView) -> LiveGame {
        LiveGame {
            shown: RwSignal::new(view.recent.len()),
            state: RwSignal::new(view),
            just_played: StoredValue::new(false),
            animated: StoredValue::new(false),
        }
    }

    /// The game after an action here or the other side's move. The board
    /// goes back to before its moves, to be played out, in the same change
    /// as the new state: no picture of the state half shown comes between.
    pub(crate) fn played(&self, view: GameView) {
        let shown = if self.animated.get_value() {
            0
        } else {
            view.recent.len()
        };
        self.just_played.set_value(true);
        self.shown.set(shown);
        self.state.set(view);
    }

    /// The game as stored, its latest moves shown at once.
    pub(crate) fn refreshed(&self, view: GameView) {
        self.just_played.set_value(false);
        self.shown.set(view.recent.len());
        self.state.set(view);
    }
}
