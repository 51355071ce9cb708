//! Analyses: each person's move in a game judged against perfect play, and
//! the analysis board's positions (`board`). What solves in a few seconds
//! is solved while the page waits; the rest on workers of their own, in the
//! background at the lowest CPU priority, so solving never holds up
//! anyone's moves. A game that ends while a worker is free starts solving
//! at once (unless the server solves only on request). Everything solved
//! is stored: the page shows how far it has got, and a finished analysis
//! is read back.

mod board;
mod oware;

pub use board::Board;

use crate::computer::{ComputerPool, Thoroughness};
use crate::game_end::{GameEnded, OnGameEnd};
use crate::storage::{Solved, Storage, StorageError};
use engine::{Pit, Position, Ruleset, Variant};
use play::{Analysis, GameId, JudgedMove, Judgement, Record, Refusal};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Positions of the analysis board waiting to be solved at most: anyone
/// may ask about any position, and the workers are few.
const MOST_POSITIONS_WAITING: usize = 16;

/// What is being solved: a game's moves, or a position of the analysis
/// board under a capture rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Subject {
    Game(GameId),
    Position(Position, bool),
}

/// Why work did not go to the background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NotQueued {
    /// It is being solved already.
    Solving,
    /// The server has no background workers.
    NoWorkers,
    /// No room: every worker is busy (for a game that just ended) or too
    /// many positions wait.
    Full,
}

/// Solves analyses in the background, one subject at a time per worker.
#[derive(Clone)]
pub struct Analyst {
    storage: Storage,
    /// The background workers, if the server has any, and how many.
    pool: Option<ComputerPool>,
    workers: usize,
    /// What is being solved now, each with whether a visit's quick pass
    /// has run during the solve: later visits (the page reloads itself)
    /// only read what is stored.
    solving: Arc<Mutex<HashMap<Subject, bool>>>,
    /// The analysis board's quick passes use the players' pool one at a
    /// time: a flood of positions must not take every player's worker.
    board_quick_pass: Arc<Semaphore>,
    /// When someone last looked at each board position being solved: a
    /// position nobody has looked at for `unwatched` is given up (what is
    /// solved stays), so abandoned positions do not keep the workers busy
    /// for hours.
    looked_at: Arc<Mutex<HashMap<Subject, Instant>>>,
    unwatched: Duration,
    /// Whether a game that ends starts solving before anyone asks.
    solve_ended_games: bool,
}

/// A subject's place among those being solved, given back when dropped
/// (even if the solving task panics).
struct Reservation {
    analyst: Analyst,
    subject: Subject,
}

impl Drop for Reservation {
    fn drop(&mut self) {
        let mut solving = self.analyst.solving();
        solving.remove(&self.subject);
        crate::telemetry::analysis_queue(solving.len());
        self.analyst.looked_at().remove(&self.subject);
    }
}

impl Analyst {
    /// An analyst storing into `storage`, solving in the background on
    /// `pool` (of `workers` threads), or only while pages wait without one;
    /// a board position is solved until nobody has looked at it for
    /// `unwatched`; a game that ends is solved at once if
    /// `solve_ended_games`, else once its analysis is opened.
    pub fn new(
        storage: Storage,
        pool: Option<ComputerPool>,
        workers: usize,
        unwatched: Duration,
        solve_ended_games: bool,
    ) -> Analyst {
        Analyst {
            storage,
            workers: if pool.is_some() { workers } else { 0 },
            pool,
            solving: Arc::default(),
            board_quick_pass: Arc::new(Semaphore::new(1)),
            looked_at: Arc::default(),
            unwatched,
            solve_ended_games,
        }
    }

