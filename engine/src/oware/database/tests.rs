//! The database checked against what is known independently of it.

use super::*;
use crate::oware::sow::{legal, own_rows, sow, starts};
use std::collections::HashMap;

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}

#[test]
fn each_layer_holds_every_way_to_place_its_seeds() {
    let database = Database::build(10, GrandSlam::default(), 2, |database, report| {
        let n = u64::from(report.seeds);
        assert_eq!(report.positions, binomial(n + 11, 11), "{n} seeds");
        let covered: u64 = (0..=n).map(|m| binomial(m + 11, 11)).sum();
        assert_eq!(database.counting.offsets[n as usize + 1], covered);
    });
    assert_eq!(database.len(), binomial(10 + 12, 12));
    // 20 seeds: the C(32, 12) positions a 20-seed database holds.
    assert_eq!(Counting::new(20).len(), 225_792_840);
}

/// The even-split value by a plain search that follows every line from
/// the position, knowing nothing but the rules: a position met again on the
/// line ends it at 0; after a capture nothing before it can come round, so
/// those values are remembered.
struct PlainSearch {
    grand_slam: GrandSlam,
    after_capture: HashMap<Pits, i32>,
    line: Vec<(Pits, bool)>,
}

impl PlainSearch {
    fn fresh(&mut self, pits: &Pits) -> i32 {
        if let Some(&value) = self.after_capture.get(pits) {
            return value;
        }
        let outer = std::mem::take(&mut self.line);
        let seeds: i32 = pits.iter().map(|&seeds| i32::from(seeds)).sum();
        let value = self.search(pits, false, -seeds - 1, seeds + 1);
        self.line = outer;
        self.after_capture.insert(*pits, value);
        value
    }

