//! The lobby's open seeks, each to accept or cancel, and the form that
//! opens one.

use crate::components::post_form::PostForm;
use crate::home::{OwareOptions, VariantFields};
use crate::i18n::{Words, use_words};
use crate::lobby::api::LobbyAct;
use crate::lobby::view::{SeekLine, rated_or_casual, shown_name_text, speed_text};
use crate::t;
use engine::Ruleset;
use leptos::prelude::*;
use play::{SeatChoice, Speed};

/// The open seeks, each with Accept, or Cancel for the visitor's own, and
/// how many more are open than listed.
#[component]
pub(super) fn Seeks(
    seeks: Vec<SeekLine>,
    more: usize,
    named: bool,
    act: ServerAction<LobbyAct>,
) -> impl IntoView {
    let words = use_words();
    let table = (!seeks.is_empty()).then(|| {
        let rows = seeks
            .into_iter()
            .map(|seek| view! { <SeekRow seek named act /> })
            .collect_view();
        view! {
            <table class="seeks">
                <caption class="sr-only">{t!(words, "lobby-seeks-caption")}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t!(words, "lobby-column-player")}</th>
                        <th scope="col">{t!(words, "lobby-column-rating")}</th>
                        <th scope="col">{t!(words, "lobby-column-game")}</th>
                        <th scope="col">{t!(words, "lobby-column-seat")}</th>
                        <th scope="col"><span class="sr-only">{t!(words, "lobby-column-action")}</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    });
    let empty = table
        .is_none()
        .then(|| view! { <p>{t!(words, "lobby-no-seeks")}</p> });
    let name_first = (!named).then(|| view! { <p>{t!(words, "lobby-name-first")}</p> });
    let more = (more > 0).then(|| view! { <p>{t!(words, "lobby-more-seeks", count = more)}</p> });
    view! {
        <section aria-labelledby="seeks-heading">
            <h2 id="seeks-heading" tabindex="-1">{t!(words, "lobby-seeks-heading")}</h2>
            {name_first}
            {table}
            {more}
            {empty}
        </section>
    }
}

/// One open seek.
#[component]
pub(super) fn SeekRow(seek: SeekLine, named: bool, act: ServerAction<LobbyAct>) -> impl IntoView {
    let words = use_words();
    let has_name = seek.name.is_some();
    let player = shown_name_text(&words, seek.name.as_ref());
    let rating = match seek.rating {
        None => t!(words, "lobby-rating-new"),
        Some((rating, true)) => format!("{rating}?"),
        Some((rating, false)) => rating.to_string(),
    };
    let settings = seek.settings;
    let mode = rated_or_casual(settings.rated);
    let game = match settings.rules {
        Ruleset::Kalah(variant) if variant.empty_capture() => t!(
            words,
            "lobby-seek-game-empty-capture",
            stones = variant.stones(),
            mode = mode
        ),
        Ruleset::Kalah(variant) => t!(
            words,
            "lobby-seek-game",
            stones = variant.stones(),
            mode = mode
        ),
        Ruleset::Oware(_) => t!(words, "lobby-seek-oware", mode = mode),
    };
    let seat = match settings.seat {
        SeatChoice::Random => t!(words, "lobby-seat-random"),
        SeatChoice::First => t!(words, "lobby-seat-one"),
        SeatChoice::Second => t!(words, "lobby-seat-two"),
    };
    let (action, label, described) = if seek.mine {
        (
            "cancel",
            t!(words, "lobby-cancel"),
            t!(words, "lobby-cancel-label", name = &player),
        )
    } else {
        (
            "accept",
            t!(words, "lobby-accept"),
            t!(words, "lobby-accept-label", name = &player),
        )
    };
    let button = (seek.mine || named).then(|| {
        view! {
            <PostForm action=act>
                <input type="hidden" name="seek" value=seek.id.to_string() />
                <button type="submit" name="action" value=action aria-label=described>
                    {label}
                </button>
            </PostForm>
        }
    });
    view! {
        <tr>
            <td>
                {if has_name {
                    let link = words.href(&crate::routes::player(&player));
                    view! { <a href=link>{player}</a> }.into_any()
                } else {
                    player.into_any()
                }}
                {seek.mine.then(|| format!(" {}", t!(words, "lobby-you")))}
            </td>
            <td>{rating}</td>
            <td>
                {game} " "
                // Short on the screen, whole when read out: the table fits
                // a phone.
                <span aria-hidden="true">{speed_short(&words, settings.speed)}</span>
                <span class="sr-only">{speed_text(&words, settings.speed)}</span>
            </td>
            <td>{seat}</td>
            <td>{button}</td>
        </tr>
    }
}

/// A speed as the seek table shows it: "5+3", "3 days".
pub(super) fn speed_short(words: &Words, speed: Speed) -> String {
    match speed {
        Speed::Live(_) => speed.to_string(),
        Speed::Correspondence { days } => t!(words, "lobby-days", days = days),
    }
}

/// The form that opens a seek.
#[component]
pub(super) fn SeekForm(act: ServerAction<LobbyAct>) -> impl IntoView {
    let words = use_words();
    let speeds = Speed::offered()
        .map(|speed| {
            let value = speed.to_string();
            let selected = value == "5+3";
            view! { <option value=value selected=selected>{speed_text(&words, speed)}</option> }
        })
        .collect_view();
    view! {
        <section aria-labelledby="seek-heading">
            <h2 id="seek-heading">{t!(words, "lobby-seek-heading")}</h2>
            <p>{t!(words, "lobby-seek-intro")}</p>
            <PostForm action=act class="seek-form">
                <input type="hidden" name="action" value="open" />
                <label>
                    {t!(words, "lobby-game")} " "
                    <select name="game">
                        <option value="kalah" selected=true>"Kalah"</option>
                        <option value="oware">"Oware"</option>
                    </select>
                </label> " "
                <VariantFields />
                <OwareOptions /> " "
                <label>{t!(words, "lobby-speed")} " " <select name="speed">{speeds}</select></label> " "
                <fieldset>
                    <legend>{t!(words, "lobby-ratings")}</legend>
                    <label><input type="radio" name="mode" value="rated" checked=true />" " {t!(words, "lobby-rated")}</label> " "
                    <label><input type="radio" name="mode" value="casual" />" " {t!(words, "lobby-casual")}</label>
                </fieldset>
                <fieldset>
                    <legend>{t!(words, "lobby-your-seat")}</legend>
                    <label><input type="radio" name="seat" value="random" checked=true />" " {t!(words, "lobby-seat-random")}</label> " "
                    <label><input type="radio" name="seat" value="first" />" " {t!(words, "lobby-seat-first")}</label> " "
                    <label><input type="radio" name="seat" value="second" />" " {t!(words, "lobby-seat-two")}</label>
                </fieldset>
                <button type="submit">{t!(words, "lobby-open-seek")}</button>
            </PostForm>
        </section>
    }
}
