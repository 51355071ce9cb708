//! The button controls: the twelve pits and two stores in the board's
//! places, as plain buttons with spoken labels. They work without
//! JavaScript and are the way in for keyboards and screen readers. The
//! pits of the side to move are buttons of the enclosing form.

use crate::game::view::{SideNames, Sides, location_label};
use crate::i18n::use_words;
use crate::t;
use engine::{Board, Location, Pit, Player};
use leptos::either::Either;
use leptos::prelude::*;
use play::Setup;

/// The pits and stores of `board`. The pits of the sides in `here` (the
/// sides whose moves are made on this page) are buttons; those of
/// `active`, the side to move, that hold stones can be sown. `last` marks
/// the pit of the last move; `chosen` is set to the pit that has the
/// focus (`None` when none has).
///
/// The buttons stay while the board changes, so the focus stays with them:
/// a pit that cannot be sown now is `aria-disabled` and ignores presses.
/// Only the page as the server sends it also makes them `disabled`, for
/// browsers without JavaScript.
#[component]
pub fn ButtonControls(
    setup: Setup,
    #[prop(into)] board: Signal<Board>,
    #[prop(into)] active: Signal<Option<Player>>,
    #[prop(into)] last: Signal<Option<(Player, Pit)>>,
    chosen: RwSignal<Option<Pit>>,
    #[prop(optional)] here: Vec<Player>,
    /// Whether the first pit that can be sown takes the focus as the page
    /// opens.
    #[prop(optional)]
    autofocus: bool,
    /// What the board is called to assistive technology.
    #[prop(optional, into)]
    label: Option<String>,
    /// Both players' names, Player 1's first, in a game between named
    /// people: the other side is called by name.
    #[prop(optional_no_strip)]
    names: Option<[String; 2]>,
) -> impl IntoView {
    let words = use_words();
    let sides = StoredValue::new(Sides { setup, names });
    let label_text = label.unwrap_or_else(|| t!(words, "pits-label"));
    let near = setup.near_side();
    let far = near.other();
    let live = RwSignal::new(false);
    Effect::new(move || live.set(true));
    let first = autofocus
        .then(|| {
            let side = active.get_untracked()?;
            let board = board.get_untracked();
            let pit = Pit::ALL.into_iter().find(|&pit| board.pit(side, pit) > 0)?;
            Some((side, pit))
        })
        .flatten();
    let pit = move |player: Player, pit: Pit| {
        let stones = move || board.with(|board| board.pit(player, pit));
        let label = move || {
            sides.with_value(|sides| {
                location_label(&words, sides, Location::Pit(player, pit), stones())
            })
        };
        let last_move = t!(words, "pit-last-move");
        let is_last = move || last.get() == Some((player, pit));
        let class = move || if is_last() { "pit last-move" } else { "pit" };
        let side = player.number().to_string();
        let number = pit.number().to_string();
        let count = move || stones().to_string();
        // The digits are drawn by the stylesheet from `data-shown`, and
        // `text-only` exists only without one: a text browser reads each
        // pit as its label, one after the other.
        let face = view! {
            <span class="sr-only">{label}{move || is_last().then(|| format!(" {last_move}"))}</span>
            <span class="pit-number" aria-hidden="true" data-shown=number.clone()></span>
            <span class="count" aria-hidden="true" data-shown=count></span>
            <span class="text-only">"; "</span>
        };
        if here.contains(&player) {
            let playable = move || active.get() == Some(player) && stones() > 0;
            let refused = move || (!playable()).then_some("true");
            Either::Left(view! {
                <button
                    type="submit"
                    class=class
                    name="pit"
                    value=number.clone()
                    disabled=move || !live.get() && !playable()
                    autofocus=first == Some((player, pit))
                    aria-disabled=refused
                    tabindex=move || (!playable()).then_some("-1")
                    data-side=side
                    data-pit=number
                    data-count=count
                    on:click=move |event| {
                        if !playable() {
                            event.prevent_default();
                        }
                    }
                    on:focus=move |_| {
                        chosen.try_set(Some(pit));
                    }
                    on:blur=move |_| {
                        chosen.try_set(None);
                    }
                >
                    {face}
                </button>
            })
        } else {
            Either::Right(view! {
                <div class=class data-side=side data-pit=number data-count=count>
                    {face}
                </div>
            })
        }
    };
    let store = move |player: Player| {
        let stones = move || board.with(|board| board.store(player));
        view! {
            <div class="store" data-side=player.number().to_string() data-store="" data-count=move || stones().to_string()>
                <span class="sr-only">{move || sides.with_value(|sides| location_label(&words, sides, Location::Store(player), stones()))}</span>
                <span class="count" aria-hidden="true" data-shown=move || stones().to_string()></span>
                <span class="text-only">"; "</span>
            </div>
        }
    };
    let label = move |player: Player| {
        view! {
            <p class="side-label" aria-hidden="true">
                {t!(words, "side-label", number = player.number(), name = sides.with_value(|sides| sides.name(&words, player)))}
            </p>
        }
    };
    view! {
        <div class="pit-panel" role="group" aria-label=label_text>
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

/// Moves the focus among the pits of `panel` that can be sown, for the key
/// `key` if it is an arrow, Home or End: whether it was one.
#[cfg(feature = "browser")]
pub fn arrow_focus(panel: &web_sys::Element, key: &str) -> bool {
    use wasm_bindgen::JsCast;
    let step: isize = match key {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" | "End" => 0,
        _ => return false,
    };
    let Ok(buttons) = panel.query_selector_all("button.pit:not([aria-disabled])") else {
        return false;
    };
    let buttons: Vec<web_sys::HtmlElement> = (0..buttons.length())
        .filter_map(|index| buttons.item(index)?.dyn_into().ok())
        .collect();
    if buttons.is_empty() {
        return false;
    }
    let focused = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element());
    let current = buttons
        .iter()
        .position(|button| focused.as_ref() == Some(button.unchecked_ref()));
    let last = buttons.len() as isize - 1;
    let target = match (key, current) {
        ("Home", _) => 0,
        ("End", _) => last,
        (_, Some(at)) => (at as isize + step).clamp(0, last),
        (_, None) if step > 0 => 0,
        (_, None) => last,
    };
    let _ = buttons[target as usize].focus();
    true
}
