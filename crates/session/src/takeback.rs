//! What a takeback undoes. Turns alternate strictly between the sides
//! (a pass of the die game is a turn too), so the side that made each
//! turn follows from the side to move now.

use obereg_rules::Side;

/// How much a takeback undoes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The last move, whoever made it, with the passes after it (the link
    /// between two terminals: "take back the last move").
    LastMove,
    /// The asker's own last move, with everything after it: the reply
    /// made to it and the passes (the online server's).
    AskersMove(Side),
}

/// How many of the turns of a line to take back, `passes` telling each
/// turn's kind in order (true for a pass), `to_move` the side to move
/// after the last; 0 when there is nothing to take back.
pub fn turns_to_take_back(passes: &[bool], to_move: Side, scope: Scope) -> usize {
    let mut mover = to_move;
    for (back, pass) in passes.iter().rev().enumerate() {
        mover = mover.opponent();
        let found = match scope {
            Scope::LastMove => !pass,
            Scope::AskersMove(asker) => !pass && mover == asker,
        };
        if found {
            return back + 1;
        }
    }
    0
}
