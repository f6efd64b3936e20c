//! The connections the server holds open, and who may open one more: at most
//! `max_per_address` from one client address (an IPv6 client by its /64, which one client
//! usually holds whole) and `max_total` in all. When the total is reached, the oldest
//! connection with no request in flight is closed to make room (a flood of idle connections
//! only ever evicts itself), and the newcomer is refused only when every connection has a
//! request running. Each admitted connection holds a `Ticket` that gives its place back when
//! dropped.

use super::ApiError;
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::Notify;

/// The caps and timeouts on connections (`morris serve`'s flags).
#[derive(Clone, Debug)]
pub struct ConnectionLimits {
    /// Connections open at once (`--max-connections`).
    pub max_total: usize,
    /// Connections open at once from one address (`--max-connections-per-address`).
    pub max_per_address: usize,
    /// How long a request's head may take to arrive, from the connection's opening or the
    /// previous answer: so also how long a kept-alive connection may stay idle
    /// (`--header-timeout-ms`).
    pub header_timeout: Duration,
    /// How long a request's body may take to arrive, from its head (`--body-timeout-ms`).
    pub body_timeout: Duration,
}

impl Default for ConnectionLimits {
    /// 1,024 in all, 64 from one address, 10 s for a head and for a body.
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            max_total: 1024,
            max_per_address: 64,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
        }
    }
}

/// One open connection, as the registry sees it.
struct Entry {
    address: IpAddr,
    /// Requests of this connection running now.
    in_flight: Arc<AtomicUsize>,
    /// Told when the connection is evicted.
    evict: Arc<Notify>,
}

#[derive(Default)]
struct Admitted {
    /// By admission order (the oldest first).
    open: BTreeMap<u64, Entry>,
    per_address: HashMap<IpAddr, usize>,
    next: u64,
    /// The most connections open at once since `Connections::take_peak`.
    peak: usize,
}

impl Admitted {
    /// Forgets a connection.
    fn remove(&mut self, id: u64) -> Option<Entry> {
        let entry = self.open.remove(&id)?;
        if let Some(count) = self.per_address.get_mut(&entry.address) {
            *count -= 1;
            if *count == 0 {
                self.per_address.remove(&entry.address);
            }
        }
        Some(entry)
    }

    /// Evicts the oldest connection with no request in flight; whether there was one.
    fn evict_oldest_idle(&mut self) -> bool {
        let idle = self
            .open
            .iter()
            .find(|(_, e)| e.in_flight.load(Ordering::Acquire) == 0)
            .map(|(&id, _)| id);
        match idle.and_then(|id| self.remove(id)) {
            Some(entry) => {
                entry.evict.notify_one();
                true
            }
            None => false,
        }
    }
}

/// Every connection the server holds open.
pub struct Connections {
    limits: ConnectionLimits,
    table: Mutex<Admitted>,
}

/// An admitted connection's place: its requests in flight, and the signal that it is
/// evicted. Dropping it gives the place back.
pub struct Ticket {
    id: u64,
    pub in_flight: Arc<AtomicUsize>,
    pub evict: Arc<Notify>,
    connections: Arc<Connections>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.connections.table().remove(self.id);
    }
}

/// The address a request came from, as a client is counted (`client_key`): the listener
/// puts it among each request's extensions, for the caps per client beyond connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClientAddress(pub IpAddr);

/// The address a client is counted under: an IPv4 address (IPv4-mapped ones included) as
/// it is, an IPv6 one by its /64.
#[must_use]
pub fn client_key(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V6(v6) => {
            let prefix = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(prefix.into())
        }
        v4 @ IpAddr::V4(_) => v4,
    }
}

impl Connections {
    #[must_use]
    pub fn new(limits: ConnectionLimits) -> Arc<Connections> {
        Arc::new(Connections {
            limits,
            table: Mutex::new(Admitted::default()),
        })
    }

