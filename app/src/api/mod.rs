//! Server functions grouped by what they act on, apart from the pages so
//! that pages share them without importing each other.

pub mod codec;
pub mod form;
pub mod game;
pub mod lobby;
pub mod new_game;
pub mod puzzle;
pub mod room;

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
