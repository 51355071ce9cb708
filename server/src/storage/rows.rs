//! The rows the queries read, as typed structs, and how each becomes the
//! game's own types. A row that does not describe a valid game or room is
//! `StorageError::Damaged`.

use super::StorageError;
use super::rules_columns::RulesRow;
use engine::{Level, Pit, Player, Position, Ruleset, oware};
use play::Room;
use play::{
    AttemptSummary, FirstResult, GameId, Hint, Judgement, Milestone, Opponent, PlayerId, Record,
    RoomToken, Setup, StoredMove, Terms,
};

/// A game's row, with its names and its moves.
#[derive(sqlx::FromRow)]
pub(super) struct GameRow {
    owner: String,
    opponent: String,
    level: Option<String>,
    seat: Option<i64>,
    #[sqlx(flatten)]
    rules: RulesRow,
    seed: i64,
    resigned: Option<i64>,
    last_action: String,
    recent_from: i64,
    version: i64,
    hints: i64,
    hint_pit: Option<i64>,
    hint_value: Option<i64>,
    hint_up_to: Option<i64>,
    paused: bool,
    guest: Option<String>,
    room: Option<String>,
    fresh: bool,
    first_winner: Option<i64>,
    first_score_1: Option<i64>,
    first_score_2: Option<i64>,
    first_fresh: Option<bool>,
    journal_length: i64,
    active_ms: i64,
    updated_at: i64,
    start_position: Option<String>,
    /// A public game's time, as `game_times` keeps it.
    timing: Option<String>,
    out_of_time: Option<bool>,
    aborted: Option<bool>,
    owner_name: Option<String>,
    guest_name: Option<String>,
    /// Rows in `earned` for this game: read only when there are some.
    pub(super) earned_count: i64,
    /// The moves in ply order, each a number (see [`moves_from`]); NULL
    /// for a game without moves.
    moves: Option<String>,
}

/// A move's exact values as stored.
#[derive(sqlx::FromRow)]
pub(super) struct JudgementRow {
    position: String,
    pit: i64,
    played: i64,
    best: i64,
    best_pit: i64,
}

impl JudgementRow {
    /// The solved move, if the row describes one.
    pub(super) fn solved(self) -> Option<super::Solved> {
        let pit = |number: i64| u8::try_from(number).ok().and_then(Pit::new);
        Some((
            self.position.parse().ok()?,
            pit(self.pit)?,
            Judgement {
                played: i32::try_from(self.played).ok()?,
                best: i32::try_from(self.best).ok()?,
                best_pit: pit(self.best_pit)?,
            },
        ))
    }
}

/// A line in a player's list of games.
#[derive(sqlx::FromRow)]
pub(super) struct SummaryRow {
    id: String,
    owner: String,
    opponent: String,
    level: Option<String>,
    seat: Option<i64>,
    #[sqlx(flatten)]
    rules: RulesRow,
    first_winner: Option<i64>,
    first_score_1: Option<i64>,
    first_score_2: Option<i64>,
    first_fresh: Option<bool>,
    created_at: i64,
    active_ms: i64,
}

/// A stored room.
#[derive(sqlx::FromRow)]
pub(super) struct RoomRecordRow {
    token: String,
    host: String,
    guest: Option<String>,
    game_id: Option<String>,
    host_seat: i64,
    rematch_by: Option<String>,
    host_seen: i64,
    guest_seen: Option<i64>,
    created_at: i64,
    #[sqlx(flatten)]
    rules: RulesRow,
    speed: Option<String>,
    rated: bool,
}

/// A milestone a player reached, and when.
#[derive(sqlx::FromRow)]
pub(super) struct AchievementRow {
    milestone: String,
    earned_at: i64,
}

/// A milestone the latest action of a game earned a player.
#[derive(sqlx::FromRow)]
pub(super) struct EarnedRow {
    player: String,
    milestone: String,
}

/// A device link.
#[derive(sqlx::FromRow)]
pub(super) struct LinkRow {
    pub(super) player: String,
    pub(super) token: String,
}

fn player(number: i64) -> Option<Player> {
    u8::try_from(number).ok().and_then(Player::from_number)
}

