//! The game's files: what the game asks of the data directory (an
//! [`Effect`]), what came of it ([`Stored`]), and how a run begins (a new
//! game, a game resumed or loaded).
//!
//! [`crate::tui::screens::game::update()`] does no I/O: it returns [`crate::tui::screens::game::command::Command::Store`]s,
//! the game loop performs them against the [`Store`] with [`perform`] and
//! reports back through [`crate::tui::screens::game::action::Action::Stored`]. So the tests of `update`
//! check which effects a key asks for and feed it reports, with no disk
//! involved, and a failing disk can only ever produce a message, never stop
//! the game.

use std::io;
use std::path::{Path, PathBuf};

use crate::cli::Board;
use crate::i18n::{Messages, text_arg};
use crate::settings::trouble::Trouble;
use obereg_record::{AnyRecord, Autosaved, GameRecord, RecordError, Store, StoreError, Unfinished, save_in};

/// Something the game needs done in the data directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write the game in progress (after a move, an undo, a redo, a draw);
    /// a finished game goes to the history.
    Autosave,
    /// Autosave the game in place of the one filed into the history last:
    /// the same network game, whose host decided it otherwise.
    Refile,
    /// Write the game to a file of its own (`w`).
    Save,
    /// Write the game to a file of its own in the current directory (`w`
    /// once autosave has failed: the data directory is what failed).
    SaveHere,
    /// Keep the unfinished game of an earlier run as a saved file, for a
    /// new game.
    SetAside,
}

/// What the data directory did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stored {
    /// The game in progress was written.
    Autosaved,
    /// The finished game was filed into the history, here.
    Filed(PathBuf),
    /// The game was written to this file.
    Written(PathBuf),
    /// The unfinished game of an earlier run was kept here (`None`: there
    /// was none).
    SetAside(Option<PathBuf>),
    /// The unfinished game of an earlier run could not be read; its file
    /// was kept, untouched, as `kept_as`.
    Damaged {
        /// Where the file is now.
        kept_as: PathBuf,
        /// What is wrong with it.
        error: RecordError,
    },
    /// `--resume`, but no game was left unfinished.
    NothingToResume,
    /// The data directory could not be searched for an unfinished game.
    NotChecked(StoreFailure),
    /// The effect failed.
    Failed(Effect, StoreFailure),
    /// A progress file (the lessons' stars, the puzzle ratings) could not
    /// be read or written.
    ProgressFailed(StoreFailure),
    /// The puzzle progress file was damaged: it was moved here, and
    /// progress starts over.
    ProgressDamaged(PathBuf),
    /// The settings file could not be used (the defaults are) or written.
    Settings(Trouble),
}

/// Why a file could not be written, read or moved, in a form that can be
/// compared, copied and put into words in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreFailure {
    /// The file, when known.
    pub path: Option<PathBuf>,
    /// The kind of failure, when the system gave one.
    pub kind: Option<io::ErrorKind>,
    /// The system's own words, for kinds without a translation.
    pub detail: String,
}

impl From<&StoreError> for StoreFailure {
    fn from(error: &StoreError) -> StoreFailure {
        match error {
            StoreError::NoDataDir => StoreFailure { path: None, kind: None, detail: String::new() },
            StoreError::Io { path, source, .. } => StoreFailure {
                path: Some(path.clone()),
                kind: Some(source.kind()),
                detail: source.to_string(),
            },
        }
    }
}

impl StoreFailure {
    /// A failure to read `path`.
    pub fn of_io(path: &Path, error: &io::Error) -> StoreFailure {
        StoreFailure { path: Some(path.to_path_buf()), kind: Some(error.kind()), detail: error.to_string() }
    }

    /// The failure in the players' language: the file and why.
    pub fn describe(&self, messages: &Messages) -> String {
        let Some(path) = &self.path else { return messages.text("store-no-data-dir") };
        let reason = messages.io_reason(self.kind, &self.detail);
        messages.format("store-file-failed", &[text_arg("path", path.display()), text_arg("reason", reason)])
    }
}

/// Performs `effect` for `record` in `store` (`None`: no data directory is
/// known, so nothing can be kept).
pub fn perform<const N: usize>(store: Option<&mut Store>, effect: Effect, record: &GameRecord<N>) -> Stored {
    if effect == Effect::SaveHere {
        let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        return save_in(&here, record)
            .map_or_else(|error| Stored::Failed(effect, StoreFailure::from(&error)), Stored::Written);
    }
    let Some(store) = store else {
        // The page in the browser has no data directory: it keeps the game
        // going on in the browser's storage after each change itself
        // (`tui::page`), so its autosave is done.
        if cfg!(target_arch = "wasm32") && matches!(effect, Effect::Autosave | Effect::Refile) {
            return Stored::Autosaved;
        }
        return Stored::Failed(effect, StoreFailure::from(&StoreError::NoDataDir));
    };
    let filed = |saved| match saved {
        Autosaved::InProgress => Stored::Autosaved,
        Autosaved::Finished(path) => Stored::Filed(path),
    };
    let done = match effect {
        Effect::Autosave => store.autosave(record).map(filed),
        Effect::Refile => store.refile(record).map(filed),
        Effect::Save => store.save(record).map(Stored::Written),
        Effect::SetAside => store.set_aside().map(Stored::SetAside),
        Effect::SaveHere => save_in(store.dir(), record).map(Stored::Written),
    };
    done.unwrap_or_else(|error| Stored::Failed(effect, StoreFailure::from(&error)))
}

