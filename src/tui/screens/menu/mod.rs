//! The start menu: what `obereg` opens on when no flag names a game. Its
//! state and its pure update; the keys in `keys.rs`, the drawing in
//! `view.rs`.

mod keys;
mod title;
mod view;

#[cfg(test)]
mod tests;

pub use keys::action_for;
pub use view::MenuView;

use obereg_engine::Level;
use obereg_record::{AnyRecord, GameRecord};
use obereg_rules::Side;

use super::{Next, Screen, ScreenEvent};
use crate::i18n::Messages;
use crate::tui::drawing::theme::Theme;
use crate::tui::screens::game::app::recorded_name;
use ratatui::Frame;

/// The longest address or code typed in the menu, in characters.
pub const MAX_TYPED: usize = 64;

/// An entry of the menu, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Continue the unfinished game (shown only when there is one).
    Continue,
    /// Two people at this keyboard.
    Keyboard,
    /// Against the computer: the side and level are asked next.
    Computer,
    /// The lessons.
    Lessons,
    /// The puzzles.
    Puzzles,
    /// The free board.
    FreeBoard,
    /// Host a game for another terminal.
    Host,
    /// Join a game at another terminal: the address and code are asked next.
    Join,
    /// Play online: the lobby of a server.
    Online,
    /// The settings that stay.
    Settings,
    /// What the game is.
    About,
    /// Leave.
    Quit,
}

impl Entry {
    /// The letter that opens the entry.
    pub const fn key(self) -> char {
        match self {
            Entry::Continue => 'c',
            Entry::Keyboard => 'p',
            Entry::Computer => 'a',
            Entry::Lessons => 'l',
            Entry::Puzzles => 'z',
            Entry::FreeBoard => 'b',
            Entry::Host => 'h',
            Entry::Join => 'j',
            Entry::Online => 'o',
            Entry::Settings => 's',
            Entry::About => 'i',
            Entry::Quit => 'q',
        }
    }

    /// The catalogue key of the entry's words.
    pub const fn words(self) -> &'static str {
        match self {
            Entry::Continue => "menu-continue",
            Entry::Keyboard => "menu-keyboard",
            Entry::Computer => "menu-computer",
            Entry::Lessons => "menu-lessons",
            Entry::Puzzles => "menu-puzzles",
            Entry::FreeBoard => "menu-free-board",
            Entry::Host => "menu-host",
            Entry::Join => "menu-join",
            Entry::Online => "menu-online",
            Entry::Settings => "menu-settings",
            Entry::About => "menu-about",
            Entry::Quit => "menu-quit",
        }
    }
}

/// The unfinished game of an earlier run, as the menu names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// Who plays the Vikings.
    pub vikings: String,
    /// Who plays the Varangians.
    pub varangians: String,
    /// How many moves have been played.
    pub moves: usize,
}

impl Unfinished {
    /// The unfinished game `record` as the menu names it, in the words of
    /// `messages` (the computer and a player without a name in them).
    pub fn of(record: AnyRecord, messages: &Messages) -> Unfinished {
        fn of<const N: usize>(record: &GameRecord<N>, messages: &Messages) -> Unfinished {
            let name = |side| recorded_name(record, side, messages);
            let game = record.game();
            Unfinished {
                vikings: name(Side::Vikings),
                varangians: name(Side::Varangians),
                moves: game.depth(game.current()),
            }
        }
        match &record {
            AnyRecord::Nine(record) => of(record, messages),
            AnyRecord::Eleven(record) => of(record, messages),
        }
    }
}

/// Which field of the join form is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The host's address.
    Address,
    /// The join code.
    Code,
}

/// What the menu shows: the list, or the questions of one entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The list of entries.
    List,
    /// The side and level of a game against the computer; `level_row`:
    /// the level is the row being changed (else the side).
    Computer {
        /// The side the person plays.
        side: Side,
        /// How strong the computer plays.
        level: Level,
        /// Whether the level (not the side) is the row being changed.
        level_row: bool,
    },
    /// The address and code of a game to join.
    Join {
        /// The host's address as typed.
        address: String,
        /// The join code as typed.
        code: String,
        /// The field being typed.
        field: Field,
    },
}

