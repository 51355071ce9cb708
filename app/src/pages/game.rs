//! The game page: the board, what just happened, and the controls.

use crate::components::board::Board;
use crate::components::notice::RefusalNotice;
use crate::error::PlayError;
use crate::game::{GameView, Opponent};
use crate::pages::home::NewGame;
use engine::{Level, Player};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// The game as the visitor may see it.
#[server(endpoint = "game")]
pub async fn load_game(id: String) -> Result<GameView, PlayError> {
    use crate::service::{answer, games, player};
    use leptos::server_fn::ServerFn;

    let result = async { games()?.view(player().await?.as_deref(), &id).await }.await;
    answer(LoadGame::PATH, "/", "/", result)
}

/// Every action on a game: `action` is `sow` (with `pit`), `undo`, `redo`,
/// `resign` or `hint`; `ply` and `version` say which state of the game the page
/// showed, so a stale or repeated form changes nothing.
#[server(endpoint = "play")]
pub async fn play(
    game: String,
    ply: u32,
    version: i64,
    action: String,
    pit: Option<u8>,
) -> Result<GameView, PlayError> {
    use crate::service::{answer, games, player, Action};
    use engine::Pit;
    use leptos::server_fn::ServerFn;

    let result = async {
        let action = match action.as_str() {
            "sow" => {
                let number =
                    pit.ok_or_else(|| PlayError::BadInput("no pit was chosen".to_string()))?;
                Action::Sow(Pit::new(number).ok_or_else(|| {
                    PlayError::IllegalMove(format!(
                        "there is no pit {number}; pits are numbered 1 to 6"
                    ))
                })?)
            }
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            "resign" => Action::Resign,
            "hint" => Action::Hint,
            other => return Err(PlayError::BadInput(format!("unknown action {other:?}"))),
        };
        let owner = player().await?.ok_or(PlayError::NotYourGame)?;
        games()?.act(&owner, &game, (ply, version), action).await
    }
    .await;
    let page = game_page(&game);
    answer(Play::PATH, &page, &page, result)
}

/// The page of game `id`, or home for an id no game can have (it goes into
/// a Location header).
#[cfg(feature = "ssr")]
fn game_page(id: &str) -> String {
    if !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        format!("/game/{id}")
    } else {
        "/".to_string()
    }
}

/// `/game/:id`.
#[component]
pub fn GamePage() -> impl IntoView {
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let play = ServerAction::<Play>::new();
    let new_game = ServerAction::<NewGame>::new();
    let game = Resource::new(
        move || (id(), play.version().get()),
        |(id, _)| load_game(id),
    );
    view! {
        <Transition fallback=|| view! { <p>"Loading the game…"</p> }>
            {move || Suspend::new(async move {
                match game.await {
                    Ok(view) => view! { <Game view play new_game /> }.into_any(),
                    Err(error) => view! { <Unavailable error /> }.into_any(),
                }
            })}
        </Transition>
    }
}

/// A game that cannot be shown, and the way out.
#[component]
fn Unavailable(error: PlayError) -> impl IntoView {
    let heading = match error {
        PlayError::GameNotFound => "Game not found",
        PlayError::NotYourGame => "Not your game",
        _ => "The game cannot be shown",
    };
    view! {
        <Title text=heading />
        <h1>{heading}</h1>
        <p>{error.to_string()}</p>
        <p><a href="/">"Start a new game"</a></p>
    }
}

/// Milliseconds between the computer's moves when they are played out.
#[cfg(feature = "hydrate")]
const REPLY_PAUSE_MS: u64 = 700;

