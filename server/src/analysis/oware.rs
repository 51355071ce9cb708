//! An Oware game's moves judged by its endgame database: a look-up a
//! move, done while the page waits.

use super::people_moves;
use engine::oware::{Database, Rules};
use play::{Analysis, OwareJudgement, Record};

/// `record`'s people's moves judged by `database` (of the game's grand
/// slam rule) where it holds their positions.
pub(super) fn judged(record: &Record, rules: Rules, database: Option<&Database>) -> Analysis {
    let moves = people_moves(record)
        .into_iter()
        .map(|(position, mut judged)| {
            judged.oware = database
                .and_then(|database| OwareJudgement::of(&position, judged.pit, rules, database));
            judged
        })
        .collect();
    Analysis {
        id: record.id.clone(),
        setup: record.setup,
        room: record.room.clone(),
        moves,
        solving: false,
        proved_up_to: database.map(Database::max_seeds),
    }
}
