//! The terminal in game mode (raw mode, alternate screen, hidden cursor,
//! mouse capture, bracketed paste so pasted text never acts as keys) and its restoration on every way out: drop, error, panic.

use std::io::{self, IsTerminal, Stdout};
use std::sync::Once;

use crossterm::cursor::{Hide, Show};
use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

/// The terminal while the game runs; dropping it restores the terminal.
pub struct TerminalGuard {
    /// The ratatui terminal to draw on.
    pub terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl TerminalGuard {
    /// Puts the terminal in game mode. A panic anywhere later restores it
    /// too (the hook is installed once per process).
    ///
    /// # Errors
    /// When standard output is not a terminal that can be set up; what was
    /// already changed is undone.
    pub fn enter() -> io::Result<TerminalGuard> {
        install_panic_hook();
        enable_raw_mode()?;
        let setup =
            execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture, EnableBracketedPaste, Hide)
                .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())));
        match setup {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(error) => {
                restore();
                Err(error)
            }
        }
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Whether the game has a terminal to play in: standard input and output
/// both one (not a file, a pipe or `/dev/null`).
pub fn is_one() -> bool {
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// Leaves game mode: bracketed paste and mouse capture off, main screen back, cursor shown,
/// raw mode off. Safe to call more than once; errors are ignored because
/// there is nothing better to do on the way out.
pub fn restore() {
    let _ = execute!(io::stdout(), DisableBracketedPaste, DisableMouseCapture, LeaveAlternateScreen, Show);
    let _ = disable_raw_mode();
}

/// Restores the terminal before the panic message prints, so it is
/// readable and the shell is usable afterwards.
fn install_panic_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}
