//! How the server's periodic jobs run (pairing, sweeping, the limits'
//! forgetting): each in a loop of its own, a round at a time.

use std::time::Duration;

/// Runs `job` every `period` for as long as the server runs, logging how
/// many things each round did (`what` they were), and why a round failed:
/// the next one tries again.
pub(crate) async fn every<F, Fut, N, E>(period: Duration, what: &'static str, job: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<N, E>>,
    N: Default + PartialEq + std::fmt::Display,
    E: std::fmt::Display,
{
    let mut ticks = tokio::time::interval(period);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match job().await {
            Ok(count) if count == N::default() => {}
            Ok(count) => tracing::info!(%count, "{what}"),
            Err(error) => tracing::warn!(%error, "cannot finish this round: {what}"),
        }
    }
}
