//! What a takeback undoes: the asker's own last move with the reply and
//! the passes after it.

use obereg_rules::Side;
use obereg_session::turns_to_take_back;

const MOVE: bool = false;
const PASS: bool = true;

#[test]
fn a_takeback_asked_on_ones_move_takes_the_reply_too() {
    // The Vikings moved, then the Varangians: the Vikings are to move.
    let line = [MOVE, MOVE];
    assert_eq!(turns_to_take_back(&line, Side::Vikings, Side::Vikings), 2);
    assert_eq!(turns_to_take_back(&line, Side::Vikings, Side::Varangians), 1);
    // After the Vikings' first move the Varangians have nothing to take back.
    assert_eq!(turns_to_take_back(&[MOVE], Side::Varangians, Side::Varangians), 0);
    assert_eq!(turns_to_take_back(&[MOVE], Side::Varangians, Side::Vikings), 1);
}

#[test]
fn the_askers_move_is_found_behind_passes_of_either_side() {
    // The Vikings move, the Varangians pass, the Vikings move, the
    // Varangians pass: the Vikings are to move.
    let line = [MOVE, PASS, MOVE, PASS];
    assert_eq!(turns_to_take_back(&line, Side::Vikings, Side::Vikings), 2);
    assert_eq!(turns_to_take_back(&line, Side::Vikings, Side::Varangians), 0);
}
