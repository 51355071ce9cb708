//! Playing out an action's moves in the browser: each sown stone by stone,
//! with sound, and each announced once when it ends.

use crate::components::announcer::Announcer;
use crate::game::{describe_move, ViewWords};
use crate::preferences::Preferences;
use engine::Board;
use leptos::prelude::*;
use play::GameView;

/// Milliseconds between one move's end and the next move's start when
/// moves are played out.
const BETWEEN_MOVES_MS: u32 = 450;

/// Plays out the latest action's moves: each sown stone by stone (unless
/// animation is off or the system asks for reduced motion), each announced
/// once when it ends, the last with whose turn it is.
pub(crate) fn play_out(
    view: StoredValue<GameView>,
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    preferences: Preferences,
) {
    use crate::animation::{frame_ms, frames};
    use crate::sound::{play, Sound};

    let reduced_motion = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    let animate = preferences.animation && !reduced_motion;
    let (steps, announcements) = view.with_value(|game| {
        let mut steps: Vec<(u32, Step)> = Vec::new();
        let mut announcements = Vec::new();
        for (index, played) in game.recent.iter().enumerate() {
            let mut said = describe_move(&game.setup, &played.sowing);
            if index + 1 == game.recent.len() {
                said = format!("{said} {}{}", game.turn_text(), game.earned_text());
            }
            if animate {
                let before = game.position_after(index);
                let pause = frame_ms(&played.sowing);
                steps.extend(
                    frames(&before, &played.sowing)
                        .into_iter()
                        .map(|frame| (pause, Step::Frame(frame.board, frame.sound))),
                );
                steps.push((BETWEEN_MOVES_MS, Step::Settle(index + 1, said)));
            } else {
                announcements.push(said);
            }
        }
        (steps, announcements)
    });
    if !animate {
        // Everything at once, in one announcement.
        if preferences.sound {
            let captured = view.with_value(|game| {
                game.recent
                    .iter()
                    .any(|played| played.sowing.capture.is_some())
            });
            play(if captured {
                Sound::Capture
            } else {
                Sound::Store
            });
        }
        announcer.say(announcements.join(" "));
        return;
    }
    shown.set(0);
    let sound = preferences.sound;
    run_steps(
        steps.into_iter().collect(),
        shown,
        frame,
        announcer,
        sound,
        0,
    );
}

/// One step of a play-out.
enum Step {
    /// Show this board, with this sound.
    Frame(Board, Option<crate::sound::Sound>),
    /// The first `usize` moves are done; say this.
    Settle(usize, String),
}

fn run_steps(
    mut steps: std::collections::VecDeque<(u32, Step)>,
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    sound: bool,
    wait_ms: u32,
) {
    set_timeout(
        move || {
            let Some((pause, step)) = steps.pop_front() else {
                return;
            };
            // The page moved on (another action, or another page).
            let alive = match step {
                Step::Frame(board, noise) => {
                    if sound {
                        if let Some(noise) = noise {
                            crate::sound::play(noise);
                        }
                    }
                    frame.try_set(Some(board)).is_none()
                }
                Step::Settle(moves, said) => {
                    announcer.say(said);
                    frame.try_set(None).is_none() && shown.try_set(moves).is_none()
                }
            };
            if alive {
                run_steps(steps, shown, frame, announcer, sound, pause);
            }
        },
        std::time::Duration::from_millis(u64::from(wait_ms)),
    );
}
