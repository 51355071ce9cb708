//! `/oware/strategy`: how to play Oware well, each idea with a position to
//! try against the computer.

use crate::components::diagram::Diagram;
use crate::components::post_form::PostForm;
use crate::game::new_game::NewGame;
use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// One idea: what to do, and a position that shows it.
struct Idea {
    title: String,
    advice: String,
    position: &'static str,
    marked: Option<(Player, u8)>,
    caption: String,
}

/// `/oware/strategy`.
#[component]
pub fn OwareStrategyPage() -> impl IntoView {
    let words = use_words();
    let new_game = ServerAction::<NewGame>::new();
    let ideas = [
        Idea {
            title: t!(words, "oware-strategy-targets-title"),
            advice: t!(words, "oware-strategy-targets-advice"),
            position: "8,3,9,1,3,4,2,2,2,1,3,10,0,0,1",
            marked: Some((Player::One, 1)),
            caption: t!(words, "oware-strategy-targets-caption"),
        },
        Idea {
            title: t!(words, "oware-strategy-kroo-title"),
            advice: t!(words, "oware-strategy-kroo-advice"),
            position: "0,4,8,0,17,3,6,0,0,1,1,0,2,6,1",
            marked: Some((Player::One, 5)),
            caption: t!(words, "oware-strategy-kroo-caption"),
        },
        Idea {
            title: t!(words, "oware-strategy-tempo-title"),
            advice: t!(words, "oware-strategy-tempo-advice"),
            position: "1,0,1,5,6,1,17,0,0,2,0,1,1,13,1",
            marked: Some((Player::One, 1)),
            caption: t!(words, "oware-strategy-tempo-caption"),
        },
        Idea {
            title: t!(words, "oware-strategy-feeding-title"),
            advice: t!(words, "oware-strategy-feeding-advice"),
            position: "1,3,10,6,2,0,15,0,0,0,0,0,0,11,1",
            marked: Some((Player::One, 5)),
            caption: t!(words, "oware-strategy-feeding-caption"),
        },
    ];
    let ideas = ideas
        .into_iter()
        .map(|idea| {
            let try_it = t!(words, "oware-strategy-try");
            view! {
                <section class="tip">
                    <h2>{idea.title}</h2>
                    <p>{idea.advice}</p>
                    <Diagram position=idea.position marked=idea.marked caption=idea.caption oware=true />
                    <PostForm action=new_game>
                        <input type="hidden" name="game" value="oware" />
                        <input type="hidden" name="opponent" value="computer" />
                        <input type="hidden" name="level" value="medium" />
                        <input type="hidden" name="position" value=idea.position />
                        <button type="submit">{try_it}</button>
                    </PostForm>
                </section>
            }
        })
        .collect_view();
    view! {
        <Title text=t!(words, "oware-strategy-title") />
        <Meta name="description" content=t!(words, "oware-strategy-description") />
        <h1>{t!(words, "oware-strategy-title")}</h1>
        <p class="lead">{t!(words, "oware-strategy-lead")}</p>
        {ideas}
        <h2>{t!(words, "oware-strategy-endgame-title")}</h2>
        <p>{t!(words, "oware-strategy-endgame-advice")}</p>
        <p>
            <a href=words.href("/oware/rules")>{t!(words, "oware-strategy-rules-link")}</a>
            " · "
            <a href=words.href("/oware/history")>{t!(words, "oware-strategy-history-link")}</a>
        </p>
    }
}