/// What the menu says below its entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuNotice {
    /// How to use the menu.
    Keys,
    /// The join form was sent without an address.
    NoAddress,
    /// The join form was sent with a code that is none.
    BadCode,
    /// What the players must be told, in words, a line each: why the
    /// screen the menu opened could not start, or what became of their
    /// files and settings as the run began.
    Told(String),
}

/// A menu action: what a key or click asks of the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// The highlight one up, or the row above.
    Up,
    /// The highlight one down, or the row below.
    Down,
    /// The value of the row: the one before.
    Left,
    /// The value of the row: the one after.
    Right,
    /// Open the highlighted entry, or start what the questions set.
    Choose,
    /// Open this entry (its letter, or a click).
    Open(Entry),
    /// Back to the list.
    Back,
    /// A character typed into a field.
    Type(char),
    /// The last character of the field erased.
    Erase,
    /// The other field.
    NextField,
    /// The terminal has this many columns and rows.
    Resize(u16, u16),
}

/// The start menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    entries: Vec<Entry>,
    highlighted: usize,
    unfinished: Option<Unfinished>,
    step: Step,
    notice: MenuNotice,
    size: (u16, u16),
    /// The computer's level the menu offers first: the settings'.
    level: Level,
}

impl Entry {
    /// Whether the entry is offered: a page in the browser hosts and joins
    /// no game and cannot be left (it plays online on its own server).
    fn in_this_build(self) -> bool {
        cfg!(not(target_arch = "wasm32")) || !matches!(self, Entry::Host | Entry::Join | Entry::Quit)
    }
}

impl Menu {
    /// The menu on a screen of `size` (columns, rows), offering to continue
    /// `unfinished` first when there is such a game.
    pub fn new(unfinished: Option<Unfinished>, size: (u16, u16)) -> Menu {
        let all = [
            Entry::Continue,
            Entry::Keyboard,
            Entry::Computer,
            Entry::Lessons,
            Entry::Puzzles,
            Entry::FreeBoard,
            Entry::Host,
            Entry::Join,
            Entry::Online,
            Entry::Settings,
            Entry::About,
            Entry::Quit,
        ];
        let entries = all
            .into_iter()
            .filter(|entry| *entry != Entry::Continue || unfinished.is_some())
            .filter(|entry| entry.in_this_build())
            .collect();
        let (step, notice, level) = (Step::List, MenuNotice::Keys, Level::default());
        Menu { entries, highlighted: 0, unfinished, step, notice, size, level }
    }

    /// The menu offering `level` first for the computer (the settings').
    pub fn with_level(self, level: Level) -> Menu {
        Menu { level, ..self }
    }

    /// The entries, in the order shown.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry the highlight is on.
    pub fn highlighted(&self) -> Entry {
        self.entries.get(self.highlighted).copied().unwrap_or(Entry::Quit)
    }

    /// The unfinished game, when there is one.
    pub fn unfinished(&self) -> Option<&Unfinished> {
        self.unfinished.as_ref()
    }

    /// The list or the questions of one entry.
    pub fn step(&self) -> &Step {
        &self.step
    }

    /// What the menu says below its entries.
    pub fn notice(&self) -> &MenuNotice {
        &self.notice
    }

    /// The terminal size the menu is laid out for.
    pub fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Says `why` below the entries until the next key: why the screen
    /// the menu opened could not start, or what became of the files.
    pub fn tell(&mut self, why: String) {
        self.step = Step::List;
        self.notice = MenuNotice::Told(why);
    }

