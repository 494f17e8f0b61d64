//! Helpers for the terminal game's tests: apps in composed positions and key
//! sequences fed through the real input mapping.

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tui::GameConfig;
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::perform::Plays;
use obereg_record::GameTree;
use obereg_rules::{Piece, Position, Side, Square};

/// The screen size the tests lay out for.
pub const SIZE: (u16, u16) = (100, 35);

pub fn config(lang: Lang) -> GameConfig {
    GameConfig::two_people("Olha", "Ihor", Messages::new(lang))
}

pub fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// An app at the start, in `lang`.
pub fn start(lang: Lang) -> App {
    App::new(&config(lang), SIZE)
}

/// A composed position: `pieces` like `"Ke5 Vd5 Gc3"` (V Viking, G guard,
/// K prince), `to_move` next.
pub fn position(pieces: &str, to_move: Side) -> Position {
    let pieces = pieces.split_whitespace().map(|word| {
        let piece = match &word[..1] {
            "V" => Piece::Viking,
            "G" => Piece::Guard,
            _ => Piece::Prince,
        };
        (sq(&word[1..]), piece)
    });
    Position::from_pieces(pieces, to_move).expect("a playable position")
}

/// An app in a composed position, as [`position`] reads `pieces`.
pub fn composed(pieces: &str, to_move: Side) -> App {
    App::with_game(&config(Lang::En), SIZE, GameTree::new(position(pieces, to_move), true))
}

/// Presses `keys`: characters as typed, `<Enter>`, `<Esc>`, `<Up>`,
/// `<Down>`, `<Left>`, `<Right>`, `<Backspace>`, `<Home>`, `<End>`, `<F1>` for
/// those keys, on a game or any screen that plays on the board (its own
/// keys and update). Returns what the updates asked the game loop to do.
pub fn press<const N: usize>(screen: &mut impl Plays<N>, keys: &str) -> Vec<Command<N>> {
    let mut commands = Vec::new();
    for event in key_events(keys) {
        if let Some(action) = screen.action_for(&event) {
            commands.extend(screen.update(action));
        }
    }
    commands
}

/// The key presses `keys` names, as [`press`] reads them.
pub fn key_events(keys: &str) -> Vec<Event> {
    let mut events = Vec::new();
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        let (code, len) = if c == '<' {
            let end = rest.find('>').expect("a closed key name");
            let code = match &rest[1..end] {
                "Enter" => KeyCode::Enter,
                "Esc" => KeyCode::Esc,
                "Up" => KeyCode::Up,
                "Down" => KeyCode::Down,
                "Left" => KeyCode::Left,
                "Right" => KeyCode::Right,
                "Backspace" => KeyCode::Backspace,
                "Home" => KeyCode::Home,
                "End" => KeyCode::End,
                "PageUp" => KeyCode::PageUp,
                "PageDown" => KeyCode::PageDown,
                "F1" => KeyCode::F(1),
                other => panic!("unknown key {other}"),
            };
            (code, end + 1)
        } else {
            (KeyCode::Char(c), c.len_utf8())
        };
        rest = &rest[len..];
        events.push(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }
    events
}

/// Types `mv` into the move prompt and plays it; returns what the updates
/// asked the game loop to do.
pub fn type_move<const N: usize>(app: &mut App<N>, mv: &str) -> Vec<Command<N>> {
    press(app, &format!("m{mv}<Enter>"))
}

/// How many moves the game has (to its current node).
pub fn moves<const N: usize>(app: &App<N>) -> usize {
    app.game().depth(app.game().current())
}
