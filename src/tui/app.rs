//! The state of the game in the terminal. Only [`App::update`] (in
//! `update.rs`) changes it; the widgets read it through these accessors.

use crate::i18n::Messages;
use crate::rules::{Game, IllegalMove, NotationError, Piece, Position, Side, Square};

use super::computer::ComputerPlay;
use super::config::GameConfig;
use super::players::Players;
use super::theme::Theme;

/// What the status line says: a typed value, put into words when drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Before the first move: how to play.
    Welcome,
    /// Lots were drawn (`--toss`): who got the Vikings.
    Toss,
    /// A piece was picked up; it has `count` moves.
    Selected {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
        /// How many squares it can go to.
        count: usize,
    },
    /// A piece was picked up that cannot move.
    Stuck {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// A move was played, written as its OTN record.
    Played {
        /// The side that moved.
        side: Side,
        /// The record, `d9-d6xc6`.
        record: String,
    },
    /// A move was refused; `mover` is the side whose turn it was.
    Refused {
        /// The rule it breaks.
        error: IllegalMove,
        /// The side to move.
        mover: Side,
    },
    /// The prompt held no move.
    BadNotation(NotationError),
    /// The side to move offers a draw.
    DrawOffered(Side),
    /// The draw offer was declined.
    DrawDeclined,
    /// The computer declined the draw offered to it: it plays on.
    ComputerDeclinesDraw,
    /// A person tried to move while the computer is to move.
    ComputerThinking,
    /// Undo took back `count` moves.
    Undone {
        /// How many moves.
        count: usize,
    },
    /// Undo found no move of a person to take back.
    NothingToUndo,
    /// The engine suggests a move for the side to move.
    Hint(crate::rules::Move),
    /// A hint was asked for while the computer is to move or the game is over.
    NoHint,
    /// The game ended without a move (a draw agreed): the reason is shown.
    Ended,
}

/// Which keys mean what now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Moving pieces.
    Play,
    /// Typing a move.
    Prompt,
    /// The help screen is open.
    Help,
    /// The game has ended: new game, rematch or quit.
    Over,
}

/// The game in the terminal: the rules' game, the players, and what the
/// screen shows around it.
#[derive(Debug)]
pub struct App {
    pub(super) messages: Messages,
    pub(super) theme: Theme,
    pub(super) players: Players,
    pub(super) game: Game,
    pub(super) cursor: Square,
    pub(super) selected: Option<Square>,
    pub(super) prompt: Option<String>,
    pub(super) draw_offer: Option<Side>,
    pub(super) notice: Notice,
    pub(super) help: bool,
    pub(super) size: (u16, u16),
    pub(super) quit: bool,
    pub(super) computer: ComputerPlay,
}

impl App {
    /// A new game for the players and options of `config`, on a screen of
    /// `size` (columns, rows).
    pub fn new(config: &GameConfig, size: (u16, u16)) -> App {
        App::with_game(config, size, Game::new(Position::start()))
    }

    /// The players of `config` continuing `game` (a game from a record, a
    /// composed position); a new game after it starts from the start.
    pub fn with_game(config: &GameConfig, size: (u16, u16), game: Game) -> App {
        App {
            messages: Messages::new(config.lang),
            theme: Theme::new(config.ascii, config.color),
            players: Players::new(config.vikings.clone(), config.varangians.clone())
                .with_kinds(config.vikings_player, config.varangians_player),
            game,
            cursor: Position::<9>::throne(),
            selected: None,
            prompt: None,
            draw_offer: None,
            notice: if config.tossed { Notice::Toss } else { Notice::Welcome },
            help: false,
            size,
            quit: false,
            computer: ComputerPlay::new(config.think_time),
        }
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The messages of the players' language.
    pub fn messages(&self) -> &Messages {
        &self.messages
    }

    /// How pieces and marks are drawn.
    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    /// The players and the match score.
    pub fn players(&self) -> &Players {
        &self.players
    }

    /// The square under the cursor.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The square of the piece picked up, if one is.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The text typed so far, while the move prompt is open.
    pub fn prompt(&self) -> Option<&str> {
        self.prompt.as_deref()
    }

    /// The side that offers a draw, while the offer stands.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// What the status line says.
    pub fn notice(&self) -> &Notice {
        &self.notice
    }

    /// The terminal size the screen is laid out for.
    pub fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Whether the player asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Which keys mean what now.
    pub fn mode(&self) -> Mode {
        if self.help {
            Mode::Help
        } else if self.prompt.is_some() {
            Mode::Prompt
        } else if self.game.outcome().is_some() {
            Mode::Over
        } else {
            Mode::Play
        }
    }

    /// Where the picked-up piece may go (R5–R7).
    pub fn targets(&self) -> Vec<Square> {
        self.selected.map(|from| self.position().targets(from)).unwrap_or_default()
    }

    /// The pieces the move of the picked-up piece to the cursor would
    /// capture (R8–R11), before it is made.
    pub fn capture_preview(&self) -> Vec<Square> {
        let Some(from) = self.selected else { return Vec::new() };
        let mut position = *self.position();
        position.play(crate::rules::Move { from, to: self.cursor }).map(|p| p.captures).unwrap_or_default()
    }

    /// The last move played, with the squares it captured.
    pub fn last_move(&self) -> Option<&crate::rules::MoveRecord> {
        self.game.moves().last()
    }

    /// How many pieces `side` has captured this game.
    pub fn captured_by(&self, side: Side) -> u32 {
        let (start, now) = (self.game.start(), self.position());
        let lost = |piece| start.count(piece) - now.count(piece);
        match side {
            Side::Vikings => lost(Piece::Guard) + lost(Piece::Prince),
            Side::Varangians => lost(Piece::Viking),
        }
    }
}
