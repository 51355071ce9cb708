//! Live updates for rooms, the lobby and arenas: when a room, the open
//! seeks or an arena's standings change, every server process tells the
//! browsers watching. One process
//! passes the news along in memory; with PostgreSQL, processes tell each
//! other through LISTEN/NOTIFY.

use crate::storage::Backend;
use engine::Player;
use play::{ArenaId, RoomToken};
use std::time::Duration;
use tokio::sync::broadcast;

/// The PostgreSQL channel the processes share.
const CHANNEL: &str = "kalah_rooms";

/// News that a room changed, and which side changed it (its own page
/// already shows the change).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomChanged {
    /// The room's token.
    pub token: RoomToken,
    /// The side whose action it was, if a player's.
    pub by: Option<Player>,
}

/// What changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A room: its page fetches it again.
    Room(RoomChanged),
    /// The open seeks: a seek opened, cancelled, accepted or paired.
    Lobby,
    /// An arena: someone joined or withdrew, a game began or was scored.
    Arena(ArenaId),
    /// The list of arenas: one was held or made by the schedule.
    Arenas,
}

impl From<RoomChanged> for News {
    fn from(news: RoomChanged) -> News {
        News::Room(news)
    }
}

/// The lobby's word in a notification: no room token looks like it.
const LOBBY: &str = "lobby";

/// The word before an arena's identifier in a notification.
const ARENA: &str = "arena";

/// The list of arenas' word in a notification.
const ARENAS: &str = "arenas";

impl News {
    /// As sent through NOTIFY: "lobby", "arenas", "arena id", "token" or
    /// "token seat".
    fn encode(&self) -> String {
        match self {
            News::Lobby => LOBBY.to_string(),
            News::Arenas => ARENAS.to_string(),
            News::Arena(id) => format!("{ARENA} {id}"),
            News::Room(RoomChanged {
                token,
                by: Some(seat),
            }) => format!("{token} {}", seat.number()),
            News::Room(RoomChanged { token, by: None }) => token.to_string(),
        }
    }

    fn decode(text: &str) -> Option<News> {
        if text == LOBBY {
            return Some(News::Lobby);
        }
        if text == ARENAS {
            return Some(News::Arenas);
        }
        if let Some(id) = text.strip_prefix(ARENA).and_then(|id| id.strip_prefix(' ')) {
            return id.parse().ok().map(News::Arena);
        }
        let mut words = text.split(' ');
        let token = words.next()?.parse().ok()?;
        let by = words
            .next()
            .and_then(|seat| seat.parse().ok())
            .and_then(Player::from_number);
        Some(News::Room(RoomChanged { token, by }))
    }
}

/// Where news is published and heard.
#[derive(Clone)]
pub struct Hub {
    local: broadcast::Sender<News>,
    backend: Backend,
}

impl Hub {
    /// A hub for `backend`; with PostgreSQL it also starts listening for
    /// other processes' news (and keeps reconnecting if the database
    /// goes away).
    pub fn start(backend: Backend) -> Hub {
        let (local, _) = broadcast::channel(1024);
        if let Backend::Postgres(pool) = &backend {
            tokio::spawn(listen(pool.clone(), local.clone()));
        }
        Hub { local, backend }
    }

    /// Tells everyone watching that a room or the lobby changed.
    pub async fn publish(&self, news: impl Into<News>) {
        let news = news.into();
        match &self.backend {
            Backend::Sqlite(..) => {
                // Nobody listening is fine.
                let _ = self.local.send(news);
            }
            Backend::Postgres(pool) => {
                let sent = sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANNEL)
                    .bind(news.encode())
                    .execute(pool)
                    .await;
                if let Err(error) = sent {
                    // The change is stored; pages still see it on their next
                    // check or presence report.
                    tracing::warn!(%error, "cannot notify other servers");
                    let _ = self.local.send(news);
                }
            }
        }
    }

    /// Hears all news from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<News> {
        self.local.subscribe()
    }
}

/// Passes PostgreSQL notifications on to this process's subscribers.
async fn listen(pool: sqlx::PgPool, local: broadcast::Sender<News>) {
    loop {
        let listener = async {
            let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let notification = listener.recv().await?;
                if let Some(news) = News::decode(notification.payload()) {
                    let _ = local.send(news);
                }
            }
        };
        let result: Result<(), sqlx::Error> = listener.await;
        if let Err(error) = result {
            tracing::warn!(%error, "live updates from PostgreSQL interrupted; reconnecting");
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_survives_the_notify_payload() {
        let token: RoomToken = "0123456789abcdef0123456789abcdef".parse().unwrap();
        for news in [
            News::Room(RoomChanged {
                token: token.clone(),
                by: Some(Player::Two),
            }),
            News::Room(RoomChanged { token, by: None }),
            News::Lobby,
            News::Arena(ArenaId::from_bits(0x0123_4567_89ab_cdef)),
        ] {
            assert_eq!(News::decode(&news.encode()), Some(news));
        }
        assert_eq!(News::decode("not a token 1"), None);
    }
}
