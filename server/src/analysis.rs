//! A game's analysis: each person's move judged against perfect play.
//! What solves in a few seconds is solved while the page waits; the rest
//! on workers of their own, in the background, so solving never holds up
//! anyone's moves. A game that ends while those workers are idle starts
//! solving at once. Every move solved is stored with the game: the page
//! shows how far it has got, and a finished analysis is read back.

use crate::computer::{ComputerPool, Thoroughness};
use crate::games::unavailable;
use crate::storage::{Solved, Storage};
use engine::{Pit, Position, Variant};
use play::{Analysis, GameId, JudgedMove, Judgement, Record, Refusal, Study};
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};

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

/// Whether work went to the background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Background {
    /// It is being solved (now, or already).
    Solving,
    /// The server has no background workers.
    NoWorkers,
    /// Too many positions wait already.
    Full,
}

/// Solves analyses in the background, one game at a time per worker.
#[derive(Clone)]
pub struct Analyst {
    storage: Storage,
    /// The background workers, if the server has any.
    pool: Option<ComputerPool>,
    /// What is being solved now, each with whether a visit's quick pass
    /// has run during the solve: later visits (the page reloads itself)
    /// only read what is stored.
    solving: Arc<Mutex<HashMap<Subject, bool>>>,
}

impl Analyst {
    /// An analyst storing into `storage`, solving in the background on
    /// `pool`, or only while pages wait without one.
    pub fn new(storage: Storage, pool: Option<ComputerPool>) -> Analyst {
        Analyst {
            storage,
            pool,
            solving: Arc::default(),
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
        let variant = record.setup.variant;
        let people = people_moves(record);
        let mut known: HashMap<(Position, Pit), Judgement> = self
            .storage
            .judgements(&record.id)
            .await
            .map_err(unavailable)?
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
        let subject = Subject::Game(record.id.clone());
        let asked = open(&known);
        if !asked.is_empty() && self.quick_pass_due(&subject) {
            let answers = quick
                .judge(variant, asked.clone(), Thoroughness::Quick)
                .await;
            let solved = solved(asked, answers);
            self.storage
                .save_judgements(&record.id, &solved)
                .await
                .map_err(unavailable)?;
            known.extend(
                solved
                    .into_iter()
                    .map(|(position, pit, judgement)| ((position, pit), judgement)),
            );
            let rest = open(&known);
            if !rest.is_empty() {
                self.solve_in_background(subject.clone(), variant, rest, true);
            }
        }
        let solving = self.solving().contains_key(&subject);
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
            moves,
            solving,
        })
    }

    /// Starts solving the moves of `record`, a game that has just ended,
    /// if nothing else is being solved: busy workers stay on what visitors
    /// of analysis pages asked for. Returns at once.
    pub fn game_ended(&self, record: &Record) {
        if self.pool.is_none() || !self.idle() {
            return;
        }
        let analyst = self.clone();
        let (id, variant) = (record.id.clone(), record.setup.variant);
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
            if !open.is_empty() {
                analyst.solve_in_background(Subject::Game(id), variant, open, false);
            }
        });
    }

    fn idle(&self) -> bool {
        self.solving().is_empty()
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

    /// Starts solving `moves` of `subject`, unless that already runs;
    /// `quick_pass_made` if a visit just made one.
    fn solve_in_background(
        &self,
        subject: Subject,
        variant: Variant,
        moves: Vec<(Position, Pit)>,
        quick_pass_made: bool,
    ) -> Background {
        let Some(pool) = self.pool.clone() else {
            return Background::NoWorkers;
        };
        {
            let mut solving = self.solving();
            let positions = solving
                .keys()
                .filter(|subject| matches!(subject, Subject::Position(..)))
                .count();
            match solving.entry(subject.clone()) {
                Entry::Occupied(_) => return Background::Solving,
                Entry::Vacant(_)
                    if matches!(subject, Subject::Position(..))
                        && positions >= MOST_POSITIONS_WAITING =>
                {
                    return Background::Full;
                }
                Entry::Vacant(entry) => {
                    entry.insert(quick_pass_made);
                }
            }
        }
        let analyst = self.clone();
        tokio::spawn(async move {
            // Latest moves first, each stored once solved, so the page
            // shows progress while the earliest still take their time.
            for (position, pit) in moves.into_iter().rev() {
                let answer = pool
                    .judge(variant, vec![(position, pit)], Thoroughness::Thorough)
                    .await;
                let solved = solved(vec![(position, pit)], answer);
                if let Err(error) = analyst.store(&subject, &solved).await {
                    tracing::warn!(%error, ?subject, "could not store an analysis");
                    break;
                }
            }
            analyst.solving().remove(&subject);
        });
        Background::Solving
    }

    async fn store(
        &self,
        subject: &Subject,
        solved: &[Solved],
    ) -> Result<(), crate::storage::StorageError> {
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

    /// The analysis board's answer for `position` under `variant`: each
    /// move's value as far as solved, after a quick pass on `quick` over
    /// what nobody solved yet; what stays open goes to the background,
    /// room permitting.
    pub async fn study(
        &self,
        quick: &ComputerPool,
        position: Position,
        variant: Variant,
    ) -> Result<Study, Refusal> {
        let empty_capture = variant.empty_capture();
        let mut known: HashMap<Pit, i32> = self
            .storage
            .position_values(&position, empty_capture)
            .await
            .map_err(unavailable)?
            .into_iter()
            .collect();
        let legal = position.legal_moves();
        let open = |known: &HashMap<Pit, i32>| -> Vec<(Position, Pit)> {
            legal
                .iter()
                .filter(|pit| !known.contains_key(pit))
                .map(|&pit| (position, pit))
                .collect()
        };
        let subject = Subject::Position(position, empty_capture);
        let asked = open(&known);
        let mut background = None;
        if !asked.is_empty() && self.quick_pass_due(&subject) {
            let answers = quick
                .judge(variant, asked.clone(), Thoroughness::Quick)
                .await;
            let solved = solved(asked, answers);
            self.store(&subject, &solved).await.map_err(unavailable)?;
            known.extend(
                solved
                    .iter()
                    .map(|(_, pit, judgement)| (*pit, judgement.played)),
            );
            let rest = open(&known);
            if !rest.is_empty() {
                background = Some(self.solve_in_background(subject.clone(), variant, rest, true));
            }
        }
        Ok(Study {
            position,
            variant,
            moves: legal
                .iter()
                .map(|&pit| (pit, known.get(&pit).copied()))
                .collect(),
            solving: self.solving().contains_key(&subject),
            busy: background == Some(Background::Full),
        })
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
