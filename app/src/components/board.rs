//! The board: two rows of pits and two stores, drawn from the viewer's
//! side. The pits of the side to move are buttons of the enclosing form.

use crate::game::{location_label, Setup};
use engine::{Location, Pit, Player, Position};
use leptos::prelude::*;

/// The board in `position`. `active` is the side whose non-empty pits can
/// be sown; `last` marks the pit of the last move.
#[component]
pub fn Board(
    setup: Setup,
    position: Position,
    active: Option<Player>,
    last: Option<(Player, Pit)>,
) -> impl IntoView {
    let near = setup.near_side();
    let far = near.other();
    let pit = move |player: Player, pit: Pit| {
        let stones = position.board.pit(player, pit);
        let label = location_label(&setup, Location::Pit(player, pit), stones);
        let is_last = last == Some((player, pit));
        let class = if is_last { "pit last-move" } else { "pit" };
        let last_note = is_last.then_some(" (last move)");
        let side = player.number().to_string();
        let number = pit.number().to_string();
        if active == Some(player) {
            view! {
                <button
                    type="submit"
                    class=class
                    name="pit"
                    value=number.clone()
                    disabled=stones == 0
                    data-side=side
                    data-pit=number
                    data-count=stones.to_string()
                >
                    <span class="sr-only">{label}{last_note}</span>
                    <span class="count" aria-hidden="true">{stones}</span>
                </button>
            }
            .into_any()
        } else {
            view! {
                <div class=class data-side=side data-pit=number data-count=stones.to_string()>
                    <span class="sr-only">{label}{last_note}</span>
                    <span class="count" aria-hidden="true">{stones}</span>
                </div>
            }
            .into_any()
        }
    };
    let store = move |player: Player, place: &'static str| {
        let stones = position.board.store(player);
        view! {
            <div class=format!("store {place}") data-side=player.number().to_string() data-store="" data-count=stones.to_string()>
                <span class="sr-only">{location_label(&setup, Location::Store(player), stones)}</span>
                <span class="count" aria-hidden="true">{stones}</span>
                <span class="store-name" aria-hidden="true">{setup.name(player)}</span>
            </div>
        }
    };
    view! {
        <div class="board" role="group" aria-label="Board">
            {store(far, "far")}
            <div class="row far">
                {Pit::ALL.into_iter().rev().map(|number| pit(far, number)).collect_view()}
            </div>
            <div class="row near">
                {Pit::ALL.into_iter().map(|number| pit(near, number)).collect_view()}
            </div>
            {store(near, "near")}
        </div>
    }
}
