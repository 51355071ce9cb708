//! One worker thread of the pool: it takes jobs one at a time, keeping
//! Expert's solvers (and their tables) warm from one decision to the next.

use super::{
    ANALYSIS_MAX_STONES, ANALYSIS_NODE_LIMIT, BACKGROUND_NODE_LIMIT, EndgameShelf, HINT_NODE_LIMIT,
    Job, LEAST_SEARCH, REPLY_WHILE_PREPARING, SOLVER_TABLE_BITS, Task, Thoroughness,
};
use engine::{
    Decision, EXPERT_NODE_LIMIT, EndgameDatabase, Interrupt, Level, OpeningBook, Pit, Player,
    Position, Rng, Solver, Variant, choose_move, expert_move, expert_move_in_time, oware,
};
use play::{Hint, Judgement};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Says stop once `after` has passed from now.
fn time_up_in(after: Duration) -> Interrupt {
    let at = Instant::now() + after;
    Box::new(move || Instant::now() >= at)
}

/// The calling thread alone runs only when a core has nothing else to do
/// (on Linux, `SCHED_IDLE`; nice 19 if that is refused); elsewhere the
/// thread keeps its priority. At nice 19 the analysis worker still took a
/// quarter of both cores under load: the players' threads wait on each
/// other often enough that a nice thread gets the core in each gap, for a
/// whole time slice, and the players' next request waits behind it.
/// A `SCHED_IDLE` thread gives the core back as soon as one wakes.
pub(crate) fn lower_this_threads_priority() {
    #[cfg(target_os = "linux")]
    {
        let param = libc::sched_param { sched_priority: 0 };
        // SAFETY: `param` is a valid `sched_param` that outlives the call,
        // and pid 0 names the calling thread.
        if unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) } == 0 {
            return;
        }
        let error = std::io::Error::last_os_error();
        tracing::warn!(%error, "a background worker runs at nice 19, not only when idle");
        if let Err(error) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19)
        {
            tracing::warn!(%error, "a background worker keeps its CPU priority");
        }
    }
}

pub(super) struct Worker {
    endgame: EndgameShelf,
    /// Expert's solvers by capture rule, with the database each has now.
    solvers: Vec<(bool, Option<Arc<EndgameDatabase>>, Solver)>,
}

impl Worker {
    pub(super) fn new(endgame: EndgameShelf) -> Worker {
        Worker {
            endgame,
            solvers: Vec::new(),
        }
    }

    /// Takes jobs until the pool is gone; `ready_at_start`, it first reads
    /// the books and makes the standard game's solver with its table in
    /// memory, so the first player to ask does not wait for them.
    pub(super) fn run(mut self, queue: &Mutex<mpsc::Receiver<Job>>, ready_at_start: bool) {
        if ready_at_start {
            for empty_capture in [false, true] {
                OpeningBook::shipped(empty_capture);
            }
            self.solver(false, EXPERT_NODE_LIMIT);
        }
        loop {
            let Ok(job) = queue
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .recv()
            else {
                return;
            };
            // The requester may have gone away; nothing to do then.
            match job.task {
                Task::Move {
                    position,
                    level,
                    seed,
                    reply_started,
                    reply,
                } => {
                    let started = Instant::now();
                    let decision = self.decide(&position, job.variant, level, seed, reply_started);
                    crate::telemetry::computer_thought(level, started.elapsed());
                    let _ = reply.send(decision);
                }
                Task::OwareMove {
                    game,
                    level,
                    seed,
                    database,
                    reply,
                } => {
                    let started = Instant::now();
                    let mut rng = Rng::new(seed);
                    let decision = oware::choose_move(&game, level, database.as_deref(), &mut rng);
                    crate::telemetry::computer_thought(level, started.elapsed());
                    let _ = reply.send(decision);
                }
                Task::Hint { position, reply } => {
                    let _ = reply.send(self.hint(&position, job.variant));
                }
                Task::Judge {
                    moves,
                    thoroughness,
                    unwanted,
                    reply,
                } => {
                    let judged = self.judge(&moves, job.variant, thoroughness, unwanted);
                    let _ = reply.send(judged);
                }
            }
        }
    }

