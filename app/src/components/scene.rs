//! The 3D board: a wooden board drawn with CSS 3D transforms, stones in
//! its pits and stores, rendered on the server so it shows without
//! JavaScript. Its pits sow with a click (a first tap on a touch screen
//! only shows where the last stone would land). Screen readers and
//! keyboards use the button controls instead, so the scene is hidden from
//! them.

use crate::preferences::BoardView;
use engine::{Board, Location, Pit, Player};
use leptos::prelude::*;
use play::Setup;

mod board;
mod stones;

pub use board::board_html;

/// Where the board is seen from: changed by dragging, the mouse wheel and
/// pinching, reset by the view buttons.
#[derive(Clone, Copy)]
pub struct Camera {
    /// Turn about the vertical axis, degrees.
    pub spin: RwSignal<f64>,
    /// Tilt away from the viewer, degrees: 0 is straight from above.
    pub tilt: RwSignal<f64>,
    /// Scale, 1 at rest.
    pub zoom: RwSignal<f64>,
    /// Pixels the current press has travelled: a press that dragged does
    /// not sow.
    travelled: StoredValue<f64>,
    /// Whether the current press is a touch: a first tap on a pit chooses
    /// it, the second sows. Kept here, not in the scene, because the scene
    /// is drawn again as the choice changes.
    touch: StoredValue<bool>,
    /// The view the camera was last put at rest for.
    view: StoredValue<BoardView>,
}

impl Camera {
    const TILT: (f64, f64) = (0.0, 60.0);
    const ZOOM: (f64, f64) = (0.6, 1.6);

    /// A camera at rest for `view`.
    pub fn new(view: BoardView) -> Camera {
        Camera {
            spin: RwSignal::new(0.0),
            tilt: RwSignal::new(view.tilt()),
            zoom: RwSignal::new(1.0),
            travelled: StoredValue::new(0.0),
            touch: StoredValue::new(false),
            view: StoredValue::new(view),
        }
    }

    /// Follows the player's chosen view: back to rest when it changes, left
    /// as turned otherwise.
    pub fn show(&self, view: BoardView) {
        if self.view.get_value() != view {
            self.view.set_value(view);
            self.reset(view);
        }
    }

    /// Whether the latest press turned the board rather than pressed a pit.
    pub fn dragged(&self) -> bool {
        self.travelled.get_value() > DRAG_THRESHOLD
    }

    /// Whether the latest press was a touch.
    pub fn touched(&self) -> bool {
        self.touch.get_value()
    }

    /// Back to rest for `view`.
    pub fn reset(&self, view: BoardView) {
        self.spin.set(0.0);
        self.tilt.set(view.tilt());
        self.zoom.set(1.0);
    }

    /// Turns and tilts by a drag of `dx`, `dy` pixels.
    pub fn drag(&self, dx: f64, dy: f64) {
        self.spin
            .update(|spin| *spin = (*spin + dx * 0.4 + 180.0).rem_euclid(360.0) - 180.0);
        self.tilt
            .update(|tilt| *tilt = (*tilt - dy * 0.3).clamp(Self::TILT.0, Self::TILT.1));
    }

    /// Zooms by `factor`, within limits.
    pub fn scale(&self, factor: f64) {
        self.zoom
            .update(|zoom| *zoom = (*zoom * factor).clamp(Self::ZOOM.0, Self::ZOOM.1));
    }

    fn transform(&self) -> String {
        format!(
            "--tilt:{}deg;--spin:{}deg;--zoom:{}",
            Fixed(self.tilt.get(), 1),
            Fixed(self.spin.get(), 1),
            Fixed(self.zoom.get(), 3)
        )
    }
}

/// A number written with a fixed count of decimals, for CSS. Written by
/// hand from integers: Rust's float formatting would add its whole
/// machinery (about 15 KB) to the bundle for these few numbers.
///
/// ```
/// # use app::components::scene::Fixed;
/// assert_eq!(Fixed(12.345, 1).to_string(), "12.3");
/// assert_eq!(Fixed(-0.05, 1).to_string(), "-0.1");
/// assert_eq!(Fixed(1.0, 3).to_string(), "1.000");
/// assert_eq!(Fixed(-0.01, 1).to_string(), "0.0");
/// ```
pub struct Fixed(pub f64, pub u32);

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Fixed(value, places) = *self;
        let scale = 10_i64.pow(places);
        let scaled = (value * scale as f64).round() as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, fraction) = (scaled.abs() / scale, scaled.abs() % scale);
        write!(
            f,
            "{sign}{whole}.{fraction:0width$}",
            width = places as usize
        )
    }
}

/// Pixels a press may travel and still count as a press.
const DRAG_THRESHOLD: f64 = 8.0;

/// The pointers on the board and where they were last seen.
#[derive(Default)]
struct Gesture {
    pointers: Vec<(i32, f64, f64)>,
}

impl Gesture {
    fn spread(&self) -> Option<f64> {
        match self.pointers.as_slice() {
            [(_, x1, y1), (_, x2, y2)] => Some((x1 - x2).hypot(y1 - y2)),
            _ => None,
        }
    }
}

