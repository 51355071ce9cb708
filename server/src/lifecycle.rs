//! Serving until told to stop, and stopping well: on SIGTERM or Ctrl-C
//! the server accepts no new connections, lets the requests under way
//! finish (each saves in one transaction, so a move is stored whole or not
//! at all), tells live streams to reconnect (to another process, or to
//! this one once restarted), and returns within [`GRACE`].

use axum::Router;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// How long requests under way may take to finish once a stop is asked
/// for: within the 10 s a process manager usually waits before it kills.
pub const GRACE: Duration = Duration::from_secs(8);

/// Serves `router` on `listener` until a signal; then sets `stop` and
/// waits up to [`GRACE`] for the requests under way.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    stop: watch::Sender<bool>,
    mut stopping: watch::Receiver<bool>,
) -> std::io::Result<()> {
    // Without TCP_NODELAY each small response on a kept-alive connection
    // waits ~40 ms for Nagle's algorithm.
    let listener = axum::serve::ListenerExt::tap_io(listener, |stream| {
        if let Err(error) = stream.set_nodelay(true) {
            tracing::warn!(%error, "cannot set TCP_NODELAY");
        }
    });
    let server = axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async move {
        signalled().await;
        tracing::info!("stopping: no new connections; finishing the requests under way");
        stop.send_replace(true);
    });
    let deadline = async move {
        stopped(&mut stopping).await;
        tokio::time::sleep(GRACE).await;
    };
    tokio::select! {
        served = std::future::IntoFuture::into_future(server) => {
            served?;
            tracing::info!("stopped");
        }
        () = deadline => {
            tracing::warn!(
                seconds = GRACE.as_secs(),
                "stopping with requests still under way: what they had not saved is not saved"
            );
        }
    }
    Ok(())
}

/// Resolves once `stopping` turns true (or its sender is gone).
pub async fn stopped(stopping: &mut watch::Receiver<bool>) {
    let _ = stopping.wait_for(|stopping| *stopping).await.map(drop);
}

/// Resolves on SIGTERM or Ctrl-C (SIGINT).
async fn signalled() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {},
        _ = terminate => {},
    }
}
