//! What came of the game's files, and quitting while the game is on no
//! disk: when autosave has failed, `q` asks first, and `w` writes the game
//! to the current directory instead of the data directory that failed.

use crate::tui::files::storage::{Effect, Stored};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::Notice;

impl<const N: usize> App<N> {
    /// `q`: quits, unless the game is saved nowhere and this is the first
    /// `q`; a running clock is saved with the time spent on the move.
    pub(super) fn ask_to_quit(&mut self, commands: &mut Vec<Command<N>>) {
        if self.unsaved && !self.quit_armed {
            self.quit_armed = true;
            self.notice = Notice::QuitUnsaved;
        } else {
            self.quit = true;
            self.keep_running_clock(commands);
        }
    }

    /// Esc with nothing to cancel, in what the start menu opened: back to
    /// the menu, a running clock saved as when quitting.
    pub(super) fn back_to_menu(&mut self, commands: &mut Vec<Command<N>>) {
        self.to_menu = true;
        self.keep_running_clock(commands);
    }

    /// `w`: writes the game to a file of its own, in the current directory
    /// when the data directory could not take the autosave.
    pub(super) fn save(&mut self, commands: &mut Vec<Command<N>>) {
        let effect = if self.unsaved { Effect::SaveHere } else { Effect::Save };
        commands.push(Command::Store(effect));
    }

    /// What a file written or moved came to: said in the status line, except
    /// a quiet autosave, which leaves the notice of the move that caused it.
    pub(super) fn on_stored(&mut self, stored: Stored) {
        match &stored {
            Stored::Autosaved | Stored::Filed(_) | Stored::Written(_) => self.unsaved = false,
            Stored::Failed(Effect::Autosave | Effect::Refile, _) => self.unsaved = true,
            _ => {}
        }
        if !matches!(stored, Stored::Autosaved | Stored::SetAside(None)) {
            self.notice = Notice::Stored(stored);
        }
    }
}
