//! Players who do not come: a game from the lobby aborted because a side
//! never made its first move (or called off before it) was a no-show of
//! that side. A few a day are forgiven; more make the player wait before
//! their next game from the lobby, longer each time, as lichess's playban
//! does, so that nobody can accept seeks only to waste other players'
//! time.

use crate::{PlayerId, Record};
use std::time::Duration;

/// No-shows in a day that cost nothing: a dropped connection or a
/// misclick happens to anyone.
pub const FORGIVEN_NO_SHOWS: usize = 2;

/// The waits after the third, fourth, fifth and every later no-show in a
/// day, counted from the latest.
const WAITS: [Duration; 4] = [
    Duration::from_secs(5 * 60),
    Duration::from_secs(15 * 60),
    Duration::from_secs(60 * 60),
    Duration::from_secs(3 * 60 * 60),
];

/// How long a player still waits at `now` before their next game from the
/// lobby, after the no-shows of `no_shows` (Unix seconds, the last day's):
/// none for the first two, then 5 minutes, 15, an hour, and three hours
/// for each one after, counted from the latest.
///
/// ```
/// use play::lobby_wait;
/// use std::time::Duration;
/// assert_eq!(lobby_wait(&[100, 200], 300), None);
/// assert_eq!(lobby_wait(&[100, 200, 300], 400), Some(Duration::from_secs(200)));
/// assert_eq!(lobby_wait(&[100, 200, 300], 600), None);
/// ```
pub fn lobby_wait(no_shows: &[i64], now: i64) -> Option<Duration> {
    let beyond = no_shows.len().checked_sub(FORGIVEN_NO_SHOWS + 1)?;
    let wait = WAITS[beyond.min(WAITS.len() - 1)];
    let latest = *no_shows.iter().max()?;
    let until = latest.saturating_add(wait.as_secs() as i64);
    (now < until).then(|| Duration::from_secs((until - now) as u64))
}

impl Record {
    /// The player whose no-show this game was: in a game between people
    /// aborted before both sides moved, the one it was waiting for.
    pub fn no_show(&self) -> Option<&PlayerId> {
        let guest = self.guest.as_ref().filter(|_| self.aborted)?;
        let waited_for = self.position().to_move?;
        [&self.owner, guest]
            .into_iter()
            .find(|player| self.seat_of(player) == Some(waited_for))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_with_each_no_show_beyond_the_forgiven() {
        let minutes = |count: usize| {
            let no_shows: Vec<i64> = (0..count as i64).collect();
            lobby_wait(&no_shows, count as i64 - 1).map(|wait| wait.as_secs() / 60)
        };
        assert_eq!(minutes(1), None);
        assert_eq!(minutes(2), None);
        assert_eq!(minutes(3), Some(5));
        assert_eq!(minutes(4), Some(15));
        assert_eq!(minutes(5), Some(60));
        assert_eq!(minutes(6), Some(180));
        assert_eq!(minutes(9), Some(180));
    }
}
