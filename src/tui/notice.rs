//! What the status line says, as a typed value: [`super::update()`] sets
//! it, the status line puts it into words in the players' language.

use obereg_rules::{DieRefusal, IllegalMove, NotationError, Piece, Roll, Side, Square, TimeControl};

use super::remote::{Request, Trouble};
use super::storage::Stored;

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
    /// What the data directory did, or why it could not.
    Stored(Stored),
    /// `R` once: press it again to resign.
    ResignConfirm,
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
}

/// What the status line says about the game over the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetNotice {
    /// A move or an offer while the other player is to move.
    TheirTurn,
    /// A move or an offer while the other player is not connected.
    NotConnected,
    /// Host: the guest joined, under this name.
    Joined(String),
    /// Guest: joined the host's game; the side played here and the clock.
    Welcomed {
        /// The host's name.
        host: String,
        /// The side played at this terminal.
        side: Side,
        /// The time control, if the game has clocks.
        clock: Option<TimeControl>,
    },
    /// The connection was lost.
    ConnectionLost,
    /// The connection failed for good, or the other side sent what is not
    /// the game's.
    Failed(Trouble),
    /// This player asked the other for a draw or a takeback.
    Asked(Request),
    /// The other player asks to take back the last move.
    TakebackAsked,
    /// The other player declined the takeback.
    TakebackDeclined,
    /// A chat line (shown in the panel) came or went.
    Chat,
}
