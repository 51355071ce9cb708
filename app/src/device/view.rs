//! What the device page knows of the devices signed in as a player.

/// A device signed in as the visitor's player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Device {
    /// Its browser, as its user agent names it.
    pub browser: String,
    /// When it was first seen (Unix seconds).
    pub first_seen: i64,
    /// When it was last seen (Unix seconds, to a few minutes).
    pub last_seen: i64,
    /// Whether it is the device reading the page.
    pub this: bool,
}
