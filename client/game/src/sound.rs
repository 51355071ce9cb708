//! The sounds of sowing, made with Web Audio: no audio files.

use app::sound::Sound;
use std::cell::OnceCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: OnceCell<Option<AudioContext>> = const { OnceCell::new() };
}

/// Plays `sound` now. Does nothing where the browser has no Web Audio.
pub(crate) fn play(sound: Sound) {
    let (frequency, seconds, kind) = match sound {
        Sound::Drop => (520.0, 0.07, OscillatorType::Sine),
        Sound::Store => (780.0, 0.12, OscillatorType::Triangle),
        Sound::Capture => (260.0, 0.25, OscillatorType::Square),
    };
    CONTEXT.with(|cell| {
        if let Some(context) = cell.get_or_init(|| AudioContext::new().ok()) {
            let _ = tone(context, frequency, seconds, kind);
        }
    });
}

fn tone(
    context: &AudioContext,
    frequency: f32,
    seconds: f64,
    kind: OscillatorType,
) -> Result<(), wasm_bindgen::JsValue> {
    let now = context.current_time();
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(kind);
    oscillator.frequency().set_value(frequency);
    let gain = context.create_gain()?;
    // A quick fade-out: a bare oscillator clicks when it stops.
    gain.gain().set_value_at_time(0.15, now)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, now + seconds)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start()?;
    oscillator.stop_with_when(now + seconds)?;
    Ok(())
}
