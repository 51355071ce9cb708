//! Helpers shared by the engine's integration tests.
#![allow(dead_code)] // each test file uses its own subset

use engine::{Position, Variant};
use std::collections::HashMap;

/// Final store difference for the mover under perfect play, by plain
/// memoised minimax over every line: the reference the searches must meet.
pub fn minimax(position: &Position, variant: Variant) -> i32 {
    minimax_memo(position, variant, &mut HashMap::new())
}

/// The value of sowing `pit` for the mover, by minimax.
pub fn minimax_after(position: &Position, pit: engine::Pit, variant: Variant) -> i32 {
    let mover = position.to_move.expect("a running position");
    let after = position.play(pit, variant).unwrap().after;
    match after.to_move {
        None => after.board.store_difference(mover),
        Some(next) if next == mover => minimax(&after, variant),
        Some(_) => -minimax(&after, variant),
    }
}

fn minimax_memo(position: &Position, variant: Variant, memo: &mut HashMap<Position, i32>) -> i32 {
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let mover = position.to_move.expect("a running position");
    let value = position
        .legal_moves()
        .into_iter()
        .map(|pit| {
            let after = position.play(pit, variant).unwrap().after;
            match after.to_move {
                None => after.board.store_difference(mover),
                Some(next) if next == mover => minimax_memo(&after, variant, memo),
                Some(_) => -minimax_memo(&after, variant, memo),
            }
        })
        .max()
        .unwrap();
    memo.insert(*position, value);
    value
}

/// A running position from 14 counts, if it is one for `variant`.
pub fn running(counts: [u8; 14], second: bool, variant: Variant) -> Option<Position> {
    let text = counts
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let to_move = if second { 2 } else { 1 };
    Position::parse(&format!("{text},{to_move}"), variant).ok()
}

/// A running 4-stone endgame: one stone in each pit named by `spots`
/// (0–11, the twelve pits), the rest of the 48 split between the stores.
pub fn endgame(
    empty_capture: bool,
    spots: &[usize],
    store_share: u8,
    second: bool,
) -> Option<(Variant, Position)> {
    let variant = Variant::new(4, empty_capture).unwrap();
    let mut counts = [0u8; 14];
    for &spot in spots {
        counts[if spot < 6 { spot } else { spot + 1 }] += 1;
    }
    let in_stores = 48 - spots.len() as u8;
    counts[6] = store_share.min(in_stores);
    counts[13] = in_stores - counts[6];
    running(counts, second, variant).map(|position| (variant, position))
}
