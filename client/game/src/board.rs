//! The board as this page shows it now: the pit buttons' counts and
//! states, the stores, and the 3D board, drawn from the page's state
//! (a frame of a move being sown, or the game as it is).

use crate::dom::{query, query_all};
use crate::page::{self, Page};
use app::components::scene::{Marks, board_html};
use engine::Player;
use web_sys::Element;

/// Draws the board from the page's state.
pub(crate) fn draw() {
    page::with(|page| draw_page(page));
}

fn draw_page(page: &Page) {
    let board = page.board();
    let active = page.active();
    let last = page.game.last_move_after(page.shown);
    if let Some(panel) = query(".pit-panel") {
        for pit in query_all(&panel, ".pit[data-side][data-pit]") {
            let Some((side, number)) = place(&pit) else {
                continue;
            };
            let stones = board.pit(side, number);
            show_count(&pit, stones);
            let _ = pit
                .class_list()
                .toggle_with_force("last-move", last == Some((side, number)));
            if pit.tag_name() == "BUTTON" {
                // Disabled only for browsers without scripts: here a pit
                // that cannot be sown keeps the focus and ignores presses.
                let _ = pit.remove_attribute("disabled");
                if active == Some(side) && stones > 0 {
                    let _ = pit.remove_attribute("aria-disabled");
                    let _ = pit.remove_attribute("tabindex");
                } else {
                    let _ = pit.set_attribute("aria-disabled", "true");
                    let _ = pit.set_attribute("tabindex", "-1");
                }
            }
        }
        for store in query_all(&panel, ".store[data-side]") {
            if let Some(side) = number(&store, "data-side").and_then(Player::from_number) {
                show_count(&store, board.store(side));
            }
        }
    }
    if let Some(area) = query(".play-area") {
        let _ = area.set_attribute(
            "data-playing",
            if page.settled() { "false" } else { "true" },
        );
    }
    if let Some(scene) = query(".scene") {
        let chosen = active.and_then(|side| page.chosen.map(|pit| (side, pit)));
        let landing = chosen.and_then(|(side, pit)| {
            let position = &page.game.position;
            (position.to_move == Some(side))
                .then(|| page.game.setup.rules.landing(position, pit))
                .flatten()
        });
        let marks = Marks {
            last,
            chosen,
            landing,
        };
        scene.set_inner_html(&board_html(page.game.setup, &board, active, &marks));
        let _ = scene.set_attribute("data-view", page.preferences.view.name());
    }
}

fn show_count(element: &Element, stones: u8) {
    let count = stones.to_string();
    let _ = element.set_attribute("data-count", &count);
    if let Ok(Some(shown)) = element.query_selector(".count") {
        let _ = shown.set_attribute("data-shown", &count);
    }
}

fn number(element: &Element, name: &str) -> Option<u8> {
    element.get_attribute(name)?.parse().ok()
}

/// The side and pit an element of the board stands for.
pub(crate) fn place(element: &Element) -> Option<(Player, engine::Pit)> {
    let side = Player::from_number(number(element, "data-side")?)?;
    let pit = engine::Pit::new(number(element, "data-pit")?)?;
    Some((side, pit))
}

/// Offers full screen among the board's settings: the Fullscreen API needs
/// a script, so the server's drawing has no such button.
pub(crate) fn add_full_screen() {
    let Some(settings) = query(".board-settings") else {
        return;
    };
    if settings
        .query_selector(".full-screen")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let Some(label) = page::with(|page| page.said.full_screen.clone()) else {
        return;
    };
    let document = crate::dom::document();
    if let Ok(button) = document.create_element("button") {
        let _ = button.set_attribute("type", "button");
        let _ = button.set_attribute("class", "full-screen");
        let _ = button.set_attribute("data-script", "");
        button.set_text_content(Some(&label));
        let _ = settings.append_child(&button);
    }
}

/// Listens to the full-screen button: the game (board, button controls and
/// game controls) on the whole screen, and back.
pub(crate) fn listen() {
    crate::dom::on(
        &crate::dom::document().into(),
        "click",
        |event: web_sys::MouseEvent| {
            let pressed = crate::dom::target_of(&event)
                .and_then(|target| target.closest("button.full-screen").ok().flatten());
            if pressed.is_none() {
                return;
            }
            let document = crate::dom::document();
            if document.fullscreen_element().is_some() {
                document.exit_fullscreen();
            } else if let Some(game) = document.get_element_by_id("game") {
                let _ = game.request_fullscreen();
            }
        },
    );
}