/// A stored start position under `rules`: Oware's may have an empty row.
fn start_position(rules: Ruleset, text: &str) -> Option<Position> {
    match rules {
        Ruleset::Kalah(_) => text.parse().ok(),
        Ruleset::Oware(_) => text.parse::<oware::Position>().ok().map(Position::from),
    }
}

/// The columns that say who plays: opponent, level and seat.
pub(super) fn opponent_columns(setup: &Setup) -> (&'static str, Option<&'static str>, Option<i64>) {
    match setup.opponent {
        Opponent::Computer { level, seat } => (
            "computer",
            Some(level.name()),
            Some(i64::from(seat.number())),
        ),
        Opponent::SameDevice => ("same-device", None, None),
        Opponent::Friend { seat } => ("friend", None, seat.map(|seat| i64::from(seat.number()))),
    }
}

fn opponent_from(opponent: &str, level: Option<&str>, seat: Option<i64>) -> Option<Opponent> {
    Some(match opponent {
        "computer" => Opponent::Computer {
            level: level?.parse::<Level>().ok()?,
            seat: player(seat?)?,
        },
        "same-device" => Opponent::SameDevice,
        "friend" => Opponent::Friend {
            seat: Some(player(seat?)?),
        },
        _ => return None,
    })
}

/// The first-result columns: winner (0 for a draw), both scores, fresh.
pub(super) type FirstResultColumns = (Option<i64>, Option<i64>, Option<i64>, Option<bool>);

pub(super) fn first_result_columns(result: Option<FirstResult>) -> FirstResultColumns {
    match result {
        None => (None, None, None, None),
        Some(result) => (
            Some(result.winner.map_or(0, |winner| i64::from(winner.number()))),
            Some(i64::from(result.scores[0])),
            Some(i64::from(result.scores[1])),
            Some(result.fresh),
        ),
    }
}

fn first_result_from((winner, first, second, fresh): FirstResultColumns) -> Option<FirstResult> {
    let winner = match winner? {
        0 => None,
        number => Some(player(number)?),
    };
    Some(FirstResult {
        winner,
        scores: [u8::try_from(first?).ok()?, u8::try_from(second?).ok()?],
        fresh: fresh?,
    })
}

/// The game `id` from its rows (moves in ply order) and what its latest
/// action earned.
pub(super) fn record_from(
    id: &GameId,
    row: GameRow,
    earned: Vec<EarnedRow>,
) -> Result<Record, StorageError> {
    let damaged = || StorageError::Damaged(id.to_string());
    let opponent =
        opponent_from(&row.opponent, row.level.as_deref(), row.seat).ok_or_else(damaged)?;
    let rules = row.rules.rules().ok_or_else(damaged)?;
    let setup = Setup { opponent, rules };
    let owner = row.owner.parse().map_err(|_| damaged())?;
    let mut record = Record::new(id.clone(), owner, setup, row.seed as u64);
    if let Some(text) = &row.start_position {
        record = record.starting_from(start_position(rules, text).ok_or_else(damaged)?);
    }
    record.guest = row
        .guest
        .as_deref()
        .map(str::parse)
        .transpose()
        .map_err(|_| damaged())?;
    record.room = row
        .room
        .as_deref()
        .map(str::parse::<RoomToken>)
        .transpose()
        .map_err(|_| damaged())?;
    record.resigned = row.resigned.and_then(player);
    record.out_of_time = row.out_of_time.unwrap_or(false);
    record.aborted = row.aborted.unwrap_or(false);
    record.names = [row.owner_name, row.guest_name];
    record.timing = row
        .timing
        .as_deref()
        .map(serde_json::from_str)
        .transpose()
        .map_err(|_| damaged())?;
    record.last_action = row.last_action.parse().map_err(|_| damaged())?;
    record.recent_from = usize::try_from(row.recent_from).map_err(|_| damaged())?;
    record.version = row.version;
    record.hints = u32::try_from(row.hints).map_err(|_| damaged())?;
    record.hint = row
        .hint_pit
        .and_then(|pit| u8::try_from(pit).ok())
        .and_then(Pit::new)
        .map(|pit| Hint {
            pit,
            value: row.hint_value.and_then(|value| i32::try_from(value).ok()),
            up_to: row.hint_up_to.and_then(|value| i32::try_from(value).ok()),
        });
    record.paused = row.paused;
    record.fresh = row.fresh;
    record.first_result = first_result_from((
        row.first_winner,
        row.first_score_1,
        row.first_score_2,
        row.first_fresh,
    ));
    record.journal_length = u32::try_from(row.journal_length).map_err(|_| damaged())?;
    record.active_ms = u64::try_from(row.active_ms).map_err(|_| damaged())?;
    record.saved_at = row.updated_at;
    record.earned = earned
        .into_iter()
        .map(|row| Some((row.player.parse().ok()?, row.milestone.parse().ok()?)))
        .collect::<Option<_>>()
        .ok_or_else(damaged)?;
    let (line, undone) =
        moves_from(row.moves.as_deref().unwrap_or_default()).ok_or_else(damaged)?;
    record.undone = undone;
    record.with_line(line).map_err(|_| damaged())
}

