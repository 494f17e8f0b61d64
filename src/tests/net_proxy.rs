//! A faulty loopback relay for the fault run: it carries a guest's bytes
//! to whichever host listens now (a killed host's successor too), and on
//! demand cuts every connection or loses the next chunk of bytes.

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// What the relay and its carriers share.
#[derive(Default)]
struct Wires {
    stop: AtomicBool,
    lose_next: AtomicBool,
    open: Mutex<Vec<TcpStream>>,
}

/// The relay: guests connect to [`Relay::address`].
pub(super) struct Relay {
    pub address: SocketAddr,
    target: Arc<Mutex<SocketAddr>>,
    wires: Arc<Wires>,
    thread: Option<JoinHandle<()>>,
}

impl Relay {
    /// A relay on a free loopback port to `target`.
    pub fn to(target: SocketAddr) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let address = listener.local_addr().expect("its address");
        let (target, wires) = (Arc::new(Mutex::new(target)), Arc::new(Wires::default()));
        let (to, shared) = (Arc::clone(&target), Arc::clone(&wires));
        let thread = std::thread::spawn(move || relay(&listener, &to, &shared));
        Relay { address, target, wires, thread: Some(thread) }
    }

    /// Later connections go to `target`.
    pub fn retarget(&self, target: SocketAddr) {
        *self.target.lock().expect("the target") = target;
    }

    /// Cuts every connection now.
    pub fn cut(&self) {
        for stream in self.wires.open.lock().expect("the open connections").drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Loses the next chunk of bytes, either way: the sealed stream after
    /// it no longer opens, and that connection ends.
    pub fn lose_next(&self) {
        self.wires.lose_next.store(true, Ordering::Relaxed);
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.wires.stop.store(true, Ordering::Relaxed);
        self.cut();
        // One last connection wakes the relay's accept, to see the stop.
        let _ = TcpStream::connect(self.address);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn relay(listener: &TcpListener, target: &Mutex<SocketAddr>, wires: &Arc<Wires>) {
    let mut carriers = Vec::new();
    while !wires.stop.load(Ordering::Relaxed) {
        let Ok((near, _)) = listener.accept() else { continue };
        if wires.stop.load(Ordering::Relaxed) {
            break;
        }
        let to = *target.lock().expect("the target");
        let (Ok(far), Ok(())) = (TcpStream::connect(to), near.set_nonblocking(false)) else { continue };
        let pairs = [(near.try_clone(), far.try_clone()), (far.try_clone(), near.try_clone())];
        wires.open.lock().expect("the open connections").extend([near, far]);
        for pair in pairs {
            let (Ok(from), Ok(to)) = pair else { continue };
            let wires = Arc::clone(wires);
            carriers.push(std::thread::spawn(move || carry(from, to, &wires)));
        }
        carriers.retain(|carrier: &JoinHandle<()>| !carrier.is_finished());
    }
    for carrier in carriers {
        let _ = carrier.join();
    }
}

/// Carries bytes one way until either side closes or the relay stops.
fn carry(mut from: TcpStream, mut to: TcpStream, wires: &Wires) {
    let _ = from.set_read_timeout(Some(Duration::from_millis(10)));
    let mut chunk = [0u8; 8192];
    while !wires.stop.load(Ordering::Relaxed) {
        match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(_) if wires.lose_next.swap(false, Ordering::Relaxed) => {}
            Ok(count) if to.write_all(&chunk[..count]).is_ok() => {}
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            _ => break,
        }
    }
    let _ = to.shutdown(Shutdown::Both);
}
