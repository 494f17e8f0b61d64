//! What the status line says, as a typed value: [`super::update()`] sets
//! it, the status line puts it into words in the players' language.

use obereg_rules::{
    DieRefusal, IllegalMove, NotationError, Piece, PositionError, Roll, Side, Square, TimeControl,
};

use std::path::PathBuf;

use crate::puzzle::refutation::Quiet;
use crate::tui::files::storage::Stored;
use crate::tui::learning::lesson_miss::Miss;
use crate::tui::learning::lessons::Goal;
use crate::tui::network::asking::Request;
use crate::tui::network::remote::Trouble;

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
    /// The engine suggests a move for the side to move.
    Hint(obereg_rules::Move),
    /// A hint was asked for while the computer is to move or the game is over.
    NoHint,
    /// The game ended without a move (a draw agreed): the reason is shown.
    Ended,
    /// Moves were taken back (they stay for redo), written as their
    /// records: one, or with a computer side as many as bring a person's
    /// turn back.
    Undone(String),
    /// The draw the players agreed on was taken back; play goes on.
    AgreementWithdrawn,
    /// A move taken back was played again.
    Redone(String),
    /// Nothing to take back: the game is at its start, or (against the
    /// computer) no person has moved yet.
    NothingToUndo,
    /// Nothing to play again.
    NothingToRedo,
    /// Undo after a flag fell: the end on time is final, the clocks can't
    /// be wound back.
    TimeIsFinal,
    /// Text was pasted while no move prompt was open: it is ignored.
    PasteIgnored,
    /// A game was resumed or loaded; `finished` ones open in review.
    Continued {
        /// Whether the game had ended.
        finished: bool,
        /// Whether players named on the command line were left out: a
        /// finished game keeps its own.
        flags_ignored: bool,
    },
    /// A game was loaded whose record names clocks obereg does not keep
    /// (OpenTafl's overtime periods): the tag's value, and the clock of
    /// `--clock` played instead, if given.
    ClockNotKept {
        /// The value of `[time-control:…]`.
        control: String,
        /// The command line's clock, which the game is played with.
        instead: Option<TimeControl>,
    },
    /// What the data directory did, or why it could not.
    Stored(Stored),
    /// `R` once: press it again to resign.
    ResignConfirm,
    /// `q` once after autosave failed: press it again to quit without the
    /// game, or `w` to write it to the current directory.
    QuitUnsaved,
    /// Something of the game over the network.
    Net(NetNotice),
    /// The die was rolled for `side` (V2).
    Rolled {
        /// The side to move.
        side: Side,
        /// The roll.
        roll: Roll,
    },
    /// Nothing of `side` can move for the roll: the turn passed (D3).
    Passed {
        /// The side whose turn passed.
        side: Side,
        /// The roll.
        roll: Roll,
    },
    /// The die refused a move (D2); `mover` is the side to move.
    DieRefused {
        /// What the die forbids.
        refusal: DieRefusal,
        /// The side to move.
        mover: Side,
    },
    /// Something of the puzzle on the board.
    Puzzle(PuzzleNotice),
    /// Something of the trainer's lessons.
    Lesson(LessonNotice),
    /// Something of the free board.
    FreeBoard(BoardNotice),
}

/// What the status line says about the puzzle on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleNotice {
    /// A new puzzle: its task.
    Task,
    /// A right move; the other side answers next.
    Right,
    /// The other side answered with this record: the solver's move again.
    Answered(String),
    /// The puzzle is solved.
    Solved,
    /// The puzzle done after a hint: rated as failed, and so not solved.
    SolvedHinted,
    /// A wrong move: the engine looks for the answer that punishes it.
    Wrong,
    /// The engine's answer to the wrong move, as its record, and why the
    /// wrong move fails when the answer shows it plainly.
    Refuted(String, Option<Failure>),
    /// The same puzzle again, unrated.
    Again,
    /// A puzzle tried in an earlier run or before in this one: this try
    /// is not rated.
    TriedBefore,
    /// The solution is being played on the board: its moves.
    Showing(String),
    /// The solution was played to its end.
    Shown,
}

