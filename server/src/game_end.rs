//! The end of a game as news for the services that act on it: the analyst
//! solves the people's moves, ratings move. The games service announces
//! it once the game is saved and knows nothing of who listens, as lichess's
//! Bus. Listeners are told in turn before the request is answered, so a
//! rating has moved by the time the players see the result.

use play::{FirstResult, Record};
use std::sync::Arc;

/// A saved change that ended a game, or noted its first result.
pub struct GameEnded<'a> {
    /// The game as saved.
    pub record: &'a Record,
    /// Whether this change finished it (an aborted game finishes too).
    pub finished_now: bool,
    /// The attempt's first result, when this change noted it.
    pub first_result: Option<FirstResult>,
}

/// A service that acts when a game ends.
#[async_trait::async_trait]
pub trait OnGameEnd: Send + Sync {
    /// Acts on `ended`: what must be done before the answer, done; the
    /// rest started.
    async fn game_ended(&self, ended: &GameEnded<'_>);
}

/// Everyone told when a game ends, in the order given.
#[derive(Clone, Default)]
pub struct GameEndListeners(Vec<Arc<dyn OnGameEnd>>);

impl GameEndListeners {
    /// Listeners told in this order.
    pub fn new(listeners: Vec<Arc<dyn OnGameEnd>>) -> GameEndListeners {
        GameEndListeners(listeners)
    }

    /// Tells every listener of `ended`, one after another.
    pub async fn announce(&self, ended: &GameEnded<'_>) {
        for listener in &self.0 {
            listener.game_ended(ended).await;
        }
    }
}
