//! A new state of the game, shown: the server's drawing of it laid over
//! the page, and the moves that just happened played out first, each sown
//! stone by stone (unless animation is off or motion reduced) and each
//! announced once when it ends.

use crate::dom::{after, document, query, query_page, window};
use crate::morph::morph;
use crate::page::{self, Page};
use app::animation::{frame_ms, frames};
use app::sound::Sound;
use engine::Board;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use web_sys::{Document, Element};

/// Milliseconds between one move's end and the next move's start.
const BETWEEN_MOVES_MS: u32 = 450;
/// Milliseconds between the result and the room's line on the next arena
/// game, so that a screen reader says the result first.
const RESULT_FIRST_MS: u32 = 1500;

thread_local! {
    /// The server's drawing of the state being shown, laid over the page
    /// again once its moves are played out.
    static DRAWN: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// Announcements made: the two regions speak in turn.
    static SAID: Cell<u32> = const { Cell::new(0) };
}

/// Shows `fresh`, the state the page `next` draws, after an action here.
pub(crate) fn show(next: Document, fresh: Page) {
    let Some(drawn) = crate::morph::drawing(&next) else {
        return;
    };
    let reduced = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    let played = page::with(|page| {
        let changed = fresh.game.version != page.game.version || fresh.game.ply != page.game.ply;
        page.preferences = fresh.preferences;
        page.said = fresh.said;
        // The same game (a setting changed, a form refused): a play-out
        // under way goes on.
        if !changed {
            return None;
        }
        let animate = page.preferences.animation && !reduced;
        page.generation = page::new_generation();
        page.shown = if animate { 0 } else { fresh.game.recent.len() };
        page.frame = None;
        page.game = fresh.game;
        Some(animate)
    })
    .flatten();
    DRAWN.with(|cell| *cell.borrow_mut() = Some(drawn));
    lay_over();
    document().set_title(&next.title());
    match played {
        Some(true) => play_out(),
        Some(false) => at_once(),
        None if page::with(|page| page.settled()) == Some(true) => crate::focus::settle(),
        None => {}
    }
}

/// Lays the server's drawing over the page, then what this page alone
/// shows: the board as far as it is played out.
fn lay_over() {
    let next_game_said = query(".next-game")
        .and_then(|line| line.text_content())
        .is_some_and(|words| !words.is_empty());
    let drawn = DRAWN.with(|cell| cell.borrow().clone());
    if let (Some(main), Some(drawn)) = (query("main"), drawn) {
        morph(&main, &drawn);
    }
    if !next_game_said {
        hold_next_game();
    }
    let unsettled = page::with(|page| {
        (!page.settled()).then(|| {
            page.said
                .statuses
                .get(page.shown)
                .cloned()
                .unwrap_or_default()
        })
    })
    .flatten();
    if let Some(status) = unsettled {
        // What the page shows once the moves are played out waits.
        if let Some(line) = query(".now .status") {
            line.set_text_content(Some(&status));
        }
        if let Some(turn) = query(".now .turn") {
            turn.set_text_content(None);
        }
        for later in query_page("#game .hint, #game .game-over, #game .earned") {
            later.set_hidden(true);
        }
    }
    crate::board::draw();
    crate::camera::show();
    crate::clock::show();
    crate::clocks::show();
    crate::board::add_full_screen();
}

/// The room's line on the next arena game, new in this drawing: said once
/// the moves are played out and the result has been said.
fn hold_next_game() {
    let Some(line) = query(".next-game") else {
        return;
    };
    let words = line.text_content().unwrap_or_default();
    line.set_text_content(None);
    if page::with(|page| page.settled()) == Some(true) {
        after(RESULT_FIRST_MS, move || {
            if let Some(line) = query(".next-game") {
                line.set_text_content(Some(&words));
            }
        });
    }
}

/// The latest moves all at once, in one announcement.
fn at_once() {
    let (said, sound) = page::with(|page| {
        let captured = page
            .game
            .recent
            .iter()
            .any(|played| played.sowing.captured() > 0);
        let sound = page.preferences.sound && !page.game.recent.is_empty();
        let said = if page.game.recent.is_empty() {
            page.game.is_finished().then(|| page.said.turn.clone())
        } else {
            Some(page.said.announcements.join(" "))
        };
        (
            said,
            sound.then_some(if captured {
                Sound::Capture
            } else {
                Sound::Store
            }),
        )
    })
    .unwrap_or_default();
    if let Some(sound) = sound {
        app::sound::play(sound);
    }
    if let Some(said) = said {
        say(&said);
    }
    crate::focus::settle();
}

/// One step of a play-out.
enum Step {
    /// Show this board, with this sound.
    Frame(Board, Option<Sound>),
    /// The first `usize` moves are done.
    Settle(usize),
}

fn play_out() {
    let Some((steps, generation)) = page::with(|page| {
        let mut steps = VecDeque::new();
        for (index, played) in page.game.recent.iter().enumerate() {
            let before = page.game.position_after(index);
            let pause = frame_ms(&played.sowing);
            for frame in frames(&before, &played.sowing) {
                steps.push_back((pause, Step::Frame(frame.board, frame.sound)));
            }
            steps.push_back((BETWEEN_MOVES_MS, Step::Settle(index + 1)));
        }
        (steps, page.generation)
    }) else {
        return;
    };
    if steps.is_empty() {
        at_once();
        return;
    }
    run(steps, 0, generation);
}

fn run(mut steps: VecDeque<(u32, Step)>, wait_ms: u32, generation: u32) {
    after(wait_ms, move || {
        let Some((pause, step)) = steps.pop_front() else {
            return;
        };
        let alive = page::with(|page| page.generation == generation).unwrap_or(false);
        if !alive {
            return;
        }
        match step {
            Step::Frame(board, sound) => {
                let sound = page::with(|page| {
                    page.frame = Some(board);
                    sound.filter(|_| page.preferences.sound)
                })
                .flatten();
                if let Some(sound) = sound {
                    app::sound::play(sound);
                }
                crate::board::draw();
            }
            Step::Settle(moves) => {
                let (said, done) = page::with(|page| {
                    page.frame = None;
                    page.shown = moves;
                    (
                        page.said
                            .announcements
                            .get(moves - 1)
                            .cloned()
                            .unwrap_or_default(),
                        page.settled(),
                    )
                })
                .unwrap_or_default();
                say(&said);
                lay_over();
                if done {
                    crate::focus::settle();
                }
            }
        }
        run(steps, pause, generation);
    });
}

/// Speaks `text` once, in the region that did not speak last: a change of
/// region is always a change, so the same words twice are spoken twice.
pub(crate) fn say(text: &str) {
    let count = SAID.with(|said| {
        said.set(said.get() + 1);
        said.get()
    });
    let regions = query_page(".announcer [aria-live]");
    for (index, region) in regions.iter().enumerate() {
        let speaks = (count as usize + index) % 2 == 1;
        region.set_text_content(Some(if speaks { text } else { "" }));
    }
}
