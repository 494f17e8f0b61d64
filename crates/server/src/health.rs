//! What a supervisor or a load balancer asks: `GET /health` on the main
//! port (200 while the store takes writes, else 503), and `GET /metrics`
//! on the address of `--metrics` (plain HTTP), the operator's numbers.

use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use crate::metrics::{CONTENT_TYPE, Metrics};
use crate::store::Db;
use crate::time::{Now, millis};
use crate::web::http::{head, parse_head};
use crate::web::{Answer, MAX_HEAD, refusal};

/// The path of the health check on the main port.
pub const HEALTH_PATH: &str = "/health";
/// The path of the numbers on the metrics' address.
pub const METRICS_PATH: &str = "/metrics";
/// The longest a health check waits for its write: a store slower than
/// that is not healthy.
const HEALTH_WAIT: Duration = Duration::from_secs(5);
/// The longest a scrape may take to ask and be answered.
const SCRAPE_TIME: Duration = Duration::from_secs(10);
/// Scrapes answered at once; more wait.
const SCRAPES_AT_ONCE: usize = 8;

/// The answer to `GET /health`: a write through the store's writer, `200
/// OK` once kept, `503 Service Unavailable` when it fails or is slow.
pub async fn health(db: &Db, now: &dyn Now) -> Answer<'static> {
    let at = millis(now.now());
    let written = tokio::time::timeout(HEALTH_WAIT, db.write(move |store| store.check_health(at))).await;
    match written {
        Ok(Ok(())) => text("200 OK", "text/plain; charset=utf-8", b"ok\n"),
        _ => text("503 Service Unavailable", "text/plain; charset=utf-8", b"the store takes no writes\n"),
    }
}

/// An answer of `status` with `body`.
fn text(status: &'static str, kind: &str, body: &'static [u8]) -> Answer<'static> {
    let headers = [("Content-Type", kind.to_string()), ("Content-Length", body.len().to_string())];
    Answer { head: head(status, &headers), body }
}

/// Answers scrapes on `listener` until the process ends: `GET /metrics`
/// the numbers, anything else `404`; one request a connection.
pub async fn serve_metrics(listener: TcpListener, metrics: Metrics) {
    let gate = Arc::new(Semaphore::new(SCRAPES_AT_ONCE));
    loop {
        let Ok((stream, _)) = listener.accept().await else { continue };
        let Ok(permit) = Arc::clone(&gate).acquire_owned().await else { return };
        let metrics = metrics.clone();
        tokio::spawn(async move {
            let _ = tokio::time::timeout(SCRAPE_TIME, scrape(stream, &metrics)).await;
            drop(permit);
        });
    }
}

/// Reads one request's head from `stream` and answers it.
async fn scrape(mut stream: TcpStream, metrics: &Metrics) {
    let mut bytes = Vec::new();
    let mut buffer = [0u8; 1024];
    let request = loop {
        let Ok(read) = stream.read(&mut buffer).await else { return };
        if read == 0 {
            return;
        }
        bytes.extend_from_slice(&buffer[..read]);
        match parse_head(&bytes) {
            Ok(Some((_, request))) => break request,
            Ok(None) if bytes.len() <= MAX_HEAD => {}
            Ok(None) => return,
            Err(error) => {
                let refused = refusal(error.status(), &[]);
                let _ = stream.write_all(refused.head.as_bytes()).await;
                return;
            }
        }
    };
    let body = metrics.text();
    let answer = match (request.method.as_str(), request.path()) {
        ("GET" | "HEAD", METRICS_PATH) => {
            let headers =
                [("Content-Type", CONTENT_TYPE.to_string()), ("Content-Length", body.len().to_string())];
            let body = if request.method == "GET" { body.as_bytes() } else { &[] };
            Answer { head: head("200 OK", &headers), body }
        }
        _ => refusal("404 Not Found", &[]),
    };
    let _ = stream.write_all(answer.head.as_bytes()).await;
    let _ = stream.write_all(answer.body).await;
    let _ = stream.shutdown().await;
}
