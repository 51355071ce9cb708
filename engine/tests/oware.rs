//! Oware's rules against a second implementation written apart from the
//! engine's, from the rules as the issue states them, over random games;
//! and its notation.

use engine::oware::{Cycles, End, Game, GrandSlam, Position, Rules, read_move};
use engine::{Pit, Player, Rng};

/// The reference: houses 0–11 anticlockwise, South (Player 1) owns 0–5,
/// North 6–11; `taken` the seeds each has captured.
#[derive(Clone, PartialEq, Debug)]
struct Reference {
    houses: [u32; 12],
    taken: [u32; 2],
    turn: usize,
    seen: Vec<([u32; 12], usize)>,
    over: bool,
}

fn owns(player: usize, house: usize) -> bool {
    house / 6 == player
}

impl Reference {
    fn new() -> Reference {
        Reference {
            houses: [4; 12],
            taken: [0; 2],
            turn: 0,
            seen: vec![([4; 12], 0)],
            over: false,
        }
    }

    fn seeds_of(&self, player: usize) -> u32 {
        (0..12)
            .filter(|&h| owns(player, h))
            .map(|h| self.houses[h])
            .sum()
    }

    /// Sows from `house`; returns the board after and what it captured
    /// (0 for a grand slam, with `slam` set).
    fn sown(&self, house: usize) -> ([u32; 12], u32, bool) {
        let mut houses = self.houses;
        let mut hand = houses[house];
        houses[house] = 0;
        let mut at = house;
        while hand > 0 {
            at = (at + 1) % 12;
            if at != house {
                houses[at] += 1;
                hand -= 1;
            }
        }
        let opponent = 1 - self.turn;
        let mut taken = 0;
        let mut back = at;
        let mut captured = houses;
        while owns(opponent, back) && (houses[back] == 2 || houses[back] == 3) {
            taken += houses[back];
            captured[back] = 0;
            if back.is_multiple_of(6) {
                break;
            }
            back -= 1;
        }
        let all: u32 = (0..12)
            .filter(|&h| owns(opponent, h))
            .map(|h| houses[h])
            .sum();
        if taken > 0 && taken == all {
            (houses, 0, true)
        } else {
            (captured, taken, false)
        }
    }

    fn allowed(&self, rules: Rules) -> Vec<usize> {
        let mine: Vec<usize> = (0..12)
            .filter(|&h| owns(self.turn, h) && self.houses[h] > 0)
            .collect();
        let opponent = 1 - self.turn;
        let feeding: Vec<usize> = if self.seeds_of(opponent) == 0 {
            mine.iter()
                .copied()
                .filter(|&h| {
                    let (after, _, _) = self.sown(h);
                    (0..12).any(|o| owns(opponent, o) && after[o] > 0)
                })
                .collect()
        } else {
            mine
        };
        if rules.grand_slam == GrandSlam::ForbiddenUnlessOnly {
            let fair: Vec<usize> = feeding
                .iter()
                .copied()
                .filter(|&h| !self.sown(h).2)
                .collect();
            if !fair.is_empty() {
                return fair;
            }
        }
        feeding
    }

    fn finish(&mut self, split: bool) {
        let left: u32 = self.houses.iter().sum();
        for player in 0..2 {
            self.taken[player] += if split {
                left / 2
            } else {
                self.seeds_of(player)
            };
        }
        self.houses = [0; 12];
        self.over = true;
    }

    fn play(&mut self, house: usize, rules: Rules) {
        let (after, taken, _) = self.sown(house);
        self.houses = after;
        self.taken[self.turn] += taken;
        let mover = self.turn;
        self.turn = 1 - self.turn;
        if taken > 0 {
            self.seen.clear();
        }
        if self.taken[mover] > 24 || self.allowed(rules).is_empty() {
            self.finish(false);
        } else if self.seen.contains(&(self.houses, self.turn)) {
            self.finish(rules.cycles == Cycles::Split);
        } else {
            self.seen.push((self.houses, self.turn));
        }
    }

