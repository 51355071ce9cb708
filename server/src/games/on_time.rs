//! Games decided on time: a side whose clock or deadline ran out loses, and
//! a game whose side to move never made its first move is aborted; decided
//! once, by whichever process or request comes first.

use super::GameService;
use crate::storage::{StorageError, unix_now_ms};
use play::{Milestone, PlayerId, Record, Refusal};

impl GameService {
    /// Decides the game `before` at `now_ms`, if its side to move let its
    /// deadline pass and nobody decided it first: of several processes (or
    /// requests) at once, the version check lets one save.
    pub(super) async fn decide_on_time(&self, before: &Record, now_ms: i64) -> Result<(), Refusal> {
        let mut after = before.clone();
        let Some(entry) = after.flag(now_ms) else {
            return Ok(());
        };
        let newly = after.note_result();
        // An aborted game was never played: nobody finished it.
        let reached: Vec<(PlayerId, Milestone)> = [Some(&after.owner), after.guest.as_ref()]
            .into_iter()
            .flatten()
            .filter(|_| !after.aborted)
            .map(|player| (player.clone(), Milestone::Finished))
            .collect();
        match self.save(before, &after, &[entry], &reached).await {
            Ok(_) => {}
            Err(Refusal::StaleForm) => return Ok(()),
            Err(refusal) => return Err(refusal),
        }
        after.version = before.version + 1;
        self.after_save(before, &after, newly, None).await;
        Ok(())
    }

    /// Decides every game whose side to move let its deadline pass.
    pub async fn decide_overdue(&self) -> Result<usize, StorageError> {
        let now_ms = unix_now_ms();
        let overdue = self.storage.out_of_time(now_ms).await?;
        let mut decided = 0;
        for id in &overdue {
            let Some(game) = self.storage.load(id).await? else {
                continue;
            };
            if self.decide_on_time(&game, now_ms).await.is_ok() {
                decided += 1;
            }
        }
        Ok(decided)
    }
}
