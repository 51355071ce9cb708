//! When a game between people is played far enough to move ratings.

use super::Record;
use engine::Player;

/// How many times each side must have sown before a game between people
/// moves ratings. A game resigned, abandoned or lost on time before that
/// was hardly played: rating it would let two accounts trade points in
/// seconds (one sows, the other resigns). Three sowings a side are the
/// opening of any real game, and no Kalah game is played out sooner.
pub const SOWINGS_TO_RATE: usize = 3;

/// How many games between the same two players move ratings in a day
/// (the 24 hours before each game ends): enough for a real match, too few
/// for one player to feed the other points.
pub const RATED_GAMES_A_PAIR_A_DAY: u32 = 5;

/// How many times each side sows before a game given up is no longer
/// quick: a loss by resignation or time sooner is a sign of farming when
/// it repeats (`play::looks_farmed`), a real game being longer.
pub const QUICK_SOWINGS: usize = 10;

impl Record {
    /// Whether each side has sown at least [`SOWINGS_TO_RATE`] times, so
    /// that the result, however it came, may move ratings.
    pub fn played_enough_to_rate(&self) -> bool {
        self.each_side_sowed(SOWINGS_TO_RATE)
    }

    /// Whether the game was lost by resignation or on time before each
    /// side had sown [`QUICK_SOWINGS`] times.
    pub fn ended_quickly(&self) -> bool {
        self.resigned.is_some() && !self.each_side_sowed(QUICK_SOWINGS)
    }

    fn each_side_sowed(&self, times: usize) -> bool {
        Player::BOTH.into_iter().all(|side| {
            self.sowings()
                .iter()
                .filter(|sowing| sowing.player == side)
                .count()
                >= times
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, Opponent, PlayerId, Setup};
    use engine::Ruleset;

    /// A game on one device, sown from the first legal pit each turn
    /// until `done` holds of it (or it ends): its owner and record.
    fn sown_until(done: impl Fn(&Record) -> bool) -> (PlayerId, Record) {
        let owner: PlayerId = "owner".parse().unwrap();
        let setup = Setup {
            opponent: Opponent::SameDevice,
            rules: Ruleset::default(),
        };
        let mut record = Record::new(GameId::from_bits(1), owner.clone(), setup, 0);
        while !done(&record) && !record.is_finished() {
            let pit = record.position().legal_moves()[0];
            record.sow(&owner, pit).unwrap();
        }
        (owner, record)
    }

    #[test]
    fn a_game_rates_once_each_side_has_sown_three_times() {
        let (_, record) = sown_until(Record::played_enough_to_rate);
        assert!(record.played_enough_to_rate(), "never enough");
        let counts = Player::BOTH.map(|side| {
            record
                .sowings()
                .iter()
                .filter(|sowing| sowing.player == side)
                .count()
        });
        assert!(counts.iter().all(|&count| count >= SOWINGS_TO_RATE));
        assert!(counts.contains(&SOWINGS_TO_RATE), "{counts:?}");
    }

    #[test]
    fn a_game_given_up_within_ten_sowings_a_side_ended_quickly() {
        let (owner, mut given_up) = sown_until(Record::played_enough_to_rate);
        assert!(!given_up.ended_quickly(), "still being played");
        given_up.resign(&owner).unwrap();
        assert!(given_up.ended_quickly());
        let (owner, mut record) = sown_until(|record| record.each_side_sowed(QUICK_SOWINGS));
        if !record.is_finished() {
            record.resign(&owner).unwrap();
        }
        assert!(!record.ended_quickly(), "a real game");
    }
}
