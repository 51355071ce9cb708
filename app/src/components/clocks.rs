//! A live game's clocks, as kept by the server. The page's script counts
//! the running one down between the server's drawings (`client/game`'s
//! `clocks`), and says the viewer's own time as it passes 60, 30 and 10
//! seconds left, not every second: the words for each are drawn here.

use crate::i18n::use_words;
use crate::t;
use engine::Player;
use leptos::prelude::*;
use play::Clock;

/// Both sides' clocks: `left_ms` each as the server read them, the
/// `running` side's counting down. `names` are the sides' names, Player
/// 1's first; `mine` is the viewer's side.
#[component]
pub fn Clocks(
    left_ms: [u64; 2],
    running: Option<Player>,
    names: [String; 2],
    mine: Option<Player>,
) -> impl IntoView {
    let words = use_words();
    let label = t!(words, "controls-clocks");
    let side = move |player: Player| {
        let index = usize::from(player.number() - 1);
        // Fluent drops a message's trailing space: the page adds it.
        let who = if mine == Some(player) {
            format!("{} ", t!(words, "controls-clock-yours"))
        } else {
            format!(
                "{} ",
                t!(words, "controls-clock-of", name = names[index].clone())
            )
        };
        view! {
            <p
                class="clock-side"
                data-side=player.number()
                data-left-ms=left_ms[index]
                data-running=(running == Some(player)).to_string()
                data-mine=(mine == Some(player)).then_some("true")
            >
                {who} <span class="clock-time">{text(left_ms[index])}</span>
            </p>
        }
    };
    // What the script says as the viewer's clock passes each mark, a line
    // a mark: "60=…".
    let warnings: String = Clock::WARNINGS
        .into_iter()
        .map(|seconds| {
            format!(
                "{seconds}={}",
                t!(words, "controls-clock-warning", seconds = seconds)
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    view! {
        <div class="clocks" role="group" aria-label=label>
            {side(Player::One)}
            {side(Player::Two)}
            <p class="sr-only clock-warning" aria-live="assertive" aria-atomic="true" data-warnings=warnings></p>
        </div>
    }
}

/// Time left as a clock shows it: minutes and seconds, rounded up so that
/// 0:00 means out of time.
///
/// ```
/// assert_eq!(app::components::clocks::text(59_001), "1:00");
/// assert_eq!(app::components::clocks::text(0), "0:00");
/// ```
pub fn text(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}
