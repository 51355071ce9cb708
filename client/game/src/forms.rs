//! A form as the browser sends it: its fields with the button that sent
//! it, and the form posted by the browser itself.

use crate::dom::document;
use web_sys::{HtmlElement, HtmlFormElement};

/// `form`'s fields with the button that sent it, as the browser sends
/// them.
pub(crate) fn fields(form: &HtmlFormElement, submitter: Option<&HtmlElement>) -> Option<String> {
    let fields = web_sys::FormData::new_with_form(form).ok()?;
    if let Some(button) = submitter {
        let name = button.get_attribute("name").unwrap_or_default();
        if !name.is_empty() {
            let _ =
                fields.append_with_str(&name, &button.get_attribute("value").unwrap_or_default());
        }
    }
    let body = web_sys::UrlSearchParams::new_with_str_sequence_sequence(&fields).ok()?;
    Some(body.to_string().into())
}

/// Posts `form` as the browser would without this script, with the button
/// that sent it.
pub(crate) fn post_plainly(form: &HtmlFormElement, submitter: Option<&HtmlElement>) {
    if let Some(button) = submitter {
        let name = button.get_attribute("name").unwrap_or_default();
        if !name.is_empty()
            && let Ok(pressed) = document().create_element("input")
        {
            let _ = pressed.set_attribute("type", "hidden");
            let _ = pressed.set_attribute("name", &name);
            let _ =
                pressed.set_attribute("value", &button.get_attribute("value").unwrap_or_default());
            let _ = form.append_child(&pressed);
        }
    }
    let _ = form.submit();
}