/// Why a wrong puzzle move fails, read from the engine's answer to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The answer brings the prince to this exit (R12).
    Escapes(Square),
    /// The answer takes the prince on this square (R13).
    Taken(Square),
    /// The answer leaves the solver without a move (R14).
    NoMove,
    /// The answer takes the solver's pieces on these squares.
    Takes(Vec<Square>),
    /// The answer takes nothing and ends nothing, but does this.
    Quiet(Quiet),
}

/// What the status line says on the free board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardNotice {
    /// The free board opened: its keys.
    Welcome,
    /// The set-up cannot be played, for this reason.
    NotPlayable(Vec<PositionError>),
    /// The position record was copied (and is shown).
    Copied(String),
}

/// What the status line says in a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonNotice {
    /// The lesson list is open.
    List,
    /// A lesson or its next task is on the board.
    Task,
    /// The move did the task: its record and the other side's reply.
    Right {
        /// The learner's move, `e1-e3xd3`.
        record: String,
        /// The reply played after it, if any.
        reply: Option<String>,
        /// Whether the hint played it, not the learner: it is shown, not praised.
        shown: bool,
    },
    /// A legal move that does not do the task: it is not played.
    Missed {
        /// The move with what it would capture, `e1-e2` or `g3-e3xe4`.
        record: String,
        /// What the task wanted.
        goal: Goal,
        /// What the move would have captured.
        captured: Vec<Square>,
        /// The rule that keeps it from doing the task, where one does.
        why: Option<Miss>,
    },
    /// The first hint of the task: the piece to move, on this square.
    HintPiece(Square),
    /// The second hint of the task: its words, the move.
    Hint,
    /// Esc in a lesson with a task done: a second Esc leaves it.
    LeaveAsk,
    /// The answer is being played on the board.
    Showing,
    /// The lesson is done, with these stars.
    Done(u8),
    /// The progress file could not be read: it was kept under this name,
    /// and the stars start over.
    ProgressDamaged(PathBuf),
    /// The stars were cleared (`learn --reset`).
    ProgressCleared,
}

/// What the status line says about the game over the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetNotice {
    /// A move or an offer while the other player is to move.
    TheirTurn,
    /// A move or an offer while the other player is not connected.
    NotConnected,
    /// Guest: a move before the host's roll of this turn came (V2).
    AwaitingRoll,
    /// Host: the guest joined, under this name.
    Joined(String),
    /// Guest: joined the host's game; the side played here, the clock and
    /// the die.
    Welcomed {
        /// The host's name.
        host: String,
        /// The side played at this terminal.
        side: Side,
        /// The time control, if the game has clocks.
        clock: Option<TimeControl>,
        /// How the die is read, in a die game (the host rolls).
        die: Option<obereg_rules::Reading>,
    },
    /// A spectator of a server's game: the game is shown.
    Watching,
    /// The connection was lost.
    ConnectionLost,
    /// The connection failed for good, or the other side sent what is not
    /// the game's.
    Failed(Trouble),
    /// The other side sent a move the rules or the game's state do not
    /// allow: it was left out, the connection stays open.
    MoveRefused,
    /// The other side sent a roll the game did not ask for: it was left
    /// out, the connection stays open.
    RollRefused,
    /// This player asked the other for a draw or a takeback.
    Asked(Request),
    /// The other player asks to take back their last move.
    TakebackAsked,
    /// The other player declined the takeback.
    TakebackDeclined,
    /// The takeback both agreed to was made: these moves went (there is no
    /// redo over the network).
    TakenBack(String),
    /// A chat line (shown in the panel) came or went.
    Chat,
    /// Host: the guest has been gone this long: `y` claims the game, Esc
    /// waits longer.
    Away(std::time::Duration),
    /// The host claimed the game of a guest gone too long.
    Claimed,
}
