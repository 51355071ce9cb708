//! Storage on both databases: the same checks on a SQLite file and on a
//! fresh PostgreSQL database.

use crate::common;

use common::storages;
use engine::{Level, Pit, Player, Variant};
use play::{
    GameId, JournalEntry, Judgement, Milestone, Opponent, PlayerId, Record, Refusal, RoomToken,
    Setup, StoredMove,
};
use server::storage::{Backend, Saved};
use std::future::Future;
use std::time::Duration;

mod migrations;
mod rooms;

fn pit(number: u8) -> Pit {
    Pit::new(number).unwrap()
}

fn game(id: &str) -> GameId {
    id.parse().unwrap()
}

fn player(id: &str) -> PlayerId {
    id.parse().unwrap()
}

fn room_token(token: &str) -> RoomToken {
    token.parse().unwrap()
}

fn vs_computer(id: &str) -> Record {
    let setup = Setup {
        opponent: Opponent::Computer {
            level: Level::Hard,
            seat: Player::Two,
        },
        rules: Variant::new(5, true).unwrap().into(),
    };
    Record::new(game(id), player("me"), setup, 7)
}

#[tokio::test]
async fn a_game_is_stored_and_saved_with_a_version_check() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let mut record = vs_computer("game-1");
        let first = record.computer_sows(pit(3), false).unwrap();
        storage.insert(&record, &[first]).await.unwrap();
        // What the database keeps for itself: the journal's length and
        // when the game was saved.
        let loaded = storage.load(&game("game-1")).await.unwrap().unwrap();
        assert_eq!(loaded.journal_length, 1, "{name}");
        assert!(loaded.saved_at > 0, "{name}");
        record.journal_length = 1;
        record.saved_at = loaded.saved_at;
        assert_eq!(loaded, record, "{name}");

        let mut after = record.clone();
        let journal = vec![after.sow(&player("me"), pit(1)).unwrap().0];
        after.active_ms += 1500;
        let reached = [(player("me"), Milestone::FirstSow)];
        assert_eq!(
            storage
                .save(&record, &after, &journal, &reached)
                .await
                .unwrap(),
            Saved::Earned(reached.to_vec()),
            "{name}"
        );
        after.earned = reached.to_vec();
        after.version += 1;
        after.journal_length += 1;
        let loaded = storage.load(&game("game-1")).await.unwrap().unwrap();
        after.saved_at = loaded.saved_at;
        assert_eq!(loaded, after, "{name}");

        // A second save from the same old state is refused and changes nothing.
        let mut rival = record.clone();
        rival.sow(&player("me"), pit(2)).unwrap();
        assert_eq!(
            storage.save(&record, &rival, &[], &reached).await.unwrap(),
            Saved::Stale,
            "{name}"
        );
        assert_eq!(
            storage.load(&game("game-1")).await.unwrap().unwrap(),
            after,
            "{name}"
        );
        assert_eq!(
            storage.load(&game("no-such-game")).await.unwrap(),
            None,
            "{name}"
        );
    }
}

#[tokio::test]
async fn a_line_and_the_moves_redo_would_replay_load_as_saved() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let mut before = vs_computer("game-3");
        let first = before.computer_sows(pit(3), true).unwrap();
        storage.insert(&before, &[first]).await.unwrap();
        before = storage.load(&game("game-3")).await.unwrap().unwrap();
        let mut after = before.clone();
        let journal = vec![after.sow(&player("me"), pit(6)).unwrap().0];
        after.undone = vec![
            StoredMove {
                pit: pit(2),
                by_computer: true,
                unproved: true,
            },
            StoredMove {
                pit: pit(5),
                by_computer: false,
                unproved: false,
            },
        ];
        let saved = storage.save(&before, &after, &journal, &[]).await.unwrap();
        assert_eq!(saved, Saved::Earned(vec![]), "{name}");
        let loaded = storage.load(&game("game-3")).await.unwrap().unwrap();
        assert_eq!(loaded.line(), after.line(), "{name}");
        assert_eq!(loaded.undone, after.undone, "{name}");
        assert_eq!(loaded.version, before.version + 1, "{name}");

        // An undo rewrites the stored moves from the first it changes and
        // a restart takes them all back, each with its journal line.
        type Action = fn(&mut Record) -> Result<JournalEntry, Refusal>;
        let mut before = loaded;
        for act in [Record::undo as Action, Record::restart] {
            let mut after = before.clone();
            let journal = vec![act(&mut after).unwrap()];
            let saved = storage.save(&before, &after, &journal, &[]).await.unwrap();
            assert_eq!(saved, Saved::Earned(vec![]), "{name}");
            let loaded = storage.load(&game("game-3")).await.unwrap().unwrap();
            assert_eq!(loaded.line(), after.line(), "{name}");
            assert_eq!(loaded.undone, after.undone, "{name}");
            assert_eq!(loaded.journal_length, before.journal_length + 1, "{name}");
            before = loaded;
        }
        assert!(
            before.line().is_empty() && before.undone.is_empty(),
            "{name}"
        );
    }
}

