//! Arenas as the site holds them: the schedule's arenas made ahead,
//! players joining and withdrawing, the free players of every running
//! arena paired every few seconds (`pairing`), and each game scored once
//! when it ends (`scoring`). The rules are `play::arena`'s.

mod live;
mod pairing;
mod scoring;
mod standings;

pub use live::{arena_events, list_events};

use crate::live::{Hub, News};
use crate::storage::{ArenaRow, Held, Storage, StorageError, unix_now};
use app::profile::view::ProfileArena;
use app::service::Arenas;
use app::tournaments::view::{ARENAS_PER_PAGE, ArenaLine, ArenaTitle, ArenaView, TournamentsView};
use play::{ArenaId, ArenaSettings, NotNow, Phase, PlayerId, Refusal, Schedule};
use std::time::Duration;

/// How long a finished arena stays on the list: long enough to see who
/// won, short enough that yesterday's do not crowd out today's.
const SHOWN_AFTER_END: i64 = 3_600;

/// How many finished arenas the list shows at most.
const SHOWN_FINISHED: usize = 10;

/// The arenas over the storage.
#[derive(Clone)]
pub struct ArenaService {
    storage: Storage,
    /// Each side's time for its first move.
    first_move: Duration,
    /// How long a player left without an opponent waits for the house bot.
    bot_after: Duration,
    /// The arenas the site holds again and again.
    schedule: Schedule,
    /// Where the arenas' pages hear of their changes.
    hub: Hub,
    /// How many arenas one player may hold in a day.
    held_per_day: u32,
    /// The lengths, in minutes, a player may hold an arena for.
    lengths: Vec<u32>,
}

impl ArenaService {
    /// The service over `storage`, holding the arenas of `schedule`; its
    /// games give each side `first_move` for its first move, and a player
    /// left alone for `bot_after` plays the house bot; its changes are
    /// told through `hub`; a player holds at most `held_per_day` a day,
    /// each for one of `lengths` (minutes).
    pub fn new(
        storage: Storage,
        first_move: Duration,
        bot_after: Duration,
        schedule: Schedule,
        hub: Hub,
        held_per_day: u32,
        lengths: Vec<u32>,
    ) -> ArenaService {
        ArenaService {
            storage,
            first_move,
            bot_after,
            schedule,
            hub,
            held_per_day,
            lengths,
        }
    }

    /// Tells the pages of the arena `id` that it changed.
    async fn changed(&self, id: &ArenaId) {
        self.hub.publish(News::Arena(id.clone())).await;
    }

    /// Makes the next arena of each schedule, unless it is made already;
    /// how many were made.
    pub async fn hold_scheduled(&self) -> Result<usize, StorageError> {
        let now = unix_now();
        let mut made = 0;
        for scheduled in &self.schedule.0 {
            let arena = scheduled.arena(scheduled.next_start(now));
            let id = ArenaId::from_bits(rand::random());
            let text = scheduled.to_string();
            if self
                .storage
                .insert_arena(&id, &arena, None, Some(&text))
                .await?
            {
                made += 1;
            }
        }
        if made > 0 {
            self.hub.publish(News::Arenas).await;
        }
        Ok(made)
    }

    /// The arena `id`, or `ArenaNotFound`.
    async fn arena(&self, id: &ArenaId) -> Result<ArenaRow, Refusal> {
        self.storage.arena(id).await?.ok_or(Refusal::ArenaNotFound)
    }

    /// Refused unless `player` chose the name others will see.
    async fn named(&self, player: &PlayerId) -> Result<(), Refusal> {
        match self.storage.name_of(player).await? {
            Some(_) => Ok(()),
            None => Err(Refusal::NotNow(NotNow::NameFirst)),
        }
    }

    /// `arena` as a list shows it, with `players` joined, at `now`.
    fn line(arena: &ArenaRow, players: u32, now: i64) -> ArenaLine {
        let settings = &arena.settings;
        ArenaLine {
            id: arena.id.clone(),
            name: ArenaTitle::of(&settings.name, arena.schedule.as_ref()),
            clock: settings.clock,
            rules: settings.rules,
            starts_at: settings.starts_at,
            minutes: settings.minutes,
            rated: settings.rated,
            phase: settings.phase(now),
            players,
        }
    }
}

