//! What the data directory did ([`Stored`]), in the players' words: told
//! in a game's status line, and on the menu when a run begins there.

use crate::i18n::{Messages, text_arg};
use crate::tui::files::storage::{Effect, Stored};

impl Stored {
    /// What the players are told of it, in their language (nothing for a
    /// game kept as it should be).
    pub fn describe(&self, messages: &Messages) -> String {
        let path = |id, path: &std::path::Path| messages.format(id, &[text_arg("path", path.display())]);
        match self {
            Stored::Autosaved | Stored::SetAside(None) => String::new(),
            Stored::Filed(file) => path("status-filed", file),
            Stored::Written(file) => path("status-written", file),
            Stored::SetAside(Some(file)) => path("status-set-aside", file),
            Stored::Damaged { kept_as, error } => {
                let args =
                    [text_arg("path", kept_as.display()), text_arg("problem", messages.record_error(error))];
                messages.format("status-damaged", &args)
            }
            Stored::NothingToResume => messages.text("status-nothing-to-resume"),
            Stored::NotChecked(failure) => {
                messages.format("status-not-checked", &[text_arg("reason", failure.describe(messages))])
            }
            Stored::ProgressFailed(failure) => {
                messages.format("status-progress-failed", &[text_arg("reason", failure.describe(messages))])
            }
            Stored::ProgressDamaged(kept_as) => path("puzzle-progress-damaged", kept_as),
            Stored::Settings(trouble) => trouble.describe(messages),
            Stored::Failed(effect, failure) => {
                let id = match effect {
                    Effect::Autosave | Effect::Refile => "status-autosave-failed",
                    Effect::Save | Effect::SaveHere => "status-save-failed",
                    Effect::SetAside => "status-set-aside-failed",
                };
                messages.format(id, &[text_arg("reason", failure.describe(messages))])
            }
        }
    }

    /// Whether it is told as a warning: something did not go as it should.
    pub fn is_warning(&self) -> bool {
        !matches!(self, Stored::Autosaved | Stored::Filed(_) | Stored::Written(_) | Stored::SetAside(_))
    }
}
