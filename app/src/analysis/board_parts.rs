//! What Kalah's and Oware's analysis boards share: a move's line in the
//! list, and the forms that play on from the position.

use crate::components::post_form::PostForm;
use crate::components::rules_fields::RulesFields;
use crate::game::new_game::NewGame;
use crate::game::view::level_name;
use crate::i18n::use_words;
use crate::t;
use engine::{Level, Position, Ruleset};
use leptos::prelude::*;

/// "Pit 3: value +2, best; captures 5 stones.", the pit a link to the
/// position after it unless the move ends the game.
#[component]
pub fn MoveLine(label: String, link: Option<String>, worth: String, does: String) -> impl IntoView {
    let words = use_words();
    view! {
        <li>
            {match link {
                Some(href) => view! { <a href=href>{label}</a> }.into_any(),
                None => view! { <span>{label}</span> }.into_any(),
            }}
            {t!(words, "study-line", worth = worth, does = does)}
        </li>
    }
}

/// "Play from here": against the computer at a chosen level, with the
/// person playing `player` (the side to move), or two on one device,
/// under `rules`.
#[component]
pub fn PlayFromHere(position: Position, rules: Ruleset, player: String) -> impl IntoView {
    let words = use_words();
    let new_game = ServerAction::<NewGame>::new();
    let text = position.to_string();
    let for_two = text.clone();
    let levels = Level::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option value=level.name() selected=level == Level::Medium>{level_name(&words, level)}</option>
            }
        })
        .collect_view();
    view! {
        <h2>{t!(words, "study-play-from-here")}</h2>
        <PostForm action=new_game class="level-buttons">
            <input type="hidden" name="opponent" value="computer" />
            <input type="hidden" name="position" value=text />
            <RulesFields rules />
            <label>{t!(words, "study-against-computer", player = &player)}" "
                <select name="level">{levels}</select>
            </label>
            <button type="submit">{t!(words, "study-play-computer")}</button>
        </PostForm>
        <PostForm action=new_game>
            <input type="hidden" name="opponent" value="same-device" />
            <input type="hidden" name="position" value=for_two />
            <RulesFields rules />
            <button type="submit">{t!(words, "study-two-players")}</button>
        </PostForm>
    }
}
