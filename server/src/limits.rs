//! How often one player and one network address may do what others see:
//! start games and rooms, act in the lobby, hold or join arenas, choose a
//! name. Each kind of action has a rate for each player and one for all
//! the players of an address together (a school or an office shares one),
//! kept by `governor`'s cell rate (GCRA): a burst up to the rate, then
//! one more as each share of the period passes. A request over either is
//! answered 429 with the words the refusal says and `Retry-After`, and
//! reaches no handler, so nothing is stored. An attempt the handler
//! refuses (a fourth seek, a form it cannot read) gives its cell back, so
//! only what was done is counted. The counts live in memory, per process,
//! and forget players who stopped.

use crate::guard::{server_fn_refusal, wants_page};
use crate::network::Network;
use crate::refusal_page::refusal_page;
use app::error::PlayError;
use app::service::PLAYER_KEY;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use leptos::server_fn::error::SERVER_FN_ERROR_HEADER;
use play::Refusal;
use std::collections::HashMap;
use std::hash::Hash;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tower_sessions::Session;

/// What a request does that the limits count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    /// Starts a game or a room.
    NewGame,
    /// Opens, accepts or cancels a seek; holds, joins or leaves an arena.
    Public,
    /// Chooses a display name.
    Name,
}

impl Action {
    /// The action a request's path names, if it is one the limits count.
    fn of(path: &str) -> Option<Action> {
        use app::game::new_game::NewGame;
        use app::lobby::api::{ChooseName, LobbyAct};
        use app::room::api::CreateRoom;
        use app::tournaments::api::{CreateTournament, TournamentAct};
        use leptos::server_fn::ServerFn;
        match path {
            p if p == NewGame::PATH || p == CreateRoom::PATH => Some(Action::NewGame),
            p if p == LobbyAct::PATH || p == CreateTournament::PATH || p == TournamentAct::PATH => {
                Some(Action::Public)
            }
            p if p == ChooseName::PATH => Some(Action::Name),
            _ => None,
        }
    }
}

/// How many of each action a player, and an address, may do.
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    /// Games and rooms a player may start in a minute.
    pub games_per_minute: u32,
    /// The same for an address.
    pub games_per_minute_per_address: u32,
    /// Lobby and arena actions a player may take in a minute.
    pub actions_per_minute: u32,
    /// The same for an address.
    pub actions_per_minute_per_address: u32,
    /// Names a player may ask for in an hour.
    pub names_per_hour: u32,
    /// The same for an address.
    pub names_per_hour_per_address: u32,
}

/// One action's limiters: by player and by address.
struct Pair {
    player: Keyed<String>,
    address: Keyed<Network>,
}

impl Pair {
    /// `per_player` and `per_address` in each `period`, at most that many
    /// at once.
    fn new(per_player: u32, per_address: u32, period: Duration) -> Pair {
        Pair {
            player: Keyed::new(per_player, period),
            address: Keyed::new(per_address, period),
        }
    }
}

/// One rate for many keys, and the cells given back for attempts refused
/// after they were counted.
struct Keyed<K: Hash + Eq + Clone> {
    limiter: DefaultKeyedRateLimiter<K>,
    /// How long the limiter takes to make up one cell.
    share: Duration,
    /// When each cell given back lapses: by then the limiter has made it up
    /// itself, and keeping it would let a burst through beyond the rate.
    given_back: Mutex<HashMap<K, Vec<Instant>>>,
}

