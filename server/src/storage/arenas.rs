//! Arenas in the database: the arenas themselves, who joined them, their
//! games and who is in one now (the rules are `play::arena`'s).

use super::rules_columns::RulesRow;
use super::{Backend, Storage, StorageError, queries, unix_now};
use play::{
    ArenaId, ArenaName, ArenaResult, ArenaSettings, DisplayName, GameId, PlayerId, Record, Room,
    RoomToken, Scheduled, Speed,
};

/// An arena as the queries select it.
#[derive(sqlx::FromRow)]
pub(super) struct ArenaColumns {
    id: String,
    name: String,
    clock: String,
    #[sqlx(flatten)]
    rules: RulesRow,
    starts_at: i64,
    minutes: i64,
    rated: bool,
    house_bot: bool,
    schedule: Option<String>,
}

/// What became of the arena a player asked to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// It is stored.
    Held,
    /// Nothing stored: they hold one that has not ended.
    OneAlready,
    /// Nothing stored: they held as many as a day allows.
    DayFull,
}

/// An arena, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaRow {
    /// Its identifier.
    pub id: ArenaId,
    /// What it is.
    pub settings: ArenaSettings,
    /// The schedule that holds it, for one of the site's own.
    pub schedule: Option<Scheduled>,
}

impl ArenaColumns {
    fn arena(self) -> Result<ArenaRow, StorageError> {
        let damaged = || StorageError::Damaged(format!("arena {}", self.id));
        let clock = match self.clock.parse::<Speed>() {
            Ok(Speed::Live(clock)) => clock,
            _ => return Err(damaged()),
        };
        let rules = self.rules.rules().ok_or_else(damaged)?;
        let schedule = self
            .schedule
            .as_deref()
            .map(str::parse::<Scheduled>)
            .transpose()
            .map_err(|_| damaged())?;
        Ok(ArenaRow {
            id: self.id.parse().map_err(|_| damaged())?,
            schedule,
            settings: ArenaSettings {
                name: self.name.parse::<ArenaName>().map_err(|_| damaged())?,
                clock,
                rules,
                starts_at: self.starts_at,
                minutes: u32::try_from(self.minutes).map_err(|_| damaged())?,
                rated: self.rated,
                house_bot: self.house_bot,
            },
        })
    }
}

/// The arena a game is played in, as its room names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameArena {
    /// Its identifier.
    pub id: ArenaId,
    /// Its name as stored.
    pub name: ArenaName,
    /// When it ends (Unix seconds).
    pub ends_at: i64,
    /// The schedule that holds it, for one of the site's own.
    pub schedule: Option<Scheduled>,
}

/// A player of an arena as the queries select them.
#[derive(sqlx::FromRow)]
pub(super) struct EntrantColumns {
    player_id: String,
    active: bool,
    free_since: i64,
    name: Option<String>,
    rating: Option<f64>,
    busy_in: Option<String>,
}

/// Someone who joined an arena.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    /// Who.
    pub player: PlayerId,
    /// The name they show, once chosen.
    pub name: Option<DisplayName>,
    /// Their live rating, once they have one.
    pub rating: Option<f64>,
    /// Whether they are still being paired (not withdrawn or paused).
    pub active: bool,
    /// When they were last free for a game (Unix seconds).
    pub free_since: i64,
    /// The game they are in now, if any.
    pub busy_in: Option<GameId>,
}

impl EntrantColumns {
    fn entrant(self) -> Result<Entrant, StorageError> {
        let damaged = || StorageError::Damaged(format!("arena player {}", self.player_id));
        Ok(Entrant {
            player: self.player_id.parse().map_err(|_| damaged())?,
            name: self
                .name
                .map(|name| name.parse())
                .transpose()
                .map_err(|_| damaged())?,
            rating: self.rating,
            active: self.active,
            free_since: self.free_since,
            busy_in: self
                .busy_in
                .map(|id| id.parse())
                .transpose()
                .map_err(|_| damaged())?,
        })
    }
}

