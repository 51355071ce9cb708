//! Live updates for rooms: when a room changes, every server process tells
//! the browsers watching it. One process passes the news along in memory;
//! with PostgreSQL, processes tell each other through LISTEN/NOTIFY.

use crate::storage::Backend;
use engine::Player;
use play::RoomToken;
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

impl RoomChanged {
    /// As sent through NOTIFY: "token" or "token seat".
    fn encode(&self) -> String {
        match self.by {
            Some(seat) => format!("{} {}", self.token, seat.number()),
            None => self.token.to_string(),
        }
    }

    fn decode(text: &str) -> Option<RoomChanged> {
        let mut words = text.split(' ');
        let token = words.next()?.parse().ok()?;
        let by = words
            .next()
            .and_then(|seat| seat.parse().ok())
            .and_then(Player::from_number);
        Some(RoomChanged { token, by })
    }
}

/// Where room news is published and heard.
#[derive(Clone)]
pub struct Hub {
    local: broadcast::Sender<RoomChanged>,
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

    /// Tells everyone watching that a room changed.
    pub async fn publish(&self, news: RoomChanged) {
        match &self.backend {
            Backend::Sqlite(_) => {
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

    /// Hears every room's news from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<RoomChanged> {
        self.local.subscribe()
    }
}

/// Passes PostgreSQL notifications on to this process's subscribers.
async fn listen(pool: sqlx::PgPool, local: broadcast::Sender<RoomChanged>) {
    loop {
        let listener = async {
            let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let notification = listener.recv().await?;
                if let Some(news) = RoomChanged::decode(notification.payload()) {
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
        let news = RoomChanged {
            token: "0123456789abcdef0123456789abcdef".parse().unwrap(),
            by: Some(Player::Two),
        };
        assert_eq!(RoomChanged::decode(&news.encode()), Some(news));
        assert_eq!(RoomChanged::decode("not a token 1"), None);
    }
}
