//! The game page: the board, what just happened, and the controls.

use crate::components::announcer::Announcements;
use crate::components::board_settings::BoardSettings;
use crate::components::button_controls::ButtonControls;
use crate::components::game_controls::Controls;
use crate::components::keyboard::KeyboardHelp;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::components::readouts::Readouts;
use crate::components::scene::{Marks, Scene, SceneFrame};
use crate::error::PlayError;
use crate::game::api::{Play, load_game};
use crate::game::new_game::NewGame;
use crate::game::said::{GAME_DATA, GAME_SAID, said};
use crate::game::view::{SetupWords, SideNames, ViewWords, hint_text};
use crate::i18n::{Words, use_words};
use crate::page_data::carry;
use crate::preferences::{Preferences, SetPreference, load_preferences};
use crate::proof::game_caveat;
use crate::t;
use engine::Player;
use leptos::either::EitherOf3;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;
use play::{GameView, Milestone, Refusal};

/// `/game/:id`: the game's page, drawn whole on the server; its script
/// (`client/game`) plays it in the browser.
#[component]
pub fn GamePage() -> impl IntoView {
    let params = use_params_map();
    let words = use_words();
    // Loaded before the page when the server checked for a page kept (see
    // `server::games::pages`): shown at once, without a resource, which
    // Leptos would otherwise render twice when it is ready on first poll.
    #[cfg(feature = "ssr")]
    if let Some(data) =
        crate::game::api::loaded(&params.read_untracked().get("id").unwrap_or_default())
    {
        return shown(words, data.view, data.preferences).into_any();
    }
    let id = move || params.read().get("id").unwrap_or_default();
    // One resource, one task on the server (and one wait), not two.
    let page = Resource::new(id, |id| async move {
        (
            load_game(id).await,
            load_preferences().await.unwrap_or_default(),
        )
    });
    let loading = t!(words, "controls-loading");
    view! {
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match page.await {
                    (Ok(view), preferences) => shown(words, view, preferences).into_any(),
                    (Err(error), _) => view! { <Unavailable error /> }.into_any(),
                }
            })}
        </Suspense>
    }
    .into_any()
}

/// The page's title and description, the game drawn, and what the game
/// page's script (`client/game`) reads to play it in the browser: the game,
/// the settings and the words it says.
fn shown(words: Words, view: GameView, preferences: Preferences) -> impl IntoView {
    let title = view.describe(&words);
    let caveat = game_caveat(&words, &view);
    let carried = (
        carry(GAME_SAID, &said(&words, &view)),
        carry(GAME_DATA, &(&view, &preferences)),
    );
    view! {
        <Title text=t!(words, "controls-title", setup = title) />
        <Meta name="description" content=match view.setup.rules.kind() {
            engine::GameKind::Kalah => t!(words, "controls-description"),
            engine::GameKind::Oware => t!(words, "oware-controls-description"),
        } />
        {carried}
        <Game game=view preferences actions=Actions::new() caveat beside_board=None />
    }
}

/// The forms of a page with a game.
#[derive(Clone, Copy)]
pub(crate) struct Actions {
    pub(crate) play: ServerAction<Play>,
    pub(crate) new_game: ServerAction<NewGame>,
    pub(crate) set_preference: ServerAction<SetPreference>,
}

impl Actions {
    pub(crate) fn new() -> Self {
        Actions {
            play: ServerAction::new(),
            new_game: ServerAction::new(),
            set_preference: ServerAction::new(),
        }
    }
}

/// A game that cannot be shown, and the way out.
#[component]
fn Unavailable(error: PlayError) -> impl IntoView {
    let words = use_words();
    let heading = match error.refusal() {
        Some(Refusal::GameNotFound) => t!(words, "controls-game-not-found"),
        Some(Refusal::NotYourGame) => t!(words, "controls-not-your-game"),
        _ => t!(words, "controls-game-unavailable"),
    };
    view! {
        <Title text=heading.clone() />
        <h1>{heading}</h1>
        <p>{error.said(&words)}</p>
        <p><a href=words.href("/")>{t!(words, "controls-start-new")}</a></p>
    }
}