/// A game in play or finished.
#[component]
fn Game(
    view: GameView,
    play: ServerAction<Play>,
    new_game: ServerAction<NewGame>,
) -> impl IntoView {
    let total = view.recent.len();
    // After a move made in the browser, the computer's replies are shown
    // one after another; a page load shows everything at once.
    let shown = RwSignal::new(total);
    #[cfg(feature = "hydrate")]
    {
        let first_reply = view.recent.iter().position(|played| played.by_computer);
        if let Some(first_reply) = first_reply.filter(|_| play.version().get_untracked() > 0) {
            shown.set(first_reply);
            play_out(shown, total);
        }
    }
    let view = StoredValue::new(view);
    let settled = move || shown.get() >= total;
    let (setup, id, ply, version) = view.with_value(|game| {
        (
            game.setup,
            game.id.clone(),
            game.ply.to_string(),
            game.version.to_string(),
        )
    });
    let title = setup.describe();
    let board = move || {
        let step = shown.get();
        let (position, last, active) = view.with_value(|game| {
            let active = game.active_side().filter(|_| step >= total);
            (
                game.position_after(step),
                game.last_move_after(step),
                active,
            )
        });
        view! { <Board setup position active last /> }
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

    view! {
        <Title text=format!("Game {title}") />
        <h1>"Kalah " <span class="subtitle">{title}</span></h1>
        <p class="turn">
            {move || view.with_value(GameView::turn_text)}
            {move || extra_turn().then(|| view! { " " <strong class="extra-turn">"Extra turn!"</strong> })}
        </p>
        <RefusalNotice action=play />
        <ActionForm action=play attr:class="board-form">
            <input type="hidden" name="game" value=id.clone() />
            <input type="hidden" name="ply" value=ply.clone() />
            <input type="hidden" name="version" value=version.clone() />
            <input type="hidden" name="action" value="sow" />
            {board}
        </ActionForm>
        <p class="status" role="status">{status}</p>
        {move || view.with_value(|game| game.hint.filter(|_| settled()).map(|hint| view! { <p class="hint">{hint.text()}</p> }))}
        {move || view.with_value(|game| (game.hints > 0).then(|| {
            let count = game.hints;
            view! { <p class="hints-used">{format!("Hints used in this game: {count}")}</p> }
        }))}
        {move || view.with_value(|game| game.is_finished().then(|| view! { <GameOver game=game.clone() /> }))}
        <Controls view=view.get_value() play new_game />
    }
}

/// Steps `shown` up to `total`, one move per pause.
#[cfg(feature = "hydrate")]
fn play_out(shown: RwSignal<usize>, total: usize) {
    if shown.try_get_untracked().is_some_and(|step| step < total) {
        set_timeout(
            move || {
                if shown.try_update(|step| *step += 1).is_some() {
                    play_out(shown, total);
                }
            },
            std::time::Duration::from_millis(REPLY_PAUSE_MS),
        );
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

/// Undo, Redo, Resign, Play again, Change mode.
#[component]
fn Controls(
    view: GameView,
    play: ServerAction<Play>,
    new_game: ServerAction<NewGame>,
) -> impl IntoView {
    let id = view.id.clone();
    let ply = view.ply.to_string();
    let version = view.version.to_string();
    let hidden = move || {
        view! {
            <input type="hidden" name="game" value=id.clone() />
            <input type="hidden" name="ply" value=ply.clone() />
            <input type="hidden" name="version" value=version.clone() />
        }
    };
    let (opponent, level, seat) = match view.setup.opponent {
        Opponent::Computer { level, seat } => ("computer", level, seat),
        Opponent::SameDevice => ("same-device", Level::Medium, Player::One),
    };
    let finished = view.is_finished();
    let resign_fields = hidden.clone();
    let hint_fields = hidden.clone();
    let offers_hint = view.setup.offers_hints() && view.active_side().is_some();
    let against_computer = matches!(view.setup.opponent, Opponent::Computer { .. });
    let show_analysis = finished || against_computer;
    let analysis_link = format!("/game/{}/analysis", view.id);
    let analysis_label = if finished {
        "Analyse this game"
    } else {
        "Analysis so far"
    };
    view! {
        <nav class="controls" aria-label="Game controls">
            <ActionForm action=play attr:class="undo-redo">
                {hidden()}
                <button type="submit" name="action" value="undo" disabled=!view.can_undo>"Undo"</button>
                <button type="submit" name="action" value="redo" disabled=!view.can_redo>"Redo"</button>
            </ActionForm>
            {offers_hint.then(|| view! {
                <ActionForm action=play>
                    {hint_fields()}
                    <button type="submit" name="action" value="hint">"Hint"</button>
                </ActionForm>
            })}
            {(!finished).then(|| view! {
                <details class="resign">
                    <summary>"Resign…"</summary>
                    <ActionForm action=play>
                        {resign_fields()}
                        <p>"Give up this game?"</p>
                        <button type="submit" name="action" value="resign">"Yes, resign"</button>
                    </ActionForm>
                </details>
            })}
            <ActionForm action=new_game>
                <input type="hidden" name="opponent" value=opponent />
                <input type="hidden" name="level" value=level.name() />
                <input type="hidden" name="seat" value=seat.number().to_string() />
                <button type="submit">"Play again"</button>
            </ActionForm>
            {show_analysis.then(|| view! { <a class="button" href=analysis_link>{analysis_label}</a> })}
            <a class="button" href="/">"Change mode"</a>
        </nav>
        <RefusalNotice action=new_game />
    }
}
