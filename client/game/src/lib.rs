//! The page's script, on every page made live: a game's, a room's, the
//! lobby, arenas, puzzles and the analysis board. The server draws every
//! state of every page, in the visitor's language; this script lays each
//! new drawing over the page ([`lay_over`], [`morph`]): the page a form
//! leads to ([`act`]; another page in place, [`swap`]), and the news the
//! server's event stream brings ([`live`]). On a page playing a game the
//! moves that just happened are sown stone by stone ([`play_out`]), and
//! the keys, the focus, the 3D board's camera and the clocks are kept
//! here. It holds no view library and no phrasebook: what it says, the
//! server wrote ([`app::game::said`]).

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
mod controls;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod forms;
#[cfg(target_arch = "wasm32")]
mod keys;
#[cfg(target_arch = "wasm32")]
mod lay_over;
#[cfg(target_arch = "wasm32")]
mod live;
#[cfg(target_arch = "wasm32")]
mod morph;
#[cfg(target_arch = "wasm32")]
mod net;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod parts;
#[cfg(target_arch = "wasm32")]
mod play_out;
#[cfg(target_arch = "wasm32")]
mod prepared;
#[cfg(target_arch = "wasm32")]
mod swap;

/// Brings the page alive: called by the page's loader once the bundle is
/// in. The listeners are the document's, for whatever the page shows now
/// or later (a room's page before its guest joins shows no game).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn start() {
    page::install(page::Page::read(&dom::document()));
    board::draw();
    camera::show();
    board::add_full_screen();
    board::listen();
    act::listen();
    keys::listen();
    focus::listen();
    camera::listen();
    clock::start();
    clocks::start();
    parts::listen();
    swap::listen();
    live::listen();
    lay_over::after_each(after_drawing);
    after_drawing();
}

/// What the page's other parts read in each drawing laid over: the
/// clocks, where the page goes next, the stream it follows and when it
/// fetches itself again.
#[cfg(target_arch = "wasm32")]
fn after_drawing() {
    clocks::read();
    parts::go_on();
    live::follow();
    swap::live_timer();
}
