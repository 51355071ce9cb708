//! The game page: the board, what just happened, and the controls.

use crate::api::game::{load_game, Play};
use crate::api::new_game::NewGame;
use crate::clock::Clock;
use crate::components::announcer::{Announcements, Announcer};
use crate::components::board_settings::BoardSettings;
use crate::components::button_controls::ButtonControls;
use crate::components::game_controls::Controls;
use crate::components::keyboard::KeyboardHelp;
use crate::components::notice::RefusalNotice;
use crate::components::readouts::Readouts;
use crate::components::scene::{Camera, Marks, Scene, SceneFrame};
use crate::error::PlayError;
use crate::game::{hint_text, SetupWords, ViewWords};
use crate::preferences::{load_preferences, Preferences, SetPreference};
use engine::{Board, Pit, Player};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;
use play::{GameView, Milestone, Refusal};

/// `/game/:id`: the page around the game, rendered on the server; the
/// game itself is an island.
#[component]
pub fn GamePage() -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let game = Resource::new(id, load_game);
    let preferences = Resource::new(|| (), |_| load_preferences());
    view! {
        <Suspense fallback=|| view! { <p>"Loading the game…"</p> }>
            {move || Suspend::new(async move {
                let preferences = preferences.await.unwrap_or_default();
                match game.await {
                    Ok(view) => {
                        let title = view.setup.describe();
                        view! {
                            <Title text=format!("Game {title}") />
                            <Meta name="description" content="A game of Kalah in progress: the board, the moves so far and whose turn it is." />
                            <GameIsland view preferences />
                        }
                        .into_any()
                    }
                    Err(error) => view! { <Unavailable error /> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The game as it lives in the browser: each action's answer is the game
/// as it now is, so a move costs one request.
#[island]
fn GameIsland(view: GameView, preferences: Preferences) -> impl IntoView {
    let actions = Actions::new();
    let play = actions.play;
    let id = view.id.to_string();
    let game = RwSignal::new(view);
    Effect::new(move || match play.value().get() {
        Some(Ok(view)) if view.id.as_str() == id => game.set(view),
        // A refusal says nothing of the game: fetch it as it is now.
        Some(Err(_)) => {
            let id = id.clone();
            leptos::task::spawn_local(async move {
                if let Ok(view) = load_game(id).await {
                    game.set(view);
                }
            });
        }
        _ => {}
    });
    let preferences = actions.follow_preferences(preferences);
    // The camera outlives each state of the game, so a turned board stays
    // turned; a new view choice puts it back at rest.
    let camera = Camera::new(preferences.get_untracked().view);
    move || {
        let preferences = preferences.get();
        camera.show(preferences.view);
        let animate = play.version().get_untracked() > 0;
        view! { <Game view=game.get() preferences camera actions animate /> }
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

    /// The settings as they now are: `first`, then what each change of
    /// them stored.
    pub(crate) fn follow_preferences(self, first: Preferences) -> RwSignal<Preferences> {
        let preferences = RwSignal::new(first);
        let changed = self.set_preference.version();
        Effect::new(move |seen: Option<usize>| {
            let version = changed.get();
            if seen.is_some_and(|seen| seen != version) {
                leptos::task::spawn_local(async move {
                    if let Ok(now) = load_preferences().await {
                        preferences.set(now);
                    }
                });
            }
            version
        });
        preferences
    }
}

/// A game that cannot be shown, and the way out.
#[component]
fn Unavailable(error: PlayError) -> impl IntoView {
    let heading = match error.refusal() {
        Some(Refusal::GameNotFound) => "Game not found",
        Some(Refusal::NotYourGame) => "Not your game",
        _ => "The game cannot be shown",
    };
    view! {
        <Title text=heading />
        <h1>{heading}</h1>
        <p>{error.to_string()}</p>
        <p><a href="/">"Start a new game"</a></p>
    }
}

/// A game in play or finished. `animate` plays out the latest action's
/// moves (they just happened); otherwise everything shows at once.
#[component]
pub(crate) fn Game(
    view: GameView,
    preferences: Preferences,
    camera: Camera,
    actions: Actions,
    animate: bool,
) -> impl IntoView {
    let play = actions.play;
    let total = view.recent.len();
    // Moves of the latest action shown so far, and the board of a move
    // being sown stone by stone. A page load shows everything at once.
    let shown = RwSignal::new(total);
    let frame = RwSignal::new(None::<Board>);
    let announcer = Announcer::new();
    // The pit chosen by focus or a first tap, for the landing preview.
    let chosen = RwSignal::new(None::<Pit>);
    let view = StoredValue::new(view);
    #[cfg(feature = "hydrate")]
    if animate {
        crate::play_out::play_out(view, shown, frame, announcer, preferences);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = animate;
    #[cfg(feature = "hydrate")]
    crate::components::keyboard::listen("game", move |command| {
        crate::commands::obey(command, view, play, chosen, announcer)
    });
    let settled = move || shown.get() >= total;
    let (setup, id, ply, version, paused, idle, room) = view.with_value(|game| {
        (
            game.setup,
            game.id.to_string(),
            game.ply.to_string(),
            game.version.to_string(),
            game.paused,
            game.idle,
            game.room.as_ref().map(ToString::to_string),
        )
    });
    let clock = Clock::start(view, paused || idle);
    let title = setup.describe();
    let active = move || view.with_value(|game| game.active_side().filter(|_| settled()));
    let board = move || {
        frame
            .get()
            .unwrap_or_else(|| view.with_value(|game| game.position_after(shown.get()).board))
    };
    let marks = move || {
        let last = view.with_value(|game| game.last_move_after(shown.get()));
        let chosen = active().and_then(|side| chosen.get().map(|pit| (side, pit)));
        let landing = chosen.and_then(|(side, pit)| {
            let position = view.with_value(|game| game.position);
            let sowing = position.play(pit, setup.variant).ok()?;
            (sowing.player == side)
                .then(|| sowing.drops.last().copied())
                .flatten()
        });
        Marks {
            last,
            chosen,
            landing,
        }
    };
    let scene = move || {
        view! {
            <Scene
                setup
                board=board()
                active=active()
                marks=marks()
                camera
                view=preferences.view
                chosen
            />
        }
    };
    let panel = move || {
        let last = view.with_value(|game| game.last_move_after(shown.get()));
        view! { <ButtonControls setup board=board() active=active() last chosen /> }
    };
    let status = move || view.with_value(|game| game.status_after(shown.get()));
    let extra_turn = move || {
        settled()
            && view.with_value(|game| {
                game.active_side().is_some()
                    && game
                        .recent
                        .last()
                        .is_some_and(|played| played.sowing.extra_turn && !played.by_computer)
            })
    };
    // Without JavaScript the page is new after every action: the focus goes
    // to what just happened, so a screen reader reads it first.
    let just_acted = view.with_value(|game| !game.recent.is_empty() || game.note.is_some());
    let back = format!("/game/{id}");

    view! {
        <h1>"Kalah " <span class="subtitle">{title}</span></h1>
        <p class="turn">
            {move || view.with_value(GameView::turn_text)}
            {move || extra_turn().then(|| view! { " " <strong class="extra-turn">"Extra turn!"</strong> })}
        </p>
        <RefusalNotice action=play />
        <p class="status" tabindex="-1" autofocus=just_acted>
            {status}
            // Read with the status, drawn in the "Achievement unlocked" box.
            <span class="sr-only">{move || settled().then(|| view.with_value(GameView::earned_text))}</span>
        </p>
        <Announcements announcer />
        <div id="game" class="game">
            {if paused {
                view! { <PausedNotice /> }.into_any()
            } else if idle {
                view! { <ResumeNotice /> }.into_any()
            } else {
                view! {
                    <ActionForm action=play attr:class="board-form">
                        <input type="hidden" name="game" value=id.clone() />
                        <input type="hidden" name="ply" value=ply.clone() />
                        <input type="hidden" name="version" value=version.clone() />
                        <input type="hidden" name="action" value="sow" />
                        {room.clone().map(|room| view! { <input type="hidden" name="room" value=room /> })}
                        <div class="play-area" data-playing=move || (!settled()).to_string()>
                            <SceneFrame camera>{scene}</SceneFrame>
                            <section class="button-controls" aria-labelledby="button-controls-heading">
                                <h2 id="button-controls-heading">"Button controls"</h2>
                                {panel}
                            </section>
                        </div>
                    </ActionForm>
                }
                .into_any()
            }}
            {move || view.with_value(|game| game.hint.filter(|_| settled()).map(|hint| view! { <p class="hint">{hint_text(&hint)}</p> }))}
            {move || view.with_value(|game| (game.hints > 0).then(|| {
                let count = game.hints;
                view! { <p class="hints-used">{format!("Hints used in this game: {count}")}</p> }
            }))}
            {move || view.with_value(|game| game.is_finished().then(|| view! { <GameOver game=game.clone() /> }))}
            {view.with_value(|game| (!game.earned.is_empty()).then(|| view! { <Earned earned=game.earned.clone() /> }))}
            <p class="clock">"Active time: " <span class="clock-time">{move || clock.text()}</span></p>
            <Controls view=view.get_value() play new_game=actions.new_game />
            <BoardSettings preferences action=actions.set_preference back />
            {(!paused && !idle).then(|| view.with_value(|game| view! { <Readouts setup position=game.position /> }))}
            <KeyboardHelp />
        </div>
    }
}

/// What a game opened again after a while shows until Resume: nothing
/// runs, not even the clock, until the player is back.
#[component]
fn ResumeNotice() -> impl IntoView {
    view! {
        <section class="paused" aria-labelledby="resume-heading">
            <h2 id="resume-heading">"Welcome back"</h2>
            <p>"The game waits for you. Press Resume to see the board and go on."</p>
        </section>
    }
}

/// The milestones the latest action reached.
#[component]
fn Earned(earned: Vec<Milestone>) -> impl IntoView {
    use crate::achievements::{description, title};
    view! {
        <section class="earned" aria-labelledby="earned-heading">
            <h2 id="earned-heading">"Achievement unlocked"</h2>
            <ul>
                {earned
                    .into_iter()
                    .map(|milestone| view! { <li><strong>{title(milestone)}</strong>": "{description(milestone)}</li> })
                    .collect_view()}
            </ul>
            <p><a href="/achievements">"All achievements"</a></p>
        </section>
    }
}

/// What a paused game shows instead of its board.
#[component]
fn PausedNotice() -> impl IntoView {
    view! {
        <section class="paused" aria-labelledby="paused-heading">
            <h2 id="paused-heading">"Paused"</h2>
            <p>"The board is hidden and the game waits. Press Resume to go on."</p>
        </section>
    }
}

/// The result and both scores.
#[component]
fn GameOver(game: GameView) -> impl IntoView {
    let setup = game.setup;
    let scores = Player::BOTH.map(|player| {
        format!(
            "{}: {}",
            setup.name(player),
            game.position.board.store(player)
        )
    });
    view! {
        <section class="game-over" aria-labelledby="game-over-heading">
            <h2 id="game-over-heading">"Game over"</h2>
            <p class="result">{game.turn_text()}</p>
            <ul class="scores">
                {scores.into_iter().map(|score| view! { <li>{score}</li> }).collect_view()}
            </ul>
        </section>
    }
}
