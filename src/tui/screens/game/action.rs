//! What can happen to the game: a player's key or click, or the result of
//! something the game loop did for it (a file written, a search's report,
//! a timer). Input becomes these, and only [`super::update()`] acts on them.

pub use crate::tui::drawing::wrap::Scroll;
use std::time::Duration;

use crate::tui::files::storage::Stored;
use crate::tui::network::remote::PeerEvent;
use obereg_rules::Square;

/// A direction of the cursor on the board (rank 9 is up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards rank 9.
    Up,
    /// Towards rank 1.
    Down,
    /// Towards file a.
    Left,
    /// Towards file i.
    Right,
}

/// One thing a player asks the game to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor one square.
    MoveCursor(Direction),
    /// Pick up the piece under the cursor, or put the picked one down there.
    Choose,
    /// The mouse clicked a square: the cursor goes there, then [`Action::Choose`].
    Click(Square),
    /// Drop the picked piece, close the move prompt, or decline a draw offer.
    Cancel,
    /// Open the prompt to type a move.
    OpenPrompt,
    /// A character typed into the prompt.
    PromptInput(char),
    /// Delete the last character of the prompt.
    PromptBackspace,
    /// Play the move typed into the prompt.
    PromptSubmit,
    /// Text pasted into the terminal (bracketed paste): never keys.
    Paste(String),
    /// The player to move offers a draw.
    OfferDraw,
    /// The other player accepts the draw offered.
    AcceptDraw,
    /// After the end: a new game, same players on the same sides (in the
    /// puzzles, the next puzzle at any time).
    NewGame,
    /// After the end: a new game with the sides swapped.
    Rematch,
    /// Take back the last move (it stays for redo); against the computer,
    /// the moves back to the person's last turn, stopping its search.
    Undo,
    /// Play again the move taken back last.
    Redo,
    /// Review: show the position one move earlier.
    Back,
    /// Review: show the position one move later.
    Forward,
    /// Review: show the start of the game.
    ToStart,
    /// Review ends: show the game as it stands.
    ToEnd,
    /// Write the game to a file of its own.
    Save,
    /// At start: resume the unfinished game offered.
    Resume,
    /// At start: a new game; the unfinished one is kept as a saved file.
    Decline,
    /// The data directory did what an [`crate::tui::files::storage::Effect`] asked, or failed.
    Stored(Stored),
    /// Show or hide the keys and the rules.
    ToggleHelp,
    /// Scroll the help, when it is longer than the screen.
    ScrollHelp(Scroll),
    /// The terminal has a new size (columns, rows).
    Resize(u16, u16),
    /// Leave the program.
    Quit,
    /// Ask the engine for a move for the person to move.
    Hint,
    /// The game loop is ready: the computer starts thinking if it is to
    /// move. The loop sends it once, first.
    Begin,
    /// A search (its number) reports progress or its move, or one of its
    /// timers fired.
    Search(u64, Report),
    /// The time now, since the game loop began: the loop says it before
    /// every action of a game with clocks.
    Now(Duration),
    /// The clocks' timer: redraw them and look at the flags.
    ClockTick,
    /// Host: the time has come to look whether the guest, gone with the
    /// connection, is back (a timer set when it went).
    StillAway,
    /// `R`: resign (pressed twice, to be sure).
    Resign,
    /// `c`: open the line to chat with the other player.
    OpenChat,
    /// The network reported something.
    Peer(PeerEvent),
    /// A puzzle's pause is over: the other side answers the solver's move.
    PuzzleReply,
    /// The die was rolled for the side to move (V2).
    Rolled(obereg_rules::Roll),
    /// The die's animation shows its next frame.
    DieFrame,
    /// `L` after the end or before the first move: the lessons instead of
    /// a new game.
    Learn,
    /// The timer of a lesson's answer played slowly (its number): the next step.
    Demo(u64),
}

/// What the game loop reports about a search it runs for the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// The engine's own report: a completed depth, or its answer.
    Thought(obereg_engine::Event),
    /// The spinner's timer: the spinner turns once.
    Tick,
    /// The watch pause is over: with both sides the computer's, a move
    /// found sooner is played now.
    Paused,
}