#[tokio::test]
async fn a_save_whose_request_goes_away_is_kept_whole_or_not_at_all() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let mut before = vs_computer("game-5");
        let first = before.computer_sows(pit(3), false).unwrap();
        storage.insert(&before, &[first]).await.unwrap();
        before = storage.load(&game("game-5")).await.unwrap().unwrap();
        let mut after = before.clone();
        let journal = vec![after.sow(&player("me"), pit(1)).unwrap().0];
        // Another writer holds the game, so the save must wait for it...
        let (release, released) = tokio::sync::oneshot::channel::<()>();
        let (held, holding) = tokio::sync::oneshot::channel::<()>();
        let holder = tokio::spawn({
            let backend = storage.backend().clone();
            async move {
                match backend {
                    Backend::Sqlite(pool, _) => {
                        let tx = pool.begin_with("BEGIN IMMEDIATE").await.unwrap();
                        held.send(()).unwrap();
                        released.await.unwrap();
                        tx.rollback().await.unwrap();
                    }
                    Backend::Postgres(pool) => {
                        let mut tx = pool.begin().await.unwrap();
                        sqlx::query("SELECT 1 FROM games WHERE id = 'game-5' FOR UPDATE")
                            .execute(&mut *tx)
                            .await
                            .unwrap();
                        held.send(()).unwrap();
                        released.await.unwrap();
                        tx.rollback().await.unwrap();
                    }
                }
            }
        });
        holding.await.unwrap();
        {
            // ...and meanwhile its request is dropped, as when the player
            // closes the tab.
            let mut save = std::pin::pin!(storage.save(&before, &after, &journal, &[]));
            let mut context = std::task::Context::from_waker(std::task::Waker::noop());
            assert!(save.as_mut().poll(&mut context).is_pending(), "{name}");
            tokio::time::sleep(Duration::from_millis(50)).await;
            assert!(save.as_mut().poll(&mut context).is_pending(), "{name}");
        }
        release.send(()).unwrap();
        holder.await.unwrap();
        let mut loaded = storage.load(&game("game-5")).await.unwrap().unwrap();
        // On SQLite the save runs to its end on the writer thread.
        for _ in 0..500 {
            if name != "sqlite" || loaded.version != before.version {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
            loaded = storage.load(&game("game-5")).await.unwrap().unwrap();
        }
        let kept = (loaded.line(), loaded.version, loaded.journal_length);
        let whole = (after.line(), before.version + 1, before.journal_length + 1);
        let nothing = (before.line(), before.version, before.journal_length);
        if name == "sqlite" {
            assert_eq!(kept, whole, "{name}");
        } else {
            assert!(kept == whole || kept == nothing, "{name}: {kept:?}");
        }
        // And the next save from what is stored is taken.
        let mut next = loaded.clone();
        next.active_ms += 1;
        let saved = storage.save(&loaded, &next, &[], &[]).await.unwrap();
        assert_eq!(saved, Saved::Earned(vec![]), "{name}");
    }
}

#[tokio::test]
async fn a_milestone_is_new_once_for_each_player() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let mut record = vs_computer("game-4");
        let first = record.computer_sows(pit(3), false).unwrap();
        storage.insert(&record, &[first]).await.unwrap();
        let (me, them) = (player("me"), player("them"));
        let saves = [
            (
                vec![(me.clone(), Milestone::FirstSow)],
                vec![(me.clone(), Milestone::FirstSow)],
            ),
            (
                vec![
                    (me.clone(), Milestone::FirstSow),
                    (me.clone(), Milestone::Capture),
                    (them.clone(), Milestone::FirstSow),
                ],
                vec![
                    (me.clone(), Milestone::Capture),
                    (them.clone(), Milestone::FirstSow),
                ],
            ),
        ];
        for (reached, new) in saves {
            let before = storage.load(&game("game-4")).await.unwrap().unwrap();
            let mut after = before.clone();
            after.active_ms += 1;
            let saved = storage.save(&before, &after, &[], &reached).await.unwrap();
            assert_eq!(saved, Saved::Earned(new.clone()), "{name}");
            let loaded = storage.load(&game("game-4")).await.unwrap().unwrap();
            // The earned rows are read in no promised order.
            assert_eq!(loaded.earned.len(), new.len(), "{name}");
            assert!(
                new.iter().all(|earned| loaded.earned.contains(earned)),
                "{name}"
            );
        }
        assert_eq!(storage.achievements(&me).await.unwrap().len(), 2, "{name}");
    }
}

#[tokio::test]
async fn an_unproved_move_and_solved_moves_are_kept_with_the_game() {
    let (_dir, storages) = storages().await;
    for (name, storage) in storages {
        let mut record = vs_computer("game-2");
        let first = record.computer_sows(pit(3), true).unwrap();
        storage.insert(&record, &[first]).await.unwrap();
        let loaded = storage.load(&game("game-2")).await.unwrap().unwrap();
        assert!(loaded.line()[0].unproved, "{name}");

        let position = record.position();
        let judgement = Judgement {
            played: -3,
            best: 5,
            best_pit: pit(2),
        };
        let solved = vec![(position, pit(1), judgement.clone())];
        storage
            .save_judgements(&game("game-2"), &solved)
            .await
            .unwrap();
        // The same move solved again (by a second process) changes nothing.
        storage
            .save_judgements(&game("game-2"), &solved)
            .await
            .unwrap();
        assert_eq!(
            storage.judgements(&game("game-2")).await.unwrap(),
            solved,
            "{name}"
        );
        // Nothing is kept for a game that is not there.
        storage
            .save_judgements(&game("no-such-game"), &solved)
            .await
            .unwrap();
        assert_eq!(
            storage.judgements(&game("no-such-game")).await.unwrap(),
            vec![],
            "{name}"
        );
    }
}
