//! `/faq`: the questions players ask, answered briefly.

use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// `/faq`.
#[component]
pub fn FaqPage() -> impl IntoView {
    view! {
        <Title text="Kalah questions and answers" />
        <Meta name="description" content="Short answers about Kalah: Mancala or Kalah, extra turns, captures, the end of the game, playing a friend, devices and accessibility." />
        <h1>"Questions and answers"</h1>

        <h2>"Is Mancala the same as Kalah?"</h2>
        <p>"Mancala is the whole family of sowing games; Kalah is one of them. In Kalah you capture from the pit facing your own empty pit; in Oware, for example, you capture on your opponent's side by making a pit hold 2 or 3. See " <a href="/variants">"the Mancala family"</a> "."</p>

        <h2>"What happens when my last stone lands in my store?"</h2>
        <p>"You move again, as often as it happens. The last stone can never land in your opponent's store, because sowing skips it. " <a href="/rules">"The rules"</a></p>

        <h2>"When do I capture?"</h2>
        <p>"Only when your last stone lands in an empty pit on your own side and the facing pit has stones. You take both into your store, and the turn passes."</p>

        <h2>"When does the game end?"</h2>
        <p>"After any move that leaves either side empty. The stones still in pits go to their side's owner. With 48 stones, 25 in your store wins."</p>

        <h2>"Who wins with perfect play?"</h2>
        <p>"The first player, by 8, and only by opening with pit 3. Our Expert level plays perfectly. " <a href="/history">"History and the solved game"</a></p>

        <h2>"How do I play a friend online?"</h2>
        <p>"On the home page choose Play a friend, send the link, and your friend presses Join; you play first. A room closes 30 minutes after both players have left, and 24 hours after it was made."</p>

        <h2>"Can I continue on my phone?"</h2>
        <p>"Yes: open " <a href="/device">"Continue on another device"</a> " and open the link (or scan the code) on the phone. Keep the link private."</p>

        <h2>"Do I need an account, or JavaScript?"</h2>
        <p>"No account is needed, and every page works without JavaScript, by keyboard alone and with a screen reader. With JavaScript, moves are instant and animated."</p>

        <h2>"How can I get better?"</h2>
        <p>"Read the " <a href="/strategy">"strategy tips"</a> ", try their positions, and after a game open its analysis to see which moves lost stones."</p>
    }
}
