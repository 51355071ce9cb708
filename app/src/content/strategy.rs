//! `/strategy`: tips, each with a position where it applies and a button
//! that opens that position as a practice game against the computer.

use crate::components::diagram::Diagram;
use crate::components::post_form::PostForm;
use crate::game::new_game::NewGame;
use crate::i18n::{Words, use_words};
use crate::t;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// One tip: its advice, a position (Player 1 to move) and a caption.
struct Tip {
    title: String,
    advice: String,
    position: &'static str,
    marked: Option<(Player, u8)>,
    caption: String,
}

fn tips(words: &Words) -> [Tip; 6] {
    [
        Tip {
            title: t!(words, "strategy-count-title"),
            advice: t!(words, "strategy-count-advice"),
            position: "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
            marked: Some((Player::One, 3)),
            caption: t!(words, "strategy-count-caption"),
        },
        Tip {
            title: t!(words, "strategy-nearest-title"),
            advice: t!(words, "strategy-nearest-advice"),
            position: "3,4,2,5,2,1,5,4,4,4,4,4,4,2,1",
            marked: Some((Player::One, 6)),
            caption: t!(words, "strategy-nearest-caption"),
        },
        Tip {
            title: t!(words, "strategy-thirteen-title"),
            advice: t!(words, "strategy-thirteen-advice"),
            position: "0,0,13,2,0,0,10,3,2,1,4,6,0,7,1",
            marked: Some((Player::One, 3)),
            caption: t!(words, "strategy-thirteen-caption"),
        },
        Tip {
            title: t!(words, "strategy-threat-title"),
            advice: t!(words, "strategy-threat-advice"),
            position: "3,6,4,4,5,0,4,4,4,3,1,0,5,5,1",
            marked: Some((Player::One, 2)),
            caption: t!(words, "strategy-threat-caption"),
        },
        Tip {
            title: t!(words, "strategy-empty-side-title"),
            advice: t!(words, "strategy-empty-side-advice"),
            position: "0,0,0,0,0,1,20,3,2,1,4,6,0,11,1",
            marked: Some((Player::One, 6)),
            caption: t!(words, "strategy-empty-side-caption"),
        },
        Tip {
            title: t!(words, "strategy-majority-title"),
            advice: t!(words, "strategy-majority-advice"),
            position: "0,0,0,0,1,2,22,2,3,1,4,2,0,11,1",
            marked: None,
            caption: t!(words, "strategy-majority-caption"),
        },
    ]
}

/// `/strategy`.
#[component]
pub fn StrategyPage() -> impl IntoView {
    let words = use_words();
    let new_game = ServerAction::<NewGame>::new();
    let tips = tips(&words)
        .into_iter()
        .map(|tip| {
            let try_it = t!(words, "strategy-try");
            view! {
                <section class="tip">
                    <h2>{tip.title}</h2>
                    <p>{tip.advice}</p>
                    <Diagram position=tip.position marked=tip.marked caption=tip.caption />
                    <PostForm action=new_game>
                        <input type="hidden" name="opponent" value="computer" />
                        <input type="hidden" name="level" value="medium" />
                        <input type="hidden" name="position" value=tip.position />
                        <button type="submit">{try_it}</button>
                    </PostForm>
                </section>
            }
        })
        .collect_view();
    view! {
        <Title text=t!(words, "strategy-title") />
        <Meta name="description" content=t!(words, "strategy-description") />
        <h1>{t!(words, "strategy-title")}</h1>
        <p class="lead">{t!(words, "strategy-lead")}</p>
        {tips}
        <p>
            <a href=words.href("/rules")>{t!(words, "strategy-rules-link")}</a>
            " · "
            <a href=words.href("/faq")>{t!(words, "strategy-faq-link")}</a>
        </p>
    }
}
