//! The computer player's thinking, on a fixed pool of worker threads so a
//! long search never stalls the async runtime or other players' pages.
//! Each worker keeps its own exact solver for Expert, whose table stays
//! warm from one decision to the next.

use engine::{Decision, EndgameDatabase, Interrupt, Level, Pit, Position, Variant, oware};
use play::{Hint, Judgement};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

mod worker;

use worker::Worker;
pub(crate) use worker::lower_this_threads_priority;

/// A quick pass (a game's analysis or a board position, while the page
/// waits) stops solving after this many positions in all
/// (a few seconds), leaving the earliest moves unjudged.
const ANALYSIS_NODE_LIMIT: u64 = 10_000_000;

/// Positions with more stones than this in the pits, outside the opening
/// book, take seconds each to solve; the analysis leaves them unjudged
/// rather than keep the page waiting.
const ANALYSIS_MAX_STONES: u32 = 40;

/// Expert's solver table per worker: 2^22 buckets of 32 bytes, 128 MB.
const SOLVER_TABLE_BITS: u32 = 22;

/// Hints and analysis solve within this many positions per question
/// (about two seconds), so no page waits long.
const HINT_NODE_LIMIT: u64 = 5_000_000;

/// In the background an analysis gives each move up to this many positions
/// (a few minutes); a move that needs more stays unjudged, and the page
/// says it could not be solved here.
const BACKGROUND_NODE_LIMIT: u64 = 400_000_000;

/// How thoroughly to judge a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thoroughness {
    /// While a page waits: a few seconds in all, positions with many stones
    /// outside the book left open.
    Quick,
    /// In the background: every move, each up to its own large budget.
    Thorough,
}

/// While the endgame database is being prepared, Expert's replies to one
/// action (several, after extra turns) are answered within this time: each
/// proves what it can in the first two thirds of what is left and
/// otherwise plays Hard's search, cut off when the time is up but given
/// at least [`LEAST_SEARCH`]. A person waits for the reply.
const REPLY_WHILE_PREPARING: Duration = Duration::from_millis(60);
const LEAST_SEARCH: Duration = Duration::from_millis(10);

/// The endgame database as far as it is loaded or built: a smaller one
/// while the full one is on its way, none at first.
#[derive(Clone, Default)]
pub struct EndgameShelf(Arc<Shelf>);

#[derive(Default)]
struct Shelf {
    database: RwLock<Option<Arc<EndgameDatabase>>>,
    preparing: AtomicBool,
}

impl EndgameShelf {
    /// Says the database is on its way: until [`EndgameShelf::install`],
    /// Expert answers in time rather than by proof.
    pub fn expect(&self) {
        self.0.preparing.store(true, Ordering::Relaxed);
    }

    /// Puts a part of the database in place for every later decision, the
    /// full one still to come.
    pub fn install_part(&self, database: EndgameDatabase) {
        *self
            .0
            .database
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Arc::new(database));
    }

    /// Puts the full database in place for every later decision.
    pub fn install(&self, database: EndgameDatabase) {
        self.install_part(database);
        self.0.preparing.store(false, Ordering::Relaxed);
    }

    /// Gives up on the database: Expert solves without it.
    pub fn abandon(&self) {
        self.0.preparing.store(false, Ordering::Relaxed);
    }

    /// Whether the full database is still on its way.
    pub fn preparing(&self) -> bool {
        self.0.preparing.load(Ordering::Relaxed)
    }

    /// The database as far as it is ready.
    pub fn get(&self) -> Option<Arc<EndgameDatabase>> {
        self.0
            .database
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }
}

/// Oware's endgame database once loaded (`oware_endgame`); none before,
/// or without a file.
#[derive(Clone, Default)]
pub struct OwareShelf(Arc<RwLock<Option<Arc<oware::Database>>>>);

impl OwareShelf {
    /// The database for games played with `grand_slam`, if it is loaded and
    /// was built under that rule.
    pub fn for_rule(&self, grand_slam: oware::GrandSlam) -> Option<Arc<oware::Database>> {
        self.0
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
            .filter(|database| database.grand_slam() == grand_slam)
    }

    /// Puts the loaded database in place for every later decision; the
    /// database in place.
    pub(crate) fn install(&self, database: oware::Database) -> Arc<oware::Database> {
        let database = Arc::new(database);
        *self
            .0
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(database.clone());
        database
    }
}

/// What a worker is asked to find.
enum Task {
    /// The move `level` plays, with its random choices from `seed`, as
    /// part of a reply begun at `reply_started`.
    Move {
        position: Position,
        level: Level,
        seed: u64,
        reply_started: Instant,
        reply: oneshot::Sender<Option<Decision>>,
    },
    /// The move `level` plays in an Oware game as it stands (its history
    /// since the last capture included).
    OwareMove {
        game: oware::Game,
        level: Level,
        seed: u64,
        database: Option<Arc<oware::Database>>,
        reply: oneshot::Sender<Option<Decision>>,
    },
    /// The best move and, if proved in the budget, its exact value.
    Hint {
        position: Position,
        reply: oneshot::Sender<Option<Hint>>,
    },
    /// Exact values around each (position, pit played), latest first
    /// within a total budget; `None` where it ran out.
    Judge {
        moves: Vec<(Position, Pit)>,
        thoroughness: Thoroughness,
        /// Says when nobody wants the answers any more.
        unwanted: Option<Interrupt>,
        reply: oneshot::Sender<Vec<Option<Judgement>>>,
    },
}

struct Job {
    variant: Variant,
    task: Task,
}

