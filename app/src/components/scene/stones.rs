//! The stones of a pit or a store, each always drawn in the same place.

use super::Fixed;
use engine::Location;
use std::fmt::Write;

/// Most stones drawn in a pit or a store; the count tells the rest.
const DRAWN_IN_PIT: u8 = 24;
const DRAWN_IN_STORE: u8 = 60;

/// Writes the stones of one pit or store and its count into `html`. Stone
/// `i` of a location always sits in the same place, so server and browser
/// draw the same picture and a sown stone never moves the others.
pub(super) fn write_stones(html: &mut String, location: Location, count: u8) {
    let is_store = matches!(location, Location::Store(_));
    let drawn = count.min(if is_store {
        DRAWN_IN_STORE
    } else {
        DRAWN_IN_PIT
    });
    for index in 0..drawn {
        let (x, y) = stone_place(location, index, is_store);
        let _ = write!(
            html,
            r#"<span class="stone shade-{}" style="left:{}%;top:{}%"></span>"#,
            shade(location, index),
            Fixed(x, 1),
            Fixed(y, 1)
        );
    }
    // Drawn from the attribute by the stylesheet: a text browser, which
    // shows no stylesheet, does not list the scene's counts before the
    // pits'.
    let _ = write!(
        html,
        r#"<span class="count3d" data-shown="{count}"></span>"#
    );
}

/// Where stone `index` lies, in percent of its pit or store: a sunflower
/// spiral, which packs evenly at every count, heaped in layers once a
/// layer is full.
fn stone_place(location: Location, index: u8, is_store: bool) -> (f64, f64) {
    let layer_size = if is_store { 20 } else { 10 };
    let (layer, place) = (index / layer_size, index % layer_size);
    let turn = location.index() as f64 * 0.9 + f64::from(layer) * 1.3;
    let angle = f64::from(place) * 2.399_963 + turn;
    let radius = ((f64::from(place) + 0.5) / f64::from(layer_size)).sqrt();
    let (reach_x, reach_y) = if is_store { (24.0, 38.0) } else { (28.0, 28.0) };
    let (cos, sin) = cos_sin(angle);
    (50.0 + reach_x * radius * cos, 50.0 + reach_y * radius * sin)
}

/// The cosine and sine of `angle`, to within a millionth: their series
/// once the angle is brought within half a turn. The standard library's
/// would bring about 6 KB of trigonometry into the page's script for this.
fn cos_sin(angle: f64) -> (f64, f64) {
    use std::f64::consts::TAU;
    let x = angle - (angle / TAU + 0.5).floor() * TAU;
    let (mut cos, mut sin) = (0.0, 0.0);
    let (mut cos_term, mut sin_term) = (1.0, x);
    for n in 1..=12 {
        cos += cos_term;
        sin += sin_term;
        let n = f64::from(n);
        cos_term *= -x * x / ((2.0 * n - 1.0) * (2.0 * n));
        sin_term *= -x * x / ((2.0 * n) * (2.0 * n + 1.0));
    }
    (cos, sin)
}

/// One of five stone colours, fixed per stone.
fn shade(location: Location, index: u8) -> u8 {
    ((location.index() * 7 + usize::from(index) * 3) % 5) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Pit, Player};

    #[test]
    fn the_series_are_the_cosine_and_sine() {
        for step in -400..400 {
            let angle = f64::from(step) * 0.173;
            let (cos, sin) = cos_sin(angle);
            assert!((cos - angle.cos()).abs() < 1e-6, "cos {angle}");
            assert!((sin - angle.sin()).abs() < 1e-6, "sin {angle}");
        }
    }

    #[test]
    fn stones_stay_inside_their_pit_or_store() {
        for index in 0..DRAWN_IN_STORE {
            let (x, y) = stone_place(Location::Store(Player::One), index, true);
            assert!((15.0..=85.0).contains(&x) && (5.0..=95.0).contains(&y));
        }
        for index in 0..DRAWN_IN_PIT {
            let (x, y) = stone_place(Location::Pit(Player::Two, Pit::ALL[2]), index, false);
            assert!((15.0..=85.0).contains(&x) && (15.0..=85.0).contains(&y));
        }
    }
}
