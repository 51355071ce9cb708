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

/// Where the board is seen from: turned, tilted and zoomed by the page's
/// script (dragging, the wheel, two fingers), at rest for the player's
/// chosen view. The server draws the board at rest.
///
/// ```
/// # use app::components::scene::Camera;
/// # use app::preferences::BoardView;
/// let mut camera = Camera::new(BoardView::Angled);
/// camera.drag(10.0, 0.0);
/// camera.scale(10.0);
/// assert_eq!(camera.transform(), format!("--tilt:{:.1}deg;--spin:4.0deg;--zoom:1.600", BoardView::Angled.tilt()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Turn about the vertical axis, degrees.
    spin: f64,
    /// Tilt away from the viewer, degrees: 0 is straight from above.
    tilt: f64,
    /// Scale, 1 at rest.
    zoom: f64,
    /// The view the camera was last put at rest for.
    view: BoardView,
}

impl Camera {
    const TILT: (f64, f64) = (0.0, 60.0);
    const ZOOM: (f64, f64) = (0.6, 1.6);

    /// A camera at rest for `view`.
    pub fn new(view: BoardView) -> Camera {
        Camera {
            spin: 0.0,
            tilt: view.tilt(),
            zoom: 1.0,
            view,
        }
    }

    /// Follows the player's chosen view: back to rest when it changes, left
    /// as turned otherwise.
    pub fn show(&mut self, view: BoardView) {
        if self.view != view {
            *self = Camera::new(view);
        }
    }

    /// Turns and tilts by a drag of `dx`, `dy` pixels.
    pub fn drag(&mut self, dx: f64, dy: f64) {
        self.spin = (self.spin + dx * 0.4 + 180.0).rem_euclid(360.0) - 180.0;
        self.tilt = (self.tilt - dy * 0.3).clamp(Self::TILT.0, Self::TILT.1);
    }

    /// Zooms by `factor`, within limits.
    pub fn scale(&mut self, factor: f64) {
        self.zoom = (self.zoom * factor).clamp(Self::ZOOM.0, Self::ZOOM.1);
    }

    /// The scene's style: the CSS variables its transform reads.
    pub fn transform(&self) -> String {
        format!(
            "--tilt:{}deg;--spin:{}deg;--zoom:{}",
            Fixed(self.tilt, 1),
            Fixed(self.spin, 1),
            Fixed(self.zoom, 3)
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

/// The frame around the scene, where the page's script hears the drags,
/// the wheel and the pinches that move the camera.
#[component]
pub fn SceneFrame(children: Children) -> impl IntoView {
    view! { <div class="scene-frame">{children()}</div> }
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

/// The board in 3D, seen from `view` at rest. `active` is the side whose
/// non-empty pits sow when pressed (the page's script makes a first tap
/// on a touch screen choose a pit instead). The board is written as HTML,
/// which the script writes again as the game changes; nothing in it keeps
/// a focus (its pits are out of the tab order).
#[component]
pub fn Scene(
    setup: Setup,
    board: Board,
    active: Option<Player>,
    marks: Marks,
    view: BoardView,
) -> impl IntoView {
    view! {
        <div
            class="scene"
            data-view=view.name()
            aria-hidden="true"
            style=Camera::new(view).transform()
            inner_html=board_html(setup, &board, active, &marks)
        ></div>
    }
}