    /// Negamax with alpha-beta; `odd` tells the two players apart, so that
    /// a repetition is the same pits with the same player to move.
    fn search(&mut self, pits: &Pits, odd: bool, mut alpha: i32, beta: i32) -> i32 {
        let legal = legal(pits, self.grand_slam);
        if legal == 0 {
            return own_rows(pits);
        }
        self.line.push((*pits, odd));
        let mut best = i32::MIN;
        for start in starts(legal) {
            let mut child = *pits;
            let captured = sow(&mut child, start, &mut ()).captured;
            let child = crate::counting::turn(&child);
            let value = if captured > 0 {
                i32::from(captured) - self.fresh(&child)
            } else if self.line.contains(&(child, !odd)) {
                0
            } else {
                -self.search(&child, !odd, -beta, -alpha)
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.line.pop();
        best
    }
}

/// Every position of up to `most_seeds` seeds, layer by layer.
fn each_position(most_seeds: u8, mut visit: impl FnMut(&Pits, u8)) {
    for seeds in 0..=most_seeds {
        let mut pits = [0u8; 12];
        pits[11] = seeds;
        loop {
            visit(&pits, seeds);
            if !crate::counting::next_distribution(&mut pits) {
                break;
            }
        }
    }
}

#[test]
fn the_even_split_agrees_with_a_plain_search_up_to_three_seeds() {
    // Following every line costs too much beyond three seeds (four took
    // more than five minutes).
    for grand_slam in GrandSlam::ALL {
        let database = Database::build(3, grand_slam, 2, |_, _| {});
        let mut plain = PlainSearch {
            grand_slam,
            after_capture: HashMap::new(),
            line: Vec::new(),
        };
        each_position(3, |pits, seeds| {
            let bounds = database.lookup(pits, seeds);
            assert!(bounds.least <= bounds.greatest, "{pits:?}: {bounds:?}");
            assert_eq!(bounds.split(), plain.fresh(pits), "{pits:?}: {bounds:?}");
        });
    }
}

/// A layer's positions and moves, as the threshold method reads them.
struct Layer {
    positions: Vec<Pits>,
    /// Each position's ends and captures: what the move gains, and the
    /// bounds of the smaller position it leads to.
    exits: Vec<Vec<(i32, Bounds)>>,
    /// Each position's moves that stay in the layer.
    moves: Vec<Vec<usize>>,
    /// The positions with a move to each one.
    leads_here: Vec<Vec<usize>>,
}

impl Layer {
    fn read(seeds: u8, grand_slam: GrandSlam, known: &HashMap<Pits, Bounds>) -> Layer {
        let mut positions = Vec::new();
        each_position(seeds, |pits, n| {
            if n == seeds {
                positions.push(*pits);
            }
        });
        let at: HashMap<Pits, usize> = positions.iter().enumerate().map(|(i, p)| (*p, i)).collect();
        let len = positions.len();
        let mut layer = Layer {
            exits: vec![Vec::new(); len],
            moves: vec![Vec::new(); len],
            leads_here: vec![Vec::new(); len],
            positions,
        };
        for (index, pits) in layer.positions.iter().enumerate() {
            let legal = legal(pits, grand_slam);
            if legal == 0 {
                let nothing = Bounds {
                    least: 0,
                    greatest: 0,
                };
                layer.exits[index].push((own_rows(pits), nothing));
            }
            for start in starts(legal) {
                let mut child = *pits;
                let captured = sow(&mut child, start, &mut ()).captured;
                let child = crate::counting::turn(&child);
                if captured > 0 {
                    layer.exits[index].push((i32::from(captured), known[&child]));
                } else {
                    layer.moves[index].push(at[&child]);
                    layer.leads_here[at[&child]].push(index);
                }
            }
        }
        layer
    }

    /// Which positions the mover can force to end at `t` or better, and
    /// which the opponent can force to end at `-t` or worse for the mover.
    /// For `t` ≤ 0 a position can be both, so each set has its own queue
    /// entries: `(index, true)` entered the first, `(index, false)` the
    /// second.
    fn forced(&self, t: i32) -> (Vec<bool>, Vec<bool>) {
        let len = self.positions.len();
        let (mut wins, mut loses) = (vec![false; len], vec![false; len]);
        let mut unrefuted = vec![0usize; len];
        let mut queue = Vec::new();
        for index in 0..len {
            let exits = &self.exits[index];
            let open = exits
                .iter()
                .filter(|&&(gain, child)| gain - child.least > -t);
            unrefuted[index] = open.count() + self.moves[index].len();
            if exits
                .iter()
                .any(|&(gain, child)| gain - child.greatest >= t)
            {
                wins[index] = true;
                queue.push((index, true));
            }
            if unrefuted[index] == 0 {
                loses[index] = true;
                queue.push((index, false));
            }
        }
        while let Some((index, won)) = queue.pop() {
            for &before in &self.leads_here[index] {
                if !won && !wins[before] {
                    // A move into a lost position wins.
                    wins[before] = true;
                    queue.push((before, true));
                } else if won && !loses[before] {
                    // One more move of `before` that only loses.
                    unrefuted[before] -= 1;
                    if unrefuted[before] == 0 {
                        loses[before] = true;
                        queue.push((before, false));
                    }
                }
            }
        }
        (wins, loses)
    }
}

/// Both bounds by classic retrograde analysis, a method apart from the
/// build's sweeps: for each threshold, what each side can force, found
/// backwards from the ends with a count of each position's moves not yet
/// refuted. `least` is the best threshold the mover forces; `greatest` is
/// the opposite of the best the opponent forces.
fn by_thresholds(most_seeds: u8, grand_slam: GrandSlam) -> HashMap<Pits, Bounds> {
    let mut known: HashMap<Pits, Bounds> = HashMap::new();
    for seeds in 0..=most_seeds {
        let layer = Layer::read(seeds, grand_slam, &known);
        let n = i32::from(seeds);
        let mut least = vec![-n; layer.positions.len()];
        let mut greatest = vec![n; layer.positions.len()];
        for t in (-n + 1)..=n {
            let (wins, loses) = layer.forced(t);
            for index in 0..layer.positions.len() {
                if wins[index] {
                    least[index] = t;
                }
                if loses[index] {
                    greatest[index] = greatest[index].min(-t);
                }
            }
        }
        for (index, pits) in layer.positions.iter().enumerate() {
            let bounds = Bounds {
                least: least[index],
                greatest: greatest[index],
            };
            known.insert(*pits, bounds);
        }
    }
    known
}

fn agrees_with_thresholds(most_seeds: u8, grand_slam: GrandSlam) {
    let database = Database::build(most_seeds, grand_slam, 2, |_, _| {});
    let expected = by_thresholds(most_seeds, grand_slam);
    let mut checked = 0;
    each_position(most_seeds, |pits, seeds| {
        assert_eq!(database.lookup(pits, seeds), expected[pits], "{pits:?}");
        checked += 1;
    });
    assert_eq!(checked, database.len());
}

#[test]
fn both_bounds_agree_with_retrograde_analysis_by_thresholds_up_to_eight_seeds() {
    agrees_with_thresholds(8, GrandSlam::CapturesNothing);
    agrees_with_thresholds(6, GrandSlam::ForbiddenUnlessOnly);
}

#[test]
fn a_database_reads_back_and_refuses_damage() {
    let database = Database::build(5, GrandSlam::ForbiddenUnlessOnly, 1, |_, _| {});
    let mut bytes = Vec::new();
    database.write(&mut bytes).unwrap();
    let read = Database::read(&bytes[..]).unwrap();
    assert_eq!(read.bounds, database.bounds);
    assert_eq!(read.grand_slam(), GrandSlam::ForbiddenUnlessOnly);
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    assert!(matches!(
        Database::read(&bytes[..]),
        Err(DatabaseError::Invalid(_))
    ));
}
