//! The analysis board's positions: every legal move valued, from what is
//! stored, a quick pass while the page waits, then the background.

use super::{Analyst, NotQueued, Subject, solved};
use crate::computer::{ComputerPool, Thoroughness};
use app::service::AnalysisBoard;
use engine::{Pit, Position, Variant, oware};
use play::{OwareStudy, Refusal, Study};
use std::collections::HashMap;

impl Analyst {
    /// The analysis board's answer for `position` under `variant`: each
    /// move's value as far as solved, after a quick pass on `quick` over
    /// what nobody solved yet (if no other board page holds that pass);
    /// what stays open goes to the background, room permitting.
    pub async fn study(
        &self,
        quick: &ComputerPool,
        position: Position,
        variant: Variant,
    ) -> Result<Study, Refusal> {
        let empty_capture = variant.empty_capture();
        let subject = Subject::Position(position, empty_capture);
        self.seen(&subject);
        // Before reading: a solve that finishes meanwhile still counts.
        let was_solving = self.solving().contains_key(&subject);
        let mut known: HashMap<Pit, i32> = self
            .storage
            .position_values(&position, empty_capture)
            .await?
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
        let asked = open(&known);
        let mut queued = Ok(());
        if !asked.is_empty() && self.quick_pass_due(&subject) {
            if let Ok(_turn) = self.board_quick_pass.try_acquire() {
                let answers = quick
                    .judge(variant, asked.clone(), Thoroughness::Quick)
                    .await;
                let solved = solved(asked, answers);
                self.store(&subject, &solved).await?;
                known.extend(
                    solved
                        .iter()
                        .map(|(_, pit, judgement)| (*pit, judgement.played)),
                );
            }
            let rest = open(&known);
            if !rest.is_empty() {
                queued = self.solve_in_background(subject.clone(), variant, rest, true);
            }
        }
        Ok(Study {
            position,
            variant,
            moves: legal
                .iter()
                .map(|&pit| (pit, known.get(&pit).copied()))
                .collect(),
            solving: was_solving || self.solving().contains_key(&subject),
            busy: queued == Err(NotQueued::Full),
        })
    }
}

/// The analysis board the pages call: the analyst, with the computer's
/// pool for the quick pass while the page waits.
pub struct Board {
    /// Who solves and keeps what is solved.
    pub analyst: Analyst,
    /// The pool the quick pass runs on.
    pub computer: ComputerPool,
}

#[async_trait::async_trait]
impl AnalysisBoard for Board {
    async fn study(&self, position: Position, variant: Variant) -> Result<Study, Refusal> {
        self.analyst.study(&self.computer, position, variant).await
    }

    async fn oware_study(&self, position: Position, rules: oware::Rules) -> OwareStudy {
        let database = self.computer.oware_database(rules.grand_slam);
        OwareStudy::of(position, rules, database.as_deref())
    }
}
