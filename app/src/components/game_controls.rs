//! The game's controls: Undo, Redo, Hint, Pause or Resume, Abort, Resign,
//! Restart, New game, analysis and Change mode, each a form.

use crate::components::notice::RefusalNotice;
use crate::components::post_form::PostForm;
use crate::components::rules_fields::RulesFields;
use crate::game::api::Play;
use crate::game::new_game::NewGame;
use crate::i18n::use_words;
use crate::t;
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
    let words = use_words();
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
    // A room's game (a friend's, or an arena's, the house bot's too) is
    // played as it comes, with the room's own way to play again.
    let in_room = view.room.is_some();
    let play_again = match view.setup.opponent {
        _ if in_room => None,
        Opponent::Computer { level, seat } => Some(("computer", level, seat)),
        Opponent::SameDevice => Some(("same-device", Level::Medium, Player::One)),
        Opponent::Friend { .. } => None,
    };
    let finished = view.is_finished();
    let resign_fields = hidden.clone();
    let abort_fields = hidden.clone();
    let hint_fields = hidden.clone();
    let pause_fields = hidden.clone();
    let restart_fields = hidden.clone();
    let can_restart = !in_room && (view.ply > 0 || view.resigned.is_some());
    let (pause_value, pause_label) = if view.paused || view.idle {
        ("resume", t!(words, "controls-resume"))
    } else {
        ("pause", t!(words, "controls-pause"))
    };
    let offers_hint = !in_room && view.setup.offers_hints() && view.active_side().is_some();
    let against_computer = matches!(view.setup.opponent, Opponent::Computer { .. });
    // Kalah's solver judges Kalah's moves only.
    let kalah = view.setup.rules.kind() == engine::GameKind::Kalah;
    let show_analysis = kalah && !in_room && (finished || against_computer);
    let rules = view.setup.rules;
    let analysis_link = words.href(&crate::routes::game_analysis(&view.id));
    let analysis_label = if finished {
        t!(words, "controls-analyse")
    } else {
        t!(words, "controls-analysis-so-far")
    };
    view! {
        <nav class="controls" aria-label=t!(words, "controls-label")>
            {(!in_room).then(|| view! {
                <PostForm action=play class="undo-redo">
                    {hidden()}
                    <button type="submit" name="action" value="undo" disabled=!view.can_undo>{t!(words, "controls-undo")}</button> " "
                    <button type="submit" name="action" value="redo" disabled=!view.can_redo>{t!(words, "controls-redo")}</button>
                </PostForm>
            })}
            {offers_hint.then(|| view! {
                <PostForm action=play>
                    {hint_fields()}
                    <button type="submit" name="action" value="hint">{t!(words, "controls-hint")}</button>
                </PostForm>
            })}
            {(!finished && !in_room || view.idle).then(|| view! {
                <PostForm action=play>
                    {pause_fields()}
                    <button type="submit" name="action" value=pause_value>{pause_label}</button>
                </PostForm>
            })}
            {view.can_abort.then(|| view! {
                <PostForm action=play>
                    {abort_fields()}
                    <button type="submit" name="action" value="abort">{t!(words, "controls-abort")}</button>
                </PostForm>
            })}
            {(!finished && !view.paused).then(|| view! {
                <details class="resign">
                    <summary>{t!(words, "controls-resign")}</summary>
                    <PostForm action=play>
                        {resign_fields()}
                        <p>{t!(words, "controls-resign-question")}</p>
                        <button type="submit" name="action" value="resign">{t!(words, "controls-resign-confirm")}</button>
                    </PostForm>
                </details>
            })}
            {can_restart.then(|| view! {
                <PostForm action=play>
                    {restart_fields()}
                    <button type="submit" name="action" value="restart">{t!(words, "controls-restart")}</button>
                </PostForm>
            })}
            {play_again.map(|(opponent, level, seat)| view! {
                <PostForm action=new_game>
                    <input type="hidden" name="opponent" value=opponent />
                    <input type="hidden" name="level" value=level.name() />
                    <input type="hidden" name="seat" value=seat.number().to_string() />
                    <RulesFields rules />
                    <button type="submit">{t!(words, "controls-new-game")}</button>
                </PostForm>
            })}
            {show_analysis.then(|| view! { <a class="button" href=analysis_link>{analysis_label}</a> " " })}
            <a class="button" href=words.href("/")>{t!(words, "controls-change-mode")}</a>
        </nav>
        <RefusalNotice action=new_game />
    }
}
