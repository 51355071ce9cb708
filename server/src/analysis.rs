//! A game's analysis: each person's move judged against perfect play.
//! What solves in a few seconds is solved while the page waits; the rest
//! on a worker of its own, in the background, so solving never holds up
//! anyone's moves. Every move solved is stored with the game: the page
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
    pool: ComputerPool,
    /// Games being solved now: a second visit waits for the first.
    solving: Arc<Mutex<HashSet<GameId>>>,
}

impl Analyst {
    /// An analyst storing into `storage`, solving on `pool`.
    pub fn new(storage: Storage, pool: ComputerPool) -> Analyst {
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
        let mut solving = self.is_solving(&record.id);
        let asked = open(&known);
        if !solving && !asked.is_empty() {
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
                solving = self.solve_in_background(record.id.clone(), variant, rest);
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
            moves,
            solving,
        })
    }

    fn is_solving(&self, id: &GameId) -> bool {
        self.solving
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .contains(id)
    }

    /// Starts solving `moves` of game `id`, unless that already runs.
    /// Returns whether it runs now.
    fn solve_in_background(
        &self,
        id: GameId,
        variant: engine::Variant,
        moves: Vec<(Position, Pit)>,
    ) -> bool {
        if !self
            .solving
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(id.clone())
        {
            return true;
        }
        let analyst = self.clone();
        tokio::spawn(async move {
            // Latest moves first, each stored once solved, so the page
            // shows progress while the earliest still take their time.
            for (position, pit) in moves.into_iter().rev() {
                let answer = analyst
                    .pool
                    .judge(variant, vec![(position, pit)], Thoroughness::Thorough)
                    .await;
                let solved = solved(vec![(position, pit)], answer);
                if let Err(error) = analyst.storage.save_judgements(&id, &solved).await {
                    tracing::warn!(%error, game = %id, "could not store an analysis");
                    break;
                }
            }
            analyst
                .solving
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .remove(&id);
        });
        true
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
