//! The page's state: the game as the server last drew it, the words it
//! carried, and what this page alone knows (the chosen pit).

use app::game::said::{GAME_DATA, GAME_SAID, Said};
use app::preferences::Preferences;
use engine::{Board, Pit, Player};
use play::GameView;
use std::cell::{Cell, RefCell};
use web_sys::Document;

pub(crate) struct Page {
    pub(crate) game: GameView,
    pub(crate) preferences: Preferences,
    pub(crate) said: Said,
    /// Moves of the latest action shown so far: all of them once settled.
    pub(crate) shown: usize,
    /// The board of a move being sown stone by stone.
    pub(crate) frame: Option<Board>,
    /// The pit chosen by focus or a first tap, for the landing preview.
    pub(crate) chosen: Option<Pit>,
    /// The pit that last had the focus: where "nearest" is measured from.
    pub(crate) remembered: Option<(Player, Pit)>,
    /// Counts the states shown: a play-out stops when another begins.
    pub(crate) generation: u32,
}

impl Page {
    /// The page as `document` carries it.
    pub(crate) fn read(document: &Document) -> Option<Page> {
        let (game, preferences) = carried::<(GameView, Preferences)>(document, GAME_DATA)?;
        let said = carried::<Said>(document, GAME_SAID)?;
        Some(Page {
            shown: game.recent.len(),
            game,
            preferences,
            said,
            frame: None,
            chosen: None,
            remembered: None,
            generation: 0,
        })
    }

    /// Whether the latest moves have all been shown.
    pub(crate) fn settled(&self) -> bool {
        self.shown >= self.game.recent.len()
    }

    /// The side to move, once the latest moves are shown.
    pub(crate) fn active(&self) -> Option<Player> {
        self.game.active_side().filter(|_| self.settled())
    }

    pub(crate) fn board(&self) -> Board {
        self.frame
            .unwrap_or_else(|| self.game.position_after(self.shown).board)
    }
}

/// Whether `document` carries a game for the page: a game's or a room's
/// page, which the browser loads with its script's state rather than
/// another page laid over. Read without decoding the game.
pub(crate) fn carries_a_game(document: &Document) -> bool {
    document.get_element_by_id(GAME_DATA).is_some()
}

/// Whether the page shows a game now.
pub(crate) fn playing() -> bool {
    with(|_| ()).is_some()
}

/// The value `document` carries as `name` (`app::page_data::carry`).
pub(crate) fn carried<T: serde::de::DeserializeOwned>(
    document: &Document,
    name: &str,
) -> Option<T> {
    let text = document
        .get_element_by_id(name)?
        .get_attribute("data-value")?;
    app::wire::codec::from_text(&text)
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
    /// The last generation handed out, whichever game it was for.
    static GENERATIONS: Cell<u32> = const { Cell::new(0) };
}

/// A generation no state shown before had: a play-out that began under
/// another stops.
pub(crate) fn new_generation() -> u32 {
    GENERATIONS.with(|last| {
        last.set(last.get() + 1);
        last.get()
    })
}

/// Makes `page` the page's game, or none: a play-out under way stops.
pub(crate) fn install(page: Option<Page>) {
    let page = page.map(|mut page| {
        page.generation = new_generation();
        page
    });
    PAGE.with(|cell| *cell.borrow_mut() = page);
}

/// Runs `run` on the page's state. Never called from inside another run.
pub(crate) fn with<R>(run: impl FnOnce(&mut Page) -> R) -> Option<R> {
    PAGE.with(|cell| cell.try_borrow_mut().ok()?.as_mut().map(run))
}
