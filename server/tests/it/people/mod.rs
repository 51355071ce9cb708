//! Playing people: names, seeks, quick pairing, arenas, presence, clocks,
//! ratings and watching, over HTTP and in storage.

mod arena_processes;
mod arena_words;
mod arenas;
mod clocks;
mod farming;
mod griefing;
mod house_bot;
mod lobby;
mod names;
mod oware;
mod pairing;
mod presence;
mod ratings;
mod seeks;
mod watch;
