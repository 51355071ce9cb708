//! A board drawn for reading, not playing: the button-controls board in a
//! figure with a caption, for the rules and strategy pages.

use crate::components::button_controls::ButtonControls;
use engine::{GameKind, Pit, Player, Position, Ruleset, Variant, oware};
use leptos::prelude::*;
use play::{Opponent, Setup};

/// `position` (`docs/rules.md` notation) drawn from Player 1's side, with the pit
/// `marked` (the one a sentence talks about) and a caption; `oware`, an
/// Oware board (seeds, and captures beside the rows).
#[component]
pub fn Diagram(
    position: &'static str,
    #[prop(optional_no_strip)] marked: Option<(Player, u8)>,
    #[prop(into)] caption: String,
    #[prop(optional)] oware: bool,
) -> impl IntoView {
    let (position, rules): (Position, Ruleset) = if oware {
        let position: oware::Position = position
            .parse()
            .expect("the page's diagrams are valid Oware positions");
        (position.into(), Ruleset::defaults(GameKind::Oware))
    } else {
        let position: Position = position
            .parse()
            .expect("the page's diagrams are valid positions");
        (
            position,
            Variant::of_position(&position).unwrap_or_default().into(),
        )
    };
    let setup = Setup {
        opponent: Opponent::SameDevice,
        rules,
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
