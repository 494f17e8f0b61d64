//! How long the rightful guest takes to join a host whose door is crowded:
//! a connection that drips a byte every 3 s and 500 idle ones are opened
//! first, all on 127.0.0.1, with the game's own timings. With `reopen`,
//! every idle connection the host closes is opened again at once.
//!
//! `cargo run --release -p obereg-net --example crowded_acceptor [reopen]`

use std::error::Error;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use obereg_net::{Event, Guest, Host, HostedGame, Join, JoinCode, Timing};

/// How many idle connections the crowd opens.
const CROWD: usize = 500;
/// The longest this example waits for the guest.
const LONGEST: Duration = Duration::from_secs(300);

fn main() -> Result<(), Box<dyn Error>> {
    let reopen = std::env::args().any(|arg| arg == "reopen");
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let code = JoinCode::fresh()?;
    let (host_events, _host_receiver) = channel();
    let host = Host::open(listener, code.clone(), HostedGame::default(), Timing::default(), host_events)?;
    let address = host.address();
    let stop = Arc::new(AtomicBool::new(false));
    let dripping = drip(address, Arc::clone(&stop))?;
    let opening = Instant::now();
    let crowd = (0..CROWD).map(|_| TcpStream::connect(address)).collect::<Result<Vec<_>, _>>()?;
    let opened = opening.elapsed();
    let crowding = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || keep_crowding(address, crowd, reopen, &stop))
    };
    let started = Instant::now();
    let (events, receiver) = channel();
    let join = Join { name: "Olga".into(), game: 0, moves: 0, version: 0 };
    let _guest = Guest::join(address.to_string(), code, join, Timing::default(), events);
    let mut tries = 0;
    let outcome = loop {
        match receiver.recv_timeout(LONGEST.saturating_sub(started.elapsed())) {
            Ok(Event::Welcomed(_)) => break format!("joined after {:.2} s", started.elapsed().as_secs_f64()),
            Ok(Event::Reconnecting(count)) => tries = count,
            Ok(Event::GaveUp(why)) => {
                break format!("gave up after {:.2} s: {why}", started.elapsed().as_secs_f64());
            }
            Ok(_) => {}
            Err(_) => break format!("not in after {} s", LONGEST.as_secs()),
        }
    };
    stop.store(true, Ordering::Relaxed);
    let crowd = crowding.join().map_err(|_| "the crowd's thread failed")?;
    dripping.join().map_err(|_| "the dripping thread failed")?;
    println!(
        "{CROWD} idle connections opened in {:.2} s (reopened when closed: {reopen}; {crowd} still open at the end), \
         one dripping: the guest {outcome}, after {tries} tries again",
        opened.as_secs_f64()
    );
    Ok(())
}

/// A connection that announces a long message, then sends a byte every
/// 3 s until the host closes it or the example ends.
fn drip(address: SocketAddr, stop: Arc<AtomicBool>) -> Result<std::thread::JoinHandle<()>, Box<dyn Error>> {
    let mut stream = TcpStream::connect(address)?;
    stream.write_all(&16_000u32.to_be_bytes())?;
    Ok(std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            if stream.write_all(b"x").is_err() {
                return;
            }
            for _ in 0..300 {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    }))
}

/// Keeps `crowd` open until `stop`, with `reopen` opening again each
/// connection the host closed; returns how many the host has not closed.
fn keep_crowding(address: SocketAddr, mut crowd: Vec<TcpStream>, reopen: bool, stop: &AtomicBool) -> usize {
    while !stop.load(Ordering::Relaxed) {
        for stream in &mut crowd {
            if reopen
                && closed(stream)
                && let Ok(fresh) = TcpStream::connect(address)
            {
                *stream = fresh;
            }
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    crowd.iter().filter(|stream| !closed(stream)).count()
}

/// Whether the host has closed `stream`.
fn closed(mut stream: &TcpStream) -> bool {
    if stream.set_nonblocking(true).is_err() {
        return true;
    }
    let mut byte = [0u8; 1];
    match stream.read(&mut byte) {
        Ok(count) => count == 0,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}
