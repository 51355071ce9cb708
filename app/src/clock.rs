//! The active-time clock's reading: the server draws it, and the page's
//! script (`client/game`'s `clock`) counts on from there while the game
//! runs in view.

/// Active time as the page shows it, in whole minutes and seconds.
///
/// ```
/// assert_eq!(app::clock::text(65_900), "1:05");
/// ```
pub fn text(ms: u64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}
