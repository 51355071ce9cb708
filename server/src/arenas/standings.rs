//! An arena's standings as a visitor sees them: every player's sheet
//! scored from the games stored, ranked (`play::rank`), with the visitor's
//! own place and game.

use super::ArenaService;
use crate::storage::{ArenaGame, ArenaRow, Entrant, Storage, unix_now};
use app::tournaments::view::{ArenaGameLine, ArenaView, StandingLine};
use engine::Player;
use play::{ArenaResult, Phase, Played, PlayerId, Rating, Refusal, Sheet, Standing, rank};

/// The standings of `arena`, best first, from its `entrants` and `games`;
/// players without a name yet are left out (they cannot be paired).
pub(super) fn standings(entrants: &[Entrant], games: &[ArenaGame]) -> Vec<Standing> {
    let mut standings: Vec<Standing> = entrants
        .iter()
        .filter_map(|entrant| {
            let name = entrant.name.clone()?;
            Some(Standing {
                player: entrant.player.clone(),
                name,
                rating: entrant
                    .rating
                    .map_or(Rating::START.shown(), |rating| rating.round() as i32),
                sheet: Sheet::of(played_by(&entrant.player, games)),
                withdrawn: !entrant.active,
            })
        })
        .collect();
    rank(&mut standings);
    standings
}

/// The scored games of `player`, oldest first.
fn played_by<'a>(
    player: &'a PlayerId,
    games: &'a [ArenaGame],
) -> impl Iterator<Item = Played> + 'a {
    games.iter().filter_map(move |game| {
        let (result_1, sowings) = game.scored?;
        let seat = if game.players[0].as_ref() == Some(player) {
            Player::One
        } else if game.players[1].as_ref() == Some(player) {
            Player::Two
        } else {
            return None;
        };
        let result = match (seat, result_1) {
            (Player::One, result)
            | (Player::Two, result @ (ArenaResult::Draw | ArenaResult::Aborted)) => result,
            (Player::Two, ArenaResult::Win) => ArenaResult::Loss,
            (Player::Two, ArenaResult::Loss) => ArenaResult::Win,
        };
        Some(Played {
            result,
            seat,
            berserk: game.berserk[usize::from(seat.number() - 1)],
            sowings: sowings[0],
            own_sowings: match seat {
                Player::One => sowings[1],
                Player::Two => sowings[2],
            },
        })
    })
}

/// `arena` as `viewer` sees it now.
pub(super) async fn view(
    storage: &Storage,
    arena: &ArenaRow,
    viewer: Option<&PlayerId>,
) -> Result<ArenaView, Refusal> {
    let now = unix_now();
    let entrants = storage.arena_entrants(&arena.id).await?;
    let games = storage.arena_games(&arena.id).await?;
    let standings = standings(&entrants, &games);
    let you = viewer.and_then(|viewer| entrants.iter().find(|entrant| entrant.player == *viewer));
    let your_game = you
        .and_then(|you| you.busy_in.as_ref())
        .and_then(|game| games.iter().find(|played| played.game == *game))
        .map(|game| match &game.room {
            Some(room) => app::routes::room(room),
            None => app::routes::game(&game.game),
        });
    let named = match viewer {
        Some(viewer) => storage.name_of(viewer).await?.is_some(),
        None => false,
    };
    let line = ArenaService::line(arena, entrants.len() as u32, now);
    // Once it is over no game is next: no streak to announce.
    let going_on = line.phase != Phase::Finished;
    let still_played = games.iter().filter(|game| game.scored.is_none()).count();
    Ok(ArenaView {
        arena: line,
        now,
        standings: standings
            .into_iter()
            .enumerate()
            .map(|(at, standing)| StandingLine {
                rank: at as u32 + 1,
                you: viewer == Some(&standing.player),
                name: standing.name.as_str().to_string(),
                rating: standing.rating,
                score: standing.sheet.score(),
                on_streak: going_on && standing.sheet.on_streak(),
                games: standing.sheet.games().to_vec(),
                withdrawn: standing.withdrawn,
            })
            .collect(),
        still_played,
        joined: you.map(|you| you.active),
        named,
        your_game,
        games: games
            .iter()
            .rev()
            .map(|game| ArenaGameLine {
                game: game.game.clone(),
                room: game.room.clone(),
                names: game
                    .players
                    .clone()
                    .map(|player| player.map(|player| name_of(&entrants, &player))),
                result_1: game.scored.map(|(result, _)| result),
            })
            .collect(),
    })
}

/// The name `player` shows, as the arena's entrants list it.
fn name_of(entrants: &[Entrant], player: &PlayerId) -> String {
    entrants
        .iter()
        .find(|entrant| entrant.player == *player)
        .and_then(|entrant| entrant.name.as_ref())
        .map_or_else(String::new, |name| name.as_str().to_string())
}
