//! The server side of the pages: what server functions need from the
//! server crate (a [`Games`] service in the Leptos context), and helpers for
//! answering plain form posts and script requests alike.

use crate::error::PlayError;
use crate::lobby::view::{LobbyView, WatchLine};
use crate::profile::view::{Leader, Profile};
use crate::room::view::RoomView;
use crate::tournaments::view::{ArenaView, TournamentsView};
use engine::puzzles::Puzzle;
use engine::{Position, Ruleset, Variant};
use leptos::prelude::*;
use leptos::server_fn::error::ServerFnUrlError;
use play::{
    Action, Analysis, ArenaId, ArenaSettings, AttemptSummary, DisplayName, GameId, GameRecord,
    GameView, LinkToken, Milestone, OwareStudy, PlayerId, PuzzleRecord, PuzzleStanding, RatingPool,
    Refusal, RoomToken, SeekId, SeekSettings, Setup, Study,
};
use std::sync::Arc;

/// Games as the server stores them. Implemented by the server crate and
/// provided to every page and server function as [`SharedGames`].
#[async_trait::async_trait]
pub trait Games: Send + Sync + 'static {
    /// Starts a game owned by `owner` from `start` (the variant's start if
    /// `None`); the computer moves first if it is to move. Returns the new
    /// game's identifier.
    async fn create(
        &self,
        owner: &PlayerId,
        setup: Setup,
        start: Option<Position>,
    ) -> Result<GameId, Refusal>;

    /// The game as `viewer` may see it.
    async fn view(&self, viewer: Option<&PlayerId>, game: &GameId) -> Result<GameView, Refusal>;

    /// The people's moves of `viewer`'s game judged against perfect play.
    async fn analyse(&self, viewer: Option<&PlayerId>, game: &GameId) -> Result<Analysis, Refusal>;

    /// Applies `action` if the game is `owner`'s and still at `seen` (ply
    /// and version, as the page showed them), plus every computer reply,
    /// and stores the result before returning it. From a page without
    /// JavaScript (`plain_form`), the time since the last action counts as
    /// play time (up to a limit); a live page reports its own.
    async fn act(
        &self,
        owner: &PlayerId,
        game: &GameId,
        seen: (u32, i64),
        action: Action,
        plain_form: bool,
    ) -> Result<GameView, Refusal>;

    /// Adds `ms` of play time that a live page measured (capped).
    async fn report_time(&self, player: &PlayerId, game: &GameId, ms: u64) -> Result<(), Refusal>;

    /// Every move of `viewer`'s game, for the replay and the record.
    async fn record(&self, viewer: Option<&PlayerId>, game: &GameId)
    -> Result<GameRecord, Refusal>;
}

/// The games service as it sits in the Leptos context.
pub type SharedGames = Arc<dyn Games>;

/// The analysis board: any position valued under perfect play.
/// Implemented by the server crate and provided as [`SharedAnalysisBoard`].
#[async_trait::async_trait]
pub trait AnalysisBoard: Send + Sync + 'static {
    /// Each move of `position` (a game still running) valued under perfect
    /// play and `variant`'s rules, as far as solved.
    async fn study(&self, position: Position, variant: Variant) -> Result<Study, Refusal>;

    /// Each move of an Oware `position` (a game still running) with what
    /// the endgame database proves it worth under `rules`.
    async fn oware_study(&self, position: Position, rules: engine::oware::Rules) -> OwareStudy;
}

/// The analysis board as it sits in the Leptos context.
pub type SharedAnalysisBoard = Arc<dyn AnalysisBoard>;

/// The analysis board from the context.
pub fn analysis_board() -> Result<SharedAnalysisBoard, PlayError> {
    use_context::<SharedAnalysisBoard>().ok_or(PlayError::UNAVAILABLE)
}

