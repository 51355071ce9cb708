//! Playing people: names, seeks, quick pairing, clocks, ratings and
//! watching, over HTTP and in storage. One test binary, so the server and
//! its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod clocks;
mod lobby;
mod pairing;
mod presence;
mod ratings;
mod seeks;
mod watch;
