//! A public game's players as its room shows them.

use crate::storage::{Storage, StorageError};
use app::room::view::{PublicGame, Seated};
use app::tournaments::view::ArenaTitle;
use play::Room;
use play::{RatingPool, Terms};

/// A public room's players as its page shows them: names, ratings,
/// and what the current game did to them.
pub async fn public_game(
    storage: &Storage,
    room: &Room,
    terms: Terms,
    (berserk, may_berserk): ([bool; 2], bool),
    house_bot: Option<engine::Level>,
) -> Result<PublicGame, StorageError> {
    let changes = match &room.game_id {
        Some(game) => storage.game_rating_changes(game).await?,
        None => Vec::new(),
    };
    let mut seated = Vec::with_capacity(2);
    for player in [Some(&room.host), room.guest.as_ref()] {
        let Some(player) = player else {
            seated.push(Seated {
                house_bot,
                ..Seated::default()
            });
            continue;
        };
        let name = storage.name_of(player).await?;
        let rating = storage
            .rating_of(
                player,
                RatingPool::new(room.rules.kind(), terms.speed.class()),
            )
            .await?
            .map(|(rating, _)| (rating.shown(), rating.provisional()));
        let change = changes
            .iter()
            .find(|(rated, _, _)| rated == player)
            .map(|&(_, before, after)| (before.round() as i32, after.round() as i32));
        seated.push(Seated {
            name,
            rating,
            change,
            house_bot: None,
        });
    }
    let guest = seated.pop().unwrap_or_default();
    let host = seated.pop().unwrap_or_default();
    let [host_score, guest_score] = storage.room_score(&room.token).await?;
    let arena = match &room.game_id {
        Some(game) => storage.arena_of_game(game).await?,
        None => None,
    };
    let arena_pairs = arena
        .as_ref()
        .is_some_and(|arena| crate::storage::unix_now() < arena.ends_at);
    Ok(PublicGame {
        terms,
        players: room.by_seat(host, guest),
        score: room.by_seat(host_score, guest_score),
        arena: arena.map(|arena| {
            let title = ArenaTitle::of(&arena.name, arena.schedule.as_ref());
            (arena.id, title)
        }),
        arena_pairs,
        berserk,
        may_berserk,
    })
}
