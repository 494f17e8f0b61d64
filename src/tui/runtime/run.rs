//! What the run does with each thing that happens, knowing no terminal:
//! [`Run::on`] takes a key, a worker's report, the timers due or a
//! signal, hands it to the screen shown and turns what the screen asks for
//! into the next screen; [`Run::draw`] draws on any ratatui frame. The
//! terminal's loop in [`super::run`] only draws, waits and steps.

use std::process::ExitCode;
use std::sync::mpsc::Sender;
use web_time::Instant;

use crate::tui::keys::Event;
use ratatui::Frame;

use crate::i18n::text_arg;
use crate::tui::AppEvent;
use crate::tui::config::GameConfig;
use crate::tui::drawing::key_line::KeyLine;
use crate::tui::drawing::theme::Theme;
use crate::tui::files::storage::{Opening, Start, Stored};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::lobby::LobbyScreen;
use crate::tui::screens::menu::{Menu, Unfinished};
use crate::tui::screens::settings::{Kept, SettingsPage};
use crate::tui::screens::{self, Next, Screen, ScreenEvent};

/// Something that happened, for the run to step on.
#[derive(Debug)]
pub enum Input {
    /// A key, a mouse click, a resize.
    Terminal(Event),
    /// What one of the screen's workers reports (a search, the network).
    Action(Action),
    /// What the connection to an online server reports.
    Online(crate::tui::network::online::ConnEvent),
    /// The screen's earliest timer is due.
    TimersDue,
    /// SIGTERM, SIGHUP or SIGINT: leave, keeping the game.
    Signal(i32),
}

/// Whether the run goes on after a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Flow {
    /// Draw and wait for the next input.
    On,
    /// The run ends, leaving the app with this code.
    Quit(ExitCode),
}

/// A run of the app: the screen shown, this run's options and looks, and
/// the settings kept.
pub struct Run<'a> {
    screen: Box<dyn Screen>,
    config: GameConfig,
    theme: Theme,
    kept: Kept<'a>,
    /// Where the screens' workers send what they report.
    sender: Sender<AppEvent>,
    /// The terminal's columns and rows, as the last resize told them.
    size: (u16, u16),
    /// The key line drawn last, whose keys a click presses.
    key_line: KeyLine,
}

