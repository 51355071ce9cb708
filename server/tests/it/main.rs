//! The server's integration tests: the real server as a process, driven
//! over HTTP as browsers drive it, and its storage on SQLite and
//! PostgreSQL. One test binary, a module per subject, so the server and
//! its dependencies are linked once for all of them.

mod common;

mod backup;
mod bundle;
mod devices;
mod expert;
mod faults;
mod fuzz;
mod game;
mod hostile;
mod languages;
mod oware_puzzles;
mod people;
mod puzzles;
mod rooms;
mod shutdown;
mod storage;
mod study;
mod telemetry;
