//! The retrograde build, one layer of seeds at a time, each on every core.
//!
//! Within a layer only moves that capture nothing keep the seed count, so a
//! layer depends on itself through those and on smaller layers through
//! captures, whose bounds are already known. Every position starts at the
//! widest bounds (an endless line is scored −n for `least`, +n for
//! `greatest`) and is tightened, sweep after sweep, from its moves:
//! `least = max(capture − greatest(child))`, `greatest = max(capture −
//! least(child))`, until a sweep changes nothing. Bounds only ever move
//! inwards, so sweeps may read one another's fresh values: the two cores
//! share the layer through atomics without locks.

use super::{Bounds, Database, GrandSlam, MAX_SEEDS};
use crate::counting::{Counting, Pits, next_distribution, turn};
use crate::oware::sow::{legal, own_rows, sow, starts};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU16, AtomicU64, AtomicUsize, Ordering::Relaxed};

/// Positions handed to a core at a time.
const CHUNK: usize = 1 << 15;

/// What building one layer took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LayerReport {
    /// Seeds in the pits.
    pub seeds: u8,
    /// Positions in the layer.
    pub positions: u64,
    /// Sweeps until nothing changed (the last one included).
    pub sweeps: u32,
    /// Positions whose bounds meet: exact whatever the rule for endless
    /// play.
    pub exact: u64,
}

/// What a position's moves that capture lead to, and where the others go.
struct Moves {
    /// Best of the capturing moves (and ends) for `least` and `greatest`;
    /// `i8::MIN` where there is none.
    exits: [i8; 2],
    /// Indices within the layer, plus one, of the children that capture
    /// nothing; 0 for none.
    children: [u32; 6],
}

impl Database {
    /// Builds the database for up to `max_seeds` seeds (at most
    /// [`MAX_SEEDS`]) on `threads` cores, showing `layer_done` the database
    /// so far after each layer.
    ///
    /// ```
    /// use engine::oware::{Database, GrandSlam};
    /// let database = Database::build(4, GrandSlam::default(), 2, |_, _| {});
    /// // The mover's single seed, the opponent's two: nothing can be done.
    /// let bounds = database.bounds(&[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1]).unwrap();
    /// assert!(bounds.least <= bounds.greatest);
    /// ```
    pub fn build(
        max_seeds: u8,
        grand_slam: GrandSlam,
        threads: usize,
        mut layer_done: impl FnMut(&Database, LayerReport),
    ) -> Database {
        let max_seeds = max_seeds.min(MAX_SEEDS);
        let counting = Counting::new(max_seeds);
        let mut database = Database {
            max_seeds,
            grand_slam,
            bounds: crate::memory::large_zeroed(counting.len() as usize),
            counting,
        };
        for seeds in 0..=max_seeds {
            let report = database.build_layer(seeds, threads.max(1));
            layer_done(&database, report);
        }
        database
    }

    fn build_layer(&mut self, seeds: u8, threads: usize) -> LayerReport {
        let base = self.counting.offsets[usize::from(seeds)];
        let len = (self.counting.offsets[usize::from(seeds) + 1] - base) as usize;
        let layer: Vec<AtomicU16> = (0..len).map(|_| AtomicU16::new(0)).collect();
        let mut exits = vec![[0i8; 2]; len];
        let mut children: Vec<[u32; 6]> = crate::memory::large_zeroed(len);
        {
            let (lower, _) = self.bounds.split_at(base as usize);
            let work = Mutex::new(
                exits
                    .chunks_mut(CHUNK)
                    .zip(children.chunks_mut(CHUNK))
                    .enumerate(),
            );
            let layer = &layer;
            let counting = &self.counting;
            let grand_slam = self.grand_slam;
            std::thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(|| {
                        loop {
                            let next = work.lock().expect("no thread panics").next();
                            let Some((chunk, (exits, children))) = next else {
                                break;
                            };
                            let first = chunk * CHUNK;
                            let mut pits = counting.distribution(seeds, first as u64);
                            for (at, (exits, children)) in
                                exits.iter_mut().zip(children.iter_mut()).enumerate()
                            {
                                let moves =
                                    read_moves(&pits, seeds, grand_slam, counting, lower, base);
                                let start = starting_bounds(&moves, seeds);
                                layer[first + at].store(start.pack(), Relaxed);
                                *exits = moves.exits;
                                *children = moves.children;
                                next_distribution(&mut pits);
                            }
                        }
                    });
                }
            });
        }
        let sweeps = sweep_until_settled(&layer, &exits, &children, threads);
        let current = &mut self.bounds[base as usize..base as usize + len];
        let mut exact = 0;
        for (stored, settled) in current.iter_mut().zip(&layer) {
            *stored = settled.load(Relaxed);
            exact += u64::from(Bounds::unpack(*stored).exact().is_some());
        }
        LayerReport {
            seeds,
            positions: len as u64,
            sweeps,
            exact,
        }
    }
}