    /// The engine's 15 numbers.
    fn counts(&self) -> [u8; 14] {
        let mut counts = [0u8; 14];
        for h in 0..12 {
            counts[if h < 6 { h } else { h + 1 }] = self.houses[h] as u8;
        }
        counts[6] = self.taken[0] as u8;
        counts[13] = self.taken[1] as u8;
        counts
    }
}

fn all_rules() -> Vec<Rules> {
    let mut all = Vec::new();
    for grand_slam in GrandSlam::ALL {
        for cycles in Cycles::ALL {
            all.push(Rules { grand_slam, cycles });
        }
    }
    all
}

#[test]
fn random_games_agree_with_a_second_implementation() {
    let mut rng = Rng::new(59);
    let mut ends = [0u32; 3];
    for (index, rules) in all_rules().into_iter().cycle().take(2_000).enumerate() {
        let mut game = Game::new(rules);
        let mut reference = Reference::new();
        while !reference.over {
            let position = game.position();
            let mover = position
                .to_move
                .expect("the reference says the game goes on");
            let allowed: Vec<Pit> = reference
                .allowed(rules)
                .into_iter()
                .map(|h| Pit::new((h % 6) as u8 + 1).unwrap())
                .collect();
            assert_eq!(
                position.legal_moves(rules),
                allowed,
                "game {index}: {position}"
            );
            // Now and then an illegal move: both must refuse it.
            if rng.chance(10) {
                let pit = Pit::new(rng.below(6) as u8 + 1).unwrap();
                if !allowed.contains(&pit) {
                    assert!(game.play(pit).is_err(), "game {index}: {pit} in {position}");
                    assert_eq!(game.position(), position);
                }
            }
            let pit = rng.pick(&allowed);
            game.play(pit).unwrap();
            let house = usize::from(pit.number()) - 1 + if mover == Player::One { 0 } else { 6 };
            reference.play(house, rules);
            assert_eq!(
                game.position().board.counts(),
                reference.counts(),
                "game {index}"
            );
        }
        assert!(game.position().is_over());
        let record = game.to_string();
        assert!(record.contains(&format!("Rules: {rules}\n")), "{record}");
        assert!(
            record.contains(&format!("End: {}\n", game.end().unwrap())),
            "{record}"
        );
        ends[match game.end().unwrap() {
            End::MoreThanHalf(_) => 0,
            End::NoMove(_) => 1,
            End::Repetition => 2,
        }] += 1;
    }
    // Random play reaches every way a game ends.
    assert!(ends.iter().all(|&count| count > 0), "{ends:?}");
}

#[test]
fn positions_read_and_write_as_fifteen_numbers_and_playstrategy_text() {
    let start = Position::start();
    assert_eq!(start.to_string(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0,1");
    assert_eq!(
        Position::from_playstrategy(&start.to_playstrategy()),
        Ok(start)
    );
    // An empty row is an ordinary Oware position.
    let starved: Position = "0,0,0,0,0,0,20,1,2,0,0,0,0,25,1".parse().unwrap();
    assert_eq!(starved.to_string(), "0,0,0,0,0,0,20,1,2,0,0,0,0,25,1");
    assert_eq!(
        starved.to_playstrategy(),
        "4,2S,1S/6 20 25 S",
        "Player 2's row is written from pit 6 to pit 1"
    );
    assert!("4,4,4,4,4,4,0,4,4,4,4,4,5,0,1".parse::<Position>().is_err());
    assert!(Position::from_playstrategy("4S,4S/4S 0 0 S").is_err());
    assert!(Position::from_playstrategy("6/6 24 24 X").is_err());
}

#[test]
fn moves_read_as_numbers_or_letters_of_the_movers_row() {
    let pit = |n| Pit::new(n).unwrap();
    assert_eq!(read_move("4", Player::Two), Ok(pit(4)));
    assert_eq!(read_move("D", Player::One), Ok(pit(4)));
    assert_eq!(read_move("d", Player::Two), Ok(pit(4)));
    let wrong = read_move("D", Player::Two).unwrap_err().to_string();
    assert!(wrong.contains("other row"), "{wrong}");
    assert!(read_move("7", Player::One).is_err());
    assert!(read_move("G", Player::One).is_err());
}
