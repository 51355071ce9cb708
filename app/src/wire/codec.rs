//! How data reaches the page's script: postcard, a compact binary form of
//! the same serde types, in base64 in the page (`page_data::carry`), and in
//! server functions' answers.
//!
//! JSON's parser, and one field-name matcher per type, took a tenth of a
//! bundle; postcard reads fields in order and needs neither.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use leptos::server_fn::codec::Post;
use leptos::server_fn::{Bytes, ContentType, Decodes, Encodes, Format, FormatType};
use serde::{Serialize, de::DeserializeOwned};

/// Postcard in the body of a response.
pub struct WireEncoding;

/// Answers as [`WireEncoding`] to a `POST`.
pub type Wire = Post<WireEncoding>;

impl ContentType for WireEncoding {
    const CONTENT_TYPE: &'static str = "application/x-postcard";
}

impl FormatType for WireEncoding {
    const FORMAT_TYPE: Format = Format::Binary;
}

impl<T: Serialize> Encodes<T> for WireEncoding {
    type Error = postcard::Error;

    fn encode(output: &T) -> Result<Bytes, Self::Error> {
        postcard::to_allocvec(output).map(Bytes::from)
    }
}

impl<T: DeserializeOwned> Decodes<T> for WireEncoding {
    type Error = postcard::Error;

    fn decode(bytes: Bytes) -> Result<T, Self::Error> {
        postcard::from_bytes(&bytes)
    }
}

/// `value` as text for an attribute: postcard in URL-safe base64.
pub fn to_text<T: Serialize>(value: &T) -> String {
    // Serializing into memory fails only for types postcard cannot write,
    // which the tests would show at once.
    let bytes = postcard::to_allocvec(value).expect("the carried types are postcard types");
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The value [`to_text`] wrote, if `text` is one.
#[cfg(not(feature = "ssr"))]
pub fn from_text<T: DeserializeOwned>(text: &str) -> Option<T> {
    let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
    postcard::from_bytes(&bytes).ok()
}
