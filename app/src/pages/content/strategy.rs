//! `/strategy`: tips, each with a position where it applies and a button
//! that opens that position as a practice game against the computer.

use crate::api::new_game::NewGame;
use crate::components::diagram::Diagram;
use crate::components::post_form::PostForm;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// One tip: its advice, a position (Player 1 to move) and a caption.
struct Tip {
    title: &'static str,
    advice: &'static str,
    position: &'static str,
    marked: Option<(Player, u8)>,
    caption: &'static str,
}

const TIPS: [Tip; 6] = [
    Tip {
        title: "Count to your store",
        advice: "A pit whose stones exactly reach your store earns another turn: pit 6 needs 1 stone, pit 5 needs 2, pit 4 needs 3, pit 3 needs 4. At the start pit 3 is such a pit, and it is the only opening that keeps the first player's winning edge.",
        position: "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1",
        marked: Some((Player::One, 3)),
        caption: "The start: pit 3 holds 4 stones, exactly enough to reach the store.",
    },
    Tip {
        title: "Nearest the store first",
        advice: "When several pits give an extra turn, sow the one nearest your store first. Sowing a farther one first drops a stone into the nearer one and spoils it.",
        position: "3,4,2,5,2,1,5,4,4,4,4,4,4,2,1",
        marked: Some((Player::One, 6)),
        caption: "Pit 6 (1 stone) and pit 5 (2 stones) both reach the store: sow pit 6, then pit 5.",
    },
    Tip {
        title: "Thirteen stones come home",
        advice: "A pit with exactly 13 stones goes all the way round and ends in itself, now empty, just after the facing pit received a stone: it always captures.",
        position: "0,0,13,2,0,0,10,3,2,1,4,6,0,7,1",
        marked: Some((Player::One, 3)),
        caption: "Pit 3 holds 13 stones: sowing it captures the pit opposite with the lap's stone in it.",
    },
    Tip {
        title: "Watch your opponent's empty pits",
        advice: "Your stones facing an empty pit of your opponent's can be captured if they can end a sowing there. Move the threatened stones, or sow a stone into their empty pit.",
        position: "3,6,4,4,5,0,4,4,4,3,1,0,5,5,1",
        marked: Some((Player::One, 2)),
        caption: "Player 2's pit 5 is empty and their pit 4 holds 1 stone: your 6 stones in pit 2 are in danger.",
    },
    Tip {
        title: "Count before you empty your side",
        advice: "When a side runs empty the game ends and the stones left go to the side they are on. Emptying your own side can end the game while your opponent still holds stones, which they keep: count first.",
        position: "0,0,0,0,0,1,20,3,2,1,4,6,0,11,1",
        marked: Some((Player::One, 6)),
        caption: "Sowing pit 6 ends the game: Player 2 keeps 16 stones and wins 27 to 21.",
    },
    Tip {
        title: "Twenty-five is a win",
        advice: "With 48 stones, 25 in your store wins whatever happens afterwards. Once you have them, play safe; until then, count what is still on the board.",
        position: "0,0,0,0,1,2,22,2,3,1,4,2,0,11,1",
        marked: None,
        caption: "Player 1 has 22 in the store and 3 on their side: every stone still counts.",
    },
];

/// `/strategy`.
#[component]
pub fn StrategyPage() -> impl IntoView {
    let new_game = ServerAction::<NewGame>::new();
    let tips = TIPS
        .iter()
        .map(|tip| {
            view! {
                <section class="tip">
                    <h2>{tip.title}</h2>
                    <p>{tip.advice}</p>
                    <Diagram position=tip.position marked=tip.marked caption=tip.caption />
                    <PostForm action=new_game>
                        <input type="hidden" name="opponent" value="computer" />
                        <input type="hidden" name="level" value="medium" />
                        <input type="hidden" name="position" value=tip.position />
                        <button type="submit">"Try it against the computer"</button>
                    </PostForm>
                </section>
            }
        })
        .collect_view();
    view! {
        <Title text="Kalah strategy" />
        <Meta name="description" content="Kalah tips with positions to practise: extra turns, the 13-stone lap, defending against captures and counting the endgame." />
        <h1>"Kalah strategy"</h1>
        <p class="lead">"Six habits of strong players. Each comes with a position where it matters; try it against the computer (Medium), with you to move."</p>
        {tips}
        <p><a href="/rules">"The rules"</a>" · "<a href="/faq">"FAQ"</a></p>
    }
}
