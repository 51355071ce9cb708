//! Rooms and device links on both databases.

use super::{game, player, room_token};
use crate::common::storages;
use engine::{Player, Variant};
use play::{Opponent, Record, Room, Setup};
use server::storage::Storage;
use std::time::Duration;

#[tokio::test]
async fn a_room_seats_one_guest_swaps_sides_on_a_rematch_and_expires() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let now = server::storage::unix_now();
        let room = Room {
            token: room_token("0123456789abcdef0123456789abcdef"),
            host: player("host"),
            guest: None,
            game_id: None,
            host_seat: Player::One,
            rules: Variant::new(3, true).unwrap().into(),
            rematch_by: None,
            host_seen: now,
            guest_seen: None,
            created_at: now,
            terms: None,
        };
        storage.insert_room(&room).await.unwrap();
        assert_eq!(
            storage.load_room(&room.token).await.unwrap().as_ref(),
            Some(&room),
            "{name}"
        );

        let setup = Setup {
            opponent: Opponent::Friend {
                seat: Some(Player::One),
            },
            rules: Variant::default().into(),
        };
        let mut first = Record::new(game("room-game-1"), player("host"), setup, 1);
        first.guest = Some(player("guest"));
        first.room = Some(room.token.clone());
        assert!(
            storage
                .seat_guest(&room.token, &player("guest"), &first, &[])
                .await
                .unwrap(),
            "{name}"
        );
        let mut other = first.clone();
        other.id = game("room-game-2");
        assert!(
            !storage
                .seat_guest(&room.token, &player("late"), &other, &[])
                .await
                .unwrap(),
            "{name}"
        );
        assert_eq!(
            storage.load(&game("room-game-2")).await.unwrap(),
            None,
            "{name}"
        );
        let seated = storage.load_room(&room.token).await.unwrap().unwrap();
        assert_eq!(seated.guest, Some(player("guest")), "{name}");
        assert_eq!(
            storage
                .load(&game("room-game-1"))
                .await
                .unwrap()
                .unwrap()
                .guest,
            Some(player("guest"))
        );

        assert!(
            storage
                .ask_rematch(&room.token, &game("room-game-1"), &player("guest"))
                .await
                .unwrap(),
            "{name}"
        );
        assert!(
            storage
                .start_rematch(&room.token, &game("room-game-1"), &other, &[], Player::Two)
                .await
                .unwrap()
        );
        let swapped = storage.load_room(&room.token).await.unwrap().unwrap();
        assert_eq!(swapped.host_seat, Player::Two, "{name}");
        assert_eq!(swapped.game_id, Some(game("room-game-2")), "{name}");
        assert_eq!(swapped.rematch_by, None, "{name}");
        // A stale rematch (the old game) starts nothing.
        assert!(
            !storage
                .start_rematch(&room.token, &game("room-game-1"), &other, &[], Player::One)
                .await
                .unwrap()
        );

        // Nobody here for a day: the room and its games go.
        let fresh = storage
            .delete_expired_rooms(Duration::from_secs(3600), Duration::from_secs(3600))
            .await
            .unwrap();
        assert_eq!(fresh, 0, "{name}");
        tokio::time::sleep(Duration::from_millis(1100)).await;
        let gone = storage
            .delete_expired_rooms(Duration::ZERO, Duration::from_secs(3600))
            .await
            .unwrap();
        assert_eq!(gone, 1, "{name}");
        assert_eq!(
            storage.load_room(&room.token).await.unwrap(),
            None,
            "{name}"
        );
        assert_eq!(
            storage.load(&game("room-game-1")).await.unwrap(),
            None,
            "{name}"
        );
        assert_eq!(
            storage.load(&game("room-game-2")).await.unwrap(),
            None,
            "{name}"
        );
    }
}

#[tokio::test]
async fn rooms_and_device_links_are_found_by_the_digest_of_their_token() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let storage = Storage::connect(&url).await.unwrap();
    let now = server::storage::unix_now();
    let token = "00112233445566778899aabbccddeeff";
    let room = Room {
        token: room_token(token),
        host: player("host"),
        guest: None,
        game_id: None,
        host_seat: Player::One,
        rules: Variant::default().into(),
        rematch_by: None,
        host_seen: now,
        guest_seen: None,
        created_at: now,
        terms: None,
    };
    storage.insert_room(&room).await.unwrap();
    storage
        .renew_device_link(&player("me"), &token.parse().unwrap())
        .await
        .unwrap();

    let mut database = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    let key: String = sqlx::query_scalar("SELECT token_key FROM rooms")
        .fetch_one(&mut database)
        .await
        .unwrap();
    assert_eq!(key, server::token_key(token));
    assert_ne!(key, token);

    // Rows stored before keys existed get theirs when the server starts.
    for table in ["rooms", "device_links"] {
        sqlx::query(&format!("UPDATE {table} SET token_key = NULL"))
            .execute(&mut database)
            .await
            .unwrap();
    }
    assert_eq!(storage.load_room(&room.token).await.unwrap(), None);
    let storage = Storage::connect(&url).await.unwrap();
    assert_eq!(storage.load_room(&room.token).await.unwrap(), Some(room));
    assert_eq!(
        storage
            .player_of_link(&token.parse().unwrap())
            .await
            .unwrap(),
        Some(player("me"))
    );
    let wrong = "00112233445566778899aabbccddeefe";
    assert_eq!(storage.load_room(&room_token(wrong)).await.unwrap(), None);
    assert_eq!(
        storage
            .player_of_link(&wrong.parse().unwrap())
            .await
            .unwrap(),
        None
    );
}