impl<'a> Run<'a> {
    /// The run `config` asks for on a terminal of `size`, opened on the
    /// game `prepared` (its files, board and puzzles), else on the start
    /// menu; its screens' workers report on `sender`.
    ///
    /// # Errors
    /// When the game's network link cannot be opened.
    pub fn open(
        mut config: GameConfig,
        kept: Kept<'a>,
        prepared: Option<crate::tui::Prepared>,
        size: (u16, u16),
        sender: Sender<AppEvent>,
    ) -> anyhow::Result<Run<'a>> {
        let screen = match prepared {
            Some(prepared) => {
                let screen = screens::open(&config, prepared, size, &sender)?;
                // That game told the trouble with the settings file: the next does not again.
                config.settings_trouble = None;
                screen
            }
            None => match config.online.take() {
                Some(server) => lobby(&config, size, &sender, server),
                _ => {
                    // The menu is the first screen: it tells the trouble with the settings, once.
                    let trouble = config.settings_trouble.take().map(Stored::Settings);
                    menu(&config, size, trouble.map(|told| told.describe(&config.messages)))
                }
            },
        };
        let theme = config.theme();
        Ok(Run { screen, config, theme, kept, sender, size, key_line: KeyLine::default() })
    }

    /// Steps on `input`: the screen handles it, and what it asks for is done.
    ///
    /// # Errors
    /// When this run's options cannot be made again from the settings changed.
    pub fn on(&mut self, input: Input) -> anyhow::Result<Flow> {
        let go = match input {
            Input::Terminal(event) => {
                if let Event::Resize(columns, rows) = event {
                    self.size = (columns, rows);
                }
                let event = self.key_line.pressed(&event).unwrap_or(event);
                self.screen.on(ScreenEvent::Terminal(event))
            }
            Input::Action(action) => self.screen.on(ScreenEvent::Action(action)),
            Input::Online(event) => self.screen.on(ScreenEvent::Online(event)),
            Input::TimersDue => self.screen.on(ScreenEvent::TimersDue),
            // Quitting saves the time spent on the move in progress; the
            // exit code is the shell's convention: 128 + the signal number.
            Input::Signal(signal) => {
                self.screen.quit();
                return Ok(Flow::Quit(ExitCode::from(128 + signal as u8)));
            }
        };
        self.go(go)
    }

    /// Draws the screen shown on `frame`, and keeps its key line.
    pub fn draw(&mut self, frame: &mut Frame) {
        self.screen.draw(frame, &self.config.messages, &self.theme);
        self.key_line = KeyLine::read(frame.buffer_mut());
    }

    /// When the screen's earliest timer is due, if it has one.
    pub fn next_timer(&self) -> Option<Instant> {
        self.screen.next_timer()
    }

    /// Does what the screen asked for, if anything.
    fn go(&mut self, go: Option<Next>) -> anyhow::Result<Flow> {
        if let Some(screen) = go.as_ref().and_then(screens::standalone) {
            self.screen = screen;
            return Ok(Flow::On);
        }
        match go {
            None => {}
            Some(Next::Quit) => return Ok(Flow::Quit(ExitCode::SUCCESS)),
            Some(Next::Menu) => self.screen = menu(&self.config, self.size, None),
            Some(Next::Online(server)) => self.screen = lobby(&self.config, self.size, &self.sender, server),
            Some(Next::Settings) => {
                self.screen = Box::new(SettingsPage::open(&self.kept, &self.config, self.size));
            }
            Some(Next::Keep(settings)) => {
                if let Some(config) = self.screen.keep(settings, &mut self.kept, &self.config) {
                    self.config = config?;
                    self.theme = self.config.theme();
                }
            }
            Some(go) => {
                let chosen = self.config.for_choice(&go);
                // The trouble with the settings file is told in the first game opened, not in each.
                self.config.settings_trouble = None;
                let opened = crate::tui::prepare(&chosen)
                    .and_then(|prepared| screens::open(&chosen, prepared, self.size, &self.sender));
                self.screen = match opened {
                    Ok(screen) => screen,
                    Err(error) => {
                        let why = crate::i18n::describe_error(&self.config.messages, &error);
                        menu(&self.config, self.size, Some(why))
                    }
                };
            }
        }
        Ok(Flow::On)
    }
}

/// The start menu on a terminal of `size`, offering the unfinished game if
/// there is one; `failed`: why the last choice did not start.
fn menu(config: &GameConfig, size: (u16, u16), failed: Option<String>) -> Box<dyn Screen> {
    let start = Start::prepare(&Opening::Ask).ok();
    let (unfinished, reports) = start.map_or((None, Vec::new()), |start| (start.offer, start.reports));
    let mut menu = Menu::new(unfinished.map(|game| Unfinished::of(game, &config.messages)), size)
        .with_level(config.level);
    // An unfinished game damaged is moved aside as the menu looks for it: told here, once.
    let messages = &config.messages;
    let damaged = reports.iter().filter_map(|stored| match stored {
        Stored::Damaged { kept_as, error } => Some(messages.format(
            "menu-damaged",
            &[text_arg("path", kept_as.display()), text_arg("problem", messages.record_error(error))],
        )),
        _ => None,
    });
    let told: Vec<String> = failed.into_iter().chain(damaged).collect();
    if !told.is_empty() {
        menu.tell(told.join("\n"));
    }
    Box::new(menu)
}

/// The lobby of online play on `server` (else the one remembered, else
/// it asks), on a terminal of `size`; its connection reports on `sender`.
fn lobby(
    config: &GameConfig,
    size: (u16, u16),
    sender: &Sender<AppEvent>,
    server: Option<String>,
) -> Box<dyn Screen> {
    Box::new(LobbyScreen::open(config, server, size, sender))
}

#[cfg(test)]
mod tests;
