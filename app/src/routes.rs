//! The site's addresses, written once: each page's pattern (the router's
//! table in `lib.rs` takes them from here), the links pages and server
//! functions write to those pages, and what the document around a page
//! loads for it (the page's script or none), decided by the same patterns.

use engine::puzzles::Puzzle;
use engine::{Pit, Position, Variant};
use leptos_router::{PossibleRouteMatch, path};
use std::fmt::Display;

/// A page's pattern, as the router takes it.
pub trait Pattern: PossibleRouteMatch + Clone + Send + 'static {}

impl<T: PossibleRouteMatch + Clone + Send + 'static> Pattern for T {}

/// The pattern of each page, by the feature that answers it.
pub mod pattern {
    use super::{Pattern, path};

    /// `/`: home.
    pub fn home() -> impl Pattern {
        path!("")
    }
    /// `/watch`: public games in progress.
    pub fn watch() -> impl Pattern {
        path!("/watch")
    }
    /// `/player/:name`: a player's public page.
    pub fn player() -> impl Pattern {
        path!("/player/:name")
    }
    /// `/leaderboard`.
    pub fn leaderboard() -> impl Pattern {
        path!("/leaderboard")
    }
    /// `/game/:id`: a game, alive in the browser.
    pub fn game() -> impl Pattern {
        path!("/game/:id")
    }
    /// `/game/:id/replay`: a game step by step.
    pub fn replay() -> impl Pattern {
        path!("/game/:id/replay")
    }
    /// `/game/:id/analysis`: a game's moves next to perfect play.
    pub fn game_analysis() -> impl Pattern {
        path!("/game/:id/analysis")
    }
    /// `/room/:token`: a game with a friend through a link.
    pub fn room() -> impl Pattern {
        path!("/room/:token")
    }
    /// `/games`: the session's games.
    pub fn games() -> impl Pattern {
        path!("/games")
    }
    /// `/lobby`: finding people to play.
    pub fn lobby() -> impl Pattern {
        path!("/lobby")
    }
    /// `/analysis`: the analysis board.
    pub fn analysis() -> impl Pattern {
        path!("/analysis")
    }
    /// `/puzzles`.
    pub fn puzzles() -> impl Pattern {
        path!("/puzzles")
    }
    /// `/puzzles/:id`: one puzzle.
    pub fn puzzle() -> impl Pattern {
        path!("/puzzles/:id")
    }
    /// `/achievements`.
    pub fn achievements() -> impl Pattern {
        path!("/achievements")
    }
    /// `/device`: the session on another device.
    pub fn device() -> impl Pattern {
        path!("/device")
    }
    /// `/link/:token`: a device link followed.
    pub fn link() -> impl Pattern {
        path!("/link/:token")
    }
    /// `/rules`.
    pub fn rules() -> impl Pattern {
        path!("/rules")
    }
    /// `/strategy`.
    pub fn strategy() -> impl Pattern {
        path!("/strategy")
    }
    /// `/history`: the history of Kalah (not the session's games).
    pub fn history() -> impl Pattern {
        path!("/history")
    }
    /// `/oware/rules`.
    pub fn oware_rules() -> impl Pattern {
        path!("/oware/rules")
    }
    /// `/oware/strategy`.
    pub fn oware_strategy() -> impl Pattern {
        path!("/oware/strategy")
    }
    /// `/oware/history`.
    pub fn oware_history() -> impl Pattern {
        path!("/oware/history")
    }
    /// `/oware/analysis`: Oware's analysis board.
    pub fn oware_analysis() -> impl Pattern {
        path!("/oware/analysis")
    }
    /// `/faq`.
    pub fn faq() -> impl Pattern {
        path!("/faq")
    }
    /// `/variants`.
    pub fn variants() -> impl Pattern {
        path!("/variants")
    }
    /// `/tournaments`: the arenas.
    pub fn tournaments() -> impl Pattern {
        path!("/tournaments")
    }
    /// `/tournament/:id`: one arena.
    pub fn tournament() -> impl Pattern {
        path!("/tournament/:id")
    }
}

/// What the document around a page loads besides its HTML and stylesheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scripts {
    /// Nothing: its forms are plain forms.
    None,
    /// The page's script (`client/game`): a game's page and a room's, and
    /// every page whose forms answer in place and whose waiting parts
    /// update themselves (puzzles, analyses, the lobby, arenas).
    Page,
}

