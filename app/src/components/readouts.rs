//! The board in words, on request: each row, both stores, the last move,
//! whose turn it is and what each pit would do. Shown in a disclosure
//! without JavaScript; with it, keys read each one out.

use crate::game::sides::place_text;
use crate::game::view::{SideNames, ViewWords, describe_move};
use crate::i18n::{Words, use_words};
use crate::t;
use engine::{GameKind, Illegal, Pit, Player, Position, Ruleset};
use leptos::prelude::*;
use play::GameView;

/// "Your row, pit 1 to 6: 4, 4, 0, 5, 5, 5."
pub fn row_text(
    words: &Words,
    sides: &impl SideNames,
    position: &Position,
    player: Player,
) -> String {
    let counts: Vec<String> = Pit::ALL
        .iter()
        .map(|&pit| position.board.pit(player, pit).to_string())
        .collect();
    let owner = sides.side(player);
    t!(
        words,
        "row",
        owner = owner.who(),
        owner_name = owner.name(words),
        counts = counts.join(", ")
    )
}

/// "Stores: You 5, Computer 3.", the `near` side's first.
pub fn stores_text(
    words: &Words,
    sides: &impl SideNames,
    near: Player,
    position: &Position,
) -> String {
    let far = near.other();
    let (near_count, far_count) = (position.board.store(near), position.board.store(far));
    let (near, far) = (sides.name(words, near), sides.name(words, far));
    match sides.game() {
        GameKind::Kalah => t!(
            words,
            "stores",
            near = near,
            near_count = near_count,
            far = far,
            far_count = far_count
        ),
        GameKind::Oware => t!(
            words,
            "oware-captures",
            near = near,
            near_count = near_count,
            far = far,
            far_count = far_count
        ),
    }
}

/// What sowing `pit` would do for the player to move: "Pit 3: the last
/// stone lands in your store, extra turn."
pub fn forecast_text(
    words: &Words,
    sides: &impl SideNames,
    rules: Ruleset,
    position: &Position,
    pit: Pit,
) -> String {
    if position.is_over() {
        return t!(words, "forecast-over");
    }
    let number = pit.number();
    let sowing = match rules.play(position, &[], pit) {
        Ok(sowing) => sowing,
        Err(Illegal::DoesNotFeed(_)) => {
            let hungry = sides.side(position.to_move.unwrap_or(Player::One).other());
            return t!(
                words,
                "forecast-does-not-feed",
                pit = number,
                owner = hungry.who(),
                owner_name = hungry.name(words)
            );
        }
        Err(Illegal::GrandSlam(_)) => {
            return t!(words, "oware-forecast-grand-slam-forbidden", pit = number);
        }
        Err(_) => return t!(words, "forecast-empty", pit = number),
    };
    let Some(&last) = sowing.drops.last() else {
        return t!(words, "forecast-empty", pit = number);
    };
    let place = place_text(words, sides, last);
    let said = if let Some(oware) = &sowing.oware {
        if oware.grand_slam {
            t!(words, "forecast-grand-slam", pit = number, place = place)
        } else if sowing.captured() > 0 {
            t!(
                words,
                "oware-forecast-capture",
                pit = number,
                place = place,
                count = sowing.captured()
            )
        } else {
            t!(words, "oware-forecast-lands", pit = number, place = place)
        }
    } else if sowing.captured() > 0 {
        t!(
            words,
            "forecast-capture",
            pit = number,
            place = place,
            count = sowing.captured()
        )
    } else if sowing.extra_turn {
        t!(words, "forecast-extra-turn", pit = number, place = place)
    } else {
        t!(words, "forecast-lands", pit = number, place = place)
    };
    if sowing.end.is_some() {
        format!("{said} {}", t!(words, "forecast-ends"))
    } else {
        said
    }
}

