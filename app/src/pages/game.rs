//! The game page: the board, what just happened, and the controls.

use crate::components::announcer::{Announcements, Announcer};
use crate::components::board_settings::BoardSettings;
use crate::components::button_controls::ButtonControls;
use crate::components::keyboard::KeyboardHelp;
use crate::components::notice::RefusalNotice;
use crate::components::readouts::Readouts;
use crate::components::scene::{Camera, Marks, Scene, SceneFrame};
use crate::error::PlayError;
#[cfg(feature = "hydrate")]
use crate::game::describe_move;
use crate::game::{hint_text, SetupWords, ViewWords};
use crate::pages::home::NewGame;
use crate::preferences::{load_preferences, BoardView, Preferences, SetPreference};
use engine::{Board, Level, Pit, Player};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_params_map;
use play::{GameView, Milestone, Opponent, Refusal};

/// The game as the visitor may see it.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "game", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_game(id: String) -> Result<GameView, PlayError> {
    use crate::service::{answer, game_id, games, player};
    use leptos::server_fn::ServerFn;

    let result = async {
        let id = game_id(&id)?;
        Ok(games()?.view(player().await?.as_ref(), &id).await?)
    }
    .await;
    answer(LoadGame::PATH, "/", "/", result)
}

/// Every action on a game: `action` is `sow` (with `pit`), `undo`, `redo`,
/// `resign`, `hint`, `pause`, `resume` or `restart`; `ply` and `version` say which state of the game the page
/// showed, so a stale or repeated form changes nothing. A game in a room
/// names the `room`, whose page the form returns to.
#[server(endpoint = "play")]
pub async fn play(
    game: String,
    ply: u32,
    version: i64,
    action: String,
    pit: Option<u8>,
    room: Option<String>,
) -> Result<GameView, PlayError> {
    use crate::service::{acting_player, answer, game_id, games, is_plain_form};
    use engine::Pit;
    use leptos::server_fn::ServerFn;
    use play::{Action, RoomToken};

    let result = async {
        let action = match action.as_str() {
            "sow" => {
                let number =
                    pit.ok_or_else(|| PlayError::BadInput("no pit was chosen".to_string()))?;
                Action::Sow(Pit::new(number).ok_or_else(|| {
                    PlayError::BadInput(format!(
                        "there is no pit {number}; pits are numbered 1 to 6"
                    ))
                })?)
            }
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            "resign" => Action::Resign,
            "hint" => Action::Hint,
            "pause" => Action::Pause,
            "resume" => Action::Resume,
            "restart" => Action::Restart,
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        };
        let game = game_id(&game)?;
        let owner = acting_player().await?;
        Ok(games()?
            .act(&owner, &game, (ply, version), action, is_plain_form())
            .await?)
    }
    .await;
    let page = match room.and_then(|room| room.parse::<RoomToken>().ok()) {
        Some(room) => format!("/room/{room}"),
        None => game_page(&game),
    };
    answer(Play::PATH, &page, &page, result)
}

/// The page of game `id`, or home for an id no game can have (it goes into
/// a Location header).
#[cfg(feature = "ssr")]
fn game_page(id: &str) -> String {
    match id.parse::<play::GameId>() {
        Ok(id) => format!("/game/{id}"),
        Err(_) => "/".to_string(),
    }
}

/// `/game/:id`.
#[component]
pub fn GamePage() -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let play = ServerAction::<Play>::new();
    let new_game = ServerAction::<NewGame>::new();
    let set_preference = ServerAction::<SetPreference>::new();
    let game = Resource::new(id, load_game);
    // A refusal says nothing of the game: fetch it as it is now.
    Effect::new(move || {
        if matches!(play.value().get(), Some(Err(_))) {
            game.refetch();
        }
    });
    let preferences = Resource::new(
        move || set_preference.version().get(),
        |_| load_preferences(),
    );
    // The camera outlives each state of the game, so a turned board stays
    // turned; a new view choice puts it back at rest.
    let camera = Camera::new(BoardView::default());
    view! {
        <Transition fallback=|| view! { <p>"Loading the game…"</p> }>
            {move || Suspend::new(async move {
                let preferences = preferences.await.unwrap_or_default();
                camera.show(preferences.view);
                let actions = Actions { play, new_game, set_preference };
                let animate = play.version().get_untracked() > 0;
                // Every action answers with the game as it now is: one
                // request per move.
                let answered = play.value().get().and_then(Result::ok);
                let shown = match answered.filter(|view| view.id.as_str() == id()) {
                    Some(view) => Ok(view),
                    None => game.await,
                };
                match shown {
                    Ok(view) => view! { <Game view preferences camera actions animate /> }.into_any(),
                    Err(error) => view! { <Unavailable error /> }.into_any(),
                }
            })}
        </Transition>
    }
}

