//! How server functions travel: their arguments as plain form fields
//! (so every form works without JavaScript), their answers in the wire
//! codec, and the fields every feature reads alike. The server functions
//! themselves live with the feature that serves them (`game/api.rs`, …).

pub mod codec;
pub mod form;

/// The header in which the game page's script names its page when it posts
/// a form: it is answered with the page the form leads to (see
/// `server::games::script_answers`), and counts the game's time itself.
pub const SCRIPT_PAGE: &str = "kalah-page-script";

/// The header of such an answer that names the page it is, or the page to
/// load instead.
pub const ANSWERED_PAGE: &str = "kalah-location";

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
