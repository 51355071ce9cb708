//! How the server functions take their arguments: a flat urlencoded form,
//! as a browser posts it.
//!
//! Leptos's `PostUrl` and `GetUrl` write it with `serde_qs`, whose nested
//! forms we never use and which took a twentieth of the bundle. Here the
//! browser writes and reads forms with `serde_urlencoded`, while the server
//! still reads them with `serde_qs`, exactly as Leptos does, so a form
//! posted without JavaScript is read as before.

use http::Method;
use leptos::server_fn::ContentType;
use leptos::server_fn::codec::Encoding;
use leptos::server_fn::error::{FromServerFnError, IntoAppError, ServerFnErrorErr};
use leptos::server_fn::request::{ClientReq, Req};

/// Arguments posted as a form.
pub struct FormPost;

/// Arguments sent as a query string.
pub struct FormGet;

impl ContentType for FormPost {
    const CONTENT_TYPE: &'static str = "application/x-www-form-urlencoded";
}

impl Encoding for FormPost {
    const METHOD: Method = Method::POST;
}

impl ContentType for FormGet {
    const CONTENT_TYPE: &'static str = "application/x-www-form-urlencoded";
}

impl Encoding for FormGet {
    const METHOD: Method = Method::GET;
}

/// `arguments` as a form, the way the browser sends it.
pub(crate) fn to_form<T: serde::Serialize, E: FromServerFnError>(
    arguments: &T,
) -> Result<String, E> {
    serde_urlencoded::to_string(arguments)
        .map_err(|error| ServerFnErrorErr::Serialization(error.to_string()).into_app_error())
}

/// The arguments in `form`, read the way the server always has.
#[cfg(feature = "ssr")]
fn from_form<T: serde::de::DeserializeOwned, E: FromServerFnError>(form: &str) -> Result<T, E> {
    serde_qs::Config::new(5, false)
        .deserialize_str(form)
        .map_err(|error| ServerFnErrorErr::Args(error.to_string()).into_app_error())
}

/// The browser never reads a server function's arguments; the trait asks
/// for a reader all the same.
#[cfg(not(feature = "ssr"))]
fn from_form<T: serde::de::DeserializeOwned, E: FromServerFnError>(form: &str) -> Result<T, E> {
    serde_urlencoded::from_str(form)
        .map_err(|error| ServerFnErrorErr::Args(error.to_string()).into_app_error())
}

/// The encodings for each server function's arguments, written beside the
/// server functions: `form_arguments!(FormPost: Play, ReportTime);`. Rust
/// allows no impl of a foreign trait for every type, so each gets its own.
macro_rules! form_arguments {
    ($encoding:ident: $($arguments:ty),+) => {$(
        impl<E, R> leptos::server_fn::codec::IntoReq<crate::wire::form::$encoding, R, E> for $arguments
        where
            E: leptos::server_fn::error::FromServerFnError,
            R: leptos::server_fn::request::ClientReq<E>,
        {
            fn into_req(self, path: &str, accepts: &str) -> Result<R, E> {
                crate::wire::form::form_request::<crate::wire::form::$encoding, R, E>(
                    path,
                    accepts,
                    crate::wire::form::to_form(&self)?,
                )
            }
        }

        impl<E, R> leptos::server_fn::codec::FromReq<crate::wire::form::$encoding, R, E> for $arguments
        where
            E: leptos::server_fn::error::FromServerFnError,
            R: leptos::server_fn::request::Req<E> + Send + 'static,
        {
            async fn from_req(request: R) -> Result<Self, E> {
                crate::wire::form::from_request(request, crate::wire::form::$encoding).await
            }
        }
    )+};
}
pub(crate) use form_arguments;

/// The arguments a request carries: its query for a GET, else its body.
pub(crate) async fn from_request<T, E, R, C>(request: R, _: C) -> Result<T, E>
where
    T: serde::de::DeserializeOwned,
    E: FromServerFnError,
    R: Req<E> + Send + 'static,
    C: Encoding,
{
    match C::METHOD {
        Method::GET => from_form(request.as_query().unwrap_or_default()),
        _ => from_form(&request.try_into_string().await?),
    }
}

/// The request that carries `form`: in the body of a post, or as the query.
pub(crate) fn form_request<C: Encoding, R: ClientReq<E>, E>(
    path: &str,
    accepts: &str,
    form: String,
) -> Result<R, E> {
    if C::METHOD == Method::GET {
        R::try_new_get(path, C::CONTENT_TYPE, accepts, &form)
    } else {
        R::try_new_post(path, C::CONTENT_TYPE, accepts, form)
    }
}
