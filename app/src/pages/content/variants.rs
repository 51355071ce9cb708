//! `/variants`: the Mancala family, and which variants can be played here.

use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/variants`.
#[component]
pub fn VariantsPage() -> impl IntoView {
    view! {
        <Title text="The Mancala family and Kalah variants" />
        <Meta name="description" content="Oware, Bao, Kalah and three-stone Kalah compared, and the Kalah variants you can play here: 3 to 6 stones per pit and the empty-capture rule." />
        <h1>"The Mancala family"</h1>

        <h2>"Oware (Awale)"</h2>
        <p>"West Africa's game, especially in Ghana and Côte d'Ivoire, and the usual tournament game. Two rows of six pits, sown counter-clockwise. You capture when your last seed makes a pit on your opponent's side hold exactly 2 or 3. You may not leave your opponent without seeds, and the game ends when a player cannot move or what is left cannot be captured."</p>

        <h2>"Bao"</h2>
        <p>"Played in Tanzania, Kenya and along the Swahili coast: four rows of eight pits and a distinct opening phase. Many consider it the deepest game of the family."</p>

        <h2>"Kalah"</h2>
        <p>"The game on this site: two rows of six pits and a store each, with written rules from the mid-twentieth century. Extra turns and captures from your own empty pits make it fast and tactical, and it is the usual way into the family. " <a href="/rules">"Kalah's rules"</a></p>

        <h2>"Three-stone Kalah"</h2>
        <p>"Kalah with three stones per pit: 36 stones, shorter games and earlier captures. Good for children and quick games."</p>

        <h2>"Variants you can play here"</h2>
        <ul>
            <li>"3, 4, 5 or 6 stones per pit (4 is standard)."</li>
            <li>"The empty-capture rule: the lone last stone is captured even when the facing pit is empty (off by default)."</li>
        </ul>
        <p>"Choose them on the " <a href="/">"home page"</a> " under Variant, for every way to play: against the computer, two players on one device, or a friend through a link."</p>
        <p>{crate::proof::expert_scope_text()}</p>
    }
}
