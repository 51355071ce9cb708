//! `/rules`: the rules for a first game, with diagrams.

use crate::components::diagram::Diagram;
use engine::Player;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/rules`.
#[component]
pub fn RulesPage() -> impl IntoView {
    view! {
        <Title text="How to play Kalah" />
        <Meta name="description" content="The rules of Kalah for a first game: sowing, extra turns, captures and the end, with small board diagrams." />
        <h1>"How to play Kalah"</h1>
        <p class="lead">"Two players, twelve pits, two stores, 48 stones. Move stones around the board; the one with more stones in their store at the end wins."</p>

        <h2>"The board"</h2>
        <p>"Each player owns the six pits on their side and the store (the big pit) to their right. At the start every pit holds four stones and both stores are empty. Player 1 moves first."</p>
        <Diagram position="4,4,4,4,4,4,0,4,4,4,4,4,4,0,1" caption="The start: four stones in each pit, empty stores. Player 1's pits are the bottom row, numbered 1 to 6 from left to right; their store is on the right." />

        <h2>"Sowing"</h2>
        <p>"On your turn, pick one of your pits that has stones. Take them all and drop one in each following pit, counter-clockwise: along your row, into your own store, then along your opponent's row. Your opponent's store is always skipped."</p>
        <Diagram position="4,4,4,4,4,0,1,5,5,5,4,4,4,0,2" marked=Some((Player::One, 6)) caption="Player 1 sowed pit 6: one stone into their store, then one into each of Player 2's first three pits. Player 2 moves next." />

        <h2>"Extra turn"</h2>
        <p>"If your last stone lands in your own store, you move again. There is no limit: one good move can lead to another."</p>
        <Diagram position="4,4,0,5,5,5,1,4,4,4,4,4,4,0,1" marked=Some((Player::One, 3)) caption="Player 1 sowed pit 3: its four stones reach exactly the store, so Player 1 moves again." />

        <h2>"Going round the board"</h2>
        <p>"A pit with 13 or more stones sends stones all the way round: past your store, along your opponent's row (never into their store) and back into your own pits, including the one you started from."</p>
        <Diagram position="1,1,0,3,1,1,17,4,3,2,0,7,1,7,2" marked=Some((Player::One, 3)) caption="Player 1 sowed 13 stones from pit 3. The last one came back into pit 3, now empty, so it captured the 5 stones opposite along with itself." />

        <h2>"Capture"</h2>
        <p>"If your last stone lands in an empty pit on your own side, and the pit facing it on your opponent's side has stones, you capture: that last stone and all the facing stones go into your store. Then the turn passes."</p>
        <Diagram position="0,0,3,2,0,0,17,3,2,1,4,0,0,16,2" marked=Some((Player::One, 1)) caption="Player 1 sowed pit 1: its only stone landed in empty pit 2, facing Player 2's pit 5 with 6 stones. All 7 went to Player 1's store." />

        <h2>"No capture from an empty facing pit"</h2>
        <p>"If the facing pit is empty, nothing is captured: the stone simply stays where it landed."</p>
        <Diagram position="0,1,3,2,0,0,10,3,2,1,4,0,6,16,2" marked=Some((Player::One, 1)) caption="The same move, but Player 2's pit 5 was empty: the stone stays in pit 2 and the turn passes." />

        <h2>"The end"</h2>
        <p>"The game ends as soon as all six pits of either player are empty, after any move, even one that earned an extra turn. Every stone still in a pit then goes to the store of the player on whose side it lies. More stones in the store wins; 24 to 24 is a draw. With 48 stones, 25 in your store wins whatever happens next."</p>
        <Diagram position="0,0,0,0,0,0,21,0,0,0,0,0,0,27" caption="Player 1 ended in their store with their last stone, emptying their side. Player 2 banks the 16 stones left on their side and wins 27 to 21." />

        <h2>"House rules you may meet elsewhere"</h2>
        <p>"Some sites and boxed sets play a little differently. We play the rules above by default; the empty-capture rule can be chosen when you start a game (see " <a href="/variants">"Variants"</a> ")."</p>
        <ul>
            <li>"The game goes on until the player to move has no stones, rather than ending when either side is empty."</li>
            <li>"A player with no stones simply loses their turn."</li>
            <li>"The lone last stone is captured even when the facing pit is empty (the empty-capture rule)."</li>
            <li>"The pie rule: after the first move, the second player may swap sides, to offset the first player's advantage."</li>
        </ul>
        <p><a href="/">"Start a game"</a>" · "<a href="/strategy">"Strategy tips"</a></p>
    }
}