/// "Last move: Computer sowed pit 2: last stone in your pit 1.", from
/// the latest action's moves.
pub fn last_move_text(words: &Words, game: &GameView) -> String {
    match game.recent.last() {
        Some(played) => t!(words, "last-move", move = describe_move(words, game, &played.sowing)),
        None => t!(words, "last-move-none"),
    }
}

/// The readouts of `game`: the rows, the stores, the last move, whose turn
/// it is and what each pit would do, folded away until opened.
#[component]
pub fn Readouts(game: GameView) -> impl IntoView {
    let words = use_words();
    let (setup, position) = (game.setup, game.position);
    let near = setup.near_side();
    let forecasts = position.to_move.map(|mover| {
        let items = Pit::ALL
            .into_iter()
            .filter(|&pit| position.board.pit(mover, pit) > 0)
            .map(|pit| view! { <li>{forecast_text(&words, &game, setup.rules, &position, pit)}</li> })
            .collect_view();
        let owner = game.side(mover);
        view! {
            <h3>{t!(words, "forecasts-heading", owner = owner.who(), owner_name = owner.name(&words))}</h3>
            <ul>{items}</ul>
        }
    });
    view! {
        <details class="readouts">
            <summary>{t!(words, "readouts-summary")}</summary>
            <p>{row_text(&words, &game, &position, near)}</p>
            <p>{row_text(&words, &game, &position, near.other())}</p>
            <p>{stores_text(&words, &game, near, &position)}</p>
            <p>{last_move_text(&words, &game)}</p>
            <p>{game.turn_text(&words)}</p>
            {forecasts}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use engine::{Level, Variant};

    const ENGLISH: Words = Words::Site(Lang::En);
    use play::{Opponent, Setup};

    fn setup() -> Setup {
        Setup {
            opponent: Opponent::Computer {
                level: Level::Easy,
                seat: Player::One,
            },
            rules: Ruleset::default(),
        }
    }

    #[test]
    fn forecasts_name_the_landing_and_what_it_earns() {
        let start = Position::start(Variant::default());
        let pit = |number| Pit::new(number).unwrap();
        assert_eq!(
            forecast_text(&ENGLISH, &setup(), Ruleset::default(), &start, pit(3)),
            "Pit 3: the last stone lands in your store, extra turn."
        );
        assert_eq!(
            forecast_text(&ENGLISH, &setup(), Ruleset::default(), &start, pit(6)),
            "Pit 6: the last stone lands in Computer's pit 3."
        );
        let capture: Position = "1,0,4,4,4,4,7,4,4,4,4,4,4,0,1".parse().unwrap();
        assert_eq!(
            forecast_text(&ENGLISH, &setup(), Ruleset::default(), &capture, pit(1)),
            "Pit 1: the last stone lands in your pit 2, capturing 5 stones."
        );
    }

    #[test]
    fn the_last_move_reads_in_full_and_a_game_without_one_says_so() {
        let me: play::PlayerId = "me".parse().unwrap();
        let mut record = play::Record::new("g".parse().unwrap(), me.clone(), setup(), 1);
        assert_eq!(
            last_move_text(&ENGLISH, &record.view_for(Some(&me))),
            "No move since the game started or the last undo."
        );
        record.sow(&me, Pit::new(1).unwrap()).unwrap();
        let view = record.view_for(Some(&me));
        assert_eq!(
            last_move_text(&ENGLISH, &view),
            "Last move: You sowed pit 1: last stone in your pit 5."
        );
        assert_eq!(view.turn_text(&ENGLISH), "Computer's turn.");
    }

    #[test]
    fn rows_and_stores_read_from_the_players_side() {
        let start = Position::start(Variant::default());
        assert_eq!(
            row_text(&ENGLISH, &setup(), &start, Player::Two),
            "Computer's row, pit 1 to 6: 4, 4, 4, 4, 4, 4."
        );
        assert_eq!(
            stores_text(&ENGLISH, &setup(), Player::One, &start),
            "Stores: You 0, Computer 0."
        );
    }
}
