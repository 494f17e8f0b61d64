//! What a takeback undoes: the asker's last move and what came after it.
//! Turns alternate strictly between the sides
//! (a pass of the die game is a turn too), so the side that made each
//! turn follows from the side to move now.

use obereg_rules::Side;

/// How many of the turns of a line a takeback `asker` asked for undoes:
/// the asker's own last move, with everything after it (the reply made to
/// it and the passes), online and between two terminals alike. `passes`
/// tells each turn's kind in order (true for a pass), `to_move` the side
/// to move after the last; 0 when the asker has no move to take back.
pub fn turns_to_take_back(passes: &[bool], to_move: Side, asker: Side) -> usize {
    let mut mover = to_move;
    for (back, pass) in passes.iter().rev().enumerate() {
        mover = mover.opponent();
        if !pass && mover == asker {
            return back + 1;
        }
    }
    0
}