/// The moves as the load query writes them: comma-separated numbers in ply
/// order, each the pit plus 16 if the computer sowed it, 32 if unproved and
/// 64 if undone. Returns the line played and the undone moves after it.
fn moves_from(text: &str) -> Option<(Vec<StoredMove>, Vec<StoredMove>)> {
    let (mut line, mut undone) = (Vec::new(), Vec::new());
    for number in text.split(',').filter(|number| !number.is_empty()) {
        let number: u8 = number.parse().ok()?;
        let stored = StoredMove {
            pit: Pit::new(number & 15)?,
            by_computer: number & 16 != 0,
            unproved: number & 32 != 0,
        };
        match number >> 6 {
            0 => line.push(stored),
            1 => undone.push(stored),
            _ => return None,
        }
    }
    Some((line, undone))
}

impl SummaryRow {
    /// The attempt as `player` sees it: in a room, from their own side.
    pub(super) fn summary(self, player: &PlayerId) -> Result<AttemptSummary, StorageError> {
        let damaged = || StorageError::Damaged(self.id.clone());
        let mut opponent =
            opponent_from(&self.opponent, self.level.as_deref(), self.seat).ok_or_else(damaged)?;
        if let Opponent::Friend {
            seat: Some(host_seat),
        } = opponent
        {
            let hosts = self.owner.parse::<PlayerId>().ok().as_ref() == Some(player);
            opponent = Opponent::Friend {
                seat: Some(if hosts { host_seat } else { host_seat.other() }),
            };
        }
        Ok(AttemptSummary {
            setup: Setup {
                opponent,
                rules: self.rules.rules().ok_or_else(damaged)?,
            },
            first_result: first_result_from((
                self.first_winner,
                self.first_score_1,
                self.first_score_2,
                self.first_fresh,
            )),
            started_at: self.created_at,
            active_ms: u64::try_from(self.active_ms).map_err(|_| damaged())?,
            id: self.id.parse().map_err(|_| damaged())?,
        })
    }
}

impl RoomRecordRow {
    /// The room, if the row describes one.
    pub(super) fn room(self) -> Result<Room, StorageError> {
        let damaged = || StorageError::Damaged(self.token.clone());
        let parse_player = |text: Option<&str>| -> Result<Option<PlayerId>, StorageError> {
            text.map(str::parse).transpose().map_err(|_| damaged())
        };
        Ok(Room {
            token: self.token.parse().map_err(|_| damaged())?,
            host: self.host.parse().map_err(|_| damaged())?,
            guest: parse_player(self.guest.as_deref())?,
            game_id: self
                .game_id
                .as_deref()
                .map(str::parse)
                .transpose()
                .map_err(|_| damaged())?,
            host_seat: player(self.host_seat).ok_or_else(damaged)?,
            rules: self.rules.rules().ok_or_else(damaged)?,
            rematch_by: parse_player(self.rematch_by.as_deref())?,
            host_seen: self.host_seen,
            guest_seen: self.guest_seen,
            created_at: self.created_at,
            terms: self
                .speed
                .as_deref()
                .map(|speed| {
                    speed.parse().map(|speed| Terms {
                        speed,
                        rated: self.rated,
                    })
                })
                .transpose()
                .map_err(|_| damaged())?,
        })
    }
}

impl AchievementRow {
    /// The milestone and when, or `None` for a word no milestone has (one
    /// retired since).
    pub(super) fn milestone(self) -> Option<(Milestone, i64)> {
        Some((self.milestone.parse().ok()?, self.earned_at))
    }
}