/// What the site keeps of a visitor's own: their games so far, the
/// milestones they reached, and the link that takes their session to
/// another device. Implemented by the server crate and provided as
/// [`SharedVisitors`].
#[async_trait::async_trait]
pub trait Visitors: Send + Sync + 'static {
    /// The milestones `player` has reached, with when (Unix seconds).
    async fn achievements(&self, player: &PlayerId) -> Result<Vec<(Milestone, i64)>, Refusal>;

    /// The games `player` plays in, newest first.
    async fn history(&self, player: &PlayerId) -> Result<Vec<AttemptSummary>, Refusal>;

    /// The private link that attaches another device to `player`'s
    /// session, made on first use; a new one replaces the old if `renew`.
    async fn device_link(&self, player: &PlayerId, renew: bool) -> Result<LinkToken, Refusal>;

    /// The player a device link belongs to.
    async fn player_of_link(&self, token: &LinkToken) -> Result<PlayerId, Refusal>;

    /// The devices signed in as `player`, the latest seen first; `current`
    /// is this request's session.
    async fn devices(
        &self,
        player: &PlayerId,
        current: Option<tower_sessions::session::Id>,
    ) -> Result<Vec<crate::device::view::Device>, Refusal>;

    /// Ends every session of `player` but `current`, at once.
    async fn sign_out_others(
        &self,
        player: &PlayerId,
        current: Option<tower_sessions::session::Id>,
    ) -> Result<(), Refusal>;

    /// Forgets the device of the session `current`, which the caller ends.
    async fn forget_device(&self, current: tower_sessions::session::Id) -> Result<(), Refusal>;
}

/// The visitors' service as it sits in the Leptos context.
pub type SharedVisitors = Arc<dyn Visitors>;

/// The visitors' service from the context.
pub fn visitors() -> Result<SharedVisitors, PlayError> {
    use_context::<SharedVisitors>().ok_or(PlayError::UNAVAILABLE)
}

/// Rooms for two players on two devices. Implemented by the server crate
/// and provided as [`SharedRooms`].
#[async_trait::async_trait]
pub trait Rooms: Send + Sync + 'static {
    /// Opens a room hosted by `host` for games of `variant`; returns its
    /// token.
    async fn create(&self, host: &PlayerId, rules: Ruleset) -> Result<RoomToken, Refusal>;

    /// The room as `viewer` sees it, the lobby's words about it in `words`;
    /// notes that the viewer is here.
    async fn view(
        &self,
        viewer: Option<&PlayerId>,
        token: &RoomToken,
        words: crate::i18n::Words,
    ) -> Result<RoomView, Refusal>;

    /// Seats `guest` as the second player and starts the game.
    async fn join(&self, guest: &PlayerId, token: &RoomToken) -> Result<(), Refusal>;

    /// Asks for a rematch with sides swapped, or accepts the other
    /// player's request, which starts it.
    async fn rematch(&self, player: &PlayerId, token: &RoomToken) -> Result<(), Refusal>;

    /// `player` goes berserk in the room's arena game, before their first
    /// move: half their time, no increment.
    async fn berserk(&self, player: &PlayerId, token: &RoomToken) -> Result<(), Refusal>;

    /// Hands the absent opponent's side to the computer and closes the
    /// room; returns the game, now an ordinary game against the computer.
    async fn continue_vs_computer(
        &self,
        player: &PlayerId,
        token: &RoomToken,
    ) -> Result<GameId, Refusal>;
}

/// The rooms service as it sits in the Leptos context.
pub type SharedRooms = Arc<dyn Rooms>;

/// The rooms service from the context.
pub fn rooms() -> Result<SharedRooms, PlayError> {
    use_context::<SharedRooms>().ok_or(PlayError::UNAVAILABLE)
}

/// Puzzle tries and ratings. Implemented by the server crate and provided
/// as [`SharedPuzzles`].
#[async_trait::async_trait]
pub trait Puzzles: Send + Sync + 'static {
    /// Keeps how `player`'s try at a shipped puzzle ended: the first try
    /// is rated, a later one only marks it solved.
    async fn record_try(
        &self,
        player: &PlayerId,
        puzzle: &'static Puzzle,
        solved: bool,
    ) -> Result<(), Refusal>;

    /// `player`'s rating and the puzzles they tried.
    async fn standing(&self, player: &PlayerId) -> Result<PuzzleStanding, Refusal>;

    /// How players did at each puzzle tried so far.
    async fn records(&self) -> Result<Vec<PuzzleRecord>, Refusal>;
}

