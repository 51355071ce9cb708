//! The game's controls: Undo, Redo, Hint, Pause or Resume, Abort, Resign,
//! Restart, New game, analysis and Change mode, each a form.

use crate::api::game::Play;
use crate::api::new_game::NewGame;
use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use engine::{Level, Player};
use leptos::prelude::*;
use play::{GameView, Opponent};

/// Undo, Redo, Hint, Pause or Resume, Resign, Restart, New game, Change mode.
#[component]
pub fn Controls(
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
    let abort_fields = hidden.clone();
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
                <PostForm action=play class="undo-redo">
                    {hidden()}
                    <button type="submit" name="action" value="undo" disabled=!view.can_undo>"Undo"</button> " "
                    <button type="submit" name="action" value="redo" disabled=!view.can_redo>"Redo"</button>
                </PostForm>
            })}
            {offers_hint.then(|| view! {
                <PostForm action=play>
                    {hint_fields()}
                    <button type="submit" name="action" value="hint">"Hint"</button>
                </PostForm>
            })}
            {(!finished && !friend || view.idle).then(|| view! {
                <PostForm action=play>
                    {pause_fields()}
                    <button type="submit" name="action" value=pause_value>{pause_label}</button>
                </PostForm>
            })}
            {view.can_abort.then(|| view! {
                <PostForm action=play>
                    {abort_fields()}
                    <button type="submit" name="action" value="abort">"Abort game"</button>
                </PostForm>
            })}
            {(!finished && !view.paused).then(|| view! {
                <details class="resign">
                    <summary>"Resign…"</summary>
                    <PostForm action=play>
                        {resign_fields()}
                        <p>"Give up this game?"</p>
                        <button type="submit" name="action" value="resign">"Yes, resign"</button>
                    </PostForm>
                </details>
            })}
            {can_restart.then(|| view! {
                <PostForm action=play>
                    {restart_fields()}
                    <button type="submit" name="action" value="restart">"Restart"</button>
                </PostForm>
            })}
            {play_again.map(|(opponent, level, seat)| view! {
                <PostForm action=new_game>
                    <input type="hidden" name="opponent" value=opponent />
                    <input type="hidden" name="level" value=level.name() />
                    <input type="hidden" name="seat" value=seat.number().to_string() />
                    <button type="submit">"New game"</button>
                </PostForm>
            })}
            {show_analysis.then(|| view! { <a class="button" href=analysis_link>{analysis_label}</a> " " })}
            <a class="button" href="/">"Change mode"</a>
        </nav>
        <RefusalNotice action=new_game />
    }
}
