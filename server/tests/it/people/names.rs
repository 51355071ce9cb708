//! Names one player could use to pass for another, or for the site: look-
//! alikes, the site's own labels, names chosen before the look was
//! compared, and a name taken the moment its owner gives it up.

use super::griefing::named;
use crate::common::lobby::choose;
use crate::common::{browser, get, page_text};
use play::PlayerId;

/// Names that pass for another player's or for the site's own labels,
/// with the words each is refused with.
const LOOK_ALIKES: [(&str, &str); 13] = [
    ("\u{410}lice", "may not mix alphabets"),
    // "Copa" in Cyrillic letters alone: one script, the look of another's.
    (
        "\u{421}\u{43e}\u{440}\u{430}",
        "Another player has that name, or one that looks the same",
    ),
    (
        "Ａｌｉｃｅ",
        "Another player has that name, or one that looks the same",
    ),
    (
        "𝐀lice",
        "Another player has that name, or one that looks the same",
    ),
    (
        "ALICE",
        "Another player has that name, or one that looks the same",
    ),
    ("M\u{430}gnus", "may not mix alphabets"),
    ("C\u{43e}mputer", "may not mix alphabets"),
    ("Alice\u{3164}", "(U+3164)"),
    ("\u{3164}\u{3164}\u{3164}", "(U+3164)"),
    ("Friend", "the site itself shows"),
    ("House bot", "the site itself shows"),
    ("Player 1", "the site itself shows"),
    ("Ordinateur", "the site itself shows"),
];

#[tokio::test]
async fn look_alike_names_and_the_sites_labels_are_refused() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    named(&server, "Alice").await;
    named(&server, "Magnus").await;
    named(&server, "Copa").await;
    let stranger = browser();
    for (name, said) in LOOK_ALIKES {
        let text = choose(&stranger, &server, name).await;
        assert!(text.contains(said), "{name:?}: {text}");
    }
    let (status, _) = get(&stranger, &server, "/player/Alice").await;
    assert_eq!(status, 200);
    let text = choose(&stranger, &server, "Alicia").await;
    assert!(
        !text.contains("choose another"),
        "a name unlike the others: {text}"
    );
}

#[tokio::test]
async fn names_chosen_before_look_alikes_were_refused_are_keyed_by_their_look() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("kalah.db").display());
    let magnus: PlayerId = "magnus".parse().unwrap();
    {
        let storage = server::storage::Storage::connect(&url).await.unwrap();
        assert!(
            storage
                .choose_name(&magnus, &"Magnus".parse().unwrap())
                .await
                .unwrap()
                .is_ok()
        );
    }
    // As a server before the change left it: the name's lower case.
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("UPDATE names SET name_key = 'magnus', key_kind = 0")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    let storage = server::storage::Storage::connect(&url).await.unwrap();
    let newcomer: PlayerId = "newcomer".parse().unwrap();
    assert_eq!(
        storage
            .choose_name(&newcomer, &"MAGNUS".parse().unwrap())
            .await
            .unwrap(),
        Err(play::NameRefusal::Taken),
        "Magnus is still taken"
    );
    let found = storage
        .player_named(&"magnus".parse().unwrap())
        .await
        .unwrap();
    assert_eq!(found.map(|(player, _)| player), Some(magnus));
}

#[tokio::test]
async fn a_name_given_up_stays_its_owners_for_a_month_and_their_page_says_it() {
    let (_dir, server) = crate::common::sqlite_server(&[]).await;
    let famous = named(&server, "Famous One").await;
    choose(&famous, &server, "Quiet One").await;
    let newcomer = browser();
    let text = choose(&newcomer, &server, "Famous One").await;
    assert!(
        text.contains("Another player had that name until lately"),
        "{text}"
    );
    let (status, _) = get(&newcomer, &server, "/player/Famous One").await;
    assert_eq!(status, 404, "nobody has it now");
    let text = page_text(&get(&newcomer, &server, "/player/Quiet One").await.1);
    assert!(text.contains("Formerly: Famous One"), "{text}");
    // Its owner may take it back.
    let text = choose(&famous, &server, "Famous One").await;
    assert!(text.contains("Your name: Famous One"), "{text}");
}