    /// `record`'s analysis as far as it is solved, after a quick pass on
    /// `quick` (the players' pool) over what nobody solved yet; what stays
    /// open goes to the background.
    pub async fn analyse(
        &self,
        quick: &ComputerPool,
        record: &Record,
    ) -> Result<Analysis, Refusal> {
        let subject = Subject::Game(record.id.clone());
        // Oware's moves are judged by its endgame database at once: no
        // solving, nothing stored.
        let variant = match record.setup.rules {
            Ruleset::Kalah(variant) => variant,
            Ruleset::Oware(rules) => {
                let database = quick.oware_database(rules.grand_slam);
                return Ok(oware::judged(record, rules, database.as_deref()));
            }
        };
        // Before reading: a solve that finishes meanwhile still counts.
        let was_solving = self.solving().contains_key(&subject);
        let people = people_moves(record);
        let mut known: HashMap<(Position, Pit), Judgement> = self
            .storage
            .judgements(&record.id)
            .await?
            .into_iter()
            .map(|(position, pit, judgement)| ((position, pit), judgement))
            .collect();
        let open = |known: &HashMap<(Position, Pit), Judgement>| -> Vec<(Position, Pit)> {
            people
                .iter()
                .map(|(position, judged)| (*position, judged.pit))
                .filter(|key| !known.contains_key(key))
                .collect()
        };
        let asked = open(&known);
        if !asked.is_empty() && self.quick_pass_due(&subject) {
            let answers = quick
                .judge(variant, asked.clone(), Thoroughness::Quick)
                .await;
            let solved = solved(asked, answers);
            self.storage.save_judgements(&record.id, &solved).await?;
            known.extend(
                solved
                    .into_iter()
                    .map(|(position, pit, judgement)| ((position, pit), judgement)),
            );
            let rest = open(&known);
            if !rest.is_empty() {
                // Already solving, or no workers: the page says which.
                let _ = self.solve_in_background(subject.clone(), variant, rest, true);
            }
        }
        let moves = people
            .into_iter()
            .map(|(position, mut judged)| {
                judged.judgement = known.get(&(position, judged.pit)).cloned();
                judged
            })
            .collect();
        Ok(Analysis {
            id: record.id.clone(),
            setup: record.setup,
            room: record.room.clone(),
            moves,
            solving: was_solving || self.solving().contains_key(&subject),
            proved_up_to: None,
        })
    }

    /// Starts solving the moves of `record`, a game that has just ended,
    /// if a worker is free: busy workers stay on what visitors asked for.
    /// Returns at once.
    fn solve_ended_game(&self, record: &Record) {
        if !self.solve_ended_games {
            return;
        }
        // An Oware game is judged by look-ups when its analysis opens.
        let Some(variant) = record.setup.rules.kalah() else {
            return;
        };
        let subject = Subject::Game(record.id.clone());
        let Ok(reservation) = self.reserve(&subject, false, true) else {
            return;
        };
        let analyst = self.clone();
        let id = record.id.clone();
        let moves: Vec<(Position, Pit)> = people_moves(record)
            .into_iter()
            .map(|(position, judged)| (position, judged.pit))
            .collect();
        tokio::spawn(async move {
            let known: HashSet<(Position, Pit)> = match analyst.storage.judgements(&id).await {
                Ok(known) => known
                    .into_iter()
                    .map(|(position, pit, _)| (position, pit))
                    .collect(),
                Err(error) => {
                    tracing::warn!(%error, game = %id, "could not read an analysis");
                    return;
                }
            };
            let open: Vec<(Position, Pit)> = moves
                .into_iter()
                .filter(|key| !known.contains(key))
                .collect();
            analyst.solve(reservation, variant, open).await;
        });
    }

    /// Whether a visit should make a quick pass: unless its subject is
    /// being solved and a visit has made one since.
    fn quick_pass_due(&self, subject: &Subject) -> bool {
        match self.solving().get_mut(subject) {
            None => true,
            Some(quick_pass_made) => !std::mem::replace(quick_pass_made, true),
        }
    }

    fn solving(&self) -> MutexGuard<'_, HashMap<Subject, bool>> {
        self.solving
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn looked_at(&self) -> MutexGuard<'_, HashMap<Subject, Instant>> {
        self.looked_at
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Someone is looking at `subject`: a board position being solved is
    /// kept on.
    fn seen(&self, subject: &Subject) {
        if let Some(at) = self.looked_at().get_mut(subject) {
            *at = Instant::now();
        }
    }

    /// Says when nobody has looked at board position `subject` for
    /// `unwatched`; `None` for a game, which is solved to the end.
    fn unwanted(&self, subject: &Subject) -> Option<engine::Interrupt> {
        if !matches!(subject, Subject::Position(..)) {
            return None;
        }
        let (looked_at, unwatched, subject) =
            (self.looked_at.clone(), self.unwatched, subject.clone());
        Some(Box::new(move || {
            looked_at
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .get(&subject)
                .is_none_or(|at| at.elapsed() >= unwatched)
        }))
    }