/// The arenas `player` played that are over, their last game ended, each
/// with their final rank and score, for their public page.
pub async fn played_by(storage: &Storage, player: &PlayerId) -> Result<Vec<ProfileArena>, Refusal> {
    let mut played = Vec::new();
    for arena in storage.arenas_played(player).await? {
        let entrants = storage.arena_entrants(&arena.id).await?;
        let games = storage.arena_games(&arena.id).await?;
        // Final only once its last game has ended.
        if games.iter().any(|game| game.scored.is_none()) {
            continue;
        }
        let ranked = standings::standings(&entrants, &games);
        let Some(at) = ranked
            .iter()
            .position(|standing| standing.player == *player)
        else {
            continue;
        };
        played.push(ProfileArena {
            id: arena.id.clone(),
            name: ArenaTitle::of(&arena.settings.name, arena.schedule.as_ref()),
            started: arena.settings.starts_at,
            rank: at as u32 + 1,
            players: ranked.len() as u32,
            score: ranked[at].sheet.score(),
        });
    }
    Ok(played)
}

#[async_trait::async_trait]
impl Arenas for ArenaService {
    async fn list(
        &self,
        viewer: Option<&PlayerId>,
        page: usize,
    ) -> Result<TournamentsView, Refusal> {
        let now = unix_now();
        let page = page.max(1);
        // Any page may be asked for; one past the last is empty.
        let offset = (page - 1).saturating_mul(ARENAS_PER_PAGE);
        let (unended, all) = self
            .storage
            .unended_arenas(now, ARENAS_PER_PAGE, offset)
            .await?;
        let over = self
            .storage
            .arenas_just_over(now, SHOWN_AFTER_END, SHOWN_FINISHED)
            .await?;
        let mut arenas = Vec::new();
        for arena in unended.iter().chain(&over) {
            let players = self.storage.arena_entrants(&arena.id).await?.len();
            arenas.push(ArenaService::line(arena, players as u32, now));
        }
        let named = match viewer {
            Some(viewer) => self.storage.name_of(viewer).await?.is_some(),
            None => false,
        };
        Ok(TournamentsView {
            arenas,
            page,
            pages: all.div_ceil(ARENAS_PER_PAGE).max(1),
            named,
            now,
            lengths: self.lengths.clone(),
        })
    }

    fn lengths(&self) -> Vec<u32> {
        self.lengths.clone()
    }

    async fn view(&self, viewer: Option<&PlayerId>, id: &ArenaId) -> Result<ArenaView, Refusal> {
        let arena = self.arena(id).await?;
        standings::view(&self.storage, &arena, viewer).await
    }

    async fn create(&self, player: &PlayerId, settings: ArenaSettings) -> Result<ArenaId, Refusal> {
        self.named(player).await?;
        let id = ArenaId::from_bits(rand::random());
        match self
            .storage
            .hold_arena(&id, &settings, player, self.held_per_day)
            .await?
        {
            Held::Held => {}
            Held::OneAlready => return Err(Refusal::NotNow(NotNow::ArenaHeld)),
            Held::DayFull => {
                return Err(Refusal::NotNow(NotNow::ArenasToday {
                    limit: self.held_per_day,
                }));
            }
        }
        // Its creator plays in it.
        self.storage.join_arena(&id, player).await?;
        self.hub.publish(News::Arenas).await;
        Ok(id)
    }

    async fn join(&self, player: &PlayerId, id: &ArenaId) -> Result<(), Refusal> {
        let arena = self.arena(id).await?;
        if arena.settings.phase(unix_now()) == Phase::Finished {
            return Err(Refusal::NotNow(NotNow::ArenaOver));
        }
        self.named(player).await?;
        self.storage.join_arena(id, player).await?;
        self.changed(id).await;
        Ok(())
    }

    async fn withdraw(&self, player: &PlayerId, id: &ArenaId) -> Result<(), Refusal> {
        self.arena(id).await?;
        self.storage.leave_arena(id, player).await?;
        self.changed(id).await;
        Ok(())
    }
}
