//! The app in a page of the browser: the terminal's loop turned inside
//! out. The page calls [`Page::on_event`] for each key, tap or resize and
//! [`Page::frame`] for each frame it draws; a frame first feeds the screen
//! what its workers reported, the timers due and one slice of the
//! computer's search, so nothing waits and the page never freezes.

use std::sync::mpsc::{self, Receiver, Sender};

use ratatui::Frame;
use web_time::Instant;

use super::config::GameConfig;
use super::events::AppEvent;
use super::keys::Event;
use super::screens::{Go, Screen};
use super::theme::Theme;
use super::{menu, prepare};

/// The app as a page shows it: one screen, its channel and its looks.
pub struct Page {
    config: GameConfig,
    theme: Theme,
    screen: Screen,
    sender: Sender<AppEvent>,
    events: Receiver<AppEvent>,
    size: (u16, u16),
}

impl Page {
    /// The page on its start menu, `size` cells large, with `config`'s
    /// options.
    pub fn new(config: GameConfig, size: (u16, u16)) -> Page {
        let (sender, events) = mpsc::channel();
        let theme = Theme::new(config.ascii, config.color, config.theme);
        let screen = menu(&config, size, None);
        Page { config, theme, screen, sender, events, size }
    }

    /// Hands the screen a key, a tap or a click.
    pub fn on_event(&mut self, event: &Event) {
        let go = self.screen.on_terminal(event);
        self.go(go);
    }

    /// Draws the next frame on `frame`, after feeding the screen what is
    /// due: a new size, what the workers reported, the timers, one slice
    /// of the computer's search.
    pub fn frame(&mut self, frame: &mut Frame) {
        let area = frame.area();
        if (area.width, area.height) != self.size {
            self.size = (area.width, area.height);
            self.on_event(&Event::Resize(area.width, area.height));
        }
        while let Ok(event) = self.events.try_recv() {
            if let AppEvent::Action(action) = event {
                let go = self.screen.on_action(action);
                self.go(go);
            }
        }
        if self.screen.next_timer().is_some_and(|due| due <= Instant::now()) {
            let go = self.screen.fire_timers();
            self.go(go);
        }
        let go = self.screen.work();
        self.go(go);
        self.screen.draw(frame, &self.config.messages, &self.theme);
    }

    /// Turns what the screen asked for into the next screen. A page is
    /// never left: leaving, and what only the terminal has, is the menu.
    fn go(&mut self, go: Option<Go>) {
        let placeholder = Screen::Menu(super::screens::menu::Menu::new(None, self.size));
        let screen = std::mem::replace(&mut self.screen, placeholder);
        self.screen = match go {
            None => screen.settled(),
            Some(Go::Quit | Go::Menu | Go::Settings | Go::Host | Go::Join { .. }) => {
                menu(&self.config, self.size, None)
            }
            Some(go) => {
                let chosen = self.config.chosen(&go);
                let opened = prepare(&chosen)
                    .and_then(|prepared| Screen::open(&chosen, prepared, self.size, &self.sender));
                match opened {
                    Ok(screen) => screen,
                    Err(error) => {
                        let why = crate::i18n::describe_error(&self.config.messages, &error);
                        menu(&self.config, self.size, Some(why))
                    }
                }
            }
        };
    }
}
