//! The page's script, on a game's page and a room's. The server draws
//! every state of the page, in the visitor's language; this script plays
//! it in place: each action's form is sent by `fetch` and the page it
//! leads to is laid over this one ([`lay_over`], [`morph`]), as is each
//! new drawing the room's news brings ([`live`]); the moves that just
//! happened are sown stone by stone ([`play_out`]), and the keys, the
//! focus, the 3D board's camera and the clocks are kept here. It holds no
//! view library and no phrasebook: what it says, the server wrote
//! ([`app::game::said`]).

#[cfg(target_arch = "wasm32")]
mod act;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod camera;
#[cfg(target_arch = "wasm32")]
mod clock;
#[cfg(target_arch = "wasm32")]
mod clocks;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod keys;
#[cfg(target_arch = "wasm32")]
mod lay_over;
#[cfg(target_arch = "wasm32")]
mod live;
#[cfg(target_arch = "wasm32")]
mod morph;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod parts;
#[cfg(target_arch = "wasm32")]
mod play_out;

/// Brings the page alive: called by the page's loader once the bundle is
/// in. The listeners are the document's, for whatever game the page shows
/// now or later (a room's before its guest joins shows none).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn start() {
    page::install(page::Page::read(&dom::document()));
    board::draw();
    board::add_full_screen();
    board::listen();
    act::listen();
    keys::listen();
    focus::listen();
    camera::listen();
    clock::start();
    clocks::start();
    parts::listen();
    parts::go_on();
    live::follow();
}
