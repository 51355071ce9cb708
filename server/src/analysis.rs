//! A game's analysis: each person's move judged against perfect play.
//! What solves in a few seconds is solved while the page waits; the rest
//! on workers of their own, in the background, so solving never holds up
//! anyone's moves. A game that ends while those workers are idle starts
//! solving at once. Every move solved is stored with the game: the page
//! shows how far it has got, and a finished analysis is read back.

use crate::computer::{ComputerPool, Thoroughness};
use crate::storage::{Solved, Storage};
use engine::{Pit, Position};
use play::{Analysis, GameId, JudgedMove, Judgement, Record, Refusal};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

/// Solves analyses in the background, one game at a time per worker.
#[derive(Clone)]
pub struct Analyst {
    storage: Storage,
    /// The background workers, if the server has any.
    pool: Option<ComputerPool>,
    /// Games being solved now, each with whether a visit's quick pass has
    /// run during the solve: later visits (the page reloads itself) only
    /// read what is stored.
    solving: Arc<Mutex<HashMap<GameId, bool>>>,
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
            .map_err(crate::games::unavailable)?
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
        if self.quick_pass_due(&record.id) && !asked.is_empty() {
            let answers = quick
                .judge(variant, asked.clone(), Thoroughness::Quick)
                .await;
            let solved = solved(asked, answers);
            self.storage
                .save_judgements(&record.id, &solved)
                .await
                .map_err(crate::games::unavailable)?;
            known.extend(
                solved
                    .into_iter()
                    .map(|(position, pit, judgement)| ((position, pit), judgement)),
            );
            let rest = open(&known);
            if !rest.is_empty() {
                self.solve_in_background(record.id.clone(), variant, rest, true);
            }
        }
        let solving = self.solving().contains_key(&record.id);
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
                analyst.solve_in_background(id, variant, open, false);
            }
        });
    }

    fn idle(&self) -> bool {
        self.solving().is_empty()
    }

    /// Whether a visit to game `id`'s analysis should make a quick pass:
    /// unless the game is being solved and a visit has made one since.
    fn quick_pass_due(&self, id: &GameId) -> bool {
        match self.solving().get_mut(id) {
            None => true,
            Some(quick_pass_made) => !std::mem::replace(quick_pass_made, true),
        }
    }

    fn solving(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, bool>> {
        self.solving
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Starts solving `moves` of game `id`, unless that already runs (or
    /// there are no background workers); `quick_pass_made` if a visit just
    /// made one.
    fn solve_in_background(
        &self,
        id: GameId,
        variant: engine::Variant,
        moves: Vec<(Position, Pit)>,
        quick_pass_made: bool,
    ) {
        let Some(pool) = self.pool.clone() else {
            return;
        };
        match self.solving().entry(id.clone()) {
            std::collections::hash_map::Entry::Occupied(_) => return,
            std::collections::hash_map::Entry::Vacant(entry) => {
                entry.insert(quick_pass_made);
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
                if let Err(error) = analyst.storage.save_judgements(&id, &solved).await {
                    tracing::warn!(%error, game = %id, "could not store an analysis");
                    break;
                }
            }
            analyst.solving().remove(&id);
        });
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
