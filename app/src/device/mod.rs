//! `/device`: continue on another device with a private link (and its QR
//! code), and `/link/:token`: the other device's side of it.

pub mod view;

use crate::components::notice::RefusalNotice;
use crate::error::PlayError;
use crate::i18n::use_words;
use crate::lobby::view::date_text;
use crate::t;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// The visitor's device link, with its QR code as SVG.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DeviceLink {
    /// The full link.
    pub link: String,
    /// The link as a QR code, an SVG document.
    pub qr_svg: String,
}

/// The visitor's link (`None` before they have played: there is nothing
/// to continue yet).
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "device", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_device_link() -> Result<Option<DeviceLink>, PlayError> {
    use crate::service::{player, visitors};
    let Some(player) = player().await? else {
        return Ok(None);
    };
    let token = visitors()?.device_link(&player, false).await?;
    // The link opens in the language of the page that shows it.
    let lang = crate::i18n::use_words().lang();
    Ok(Some(ssr::device_link(&token, lang)))
}

/// The devices signed in as the visitor's player (none before they play).
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "devices", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_devices() -> Result<Vec<view::Device>, PlayError> {
    use crate::service::{player, visitors};
    let Some(player) = player().await? else {
        return Ok(Vec::new());
    };
    let session = leptos_axum::extract::<tower_sessions::Session>()
        .await
        .map_err(|_| PlayError::UNAVAILABLE)?;
    Ok(visitors()?.devices(&player, session.id()).await?)
}

/// `which` is `this` (sign this device out: the browser starts afresh)
/// or `others` (every other device signed in as the player, at once).
#[server(endpoint = "device-sign-out")]
pub async fn sign_out(which: String) -> Result<(), PlayError> {
    use crate::service::{answer, player, visitors};
    use leptos::server_fn::ServerFn;
    let mut page = "/device";
    let result = async {
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        let session = leptos_axum::extract::<tower_sessions::Session>()
            .await
            .map_err(|_| PlayError::UNAVAILABLE)?;
        match which.as_str() {
            "others" => visitors()?.sign_out_others(&player, session.id()).await?,
            "this" => {
                if let Some(id) = session.id() {
                    visitors()?.forget_device(id).await?;
                }
                session.flush().await.map_err(|_| PlayError::UNAVAILABLE)?;
                page = "/";
            }
            other => return Err(PlayError::BadInput(format!("unknown device {other:?}"))),
        }
        Ok(())
    }
    .await;
    answer(SignOut::PATH, page, "/device", result)
}

/// What opening another player's link would replace in this browser: its
/// own player's games, and that player's link, the way back to them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Switch {
    /// How many games this browser's player has.
    pub games: usize,
    /// This browser's player's own link.
    pub way_back: DeviceLink,
}

/// What continuing with the link `token` would switch away from: nothing
/// when this browser has no player with games, or the link is its own.
// Read with GET: reads never start a session (a POST would).
#[server(endpoint = "device-switch", input = leptos::server_fn::codec::GetUrl)]
pub async fn load_switch(token: String) -> Result<Option<Switch>, PlayError> {
    use crate::service::{player, visitors};
    let Some(player) = player().await? else {
        return Ok(None);
    };
    let visitors = visitors()?;
    if let Ok(token) = token.parse::<play::LinkToken>()
        && visitors.player_of_link(&token).await.ok().as_ref() == Some(&player)
    {
        return Ok(None);
    }
    let games = visitors.history(&player).await?.len();
    if games == 0 {
        return Ok(None);
    }
    let way_back = visitors.device_link(&player, false).await?;
    let lang = crate::i18n::use_words().lang();
    Ok(Some(Switch {
        games,
        way_back: ssr::device_link(&way_back, lang),
    }))
}

/// Makes a new link; the old one stops working, and every other device
/// signed in as the player is signed out unless `keep` is ticked: each
/// came by a link, this one or an older one, and a new link is what a
/// player makes when a link got away.
#[server(endpoint = "device-new")]
pub async fn renew_device_link(keep: Option<String>) -> Result<(), PlayError> {
    use crate::service::{answer, player, visitors};
    use leptos::server_fn::ServerFn;
    let result = async {
        let player = player().await?.ok_or(PlayError::UNAVAILABLE)?;
        let visitors = visitors()?;
        visitors.device_link(&player, true).await?;
        if keep.is_none() {
            let session = leptos_axum::extract::<tower_sessions::Session>()
                .await
                .map_err(|_| PlayError::UNAVAILABLE)?;
            visitors.sign_out_others(&player, session.id()).await?;
        }
        Ok(())
    }
    .await;
    answer(RenewDeviceLink::PATH, "/device", "/device", result)
}

