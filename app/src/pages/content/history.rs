//! `/history`: where Kalah comes from, with numbered sources.

use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// A reference mark to source `n`.
#[component]
fn Source(n: u8) -> impl IntoView {
    view! { <sup><a href=format!("#source-{n}") aria-label=format!("source {n}")>{format!("[{n}]")}</a></sup> }
}

/// `/history`.
#[component]
pub fn HistoryOfKalahPage() -> impl IntoView {
    view! {
        <Title text="The history of Kalah and Mancala" />
        <Meta name="description" content="Where Kalah comes from: the Mancala family, its spread and archaeology, Kalah's commercial history and patent, and how computers solved the game." />
        <h1>"The history of Kalah"</h1>

        <h2>"A family of counting games"</h2>
        <p>"Mancala is not one game but a large family: games played by sowing stones or seeds around rows of pits and capturing by counting. Boards have two, three or four rows, and every game has its own capture rule." <Source n=2 /><Source n=3 /></p>

        <h2>"Where it spread"</h2>
        <p>"Sowing games are played from West Africa to the Caribbean and South America, from North to South Africa, and from the Middle East to South and Southeast Asia. Wari (also Oware, Awari or Awale) travelled from West Africa to the Caribbean with enslaved West Africans. On the East African coast, Swahili speakers play Bao on four rows of pits." <Source n=2 /></p>

        <h2>"The name"</h2>
        <p>"The word mancala comes from the Arabic naqala, to move." <Source n=1 /><Source n=3 /></p>

        <h2>"What archaeology says"</h2>
        <p>"Many carved boards are hard to date, so claims of great age are often disputed. The most reliable ancient evidence is a set of boards found at Abu Sha'ar, a fourth-century Roman fort on Egypt's Red Sea coast. The oldest written description is probably in the tenth-century Kitab al-Aghani, the Book of Songs." <Source n=1 /><Source n=3 /></p>

        <h2>"Kalah: a modern member"</h2>
        <p>"Kalah is a twentieth-century game with written rules, sold in the United States by William J. Champion's company. Its success made Mancala widely played there; in North America the word often simply means Kalah, and it is the most played game of the family in Europe and North America." <Source n=3 /><Source n=4 /><Source n=6 /></p>
        <p>"Champion applied for a patent on a Kalah board in 1951, granted in 1955. It suggests three stones per pit for children or a shorter game, and four to six for adults." <Source n=5 /></p>

        <h2>"Computers and the solved game"</h2>
        <p>"The first computer program to play Kalah dates from 1960. In 2000 Irving, Donkers and Uiterwijk solved every Kalah set-up up to six pits and six stones, except six pits with six stones, under the empty-capture rule; Mark Rawlings reported six pits with six stones in 2015." <Source n=4 /></p>
        <p>"Solved means the result of perfect play is known from the start. Under the rules played here, with four stones per pit, the first player wins by 8: if both sides play perfectly, Player 1 ends with 28 stones to 20. Our Expert level plays perfectly, using the same kind of exact search and endgame tables; the only opening that keeps the win is pit 3."</p>

        <h2>"Sources"</h2>
        <ol class="sources">
            <li id="source-1">"Pierre Lombard, “Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées”, ArchéOrient – Le Blog, 2017 (in French)."</li>
            <li id="source-2">"Alex de Voogt, “Mancala: Games That Count”, Expedition 43(1), Penn Museum, 2001."</li>
            <li id="source-3">"Kristen Pearson, “Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala”, Expedition 58(1), Penn Museum, 2016."</li>
            <li id="source-4">"Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, “Solving Kalah”, ICGA Journal 23(3), 2000."</li>
            <li id="source-5">"William J. Champion, “Game Counter”, U.S. Patent 2,720,362, 1955."</li>
            <li id="source-6">"Wikipedia (English), “Mancala”."</li>
        </ol>
    }
}