/// The puzzles service as it sits in the Leptos context.
pub type SharedPuzzles = Arc<dyn Puzzles>;

/// The puzzles service from the context.
pub fn puzzles() -> Result<SharedPuzzles, PlayError> {
    use_context::<SharedPuzzles>().ok_or(PlayError::UNAVAILABLE)
}

/// Playing people: names and seeks. Implemented by
/// the server crate and provided as [`SharedLobby`].
#[async_trait::async_trait]
pub trait Lobby: Send + Sync + 'static {
    /// The name `player` shows others, once they chose one.
    async fn name(&self, player: &PlayerId) -> Result<Option<DisplayName>, Refusal>;

    /// Gives `player` the name `name`, or refuses it as taken.
    async fn choose_name(&self, player: &PlayerId, name: &DisplayName) -> Result<(), Refusal>;

    /// The lobby as `viewer` sees it; `waiting` is the seek their page
    /// waits on, if any.
    async fn view(
        &self,
        viewer: Option<&PlayerId>,
        waiting: Option<&SeekId>,
    ) -> Result<LobbyView, Refusal>;

    /// Opens a seek for `player` (who needs a name first), or finds the
    /// one they have open with these settings.
    async fn open_seek(
        &self,
        player: &PlayerId,
        settings: &SeekSettings,
    ) -> Result<SeekId, Refusal>;

    /// Cancels `player`'s open seek `id`.
    async fn cancel_seek(&self, player: &PlayerId, id: &SeekId) -> Result<(), Refusal>;

    /// Accepts seek `id` for `player` (who needs a name first) and starts
    /// its game in a room of its own.
    async fn accept_seek(&self, player: &PlayerId, id: &SeekId) -> Result<RoomToken, Refusal>;

    /// Public games in progress, the highest rated first.
    async fn games_in_progress(&self) -> Result<Vec<WatchLine>, Refusal>;

    /// The games waiting on `player`'s move: each room, and the opponent.
    async fn waiting_on(
        &self,
        player: &PlayerId,
    ) -> Result<Vec<(RoomToken, Option<play::DisplayName>)>, Refusal>;

    /// The public page of the player named `name`.
    async fn profile(&self, name: &DisplayName) -> Result<Profile, Refusal>;

    /// The leaderboard of `class`: players with 10 rated games or more,
    /// active in the last 30 days, the best first.
    async fn leaderboard(&self, class: RatingPool) -> Result<Vec<Leader>, Refusal>;
}

/// The lobby service as it sits in the Leptos context.
pub type SharedLobby = Arc<dyn Lobby>;

/// The lobby service from the context.
pub fn lobby() -> Result<SharedLobby, PlayError> {
    use_context::<SharedLobby>().ok_or(PlayError::UNAVAILABLE)
}

/// Arenas: tournaments at a set hour. Implemented by the server crate and
/// provided as [`SharedArenas`].
#[async_trait::async_trait]
pub trait Arenas: Send + Sync + 'static {
    /// The page `page` (from 1) of the arenas to come and under way, and
    /// those just over, for `viewer`.
    async fn list(
        &self,
        viewer: Option<&PlayerId>,
        page: usize,
    ) -> Result<TournamentsView, Refusal>;

    /// The arena `id` as `viewer` sees it.
    async fn view(&self, viewer: Option<&PlayerId>, id: &ArenaId) -> Result<ArenaView, Refusal>;

    /// The lengths, in minutes, a player may hold an arena for.
    fn lengths(&self) -> Vec<u32>;

    /// Holds the arena `settings` that `player` (who chose a name) asked for.
    async fn create(&self, player: &PlayerId, settings: ArenaSettings) -> Result<ArenaId, Refusal>;

    /// Puts `player` (who chose a name) in the arena `id`, or back in it.
    async fn join(&self, player: &PlayerId, id: &ArenaId) -> Result<(), Refusal>;

    /// Takes `player` out of the arena's pairing; their points stay.
    async fn withdraw(&self, player: &PlayerId, id: &ArenaId) -> Result<(), Refusal>;
}

