//! A board drawn for reading, not playing: the button-controls board in a
//! figure with a caption, for the rules and strategy pages.

use crate::components::button_controls::ButtonControls;
use engine::{Pit, Player, Position, Variant};
use leptos::prelude::*;
use play::{Opponent, Setup};

/// `position` (`docs/rules.md` notation) drawn from Player 1's side, with the pit
/// `marked` (the one a sentence talks about) and a caption.
#[component]
pub fn Diagram(
    position: &'static str,
    #[prop(optional_no_strip)] marked: Option<(Player, u8)>,
    #[prop(into)] caption: String,
) -> impl IntoView {
    let position: Position = position
        .parse()
        .expect("the page's diagrams are valid positions");
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules: Variant::of_position(&position).unwrap_or_default().into(),
    };
    let marked = marked.and_then(|(player, number)| Some((player, Pit::new(number)?)));
    view! {
        <figure class="diagram">
            <ButtonControls
                setup
                board=position.board
                active=None
                last=marked
                chosen=RwSignal::new(None)
                label=caption.clone()
            />
            <figcaption>{caption}</figcaption>
        </figure>
    }
}