    /// Applies `action`; returns the screen asked for, if one is.
    pub fn update(&mut self, action: MenuAction) -> Option<Next> {
        if let MenuAction::Resize(columns, rows) = action {
            self.size = (columns, rows);
            return None;
        }
        self.notice = MenuNotice::Keys;
        match &mut self.step {
            Step::List => self.update_list(action),
            Step::Computer { side, level, level_row } => {
                match action {
                    MenuAction::Up | MenuAction::Down | MenuAction::NextField => *level_row = !*level_row,
                    MenuAction::Left | MenuAction::Right if !*level_row => *side = side.opponent(),
                    MenuAction::Left => *level = step_level(*level, -1),
                    MenuAction::Right => *level = step_level(*level, 1),
                    MenuAction::Choose => return Some(Next::Computer { side: *side, level: *level }),
                    MenuAction::Back => self.step = Step::List,
                    _ => {}
                }
                None
            }
            Step::Join { address, code, field } => {
                let typed = match field {
                    Field::Address => address,
                    Field::Code => code,
                };
                match action {
                    MenuAction::Type(c) if !c.is_control() && typed.chars().count() < MAX_TYPED => {
                        typed.push(c)
                    }
                    MenuAction::Erase => {
                        typed.pop();
                    }
                    MenuAction::Up | MenuAction::Down | MenuAction::NextField => {
                        *field = if *field == Field::Address { Field::Code } else { Field::Address };
                    }
                    MenuAction::Back => self.step = Step::List,
                    MenuAction::Choose => return self.join(),
                    _ => {}
                }
                None
            }
        }
    }

    fn update_list(&mut self, action: MenuAction) -> Option<Next> {
        let count = self.entries.len();
        match action {
            MenuAction::Up => self.highlighted = (self.highlighted + count - 1) % count,
            MenuAction::Down => self.highlighted = (self.highlighted + 1) % count,
            MenuAction::Choose => return self.open(self.highlighted()),
            MenuAction::Open(entry) if self.entries.contains(&entry) => {
                self.highlighted = self.entries.iter().position(|shown| *shown == entry).unwrap_or(0);
                return self.open(entry);
            }
            _ => {}
        }
        None
    }

    fn open(&mut self, entry: Entry) -> Option<Next> {
        match entry {
            Entry::Continue => Some(Next::Continue),
            Entry::Keyboard => Some(Next::Keyboard),
            Entry::Computer => {
                self.step = Step::Computer { side: Side::Varangians, level: self.level, level_row: false };
                None
            }
            Entry::Lessons => Some(Next::Lessons),
            Entry::Puzzles => Some(Next::Puzzles),
            Entry::FreeBoard => Some(Next::FreeBoard),
            Entry::Host => Some(Next::Host),
            Entry::Join => {
                self.step = Step::Join { address: String::new(), code: String::new(), field: Field::Address };
                None
            }
            Entry::Online => Some(Next::Online(None)),
            Entry::Settings => Some(Next::Settings),
            Entry::About => Some(Next::About),
            Entry::Quit => Some(Next::Quit),
        }
    }

    /// The join form sent: the game to join, or what is missing.
    fn join(&mut self) -> Option<Next> {
        let Step::Join { address, code, .. } = &self.step else { return None };
        let address = address.trim().to_string();
        if address.is_empty() {
            self.notice = MenuNotice::NoAddress;
            return None;
        }
        match code.parse() {
            Ok(code) => Some(Next::Join { address, code }),
            Err(_) => {
                self.notice = MenuNotice::BadCode;
                None
            }
        }
    }
}

/// The level `by` steps from `level`, staying within the levels.
fn step_level(level: Level, by: isize) -> Level {
    let at = Level::ALL.iter().position(|each| *each == level).unwrap_or(0);
    let next = at.saturating_add_signed(by).min(Level::ALL.len() - 1);
    Level::ALL.get(next).copied().unwrap_or(level)
}

impl Screen for Menu {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "menu"
    }

    fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        frame.render_widget(&MenuView { menu: self, messages, theme }, frame.area());
    }

    /// Keys and clicks move through the menu; what a worker of an earlier
    /// screen reports is dropped.
    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        let ScreenEvent::Terminal(event) = event else { return None };
        action_for(&event, self).and_then(|action| self.update(action))
    }
}