/// Attaches this browser to the session the link belongs to, and keeps
/// `lang`, the language the link was opened in, for it.
#[server(endpoint = "device-attach")]
pub async fn attach_device(token: String, lang: Option<String>) -> Result<(), PlayError> {
    use crate::service::{PLAYER_KEY, answer, visitors};
    use leptos::server_fn::ServerFn;
    let link = token.parse::<play::LinkToken>();
    let result = async {
        let token = link.clone().map_err(|_| play::Refusal::LinkNotFound)?;
        let player = visitors()?.player_of_link(&token).await?;
        let session = leptos_axum::extract::<tower_sessions::Session>()
            .await
            .map_err(|_| PlayError::UNAVAILABLE)?;
        session
            .insert(PLAYER_KEY, player)
            .await
            .map_err(|_| PlayError::UNAVAILABLE)?;
        // A device of its own, to be listed from its next request on.
        session
            .insert(crate::service::DEVICE_SEEN_KEY, 0_i64)
            .await
            .map_err(|_| PlayError::UNAVAILABLE)?;
        if let Some(lang) = lang.and_then(|lang| lang.parse::<crate::i18n::Lang>().ok()) {
            session
                .insert(crate::i18n::LANG_KEY, lang)
                .await
                .map_err(|_| PlayError::UNAVAILABLE)?;
        }
        Ok(())
    }
    .await;
    let back = match link {
        Ok(token) => crate::routes::link(&token),
        Err(_) => "/".to_string(),
    };
    if result.is_ok() && !crate::service::is_plain_form() {
        // Script requests follow this header with the client router.
        leptos_axum::redirect("/games");
    }
    answer(AttachDevice::PATH, "/games", &back, result)
}

#[cfg(feature = "ssr")]
mod ssr {
    use super::DeviceLink;

    pub fn device_link(token: &play::LinkToken, lang: crate::i18n::Lang) -> DeviceLink {
        let link = crate::room::api::site_link(&lang.prefix(&crate::routes::link(&token)));
        let qr_svg = qrcode::QrCode::new(link.as_bytes())
            .map(|code| {
                code.render::<qrcode::render::svg::Color>()
                    .min_dimensions(200, 200)
                    .quiet_zone(true)
                    .build()
            })
            .unwrap_or_default();
        DeviceLink { link, qr_svg }
    }
}

