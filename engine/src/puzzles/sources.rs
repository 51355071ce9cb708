//! Where `kalah puzzles` looks: the positions of games. Games between the
//! levels, Expert's own games against each level, walks through the
//! opening book, and real games from their records.

use super::PuzzleError;
use crate::board::Pit;
use crate::book::OpeningBook;
use crate::endgame::EndgameDatabase;
use crate::players::{EXPERT_NODE_LIMIT, Level, Rng, choose_move, expert_move};
use crate::rules::{Position, Variant};
use crate::solver::Solver;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// Expert's table here: as large as each of the site's workers has.
const EXPERT_TABLE_BITS: u32 = 22;

/// Games of one kind, as `kalah puzzles --sources` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Medium against Hard.
    Levels,
    /// Expert against Easy, Medium and Hard in turn.
    Expert,
    /// The opening book's tree: Expert's book move on its turns, any reply
    /// on the other side's, until the book ends.
    Book,
}

impl Source {
    /// Every source, in the order `kalah puzzles` reads them.
    pub const ALL: [Source; 3] = [Source::Levels, Source::Expert, Source::Book];
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Source::Levels => "levels",
            Source::Expert => "expert",
            Source::Book => "book",
        })
    }
}

/// A name that is not a [`Source`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSource(String);

impl fmt::Display for UnknownSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown source {:?}: levels, expert or book", self.0)
    }
}

impl std::error::Error for UnknownSource {}

impl FromStr for Source {
    type Err = UnknownSource;

    fn from_str(name: &str) -> Result<Source, UnknownSource> {
        Source::ALL
            .into_iter()
            .find(|source| source.to_string() == name)
            .ok_or_else(|| UnknownSource(name.to_string()))
    }
}

/// The positions of `games` games of `source` in turn from the start, seats
/// alternating; the first two moves (for the book, all of the other
/// side's) are random from `seed`. Expert solves with `database`.
///
/// ```
/// use engine::puzzles::{games, Source};
/// use engine::Variant;
/// let walks = games(Source::Book, Variant::default(), 2, 0, None);
/// assert_eq!(walks.len(), 2);
/// assert!(walks.iter().all(|walk| walk.len() > 10));
/// ```
pub fn games(
    source: Source,
    variant: Variant,
    games: u32,
    seed: u64,
    database: Option<Arc<EndgameDatabase>>,
) -> Vec<Vec<Position>> {
    let mut expert = Solver::new(variant.empty_capture(), EXPERT_TABLE_BITS, database);
    expert.set_node_limit(EXPERT_NODE_LIMIT);
    let book = OpeningBook::shipped(variant.empty_capture());
    (0..games)
        .map(|game| {
            let mut rng = Rng::new(
                seed.wrapping_add(u64::from(game))
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15),
            );
            let opponent = [Level::Easy, Level::Medium, Level::Hard][game as usize / 2 % 3];
            let levels = match source {
                Source::Levels => [Level::Medium, Level::Hard],
                Source::Expert | Source::Book => [Level::Expert, opponent],
            };
            let levels = if game % 2 == 0 {
                levels
            } else {
                [levels[1], levels[0]]
            };
            let mut positions = Vec::new();
            let mut position = Position::start(variant);
            for ply in 0.. {
                let Some(mover) = position.to_move else {
                    break;
                };
                if source == Source::Book && !book.covers(&position, variant) {
                    break;
                }
                positions.push(position);
                let level = levels[usize::from(mover.number()) - 1];
                let random = match source {
                    Source::Book => level != Level::Expert,
                    Source::Levels | Source::Expert => ply < 2,
                };
                let pit = if random {
                    Some(rng.pick(&position.legal_moves()))
                } else if level == Level::Expert {
                    expert_move(&mut expert, &position, variant).map(|decision| decision.pit)
                } else {
                    choose_move(&position, variant, level, &mut rng).map(|decision| decision.pit)
                };
                let Some(pit) = pit else { break };
                position = position.play(pit, variant).expect("a legal move").after;
            }
            positions
        })
        .collect()
}

/// The positions of real games, from records as the site exports them
/// (`/game/<id>/record.txt`, any number one after another): the games of
/// `variant` only, each from its start through its moves.
///
/// ```
/// use engine::puzzles::records;
/// use engine::Variant;
/// let text = "Kalah game record\nVariant: 4 stones per pit, standard capture\nMoves: 3 6\n\
///             Kalah game record\nVariant: 6 stones per pit, standard capture\nMoves: 1\n";
/// let games = records(text, Variant::default()).unwrap();
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].len(), 3);
/// assert!(records("Kalah game record\nMoves: 9\n", Variant::default()).is_err());
/// ```
pub fn records(text: &str, variant: Variant) -> Result<Vec<Vec<Position>>, PuzzleError> {
    let wanted = format!(
        "{} stones per pit, {} capture",
        variant.stones(),
        if variant.empty_capture() {
            "empty"
        } else {
            "standard"
        }
    );
    let mut games = Vec::new();
    for record in text.split("Kalah game record").skip(1) {
        let field = |name: &str| {
            record
                .lines()
                .find_map(|line| line.strip_prefix(name).map(str::trim))
        };
        let bad = |why: &str| PuzzleError(format!("{why} in the record {record:?}"));
        if field("Variant:").is_some_and(|named| named != wanted) {
            continue;
        }
        let mut position = match field("Start:") {
            Some(start) => Position::parse(start, variant).map_err(|_| bad("a bad start"))?,
            None => Position::start(variant),
        };
        let mut positions = vec![position];
        for pit in field("Moves:").unwrap_or_default().split_whitespace() {
            let pit = pit
                .parse()
                .ok()
                .and_then(Pit::new)
                .ok_or_else(|| bad("a bad move"))?;
            position = position
                .play(pit, variant)
                .map_err(|_| bad("an illegal move"))?
                .after;
            positions.push(position);
        }
        games.push(positions);
    }
    Ok(games)
}
