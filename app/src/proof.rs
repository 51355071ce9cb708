//! What Expert proves, in words: where it plays perfectly by proof, and
//! where it searches instead. Made from `engine::expert_proves`, so the
//! words follow the engine.

use engine::{Variant, expert_proves};
use play::{GameView, Setup};

/// "4-stone Kalah", "3-stone Kalah with the empty-capture rule".
///
/// ```
/// use engine::Variant;
/// assert_eq!(app::proof::variant_text(Variant::new(6, false).unwrap()), "6-stone Kalah");
/// ```
pub fn variant_text(variant: Variant) -> String {
    let rule = if variant.empty_capture() {
        " with the empty-capture rule"
    } else {
        ""
    };
    format!("{}-stone Kalah{rule}", variant.stones())
}

/// Where Expert proves every move, and what it does elsewhere: said where
/// a game is chosen.
///
/// ```
/// assert!(app::proof::expert_scope_text().starts_with(
///     "Expert proves every move it plays in 3- and 4-stone Kalah, under either capture rule."
/// ));
/// ```
pub fn expert_scope_text() -> String {
    let proved = |empty_capture: bool| -> Vec<u8> {
        Variant::STONES
            .filter(|&stones| Variant::new(stones, empty_capture).is_ok_and(expert_proves))
            .collect()
    };
    let (standard, empty_capture) = (proved(false), proved(true));
    let either: Vec<u8> = standard
        .iter()
        .copied()
        .filter(|stones| empty_capture.contains(stones))
        .collect();
    let only = |stones: &[u8], rule: &str| {
        let stones: Vec<u8> = stones
            .iter()
            .copied()
            .filter(|stones| !either.contains(stones))
            .collect();
        (!stones.is_empty()).then(|| format!("{}-stone Kalah {rule}", counts_text(&stones)))
    };
    let places: Vec<String> = [
        (!either.is_empty()).then(|| {
            format!(
                "{}-stone Kalah, under either capture rule",
                counts_text(&either)
            )
        }),
        only(&standard, "with the standard capture"),
        only(&empty_capture, "with the empty-capture rule"),
    ]
    .into_iter()
    .flatten()
    .collect();
    format!(
        "Expert proves every move it plays in {}. In the other variants it searches deeply \
         where it cannot prove a move, and says so.",
        places.join("; in ")
    )
}

/// Stone counts as words before "-stone": "4", "3- and 4", "3-, 4- and 5".
fn counts_text(stones: &[u8]) -> String {
    match stones.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest.iter().map(|count| format!("{count}-")).collect();
            format!("{} and {last}", rest.join(", "))
        }
    }
}

/// For a game against Expert in a variant where it does not prove every
/// move: "Expert has not proved every move in 6-stone Kalah; it searches
/// deeply instead."
///
/// ```
/// use engine::{Level, Player, Variant};
/// use play::{Opponent, Setup};
/// let expert = Opponent::Computer { level: Level::Expert, seat: Player::One };
/// let six = Setup { opponent: expert, variant: Variant::new(6, false).unwrap() };
/// assert!(app::proof::expert_caveat(&six).unwrap().contains("6-stone Kalah"));
/// let four = Setup { opponent: expert, variant: Variant::default() };
/// assert_eq!(app::proof::expert_caveat(&four), None);
/// ```
pub fn expert_caveat(setup: &Setup) -> Option<String> {
    (setup.against_expert() && !expert_proves(setup.variant)).then(|| {
        format!(
            "Expert has not proved every move in {}; it searches deeply instead, and each move it \
             could not prove is marked.",
            variant_text(setup.variant)
        )
    })
}

/// Said on the page of a game against Expert while the server is still
/// working out Expert's endgame database.
pub const EXPERT_PREPARING_TEXT: &str = "Expert is still getting ready: this server has just started and is working out the \
     endgame tables Expert proves its moves with, which takes a few minutes. Until they are \
     ready, where Expert cannot prove a move in time it plays its best search instead, and marks \
     that move “Not proved”.";

/// What a game's page says about how far Expert's moves are proved, if
/// anything: the variant's caveat and whether Expert is still getting
/// ready.
pub fn game_caveat(view: &GameView) -> Option<String> {
    let notes: Vec<String> = [
        expert_caveat(&view.setup),
        view.expert_preparing
            .then(|| EXPERT_PREPARING_TEXT.to_string()),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!notes.is_empty()).then(|| notes.join(" "))
}
