//! The board in words, on request: each row, both stores, the last move,
//! whose turn it is and what each pit would do. Shown in a disclosure
//! without JavaScript; with it, keys read each one out.

use crate::game::{SideNames, ViewWords, describe_move, mid_sentence};
use engine::{Location, Pit, Player, Position};
use leptos::prelude::*;
use play::{GameView, Setup};

/// "Your row, pit 1 to 6: 4, 4, 0, 5, 5, 5."
pub fn row_text(setup: &Setup, position: &Position, player: Player) -> String {
    let counts: Vec<String> = Pit::ALL
        .iter()
        .map(|&pit| position.board.pit(player, pit).to_string())
        .collect();
    format!(
        "{} row, pit 1 to 6: {}.",
        setup.possessive(player),
        counts.join(", ")
    )
}

/// "Stores: You 5, Computer 3."
pub fn stores_text(setup: &Setup, position: &Position) -> String {
    let near = setup.near_side();
    let store = |player: Player| format!("{} {}", setup.name(player), position.board.store(player));
    format!("Stores: {}, {}.", store(near), store(near.other()))
}

/// What sowing `pit` would do for the player to move: "Pit 3: the last
/// stone lands in your store, extra turn."
pub fn forecast_text(setup: &Setup, position: &Position, pit: Pit) -> String {
    if position.is_over() {
        return "The game is over.".to_string();
    }
    let Ok(sowing) = position.play(pit, setup.variant) else {
        return format!("Pit {pit} is empty.");
    };
    let landing = match sowing.drops.last() {
        Some(Location::Store(owner)) => {
            format!("{} store", mid_sentence(setup.possessive(*owner)))
        }
        Some(Location::Pit(owner, landed)) => {
            format!("{} pit {landed}", mid_sentence(setup.possessive(*owner)))
        }
        None => return format!("Pit {pit} is empty."),
    };
    let outcome = if let Some(capture) = sowing.capture {
        format!(", capturing {} stones", capture.stones)
    } else if sowing.extra_turn {
        ", extra turn".to_string()
    } else {
        String::new()
    };
    let ends = if sowing.end.is_some() {
        " This ends the game."
    } else {
        ""
    };
    format!("Pit {pit}: the last stone lands in {landing}{outcome}.{ends}")
}

/// "Last move: Computer sowed pit 2: last stone in your pit 1.", from
/// the latest action's moves.
pub fn last_move_text(game: &GameView) -> String {
    match game.recent.last() {
        Some(played) => format!("Last move: {}", describe_move(game, &played.sowing)),
        None => "No move since the game started or the last undo.".to_string(),
    }
}

/// The readouts of `game`: the rows, the stores, the last move, whose turn
/// it is and what each pit would do, folded away until opened.
#[component]
pub fn Readouts(game: GameView) -> impl IntoView {
    let (setup, position) = (game.setup, game.position);
    let near = setup.near_side();
    let forecasts = position.to_move.map(|mover| {
        let items = Pit::ALL
            .into_iter()
            .filter(|&pit| position.board.pit(mover, pit) > 0)
            .map(|pit| view! { <li>{forecast_text(&setup, &position, pit)}</li> })
            .collect_view();
        view! {
            <h3>{format!("What each of {} pits would do", mid_sentence(setup.possessive(mover)))}</h3>
            <ul>{items}</ul>
        }
    });
    view! {
        <details class="readouts">
            <summary>"Board in words"</summary>
            <p>{row_text(&setup, &position, near)}</p>
            <p>{row_text(&setup, &position, near.other())}</p>
            <p>{stores_text(&setup, &position)}</p>
            <p>{last_move_text(&game)}</p>
            <p>{game.turn_text()}</p>
            {forecasts}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Level, Variant};
    use play::Opponent;

    fn setup() -> Setup {
        Setup {
            opponent: Opponent::Computer {
                level: Level::Easy,
                seat: Player::One,
            },
            variant: Variant::default(),
        }
    }

    #[test]
    fn forecasts_name_the_landing_and_what_it_earns() {
        let start = Position::start(Variant::default());
        let pit = |number| Pit::new(number).unwrap();
        assert_eq!(
            forecast_text(&setup(), &start, pit(3)),
            "Pit 3: the last stone lands in your store, extra turn."
        );
        assert_eq!(
            forecast_text(&setup(), &start, pit(6)),
            "Pit 6: the last stone lands in Computer's pit 3."
        );
        let capture: Position = "1,0,4,4,4,4,7,4,4,4,4,4,4,0,1".parse().unwrap();
        assert_eq!(
            forecast_text(&setup(), &capture, pit(1)),
            "Pit 1: the last stone lands in your pit 2, capturing 5 stones."
        );
    }

    #[test]
    fn the_last_move_reads_in_full_and_a_game_without_one_says_so() {
        let me: play::PlayerId = "me".parse().unwrap();
        let mut record = play::Record::new("g".parse().unwrap(), me.clone(), setup(), 1);
        assert_eq!(
            last_move_text(&record.view_for(Some(&me))),
            "No move since the game started or the last undo."
        );
        record.sow(&me, Pit::new(1).unwrap()).unwrap();
        let view = record.view_for(Some(&me));
        assert_eq!(
            last_move_text(&view),
            "Last move: You sowed pit 1: last stone in your pit 5."
        );
        assert_eq!(view.turn_text(), "Computer's turn.");
    }

    #[test]
    fn rows_and_stores_read_from_the_players_side() {
        let start = Position::start(Variant::default());
        assert_eq!(
            row_text(&setup(), &start, Player::Two),
            "Computer's row, pit 1 to 6: 4, 4, 4, 4, 4, 4."
        );
        assert_eq!(stores_text(&setup(), &start), "Stores: You 0, Computer 0.");
    }
}
