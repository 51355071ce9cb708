//! The game page's script posts the game's forms as a browser without
//! scripts does and names its page (`server::games::script_answers`): it is
//! answered with that page as it now is, in the one request, or with the
//! address of another page a form leads to. The game's time is the
//! script's to report.

use super::{counts, ply, seen, start_game};
use crate::common::{SAME_DEVICE, TestServer, get, post};
use reqwest::{Client, Response, StatusCode};

const SCRIPT_PAGE: &str = "kalah-page-script";
const ANSWERED_PAGE: &str = "kalah-location";

/// Posts `form` to `path` as the script on `page` does.
async fn script_post(
    client: &Client,
    server: &TestServer,
    page: &str,
    path: &str,
    form: &[(&str, &str)],
) -> Response {
    client
        .post(format!("{}{path}", server.base))
        .header(SCRIPT_PAGE, page)
        .form(form)
        .send()
        .await
        .unwrap()
}

fn answered_page(response: &Response) -> String {
    response.headers()[ANSWERED_PAGE]
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_move_is_answered_with_the_game_page_as_it_now_is() {
    let (_dir, server, client, id, path) = start_game(&[("opponent", "same-device")]).await;
    let (_, before) = get(&client, &server, &path).await;
    let form = sow_form(&id, &before, "6");
    let form = borrowed(&form);
    let answer = script_post(&client, &server, &path, "/api/play", &form).await;
    assert_eq!(
        answer.status(),
        StatusCode::OK,
        "the page, not a redirect to it"
    );
    assert_eq!(answered_page(&answer), path);
    let answered = answer.text().await.unwrap();
    assert_eq!(ply(&answered), 1, "the page after the move");
    let (_, now) = get(&client, &server, &path).await;
    assert_eq!(counts(&answered), counts(&now), "the game as stored");

    // The same form again is stale: the page says so, and nothing changed.
    let again = script_post(&client, &server, &path, "/api/play", &form).await;
    assert_eq!(again.status(), StatusCode::OK);
    assert!(
        answered_page(&again).starts_with(&format!("{path}?")),
        "with the refusal"
    );
    let refused = again.text().await.unwrap();
    assert_eq!(ply(&refused), 1);
    assert!(refused.contains("role=\"alert\""), "the refusal is shown");
    assert_eq!(counts(&refused), counts(&now));

    // From the German page, with no Referer (reqwest sends none), the
    // answer is still the German page.
    let (_, page) = get(&client, &server, &path).await;
    let german = format!("/de{path}");
    let next_move = sow_form(&id, &page, "1");
    let answer = script_post(
        &client,
        &server,
        &german,
        "/api/play",
        &borrowed(&next_move),
    )
    .await;
    assert_eq!(answer.status(), StatusCode::OK);
    assert_eq!(answered_page(&answer), german);
    assert!(answer.text().await.unwrap().contains("lang=\"de\""));

    // Without the header the same form is a plain form post, as before.
    let plain = post(&client, &server, "/api/play", &form).await;
    assert!(plain.starts_with(&path), "redirected to {plain}");
}

#[tokio::test]
async fn a_form_that_leads_to_another_page_is_answered_with_its_address() {
    let (_dir, server, client, _id, path) = start_game(&[("opponent", "same-device")]).await;
    let answer = script_post(&client, &server, &path, "/api/new-game", SAME_DEVICE).await;
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);
    let there = answered_page(&answer);
    assert!(
        there.starts_with("/game/") && there != path,
        "a new game: {there}"
    );
    let (status, _) = get(&client, &server, &there).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn the_scripts_moves_leave_the_time_to_the_script() {
    let (_dir, server, client, id, path) = start_game(&[("opponent", "same-device")]).await;
    let clock = |page: &str| {
        let start = page
            .find("clock-time\">")
            .expect("the page shows the clock")
            + 12;
        page[start..].split('<').next().unwrap().to_string()
    };
    let pause = || tokio::time::sleep(std::time::Duration::from_millis(1_200));
    pause().await;
    let (_, page) = get(&client, &server, &path).await;
    let form = sow_form(&id, &page, "6");
    let answer = script_post(&client, &server, &path, "/api/play", &borrowed(&form)).await;
    let answered = answer.text().await.unwrap();
    assert_eq!(
        clock(&answered),
        "0:00",
        "the script reports the time it saw"
    );

    pause().await;
    let form = sow_form(&id, &answered, "1");
    post(&client, &server, "/api/play", &borrowed(&form)).await;
    let (_, page) = get(&client, &server, &path).await;
    assert_ne!(
        clock(&page),
        "0:00",
        "a plain form counts the time since the last action"
    );
}

/// The form that sows `pit` in the state `page` shows.
fn sow_form(id: &str, page: &str, pit: &str) -> Vec<(&'static str, String)> {
    let (ply, version) = seen(page);
    vec![
        ("game", id.to_string()),
        ("ply", ply),
        ("version", version),
        ("action", "sow".to_string()),
        ("pit", pit.to_string()),
    ]
}

fn borrowed<'a>(form: &'a [(&'static str, String)]) -> Vec<(&'a str, &'a str)> {
    form.iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect()
}
