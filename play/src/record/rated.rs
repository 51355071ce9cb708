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

impl Record {
    /// Whether each side has sown at least [`SOWINGS_TO_RATE`] times, so
    /// that the result, however it came, may move ratings.
    pub fn played_enough_to_rate(&self) -> bool {
        Player::BOTH.into_iter().all(|side| {
            self.sowings()
                .iter()
                .filter(|sowing| sowing.player == side)
                .count()
                >= SOWINGS_TO_RATE
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, Opponent, PlayerId, Setup};
    use engine::Variant;

    #[test]
    fn a_game_rates_once_each_side_has_sown_four_times() {
        let owner: PlayerId = "owner".parse().unwrap();
        let setup = Setup {
            opponent: Opponent::SameDevice,
            variant: Variant::default(),
        };
        let mut record = Record::new(GameId::from_bits(1), owner.clone(), setup, 0);
        let mut sown = 0;
        while !record.played_enough_to_rate() {
            let pit = record.position().legal_moves()[0];
            record.sow(&owner, pit).unwrap();
            sown += 1;
            assert!(sown < 40, "never enough");
        }
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
}