/// The forms of a page with a game.
#[derive(Clone, Copy)]
pub(crate) struct Actions {
    pub(crate) play: ServerAction<Play>,
    pub(crate) new_game: ServerAction<NewGame>,
    pub(crate) set_preference: ServerAction<SetPreference>,
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

/// Milliseconds between one move's end and the next move's start when
/// moves are played out.
#[cfg(feature = "hydrate")]
const BETWEEN_MOVES_MS: u32 = 450;

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
        play_out(view, shown, frame, announcer, preferences);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = animate;
    #[cfg(feature = "hydrate")]
    crate::components::keyboard::listen("game", move |command| {
        obey(command, view, chosen, announcer)
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
        <Title text=format!("Game {title}") />
        <Meta name="description" content="A game of Kalah in progress: the board, the moves so far and whose turn it is." />
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

/// Adds play time that the page measured to the game.
#[server(endpoint = "time")]
pub async fn report_time(game: String, ms: u64) -> Result<(), PlayError> {
    use crate::service::{acting_player, game_id, games};
    let game = game_id(&game)?;
    let owner = acting_player().await?;
    Ok(games()?.report_time(&owner, &game, ms).await?)
}

/// The active-time clock: the stored time plus what this page has seen
/// while the game runs in view. The page reports its share every 15 s.
#[derive(Clone, Copy)]
struct Clock {
    stored_ms: u64,
    counted_ms: RwSignal<u64>,
}

impl Clock {
    fn start(view: StoredValue<GameView>, stopped: bool) -> Clock {
        let (stored_ms, running) = view.with_value(|game| {
            (
                game.active_ms,
                !game.is_finished() && game.first_result.is_none(),
            )
        });
        let clock = Clock {
            stored_ms,
            counted_ms: RwSignal::new(0),
        };
        #[cfg(feature = "hydrate")]
        if running && !stopped {
            let game = view.with_value(|game| game.id.to_string());
            clock.tick(game, 0);
        }
        #[cfg(not(feature = "hydrate"))]
        let _ = (running, stopped);
        clock
    }

    /// Counts a second while the page is in view; reports every 15 s.
    #[cfg(feature = "hydrate")]
    fn tick(self, game: String, unreported: u64) {
        set_timeout(
            move || {
                let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
                let step = if visible { 1000 } else { 0 };
                if self.counted_ms.try_update(|ms| *ms += step).is_none() {
                    // The page moved on: report what is left.
                    report(game, unreported + step);
                    return;
                }
                let unreported = unreported + step;
                if unreported >= 15_000 {
                    report(game.clone(), unreported);
                    self.tick(game, 0);
                } else {
                    self.tick(game, unreported);
                }
            },
            std::time::Duration::from_secs(1),
        );
    }

    fn text(&self) -> String {
        let seconds = (self.stored_ms + self.counted_ms.get()) / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(feature = "hydrate")]
fn report(game: String, ms: u64) {
    if ms > 0 {
        leptos::task::spawn_local(async move {
            let _ = report_time(game, ms).await;
        });
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

/// Plays out the latest action's moves: each sown stone by stone (unless
/// animation is off or the system asks for reduced motion), each announced
/// once when it ends, the last with whose turn it is.
#[cfg(feature = "hydrate")]
fn play_out(
    view: StoredValue<GameView>,
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    preferences: Preferences,
) {
    use crate::animation::{frame_ms, frames};
    use crate::sound::{play, Sound};

    let reduced_motion = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    let animate = preferences.animation && !reduced_motion;
    let (steps, announcements) = view.with_value(|game| {
        let mut steps: Vec<(u32, Step)> = Vec::new();
        let mut announcements = Vec::new();
        for (index, played) in game.recent.iter().enumerate() {
            let mut said = describe_move(&game.setup, &played.sowing);
            if index + 1 == game.recent.len() {
                said = format!("{said} {}{}", game.turn_text(), game.earned_text());
            }
            if animate {
                let before = game.position_after(index);
                let pause = frame_ms(&played.sowing);
                steps.extend(
                    frames(&before, &played.sowing)
                        .into_iter()
                        .map(|frame| (pause, Step::Frame(frame.board, frame.sound))),
                );
                steps.push((BETWEEN_MOVES_MS, Step::Settle(index + 1, said)));
            } else {
                announcements.push(said);
            }
        }
        (steps, announcements)
    });
    if !animate {
        // Everything at once, in one announcement.
        if preferences.sound {
            let captured = view.with_value(|game| {
                game.recent
                    .iter()
                    .any(|played| played.sowing.capture.is_some())
            });
            play(if captured {
                Sound::Capture
            } else {
                Sound::Store
            });
        }
        announcer.say(announcements.join(" "));
        return;
    }
    shown.set(0);
    let sound = preferences.sound;
    run_steps(
        steps.into_iter().collect(),
        shown,
        frame,
        announcer,
        sound,
        0,
    );
}

/// One step of a play-out.
#[cfg(feature = "hydrate")]
enum Step {
    /// Show this board, with this sound.
    Frame(Board, Option<crate::sound::Sound>),
    /// The first `usize` moves are done; say this.
    Settle(usize, String),
}

#[cfg(feature = "hydrate")]
fn run_steps(
    mut steps: std::collections::VecDeque<(u32, Step)>,
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    sound: bool,
    wait_ms: u32,
) {
    set_timeout(
        move || {
            let Some((pause, step)) = steps.pop_front() else {
                return;
            };
            // The page moved on (another action, or another page).
            let alive = match step {
                Step::Frame(board, noise) => {
                    if sound {
                        if let Some(noise) = noise {
                            crate::sound::play(noise);
                        }
                    }
                    frame.try_set(Some(board)).is_none()
                }
                Step::Settle(moves, said) => {
                    announcer.say(said);
                    frame.try_set(None).is_none() && shown.try_set(moves).is_none()
                }
            };
            if alive {
                run_steps(steps, shown, frame, announcer, sound, pause);
            }
        },
        std::time::Duration::from_millis(u64::from(wait_ms)),
    );
}

/// Carries out a keyboard command.
#[cfg(feature = "hydrate")]
fn obey(
    command: crate::components::keyboard::Command,
    view: StoredValue<GameView>,
    chosen: RwSignal<Option<Pit>>,
    announcer: Announcer,
) {
    use crate::components::keyboard::Command;
    use crate::components::readouts::{forecast_text, row_text, stores_text};
    use wasm_bindgen::JsCast;

    let click = |selector: &str| {
        if let Some(button) = document()
            .query_selector(&format!("#game {selector}"))
            .ok()
            .flatten()
            .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
        {
            button.click();
        }
    };
    let (setup, position) = view.with_value(|game| (game.setup, game.position));
    let near = setup.near_side();
    match command {
        Command::Choose(number) => {
            if let Some(button) = document()
                .query_selector(&format!(
                    ".pit-panel button.pit[data-pit=\"{number}\"]:not([disabled])"
                ))
                .ok()
                .flatten()
                .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = button.focus();
            }
        }
        Command::Undo => click("button[name=action][value=undo]:not([disabled])"),
        Command::Redo => click("button[name=action][value=redo]:not([disabled])"),
        Command::Pause => {
            click("button[name=action][value=pause], button[name=action][value=resume]")
        }
        Command::ReadNearRow => announcer.say(row_text(&setup, &position, near)),
        Command::ReadFarRow => announcer.say(row_text(&setup, &position, near.other())),
        Command::ReadStores => announcer.say(stores_text(&setup, &position)),
        Command::ReadForecast => announcer.say(match chosen.get_untracked() {
            Some(pit) => forecast_text(&setup, &position, pit),
            None => {
                "Choose a pit first: press 1 to 6 or move to it with the arrow keys.".to_string()
            }
        }),
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

/// Undo, Redo, Hint, Pause or Resume, Resign, Restart, New game, Change mode.
#[component]
fn Controls(
    view: GameView,
    play: ServerAction<Play>,
    new_game: ServerAction<NewGame>,
) -> impl IntoView {
    let id = view.id.to_string();
    let ply = view.ply.to_string();
    let version = view.version.to_string();
    let room = view.room.as_ref().map(ToString::to_string);
    let hidden = move || {
        view! {
            <input type="hidden" name="game" value=id.clone() />
            <input type="hidden" name="ply" value=ply.clone() />
            <input type="hidden" name="version" value=version.clone() />
            {room.clone().map(|room| view! { <input type="hidden" name="room" value=room /> })}
        }
    };
    // A game with a friend has its own way to play again: a rematch in
    // the room.
    let play_again = match view.setup.opponent {
        Opponent::Computer { level, seat } => Some(("computer", level, seat)),
        Opponent::SameDevice => Some(("same-device", Level::Medium, Player::One)),
        Opponent::Friend { .. } => None,
    };
    let friend = play_again.is_none();
    let finished = view.is_finished();
    let resign_fields = hidden.clone();
    let hint_fields = hidden.clone();
    let pause_fields = hidden.clone();
    let restart_fields = hidden.clone();
    let can_restart = !friend && (view.ply > 0 || view.resigned.is_some());
    let (pause_value, pause_label) = if view.paused || view.idle {
        ("resume", "Resume")
    } else {
        ("pause", "Pause")
    };
    let offers_hint = view.setup.offers_hints() && view.active_side().is_some();
    let against_computer = matches!(view.setup.opponent, Opponent::Computer { .. });
    let show_analysis = !friend && (finished || against_computer);
    let analysis_link = format!("/game/{}/analysis", view.id);
    let analysis_label = if finished {
        "Analyse this game"
    } else {
        "Analysis so far"
    };
    view! {
        <nav class="controls" aria-label="Game controls">
            {(!friend).then(|| view! {
                <ActionForm action=play attr:class="undo-redo">
                    {hidden()}
                    <button type="submit" name="action" value="undo" disabled=!view.can_undo>"Undo"</button>
                    <button type="submit" name="action" value="redo" disabled=!view.can_redo>"Redo"</button>
                </ActionForm>
            })}
            {offers_hint.then(|| view! {
                <ActionForm action=play>
                    {hint_fields()}
                    <button type="submit" name="action" value="hint">"Hint"</button>
                </ActionForm>
            })}
            {(!finished && !friend || view.idle).then(|| view! {
                <ActionForm action=play>
                    {pause_fields()}
                    <button type="submit" name="action" value=pause_value>{pause_label}</button>
                </ActionForm>
            })}
            {(!finished && !view.paused).then(|| view! {
                <details class="resign">
                    <summary>"Resign…"</summary>
                    <ActionForm action=play>
                        {resign_fields()}
                        <p>"Give up this game?"</p>
                        <button type="submit" name="action" value="resign">"Yes, resign"</button>
                    </ActionForm>
                </details>
            })}
            {can_restart.then(|| view! {
                <ActionForm action=play>
                    {restart_fields()}
                    <button type="submit" name="action" value="restart">"Restart"</button>
                </ActionForm>
            })}
            {play_again.map(|(opponent, level, seat)| view! {
                <ActionForm action=new_game>
                    <input type="hidden" name="opponent" value=opponent />
                    <input type="hidden" name="level" value=level.name() />
                    <input type="hidden" name="seat" value=seat.number().to_string() />
                    <button type="submit">"New game"</button>
                </ActionForm>
            })}
            {show_analysis.then(|| view! { <a class="button" href=analysis_link>{analysis_label}</a> })}
            <a class="button" href="/">"Change mode"</a>
        </nav>
        <RefusalNotice action=new_game />
    }
}
