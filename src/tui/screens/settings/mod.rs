//! The settings screen: every setting that stays, with its value, changed
//! in place and kept in the config file at once. Its state and its pure
//! update; the keys in `keys.rs`, the drawing in `view.rs`, the screen as
//! the run shows it and what it keeps in `kept.rs`.

mod kept;
mod keys;
mod view;

#[cfg(test)]
pub(crate) mod tests;

pub use kept::{Kept, SettingsPage};
pub use keys::action_for;
pub use view::SettingsView;

use obereg_engine::Level;
use obereg_rules::{Reading, TimeControl};

use super::Next;
use crate::cli::Board;
use crate::lang::Lang;
use crate::settings::{ColourTheme, Settings};

/// The clocks offered, after none: minutes for the game + seconds a move.
const CLOCKS: [&str; 5] = ["3+2", "5+3", "10+5", "15+10", "30+20"];

/// A setting, a row of the screen, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The language, or the environment's.
    Lang,
    /// The board of a new game.
    Board,
    /// The die of a new game: none, read exact or up-to.
    Die,
    /// The clocks of a new game: none or a preset.
    Clock,
    /// Drawing with ASCII characters only.
    Ascii,
    /// Colours on or off.
    Colour,
    /// The colour theme.
    Theme,
    /// The computer's level when none is named.
    Level,
    /// The bell when the other player moves.
    Bell,
}

impl Row {
    /// Every row, in the order shown.
    pub const ALL: [Row; 9] = [
        Row::Lang,
        Row::Board,
        Row::Die,
        Row::Clock,
        Row::Ascii,
        Row::Colour,
        Row::Theme,
        Row::Level,
        Row::Bell,
    ];

    /// The letter that changes the setting.
    pub const fn key(self) -> char {
        match self {
            Row::Lang => 'l',
            Row::Board => 's',
            Row::Die => 'd',
            Row::Clock => 'c',
            Row::Ascii => 'a',
            Row::Colour => 'o',
            Row::Theme => 't',
            Row::Level => 'v',
            Row::Bell => 'b',
        }
    }

    /// The catalogue key of the setting's name.
    pub const fn words(self) -> &'static str {
        match self {
            Row::Lang => "settings-lang",
            Row::Board => "settings-board",
            Row::Die => "settings-die",
            Row::Clock => "settings-clock",
            Row::Ascii => "settings-ascii",
            Row::Colour => "settings-colour",
            Row::Theme => "settings-theme",
            Row::Level => "settings-level",
            Row::Bell => "settings-bell",
        }
    }
}

/// What a key or click asks of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsAction {
    /// The highlight one row up.
    Up,
    /// The highlight one row down.
    Down,
    /// The highlighted setting: the value before.
    Previous,
    /// The highlighted setting: the value after.
    Next,
    /// This setting highlighted and given its next value (its letter, a click).
    Change(Row),
    /// Back to the menu.
    Back,
    /// Leave the app.
    Quit,
    /// The terminal has this many columns and rows.
    Resize(u16, u16),
}

/// The settings screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsScreen {
    kept: Settings,
    highlighted: usize,
    /// Why the last change could not be kept in the file (it holds for this run).
    not_saved: Option<String>,
    size: (u16, u16),
}

impl SettingsScreen {
    /// The screen showing `kept`, the settings in the file, on a terminal of
    /// `size` (columns, rows).
    pub fn new(kept: Settings, size: (u16, u16)) -> SettingsScreen {
        SettingsScreen { kept, highlighted: 0, not_saved: None, size }
    }

    /// The settings as the file keeps them (or, after a failed save, as
    /// it would).
    pub fn kept(&self) -> &Settings {
        &self.kept
    }

    /// The row the highlight is on.
    pub fn highlighted(&self) -> Row {
        Row::ALL.get(self.highlighted).copied().unwrap_or(Row::Lang)
    }

    /// Why the last change could not be kept in the file, if it could not.
    pub fn not_saved(&self) -> Option<&str> {
        self.not_saved.as_deref()
    }

    /// The terminal size the screen is laid out for.
    pub fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Says that the last change could not be kept in the file, and why.
    pub fn failed_to_save(&mut self, why: String) {
        self.not_saved = Some(why);
    }

    /// Applies `action`; returns what it asks of the run, if anything:
    /// to keep the settings changed, the menu or to leave.
    pub fn update(&mut self, action: SettingsAction) -> Option<Next> {
        let count = Row::ALL.len();
        match action {
            SettingsAction::Up => self.highlighted = (self.highlighted + count - 1) % count,
            SettingsAction::Down => self.highlighted = (self.highlighted + 1) % count,
            SettingsAction::Previous => return self.change(self.highlighted(), -1),
            SettingsAction::Next => return self.change(self.highlighted(), 1),
            SettingsAction::Change(row) => {
                self.highlighted = Row::ALL.iter().position(|each| *each == row).unwrap_or(0);
                return self.change(row, 1);
            }
            SettingsAction::Back => return Some(Next::Menu),
            SettingsAction::Quit => return Some(Next::Quit),
            SettingsAction::Resize(columns, rows) => self.size = (columns, rows),
        }
        None
    }

    /// `row` given the value `by` steps from its own, round the values.
    fn change(&mut self, row: Row, by: isize) -> Option<Next> {
        let kept = &mut self.kept;
        match row {
            Row::Lang => {
                let all = [None, Some(Lang::Uk), Some(Lang::Ru), Some(Lang::En)];
                kept.lang = step(&all, kept.lang, by);
            }
            Row::Board => kept.board = step(&[Board::Nine, Board::Eleven], kept.board, by),
            Row::Die => kept.die = step(&[None, Some(Reading::Exact), Some(Reading::UpTo)], kept.die, by),
            Row::Clock => kept.clock = step(&clocks(), kept.clock, by),
            Row::Ascii => kept.ascii = !kept.ascii,
            Row::Colour => kept.color = !kept.color,
            Row::Theme => kept.theme = step(&ColourTheme::ALL, kept.theme, by),
            Row::Level => kept.level = step(&Level::ALL, kept.level, by),
            Row::Bell => kept.bell = !kept.bell,
        }
        self.not_saved = None;
        Some(Next::Keep(self.kept))
    }
}

/// No clocks, then the clocks offered.
fn clocks() -> Vec<Option<TimeControl>> {
    let presets = CLOCKS.iter().filter_map(|text| text.parse().ok()).map(Some);
    std::iter::once(None).chain(presets).collect()
}

/// The value of `all` `by` steps from `now`, round the end; a value not
/// among them (a clock the file names) counts as the first.
fn step<T: Copy + PartialEq>(all: &[T], now: T, by: isize) -> T {
    let count = all.len().max(1) as isize;
    let at = all.iter().position(|each| *each == now).unwrap_or(0) as isize;
    all.get((at + by).rem_euclid(count) as usize).copied().unwrap_or(now)
}
