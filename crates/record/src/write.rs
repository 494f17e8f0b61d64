//! Writing the moves of a game tree as OpenTafl does: the main line (the
//! first move played at each position) as numbered turns `1. d9-d6 e6-b6xb5`,
//! and after each turn the variations beside its moves, a turn to a line,
//! each line named by the address of its first position (`2a.1.1a. d9-d8
//! g5-g7`; a variation that starts with the Varangians' move fills the
//! Vikings' place with `.....`).

use std::fmt::Write as _;

use crate::address::{Step, address_of};
use crate::tree::{GameTree, NodeId};
use crate::turns::PASS;
use obereg_rules::Roll;

/// Writes every move of `game`, a turn to a line (a pass as `pass`), and
/// returns their rolls in the order written (none without the die).
pub(super) fn write_moves<const N: usize>(text: &mut String, game: &GameTree<N>) -> Vec<Roll> {
    let mut rolls = Vec::new();
    if let Some(&first) = game.variations_at(NodeId::START).first() {
        write_line(&mut Written { text, rolls: &mut rolls }, game, first, None);
    }
    rolls
}

/// The text being written and the rolls of the moves written so far.
struct Written<'a> {
    text: &'a mut String,
    rolls: &'a mut Vec<Roll>,
}

/// Writes the line of first moves from `first`: the main line when
/// `prefix` is `None`, else the variation whose lines are named
/// `<prefix><turn>a.`.
fn write_line<const N: usize>(
    text: &mut Written<'_>,
    game: &GameTree<N>,
    first: NodeId,
    prefix: Option<&str>,
) {
    let from = game.depth(first);
    let mut turn = Vec::new();
    let mut node = Some(first);
    while let Some(here) = node {
        turn.push(here);
        node = game.variations_at(here).first().copied();
        if game.depth(here).is_multiple_of(2) || node.is_none() {
            write_turn(text, game, &turn, from, prefix);
            for &played in &turn {
                // A variation's own first move is written by the line it branches from.
                if prefix.is_none() || played != first {
                    write_variations_beside(text, game, played, prefix.is_none());
                }
            }
            turn.clear();
        }
    }
}

/// Writes one turn of a line: its label, then its one or two moves.
fn write_turn<const N: usize>(
    out: &mut Written<'_>,
    game: &GameTree<N>,
    turn: &[NodeId],
    from: usize,
    prefix: Option<&str>,
) {
    let Some(&opening) = turn.first() else { return };
    let step = Step::at(game.depth(opening), from);
    let text = &mut *out.text;
    match prefix {
        None => {
            let _ = write!(text, "{}.", step.turn);
        }
        Some(prefix) => {
            let _ = write!(text, "{prefix}{}a.", step.turn);
            if step.second {
                text.push_str(" .....");
            }
        }
    }
    for &node in turn {
        match game.record(node) {
            Some(record) => {
                let _ = write!(text, " {record}");
            }
            None => {
                let _ = write!(text, " {PASS}");
            }
        }
        out.rolls.extend(game.roll(node));
    }
    text.push('\n');
}

/// Writes the other moves played where `played` was, each as a variation.
/// On the main line a variation is named after the move it stands beside;
/// inside a variation, after the position it branches from.
fn write_variations_beside<const N: usize>(
    text: &mut Written<'_>,
    game: &GameTree<N>,
    played: NodeId,
    main_line: bool,
) {
    let Some(branch_at) = game.parent(played) else { return };
    let named = if main_line { played } else { branch_at };
    let Some(name) = address_of(game, named) else { return };
    for (number, &start) in game.variations_at(branch_at).iter().enumerate().skip(1) {
        write_line(text, game, start, Some(&format!("{name}.{number}.")));
    }
}
