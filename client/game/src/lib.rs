//! The browser bundle of a game's page. The server draws every state of
//! the page, in the visitor's language; this script plays it in place:
//! each action's form is sent by `fetch` and the page it leads to is laid
//! over this one ([`morph`]), the moves that just happened are sown stone
//! by stone ([`play_out`]), and the keys, the focus, the 3D board's camera
//! and the clock are kept here. It holds no view library and no
//! phrasebook: what it says, the server wrote ([`app::game::said`]).

#[cfg(target_arch = "wasm32")]
mod act;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod camera;
#[cfg(target_arch = "wasm32")]
mod clock;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod keys;
#[cfg(target_arch = "wasm32")]
mod morph;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod play_out;

/// Brings the game page alive: called by the page's loader once the
/// bundle is in.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn start() {
    let Some(page) = page::Page::read(&dom::document()) else {
        return;
    };
    page::install(page);
    board::draw();
    board::add_full_screen();
    board::listen();
    act::listen();
    keys::listen();
    focus::listen();
    camera::listen();
    clock::start();
}
