//! The game loop's side of [`super::update()`]: performs the [`Command`]s it
//! returns (files, the engine's thread, timers, the random seed) and feeds
//! what comes of them back as actions, at once or later over the channel.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::mpsc::Sender;
use web_time::Instant;

use obereg_record::Store;

use crate::tui::keys::Event;

use super::action::Action;
use super::app::App;
use super::input;

use super::command::Command;
use super::link::Link;
use super::roller::Roller;
use super::searches::Searches;
use super::timers::Timers;
use super::update;
use crate::tui::AppEvent;
use crate::tui::files::storage;
use crate::tui::learning::progress_file;

/// What the performer feeds actions to: a screen playing on the shared
/// board state, with actions of its own or the game's.
pub trait Plays<const N: usize> {
    /// The screen's actions: what its keys ask for, and the loop's reports.
    type Action: From<Action>;
    /// The shared board state the commands are about (the record saved).
    fn app(&self) -> &App<N>;
    /// Applies `action` and says what the loop must do about it.
    fn update(&mut self, action: Self::Action) -> Vec<Command<N>>;
    /// What a terminal `event` asks of the screen, through its keys.
    fn action_for(&self, event: &Event) -> Option<Self::Action>;
}

impl<const N: usize> Plays<N> for App<N> {
    type Action = Action;

    fn app(&self) -> &App<N> {
        self
    }

    fn update(&mut self, action: Action) -> Vec<Command<N>> {
        update(self, action)
    }

    fn action_for(&self, event: &Event) -> Option<Action> {
        input::action_for(event, self)
    }
}

/// What performs the commands: the data directory, the computer's
/// searches (as the platform runs them), the timers, the network link
/// and the clocks' time.
pub struct Performer {
    store: Option<Store>,
    searches: Searches,
    timers: Timers,
    link: Option<Link>,
    started: Instant,
    roller: Roller,
}

impl Performer {
    /// Performs in `store` (`None`: no data directory is known); the
    /// engine reports on `sender`; `link` carries a network game; the die
    /// of a game at one keyboard rolls from `seed`, else from the system's
    /// randomness.
    pub fn new(
        store: Option<Store>,
        sender: Sender<AppEvent>,
        link: Option<Link>,
        seed: Option<u64>,
    ) -> Performer {
        let (timers, roller) = (Timers::default(), Roller::new(seed));
        let started = Instant::now();
        Performer { store, searches: Searches::new(sender), timers, link, started, roller }
    }

    /// Feeds `action` to [`update()`], performs what it asks and feeds back
    /// what comes of that at once, until nothing is left: a move on screen
    /// is a move on disk before the next frame. A game with clocks, or over
    /// the network (whose clocks come with the host's welcome), is told the
    /// time first.
    pub fn handle<const N: usize, S: Plays<N>>(&mut self, screen: &mut S, action: S::Action) {
        let mut actions = VecDeque::from([action]);
        let app = screen.app();
        if app.clock().is_some() || app.remote().is_some() {
            actions.push_front(Action::Now(self.started.elapsed()).into());
        }
        while let Some(action) = actions.pop_front() {
            for command in screen.update(action) {
                actions.extend(self.perform(command, screen.app()).map(S::Action::from));
            }
        }
    }

    /// When the earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        self.timers.next()
    }

    /// Feeds `screen` the actions of the timers due now.
    pub fn fire_timers<const N: usize, S: Plays<N>>(&mut self, screen: &mut S) {
        for action in self.timers.due(Instant::now()) {
            self.handle(screen, action.into());
        }
    }

    /// Performs `command`; returns its result when it is there at once.
    fn perform<const N: usize>(&mut self, command: Command<N>, app: &App<N>) -> Option<Action> {
        match command {
            Command::Store(effect) => {
                return Some(Action::Stored(storage::perform(self.store.as_mut(), effect, app.record())));
            }
            Command::Think(think) => self.searches.start(think),
            Command::StopThinking => self.searches.settle(),
            Command::ForgetGame => self.searches.new_game(),
            Command::After(delay, action) => self.timers.set(Instant::now() + delay, action),
            Command::Send(message) => {
                if let Some(link) = &self.link {
                    link.send(&message);
                }
            }
            Command::Share(shared) => {
                if let Some(link) = &self.link {
                    link.share(&shared);
                }
            }
            Command::KeepProgress(file, text) => {
                return progress_file::write(self.store.as_ref(), file, &text).map(Action::Stored);
            }
            Command::Copy(text) => {
                // OSC 52: the terminal puts the text on its clipboard; one
                // without it ignores the sequence, and the panel shows the text.
                let mut out = std::io::stdout();
                let _ = write!(out, "\x1b]52;c;{}\x07", base64(text.as_bytes())).and_then(|()| out.flush());
            }
            Command::Roll => return Some(Action::Rolled(self.roller.roll())),
            Command::Bell => {
                // The bell is a courtesy: a terminal that cannot ring it loses nothing.
                let mut out = std::io::stdout();
                let _ = out.write_all(b"\x07").and_then(|()| out.flush());
            }
        }
        None
    }

    /// Runs a slice of the search under way, if there is one, and feeds
    /// `screen` what it found; whether a slice ran.
    #[cfg(target_arch = "wasm32")]
    pub fn work<const N: usize, S: Plays<N>>(&mut self, screen: &mut S) -> bool {
        let Some(action) = self.searches.step() else { return false };
        self.handle(screen, action.into());
        true
    }
}

/// `bytes` in base64 with padding (RFC 4648), as OSC 52 wants them.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::new();
    for chunk in bytes.chunks(3) {
        let word =
            chunk.iter().enumerate().fold(0u32, |word, (i, byte)| word | u32::from(*byte) << (16 - 8 * i));
        for i in 0..4 {
            let letter = if i <= chunk.len() { ALPHABET[(word >> (18 - 6 * i) & 63) as usize] } else { b'=' };
            text.push(char::from(letter));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_pads_as_rfc_4648_says() {
        assert_eq!(super::base64(b""), "");
        assert_eq!(super::base64(b"f"), "Zg==");
        assert_eq!(super::base64(b"fo"), "Zm8=");
        assert_eq!(super::base64(b"foo"), "Zm9v");
        assert_eq!(super::base64(b"/3ttt3/"), "LzN0dHQzLw==");
    }
}
