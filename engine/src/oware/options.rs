//! The rule options of an Oware game, named in every record.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What a move that would capture every seed the opponent has does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// It is played and captures nothing: the Oware Society's rule, the
    /// Mind Sports Olympiad's and PlayStrategy's.
    #[default]
    CapturesNothing,
    /// It may be played only when every legal move is one, and then
    /// captures nothing: the convention of the Awari research.
    ForbiddenUnlessOnly,
}

/// What happens when a position comes round again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cycles {
    /// The game ends and each player takes the seeds on their own row, as
    /// PlayStrategy and Aalina play.
    #[default]
    OwnRow,
    /// The game ends and the seeds left are shared evenly, as the published
    /// Awari databases count it.
    Split,
}

/// Both options of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// The grand slam rule.
    pub grand_slam: GrandSlam,
    /// The repetition rule.
    pub cycles: Cycles,
}

/// An option name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownOption {
    /// The text found.
    pub text: String,
    /// The names that would have been accepted.
    pub choices: &'static str,
}

impl fmt::Display for UnknownOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown option {:?}: choose {}", self.text, self.choices)
    }
}

impl std::error::Error for UnknownOption {}

impl GrandSlam {
    /// Both rules, the default first.
    pub const ALL: [GrandSlam; 2] = [GrandSlam::CapturesNothing, GrandSlam::ForbiddenUnlessOnly];

    /// The name used on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            GrandSlam::CapturesNothing => "captures-nothing",
            GrandSlam::ForbiddenUnlessOnly => "forbidden",
        }
    }
}

impl Cycles {
    /// Both rules, the default first.
    pub const ALL: [Cycles; 2] = [Cycles::OwnRow, Cycles::Split];

    /// The name used on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            Cycles::OwnRow => "own-row",
            Cycles::Split => "split",
        }
    }
}

impl fmt::Display for GrandSlam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Cycles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GrandSlam {
    type Err = UnknownOption;

    /// ```
    /// use engine::oware::GrandSlam;
    /// assert_eq!("forbidden".parse(), Ok(GrandSlam::ForbiddenUnlessOnly));
    /// assert!("captures".parse::<GrandSlam>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<GrandSlam, UnknownOption> {
        GrandSlam::ALL
            .into_iter()
            .find(|rule| rule.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownOption {
                text: text.to_string(),
                choices: "captures-nothing or forbidden",
            })
    }
}

impl FromStr for Cycles {
    type Err = UnknownOption;

    /// ```
    /// use engine::oware::Cycles;
    /// assert_eq!("split".parse(), Ok(Cycles::Split));
    /// ```
    fn from_str(text: &str) -> Result<Cycles, UnknownOption> {
        Cycles::ALL
            .into_iter()
            .find(|rule| rule.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownOption {
                text: text.to_string(),
                choices: "own-row or split",
            })
    }
}

impl Rules {
    /// The options a form names, an absent or empty field meaning the
    /// default.
    ///
    /// ```
    /// use engine::oware::{Cycles, GrandSlam, Rules};
    /// assert_eq!(Rules::from_names(None, Some("")), Ok(Rules::default()));
    /// let split = Rules::from_names(Some("forbidden"), Some("split")).unwrap();
    /// assert_eq!((split.grand_slam, split.cycles), (GrandSlam::ForbiddenUnlessOnly, Cycles::Split));
    /// assert!(Rules::from_names(Some("sometimes"), None).is_err());
    /// ```
    pub fn from_names(
        grand_slam: Option<&str>,
        cycles: Option<&str>,
    ) -> Result<Rules, UnknownOption> {
        fn named(text: Option<&str>) -> Option<&str> {
            text.filter(|text| !text.is_empty())
        }
        Ok(Rules {
            grand_slam: named(grand_slam).map_or(Ok(GrandSlam::default()), str::parse)?,
            cycles: named(cycles).map_or(Ok(Cycles::default()), str::parse)?,
        })
    }
}

impl fmt::Display for Rules {
    /// The options as a record names them.
    ///
    /// ```
    /// use engine::oware::Rules;
    /// assert_eq!(Rules::default().to_string(), "grand slam captures-nothing, cycles own-row");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "grand slam {}, cycles {}", self.grand_slam, self.cycles)
    }
}
