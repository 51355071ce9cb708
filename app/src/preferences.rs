//! How a player likes the board: its view, animation and sound. Kept in
//! the session, so the choice holds across pages and without JavaScript.

use crate::error::PlayError;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// Which way the 3D board is seen from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardView {
    /// Tilted away from the player, as across a table.
    #[default]
    Angled,
    /// Straight from above.
    TopDown,
}

impl BoardView {
    /// The form's and the stylesheet's word for it.
    pub fn name(self) -> &'static str {
        match self {
            BoardView::Angled => "angled",
            BoardView::TopDown => "top-down",
        }
    }

    /// The tilt of the board, in degrees, before any dragging.
    pub fn tilt(self) -> f64 {
        match self {
            BoardView::Angled => 38.0,
            BoardView::TopDown => 0.0,
        }
    }
}

/// A player's settings for the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preferences {
    /// The 3D board's view.
    pub view: BoardView,
    /// Sowing is shown stone by stone (unless the system asks for reduced
    /// motion).
    pub animation: bool,
    /// Sounds for sowing, captures and extra turns.
    pub sound: bool,
    /// Without JavaScript, a page waiting for the other player reloads
    /// itself every few seconds.
    pub auto_refresh: bool,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            view: BoardView::Angled,
            animation: true,
            sound: false,
            auto_refresh: true,
        }
    }
}

impl Preferences {
    /// This with one setting changed: `name` is `view` (`angled` or
    /// `top-down`), `animation`, `sound` or `refresh` (`on` or `off`).
    ///
    /// ```
    /// use app::preferences::{BoardView, Preferences};
    /// let changed = Preferences::default().with("view", "top-down").unwrap();
    /// assert_eq!(changed.view, BoardView::TopDown);
    /// assert!(Preferences::default().with("sound", "loud").is_err());
    /// ```
    pub fn with(mut self, name: &str, value: &str) -> Result<Preferences, PlayError> {
        let switch = |value: &str| match value {
            "on" => Ok(true),
            "off" => Ok(false),
            other => Err(PlayError::BadInput(format!(
                "{name} can be on or off, not {other:?}"
            ))),
        };
        match name {
            "view" => {
                self.view = match value {
                    "angled" => BoardView::Angled,
                    "top-down" => BoardView::TopDown,
                    other => {
                        return Err(PlayError::BadInput(format!(
                            "the board can be seen angled or top-down, not {other:?}"
                        )));
                    }
                }
            }
            "animation" => self.animation = switch(value)?,
            "sound" => self.sound = switch(value)?,
            "refresh" => self.auto_refresh = switch(value)?,
            other => {
                return Err(PlayError::BadInput(format!(
                    "no setting is called {other:?}"
                )));
            }
        }
        Ok(self)
    }
}

/// The session key of the preferences.
#[cfg(feature = "ssr")]
const PREFERENCES_KEY: &str = "preferences";

/// The visitor's preferences (the defaults until they change one).
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "preferences", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_preferences() -> Result<Preferences, PlayError> {
    Ok(preferences_in(&ssr::session().await?).await)
}

/// The preferences kept in `session` (the defaults until they change one).
#[cfg(feature = "ssr")]
pub async fn preferences_in(session: &tower_sessions::Session) -> Preferences {
    session
        .get::<Preferences>(PREFERENCES_KEY)
        .await
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Changes one setting, given as `name=value` (see [`Preferences::with`]),
/// and goes back to `back`, the page the form was on. One field, so that
/// each button of one form can carry its own setting.
#[server(endpoint = "preference", input = crate::wire::form::FormPost, output = crate::wire::codec::Wire)]
pub async fn set_preference(setting: String, back: String) -> Result<Preferences, PlayError> {
    use crate::service::answer;
    use leptos::server_fn::ServerFn;

    let result = async {
        let session = ssr::session().await?;
        let current = session
            .get::<Preferences>(PREFERENCES_KEY)
            .await
            .ok()
            .flatten()
            .unwrap_or_default();
        let (name, value) = setting.split_once('=').ok_or_else(|| {
            PlayError::BadInput(format!("a setting is name=value, not {setting:?}"))
        })?;
        let changed = current.with(name, value)?;
        session
            .insert(PREFERENCES_KEY, changed)
            .await
            .map_err(|_| PlayError::UNAVAILABLE)?;
        Ok(changed)
    }
    .await;
    // Only a plain path on this site: the field comes from a form anyone can
    // forge, and it goes into a Location header.
    let plain = |c: char| c.is_ascii_alphanumeric() || "/-_?=&.".contains(c);
    let back = if back.starts_with('/') && !back.starts_with("//") && back.chars().all(plain) {
        back
    } else {
        "/".to_string()
    };
    answer(SetPreference::PATH, &back, &back, result)
}

#[cfg(feature = "ssr")]
mod ssr {
    use crate::error::PlayError;

    pub async fn session() -> Result<tower_sessions::Session, PlayError> {
        leptos_axum::extract::<tower_sessions::Session>()
            .await
            .map_err(|_| PlayError::UNAVAILABLE)
    }
}

crate::wire::form::form_arguments!(FormPost: SetPreference);