/// The frame around the scene: drag to turn and tilt, the wheel or two
/// fingers to zoom.
#[component]
pub fn SceneFrame<C: IntoView + 'static>(
    camera: Camera,
    children: TypedChildren<C>,
) -> impl IntoView {
    use leptos::ev::PointerEvent;
    let gesture = StoredValue::new(Gesture::default());
    let frame = NodeRef::<leptos::html::Div>::new();
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        use wasm_bindgen::prelude::*;
        let Some(element) = frame.get() else {
            return;
        };
        // Registered by hand: the wheel must not scroll the page while it
        // zooms, which a passive listener cannot prevent.
        let zoom =
            Closure::<dyn FnMut(web_sys::WheelEvent)>::new(move |event: web_sys::WheelEvent| {
                event.prevent_default();
                camera.scale((-event.delta_y() * 0.0015).exp());
            });
        let options = web_sys::AddEventListenerOptions::new();
        options.set_passive(false);
        let _ = element.add_event_listener_with_callback_and_add_event_listener_options(
            "wheel",
            zoom.as_ref().unchecked_ref(),
            &options,
        );
        zoom.forget();
    });
    let down = move |event: PointerEvent| {
        camera.touch.set_value(event.pointer_type() == "touch");
        gesture.update_value(|gesture| {
            if gesture.pointers.is_empty() {
                camera.travelled.set_value(0.0);
            }
            gesture.pointers.push((
                event.pointer_id(),
                f64::from(event.client_x()),
                f64::from(event.client_y()),
            ));
        });
    };
    let moved = move |event: PointerEvent| {
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        gesture.update_value(|gesture| {
            let spread_before = gesture.spread();
            let Some(at) = gesture
                .pointers
                .iter()
                .position(|(id, ..)| *id == event.pointer_id())
            else {
                return;
            };
            let (_, old_x, old_y) = gesture.pointers[at];
            gesture.pointers[at] = (event.pointer_id(), x, y);
            let (dx, dy) = (x - old_x, y - old_y);
            camera
                .travelled
                .update_value(|travelled| *travelled += dx.abs() + dy.abs());
            match (spread_before, gesture.spread()) {
                (Some(before), Some(after)) if before > 0.0 => camera.scale(after / before),
                _ if camera.dragged() => camera.drag(dx, dy),
                _ => {}
            }
        });
    };
    let up = move |event: PointerEvent| {
        gesture.update_value(|gesture| {
            gesture
                .pointers
                .retain(|(id, ..)| *id != event.pointer_id())
        });
    };
    view! {
        <div
            class="scene-frame"
            node_ref=frame
            on:pointerdown=down
            on:pointermove=moved
            on:pointerup=up
            on:pointercancel=up
            on:pointerleave=up
        >
            {children.into_inner()()}
        </div>
    }
}

/// What the scene shows besides the stones.
#[derive(Clone, Copy, Default)]
pub struct Marks {
    /// The pit of the last move.
    pub last: Option<(Player, Pit)>,
    /// The pit chosen with a first tap or focus.
    pub chosen: Option<(Player, Pit)>,
    /// Where the chosen pit's last stone would land.
    pub landing: Option<Location>,
}

/// The board in 3D. `active` is the side whose non-empty pits sow when
/// pressed; a first tap on a touch screen sets `chosen` instead.
///
/// The board inside the scene is written as HTML, on the server and in the
/// browser alike, and replaced whole whenever it changes, as its Leptos
/// view was: nothing in it keeps a focus (its pits are out of the tab order
/// and a press leaves the focus where it was), and the view cost the game
/// page's script 3 KB. Its presses are heard on the scene itself.
#[component]
pub fn Scene(
    setup: Setup,
    #[prop(into)] board: Signal<Board>,
    #[prop(into)] active: Signal<Option<Player>>,
    #[prop(into)] marks: Signal<Marks>,
    camera: Camera,
    #[prop(into)] view: Signal<BoardView>,
    chosen: RwSignal<Option<Pit>>,
) -> impl IntoView {
    use leptos::ev::MouseEvent;
    let drawn = move || board_html(setup, &board.get(), active.get(), &marks.get());
    // The scene is hidden from assistive technology: a press on a pit
    // leaves the focus where it was.
    let keep_focus = |event: MouseEvent| {
        if pressed_pit(&event).is_some() {
            event.prevent_default();
        }
    };
    let press = move |event: MouseEvent| {
        let Some(pit) = pressed_pit(&event) else {
            return;
        };
        if camera.dragged() {
            event.prevent_default();
        } else if camera.touched() && chosen.get_untracked() != Some(pit) {
            event.prevent_default();
            chosen.try_set(Some(pit));
        }
    };
    view! {
        <div
            class="scene"
            data-view=move || view.get().name()
            aria-hidden="true"
            style=move || camera.transform()
            on:mousedown=keep_focus
            on:click=press
            inner_html=drawn
        ></div>
    }
}

/// The pit whose button in the scene `event` happened in.
fn pressed_pit(event: &leptos::ev::MouseEvent) -> Option<Pit> {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
        let button = target.closest("button.pit3d").ok()??;
        Pit::new(button.get_attribute("value")?.parse().ok()?)
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = event;
        None
    }
}
