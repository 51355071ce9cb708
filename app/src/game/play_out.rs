//! Playing out an action's moves in the browser: each sown stone by stone,
//! with sound, and each announced once when it ends.

use crate::components::announcer::Announcer;
use crate::game::live::LiveGame;
use crate::game::view::{ViewWords, describe_move};
use crate::i18n::Words;
use crate::preferences::Preferences;
use engine::Board;
use leptos::prelude::*;
use play::GameView;

/// Milliseconds between one move's end and the next move's start when
/// moves are played out.
const BETWEEN_MOVES_MS: u32 = 450;

/// Follows the game as it changes: moves that just happened are played
/// out (the game has already put the board back to before them, see
/// [`LiveGame::played`]); a new state stops the play-out of the one before.
pub(crate) fn follow(
    game: LiveGame,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    preferences: RwSignal<Preferences>,
) {
    Effect::new(move || {
        let reduced_motion = window()
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|query| query.matches());
        game.animated
            .set_value(preferences.with(|now| now.animation) && !reduced_motion);
    });
    let words = crate::i18n::use_words();
    let generation = StoredValue::new(0u32);
    Effect::new(move |seen: Option<()>| {
        game.state.track();
        if seen.is_none() {
            return;
        }
        generation.update_value(|count| *count += 1);
        let current = generation.get_value();
        let alive = move || generation.try_get_value() == Some(current);
        frame.set(None);
        if game.just_played.get_value() {
            let sound = preferences.with_untracked(|now| now.sound);
            let animate = game.animated.get_value();
            game.state.with_untracked(|view| {
                play_out(
                    &words, view, game.shown, frame, announcer, animate, sound, alive,
                )
            });
        }
    });
}

/// Plays out the latest action's moves: each sown stone by stone if
/// `animate`, each announced once when it ends, the last with whose turn it
/// is; otherwise all at once, in one announcement.
#[allow(clippy::too_many_arguments)]
fn play_out(
    words: &Words,
    game: &GameView,
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    animate: bool,
    sound: bool,
    alive: impl Fn() -> bool + 'static,
) {
    use crate::animation::{frame_ms, frames};
    use crate::sound::{Sound, play};

    if game.recent.is_empty() {
        // An end without a move (a resignation, the clock, an abort) is
        // said as the page shows it.
        if game.is_finished() {
            announcer.say(game.turn_text(words));
        }
        return;
    }
    let (steps, announcements) = {
        let mut steps: Vec<(u32, Step)> = Vec::new();
        let mut announcements = Vec::new();
        for (index, played) in game.recent.iter().enumerate() {
            let mut said = describe_move(words, game, &played.sowing);
            if index + 1 == game.recent.len() {
                said = format!(
                    "{said} {}{}",
                    game.turn_text(words),
                    game.earned_text(words)
                );
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
    };
    if !animate {
        if sound {
            let captured = game
                .recent
                .iter()
                .any(|played| played.sowing.capture.is_some());
            play(if captured {
                Sound::Capture
            } else {
                Sound::Store
            });
        }
        announcer.say(announcements.join(" "));
        return;
    }
    let run = Run {
        shown,
        frame,
        announcer,
        sound,
        alive: std::rc::Rc::new(alive),
    };
    run.steps(steps.into_iter().collect(), 0);
}

/// One step of a play-out.
enum Step {
    /// Show this board, with this sound.
    Frame(Board, Option<crate::sound::Sound>),
    /// The first `usize` moves are done; say this.
    Settle(usize, String),
}

/// A play-out under way.
struct Run {
    shown: RwSignal<usize>,
    frame: RwSignal<Option<Board>>,
    announcer: Announcer,
    sound: bool,
    /// False once the page has moved on (another state, another page).
    alive: std::rc::Rc<dyn Fn() -> bool>,
}

impl Run {
    fn steps(self, mut steps: std::collections::VecDeque<(u32, Step)>, wait_ms: u32) {
        set_timeout(
            move || {
                if !(self.alive)() {
                    return;
                }
                let Some((pause, step)) = steps.pop_front() else {
                    return;
                };
                match step {
                    Step::Frame(board, noise) => {
                        if let Some(noise) = noise.filter(|_| self.sound) {
                            crate::sound::play(noise);
                        }
                        self.frame.set(Some(board));
                    }
                    Step::Settle(moves, said) => {
                        self.announcer.say(said);
                        self.frame.set(None);
                        self.shown.set(moves);
                    }
                }
                self.steps(steps, pause);
            },
            std::time::Duration::from_millis(u64::from(wait_ms)),
        );
    }
}
