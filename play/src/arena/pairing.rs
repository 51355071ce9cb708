//! Pairing an arena's free players, as lichess's arena does while the
//! field is small: in order of rank, each with the nearest-ranked player
//! still free, but never the opponent they have just played. Kalah's
//! first player has a large edge, so each game gives Player 1 to the one
//! who has had that seat less.

use crate::PlayerId;
use std::time::Duration;

/// How long after an arena game ends its players wait before they are
/// paired again: the time to read the result, which their rooms count
/// down before taking them back to the arena. Paired sooner, a player
/// still reading would find a game whose first-move timer had run.
pub const NEXT_GAME_AFTER: Duration = Duration::from_secs(5);

/// A player free for a game now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Free {
    /// Who.
    pub player: PlayerId,
    /// Their place in the standings, 0 the first.
    pub rank: usize,
    /// The opponent of their last game, if they played one.
    pub last_opponent: Option<PlayerId>,
    /// Games they played as Player 1 and as Player 2.
    pub seats: [u32; 2],
    /// How long they have been free.
    pub waited: Duration,
}

/// Two players to start a game: `first` sows first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// Player 1.
    pub first: PlayerId,
    /// Player 2.
    pub second: PlayerId,
}

/// Pairs `free` players: each, from the best ranked, with the nearest
/// ranked one still unpaired who is not their last opponent. Whoever is
/// left waits for the next round (or for the house bot).
///
/// ```
/// use play::{Free, PlayerId, pair};
/// use std::time::Duration;
/// let free = |name: &str, rank| Free {
///     player: name.parse().unwrap(),
///     rank,
///     last_opponent: None,
///     seats: [0, 0],
///     waited: Duration::ZERO,
/// };
/// let (pairings, left) = pair(vec![free("c", 2), free("a", 0), free("b", 1)]);
/// assert_eq!(pairings.len(), 1);
/// assert_eq!(left, vec!["c".parse::<PlayerId>().unwrap()]);
/// ```
pub fn pair(mut free: Vec<Free>) -> (Vec<Pairing>, Vec<PlayerId>) {
    free.sort_by_key(|player| player.rank);
    let mut taken = vec![false; free.len()];
    let mut pairings = Vec::new();
    for at in 0..free.len() {
        if taken[at] {
            continue;
        }
        let partner = (at + 1..free.len())
            .find(|&other| !taken[other] && !just_played(&free[at], &free[other]));
        if let Some(other) = partner {
            taken[at] = true;
            taken[other] = true;
            pairings.push(seated(&free[at], &free[other]));
        }
    }
    let left = free
        .into_iter()
        .zip(taken)
        .filter(|(_, taken)| !taken)
        .map(|(player, _)| player.player)
        .collect();
    (pairings, left)
}

/// Whether `one` and `other` played each other last.
fn just_played(one: &Free, other: &Free) -> bool {
    one.last_opponent.as_ref() == Some(&other.player)
        || other.last_opponent.as_ref() == Some(&one.player)
}

/// `one` and `other` in their seats: Player 1 to whoever has had that
/// seat less, for their games so far; if neither, to whoever waited
/// longer, then to the better ranked.
fn seated(one: &Free, other: &Free) -> Pairing {
    let lean = |free: &Free| i64::from(free.seats[0]) - i64::from(free.seats[1]);
    let one_first = match lean(one).cmp(&lean(other)) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => one.waited >= other.waited,
    };
    let (first, second) = if one_first {
        (one, other)
    } else {
        (other, one)
    };
    Pairing {
        first: first.player.clone(),
        second: second.player.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(name: &str) -> PlayerId {
        name.parse().unwrap()
    }

    fn free(name: &str, rank: usize) -> Free {
        Free {
            player: id(name),
            rank,
            last_opponent: None,
            seats: [0, 0],
            waited: Duration::ZERO,
        }
    }

    fn names(pairings: &[Pairing]) -> Vec<(String, String)> {
        pairings
            .iter()
            .map(|pairing| {
                let mut two = [
                    pairing.first.as_str().to_string(),
                    pairing.second.as_str().to_string(),
                ];
                two.sort();
                (two[0].clone(), two[1].clone())
            })
            .collect()
    }

    #[test]
    fn neighbours_in_the_standings_play_each_other() {
        let (pairings, left) = pair(vec![free("d", 3), free("a", 0), free("c", 2), free("b", 1)]);
        assert_eq!(
            names(&pairings),
            [
                ("a".to_string(), "b".to_string()),
                ("c".to_string(), "d".to_string())
            ]
        );
        assert!(left.is_empty());
    }

    #[test]
    fn nobody_meets_their_last_opponent_again_at_once() {
        let mut a = free("a", 0);
        let mut b = free("b", 1);
        a.last_opponent = Some(id("b"));
        b.last_opponent = Some(id("a"));
        let (pairings, left) = pair(vec![a.clone(), b.clone()]);
        assert!(pairings.is_empty(), "they wait for someone else");
        assert_eq!(left.len(), 2);
        let (pairings, left) = pair(vec![a, b, free("c", 2)]);
        assert_eq!(names(&pairings), [("a".to_string(), "c".to_string())]);
        assert_eq!(left, vec![id("b")]);
    }

    #[test]
    fn nobody_is_in_two_games() {
        let field: Vec<Free> = (0..9).map(|rank| free(&format!("p{rank}"), rank)).collect();
        let (pairings, left) = pair(field);
        let mut seen: Vec<PlayerId> = pairings
            .iter()
            .flat_map(|pairing| [pairing.first.clone(), pairing.second.clone()])
            .chain(left)
            .collect();
        assert_eq!(seen.len(), 9);
        seen.sort_by_key(|player| player.as_str().to_string());
        seen.dedup();
        assert_eq!(seen.len(), 9);
    }

    #[test]
    fn player_one_goes_to_whoever_had_it_less() {
        let mut a = free("a", 0);
        let mut b = free("b", 1);
        a.seats = [2, 1];
        b.seats = [1, 1];
        let (pairings, _) = pair(vec![a.clone(), b.clone()]);
        assert_eq!(pairings[0].first, id("b"));
        a.seats = [1, 1];
        a.waited = Duration::from_secs(5);
        let (pairings, _) = pair(vec![a, b]);
        assert_eq!(pairings[0].first, id("a"), "even seats: who waited longer");
    }
}
