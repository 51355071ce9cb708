//! The form that sets up a position for the analysis board: fourteen
//! counts laid out like the board, whose turn it is, the capture rule. A
//! GET, so the page it opens is a link like any other.

use super::position_form::{FIELDS, place};
use crate::game::view::player_name;
use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;

/// The form, filled with `values` (the fifteen fields in notation order:
/// the position shown, or what was typed) and the capture rule.
#[component]
pub fn SetupForm(values: Vec<String>, empty_capture: bool) -> impl IntoView {
    let words = use_words();
    let turn = values.get(14).cloned().unwrap_or_default();
    let count = |item: usize| {
        let name = FIELDS[item - 1];
        let value = values.get(item - 1).cloned().unwrap_or_default();
        view! {
            <label class="count">
                <span>{place(&words, item)}</span>
                <input type="number" name=name min="0" max="72" inputmode="numeric" value=value />
            </label>
        }
    };
    // Player 2's side is drawn across the top, right to left, as on the board.
    let top: Vec<usize> = (8..=13).rev().collect();
    view! {
        <h2>{t!(words, "study-setup-heading")}</h2>
        // A link like any other, so it keeps the page's language.
        <form method="get" action=words.href("/analysis") class="setup">
            <fieldset>
                <legend>{t!(words, "study-setup-stones")}</legend>
                <div class="side">{top.into_iter().map(&count).collect_view()}</div>
                <div class="stores">{count(14)} {count(7)}</div>
                <div class="side">{(1..=6).map(&count).collect_view()}</div>
            </fieldset>
            <fieldset>
                <legend>{t!(words, "study-whose-turn")}</legend>
                <label><input type="radio" name="turn" value="1" checked=turn == "1" />{player_name(&words, Player::One)}</label>
                <label><input type="radio" name="turn" value="2" checked=turn == "2" />{player_name(&words, Player::Two)}</label>
            </fieldset>
            <label>
                <input type="checkbox" name="empty_capture" checked=empty_capture />
                {t!(words, "study-setup-empty-capture")}
            </label>
            <button type="submit">{t!(words, "study-setup-submit")}</button>
        </form>
    }
}
