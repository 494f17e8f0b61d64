//! The connection's thread: a small tokio runtime of its own running the
//! client library over TLS (the fingerprint pinned on first use, as the
//! player agrees), relaying both ways, and connecting again by itself after
//! a drop: to the server's next address at once when it has several (its
//! nodes), else waiting 1, 2, 4 … 30 seconds. The only module of the game
//! that knows tokio.

use std::path::Path;
use std::time::Duration;

use obereg_client::{Client, ClientError, Keyed, Trust};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::addresses::Addresses;
use super::{ConnEvent, Failure, Keeping, LONGEST_WAIT, Listener, Request};

/// The loop's side of the channel to the connection's thread.
#[derive(Clone, Debug)]
pub(super) struct Requests(UnboundedSender<Request>);

impl Requests {
    /// Passes `request` on; lost when the thread has ended.
    pub(super) fn ask(&self, request: Request) {
        let _ = self.0.send(request);
    }
}

/// Starts the connection to `server` in a thread of its own, its
/// fingerprints pinned in the data directory `keeping` keeps things in.
pub(super) fn start(server: String, keeping: &Keeping, tell: Box<Listener>) -> Requests {
    let dir = keeping.dir().to_path_buf();
    let (sender, requests) = unbounded_channel();
    let tell = std::sync::Arc::new(Tell(tell));
    let failed = std::sync::Arc::clone(&tell);
    let spawned = std::thread::Builder::new().name("online".into()).spawn(move || {
        match tokio::runtime::Builder::new_current_thread().enable_all().build() {
            Ok(runtime) => runtime.block_on(session(&server, &dir, &tell, requests)),
            Err(error) => {
                tell.event(ConnEvent::Failed(Failure::Unreachable(error.to_string())));
            }
        }
    });
    if let Err(error) = spawned {
        failed.event(ConnEvent::Failed(Failure::Unreachable(error.to_string())));
    }
    Requests(sender)
}

/// The loop's ear, for the connection's events.
struct Tell(Box<Listener>);

impl Tell {
    /// Reports `event`; false when the loop is gone.
    fn event(&self, event: ConnEvent) -> bool {
        (self.0)(event)
    }
}

/// How a connection that was open ended.
enum Ended {
    /// It dropped: connect again.
    Dropped,
    /// The loop let go of the connection: stop.
    Gone,
}

/// Connects, asks about a new fingerprint, relays, and connects again
/// after a drop, until the loop lets go or the failure is for good. Of
/// several addresses (`HOST:PORT,HOST:PORT`), each is pinned on its own.
async fn session(server: &str, dir: &Path, tell: &Tell, mut requests: UnboundedReceiver<Request>) {
    let (mut opened, mut wait, mut addresses) = (false, 1, Addresses::new(server));
    loop {
        let server = addresses.current().to_string();
        let server = server.as_str();
        match Client::connect(server, dir).await {
            Ok((client, trust)) => {
                addresses.answered();
                if trust == Trust::NowPublic && !tell.event(ConnEvent::NowPublic) {
                    return;
                }
                if let Trust::New(fingerprint) = trust
                    && let Err(failure) = pin(server, dir, fingerprint, tell, &mut requests).await
                {
                    tell.event(ConnEvent::Failed(failure));
                    return;
                }
                (opened, wait) = (true, 1);
                if !tell.event(ConnEvent::Open) {
                    return;
                }
                if let Ended::Gone = relay(client, tell, &mut requests).await {
                    return;
                }
                if addresses.move_on() {
                    continue;
                }
            }
            Err(error) => {
                let untried = addresses.move_on();
                if let Some(failure) = for_good(error, opened || untried, dir) {
                    tell.event(ConnEvent::Failed(failure));
                    return;
                }
                if untried {
                    continue;
                }
            }
        }
        if !tell.event(ConnEvent::Lost(wait)) || !pause(wait, &mut requests).await {
            return;
        }
        wait = (wait * 2).min(LONGEST_WAIT);
    }
}

/// The failure `error` means for good; none when trying again may mend it
/// (`may_mend`: a connection that was open once and dropped, or another
/// address still to try). `dir`: the data
/// directory, whose file of pinned certificates a changed one names.
fn for_good(error: ClientError, may_mend: bool, dir: &Path) -> Option<Failure> {
    match error {
        ClientError::FingerprintChanged { known, offered, .. } => {
            let file = Keyed::known_servers(dir).path().display().to_string();
            Some(Failure::Changed { known, offered, file })
        }
        ClientError::Address(_) => Some(Failure::Address),
        _ if may_mend => None,
        ClientError::Version => Some(Failure::Version),
        other => Some(Failure::Unreachable(other.to_string())),
    }
}

