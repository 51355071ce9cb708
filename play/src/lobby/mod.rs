//! Playing people: display names, seeks and their settings, quick pairing,
//! live clocks and ratings. Pure rules, tested without a database or a
//! clock; the server stores them and runs the timers.

mod clock;
mod farming;
mod name;
mod no_show;
mod pool;
mod pool_name;
mod rating;
#[cfg(feature = "screening")]
mod screening;
mod seek;
mod speed;
mod timing;

pub use clock::{Clock, OutOfTime};
pub use farming::{
    FARMING_DAYS, Farming, RatedGame, SUSPECT_POINTS, SUSPECT_WINS, UnknownFarming, looks_farmed,
};
pub use name::{DisplayName, NAME_HELD_FOR, NameRefusal};
pub use no_show::{FORGIVEN_NO_SHOWS, lobby_wait};
pub use pool::{Waiting, computer_level_for, pairings};
pub use pool_name::RatingPool;
pub use rating::Rating;
#[cfg(feature = "screening")]
pub use screening::name_key;
pub use seek::{SEEK_ABSENCE, SeatChoice, SeekForm, SeekId, SeekRefusal, SeekSettings, Terms};
pub use speed::{Speed, SpeedClass, TimeControl, UnknownSpeed};
pub use timing::{TimeShown, Timing};
