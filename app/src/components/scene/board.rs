//! The board inside the scene, written as HTML.

use super::Marks;
use super::stones::write_stones;
use engine::{Board, Location, Pit, Player};
use play::Setup;
use std::fmt::Write;

/// The board of the scene: the far store, both rows of pits and the near
/// store. The pits of `active` that hold stones are the form's submit
/// buttons.
pub fn board_html(setup: Setup, board: &Board, active: Option<Player>, marks: &Marks) -> String {
    let near = setup.near_side();
    let far = near.other();
    let mut html = String::with_capacity(8 * 1024);
    html.push_str(r#"<div class="board3d">"#);
    write_store(&mut html, board, far, "far", marks);
    html.push_str(r#"<div class="row3d far">"#);
    for pit in Pit::ALL.into_iter().rev() {
        write_pit(&mut html, board, (far, pit), active, marks);
    }
    html.push_str(r#"</div><div class="row3d near">"#);
    for pit in Pit::ALL {
        write_pit(&mut html, board, (near, pit), active, marks);
    }
    html.push_str("</div>");
    write_store(&mut html, board, near, "near", marks);
    html.push_str("</div>");
    html
}

fn write_pit(
    html: &mut String,
    board: &Board,
    (player, pit): (Player, Pit),
    active: Option<Player>,
    marks: &Marks,
) {
    let location = Location::Pit(player, pit);
    let count = board.pit(player, pit);
    let class = classes("pit3d", location, marks);
    let (side, number) = (player.number(), pit.number());
    let tag = if active == Some(player) && count > 0 {
        let _ = write!(
            html,
            r#"<button type="submit" class="{class}" name="pit" value="{number}" tabindex="-1" data-scene-side="{side}" data-scene-pit="{number}">"#
        );
        "button"
    } else {
        let _ = write!(
            html,
            r#"<div class="{class}" data-scene-side="{side}" data-scene-pit="{number}">"#
        );
        "div"
    };
    write_stones(html, location, count);
    let _ = write!(html, "</{tag}>");
}

fn write_store(html: &mut String, board: &Board, player: Player, place: &str, marks: &Marks) {
    let location = Location::Store(player);
    let class = classes("store3d", location, marks);
    let side = player.number();
    let _ = write!(
        html,
        r#"<div class="{class} {place}" data-scene-side="{side}" data-scene-store="">"#
    );
    write_stones(html, location, board.store(player));
    html.push_str("</div>");
}

fn classes(base: &str, location: Location, marks: &Marks) -> String {
    let mut class = base.to_string();
    let is = |mark: Option<(Player, Pit)>| {
        mark.is_some_and(|(player, pit)| location == Location::Pit(player, pit))
    };
    if is(marks.last) {
        class.push_str(" last-move");
    }
    if is(marks.chosen) {
        class.push_str(" chosen");
    }
    if marks.landing == Some(location) {
        class.push_str(" landing");
    }
    class
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Level, Ruleset};
    use play::Opponent;

    #[test]
    fn only_the_active_sides_pits_with_stones_are_buttons() {
        let setup = Setup {
            opponent: Opponent::Computer {
                level: Level::Easy,
                seat: Player::One,
            },
            rules: Ruleset::default(),
        };
        let mut counts = Board::start(4).counts();
        counts[2] = 0;
        let board = Board::from_counts(counts);
        let html = board_html(setup, &board, Some(Player::One), &Marks::default());
        assert_eq!(html.matches(r#"class="pit3d""#).count(), 12);
        assert_eq!(html.matches("<button").count(), 5);
        assert_eq!(html.matches(r#"class="store3d"#).count(), 2);
        assert_eq!(html.matches(r#"class="stone "#).count(), 44);
        assert!(html.ends_with(r#"data-shown="0"></span></div></div>"#));
    }
}