/// `/device`.
#[component]
pub fn DevicePage() -> impl IntoView {
    let words = use_words();
    let renew = ServerAction::<RenewDeviceLink>::new();
    let link = Resource::new(move || renew.version().get(), |_| load_device_link());
    let loading = t!(words, "device-loading");
    view! {
        <Title text=t!(words, "device-title") />
        <h1>{t!(words, "device-title")}</h1>
        <Suspense fallback=move || view! { <p>{loading.clone()}</p> }>
            {move || Suspend::new(async move {
                match link.await {
                    Ok(Some(link)) => view! { <LinkDetails link renew /> <Devices /> }.into_any(),
                    Ok(None) => view! {
                        <p>{t!(words, "device-play-first")}</p>
                        <p><a href=words.href("/")>{t!(words, "device-start-game")}</a></p>
                    }
                    .into_any(),
                    Err(error) => view! { <p>{error.said(&words)}</p> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn LinkDetails(link: DeviceLink, renew: ServerAction<RenewDeviceLink>) -> impl IntoView {
    let words = use_words();
    // The QR code is an image to people; the link beside it says the same.
    let image = format!(
        "data:image/svg+xml;base64,{}",
        base64(link.qr_svg.as_bytes())
    );
    view! {
        <p>{t!(words, "device-open-link")}</p>
        <p class="warning"><strong>{t!(words, "device-keep-private")}</strong></p>
        <p class="room-link"><span class="label">{t!(words, "device-link-label")}" "</span><code>{link.link.clone()}</code></p>
        <img class="qr" src=image alt=t!(words, "device-qr-alt") width="200" height="200" />
        <RefusalNotice action=renew />
        <ActionForm action=renew>
            <p>
                <label>
                    <input type="checkbox" name="keep" value="on" />
                    " "{t!(words, "device-keep-devices")}
                </label>
            </p>
            <button type="submit">{t!(words, "device-new-link")}</button>
        </ActionForm>
        <p>{t!(words, "device-new-link-note")}</p>
    }
}

/// The devices signed in as the visitor's player, and the forms that sign
/// them out.
#[component]
fn Devices() -> impl IntoView {
    let words = use_words();
    let sign_out = ServerAction::<SignOut>::new();
    let devices = Resource::new(move || sign_out.version().get(), |_| load_devices());
    view! {
        <section aria-labelledby="devices-heading">
            <h2 id="devices-heading">{t!(words, "device-devices-heading")}</h2>
            <RefusalNotice action=sign_out />
            <Suspense>
                {move || Suspend::new(async move {
                    let devices = devices.await.unwrap_or_default();
                    let rows = devices
                        .into_iter()
                        .map(|device| {
                            let browser = if device.browser.is_empty() {
                                t!(words, "device-unknown-browser")
                            } else {
                                device.browser
                            };
                            let this = device.this.then(|| t!(words, "device-this-one"));
                            view! {
                                <tr>
                                    <td>{browser}" "<strong>{this}</strong></td>
                                    <td>{date_text(&words, device.first_seen * 1000)}</td>
                                    <td>{date_text(&words, device.last_seen * 1000)}</td>
                                </tr>
                            }
                        })
                        .collect_view();
                    view! {
                        <table class="devices">
                            <thead>
                                <tr>
                                    <th scope="col">{t!(words, "device-column-browser")}</th>
                                    <th scope="col">{t!(words, "device-column-first")}</th>
                                    <th scope="col">{t!(words, "device-column-last")}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    }
                })}
            </Suspense>
            <ActionForm action=sign_out>
                <input type="hidden" name="which" value="others" />
                <button type="submit">{t!(words, "device-sign-out-others")}</button>
            </ActionForm>
            <ActionForm action=sign_out>
                <input type="hidden" name="which" value="this" />
                <button type="submit">{t!(words, "device-sign-out-this")}</button>
            </ActionForm>
            <p>{t!(words, "device-sign-out-note")}</p>
        </section>
    }
}

/// Standard base64, for the QR code's data URL.
fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk.iter().enumerate().fold(0u32, |word, (index, &byte)| {
            word | u32::from(byte) << (16 - 8 * index)
        });
        for index in 0..4 {
            if index <= chunk.len() {
                text.push(DIGITS[(word >> (18 - 6 * index) & 63) as usize] as char);
            } else {
                text.push('=');
            }
        }
    }
    text
}

/// `/link/:token`: asks before attaching, so that a link preview or a
/// prefetch changes nothing.
#[component]
pub fn LinkPage() -> impl IntoView {
    let words = use_words();
    let params = use_params_map();
    let token = move || params.read().get("token").unwrap_or_default();
    let attach = ServerAction::<AttachDevice>::new();
    let switch = Resource::new(token, load_switch);
    view! {
        <Title text=t!(words, "device-here-title") />
        <h1>{t!(words, "device-here-title")}</h1>
        <p>{t!(words, "device-here-intro")}</p>
        <RefusalNotice action=attach />
        <Suspense>
            {move || Suspend::new(async move {
                let switch = switch.await.ok().flatten();
                let button = match &switch {
                    Some(_) => t!(words, "device-switch-here"),
                    None => t!(words, "device-continue-here"),
                };
                view! {
                    {switch.map(|switch| view! { <SwitchWarning switch /> })}
                    <ActionForm action=attach>
                        <input type="hidden" name="token" value=token />
                        <input type="hidden" name="lang" value=words.lang().segment() />
                        <button type="submit">{button}</button>
                    </ActionForm>
                }
            })}
        </Suspense>
    }
}

/// Before this browser switches players: what it has now, and the link
/// that brings it back.
#[component]
fn SwitchWarning(switch: Switch) -> impl IntoView {
    let words = use_words();
    view! {
        <p class="warning">
            <strong>{t!(words, "device-switch-warning", games = switch.games)}</strong>
        </p>
        <p class="room-link">
            <span class="label">{t!(words, "device-way-back")}" "</span>
            <code>{switch.way_back.link}</code>
        </p>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_matches_the_standard() {
        assert_eq!(super::base64(b""), "");
        assert_eq!(super::base64(b"f"), "Zg==");
        assert_eq!(super::base64(b"fo"), "Zm8=");
        assert_eq!(super::base64(b"foobar"), "Zm9vYmFy");
    }
}
