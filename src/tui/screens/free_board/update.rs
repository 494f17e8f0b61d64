//! The updates of the free board: placing and removing pieces, clearing,
//! the start, the side to move; moves picked as in the game (through the
//! shared board's picking and prompt) and played on the board; the engine
//! asked; the record copied; and play going on from the position as a game.
//! What the board shares with the game goes to the game's `update`.

use obereg_engine::{Level, PlayerKind};
use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Piece, Position, Side, Square};

use super::set_up::SetUp;
use super::{BoardAction, FreeBoard};
use crate::tui::config::computer_name;
use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::tag_players;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::computer::Purpose;
use crate::tui::screens::game::help::HelpView;
use crate::tui::screens::game::notice::{BoardNotice, Notice};
use crate::tui::screens::game::players::Players;
use crate::tui::screens::game::update::{serves_every_screen, update};

/// How long the engine thinks when asked on the free board.
pub const ANALYSIS_TIME: std::time::Duration = std::time::Duration::from_secs(2);

/// The free board's parts of the help, before the rules.
pub const HELP: &[&str] = &["help-keys-board"];

impl<const N: usize> FreeBoard<N> {
    /// The board just opened: two people's names on the sides, no clock.
    pub(super) fn opened(&mut self) {
        let name = |side| self.app.messages.side(side);
        self.app.players = Players::new(name(Side::Vikings), name(Side::Varangians));
        // The clocks stand while the position is set up, and start full when play goes on.
        self.clock = self.app.clock.take();
        self.sync_board();
        self.app.notice = Notice::FreeBoard(BoardNotice::Welcome);
    }

    /// Applies `action` to the free board and says what the loop must do.
    #[must_use = "the game loop must perform the commands"]
    pub fn update(&mut self, action: BoardAction) -> Vec<Command<N>> {
        let mut commands = Vec::new();
        match action {
            BoardAction::Analyse => self.analyse(&mut commands),
            BoardAction::Copy => self.copy_record(&mut commands),
            BoardAction::PlayOn { computer } => return self.play_on(computer),
            BoardAction::Shared(Action::Choose) => self.board_picks(self.app.cursor),
            BoardAction::Shared(Action::Click(square)) => {
                self.app.cursor = square;
                self.board_picks(square);
            }
            BoardAction::Shared(Action::PromptSubmit) => {
                if let Some(mv) = self.app.typed_move() {
                    self.play_on_board(mv);
                }
            }
            BoardAction::Shared(Action::OpenPrompt) => self.app.prompt = Some(String::new()),
            BoardAction::Shared(Action::ScrollHelp(scroll)) => {
                self.app.help_scroll = HelpView::of_screen(&self.app, HELP).scrolled(scroll);
            }
            BoardAction::Shared(action) if serves_every_screen(&action) => {
                return update(&mut self.app, action);
            }
            BoardAction::Shared(_) => {}
            edit => self.edit_board(edit),
        }
        commands
    }

    fn edit_board(&mut self, edit: BoardAction) {
        let cursor = self.app.cursor;
        let board = &mut self.set_up;
        match edit {
            BoardAction::Place(piece) => {
                board.brush = piece;
                toggle(board, cursor, piece);
            }
            BoardAction::PlaceAt(square) => {
                let piece = board.brush;
                toggle(board, square, piece);
                self.app.cursor = square;
            }
            BoardAction::Remove => _ = board.pieces.remove(&cursor),
            BoardAction::Clear => board.pieces.clear(),
            BoardAction::Start => *board = SetUp::of_position(&Position::start(), board.brush),
            BoardAction::SwitchSide => board.to_move = board.to_move.opponent(),
            _ => return,
        }
        self.sync_board();
    }

