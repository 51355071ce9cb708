//! The lobby's seeks in storage, on SQLite and PostgreSQL: one open seek
//! per player per setting, cancelled only by its player, taken exactly
//! once however many accept at the same moment.

use crate::common::storages;
use play::{PlayerId, SeekForm, SeekSettings};
use server::lobby::seek_game;
use server::storage::Taken;
use std::time::Duration;

/// Each side's time for its first move, as the server's default.
const FIRST_MOVE: std::time::Duration = std::time::Duration::from_secs(20);

fn player(id: &str) -> PlayerId {
    id.parse().unwrap()
}

fn settings(speed: &str) -> SeekSettings {
    SeekSettings::from_form(&SeekForm {
        stones: "4",
        empty_capture: None,
        speed,
        mode: "rated",
        seat: "random",
        ..SeekForm::default()
    })
    .unwrap()
}

#[tokio::test]
async fn a_seek_is_open_once_per_setting_and_cancelled_only_by_its_player() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let (ada, bo) = (player("ada"), player("bo"));
        storage
            .choose_name(&ada, &"Ada".parse().unwrap())
            .await
            .unwrap()
            .unwrap();
        let blitz = storage
            .open_seek(&ada, &settings("3+2"), 2)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            storage
                .open_seek(&ada, &settings("3+2"), 2)
                .await
                .unwrap()
                .unwrap(),
            blitz,
            "{database}"
        );
        let slow = storage
            .open_seek(&ada, &settings("7d"), 2)
            .await
            .unwrap()
            .unwrap();
        assert_ne!(slow, blitz, "{database}");
        assert_eq!(
            storage.open_seek(&ada, &settings("5+3"), 2).await.unwrap(),
            None,
            "{database}: two seeks open, the most, and a third is not opened"
        );
        assert_eq!(
            storage.open_seek(&ada, &settings("3+2"), 2).await.unwrap(),
            Some(blitz.clone()),
            "{database}: an open one is found again at the most"
        );
        let listed = storage.open_seeks().await.unwrap();
        assert_eq!(listed.len(), 2, "{database}");
        let listed = listed.iter().find(|seek| seek.id == blitz).unwrap();
        assert_eq!(listed.settings, settings("3+2"), "{database}");
        assert_eq!(listed.player, ada, "{database}");
        assert_eq!(listed.name.as_ref().map(|name| name.as_str()), Some("Ada"));

        assert!(
            !storage.cancel_seek(&bo, &blitz).await.unwrap(),
            "{database}"
        );
        assert!(
            storage.cancel_seek(&ada, &blitz).await.unwrap(),
            "{database}"
        );
        assert!(
            !storage.cancel_seek(&ada, &blitz).await.unwrap(),
            "{database}"
        );
        assert_eq!(
            storage
                .take_seek(&bo, &blitz, |seek| seek_game(seek, &bo, FIRST_MOVE))
                .await
                .unwrap(),
            Taken::NotFound
        );
        assert_eq!(
            storage
                .take_seek(&ada, &slow, |seek| seek_game(seek, &ada, FIRST_MOVE))
                .await
                .unwrap(),
            Taken::Own
        );
        assert_eq!(storage.open_seeks().await.unwrap().len(), 1, "{database}");
    }
}

#[tokio::test]
async fn of_eight_players_accepting_one_seek_at_once_exactly_one_gets_it() {
    let (_dir, storages) = storages().await;
    for (database, storage) in storages {
        let seeker = player("seeker");
        let seek = storage
            .open_seek(&seeker, &settings("5+3"), 2)
            .await
            .unwrap()
            .unwrap();
        let mut accepts = tokio::task::JoinSet::new();
        for n in 0..8 {
            let (storage, seek) = (storage.clone(), seek.clone());
            accepts.spawn(async move {
                let taker = player(&format!("taker{n}"));
                storage
                    .take_seek(&taker, &seek, |seek| seek_game(seek, &taker, FIRST_MOVE))
                    .await
                    .unwrap()
            });
        }
        let outcomes = accepts.join_all().await;
        let won: Vec<_> = outcomes
            .iter()
            .filter_map(|taken| match taken {
                Taken::Yours { room, .. } => Some(room),
                _ => None,
            })
            .collect();
        let lost = outcomes
            .iter()
            .filter(|taken| **taken == Taken::Already)
            .count();
        assert_eq!((won.len(), lost), (1, 7), "{database}: {outcomes:?}");
        // The one game started with the taking, in a public room the
        // seeker hosts, and names it; rooms that expire leave it be.
        assert_eq!(
            storage.seek_room(&seeker, &seek).await.unwrap().as_ref(),
            Some(won[0]),
            "{database}"
        );
        storage
            .delete_expired_rooms(Duration::ZERO, Duration::ZERO)
            .await
            .unwrap();
        let room = storage.load_room(won[0]).await.unwrap().unwrap();
        assert_eq!(room.host, seeker, "{database}");
        assert_eq!(room.terms, Some(settings("5+3").terms()), "{database}");
        let game = storage.load(room.game_id.as_ref().unwrap()).await.unwrap();
        assert_eq!(game.unwrap().room.as_ref(), Some(won[0]), "{database}");
        let watched = storage.games_in_progress().await.unwrap();
        assert_eq!(watched.len(), 1, "{database}");
        assert_eq!(&watched[0].room, won[0], "{database}");
        assert_eq!(watched[0].moves, 0, "{database}");
        // The game waits on its first player's move: the seeker's or its
        // taker's, as the coin fell.
        let taker = room.guest.clone().unwrap();
        let waiting = [
            storage.waiting_on(&seeker).await.unwrap().len(),
            storage.waiting_on(&taker).await.unwrap().len(),
        ];
        assert_eq!(waiting.iter().sum::<usize>(), 1, "{database}: {waiting:?}");
        assert!(storage.open_seeks().await.unwrap().is_empty(), "{database}");
        assert!(
            !storage.cancel_seek(&seeker, &seek).await.unwrap(),
            "{database}"
        );
        // Taken, the setting is free for a new seek.
        assert_ne!(
            storage
                .open_seek(&seeker, &settings("5+3"), 2)
                .await
                .unwrap()
                .unwrap(),
            seek
        );
    }
}