/// An arena game as the queries select it.
#[derive(sqlx::FromRow)]
pub(super) struct ArenaGameColumns {
    game_id: String,
    room: Option<String>,
    player_1: Option<String>,
    player_2: Option<String>,
    started_at: i64,
    result_1: Option<String>,
    sowings: Option<i64>,
    sowings_1: Option<i64>,
    sowings_2: Option<i64>,
    berserk_1: bool,
    berserk_2: bool,
}

/// An arena game, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    /// The game.
    pub game: GameId,
    /// The room it is played in.
    pub room: Option<RoomToken>,
    /// Player 1 and Player 2; `None` is the house bot.
    pub players: [Option<PlayerId>; 2],
    /// When it began (Unix seconds).
    pub started_at: i64,
    /// Once scored: how it ended for Player 1, and the sowings (all,
    /// Player 1's, Player 2's).
    pub scored: Option<(ArenaResult, [u32; 3])>,
    /// Whether Player 1 and Player 2 went berserk, once scored.
    pub berserk: [bool; 2],
}

impl ArenaGameColumns {
    fn game(self) -> Result<ArenaGame, StorageError> {
        let damaged = || StorageError::Damaged(format!("arena game {}", self.game_id));
        let count = |value: Option<i64>| value.and_then(|value| u32::try_from(value).ok());
        let player =
            |id: Option<String>| id.map(|id| id.parse()).transpose().map_err(|_| damaged());
        let scored = match self.result_1 {
            None => None,
            Some(result) => Some((
                result.parse().map_err(|_| damaged())?,
                [
                    count(self.sowings).ok_or_else(damaged)?,
                    count(self.sowings_1).ok_or_else(damaged)?,
                    count(self.sowings_2).ok_or_else(damaged)?,
                ],
            )),
        };
        Ok(ArenaGame {
            game: self.game_id.parse().map_err(|_| damaged())?,
            room: self
                .room
                .map(|room| room.parse())
                .transpose()
                .map_err(|_| damaged())?,
            players: [player(self.player_1)?, player(self.player_2)?],
            started_at: self.started_at,
            scored,
            berserk: [self.berserk_1, self.berserk_2],
        })
    }
}

impl Storage {
    /// Stores the arena `id`; false when `schedule` already holds one at
    /// its start.
    pub async fn insert_arena(
        &self,
        id: &ArenaId,
        arena: &ArenaSettings,
        created_by: Option<&PlayerId>,
        schedule: Option<&str>,
    ) -> Result<bool, StorageError> {
        on_backend!(
            self,
            insert_arena(id, arena, created_by, schedule, unix_now())
        )
    }

    /// Stores the arena `id` that `player` holds, unless they hold one
    /// that has not ended or held `per_day` in the last day.
    pub async fn hold_arena(
        &self,
        id: &ArenaId,
        arena: &ArenaSettings,
        player: &PlayerId,
        per_day: u32,
    ) -> Result<Held, StorageError> {
        on_backend!(self, hold_arena(id, arena, player, unix_now(), per_day))
    }

    /// The arena `id`.
    pub async fn arena(&self, id: &ArenaId) -> Result<Option<ArenaRow>, StorageError> {
        on_backend!(self, arena(id))?
            .map(ArenaColumns::arena)
            .transpose()
    }

    /// Every arena under way at `now`.
    pub async fn running_arenas(&self, now: i64) -> Result<Vec<ArenaRow>, StorageError> {
        on_backend!(self, running_arenas(now))?
            .into_iter()
            .map(ArenaColumns::arena)
            .collect()
    }

    /// `limit` of the arenas that have not ended at `now`, after the first
    /// `offset`: the schedule's first, then soonest first; and how many
    /// there are in all.
    pub async fn unended_arenas(
        &self,
        now: i64,
        limit: usize,
        offset: usize,
    ) -> Result<(Vec<ArenaRow>, usize), StorageError> {
        let (limit, offset) = (
            i64::try_from(limit).unwrap_or(i64::MAX),
            i64::try_from(offset).unwrap_or(i64::MAX),
        );
        let (page, all) = on_backend!(self, unended_arenas(now, limit, offset))?;
        let page = page
            .into_iter()
            .map(ArenaColumns::arena)
            .collect::<Result<_, _>>()?;
        Ok((page, usize::try_from(all).unwrap_or(0)))
    }

