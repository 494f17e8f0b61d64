//! The updates of the free board: placing and removing pieces, clearing,
//! the start, the side to move; moves picked as in the game (through
//! `board.rs`) and played on the board; the engine asked; the record
//! copied; and play going on from the position as a game.

use obereg_engine::{Level, PlayerKind};
use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Piece, Position, Setup, Side, Square};

use super::super::action::{Action, BoardAction};
use super::super::app::{App, tag_players};
use super::super::command::Command;
use super::super::computer::Purpose;
use super::super::config::computer_name;
use super::super::free_board::FreeBoard;
use super::super::notice::{BoardNotice, Notice};
use super::super::players::Players;
use super::super::storage::Effect;
use super::super::trainer::Trainer;

/// How long the engine thinks when asked on the free board.
pub const ANALYSIS_TIME: std::time::Duration = std::time::Duration::from_secs(2);

impl<const N: usize> App<N> {
    /// Opens the free board with the pieces of `setup`, `to_move` to move;
    /// two people's names on the sides, no clock.
    pub fn open_free_board(&mut self, setup: Setup, to_move: Side) {
        let name = |side| self.messages.side(side);
        self.players = Players::new(name(Side::Vikings), name(Side::Varangians));
        // The clocks stand while the position is set up, and start full when play goes on.
        self.reset_clock();
        self.trainer = Some(Trainer::Board(FreeBoard::new(setup, to_move)));
        self.sync_board();
        self.notice = Notice::Board(BoardNotice::Welcome);
    }

    fn board_mut(&mut self) -> Option<&mut FreeBoard> {
        match self.trainer.as_mut() {
            Some(Trainer::Board(board)) => Some(board),
            _ => None,
        }
    }

    /// Applies `action` to the free board; returns whether it was the
    /// board's (else it goes on to the game's: the cursor, the prompt).
    pub(super) fn apply_free_board(&mut self, action: &Action, commands: &mut Vec<Command<N>>) -> bool {
        if self.board_mut().is_none() {
            return false;
        }
        match action {
            Action::Board(edit) => self.edit_board(*edit, commands),
            Action::Choose => self.board_picks(self.cursor),
            Action::Click(square) => {
                self.cursor = *square;
                self.board_picks(*square);
            }
            Action::PromptSubmit => {
                if let Some(mv) = self.typed_move() {
                    self.play_on_board(mv);
                }
            }
            Action::OpenPrompt => self.prompt = Some(String::new()),
            Action::Hint => self.analyse(commands),
            Action::Search(..) | Action::ToggleHelp => return false,
            _ if super::is_the_games(action) => return false,
            _ => {}
        }
        true
    }

    fn edit_board(&mut self, edit: BoardAction, commands: &mut Vec<Command<N>>) {
        let cursor = self.cursor;
        let Some(board) = self.board_mut() else { return };
        match edit {
            BoardAction::Place(piece) => {
                board.brush = piece;
                toggle(board, cursor, piece);
            }
            BoardAction::PlaceAt(square) => {
                let piece = board.brush;
                toggle(board, square, piece);
                self.cursor = square;
            }
            BoardAction::Remove => _ = board.pieces.remove(&cursor),
            BoardAction::Clear => board.pieces.clear(),
            BoardAction::Start => *board = FreeBoard::of_position(&Position::start(), board.brush),
            BoardAction::SwitchSide => board.to_move = board.to_move.opponent(),
            BoardAction::Copy => return self.copy_record(commands),
            BoardAction::PlayOn { computer } => return self.play_on(computer, commands),
        }
        self.sync_board();
    }

    /// The set-up checked again: playable, it becomes the game on the
    /// board (with no moves); else the reason is kept and shown.
    fn sync_board(&mut self) {
        let Some(board) = self.board_mut() else { return };
        let position = board.position();
        board.problems = board.problems::<N>();
        let problems = board.problems.clone();
        if !problems.is_empty() {
            self.notice = Notice::Board(BoardNotice::NotPlayable(problems));
        } else if matches!(self.notice, Notice::Board(BoardNotice::NotPlayable(_))) {
            self.notice = Notice::Board(BoardNotice::Welcome);
        }
        if let Ok(position) = position {
            let name = |side| self.players.name(side).to_string();
            let game = GameTree::new(position, true);
            self.record =
                GameRecord::from_game(&name(Side::Vikings), &name(Side::Varangians), self.today, game);
        }
        self.selected = None;
        self.computer.hint = None;
    }

    /// Whether the set-up can be played now (no problem, the game not over).
    fn board_playable(&mut self) -> bool {
        let problems = self.board_mut().map(|board| board.problems.clone()).unwrap_or_default();
        match problems.is_empty() {
            false => {
                self.notice = Notice::Board(BoardNotice::NotPlayable(problems));
                false
            }
            true if self.game().outcome().is_some() => {
                self.refuse(obereg_rules::IllegalMove::GameOver);
                false
            }
            true => true,
        }
    }

    fn board_picks(&mut self, square: Square) {
        if !self.board_playable() {
            return;
        }
        if let Some(mv) = self.pick(square) {
            self.play_on_board(mv);
        }
    }

    /// Plays `mv` on the free board; the set-up follows the position.
    fn play_on_board(&mut self, mv: obereg_rules::Move) {
        if !self.board_playable() {
            return;
        }
        if self.play_unsaved(mv) {
            let position = *self.position();
            if let Some(board) = self.board_mut() {
                *board = FreeBoard::of_position(&position, board.brush);
            }
        }
    }

    /// `e`: the engine searches the position; its best move, score and
    /// depth show in the panel.
    fn analyse(&mut self, commands: &mut Vec<Command<N>>) {
        if self.board_playable() && self.computer.search.is_none() {
            self.start_search(Purpose::Hint, Level::Max, Some(ANALYSIS_TIME), commands);
        }
    }

    /// `y`: the position record to the terminal's clipboard (OSC 52); the
    /// panel shows it too, for terminals without it.
    fn copy_record(&mut self, commands: &mut Vec<Command<N>>) {
        if self.board_mut().is_some_and(|board| !board.problems.is_empty()) {
            return;
        }
        // The flags that open it again (`obereg board`, `analyze`, `moves`).
        let position = self.position();
        let record = format!("--position {position} --to-move {}", position.to_move().name());
        commands.push(Command::Copy(record.clone()));
        self.notice = Notice::Board(BoardNotice::Copied(record));
    }

    /// `P` or `A`: the position becomes a game between two people, or
    /// against the computer (which plays the side not to move); an
    /// unfinished game of an earlier run is kept, not overwritten.
    fn play_on(&mut self, computer: bool, commands: &mut Vec<Command<N>>) {
        if !self.board_playable() {
            return;
        }
        self.trainer = None;
        self.reset_clock();
        if computer {
            let opponent = self.position().to_move().opponent();
            let level = self.computer.level;
            let kind = |side| if side == opponent { PlayerKind::Computer(level) } else { PlayerKind::Human };
            let players = self.players.clone().with_kinds(kind(Side::Vikings), kind(Side::Varangians));
            self.players = players;
            self.players.rename(opponent, computer_name(level, &self.messages));
        }
        tag_players(&mut self.record, &self.players);
        commands.push(Command::Store(Effect::SetAside));
        commands.push(Command::ForgetGame);
        self.notice = Notice::Welcome;
    }
}

/// Places `piece` on `square`, or takes it off when it is already there.
fn toggle(board: &mut FreeBoard, square: Square, piece: Piece) {
    if board.pieces.get(&square) == Some(&piece) {
        board.pieces.remove(&square);
    } else {
        board.pieces.insert(square, piece);
    }
}
