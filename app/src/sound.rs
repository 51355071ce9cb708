//! Sounds made in the browser with Web Audio: no audio files. Off unless
//! the player turns them on.

/// What a sound marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A stone dropped into a pit.
    Drop,
    /// A stone dropped into a store.
    Store,
    /// Stones captured.
    Capture,
}

#[cfg(feature = "browser")]
thread_local! {
    static CONTEXT: std::cell::OnceCell<Option<web_sys::AudioContext>> =
        const { std::cell::OnceCell::new() };
}

/// Plays `sound` now. Does nothing where the browser has no Web Audio.
#[cfg(feature = "browser")]
pub fn play(sound: Sound) {
    let (frequency, seconds, kind) = match sound {
        Sound::Drop => (520.0, 0.07, web_sys::OscillatorType::Sine),
        Sound::Store => (780.0, 0.12, web_sys::OscillatorType::Triangle),
        Sound::Capture => (260.0, 0.25, web_sys::OscillatorType::Square),
    };
    CONTEXT.with(|cell| {
        let Some(context) = cell.get_or_init(|| web_sys::AudioContext::new().ok()) else {
            return;
        };
        let _ = tone(context, frequency, seconds, kind);
    });
}

#[cfg(feature = "browser")]
fn tone(
    context: &web_sys::AudioContext,
    frequency: f32,
    seconds: f64,
    kind: web_sys::OscillatorType,
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