impl<K: Hash + Eq + Clone> Keyed<K> {
    fn new(count: u32, period: Duration) -> Keyed<K> {
        let count = NonZeroU32::new(count).unwrap_or(NonZeroU32::MIN);
        let share = period / count.get();
        let quota = Quota::with_period(share)
            .expect("a period of at least a nanosecond")
            .allow_burst(count);
        Keyed {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
            share,
            given_back: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one for `key`, from the limiter or a cell given back; or how
    /// long until the limiter has one.
    fn admit(&self, key: &K) -> Result<(), Duration> {
        let checked_at = DefaultClock::default().now();
        let Err(not_until) = self.limiter.check_key(key) else {
            return Ok(());
        };
        let now = Instant::now();
        let mut given_back = self.given_back();
        if let Some(cells) = given_back.get_mut(key) {
            cells.retain(|lapses| *lapses > now);
            if cells.pop().is_some() {
                return Ok(());
            }
        }
        Err(not_until.wait_time_from(checked_at))
    }

    /// Gives back the cell `key` was counted for.
    fn give_back(&self, key: &K) {
        let lapses = Instant::now() + self.share;
        self.given_back()
            .entry(key.clone())
            .or_default()
            .push(lapses);
    }

    /// Forgets the keys whose counts are full again; how many there were.
    fn forget_the_idle(&self) -> usize {
        let before = self.limiter.len();
        self.limiter.retain_recent();
        let now = Instant::now();
        self.given_back().retain(|_, cells| {
            cells.retain(|lapses| *lapses > now);
            !cells.is_empty()
        });
        before.saturating_sub(self.limiter.len())
    }

    fn given_back(&self) -> std::sync::MutexGuard<'_, HashMap<K, Vec<Instant>>> {
        self.given_back
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The limits of every action, shared by the requests of one process.
#[derive(Clone)]
pub struct Limits {
    games: Arc<Pair>,
    public: Arc<Pair>,
    names: Arc<Pair>,
}

impl Limits {
    /// The `rates`.
    pub fn new(rates: Rates) -> Limits {
        const MINUTE: Duration = Duration::from_secs(60);
        const HOUR: Duration = Duration::from_secs(3_600);
        Limits {
            games: Arc::new(Pair::new(
                rates.games_per_minute,
                rates.games_per_minute_per_address,
                MINUTE,
            )),
            public: Arc::new(Pair::new(
                rates.actions_per_minute,
                rates.actions_per_minute_per_address,
                MINUTE,
            )),
            names: Arc::new(Pair::new(
                rates.names_per_hour,
                rates.names_per_hour_per_address,
                HOUR,
            )),
        }
    }

    /// Counts one `action` for `player` and `address`, or says how long
    /// until one more is allowed when either is over its rate. The player
    /// is asked first: one who floods uses up none of what the others of
    /// their address may do, and one refused for their address gets their
    /// own cell back.
    fn admit(
        &self,
        action: Action,
        player: Option<&String>,
        address: Option<Network>,
    ) -> Result<(), Duration> {
        let pair = self.pair(action);
        if let Some(player) = player {
            pair.player.admit(player)?;
        }
        if let Some(address) = address
            && let Err(wait) = pair.address.admit(&address)
        {
            if let Some(player) = player {
                pair.player.give_back(player);
            }
            return Err(wait);
        }
        Ok(())
    }

    /// Gives back what `admit` counted for an `action` that was refused.
    fn give_back(&self, action: Action, player: Option<&String>, address: Option<Network>) {
        let pair = self.pair(action);
        if let Some(player) = player {
            pair.player.give_back(player);
        }
        if let Some(address) = address {
            pair.address.give_back(&address);
        }
    }

    fn pair(&self, action: Action) -> &Pair {
        match action {
            Action::NewGame => &self.games,
            Action::Public => &self.public,
            Action::Name => &self.names,
        }
    }

    /// Forgets the players and addresses whose counts are back to full, so
    /// the memory the limits take follows the players of the last while;
    /// how many were forgotten.
    pub fn forget_the_idle(&self) -> Result<usize, std::convert::Infallible> {
        Ok([&self.games, &self.public, &self.names]
            .into_iter()
            .map(|pair| pair.player.forget_the_idle() + pair.address.forget_the_idle())
            .sum())
    }
}

/// Refuses an action the limits count when the player or their address
/// is over its rate: 429 with a "slow down" page, or the refusal for the
/// page's script, and `Retry-After`.
pub async fn limit_actions(
    State(limits): State<Limits>,
    session: Session,
    request: Request,
    next: Next,
) -> Response {
    let action = (request.method() == Method::POST)
        .then(|| Action::of(request.uri().path()))
        .flatten();
    let Some(action) = action else {
        return next.run(request).await;
    };
    let player = session.get::<String>(PLAYER_KEY).await.ok().flatten();
    let address = request.extensions().get::<Network>().copied();
    let Err(wait) = limits.admit(action, player.as_ref(), address) else {
        let response = next.run(request).await;
        if !done(&response) {
            limits.give_back(action, player.as_ref(), address);
        }
        return response;
    };
    let wait_secs = wait.as_secs() + 1;
    let refusal = match action {
        Action::NewGame => Refusal::SlowDown,
        Action::Public | Action::Name => Refusal::TooOften { wait_secs },
    };
    let mut response = if wants_page(request.headers()) {
        let words = crate::language::words_of(&request);
        refusal_page(
            StatusCode::TOO_MANY_REQUESTS,
            words,
            &app::t!(words, "refused-slow-down-title"),
            &PlayError::Refused(refusal).said(&words),
        )
    } else {
        server_fn_refusal(&request, refusal.into())
    };
    if let Ok(value) = HeaderValue::from_str(&wait_secs.to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    // The form's body was never read, so the connection is not reused: a
    // client told so opens a new one rather than losing what it sent next.
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// Whether the action a response answers was done: not refused in words
/// (a server function's error), nor as a request the server could not
/// take or answer.
fn done(response: &Response) -> bool {
    let status = response.status();
    !response.headers().contains_key(SERVER_FN_ERROR_HEADER)
        && !status.is_client_error()
        && !status.is_server_error()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rates(per_player: u32, per_address: u32) -> Rates {
        Rates {
            games_per_minute: per_player,
            games_per_minute_per_address: per_address,
            actions_per_minute: per_player,
            actions_per_minute_per_address: per_address,
            names_per_hour: 1,
            names_per_hour_per_address: 1,
        }
    }

    #[test]
    fn a_player_or_an_address_over_its_rate_is_refused_with_the_wait() {
        let limits = Limits::new(rates(2, 3));
        let home = Network::of("192.0.2.1".parse().unwrap());
        let (a, b, c) = ("a".to_string(), "b".to_string(), "c".to_string());
        let game =
            |player: &String, address| limits.admit(Action::NewGame, Some(player), Some(address));
        assert!(game(&a, home).is_ok());
        assert!(game(&a, home).is_ok());
        let wait = game(&a, home).unwrap_err();
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(30),
            "{wait:?}"
        );
        assert!(
            game(&b, home).is_ok(),
            "the address has started two of its three"
        );
        assert!(game(&c, home).is_err(), "the address has started three");
        assert!(game(&c, Network::of("192.0.2.2".parse().unwrap())).is_ok());
        // Each action has its own rate.
        assert!(limits.admit(Action::Public, Some(&a), Some(home)).is_ok());
        assert!(limits.admit(Action::Name, Some(&a), Some(home)).is_ok());
        let wait = limits
            .admit(Action::Name, Some(&c), Some(home))
            .unwrap_err();
        assert!(
            wait > Duration::from_secs(3_000),
            "a name an hour: {wait:?}"
        );
    }

    #[test]
    fn a_cell_given_back_lets_one_more_through_and_no_more() {
        let limits = Limits::new(rates(2, 100));
        let home = Network::of("192.0.2.1".parse().unwrap());
        let a = "a".to_string();
        let game = || limits.admit(Action::NewGame, Some(&a), Some(home));
        assert!(game().is_ok());
        assert!(game().is_ok());
        limits.give_back(Action::NewGame, Some(&a), Some(home));
        assert!(game().is_ok(), "the refused attempt's cell");
        assert!(game().is_err());
    }

    #[test]
    fn the_actions_others_see_are_the_ones_counted() {
        use leptos::server_fn::ServerFn;
        assert_eq!(
            Action::of(app::game::new_game::NewGame::PATH),
            Some(Action::NewGame)
        );
        assert_eq!(
            Action::of(app::lobby::api::LobbyAct::PATH),
            Some(Action::Public)
        );
        assert_eq!(
            Action::of(app::lobby::api::ChooseName::PATH),
            Some(Action::Name)
        );
        assert_eq!(Action::of("/api/play"), None);
    }
}
