//! Where the 3D board is seen from: dragging turns and tilts it, the wheel
//! and two fingers zoom, and the view buttons put it back at rest. A press
//! that dragged does not sow; on a touch screen a first tap on a pit only
//! chooses it, showing where its last stone would land.

use crate::dom::{on, query, target_of};
use crate::page;
use app::components::scene;
use app::preferences::BoardView;
use engine::Pit;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{MouseEvent, PointerEvent, WheelEvent};

/// Pixels a press may travel and still count as a press.
const DRAG_THRESHOLD: f64 = 8.0;

/// The board's camera (`scene::Camera`) and the presses that move it.
struct Camera {
    at: scene::Camera,
    /// Pixels the current press has travelled.
    travelled: f64,
    /// Whether the current press is a touch.
    touch: bool,
    /// The pointers down on the board and where they were last seen.
    pointers: Vec<(i32, f64, f64)>,
}

thread_local! {
    /// The camera of the page's board: it outlives each drawing of the
    /// board, so a turned board stays turned, game after game.
    static CAMERA: RefCell<Camera> = RefCell::new(Camera::new(BoardView::default()));
}

/// Runs `run` on the camera.
fn with<R>(run: impl FnOnce(&mut Camera) -> R) -> R {
    CAMERA.with(|camera| run(&mut camera.borrow_mut()))
}

impl Camera {
    fn new(view: BoardView) -> Camera {
        Camera {
            at: scene::Camera::new(view),
            travelled: 0.0,
            touch: false,
            pointers: Vec::new(),
        }
    }

    fn dragged(&self) -> bool {
        self.travelled > DRAG_THRESHOLD
    }

    fn spread(&self) -> Option<f64> {
        match self.pointers.as_slice() {
            [(_, x1, y1), (_, x2, y2)] => Some((x1 - x2).hypot(y1 - y2)),
            _ => None,
        }
    }
}

/// Puts the camera's view on the scene.
fn show_camera() {
    if let Some(scene) = query(".scene") {
        let _ = scene.set_attribute("style", &with(|camera| camera.at.transform()));
    }
}

/// Puts the board as the camera sees it, after a drawing of the board:
/// back at rest when the player chose another view, as turned otherwise.
pub(crate) fn show() {
    if let Some(view) = page::with(|page| page.preferences.view) {
        with(|camera| camera.at.show(view));
        show_camera();
    }
}

/// Listens to presses and the wheel on the board. Heard on the document,
/// so the board may be drawn again between two presses, or replaced by a
/// pause and brought back.
pub(crate) fn listen() {
    let document: web_sys::EventTarget = crate::dom::document().into();
    on(&document, "pointerdown", |event: PointerEvent| {
        if !in_frame(&event) {
            return;
        }
        with(|camera| {
            camera.touch = event.pointer_type() == "touch";
            if camera.pointers.is_empty() {
                camera.travelled = 0.0;
            }
            camera.pointers.push((
                event.pointer_id(),
                f64::from(event.client_x()),
                f64::from(event.client_y()),
            ));
        });
    });
    on(&document, "pointermove", |event: PointerEvent| {
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        let moved = with(|camera| {
            let spread_before = camera.spread();
            let at = camera
                .pointers
                .iter()
                .position(|(id, ..)| *id == event.pointer_id())?;
            let (_, old_x, old_y) = camera.pointers[at];
            camera.pointers[at] = (event.pointer_id(), x, y);
            let (dx, dy) = (x - old_x, y - old_y);
            camera.travelled += dx.abs() + dy.abs();
            match (spread_before, camera.spread()) {
                (Some(before), Some(after)) if before > 0.0 => camera.at.scale(after / before),
                _ if camera.dragged() => camera.at.drag(dx, dy),
                _ => return None,
            }
            Some(())
        });
        if moved.is_some() {
            show_camera();
        }
    });
    for name in ["pointerup", "pointercancel", "pointerleave"] {
        on(&document, name, |event: PointerEvent| {
            with(|camera| camera.pointers.retain(|(id, ..)| *id != event.pointer_id()));
        });
    }
    // Not passive: the wheel must not scroll the page while it zooms.
    let zoom = wasm_bindgen::closure::Closure::<dyn FnMut(WheelEvent)>::new(|event: WheelEvent| {
        if !in_frame(&event) {
            return;
        }
        event.prevent_default();
        with(|camera| camera.at.scale(wheel_zoom(event.delta_y())));
        show_camera();
    });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_passive(false);
    let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
        "wheel",
        zoom.as_ref().unchecked_ref(),
        &options,
    );
    zoom.forget();
    // A press on the scene leaves the focus where it was: the scene is
    // hidden from assistive technology.
    on(&document, "mousedown", |event: MouseEvent| {
        if pressed_pit(&event).is_some() {
            event.prevent_default();
        }
    });
    on(&document, "click", |event: MouseEvent| {
        let Some(pit) = pressed_pit(&event) else {
            return;
        };
        let (dragged, touch) = with(|camera| (camera.dragged(), camera.touch));
        let first_tap = page::with(|page| {
            if dragged {
                return true;
            }
            let first = touch && page.chosen != Some(pit);
            if first {
                page.chosen = Some(pit);
            }
            first
        });
        if first_tap == Some(true) {
            event.prevent_default();
            crate::board::draw();
        }
    });
}

/// How much a turn of the wheel by `delta` zooms: in and out alike, a
/// turn back undoing a turn (near `exp(-delta × 0.0015)`, without the
/// standard library's exponential in the bundle).
fn wheel_zoom(delta: f64) -> f64 {
    let step = delta.abs() * 0.0015;
    if delta < 0.0 {
        1.0 + step
    } else {
        1.0 / (1.0 + step)
    }
}

fn in_frame(event: &web_sys::Event) -> bool {
    target_of(event).is_some_and(|target| target.closest(".scene-frame").ok().flatten().is_some())
}

/// The pit of the 3D board `event` happened on.
fn pressed_pit(event: &web_sys::Event) -> Option<Pit> {
    let button = target_of(event)?.closest("button.pit3d").ok()??;
    Pit::new(button.get_attribute("value")?.parse().ok()?)
}
