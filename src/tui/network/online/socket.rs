//! The page's connection: the browser's WebSocket to `/ws` on the server
//! (`wss://`, or `ws://` for a page served over `http:`), the protocol's
//! JSON one message a text frame, read by the protocol's own types. It
//! says `hello`, reports as `tls.rs` does (what each frame and close
//! means is `attempts.rs`'s), and connects again by itself after a drop,
//! waiting 1, 2, 4 … 30 seconds on the page's timers. The browser checks
//! the server's certificate: nothing is pinned here.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use obereg_protocol::{ClientMessage, PROTOCOL_VERSION};
use ratzilla::web_sys::{self, CloseEvent, MessageEvent, WebSocket};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::attempts::{Attempts, Heard};
use super::{ConnEvent, Failure, Keeping, Listener, Request, address};

/// The loop's handle on the page's connection; dropping every handle
/// closes it.
#[derive(Clone)]
pub(super) struct Requests(Rc<RefCell<Socket>>);

impl std::fmt::Debug for Requests {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Requests").field(&self.0.borrow().url).finish()
    }
}

impl Requests {
    /// Sends what is asked; lost while the connection is down.
    pub(super) fn ask(&self, request: Request) {
        let socket = self.0.borrow();
        if let (Request::Send(message), Some(attempt)) = (request, &socket.attempt)
            && socket.attempts.welcomed()
        {
            send(&attempt.socket, &message);
        }
    }
}

/// The page's own server, `HOST:PORT` as its address bar shows it.
pub fn page_server() -> Option<String> {
    web_sys::window()?.location().host().ok().filter(|host| !host.is_empty())
}

/// Starts connecting to `server`; the browser checks its certificate, so
/// nothing the page keeps is needed.
pub(super) fn start(server: String, _: &Keeping, tell: Box<Listener>) -> Requests {
    let page_protocol = web_sys::window().and_then(|window| window.location().protocol().ok());
    let url = address(&server, page_protocol.as_deref().unwrap_or("https:"));
    let shared = Rc::new(RefCell::new(Socket { url, tell, attempt: None, attempts: Attempts::new() }));
    connect(&shared);
    Requests(shared)
}

/// The connection's state, shared by the loop's handles; the socket's
/// handlers hold it weakly.
struct Socket {
    /// The server's WebSocket address.
    url: String,
    /// The loop's ear.
    tell: Box<Listener>,
    /// The socket of this attempt, if one is under way.
    attempt: Option<Attempt>,
    /// How the connection stands across its attempts.
    attempts: Attempts,
}

/// A WebSocket and its handlers, which live as long as it does.
struct Attempt {
    socket: WebSocket,
    _opened: Closure<dyn FnMut()>,
    _received: Closure<dyn FnMut(MessageEvent)>,
    _closed: Closure<dyn FnMut(CloseEvent)>,
}

impl Drop for Attempt {
    fn drop(&mut self) {
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}

/// Sends `message` on `socket` as a text frame.
fn send(socket: &WebSocket, message: &ClientMessage) {
    if let Ok(text) = serde_json::to_string(message) {
        let _ = socket.send_with_str(&text);
    }
}

/// Opens a WebSocket to the server, its handlers reporting to `shared`.
fn connect(shared: &Rc<RefCell<Socket>>) {
    let url = shared.borrow().url.clone();
    let Ok(socket) = WebSocket::new(&url) else {
        (shared.borrow().tell)(ConnEvent::Failed(Failure::Address));
        return;
    };
    let weak = Rc::downgrade(shared);
    let opened = Closure::<dyn FnMut()>::new({
        let socket = socket.clone();
        move || send(&socket, &ClientMessage::Hello { version: PROTOCOL_VERSION })
    });
    let received = Closure::<dyn FnMut(MessageEvent)>::new({
        let weak = Weak::clone(&weak);
        move |event: MessageEvent| {
            if let (Some(shared), Some(text)) = (weak.upgrade(), event.data().as_string()) {
                on_text(&shared, &text);
            }
        }
    });
    let closed = Closure::<dyn FnMut(CloseEvent)>::new(move |event: CloseEvent| {
        if let Some(shared) = weak.upgrade() {
            on_closed(&shared, &event);
        }
    });
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(received.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    let mut state = shared.borrow_mut();
    state.attempt = Some(Attempt { socket, _opened: opened, _received: received, _closed: closed });
    state.attempts.attempt();
}

/// A text frame from the server, told to the loop; one that is not the
/// protocol's closes the socket (and it is opened again).
fn on_text(shared: &Rc<RefCell<Socket>>, text: &str) {
    let mut state = shared.borrow_mut();
    match state.attempts.heard(text) {
        Heard::Tell(event) => {
            if !(state.tell)(*event) {
                state.attempt = None;
            }
        }
        Heard::Nothing => {}
        Heard::Close => {
            if let Some(attempt) = &state.attempt {
                let _ = attempt.socket.close();
            }
        }
    }
}

/// The socket closed: told to the loop, and opened again after the wait
/// when it had been welcomed once.
fn on_closed(shared: &Rc<RefCell<Socket>>, event: &CloseEvent) {
    let mut state = shared.borrow_mut();
    state.attempt = None;
    let why = format!("{} ({})", state.url, event.code());
    let closed = state.attempts.closed(why);
    let heard = (state.tell)(closed.event);
    let Some(seconds) = closed.again_in.filter(|_| heard) else { return };
    let weak = Rc::downgrade(shared);
    let again = Closure::once_into_js(move || {
        if let Some(shared) = weak.upgrade() {
            connect(&shared);
        }
    });
    if let Some(window) = web_sys::window() {
        let millis = i32::try_from(seconds * 1000).unwrap_or(i32::MAX);
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), millis);
    }
}