    /// Up to `limit` arenas that ended in the `since` seconds before `now`
    /// and had players, newest first.
    pub async fn arenas_just_over(
        &self,
        now: i64,
        since: i64,
        limit: usize,
    ) -> Result<Vec<ArenaRow>, StorageError> {
        on_backend!(self, arenas_just_over(now - since, now, limit as i64))?
            .into_iter()
            .map(ArenaColumns::arena)
            .collect()
    }

    /// The arenas `player` joined that are over, newest first (at most 10).
    pub async fn arenas_played(&self, player: &PlayerId) -> Result<Vec<ArenaRow>, StorageError> {
        on_backend!(self, arenas_played(player, unix_now()))?
            .into_iter()
            .map(ArenaColumns::arena)
            .collect()
    }

    /// Puts `player` in the arena `id`, or back in it.
    pub async fn join_arena(&self, id: &ArenaId, player: &PlayerId) -> Result<(), StorageError> {
        on_backend!(self, join_arena(id, player, unix_now()))
    }

    /// Takes `player` out of the arena's pairing; false if not in it.
    pub async fn leave_arena(&self, id: &ArenaId, player: &PlayerId) -> Result<bool, StorageError> {
        on_backend!(self, leave_arena(id, player))
    }

    /// Everyone who joined the arena `id`, in the order they joined.
    pub async fn arena_entrants(&self, id: &ArenaId) -> Result<Vec<Entrant>, StorageError> {
        on_backend!(self, arena_entrants(id))?
            .into_iter()
            .map(EntrantColumns::entrant)
            .collect()
    }

    /// The arena the game `game` is played in; `None` for a game of no
    /// arena.
    pub async fn arena_of_game(&self, game: &GameId) -> Result<Option<GameArena>, StorageError> {
        let Some((id, name, ends_at, schedule)) = on_backend!(self, arena_of_game(game))? else {
            return Ok(None);
        };
        let damaged = || StorageError::Damaged(format!("arena of game {game}"));
        Ok(Some(GameArena {
            id: id.parse().map_err(|_| damaged())?,
            name: name.parse().map_err(|_| damaged())?,
            ends_at,
            schedule: schedule
                .as_deref()
                .map(str::parse)
                .transpose()
                .map_err(|_| damaged())?,
        }))
    }

    /// The games of the arena `id`, oldest first.
    pub async fn arena_games(&self, id: &ArenaId) -> Result<Vec<ArenaGame>, StorageError> {
        on_backend!(self, arena_games(id))?
            .into_iter()
            .map(ArenaGameColumns::game)
            .collect()
    }

    /// Starts `game` between `players` (`None`: the house bot) in the
    /// arena `id`, in `room`; false, changing nothing, when a player is in
    /// a game already.
    pub async fn start_arena_game(
        &self,
        id: &ArenaId,
        players: [Option<&PlayerId>; 2],
        room: Option<&Room>,
        game: &Record,
    ) -> Result<bool, StorageError> {
        on_backend!(self, start_arena_game(id, players, room, game, unix_now()))
    }

    /// Scores the arena game `game` once; its arena, or `None` when it is
    /// no arena's game or was scored already.
    pub async fn score_arena_game(
        &self,
        game: &GameId,
        result_1: ArenaResult,
        sowings: [u32; 3],
        berserk: [bool; 2],
    ) -> Result<Option<ArenaId>, StorageError> {
        let arena = on_backend!(
            self,
            score_arena_game(game, result_1, sowings, berserk, unix_now())
        )?;
        arena
            .map(|id| id.parse())
            .transpose()
            .map_err(|_| StorageError::Damaged(format!("arena game {game}")))
    }
}