    /// Takes `subject`'s place among those being solved, if it has none
    /// and there is room: `if_free`, only while fewer subjects are solving
    /// than there are workers.
    fn reserve(
        &self,
        subject: &Subject,
        quick_pass_made: bool,
        if_free: bool,
    ) -> Result<Reservation, NotQueued> {
        if self.pool.is_none() {
            return Err(NotQueued::NoWorkers);
        }
        let mut solving = self.solving();
        if solving.contains_key(subject) {
            return Err(NotQueued::Solving);
        }
        let positions = solving
            .keys()
            .filter(|subject| matches!(subject, Subject::Position(..)))
            .count();
        let full = if if_free {
            solving.len() >= self.workers
        } else {
            matches!(subject, Subject::Position(..)) && positions >= MOST_POSITIONS_WAITING
        };
        if full {
            return Err(NotQueued::Full);
        }
        solving.insert(subject.clone(), quick_pass_made);
        crate::telemetry::analysis_queue(solving.len());
        if matches!(subject, Subject::Position(..)) {
            self.looked_at().insert(subject.clone(), Instant::now());
        }
        Ok(Reservation {
            analyst: self.clone(),
            subject: subject.clone(),
        })
    }

    /// Starts solving `moves` of `subject` in the background, unless it
    /// runs already or there is no room; `quick_pass_made` if a visit just
    /// made one.
    fn solve_in_background(
        &self,
        subject: Subject,
        variant: Variant,
        moves: Vec<(Position, Pit)>,
        quick_pass_made: bool,
    ) -> Result<(), NotQueued> {
        let reservation = self.reserve(&subject, quick_pass_made, false)?;
        let analyst = self.clone();
        tokio::spawn(async move { analyst.solve(reservation, variant, moves).await });
        Ok(())
    }

    /// Solves `moves` one by one on the background pool, storing each.
    async fn solve(&self, reservation: Reservation, variant: Variant, moves: Vec<(Position, Pit)>) {
        let Some(pool) = &self.pool else {
            return;
        };
        // Latest moves first, each stored once solved, so the page shows
        // progress while the earliest still take their time.
        for (position, pit) in moves.into_iter().rev() {
            let unwanted = self.unwanted(&reservation.subject);
            if unwanted.as_ref().is_some_and(|unwanted| unwanted()) {
                break;
            }
            let answer = pool
                .judge_unless(
                    variant,
                    vec![(position, pit)],
                    Thoroughness::Thorough,
                    unwanted,
                )
                .await;
            let solved = solved(vec![(position, pit)], answer);
            if let Err(error) = self.store(&reservation.subject, &solved).await {
                tracing::warn!(%error, subject = ?reservation.subject, "could not store an analysis");
                break;
            }
        }
        drop(reservation);
    }

    async fn store(&self, subject: &Subject, solved: &[Solved]) -> Result<(), StorageError> {
        match subject {
            Subject::Game(id) => self.storage.save_judgements(id, solved).await,
            Subject::Position(position, empty_capture) => {
                let values: Vec<(Pit, i32)> = solved
                    .iter()
                    .map(|(_, pit, judgement)| (*pit, judgement.played))
                    .collect();
                self.storage
                    .save_position_values(position, *empty_capture, &values)
                    .await
            }
        }
    }
}

/// Each person's move (not the computer's), not judged yet, with the
/// position before it.
fn people_moves(record: &Record) -> Vec<(Position, JudgedMove)> {
    let mut people = Vec::new();
    let mut position = record.start();
    for (number, (sowing, stored)) in (1..).zip(record.sowings().iter().zip(record.line())) {
        if !stored.by_computer {
            let judged = JudgedMove {
                number,
                player: sowing.player,
                position,
                pit: stored.pit,
                judgement: None,
                oware: None,
            };
            people.push((position, judged));
        }
        position = sowing.after;
    }
    people
}

/// The moves asked about that were solved, with their values.
fn solved(asked: Vec<(Position, Pit)>, answers: Vec<Option<Judgement>>) -> Vec<Solved> {
    asked
        .into_iter()
        .zip(answers)
        .filter_map(|((position, pit), judgement)| Some((position, pit, judgement?)))
        .collect()
}

/// A game that ended is solved in the background; an aborted one has
/// nothing to solve.
#[async_trait::async_trait]
impl OnGameEnd for Analyst {
    async fn game_ended(&self, ended: &GameEnded<'_>) {
        if ended.finished_now && !ended.record.aborted {
            self.solve_ended_game(ended.record);
        }
    }
}