/// What the page at `path` loads.
///
/// ```
/// use app::routes::{Scripts, scripts};
/// assert_eq!(scripts("/game/0123abcd"), Scripts::Page);
/// assert_eq!(scripts("/room/0123abcd"), Scripts::Page);
/// assert_eq!(scripts("/game/0123abcd/replay"), Scripts::None);
/// assert_eq!(scripts("/game/0123abcd/analysis"), Scripts::Page);
/// assert_eq!(scripts("/puzzles/f6gjux9"), Scripts::Page);
/// assert_eq!(scripts("/analysis"), Scripts::Page);
/// assert_eq!(scripts("/lobby"), Scripts::Page);
/// assert_eq!(scripts("/tournament/0123456789abcdef"), Scripts::Page);
/// assert_eq!(scripts("/tournaments"), Scripts::Page);
/// assert_eq!(scripts("/puzzles"), Scripts::None);
/// assert_eq!(scripts("/rules"), Scripts::None);
/// assert_eq!(scripts("/"), Scripts::None);
/// ```
pub fn scripts(path: &str) -> Scripts {
    if is(pattern::game(), path)
        || is(pattern::room(), path)
        || is(pattern::puzzle(), path)
        || is(pattern::analysis(), path)
        || is(pattern::game_analysis(), path)
        || is(pattern::lobby(), path)
        || is(pattern::tournament(), path)
        || is(pattern::tournaments(), path)
    {
        Scripts::Page
    } else {
        Scripts::None
    }
}

/// Whether the page at `path` lets the browser fetch the page's script
/// while it is idle: the home page, which starts games and loads no script
/// itself, so that the game it leads to comes alive as soon as its page
/// has been read. (The lobby and arenas, which pair people into rooms,
/// load the same script themselves.)
///
/// ```
/// use app::routes::prefetches_the_script;
/// assert!(prefetches_the_script("/"));
/// assert!(!prefetches_the_script("/lobby"));
/// assert!(!prefetches_the_script("/rules"));
/// assert!(!prefetches_the_script("/game/0123abcd"));
/// ```
pub fn prefetches_the_script(path: &str) -> bool {
    is(pattern::home(), path)
}

/// Whether `path` is a page of `pattern`, whole.
fn is(pattern: impl PossibleRouteMatch, path: &str) -> bool {
    pattern
        .test(path)
        .is_some_and(|matched| matched.remaining().trim_matches('/').is_empty())
}

/// The page of the game `id`.
pub fn game(id: &impl Display) -> String {
    format!("/game/{id}")
}

/// The replay of the game `id`, at `step` if given.
pub fn replay(id: &impl Display, step: Option<u32>) -> String {
    match step {
        Some(step) => format!("/game/{id}/replay?step={step}"),
        None => format!("/game/{id}/replay"),
    }
}

/// The analysis of the game `id`.
pub fn game_analysis(id: &impl Display) -> String {
    format!("/game/{id}/analysis")
}

/// The game `id`'s record as text (served by the server, not a page).
pub fn record_text(id: &impl Display) -> String {
    format!("/game/{id}/record.txt")
}

/// The room `token`.
pub fn room(token: &impl Display) -> String {
    format!("/room/{token}")
}

/// The lobby, waiting on the visitor's seek `seek`.
pub fn lobby_waiting(seek: &impl Display) -> String {
    format!("/lobby?waiting={seek}")
}

/// The arena `id`.
pub fn tournament(id: &impl Display) -> String {
    format!("/tournament/{id}")
}

/// The device link `token`.
pub fn link(token: &impl Display) -> String {
    format!("/link/{token}")
}

/// The public page of the player `name`.
///
/// ```
/// assert_eq!(app::routes::player("Ada Lovelace"), "/player/Ada%20Lovelace");
/// ```
pub fn player(name: &str) -> String {
    format!("/player/{}", name.replace(' ', "%20"))
}

/// The analysis board for `position` under `variant`.
pub fn study(position: &Position, variant: Variant) -> String {
    let rule = if variant.empty_capture() {
        "&empty_capture=on"
    } else {
        ""
    };
    format!("/analysis?position={position}{rule}")
}

/// The analysis board of `rules`' game for `position`.
pub fn board(position: &Position, rules: engine::Ruleset) -> String {
    match rules {
        engine::Ruleset::Kalah(variant) => study(position, variant),
        engine::Ruleset::Oware(options) => oware_study(position, options),
    }
}

/// Oware's analysis board for `position` under `rules` (the defaults
/// unnamed).
///
/// ```
/// use engine::oware::{Cycles, Rules};
/// use engine::Position;
/// let start: Position = "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1".parse().unwrap();
/// assert_eq!(app::routes::oware_study(&start, Rules::default()), "/oware/analysis?position=4,4,4,4,4,4,0,4,4,4,4,4,4,0,1");
/// let split = Rules { cycles: Cycles::Split, ..Rules::default() };
/// assert!(app::routes::oware_study(&start, split).ends_with("&cycles=split"));
/// ```
pub fn oware_study(position: &Position, rules: engine::oware::Rules) -> String {
    let defaults = engine::oware::Rules::default();
    let mut link = format!("/oware/analysis?position={position}");
    if rules.grand_slam != defaults.grand_slam {
        link += &format!("&grand_slam={}", rules.grand_slam.name());
    }
    if rules.cycles != defaults.cycles {
        link += &format!("&cycles={}", rules.cycles.name());
    }
    link
}

/// The page of `puzzle` after `moves`.
pub fn puzzle(puzzle: &Puzzle, moves: &[Pit]) -> String {
    let id = puzzle.id();
    if moves.is_empty() {
        return format!("/puzzles/{id}");
    }
    let moves: Vec<String> = moves.iter().map(Pit::to_string).collect();
    format!("/puzzles/{id}?moves={}", moves.join(","))
}