/// How the players asked the run to begin.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Opening {
    /// Offer to resume an unfinished game, else a new game.
    #[default]
    Ask,
    /// `--resume`: resume the unfinished game without asking.
    Resume,
    /// `--new`: a new game; an unfinished one is kept as a saved file.
    New,
    /// `--load FILE`: open a record.
    Load(PathBuf),
    /// The trainer: the unfinished game stays where it is, not offered.
    Keep,
    /// `obereg puzzles`: no game is touched.
    Puzzles,
}

/// What the run begins with, found before the terminal is taken over.
#[derive(Debug)]
pub struct Start {
    /// The data directory, when one is known.
    pub store: Option<Store>,
    /// The game to continue at once (loaded or resumed), on its board.
    pub game: Option<AnyRecord>,
    /// An unfinished game to offer in a dialog, on its board.
    pub offer: Option<AnyRecord>,
    /// What to tell the players about the files.
    pub reports: Vec<Stored>,
}

/// An `--load` file that can't be opened.
#[derive(Debug)]
pub enum LoadError {
    /// The file can't be read.
    Unreadable(StoreFailure),
    /// The file is no game record the rules accept.
    Damaged(PathBuf, RecordError),
    /// The game to load or resume is on another board than `--board`:
    /// the file, the flag's board side and the record's.
    OtherBoard(PathBuf, usize, usize),
}

impl LoadError {
    /// The error in the players' language.
    pub fn describe(&self, messages: &Messages) -> String {
        match self {
            LoadError::Unreadable(failure) => failure.describe(messages),
            LoadError::Damaged(path, error) => messages.format(
                "load-damaged",
                &[text_arg("path", path.display()), text_arg("problem", messages.record_error(error))],
            ),
            LoadError::OtherBoard(path, flag, record) => messages.format(
                "board-mismatch",
                &[text_arg("path", path.display()), text_arg("flag", flag), text_arg("record", record)],
            ),
        }
    }
}

impl Start {
    /// Reads what `opening` needs: the file to load, or the unfinished game
    /// in the data directory. Nothing is ever overwritten here; a damaged
    /// unfinished game is moved aside, untouched.
    ///
    /// # Errors
    /// A [`LoadError`] for a `--load` file that can't be read or is damaged
    /// (the file is left as it is).
    pub fn prepare(opening: &Opening) -> Result<Start, LoadError> {
        let mut start = Start { store: None, game: None, offer: None, reports: Vec::new() };
        if let Opening::Load(path) = opening {
            let bytes =
                std::fs::read(path).map_err(|e| LoadError::Unreadable(StoreFailure::of_io(path, &e)))?;
            let record = AnyRecord::from_bytes(&bytes).map_err(|e| LoadError::Damaged(path.clone(), e))?;
            start.game = Some(record);
        }
        let mut store = match Store::open_default() {
            Ok(store) => store,
            Err(error) => {
                // A page keeps the game in the browser's storage itself
                // (`tui::page`): no data directory is missed there.
                if cfg!(not(target_arch = "wasm32")) {
                    start.reports.push(Stored::Failed(Effect::Autosave, StoreFailure::from(&error)));
                }
                return Ok(start);
            }
        };
        let report = match opening {
            Opening::Load(_) | Opening::Keep | Opening::Puzzles => None,
            Opening::New => Some(store.set_aside().map_or_else(
                |error| Stored::Failed(Effect::SetAside, StoreFailure::from(&error)),
                Stored::SetAside,
            )),
            Opening::Ask | Opening::Resume => start.take_unfinished(&store, opening == &Opening::Resume),
        };
        start.reports.extend(report);
        start.store = Some(store);
        Ok(start)
    }

    /// The board the run is played on: that of the game loaded or resumed
    /// (`asked` must agree), else `asked`, else that of the game offered,
    /// else `new` (the settings'). An offered game on another board than `asked` is not
    /// offered: the new game's first autosave keeps it as a saved file.
    ///
    /// # Errors
    /// [`LoadError::OtherBoard`] when the game to continue is on another
    /// board than `asked`.
    pub fn board(&mut self, asked: Option<Board>, new: Board, opening: &Opening) -> Result<Board, LoadError> {
        if let Some(game) = &self.game {
            let side = game.board_side();
            return match asked.map(Board::side).filter(|&flag| flag != side) {
                Some(flag) => {
                    let path = match opening {
                        Opening::Load(path) => path.clone(),
                        _ => self.store.as_ref().map(Store::current_path).unwrap_or_default(),
                    };
                    Err(LoadError::OtherBoard(path, flag, side))
                }
                None => Ok(Board::of_side(side)),
            };
        }
        let offered = self.offer.as_ref().map(|offer| Board::of_side(offer.board_side()));
        if asked.is_some() && offered.is_some() && asked != offered {
            self.offer = None;
        }
        Ok(asked.or(offered).unwrap_or(new))
    }

    /// Takes the unfinished game of an earlier run from `store`: to resume
    /// at once, or to offer.
    fn take_unfinished(&mut self, store: &Store, resume: bool) -> Option<Stored> {
        match store.unfinished() {
            Err(error) => Some(Stored::NotChecked(StoreFailure::from(&error))),
            Ok(Unfinished::Damaged { kept_as, error }) => Some(Stored::Damaged { kept_as, error }),
            Ok(Unfinished::Game(record)) if resume => {
                self.game = Some(record);
                None
            }
            Ok(Unfinished::Game(record)) => {
                self.offer = Some(record);
                None
            }
            Ok(Unfinished::None) if resume => Some(Stored::NothingToResume),
            Ok(Unfinished::None) => None,
        }
    }
}
