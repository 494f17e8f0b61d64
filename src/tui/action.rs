//! What a player can ask for: input events become these, and only
//! [`super::App::update`] acts on them.

use crate::rules::Square;

use super::computer::Report;

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
    /// The player to move offers a draw.
    OfferDraw,
    /// The other player accepts the draw offered.
    AcceptDraw,
    /// After the end: a new game, same players on the same sides.
    NewGame,
    /// After the end: a new game with the sides swapped.
    Rematch,
    /// Show or hide the keys and the rules.
    ToggleHelp,
    /// The terminal has a new size (columns, rows).
    Resize(u16, u16),
    /// Leave the program.
    Quit,
    /// Take back moves until a person is to move (stops the computer's search).
    Undo,
    /// Ask the engine for a move for the person to move.
    Hint,
    /// A search on the worker thread (its number) reports progress, its
    /// move, or a tick of the spinner.
    Search(u64, Report),
}
