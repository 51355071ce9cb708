//! The button controls: the twelve pits and two stores in the board's
//! places, as plain buttons with spoken labels. They work without
//! JavaScript and are the way in for keyboards and screen readers. The
//! pits of the side to move are buttons of the enclosing form.

use crate::game::{location_label, SetupWords};
use engine::{Board, Location, Pit, Player};
use leptos::prelude::*;
use play::Setup;

/// The pits and stores of `board`. `active` is the side whose non-empty
/// pits can be sown; `last` marks the pit of the last move; `chosen` is
/// set to the pit that has the focus (`None` when none has).
#[component]
pub fn ButtonControls(
    setup: Setup,
    board: Board,
    active: Option<Player>,
    last: Option<(Player, Pit)>,
    chosen: RwSignal<Option<Pit>>,
    /// What the board is called to assistive technology.
    #[prop(optional)]
    label: Option<&'static str>,
) -> impl IntoView {
    let label_text = label.unwrap_or("Button controls: pits and stores");
    let near = setup.near_side();
    let far = near.other();
    let pit = move |player: Player, pit: Pit| {
        let stones = board.pit(player, pit);
        let label = location_label(&setup, Location::Pit(player, pit), stones);
        let is_last = last == Some((player, pit));
        let class = if is_last { "pit last-move" } else { "pit" };
        let last_note = is_last.then_some(" (last move)");
        let side = player.number().to_string();
        let number = pit.number().to_string();
        let face = view! {
            <span class="sr-only">{label}{last_note}</span>
            <span class="pit-number" aria-hidden="true">{number.clone()}</span>
            <span class="count" aria-hidden="true">{stones}</span>
        };
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
                    on:focus=move |_| {
                        chosen.try_set(Some(pit));
                    }
                    on:blur=move |_| {
                        // Also fired as the page replaces the button.
                        chosen.try_set(None);
                    }
                >
                    {face}
                </button>
            }
            .into_any()
        } else {
            view! {
                <div class=class data-side=side data-pit=number data-count=stones.to_string()>
                    {face}
                </div>
            }
            .into_any()
        }
    };
    let store = move |player: Player| {
        let stones = board.store(player);
        view! {
            <div class="store" data-side=player.number().to_string() data-store="" data-count=stones.to_string()>
                <span class="sr-only">{location_label(&setup, Location::Store(player), stones)}</span>
                <span class="count" aria-hidden="true">{stones}</span>
            </div>
        }
    };
    let label = move |player: Player| {
        view! {
            <p class="side-label" aria-hidden="true">
                {format!("P{} · {}", player.number(), setup.name(player))}
            </p>
        }
    };
    view! {
        <div class="pit-panel" role="group" aria-label=label_text on:keydown=move_focus>
            <div class="side far">
                {label(far)}
                {store(far)}
                <div class="pits">
                    {Pit::ALL.into_iter().rev().map(|number| pit(far, number)).collect_view()}
                </div>
            </div>
            <div class="side near">
                <div class="pits">
                    {Pit::ALL.into_iter().map(|number| pit(near, number)).collect_view()}
                </div>
                {store(near)}
                {label(near)}
            </div>
        </div>
    }
}

/// Arrow keys, Home and End move the focus among the pits that can be
/// sown, in the order they are drawn.
fn move_focus(event: leptos::ev::KeyboardEvent) {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        let key = event.key();
        let step: isize = match key.as_str() {
            "ArrowRight" | "ArrowDown" => 1,
            "ArrowLeft" | "ArrowUp" => -1,
            "Home" | "End" => 0,
            _ => return,
        };
        let Some(panel) = event
            .current_target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let Ok(buttons) = panel.query_selector_all("button.pit:not([disabled])") else {
            return;
        };
        let buttons: Vec<web_sys::HtmlElement> = (0..buttons.length())
            .filter_map(|index| buttons.item(index)?.dyn_into().ok())
            .collect();
        if buttons.is_empty() {
            return;
        }
        let focused = document().active_element();
        let current = buttons
            .iter()
            .position(|button| focused.as_ref() == Some(button.unchecked_ref()));
        let last = buttons.len() as isize - 1;
        let target = match (key.as_str(), current) {
            ("Home", _) => 0,
            ("End", _) => last,
            (_, Some(at)) => (at as isize + step).clamp(0, last),
            (_, None) if step > 0 => 0,
            (_, None) => last,
        };
        event.prevent_default();
        let _ = buttons[target as usize].focus();
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = event;
}
