//! Every query, written once and compiled for each database: the SQL text
//! is the same for SQLite and PostgreSQL (`$n` parameters, integers read
//! as i64), but sqlx's types differ, so a macro stamps out one module per
//! database. Rows are read into typed structs (`rows`), so a column of the
//! wrong type is a `StorageError`, never a panic. A game's writes are the
//! exception in form, not in text: their statements are built with bound
//! values (`statements`) so that SQLite can take a save as one text
//! (`saves`), where PostgreSQL takes them one by one.

use super::arenas::{ArenaColumns, ArenaGameColumns, EntrantColumns, Held};
use super::profiles::ProfileGameColumns;
use super::ratings::RatedEnding;
use super::rows::{
    AchievementRow, EarnedRow, GameRow, JudgementRow, LinkRow, RoomRecordRow, SummaryRow,
    first_result_columns, opponent_columns, record_from,
};
use super::rules_columns::RulesColumns;
use super::seeks::{SeekColumns, SeekRow, Taken, WatchColumns, seek_from};
use super::{Solved, StorageError};
use engine::puzzles::PuzzleId;
use engine::{GameKind, Level, Player};
use play::Room;
use play::{
    ArenaId, ArenaResult, ArenaSettings, AttemptSummary, DisplayName, GameId, JournalEntry,
    LinkToken, Milestone, NameRefusal, PlayerId, PuzzleRating, PuzzleRecord, PuzzleStanding,
    PuzzleTried, Rating, RatingPool, Record, RoomToken, SeekId, SeekSettings, Speed, StoredMove,
};

/// Every move of a record in ply order, with its undone flag.
fn stored_moves(record: &Record) -> impl Iterator<Item = (StoredMove, bool)> + '_ {
    record
        .line()
        .iter()
        .map(|stored| (*stored, false))
        .chain(record.undone.iter().map(|stored| (*stored, true)))
}

#[macro_use]
mod statements;
#[macro_use]
mod achievements;
#[macro_use]
mod arenas;
#[macro_use]
mod devices;
#[macro_use]
mod games;
#[macro_use]
mod holds;
#[macro_use]
mod saves;
#[macro_use]
mod rooms;
#[macro_use]
mod judgements;
#[macro_use]
mod puzzles;
#[macro_use]
mod names;
#[macro_use]
mod seeks;
#[macro_use]
mod ratings;

/// The queries on SQLite.
pub mod sqlite {
    statements!(sqlx::Sqlite, one_text: true);
    game_queries!(sqlx::Sqlite);
    save_queries!(sqlx::Sqlite);
    one_text_save!();
    achievement_queries!(sqlx::Sqlite);
    room_queries!();
    judgement_queries!();
    puzzle_queries!();
    name_queries!();
    seek_queries!();
    rating_queries!();
    arena_queries!();
    device_queries!();
    hold_queries!();
}

/// The queries on PostgreSQL.
pub mod postgres {
    statements!(sqlx::Postgres, one_text: false);
    game_queries!(sqlx::Postgres);
    save_queries!(sqlx::Postgres);
    claim_first_save!(sqlx::Postgres);
    achievement_queries!(sqlx::Postgres);
    room_queries!();
    judgement_queries!();
    puzzle_queries!();
    name_queries!();
    seek_queries!();
    rating_queries!();
    arena_queries!();
    device_queries!();
    hold_queries!();
}
