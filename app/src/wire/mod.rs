//! How server functions travel: their arguments as plain form fields
//! (so every form works without JavaScript), their answers in the wire
//! codec, and the fields every feature reads alike. The server functions
//! themselves live with the feature that serves them (`game/api.rs`, …).

pub mod codec;
pub mod form;

/// The pit a form's `pit` field names, read as text so that a forged
/// number gets the same words as any other mistake.
#[cfg(feature = "ssr")]
pub(crate) fn pit_field(pit: Option<&str>) -> Result<engine::Pit, crate::error::PlayError> {
    use crate::error::PlayError;
    let pit = pit.ok_or_else(|| PlayError::BadInput("no pit was chosen".to_string()))?;
    pit.parse().ok().and_then(engine::Pit::new).ok_or_else(|| {
        PlayError::BadInput(format!("there is no pit {pit:?}; pits are numbered 1 to 6"))
    })
}
