//! A game's rules as a form sends them: so that "New game", "Play again"
//! and the computer offered while a seek waits start the same game.

use engine::Ruleset;
use leptos::prelude::*;

/// Hidden fields naming `rules`: the game and its options.
#[component]
pub fn RulesFields(rules: Ruleset) -> impl IntoView {
    match rules {
        Ruleset::Kalah(variant) => view! {
            <input type="hidden" name="game" value="kalah" />
            <input type="hidden" name="stones" value=variant.stones().to_string() />
            {variant
                .empty_capture()
                .then(|| view! { <input type="hidden" name="empty_capture" value="on" /> })}
        }
        .into_any(),
        Ruleset::Oware(options) => view! {
            <input type="hidden" name="game" value="oware" />
            <input type="hidden" name="grand_slam" value=options.grand_slam.name() />
            <input type="hidden" name="cycles" value=options.cycles.name() />
        }
        .into_any(),
    }
}