    /// The set-up checked again: playable, it becomes the game on the
    /// board (with no moves); else the reason is kept and shown.
    fn sync_board(&mut self) {
        let (board, app) = (&mut self.set_up, &mut self.app);
        let position = board.position();
        board.problems = board.problems::<N>();
        let problems = board.problems.clone();
        if !problems.is_empty() {
            app.notice = Notice::FreeBoard(BoardNotice::NotPlayable(problems));
        } else if matches!(app.notice, Notice::FreeBoard(BoardNotice::NotPlayable(_))) {
            app.notice = Notice::FreeBoard(BoardNotice::Welcome);
        }
        if let Ok(position) = position {
            let name = |side| app.players.name(side).to_string();
            let game = GameTree::new(position, true);
            app.record =
                GameRecord::from_game(&name(Side::Vikings), &name(Side::Varangians), app.today, game);
        }
        app.selected = None;
        app.computer.hint = None;
    }

    /// Whether the set-up can be played now (no problem, the game not over).
    fn board_playable(&mut self) -> bool {
        let problems = self.set_up.problems.clone();
        match problems.is_empty() {
            false => {
                self.app.notice = Notice::FreeBoard(BoardNotice::NotPlayable(problems));
                false
            }
            true if self.app.game().outcome().is_some() => {
                self.app.refuse(obereg_rules::IllegalMove::GameOver);
                false
            }
            true => true,
        }
    }

    fn board_picks(&mut self, square: Square) {
        if !self.board_playable() {
            return;
        }
        if let Some(mv) = self.app.pick(square) {
            self.play_on_board(mv);
        }
    }

    /// Plays `mv` on the free board; the set-up follows the position.
    fn play_on_board(&mut self, mv: obereg_rules::Move) {
        if !self.board_playable() {
            return;
        }
        if self.app.play_unsaved(mv) {
            self.set_up = SetUp::of_position(self.app.position(), self.set_up.brush);
        }
    }

    /// `e`: the engine searches the position; its best move, score and
    /// depth show in the panel.
    fn analyse(&mut self, commands: &mut Vec<Command<N>>) {
        if self.board_playable() && self.app.computer.search.is_none() {
            self.app.start_search(Purpose::Hint, Level::Max, Some(ANALYSIS_TIME), commands);
        }
    }

    /// `y`: the position record to the terminal's clipboard (OSC 52); the
    /// panel shows it too, for terminals without it.
    fn copy_record(&mut self, commands: &mut Vec<Command<N>>) {
        if !self.set_up.problems.is_empty() {
            return;
        }
        // The flags that open it again (`obereg board`, `analyze`, `moves`).
        let position = self.app.position();
        let record = format!("--position {position} --to-move {}", position.to_move().name());
        commands.push(Command::Copy(record.clone()));
        self.app.notice = Notice::FreeBoard(BoardNotice::Copied(record));
    }

    /// `P` or `A`: the position becomes a game between two people, or
    /// against the computer (which plays the side not to move); an
    /// unfinished game of an earlier run is kept, not overwritten. The
    /// game's update then starts its clocks and the computer.
    fn play_on(&mut self, computer: bool) -> Vec<Command<N>> {
        if !self.board_playable() {
            return Vec::new();
        }
        let app = &mut self.app;
        app.clock = self.clock.take();
        app.reset_clock();
        if computer {
            let opponent = app.position().to_move().opponent();
            let level = app.computer.level;
            let kind = |side| if side == opponent { PlayerKind::Computer(level) } else { PlayerKind::Human };
            let players = app.players.clone().with_kinds(kind(Side::Vikings), kind(Side::Varangians));
            app.players = players;
            app.players.rename(opponent, computer_name(level, &app.messages));
        }
        tag_players(&mut app.record, &app.players);
        app.notice = Notice::Welcome;
        self.played_on = true;
        let mut commands = vec![Command::Store(Effect::SetAside), Command::ForgetGame];
        commands.extend(update(app, Action::Begin));
        commands
    }
}

/// Places `piece` on `square`, or takes it off when it is already there.
fn toggle(board: &mut SetUp, square: Square, piece: Piece) {
    if board.pieces.get(&square) == Some(&piece) {
        board.pieces.remove(&square);
    } else {
        board.pieces.insert(square, piece);
    }
}
