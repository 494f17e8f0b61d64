//! The app in a page of the browser: the terminal's loop turned inside
//! out. The page calls [`Page::on_event`] for each key, tap or resize and
//! [`Page::frame`] for each frame it draws; a frame first feeds the screen
//! what its workers reported, the timers due and one slice of the
//! computer's search, so nothing waits and the page never freezes. The
//! game going on is kept (`.otg`, the page's `keep`) after each change and
//! offered by the menu when the page opens again; the settings screen
//! keeps its changes in the browser's storage and the page speaks and
//! draws as they say at once.

use std::sync::mpsc::{self, Receiver, Sender};

use ratatui::Frame;
use web_time::Instant;

use obereg_record::AnyRecord;

use crate::tui::AppEvent;
use crate::tui::config::GameConfig;
use crate::tui::drawing::key_line::KeyLine;
use crate::tui::drawing::theme::Theme;
use crate::tui::files::storage::{Opening, Start};
use crate::tui::keys::Event;
use crate::tui::network::online::page_server;
use crate::tui::prepare;
use crate::tui::screens::lobby::LobbyScreen;
use crate::tui::screens::menu::{Menu, Unfinished};
use crate::tui::screens::settings::{Kept, SettingsPage};
use crate::tui::screens::{self, Next, Screen, ScreenEvent};

/// What keeps the unfinished game's record (`None`: there is none).
pub type KeepGame = Box<dyn Fn(Option<&str>)>;

/// The app as a page shows it: one screen, its channel and its looks.
pub struct Page {
    config: GameConfig,
    theme: Theme,
    screen: Box<dyn Screen>,
    sender: Sender<AppEvent>,
    events: Receiver<AppEvent>,
    size: (u16, u16),
    /// The unfinished game's record as last kept.
    kept: Option<String>,
    /// Keeps the unfinished game's record (`None`: there is none).
    keep: KeepGame,
    /// The settings kept in the browser's storage.
    settings: Kept<'static>,
    /// The key line drawn last, whose keys a tap presses.
    key_line: KeyLine,
}

impl Page {
    /// The page on its start menu, `size` cells large, with `config`'s
    /// options, offering the game `kept` earlier; `keep` keeps the next;
    /// its settings screen changes the `settings` kept.
    pub fn new(
        config: GameConfig,
        size: (u16, u16),
        kept: Option<String>,
        keep: KeepGame,
        settings: Kept<'static>,
    ) -> Page {
        let (sender, events) = mpsc::channel();
        let theme = config.theme();
        let screen: Box<dyn Screen> = Box::new(Menu::new(None, size));
        let key_line = KeyLine::default();
        let mut page = Page { config, theme, screen, sender, events, size, kept, keep, settings, key_line };
        page.screen = page.menu(None);
        page
    }

    /// Hands the screen a key, a tap or a click.
    pub fn on_event(&mut self, event: &Event) {
        let key = self.key_line.pressed(event);
        let go = self.screen.on(ScreenEvent::Terminal(key.unwrap_or_else(|| event.clone())));
        self.go(go);
        self.keep_game();
    }

    /// Keeps the game on screen when it changed.
    fn keep_game(&mut self) {
        if let Some(unfinished) = self.screen.unfinished()
            && unfinished != self.kept
        {
            (self.keep)(unfinished.as_deref());
            self.kept = unfinished;
        }
    }

    /// The game kept, if it can be read.
    fn kept_game(&self) -> Option<AnyRecord> {
        AnyRecord::from_bytes(self.kept.as_ref()?.as_bytes()).ok()
    }

    /// The start menu, offering the game kept; `failed`: why the last
    /// choice did not start.
    fn menu(&self, failed: Option<String>) -> Box<dyn Screen> {
        let mut menu =
            Menu::new(self.kept_game().map(|game| Unfinished::of(game, &self.config.messages)), self.size)
                .with_level(self.config.level);
        if let Some(why) = failed {
            menu.tell(why);
        }
        Box::new(menu)
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
            let go = match event {
                AppEvent::Action(action) => self.screen.on(ScreenEvent::Action(action)),
                AppEvent::Online(event) => self.screen.on(ScreenEvent::Online(event)),
                _ => None,
            };
            self.go(go);
        }
        if self.screen.next_timer().is_some_and(|due| due <= Instant::now()) {
            let go = self.screen.on(ScreenEvent::TimersDue);
            self.go(go);
        }
        let go = self.screen.on(ScreenEvent::Frame);
        self.go(go);
        self.keep_game();
        self.screen.draw(frame, &self.config.messages, &self.theme);
        self.key_line = KeyLine::read(frame.buffer_mut());
    }

    /// What the screen shown is (`page-title`'s `screen`).
    pub fn screen_kind(&self) -> &'static str {
        self.screen.kind()
    }

    /// The page's title: the screen shown, in the page's language.
    pub fn title(&self) -> String {
        self.config.messages.format("page-title", &[crate::i18n::text_arg("screen", self.screen.kind())])
    }

    /// Turns what the screen asked for into the next screen. A page is
    /// never left: leaving, and what only the terminal has, is the menu.
    fn go(&mut self, go: Option<Next>) {
        if let Some(screen) = go.as_ref().and_then(screens::standalone) {
            self.screen = screen;
            return;
        }
        self.screen = match go {
            None => return,
            Some(Next::Quit | Next::Menu | Next::Host | Next::Join { .. }) => self.menu(None),
            Some(Next::Settings) => Box::new(SettingsPage::open(&self.settings, &self.config, self.size)),
            Some(Next::Keep(settings)) => return self.keep_settings(settings),
            // Online play on the page's own server.
            Some(Next::Online(_)) => {
                let lobby = LobbyScreen::open(&self.config, page_server(), self.size, &self.sender);
                Box::new(lobby)
            }
            Some(go) => {
                let chosen = self.config.for_choice(&go);
                // The trouble with the kept settings is told in the first game opened, not in each.
                self.config.settings_trouble = None;
                let opened = match (&go, self.kept_game()) {
                    // The game kept in the page, where the terminal reads its file.
                    (Next::Continue, Some(record)) => {
                        let mut start =
                            Start { store: None, game: Some(record), offer: None, reports: Vec::new() };
                        start
                            .board(chosen.board, chosen.new_board, &Opening::Resume)
                            .map_err(|error| anyhow::anyhow!(error.describe(&chosen.messages)))
                            .map(|board| (start, board, Vec::new()))
                    }
                    _ => prepare(&chosen),
                };
                match opened.and_then(|prepared| screens::open(&chosen, prepared, self.size, &self.sender)) {
                    Ok(screen) => screen,
                    Err(error) => self.menu(Some(crate::i18n::describe_error(&self.config.messages, &error))),
                }
            }
        };
    }

    /// Keeps `settings` changed on the settings screen and makes the
    /// page's options, words and looks again from them; options that
    /// cannot be made again are told on the menu.
    fn keep_settings(&mut self, settings: crate::settings::Settings) {
        let Some(kept) = self.screen.keep(settings, &mut self.settings, &self.config) else { return };
        match kept {
            Ok(config) => {
                self.config = config;
                self.theme = self.config.theme();
            }
            Err(error) => {
                self.screen = self.menu(Some(crate::i18n::describe_error(&self.config.messages, &error)));
            }
        }
    }
}
