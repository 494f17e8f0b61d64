//! Who takes which side in a Swiss pairing: the side preferences of the
//! Dutch system (FIDE C.04.3, A.6 and C.5), the Vikings counted as white.
//!
//! A player's side difference is their games with the Vikings less their
//! games with the Varangians. They prefer the side they had less: strongly
//! when the difference is one, absolutely when it is two or more or they
//! had the same side in their last two games; with an even difference
//! they mildly prefer the side other than their last; before any game
//! they prefer none. Two players who prefer different sides both get their
//! wish; when they prefer the same, the stronger preference wins, and
//! between equal ones the higher-ranked player (simplified: FIDE looks
//! back for the last round in which they differed). With no preference at
//! all, the higher-ranked player takes the Vikings, except in the first
//! round, where it takes them on boards 1, 3, … and the Varangians
//! on its even boards. Two players with the same absolute preference are
//! not paired, unless the round cannot be paired otherwise.

use crate::{Player, Round, Side};

/// How much a player wants a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game yet.
    None,
    /// An even difference: the side other than the last.
    Mild,
    /// A difference of one.
    Strong,
    /// A difference of two or more, or the same side twice running.
    Absolute,
}

/// The side a player would like, and how much.
pub type Preference = (Option<Side>, Strength);

/// Each player's preference after `rounds`.
pub fn preferences(players: usize, rounds: &[Round]) -> Vec<Preference> {
    (0..players).map(|player| preference(player, rounds)).collect()
}

/// Whether two players both absolutely want the same side.
pub fn clash(a: Preference, b: Preference) -> bool {
    a.1 == Strength::Absolute && b.1 == Strength::Absolute && a.0 == b.0
}

/// The side a player would like, and how much.
fn preference(player: Player, rounds: &[Round]) -> Preference {
    let sides: Vec<Side> =
        rounds.iter().flat_map(|round| round.games.iter()).filter_map(|game| game.side_of(player)).collect();
    let vikings = sides.iter().filter(|&&side| side == Side::Vikings).count() as i64;
    let difference = 2 * vikings - sides.len() as i64;
    let Some(&last) = sides.last() else { return (None, Strength::None) };
    let twice = sides.len() >= 2 && sides[sides.len() - 2] == last;
    let wanted = match difference.signum() {
        1 => Side::Varangians,
        -1 => Side::Vikings,
        _ => last.other(),
    };
    let strength = if difference.abs() >= 2 || twice {
        Strength::Absolute
    } else if difference != 0 {
        Strength::Strong
    } else {
        Strength::Mild
    };
    (Some(wanted), strength)
}

/// The game of `higher` (the higher-ranked) and `lower`, of preferences
/// `high` and `low`, on board `board` (0 the first) of the first round or
/// of a later one: (Vikings, Varangians).
pub fn allot(
    (higher, high): (Player, Preference),
    (lower, low): (Player, Preference),
    first_round: bool,
    board: usize,
) -> (Player, Player) {
    let ((want_high, strength_high), (want_low, strength_low)) = (high, low);
    let higher_side = match (want_high, want_low) {
        (Some(high), Some(low)) if high == low => {
            if strength_low > strength_high {
                high.other()
            } else {
                high
            }
        }
        (Some(high), _) => high,
        (None, Some(low)) => low.other(),
        (None, None) if first_round && board % 2 == 1 => Side::Varangians,
        (None, None) => Side::Vikings,
    };
    match higher_side {
        Side::Vikings => (higher, lower),
        Side::Varangians => (lower, higher),
    }
}
