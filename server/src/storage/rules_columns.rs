//! The columns that name a game's or room's rules: the game, Kalah's
//! stones and capture rule, Oware's grand slam and cycle options.

use engine::{GameKind, Ruleset, Variant, oware};

/// The rule columns of a row, as read.
#[derive(sqlx::FromRow)]
pub(super) struct RulesRow {
    game: String,
    stones: i64,
    empty_capture: bool,
    grand_slam: String,
    cycles: String,
}

impl RulesRow {
    /// The rules the row names, if it names rules the engine knows.
    pub(super) fn rules(&self) -> Option<Ruleset> {
        match self.game.parse().ok()? {
            GameKind::Kalah => {
                let stones = u8::try_from(self.stones).ok()?;
                Variant::new(stones, self.empty_capture)
                    .ok()
                    .map(Ruleset::Kalah)
            }
            GameKind::Oware => Some(Ruleset::Oware(oware::Rules {
                grand_slam: self.grand_slam.parse().ok()?,
                cycles: self.cycles.parse().ok()?,
            })),
        }
    }
}

/// The values of the rule columns, in the order `game, stones,
/// empty_capture, grand_slam, cycles`; Oware's rows keep Kalah's defaults
/// in Kalah's columns, and Kalah's Oware's.
pub(super) struct RulesColumns {
    pub(super) game: &'static str,
    pub(super) stones: i64,
    pub(super) empty_capture: bool,
    pub(super) grand_slam: &'static str,
    pub(super) cycles: &'static str,
}

impl From<Ruleset> for RulesColumns {
    fn from(rules: Ruleset) -> RulesColumns {
        let variant = rules.kalah().unwrap_or_default();
        let options = match rules {
            Ruleset::Oware(options) => options,
            Ruleset::Kalah(_) => oware::Rules::default(),
        };
        RulesColumns {
            game: rules.kind().name(),
            stones: i64::from(variant.stones()),
            empty_capture: variant.empty_capture(),
            grand_slam: options.grand_slam.name(),
            cycles: options.cycles.name(),
        }
    }
}