/// The arenas as they sit in the Leptos context.
pub type SharedArenas = Arc<dyn Arenas>;

/// The arenas from the context.
pub fn arenas() -> Result<SharedArenas, PlayError> {
    use_context::<SharedArenas>().ok_or(PlayError::UNAVAILABLE)
}

/// The session key that holds the visitor's player identifier. The server
/// puts one in every session on its first POST.
pub const PLAYER_KEY: &str = "player";

/// The session key under which a session keeps when its device was last
/// noted (Unix seconds; 0 for a session given its player since devices
/// are noted, and none for one from before: `server::devices`).
pub const DEVICE_SEEN_KEY: &str = "device_seen";

/// The games service from the context.
pub fn games() -> Result<SharedGames, PlayError> {
    use_context::<SharedGames>().ok_or(PlayError::UNAVAILABLE)
}

/// The visitor's player identifier, if their session has one.
pub async fn player() -> Result<Option<PlayerId>, PlayError> {
    let session = leptos_axum::extract::<tower_sessions::Session>()
        .await
        .map_err(|_| PlayError::UNAVAILABLE)?;
    session
        .get::<PlayerId>(PLAYER_KEY)
        .await
        .map_err(|_| PlayError::UNAVAILABLE)
}

/// The visitor's player identifier; refused as someone else's game when
/// their session has none yet.
pub async fn acting_player() -> Result<PlayerId, PlayError> {
    player().await?.ok_or(Refusal::NotYourGame.into())
}

/// The game a form or URL names; an id no game can have names no game.
pub fn game_id(text: &str) -> Result<GameId, Refusal> {
    text.parse().map_err(|_| Refusal::GameNotFound)
}

/// The room a form or URL names; a token no room can have names no room.
pub fn room_token(text: &str) -> Result<RoomToken, Refusal> {
    text.parse().map_err(|_| Refusal::RoomNotFound)
}

/// Whether this request is a plain HTML form post (no JavaScript), which
/// must be answered with a redirect rather than data.
pub fn is_plain_form() -> bool {
    use_context::<http::request::Parts>().is_some_and(|parts| {
        parts.method == http::Method::POST
            && parts
                .headers
                .get(http::header::ACCEPT)
                .and_then(|accept| accept.to_str().ok())
                .is_some_and(|accept| accept.contains("text/html"))
    })
}

/// Whether the request comes from the game page's script, which asks for
/// the page as a plain form does but counts the game's time itself.
pub fn counts_own_time() -> bool {
    use_context::<http::request::Parts>()
        .is_some_and(|parts| parts.headers.contains_key(crate::wire::SCRIPT_PAGE))
}

/// Answers a server function: a plain form post is sent on to
/// `success_page`, or back to `failure_page` with the refusal encoded for
/// the page's action to show; a script request or a page render gets the
/// value, or the refusal with its status code.
pub fn answer<T>(
    server_fn_path: &str,
    success_page: &str,
    failure_page: &str,
    result: Result<T, PlayError>,
) -> Result<T, PlayError> {
    let Some(response) = use_context::<leptos_axum::ResponseOptions>() else {
        return result;
    };
    if is_plain_form() {
        let location = match &result {
            Ok(_) => success_page.to_string(),
            Err(error) => with_error(server_fn_path, failure_page, error.clone()),
        };
        leptos_axum::redirect(&location);
        response.set_status(http::StatusCode::SEE_OTHER);
    } else if let Err(error) = &result {
        response.set_status(error.status());
    }
    result
}

/// `page` with a refusal encoded the way Leptos actions read it back.
fn with_error(server_fn_path: &str, page: &str, error: PlayError) -> String {
    ServerFnUrlError::new(server_fn_path, error)
        .to_url(&format!("http://kalah.invalid{page}"))
        .map(|url| match url.query() {
            Some(query) => format!("{}?{query}", url.path()),
            None => url.path().to_string(),
        })
        .unwrap_or_else(|_| page.to_string())
}
