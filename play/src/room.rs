//! A room's rules: two people, each on their own device, playing through
//! a link. Who plays which side, who counts as here, when a friend counts
//! as gone, when a room has expired, and the game a room starts; free of
//! storage and of the clock (each rule is told the time).

use crate::{GameId, Opponent, PlayerId, Record, RoomToken, Setup, Terms, Timing};
use engine::{Player, Ruleset};
use std::time::Duration;

/// How long rooms and absences last.
#[derive(Clone, Copy, Debug)]
pub struct RoomTimes {
    /// A player seen this recently counts as connected.
    pub present: Duration,
    /// After this long away, the other player may continue against the
    /// computer.
    pub away: Duration,
    /// A room nobody has been in for this long is deleted.
    pub idle: Duration,
    /// A room is deleted this long after it was made, whatever happens.
    pub lifetime: Duration,
    /// Each side of a live game has this long for its first move, or the
    /// game is aborted.
    pub first_move: Duration,
}

/// A room: its host, the guest once one joined, and its current game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The room's token, as in its link.
    pub token: RoomToken,
    /// The host's player identifier.
    pub host: PlayerId,
    /// The guest's, once one joined.
    pub guest: Option<PlayerId>,
    /// The current game, once the guest joined.
    pub game_id: Option<GameId>,
    /// The side the host plays in the current game.
    pub host_seat: Player,
    /// The game and options of the room's games.
    pub rules: Ruleset,
    /// The player who asked for a rematch, if one did.
    pub rematch_by: Option<PlayerId>,
    /// When the host was last here (Unix seconds).
    pub host_seen: i64,
    /// When the guest was last here.
    pub guest_seen: Option<i64>,
    /// When the room was made.
    pub created_at: i64,
    /// A public game's speed and rating; `None` in a friend's room.
    pub terms: Option<Terms>,
}

impl Room {
    /// The side `player` plays in the room's current game, if they play.
    pub fn seat_of(&self, player: &PlayerId) -> Option<Player> {
        self.is_host(player).map(|host| {
            if host {
                self.host_seat
            } else {
                self.host_seat.other()
            }
        })
    }

    /// The host's and the guest's `host` and `guest` in seat order: Player
    /// 1's first.
    pub fn by_seat<T>(&self, host: T, guest: T) -> [T; 2] {
        if self.host_seat == Player::One {
            [host, guest]
        } else {
            [guest, host]
        }
    }

    /// Whether `player` is the host (`Some(true)`) or the guest
    /// (`Some(false)`); `None` for anyone else. Player identifiers compare
    /// in constant time.
    pub fn is_host(&self, player: &PlayerId) -> Option<bool> {
        if self.host == *player {
            Some(true)
        } else if self.guest.as_ref() == Some(player) {
            Some(false)
        } else {
            None
        }
    }

    /// Whether the host and the guest (if any) count as here at `now`
    /// (Unix seconds).
    pub fn presence(&self, now: i64, times: &RoomTimes) -> (bool, Option<bool>) {
        let here = |seen: i64| times.is_recent(seen, now);
        (here(self.host_seen), self.guest_seen.map(here))
    }

    /// Whether `player` plays in the room and the other player has been
    /// away long enough to hand their side to the computer. Never in a
    /// public game: its clock or deadline decides it.
    pub fn friend_away(&self, player: Option<&PlayerId>, now: i64, times: &RoomTimes) -> bool {
        if self.terms.is_some() {
            return false;
        }
        let opponent_seen = match player.and_then(|player| self.is_host(player)) {
            Some(true) => self.guest_seen,
            Some(false) => Some(self.host_seen),
            None => return false,
        };
        opponent_seen.is_some_and(|seen| times.is_away(seen, now))
    }

    /// Whether the room is gone at `now`: too old, or nobody has been in
    /// it for too long. A public room stays: its result counts in ratings.
    pub fn expired(&self, now: i64, times: &RoomTimes) -> bool {
        if self.terms.is_some() {
            return false;
        }
        let last_seen = self.host_seen.max(self.guest_seen.unwrap_or(0));
        now - self.created_at > seconds(times.lifetime) || now - last_seen > seconds(times.idle)
    }

    /// A new game `id` in the room between its host, on `host_seat`, and
    /// `guest`, begun at `now_ms`; with a clock, each side has
    /// `first_move` for its first move.
    pub fn new_game(
        &self,
        id: GameId,
        seed: u64,
        guest: &PlayerId,
        host_seat: Player,
        first_move: Duration,
        now_ms: i64,
    ) -> Record {
        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(host_seat),
            },
            rules: self.rules,
        };
        let mut record = Record::new(id, self.host.clone(), setup, seed);
        record.guest = Some(guest.clone());
        record.room = Some(self.token.clone());
        record.timing = self.terms.map(|terms| {
            Timing::start(terms.speed, Player::One, now_ms).with_first_move(first_move)
        });
        record
    }
}

impl Room {
    /// Whether the guest's seat is free to take: nobody joined and no game
    /// began (a house-bot game begins with the seat empty, and it stays so).
    pub fn takes_a_guest(&self) -> bool {
        self.guest.is_none() && self.game_id.is_none()
    }