/// A position's moves: capturing ones valued from the smaller layers
/// (`lower`), the others as indices plus one within the layer, which starts
/// at `base`.
fn read_moves(
    pits: &Pits,
    seeds: u8,
    grand_slam: GrandSlam,
    counting: &Counting,
    lower: &[u16],
    base: u64,
) -> Moves {
    let mut moves = Moves {
        exits: [i8::MIN; 2],
        children: [0; 6],
    };
    let legal = legal(pits, grand_slam);
    if legal == 0 {
        let end = own_rows(pits) as i8;
        moves.exits = [end, end];
        return moves;
    }
    let mut next = 0;
    for start in starts(legal) {
        let mut child = *pits;
        let captured = sow(&mut child, start, &mut ()).captured;
        let child = turn(&child);
        if captured == 0 {
            moves.children[next] = (counting.index(&child, seeds) - base + 1) as u32;
            next += 1;
            continue;
        }
        let left = seeds - captured;
        let after = Bounds::unpack(lower[counting.index(&child, left) as usize]);
        let gain = i32::from(captured);
        moves.exits[0] = moves.exits[0].max((gain - after.greatest) as i8);
        moves.exits[1] = moves.exits[1].max((gain - after.least) as i8);
    }
    moves
}

/// The widest bounds a position can have before its layer is swept.
fn starting_bounds(moves: &Moves, seeds: u8) -> Bounds {
    let endless = i32::from(seeds);
    if moves.children[0] == 0 {
        Bounds {
            least: i32::from(moves.exits[0]),
            greatest: i32::from(moves.exits[1]),
        }
    } else {
        Bounds {
            least: i32::from(moves.exits[0]).max(-endless),
            greatest: endless,
        }
    }
}

/// Tightens every position's bounds from its children's until nothing
/// changes; returns the number of sweeps.
fn sweep_until_settled(
    layer: &[AtomicU16],
    exits: &[[i8; 2]],
    children: &[[u32; 6]],
    threads: usize,
) -> u32 {
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let next_chunk = AtomicUsize::new(0);
        let changed = AtomicU64::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let first = next_chunk.fetch_add(CHUNK, Relaxed);
                        if first >= layer.len() {
                            break;
                        }
                        let last = (first + CHUNK).min(layer.len());
                        let mut count = 0;
                        for at in first..last {
                            count += u64::from(tighten(layer, exits, children, at));
                        }
                        changed.fetch_add(count, Relaxed);
                    }
                });
            }
        });
        if changed.load(Relaxed) == 0 {
            return sweeps;
        }
    }
}

/// Recomputes one position's bounds; true if they moved.
fn tighten(layer: &[AtomicU16], exits: &[[i8; 2]], children: &[[u32; 6]], at: usize) -> bool {
    let old = Bounds::unpack(layer[at].load(Relaxed));
    if old.least == old.greatest || children[at][0] == 0 {
        return false;
    }
    let [mut least, mut greatest] = exits[at].map(i32::from);
    for &child in children[at].iter().take_while(|&&child| child != 0) {
        let after = Bounds::unpack(layer[child as usize - 1].load(Relaxed));
        least = least.max(-after.greatest);
        greatest = greatest.max(-after.least);
    }
    let new = Bounds { least, greatest };
    if new == old {
        return false;
    }
    layer[at].store(new.pack(), Relaxed);
    true
}
