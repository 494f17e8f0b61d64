//! A relay on 127.0.0.1 between the bot and the server whose connections
//! the test can cut, as a network would.

use std::sync::{Arc, Mutex};

use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// A relay to one server: every connection to it is carried to the server.
pub struct Relay {
    /// The relay's address, `127.0.0.1:port`.
    pub addr: String,
    pipes: Arc<Mutex<Vec<JoinHandle<()>>>>,
    listening: JoinHandle<()>,
}

impl Relay {
    /// A relay on 127.0.0.1, port 0, to `server`, on the current runtime.
    pub async fn start(server: &str) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let pipes: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let (server, kept) = (server.to_string(), Arc::clone(&pipes));
        let listening = tokio::spawn(async move {
            while let Ok((mut near, _)) = listener.accept().await {
                let Ok(mut far) = TcpStream::connect(&server).await else { continue };
                let pipe = tokio::spawn(async move {
                    let _ = tokio::io::copy_bidirectional(&mut near, &mut far).await;
                });
                kept.lock().unwrap().push(pipe);
            }
        });
        Relay { addr, pipes, listening }
    }

    /// Cuts every connection carried so far.
    pub fn cut(&self) {
        for pipe in self.pipes.lock().unwrap().drain(..) {
            pipe.abort();
        }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.cut();
        self.listening.abort();
    }
}