/// A game in play or finished, as it now is: the page's script plays the
/// latest action's moves out over it (`client/game`).
#[component]
pub(crate) fn Game(
    game: GameView,
    preferences: Preferences,
    actions: Actions,
    /// What the computer cannot promise in this game, made on the server.
    caveat: Option<String>,
    /// What the page shows beside the board (a room's clocks).
    beside_board: Option<AnyView>,
) -> impl IntoView {
    let words = use_words();
    let play = actions.play;
    let here: Vec<Player> = Player::BOTH
        .into_iter()
        .filter(|&player| game.plays_here(player))
        .collect();
    let (setup, board, active) = (game.setup, game.position.board, game.active_side());
    let last = game.last_move_after(game.recent.len());
    let marks = Marks {
        last,
        chosen: None,
        landing: None,
    };
    let id = game.id.to_string();
    let back = crate::routes::game(&id);
    let extra_turn = game.active_side().is_some()
        && game
            .recent
            .last()
            .is_some_and(|played| played.sowing.extra_turn && !played.by_computer);
    // Without JavaScript the page is new after every action: the focus goes
    // to what just happened and whose turn it is, so a screen reader reads
    // it first.
    let just_acted = !game.recent.is_empty() || game.note.is_some();
    // A room's game that has just begun with the other player to move
    // (the page a pairing leads to): the focus goes to whose turn it is.
    let begun_waiting =
        game.room.is_some() && game.ply == 0 && game.active_side().is_none() && !game.is_finished();
    let board_form = if game.paused {
        EitherOf3::A(view! { <PausedNotice /> })
    } else if game.idle {
        EitherOf3::B(view! { <ResumeNotice /> })
    } else {
        let room = game.room.as_ref().map(ToString::to_string);
        let (ply, version, names) = (
            game.ply.to_string(),
            game.version.to_string(),
            game.names.clone(),
        );
        let heading = t!(words, "controls-button-controls");
        EitherOf3::C(view! {
            <PostForm action=play class="board-form">
                <input type="hidden" name="game" value=id />
                <input type="hidden" name="ply" value=ply />
                <input type="hidden" name="version" value=version />
                <input type="hidden" name="action" value="sow" />
                {room.map(|room| view! { <input type="hidden" name="room" value=room /> })}
                <div class="play-area" data-playing="false">
                    <SceneFrame><Scene setup board active marks view=preferences.view /></SceneFrame>
                    <section class="button-controls" aria-labelledby="button-controls-heading">
                        <h2 id="button-controls-heading">{heading}</h2>
                        <ButtonControls setup names board active last chosen=RwSignal::new(None) here autofocus=!just_acted />
                    </section>
                </div>
            </PostForm>
        })
    };
    // The side that would be left without seeds: the player to move's
    // opponent, whom the page names.
    let starving = game
        .position
        .to_move
        .map(|mover| game.name(&words, mover.other()));
    let hint = game.hint.map(
        |hint| view! { <p class="hint">{hint_text(&words, &hint, game.setup.rules.kind())}</p> },
    );
    let hints_used = (game.hints > 0).then(|| {
        view! { <p class="hints-used">{t!(words, "controls-hints-used", count = game.hints)}</p> }
    });
    let extra_turn_mark = extra_turn.then(|| {
        view! { " " <strong class="extra-turn">{t!(words, "controls-extra-turn")}</strong> }
    });
    let game_over = game
        .is_finished()
        .then(|| view! { <GameOver game=game.clone() /> });
    let earned = (!game.earned.is_empty()).then(|| view! { <Earned earned=game.earned.clone() /> });
    let readouts = (!game.paused && !game.idle).then(|| view! { <Readouts game=game.clone() /> });
    // Fluent drops a message's trailing space: the page adds it.
    let active_time = format!("{} ", t!(words, "controls-active-time"));

    view! {
        <h1>{game_name(game.setup.rules.kind())} " " <span class="subtitle">{game.describe(&words)}</span></h1>
        {caveat.map(|caveat| view! { <p class="caveat">{caveat}</p> })}
        <div class="now" tabindex="-1" autofocus=just_acted || begun_waiting>
            <p class="status">
                {game.status_after(&words, game.recent.len())}
                // Read with the status, drawn in the "Achievement unlocked" box.
                <span class="sr-only">{game.earned_text(&words)}</span>
            </p>
            <p class="turn">
                {game.turn_text(&words)}
                {extra_turn_mark}
            </p>
        </div>
        <RefusalNotice action=play starving=starving />
        <Announcements />
        <div id="game" class="game">
            {beside_board}
            {board_form}
            {hint}
            {hints_used}
            {game_over}
            {earned}
            <p class="clock">{active_time} <span class="clock-time">{crate::clock::text(game.active_ms)}</span></p>
            <Controls view=game.clone() play new_game=actions.new_game />
            <BoardSettings preferences action=actions.set_preference back />
            {readouts}
            <KeyboardHelp takes_back=game.room.is_none() oware=game.setup.rules.kind() == engine::GameKind::Oware />
        </div>
    }
}

/// What a game opened again after a while shows until Resume: nothing
/// runs, not even the clock, until the player is back.
#[component]
fn ResumeNotice() -> impl IntoView {
    let words = use_words();
    view! {
        <section class="paused" aria-labelledby="resume-heading">
            <h2 id="resume-heading">{t!(words, "controls-welcome-back")}</h2>
            <p>{t!(words, "controls-welcome-back-text")}</p>
        </section>
    }
}

/// The milestones the latest action reached.
#[component]
fn Earned(earned: Vec<Milestone>) -> impl IntoView {
    use crate::achievements::view::{description, title};
    let words = use_words();
    view! {
        <section class="earned" aria-labelledby="earned-heading">
            <h2 id="earned-heading">{t!(words, "controls-achievement-unlocked")}</h2>
            <ul>
                {earned
                    .into_iter()
                    .map(|milestone| view! { <li><strong>{title(&words, milestone)}</strong>": "{description(&words, milestone)}</li> })
                    .collect_view()}
            </ul>
            <p><a href=words.href("/achievements")>{t!(words, "controls-all-achievements")}</a></p>
        </section>
    }
}

/// What a paused game shows instead of its board.
#[component]
fn PausedNotice() -> impl IntoView {
    let words = use_words();
    view! {
        <section class="paused" aria-labelledby="paused-heading">
            <h2 id="paused-heading">{t!(words, "controls-paused")}</h2>
            <p>{t!(words, "controls-paused-text")}</p>
        </section>
    }
}

/// The game's name, the same in every language.
fn game_name(kind: engine::GameKind) -> &'static str {
    match kind {
        engine::GameKind::Kalah => "Kalah",
        engine::GameKind::Oware => "Oware",
    }
}

/// The result and both scores.
#[component]
fn GameOver(game: GameView) -> impl IntoView {
    let words = use_words();
    let scores = Player::BOTH.map(|player| {
        format!(
            "{}: {}",
            game.name(&words, player),
            game.position.board.store(player)
        )
    });
    view! {
        <section class="game-over" aria-labelledby="game-over-heading">
            <h2 id="game-over-heading">{t!(words, "controls-game-over")}</h2>
            <p class="result">{game.turn_text(&words)}</p>
            <ul class="scores">
                {scores.into_iter().map(|score| view! { <li>{score}</li> }).collect_view()}
            </ul>
        </section>
    }
}