    fn decide(
        &mut self,
        position: &Position,
        variant: Variant,
        level: Level,
        seed: u64,
        reply_started: Instant,
    ) -> Option<Decision> {
        if level != Level::Expert {
            return choose_move(position, variant, level, &mut Rng::new(seed));
        }
        let preparing = self.endgame.preparing();
        let solver = self.solver(variant.empty_capture(), EXPERT_NODE_LIMIT);
        let decision = if preparing {
            let left = (reply_started + REPLY_WHILE_PREPARING)
                .saturating_duration_since(Instant::now())
                .max(LEAST_SEARCH);
            expert_move_in_time(
                solver,
                position,
                variant,
                time_up_in(left * 2 / 3),
                time_up_in(left),
            )?
        } else {
            expert_move(solver, position, variant)?
        };
        if !decision.proved {
            tracing::info!(%position, "Expert could not prove its move; it played Hard's");
        }
        Some(decision)
    }

    fn judge(
        &mut self,
        moves: &[(Position, Pit)],
        variant: Variant,
        thoroughness: Thoroughness,
        unwanted: Option<Interrupt>,
    ) -> Vec<Option<Judgement>> {
        let quick = thoroughness == Thoroughness::Quick;
        let per_question = if quick {
            HINT_NODE_LIMIT
        } else {
            BACKGROUND_NODE_LIMIT
        };
        let solver = self.solver(variant.empty_capture(), per_question);
        solver.set_interrupt(unwanted);
        let stop_at = if quick {
            solver.nodes() + ANALYSIS_NODE_LIMIT
        } else {
            u64::MAX
        };
        let book = OpeningBook::shipped(variant.empty_capture());
        let mut judged = vec![None; moves.len()];
        for (slot, (position, pit)) in judged.iter_mut().zip(moves).rev() {
            if solver.nodes() >= stop_at {
                break;
            }
            let in_pits = position.board.stones_on_side(Player::One)
                + position.board.stones_on_side(Player::Two);
            if quick && in_pits > ANALYSIS_MAX_STONES && !book.covers(position, variant) {
                continue;
            }
            let (Ok(Some((best_pit, best))), Ok(Some(played))) = (
                solver.best_move(position),
                solver.move_value(position, *pit),
            ) else {
                continue;
            };
            let best_pit = if played == best { *pit } else { best_pit };
            *slot = Some(Judgement {
                played,
                best,
                best_pit,
            });
        }
        solver.set_interrupt(None);
        judged
    }

    fn hint(&mut self, position: &Position, variant: Variant) -> Option<Hint> {
        match self
            .solver(variant.empty_capture(), HINT_NODE_LIMIT)
            .best_move(position)
        {
            Ok(best) => best.map(|(pit, value)| Hint {
                pit,
                value: Some(value),
                up_to: None,
            }),
            Err(_) => {
                choose_move(position, variant, Level::Hard, &mut Rng::new(0)).map(|decision| Hint {
                    pit: decision.pit,
                    value: None,
                    up_to: None,
                })
            }
        }
    }

    /// This worker's solver for a capture rule (given the endgame database
    /// once it arrives), stopping each question after `node_limit`.
    fn solver(&mut self, empty_capture: bool, node_limit: u64) -> &mut Solver {
        let database = self
            .endgame
            .get()
            .filter(|database| database.empty_capture() == empty_capture);
        let at = match self
            .solvers
            .iter()
            .position(|(rule, _, _)| *rule == empty_capture)
        {
            Some(at) => at,
            None => {
                let mut solver = Solver::new(empty_capture, SOLVER_TABLE_BITS, None);
                solver.touch_table();
                self.solvers.push((empty_capture, None, solver));
                self.solvers.len() - 1
            }
        };
        let (_, made_with, solver) = &mut self.solvers[at];
        if made_with.as_ref().map(Arc::as_ptr) != database.as_ref().map(Arc::as_ptr) {
            solver.set_database(database.clone());
            *made_with = database;
        }
        solver.set_node_limit(node_limit);
        solver
    }
}