/// Worker threads taking decisions one at a time each; further requests
/// queue.
#[derive(Clone)]
pub struct ComputerPool {
    jobs: mpsc::Sender<Job>,
    endgame: EndgameShelf,
    oware: OwareShelf,
}

impl ComputerPool {
    /// Starts `threads` workers for the players.
    pub fn new(threads: usize, endgame: EndgameShelf) -> ComputerPool {
        ComputerPool::start(threads, endgame, "computer", false)
    }

    /// Starts `threads` workers for work nobody waits on, at the lowest CPU
    /// priority: they get only what the players' workers leave.
    pub fn background(threads: usize, endgame: EndgameShelf) -> ComputerPool {
        ComputerPool::start(threads, endgame, "analysis", true)
    }

    fn start(threads: usize, endgame: EndgameShelf, name: &str, lowest: bool) -> ComputerPool {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for number in 0..threads.max(1) {
            let queue = queue.clone();
            let endgame = endgame.clone();
            std::thread::Builder::new()
                .name(format!("{name}-{number}"))
                .spawn(move || {
                    if lowest {
                        lower_this_threads_priority();
                    }
                    // Players wait on their workers from the first minute;
                    // nobody waits on the background's, which make their
                    // solver (and its 128 MB table) when first asked.
                    Worker::new(endgame).run(&queue, !lowest)
                })
                .expect("a computer thread starts");
        }
        ComputerPool {
            jobs,
            endgame,
            oware: OwareShelf::default(),
        }
    }

    /// The pool with Oware's endgame database, once `oware` holds it.
    pub fn with_oware(self, oware: OwareShelf) -> ComputerPool {
        ComputerPool { oware, ..self }
    }

    /// Oware's endgame database for games played with `grand_slam`, once
    /// loaded: the analysis pages, hints and puzzles read it.
    pub fn oware_database(&self, grand_slam: oware::GrandSlam) -> Option<Arc<oware::Database>> {
        self.oware.for_rule(grand_slam)
    }

    /// Whether Expert's endgame database is still being prepared, so that
    /// Expert answers in time rather than by proof.
    pub fn expert_preparing(&self) -> bool {
        self.endgame.preparing()
    }

    /// The move `level` plays in `position`, and whether it is proved;
    /// `None` once the game is over (or, for Hard and Expert, if the pool
    /// has stopped).
    pub async fn choose(
        &self,
        position: Position,
        variant: Variant,
        level: Level,
        seed: u64,
        reply_started: Instant,
    ) -> Option<Decision> {
        // Easy and Medium decide in microseconds (Medium 6.6 µs a move on
        // average here): a trip to a worker thread and back costs more,
        // and under load the answer waits for the worker's turn on a core.
        if matches!(level, Level::Easy | Level::Medium) {
            let started = Instant::now();
            let decision =
                engine::choose_move(&position, variant, level, &mut engine::Rng::new(seed));
            crate::telemetry::computer_thought(level, started.elapsed());
            return decision;
        }
        self.ask(variant, |reply| Task::Move {
            position,
            level,
            seed,
            reply_started,
            reply,
        })
        .await
        .flatten()
    }

    /// The move `level` plays in an Oware `game`; `None` once it is over.
    /// Expert proves its moves where the Oware database (of the game's
    /// grand slam rule) is loaded and reaches.
    pub async fn choose_oware(
        &self,
        game: oware::Game,
        level: Level,
        seed: u64,
    ) -> Option<Decision> {
        if matches!(level, Level::Easy | Level::Medium) {
            let started = Instant::now();
            let decision = oware::choose_move(&game, level, None, &mut engine::Rng::new(seed));
            crate::telemetry::computer_thought(level, started.elapsed());
            return decision;
        }
        // The variant is Kalah's: an Oware task does not read it.
        let database = self.oware.for_rule(game.rules().grand_slam);
        self.ask(Variant::default(), |reply| Task::OwareMove {
            game,
            level,
            seed,
            database,
            reply,
        })
        .await
        .flatten()
    }

    /// Judges each (position, pit played) against perfect play, latest
    /// first (they are cheapest and warm the table for earlier ones).
    pub async fn judge(
        &self,
        variant: Variant,
        moves: Vec<(Position, Pit)>,
        thoroughness: Thoroughness,
    ) -> Vec<Option<Judgement>> {
        self.judge_unless(variant, moves, thoroughness, None).await
    }

    /// As `judge`, given up (`None` for what is left) once `unwanted`
    /// says nobody waits for the answers any more.
    pub async fn judge_unless(
        &self,
        variant: Variant,
        moves: Vec<(Position, Pit)>,
        thoroughness: Thoroughness,
        unwanted: Option<Interrupt>,
    ) -> Vec<Option<Judgement>> {
        let count = moves.len();
        self.ask(variant, |reply| Task::Judge {
            moves,
            thoroughness,
            unwanted,
            reply,
        })
        .await
        .unwrap_or_else(|| vec![None; count])
    }

    /// The best move for the player to move, with its exact value when the
    /// solver proves it within Expert's budget.
    pub async fn hint(&self, position: Position, variant: Variant) -> Option<Hint> {
        self.ask(variant, |reply| Task::Hint { position, reply })
            .await
            .flatten()
    }

    /// Queues a task and waits for its answer; `None` if the pool stopped.
    async fn ask<T>(
        &self,
        variant: Variant,
        task: impl FnOnce(oneshot::Sender<T>) -> Task,
    ) -> Option<T> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job {
                variant,
                task: task(reply),
            })
            .ok()?;
        answer.await.ok()
    }
}