/// Asks the player about the new `fingerprint` and pins it when they agree.
async fn pin(
    server: &str,
    dir: &Path,
    fingerprint: String,
    tell: &Tell,
    requests: &mut UnboundedReceiver<Request>,
) -> Result<(), Failure> {
    if !tell.event(ConnEvent::TrustAsked(fingerprint.clone())) {
        return Err(Failure::NotTrusted);
    }
    loop {
        match requests.recv().await {
            Some(Request::Trust(true)) => break,
            Some(Request::Trust(false)) | None => return Err(Failure::NotTrusted),
            // Nothing goes to a server not yet trusted.
            Some(Request::Send(_)) => {}
        }
    }
    Keyed::known_servers(dir).set(server, &fingerprint).map_err(|error| Failure::Keep(error.to_string()))
}

/// Relays the server's messages to the loop and the loop's to the server
/// until either side ends.
async fn relay(client: Client, tell: &Tell, requests: &mut UnboundedReceiver<Request>) -> Ended {
    let (mut incoming, mut outgoing) = client.split();
    let (inbox, mut received) = unbounded_channel();
    // Reading is not cancel-safe: it has a task of its own.
    let reader = tokio::spawn(async move {
        while let Ok(message) = incoming.receive().await {
            if inbox.send(message).is_err() {
                break;
            }
        }
    });
    let ended = loop {
        tokio::select! {
            message = received.recv() => match message {
                Some(message) => {
                    if !tell.event(ConnEvent::Received(message)) {
                        break Ended::Gone;
                    }
                }
                None => break Ended::Dropped,
            },
            request = requests.recv() => match request {
                Some(Request::Send(message)) => {
                    if outgoing.send(&message).await.is_err() {
                        break Ended::Dropped;
                    }
                }
                Some(Request::Trust(_)) => {}
                None => break Ended::Gone,
            },
        }
    };
    reader.abort();
    ended
}

/// Waits `seconds` before connecting again, dropping what is asked
/// meanwhile; false when the loop let go.
async fn pause(seconds: u64, requests: &mut UnboundedReceiver<Request>) -> bool {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(seconds);
    loop {
        tokio::select! {
            () = tokio::time::sleep_until(deadline) => return true,
            request = requests.recv() => if request.is_none() { return false },
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::mpsc::{Receiver, channel};
    use std::time::Duration;

    use obereg_server::{Config, Server, SystemNow};

    use super::{Keeping, Request, start};
    use crate::tui::network::online::ConnEvent;

    /// A server alone on 127.0.0.1 at port 0, its data in `dir`, in a
    /// runtime of its own: its address, and the runtime, whose shutdown
    /// stops it as a kill would.
    fn server(dir: &std::path::Path) -> (String, tokio::runtime::Runtime) {
        let runtime =
            tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let config = Config::new("127.0.0.1:0".parse().unwrap(), dir.to_path_buf());
        let server = runtime.block_on(Server::bind(config, Arc::new(SystemNow))).unwrap();
        let address = server.local_addr().unwrap().to_string();
        runtime.spawn(server.run());
        (address, runtime)
    }

    /// The next event other than a message from the server, within a
    /// bounded wait far above a connection's time.
    fn next(events: &Receiver<ConnEvent>) -> ConnEvent {
        loop {
            match events.recv_timeout(Duration::from_secs(60)).unwrap() {
                ConnEvent::Received(_) => {}
                event => return event,
            }
        }
    }

    #[test]
    fn when_its_node_stops_the_connection_goes_to_the_next_address_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let (one, first) = server(&dir.path().join("one"));
        let (two, _second) = server(&dir.path().join("two"));
        let (tell, events) = channel();
        let keeping = Keeping::in_dir(&dir.path().join("player"));
        let requests =
            start(format!("{one},{two}"), &keeping, Box::new(move |event| tell.send(event).is_ok()));
        // Each node's certificate is asked about once, and pinned.
        assert!(matches!(next(&events), ConnEvent::TrustAsked(_)));
        requests.ask(Request::Trust(true));
        assert_eq!(next(&events), ConnEvent::Open);
        first.shutdown_background();
        assert!(matches!(next(&events), ConnEvent::TrustAsked(_)), "straight to the second node, no wait");
        requests.ask(Request::Trust(true));
        assert_eq!(next(&events), ConnEvent::Open);
        let pinned =
            std::fs::read_to_string(obereg_client::Keyed::known_servers(&dir.path().join("player")).path());
        let pinned = pinned.unwrap();
        assert!(pinned.contains(&one) && pinned.contains(&two), "{pinned}");
    }
}
