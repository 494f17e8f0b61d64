//! The settings screen's loop: drawn until Esc or the player leaves, each
//! change kept in the config file at once and this run's options made
//! again from it, so the screen, and the menu after it, speak the new
//! language and draw in the new theme straight away.

use std::process::ExitCode;
use std::sync::mpsc::Receiver;

use anyhow::Context;
use ratatui::Terminal;
use ratatui::backend::Backend;

use super::{Asked, SettingsScreen, SettingsView, action_for};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::{Settings, SettingsFile};
use crate::tui::config::GameConfig;
use crate::tui::events::AppEvent;
use crate::tui::screens::Go;
use crate::tui::theme::Theme;

/// The settings kept in the config file, as the settings screen changes them.
pub struct Kept<'a> {
    /// The file, when a config directory is known.
    pub file: Option<SettingsFile>,
    /// What the file holds (or, after a failed save, would hold).
    pub settings: Settings,
    /// The language the environment gives, for a file that names none.
    pub env_lang: Lang,
    /// This run's options for `settings`: the flags given still win.
    pub remake: &'a dyn Fn(&Settings) -> anyhow::Result<GameConfig>,
}

impl Kept<'_> {
    /// Writes the settings to the file; why not, in words, when it fails.
    /// Without a config directory nothing is written: the screen says so.
    fn save(&self, messages: &Messages) -> Result<(), String> {
        let Some(file) = &self.file else { return Ok(()) };
        file.save(&self.settings).map_err(|trouble| trouble.describe(messages))
    }
}

/// The settings screen on `terminal` until the player goes back to the
/// menu (`Ok(Ok(config))`, this run's options made from the new settings)
/// or a key or signal ends the run (`Ok(Err(code))`).
///
/// # Errors
/// When the terminal cannot be drawn on or read, or the options made again.
pub fn run<B>(
    config: &GameConfig,
    kept: &mut Kept<'_>,
    terminal: &mut Terminal<B>,
    events: &Receiver<AppEvent>,
) -> anyhow::Result<Result<GameConfig, ExitCode>>
where
    B: Backend,
    B::Error: Send + Sync + 'static,
{
    let mut config = config.clone();
    let context = config.messages.text("error-terminal");
    let size = terminal.size().context(context.clone())?;
    let mut screen = SettingsScreen::new(kept.settings, (size.width, size.height));
    loop {
        let theme = Theme::new(config.ascii, config.color, config.theme);
        let this_run = Settings {
            lang: Some(config.messages.lang()),
            ascii: config.ascii,
            color: config.color,
            bell: !config.quiet,
            ..kept.settings
        };
        let path = kept.file.as_ref().map(SettingsFile::path);
        let view = SettingsView {
            screen: &screen,
            this_run: &this_run,
            env_lang: kept.env_lang,
            path,
            messages: &config.messages,
            theme: &theme,
        };
        terminal.draw(|frame| frame.render_widget(&view, frame.area())).context(context.clone())?;
        let event = match events.recv() {
            Ok(AppEvent::Terminal(event)) => event,
            Ok(AppEvent::Signal(signal)) => return Ok(Err(ExitCode::from(128 + signal as u8))),
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            // What a game left behind (a search finishing) is not this screen's.
            Ok(AppEvent::Action(_) | AppEvent::Online(_)) => continue,
            Err(_) => return Ok(Err(ExitCode::SUCCESS)),
        };
        match action_for(&event, &screen).and_then(|action| screen.update(action)) {
            Some(Asked::Keep(settings)) => {
                kept.settings = settings;
                // The trouble with the file at start is still told in the first game.
                let trouble = config.settings_trouble.take();
                config = GameConfig { settings_trouble: trouble, ..(kept.remake)(&settings)? };
                if let Err(why) = kept.save(&config.messages) {
                    screen.failed_to_save(why);
                }
            }
            Some(Asked::Go(Go::Quit)) => return Ok(Err(ExitCode::SUCCESS)),
            Some(Asked::Go(_)) => return Ok(Ok(config)),
            None => {}
        }
    }
}
