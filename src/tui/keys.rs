//! The app's own keys, clicks and sizes: what every screen reads, whether
//! it came from a terminal (crossterm, converted in `runtime/event_threads.rs`) or from a
//! page. Only presses reach the screens: a key's release or repeat is
//! dropped where the event is converted, so each key acts once.

/// Something a player did to the screen, or the screen's new size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A key pressed.
    Key(KeyEvent),
    /// A mouse button pressed (a tap on a page too).
    Mouse(MouseEvent),
    /// The screen's new size: columns, rows.
    Resize(u16, u16),
    /// Text pasted at once (never taken as keys).
    Paste(String),
}

/// A key pressed, with the modifiers held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyEvent {
    /// Which key.
    pub code: KeyCode,
    /// The modifiers held with it.
    pub modifiers: KeyModifiers,
}

impl KeyEvent {
    /// The key `code` pressed with `modifiers`.
    pub const fn new(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent { code, modifiers }
    }
}

/// The keys the screens know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyCode {
    /// A letter, digit or sign as typed (shifted already: `R`, `?`).
    Char(char),
    /// A function key, F1 to F12.
    F(u8),
    /// Backspace.
    Backspace,
    /// Enter (Return).
    Enter,
    /// The arrow left.
    Left,
    /// The arrow right.
    Right,
    /// The arrow up.
    Up,
    /// The arrow down.
    Down,
    /// Tab.
    Tab,
    /// Shift-Tab.
    BackTab,
    /// Delete.
    Delete,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Escape.
    Esc,
}

/// The modifier keys held with a key or a click, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyModifiers(u8);

impl KeyModifiers {
    /// None held.
    pub const NONE: KeyModifiers = KeyModifiers(0);
    /// Control (the only one a screen asks about: Ctrl-C).
    pub const CONTROL: KeyModifiers = KeyModifiers(1);

    /// Whether every modifier of `other` is held.
    pub const fn contains(self, other: KeyModifiers) -> bool {
        self.0 & other.0 == other.0
    }
}

/// A mouse button pressed over a cell of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MouseEvent {
    /// What the mouse did.
    pub kind: MouseEventKind,
    /// The cell's column, from 0 at the left.
    pub column: u16,
    /// The cell's row, from 0 at the top.
    pub row: u16,
}

/// What the mouse did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MouseEventKind {
    /// A button pressed (a tap is the left one).
    Down(MouseButton),
}

/// A mouse button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MouseButton {
    /// The left (main) button, or a tap.
    Left,
    /// The right button.
    Right,
}