    fn table(&self) -> MutexGuard<'_, Admitted> {
        self.table
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Admits a connection from `address`, evicting the oldest idle one if the total is
    /// reached.
    ///
    /// # Errors
    /// `ApiError::TooBusy` when the address has `max_per_address` connections open, or
    /// the total is reached and every connection has a request in flight.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Result<Ticket, ApiError> {
        let key = client_key(address);
        let mut table = self.table();
        if table.per_address.get(&key).copied().unwrap_or(0) >= self.limits.max_per_address {
            return Err(ApiError::TooBusy(format!(
                "your address has {} connections open to this server, its limit; close one",
                self.limits.max_per_address
            )));
        }
        if table.open.len() >= self.limits.max_total && !table.evict_oldest_idle() {
            return Err(ApiError::TooBusy(format!(
                "this server has {} connections open, each with a request running; retry in a moment",
                self.limits.max_total
            )));
        }
        let id = table.next;
        table.next += 1;
        let entry = Entry {
            address: key,
            in_flight: Arc::new(AtomicUsize::new(0)),
            evict: Arc::new(Notify::new()),
        };
        let ticket = Ticket {
            id,
            in_flight: Arc::clone(&entry.in_flight),
            evict: Arc::clone(&entry.evict),
            connections: Arc::clone(self),
        };
        *table.per_address.entry(key).or_insert(0) += 1;
        table.open.insert(id, entry);
        table.peak = table.peak.max(table.open.len());
        Ok(ticket)
    }

    /// The most connections open at once since the last call, and those open now.
    pub fn take_peak(&self) -> (usize, usize) {
        let mut table = self.table();
        let open = table.open.len();
        (std::mem::replace(&mut table.peak, open), open)
    }

    /// The connections open now.
    #[must_use]
    pub fn open(&self) -> usize {
        self.table().open.len()
    }

    /// The limits it keeps.
    #[must_use]
    pub fn limits(&self) -> &ConnectionLimits {
        &self.limits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(total: usize, per_address: usize) -> ConnectionLimits {
        ConnectionLimits {
            max_total: total,
            max_per_address: per_address,
            ..ConnectionLimits::default()
        }
    }

    #[test]
    fn an_address_is_capped_and_its_places_come_back() {
        let connections = Connections::new(limits(10, 2));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let first = connections.admit(a).unwrap();
        let _second = connections.admit(a).unwrap();
        assert!(matches!(connections.admit(a), Err(ApiError::TooBusy(_))));
        assert!(connections.admit("10.0.0.2".parse().unwrap()).is_ok());
        drop(first);
        assert!(connections.admit(a).is_ok());
    }

    #[test]
    fn ipv6_clients_are_counted_by_their_64_and_mapped_ipv4_as_ipv4() {
        let connections = Connections::new(limits(10, 1));
        let _one = connections.admit("2001:db8::1".parse().unwrap()).unwrap();
        assert!(connections.admit("2001:db8::2".parse().unwrap()).is_err());
        assert!(
            connections
                .admit("2001:db8:0:1::2".parse().unwrap())
                .is_ok()
        );
        let _v4 = connections.admit("10.0.0.1".parse().unwrap()).unwrap();
        assert!(
            connections
                .admit("::ffff:10.0.0.1".parse().unwrap())
                .is_err()
        );
    }

    #[test]
    fn at_the_total_the_oldest_idle_connection_is_evicted_not_the_newcomer() {
        let connections = Connections::new(limits(3, 3));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let oldest = connections.admit(a).unwrap();
        let busy = connections.admit(a).unwrap();
        let idle = connections.admit(a).unwrap();
        oldest.in_flight.fetch_add(1, Ordering::AcqRel);
        busy.in_flight.fetch_add(1, Ordering::AcqRel);
        let newcomer = connections.admit("10.0.0.2".parse().unwrap()).unwrap();
        newcomer.in_flight.fetch_add(1, Ordering::AcqRel);
        assert_eq!(connections.open(), 3);
        // The idle one was told to go (a permit waits for it), the busy ones were not.
        let told = |t: &Ticket| {
            let notified = t.evict.notified();
            tokio::pin!(notified);
            notified.as_mut().enable()
        };
        assert!(told(&idle));
        assert!(!told(&oldest) && !told(&busy));
        // Every connection busy: the next one is refused.
        let mut last = connections.admit("10.0.0.3".parse().unwrap());
        assert!(last.is_err(), "the newcomer of an all-busy server");
        drop(oldest);
        last = connections.admit("10.0.0.3".parse().unwrap());
        assert!(last.is_ok());
    }
}
