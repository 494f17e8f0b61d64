//! The settings screen as the run shows it: with what its drawing needs
//! from the run, and each change kept in the config file at once and this
//! run's options made again from it, so the screen, and the menu after it,
//! speak the new language and draw in the new theme straight away.

use std::path::PathBuf;

use crate::tui::keys::Event;

use super::{SettingsScreen, SettingsView, action_for};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::{Settings, SettingsFile};
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::screens::{Next, Screen, ScreenEvent};
use ratatui::Frame;

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

/// The settings screen with what the run tells it: the settings this run
/// uses, the environment's language and where the file is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsPage {
    screen: SettingsScreen,
    this_run: Settings,
    env_lang: Lang,
    path: Option<PathBuf>,
}

impl SettingsPage {
    /// The screen showing what `kept` keeps and `config` (this run's
    /// options) uses, on a terminal of `size` (columns, rows).
    pub fn open(kept: &Kept<'_>, config: &GameConfig, size: (u16, u16)) -> SettingsPage {
        SettingsPage {
            screen: SettingsScreen::new(kept.settings, size),
            this_run: this_run(kept, config),
            env_lang: kept.env_lang,
            path: kept.file.as_ref().map(|file| file.path().to_path_buf()),
        }
    }

    /// Handles a terminal event; returns what the screen then asks for.
    pub fn on_terminal(&mut self, event: &Event) -> Option<Next> {
        action_for(event, &self.screen).and_then(|action| self.screen.update(action))
    }

    /// Keeps `settings` in `kept` and its file, and returns this run's
    /// options made again from them in place of `config`. A file that
    /// cannot be written is told on the screen; the change holds for this run.
    ///
    /// # Errors
    /// When the options cannot be made again.
    pub fn keep(
        &mut self,
        settings: Settings,
        kept: &mut Kept<'_>,
        config: &GameConfig,
    ) -> anyhow::Result<GameConfig> {
        kept.settings = settings;
        // The trouble with the file at start is still told in the first game.
        let trouble = config.settings_trouble.clone();
        let config = GameConfig { settings_trouble: trouble, ..(kept.remake)(&settings)? };
        if let Err(why) = kept.save(&config.messages) {
            self.screen.failed_to_save(why);
        }
        self.this_run = this_run(kept, &config);
        Ok(config)
    }

    /// The screen drawn in `messages`' words and `theme`'s looks.
    pub fn view<'a>(&'a self, messages: &'a Messages, theme: &'a Theme) -> SettingsView<'a> {
        SettingsView {
            screen: &self.screen,
            this_run: &self.this_run,
            env_lang: self.env_lang,
            path: self.path.as_deref(),
            messages,
            theme,
        }
    }
}

/// What this run uses: the settings `kept`, with `config`'s flags over them.
fn this_run(kept: &Kept<'_>, config: &GameConfig) -> Settings {
    Settings {
        lang: Some(config.messages.lang()),
        ascii: config.ascii,
        color: config.color,
        bell: !config.quiet,
        ..kept.settings
    }
}

impl Screen for SettingsPage {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "settings"
    }

    fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        frame.render_widget(&self.view(messages, theme), frame.area());
    }

    /// Keys and clicks change the settings; what a worker of an earlier
    /// screen reports is dropped.
    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        let ScreenEvent::Terminal(event) = event else { return None };
        self.on_terminal(&event)
    }

    fn keep(
        &mut self,
        settings: Settings,
        kept: &mut Kept<'_>,
        config: &GameConfig,
    ) -> Option<anyhow::Result<GameConfig>> {
        Some(SettingsPage::keep(self, settings, kept, config))
    }
}