    /// A new game `id` in the room between its host, on its side, and the
    /// house bot playing at `level`, begun at `now_ms`: on the room's clock
    /// like any public game, the host's first move due within
    /// `first_move`.
    pub fn bot_game(
        &self,
        id: GameId,
        seed: u64,
        level: engine::Level,
        first_move: Duration,
        now_ms: i64,
    ) -> Record {
        let setup = Setup {
            opponent: Opponent::Computer {
                level,
                seat: self.host_seat,
            },
            rules: self.rules,
        };
        let mut record = Record::new(id, self.host.clone(), setup, seed);
        record.room = Some(self.token.clone());
        record.timing = self.terms.map(|terms| {
            Timing::start(terms.speed, Player::One, now_ms).with_first_move(first_move)
        });
        record
    }
}

impl RoomTimes {
    /// Whether someone last seen at `seen` counts as here at `now`.
    pub fn is_recent(&self, seen: i64, now: i64) -> bool {
        now - seen <= seconds(self.present)
    }

    /// Whether someone last seen at `seen` has been away long enough at
    /// `now` for the other player to continue against the computer.
    pub fn is_away(&self, seen: i64, now: i64) -> bool {
        now - seen > seconds(self.away)
    }
}

fn seconds(span: Duration) -> i64 {
    i64::try_from(span.as_secs()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Speed;

    const TIMES: RoomTimes = RoomTimes {
        present: Duration::from_secs(10),
        away: Duration::from_secs(60),
        idle: Duration::from_secs(3600),
        lifetime: Duration::from_secs(86_400),
        first_move: Duration::from_secs(20),
    };

    fn player(byte: u8) -> PlayerId {
        PlayerId::from_bits(u128::from(byte))
    }

    fn room() -> Room {
        Room {
            token: RoomToken::from_bits(7),
            host: player(1),
            guest: Some(player(2)),
            game_id: None,
            host_seat: Player::Two,
            rules: Ruleset::default(),
            rematch_by: None,
            host_seen: 1_000,
            guest_seen: Some(1_000),
            created_at: 1_000,
            terms: None,
        }
    }

    #[test]
    fn seats_follow_the_hosts_side() {
        let room = room();
        assert_eq!(room.seat_of(&player(1)), Some(Player::Two));
        assert_eq!(room.seat_of(&player(2)), Some(Player::One));
        assert_eq!(room.seat_of(&player(3)), None);
        assert_eq!(room.by_seat("host", "guest"), ["guest", "host"]);
    }

    #[test]
    fn a_friend_away_long_enough_may_be_handed_to_the_computer() {
        let mut room = room();
        room.guest_seen = Some(1_000);
        room.host_seen = 1_100;
        assert_eq!(room.presence(1_100, &TIMES), (true, Some(false)));
        assert!(!room.friend_away(Some(&player(1)), 1_060, &TIMES));
        assert!(room.friend_away(Some(&player(1)), 1_061, &TIMES));
        assert!(
            !room.friend_away(Some(&player(3)), 1_061, &TIMES),
            "a stranger has no friend"
        );
        room.terms = Some(Terms {
            speed: "3+2".parse::<Speed>().unwrap(),
            rated: true,
        });
        assert!(
            !room.friend_away(Some(&player(1)), 9_999, &TIMES),
            "a clock decides"
        );
    }

    #[test]
    fn a_friends_room_expires_when_idle_or_old_and_a_public_one_stays() {
        let mut room = room();
        assert!(!room.expired(1_000 + 3_600, &TIMES));
        assert!(room.expired(1_000 + 3_601, &TIMES));
        room.host_seen = 86_000;
        assert!(room.expired(1_000 + 86_401, &TIMES));
        room.terms = Some(Terms {
            speed: "3+2".parse::<Speed>().unwrap(),
            rated: false,
        });
        assert!(!room.expired(1_000_000, &TIMES));
    }

    #[test]
    fn a_house_bot_game_is_the_hosts_on_the_rooms_clock() {
        let mut room = room();
        room.guest = None;
        room.guest_seen = None;
        room.host_seat = Player::One;
        room.terms = Some(Terms {
            speed: "3+2".parse::<Speed>().unwrap(),
            rated: false,
        });
        assert!(room.takes_a_guest(), "a room waiting for its guest");
        let game = room.bot_game(
            GameId::from_bits(9),
            3,
            engine::Level::Hard,
            TIMES.first_move,
            5,
        );
        room.game_id = Some(game.id.clone());
        assert!(!room.takes_a_guest(), "the bot's seat stays empty");
        assert_eq!(game.seat_of(&player(1)), Some(Player::One));
        assert_eq!(game.room, Some(room.token.clone()));
        assert_eq!(game.due(), Some((5 + 20_000, crate::Due::FirstMove)));
        assert!(game.setup.is_computer(Player::Two));
    }

    #[test]
    fn a_rooms_game_seats_the_host_and_times_a_public_game() {
        let mut room = room();
        let game = room.new_game(
            GameId::from_bits(9),
            3,
            &player(2),
            Player::One,
            TIMES.first_move,
            5,
        );
        assert_eq!(game.owner, player(1));
        assert_eq!(game.guest, Some(player(2)));
        assert_eq!(game.room, Some(room.token.clone()));
        assert!(game.timing.is_none(), "a friend's game has no clock");
        room.terms = Some(Terms {
            speed: "3+2".parse::<Speed>().unwrap(),
            rated: true,
        });
        let game = room.new_game(
            GameId::from_bits(9),
            3,
            &player(2),
            Player::One,
            TIMES.first_move,
            5,
        );
        assert!(game.timing.is_some());
    }
}
