//! The network a request comes from: the peer's address, or behind a
//! proxy the last `X-Forwarded-For` entry (the one the proxy itself
//! added), noted once on the request for the limits and the devices. An
//! IPv6 address is taken as its /64, the block one household or phone is
//! given, so that hopping between its addresses is still one network.

use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::Response;
use std::fmt;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// The network of one address: an IPv4 address, or an IPv6 /64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Network(IpAddr);

impl Network {
    /// The network `address` belongs to.
    ///
    /// ```
    /// use server::network::Network;
    /// let one = Network::of("2001:db8:1:2::7".parse().unwrap());
    /// assert_eq!(one, Network::of("2001:db8:1:2:ffff::1".parse().unwrap()));
    /// assert_eq!(one.to_string(), "2001:db8:1:2::/64");
    /// assert_eq!(Network::of("192.0.2.1".parse().unwrap()).to_string(), "192.0.2.1");
    /// ```
    pub fn of(address: IpAddr) -> Network {
        match address {
            IpAddr::V6(v6) if v6.to_ipv4_mapped().is_none() => {
                let block = u128::from(v6) & !((1u128 << 64) - 1);
                Network(IpAddr::V6(Ipv6Addr::from(block)))
            }
            IpAddr::V6(v6) => Network(v6.to_canonical()),
            v4 => Network(v4),
        }
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            IpAddr::V6(block) => write!(f, "{block}/64"),
            IpAddr::V4(address) => write!(f, "{address}"),
        }
    }
}

/// Whether the server is told the player's address by a proxy in front.
#[derive(Clone, Copy, Debug)]
pub struct BehindProxy(pub bool);

/// Notes the request's [`Network`] on it, when it can be known.
pub async fn note_network(
    State(BehindProxy(behind_proxy)): State<BehindProxy>,
    mut request: Request,
    next: Next,
) -> Response {
    let address = if behind_proxy {
        request
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .filter_map(|entry| entry.trim().parse().ok())
            .next_back()
    } else {
        request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| peer.ip())
    };
    if let Some(address) = address {
        request.extensions_mut().insert(Network::of(address));
    }
    next.run(request).await
}
