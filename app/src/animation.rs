//! Sowing shown stone by stone: the boards between a move's start and its
//! end, each with the sound it makes.

use crate::sound::Sound;
use engine::{Board, Location, Position, Sowing};

/// One picture of a move in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The stones at this moment.
    pub board: Board,
    /// What it sounds like.
    pub sound: Option<Sound>,
}

/// Milliseconds a frame stays: quick for long sowings, so that none takes
/// much over a second and a half.
pub fn frame_ms(sowing: &Sowing) -> u32 {
    if sowing.drops.len() > 12 { 70 } else { 120 }
}

/// The frames of `sowing`, played from `before`: the pit lifted, each
/// stone dropped, then the capture or the final sweep if there is one.
/// The last frame is the position after the move.
///
/// ```
/// use app::animation::frames;
/// use engine::{Pit, Position, Variant};
/// let start = Position::start(Variant::default());
/// let sowing = start.play(Pit::new(3).unwrap(), Variant::default()).unwrap();
/// let frames = frames(&start, &sowing);
/// assert_eq!(frames.len(), 1 + 4);
/// assert_eq!(frames.last().unwrap().board, sowing.after.board);
/// ```
pub fn frames(before: &Position, sowing: &Sowing) -> Vec<Frame> {
    let mut counts = before.board.counts();
    counts[Location::Pit(sowing.player, sowing.pit).index()] = 0;
    let mut frames = vec![Frame {
        board: Board::from_counts(counts),
        sound: None,
    }];
    for &drop in &sowing.drops {
        counts[drop.index()] += 1;
        frames.push(Frame {
            board: Board::from_counts(counts),
            sound: Some(match drop {
                Location::Store(_) => Sound::Store,
                Location::Pit(..) => Sound::Drop,
            }),
        });
    }
    // Oware's captures are taken pit by pit, in the order the rules take
    // them, each into the mover's store.
    let captures = sowing.oware.iter().flat_map(|oware| &oware.captures);
    for capture in captures {
        counts[Location::Pit(sowing.player.other(), capture.pit).index()] -= capture.seeds;
        counts[Location::Store(sowing.player).index()] += capture.seeds;
        frames.push(Frame {
            board: Board::from_counts(counts),
            sound: Some(Sound::Capture),
        });
    }
    if Board::from_counts(counts) != sowing.after.board {
        frames.push(Frame {
            board: sowing.after.board,
            sound: sowing.capture.map(|_| Sound::Capture),
        });
    }
    frames
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Pit, Variant};

    #[test]
    fn each_pit_an_oware_move_captures_is_taken_in_its_own_frame() {
        let oware: engine::Ruleset = "oware".parse().unwrap();
        let before: Position = "4,4,4,4,4,3,5,1,2,1,4,4,4,4,1".parse().unwrap();
        let sowing = oware.play(&before, &[], Pit::new(6).unwrap()).unwrap();
        let frames = frames(&before, &sowing);
        // Lifted, three seeds dropped, three pits taken.
        assert_eq!(frames.len(), 1 + 3 + 3);
        let stores: Vec<u8> = frames[4..]
            .iter()
            .map(|frame| frame.board.store(engine::Player::One))
            .collect();
        assert_eq!(stores, [7, 10, 12]);
        assert!(
            frames[4..]
                .iter()
                .all(|frame| frame.sound == Some(Sound::Capture))
        );
        assert_eq!(frames.last().unwrap().board, sowing.after.board);
    }

    #[test]
    fn a_capture_gets_its_own_last_frame_and_stones_are_conserved() {
        let before: Position = "1,0,4,4,4,4,7,4,4,4,4,4,4,0,1".parse().unwrap();
        let sowing = before
            .play(Pit::new(1).unwrap(), Variant::default())
            .unwrap();
        let frames = frames(&before, &sowing);
        assert_eq!(frames.len(), 3);
        assert_eq!(frames[2].sound, Some(Sound::Capture));
        assert_eq!(frames[2].board, sowing.after.board);
        for frame in &frames[1..] {
            assert_eq!(frame.board.total(), before.board.total());
        }
        assert_eq!(frames[0].board.total(), before.board.total() - 1);
    }
}
