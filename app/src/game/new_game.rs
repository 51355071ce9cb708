//! Starting a game from any page's new-game form.

// A server function takes its form's fields one argument each: with
// Kalah's two and Oware's two rule fields the form has nine, and the
// `server` macro makes a function of them in each build.
#![allow(clippy::too_many_arguments)]

use crate::error::PlayError;
use leptos::prelude::*;

/// Starts a game from the home page's (or New game's) form and goes to it.
#[server(endpoint = "new-game", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn new_game(
    opponent: String,
    level: Option<String>,
    seat: Option<u8>,
    game: Option<String>,
    stones: Option<u8>,
    empty_capture: Option<String>,
    grand_slam: Option<String>,
    cycles: Option<String>,
    position: Option<String>,
) -> Result<String, PlayError> {
    use crate::game::view::setup_from_form;
    use crate::service::{answer, games, is_plain_form, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let chosen = ssr::Chosen {
            game,
            stones,
            empty_capture,
            grand_slam,
            cycles,
        };
        let (rules, start, seat) = ssr::rules_and_start(chosen, position, seat)?;
        let setup = setup_from_form(&opponent, level.as_deref(), seat, rules)?;
        let owner = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        Ok(games()?.create(&owner, setup, start).await?.to_string())
    }
    .await;
    let page = match &result {
        Ok(id) => crate::routes::game(&id),
        Err(_) => "/".to_string(),
    };
    if result.is_ok() && !is_plain_form() {
        // Script requests follow this header with the client router.
        leptos_axum::redirect(&page);
    }
    answer(NewGame::PATH, &page, "/", result)
}

#[cfg(feature = "ssr")]
pub mod ssr {
    use crate::error::PlayError;
    use engine::{GameKind, Position, Ruleset, Variant, oware};

    /// The game and options a new-game or room form chose, as sent.
    #[derive(Default)]
    pub struct Chosen {
        /// `kalah` (the default) or `oware`.
        pub game: Option<String>,
        /// Kalah's stones per pit, 3–6 (default 4).
        pub stones: Option<u8>,
        /// Kalah's empty capture: "on".
        pub empty_capture: Option<String>,
        /// Oware's grand slam rule: `captures-nothing` or `forbidden`.
        pub grand_slam: Option<String>,
        /// Oware's cycle rule: `own-row` or `split`.
        pub cycles: Option<String>,
    }

    impl Chosen {
        /// The rule set chosen; Kalah's fields are read for Kalah only,
        /// Oware's for Oware only.
        pub fn rules(&self) -> Result<Ruleset, PlayError> {
            let bad = |reason: String| PlayError::BadInput(reason);
            let game =
                GameKind::chosen(self.game.as_deref()).map_err(|error| bad(error.to_string()))?;
            match game {
                GameKind::Kalah => {
                    let empty_capture = self
                        .empty_capture
                        .as_deref()
                        .is_some_and(|value| value == "on" || value == "true");
                    let variant = Variant::new(self.stones.unwrap_or(4), empty_capture)
                        .map_err(|error| bad(error.to_string()))?;
                    Ok(Ruleset::Kalah(variant))
                }
                GameKind::Oware => {
                    oware::Rules::from_names(self.grand_slam.as_deref(), self.cycles.as_deref())
                        .map(Ruleset::Oware)
                        .map_err(|error| bad(error.to_string()))
                }
            }
        }
    }

    /// The rule set a form chose, or a practice `position` with its rule
    /// set and, as the person's side, the side to move; otherwise the
    /// form's `seat`.
    pub fn rules_and_start(
        chosen: Chosen,
        position: Option<String>,
        seat: Option<u8>,
    ) -> Result<(Ruleset, Option<Position>, Option<u8>), PlayError> {
        let bad = |reason: String| PlayError::BadInput(reason);
        let rules = chosen.rules()?;
        let Some(text) = position.filter(|text| !text.trim().is_empty()) else {
            return Ok((rules, None, seat));
        };
        let (rules, position) = match rules {
            // The position's stones, and the capture rule the form chose.
            Ruleset::Kalah(chosen) => {
                let position: Position = text.parse().map_err(|error| bad(format!("{error}")))?;
                let stones = Variant::of_position(&position)
                    .map_err(|error| bad(format!("{error}")))?
                    .stones();
                let variant = Variant::new(stones, chosen.empty_capture())
                    .map_err(|error| bad(error.to_string()))?;
                (Ruleset::Kalah(variant), position)
            }
            Ruleset::Oware(options) => (rules, oware_position(&text, options)?.into()),
        };
        let mover = position
            .to_move
            .ok_or_else(|| bad("that position is already over".to_string()))?;
        Ok((rules, Some(position), Some(mover.number())))
    }

    /// A position to play or study Oware from, in 15 numbers or
    /// PlayStrategy's text, refused in words if the rules already ended it.
    pub fn oware_position(text: &str, rules: oware::Rules) -> Result<oware::Position, PlayError> {
        let bad = |reason: String| PlayError::BadInput(reason);
        let position = oware::Position::read(text).map_err(|error| bad(format!("{error}")))?;
        let captured = |player| position.board.store(player);
        if engine::Player::BOTH
            .into_iter()
            .any(|player| captured(player) >= oware::WINNING_CAPTURES)
        {
            return Err(bad(
                "a player there has already captured more than half the seeds".to_string(),
            ));
        }
        if position.legal_moves(rules).is_empty() {
            return Err(bad("that position is already over: the player to move cannot give seeds to an opponent who has none".to_string()));
        }
        Ok(position)
    }
}

crate::wire::form::form_arguments!(FormPost: NewGame);
