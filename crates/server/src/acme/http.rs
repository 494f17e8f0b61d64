//! The plain HTTP listener (`--http`, port 80): the authority's HTTP-01
//! challenges answered at `/.well-known/acme-challenge/TOKEN`, and every
//! other request sent on to the server's `https://` address. One request
//! a connection, its head bounded, its time too, the connections counted
//! at the server's gate.

use std::sync::Arc;

use tokio::io::BufReader;
use tokio::net::{TcpListener, TcpStream};

use super::Certified;
use crate::admit::{Entry, Gate};
use crate::front::{SEND_TIME, answer, read_head};
use crate::web::{Answer, PageRequest, http, refusal};

/// Where the authority asks for a token's answer.
pub const CHALLENGE_PATH: &str = "/.well-known/acme-challenge/";

/// Answers the requests that come to `listener` until the process ends:
/// challenges from `certified`'s answers, anything else sent to `https`
/// (the server's address, `https://NAME[:PORT]`).
pub async fn serve(listener: TcpListener, certified: Arc<Certified>, gate: Gate, https: String) {
    loop {
        let Ok((tcp, peer)) = listener.accept().await else { continue };
        let Entry::Admitted(ticket) = gate.enter(peer.ip()) else { continue };
        let (certified, https) = (Arc::clone(&certified), https.clone());
        tokio::spawn(async move {
            let _ = tokio::time::timeout(SEND_TIME, answer_one(tcp, &certified, &https)).await;
            drop(ticket);
        });
    }
}

/// Reads one request from `tcp` and answers it.
async fn answer_one(tcp: TcpStream, certified: &Certified, https: &str) {
    let mut stream = BufReader::new(tcp);
    let request = match read_head(&mut stream).await {
        Ok((_, request)) => request,
        Err(error) => return answer(&mut stream, refusal(error.status(), &[])).await,
    };
    let token = request.path().strip_prefix(CHALLENGE_PATH);
    match token.map(|token| certified.http_answer(token)) {
        Some(Some(key_authorization)) => answer(&mut stream, challenge(&request, &key_authorization)).await,
        Some(None) => answer(&mut stream, refusal("404 Not Found", &[])).await,
        None => {
            let location = format!("{https}{}", request.target);
            answer(&mut stream, refusal("301 Moved Permanently", &[("Location", location)])).await;
        }
    }
}

/// The answer to a challenge: the key authorization, as plain text.
fn challenge<'a>(request: &PageRequest, key_authorization: &'a str) -> Answer<'a> {
    let headers = [
        ("Content-Type", "application/octet-stream".to_string()),
        ("Content-Length", key_authorization.len().to_string()),
    ];
    let body = if request.method == "HEAD" { &[][..] } else { key_authorization.as_bytes() };
    Answer { head: http::head("200 OK", &headers), body }
}
