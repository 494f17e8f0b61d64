//! Tactical facts about a position that the evaluation, the move ordering
//! and the quiescence search share: the prince's roads to the exits (R6,
//! R12) and the squares where a move captures (R8–R11).

use obereg_rules::{Bitboard, Geometry, MAX_SIDE, Piece, Position, Side};

/// Room for the squares of the largest board.
pub(crate) const SQUARES: usize = MAX_SIDE * MAX_SIDE;

/// The engine's tables for the `N`×`N` board, built at compile time: the
/// rules' geometry and the engine's own squares and masks.
pub(crate) struct Tables<const N: usize>;

impl<const N: usize> Tables<N> {
    /// The three squares along each edge from each exit, and whether the
    /// bit index grows away from the exit: a prince there reaches the exit
    /// in one move when nothing stands between (R6).
    const APPROACHES: [(u128, bool); 8] = {
        let last = N as i8 - 1;
        [
            approach(N, (0, 0), (1, 0)),        // b1 c1 d1 from a1
            approach(N, (0, 0), (0, 1)),        // a2 a3 a4 from a1
            approach(N, (last, 0), (-1, 0)),    // f1 g1 h1 from i1 (on 9×9)
            approach(N, (last, 0), (0, 1)),     // i2 i3 i4 from i1
            approach(N, (0, last), (1, 0)),     // b9 c9 d9 from a9
            approach(N, (0, last), (0, -1)),    // a6 a7 a8 from a9
            approach(N, (last, last), (-1, 0)), // f9 g9 h9 from i9
            approach(N, (last, last), (0, -1)), // i6 i7 i8 from i9
        ]
    };

    /// `LINES[s]`: the squares on the rank and file of `s`, but `s` itself.
    pub(crate) const LINES: [u128; SQUARES] = {
        let mut lines = [0; SQUARES];
        let mut s = 0;
        while s < N * N {
            let rays = &Geometry::<N>::RAYS;
            lines[s] = rays[0][s] | rays[1][s] | rays[2][s] | rays[3][s];
            s += 1;
        }
        lines
    };

    /// The squares of the board.
    const BOARD: u128 = (1 << (N * N)) - 1;
    /// The squares of file `a` (the west edge).
    const WEST_EDGE: u128 = {
        let (mut file, mut rank) = (0, 0);
        while rank < N {
            file |= 1 << (rank * N);
            rank += 1;
        }
        file
    };
    /// Every square but those of the east edge.
    const NOT_EAST_EDGE: u128 = Self::BOARD & !(Self::WEST_EDGE << (N - 1));
    /// Every square but those of the west edge.
    const NOT_WEST_EDGE: u128 = Self::BOARD & !Self::WEST_EDGE;

    /// The squares diagonal to an exit (b2, h2, b8, h8 on 9×9).
    pub(crate) const DIAGONALS: u128 = {
        let far = N as i8 - 2;
        squares(N, &[(1, 1), (far, 1), (1, far), (far, far)])
    };
    /// The squares two from an exit along an edge (c1, a3, g1, i3, a7, c9,
    /// i7, g9 on 9×9).
    pub(crate) const EDGES: u128 = {
        let (last, far) = (N as i8 - 1, N as i8 - 3);
        squares(N, &[(2, 0), (0, 2), (far, 0), (last, 2), (0, far), (2, last), (last, far), (far, last)])
    };

    /// Each square beside an exit on an edge, with the square beyond it
    /// along that edge (b1 and c1, a2 and a3, … on 9×9): a piece there is
    /// captured by an enemy arriving beyond it, the exit being hostile (R8, R9).
    pub(crate) const BESIDE_EXITS: [(u8, u8); 8] = {
        let last = N as u8 - 1;
        [
            (at(N, 1, 0), at(N, 2, 0)),
            (at(N, 0, 1), at(N, 0, 2)),
            (at(N, last - 1, 0), at(N, last - 2, 0)),
            (at(N, last, 1), at(N, last, 2)),
            (at(N, 0, last - 1), at(N, 0, last - 2)),
            (at(N, 1, last), at(N, 2, last)),
            (at(N, last, last - 1), at(N, last, last - 2)),
            (at(N, last - 1, last), at(N, last - 2, last)),
        ]
    };
    /// The squares of [`Tables::BESIDE_EXITS`] next to the exits.
    const BESIDE_EXIT_SQUARES: u128 = {
        let (mut set, mut i) = (0, 0);
        while i < 8 {
            set |= 1 << Self::BESIDE_EXITS[i].0;
            i += 1;
        }
        set
    };

    /// Each square of `set` moved one step in direction `d` (north, east,
    /// south, west), dropping those that would leave the board.
    #[inline(always)]
    const fn shift(set: u128, direction: usize) -> u128 {
        match direction {
            0 => (set << N) & Self::BOARD,
            1 => (set & Self::NOT_EAST_EDGE) << 1,
            2 => set >> N,
            _ => (set & Self::NOT_WEST_EDGE) >> 1,
        }
    }
}

/// The set of the squares `(file, rank)` of an `n`×`n` board.
const fn squares(n: usize, list: &[(i8, i8)]) -> u128 {
    let (mut set, mut i) = (0, 0);
    while i < list.len() {
        set |= 1 << (list[i].1 as usize * n + list[i].0 as usize);
        i += 1;
    }
    set
}

/// The bit index of `(file, rank)` on an `n`×`n` board.
const fn at(n: usize, file: u8, rank: u8) -> u8 {
    rank * n as u8 + file
}

/// The three squares from `exit` along `step`, and whether the bit index
/// grows away from the exit.
const fn approach(n: usize, exit: (i8, i8), step: (i8, i8)) -> (u128, bool) {
    let (x, y) = (exit.0 + step.0, exit.1 + step.1);
    let line = [(x, y), (x + step.0, y + step.1), (x + 2 * step.0, y + 2 * step.1)];
    (squares(n, &line), step.0 + step.1 > 0)
}

/// The prince's roads: where he stands, where he can go in one move, and
/// which of those squares are exits or open a road to an exit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Roads {
    /// The prince's square.
    pub prince: u8,
    /// Every square the prince can reach in one move (R5, R6).
    pub reach: Bitboard,
    /// The exits among them: an escape next move (R12).
    pub exits: Bitboard,
    /// The squares from which some exit is one prince move away.
    pub approaches: Bitboard,
}

impl Roads {
    /// The prince's roads, or `None` when he is gone or out.
    #[inline]
    pub(crate) fn of<const N: usize>(position: &Position<N>) -> Option<Roads> {
        let prince = position.bitboard(Piece::Prince).first()?;
        let occupied = position.occupied().0;
        let reach = position.targets_from(prince);
        let mut approaches = 0;
        for (squares, growing) in Tables::<N>::APPROACHES {
            let blockers = occupied & squares;
            approaches |= match (blockers, growing) {
                (0, _) => squares,
                (_, true) => squares & ((blockers & blockers.wrapping_neg()) - 1),
                (_, false) => squares & !((2 << (127 - blockers.leading_zeros())) - 1),
            };
        }
        let exits = reach & Bitboard(Geometry::<N>::EXITS);
        Some(Roads { prince, reach, exits, approaches: Bitboard(approaches) })
    }

    /// The squares a Viking must reach to stop an escape next move: those
    /// between the prince and each exit he reaches, and those next to him
    /// (a capture of the prince stops everything).
    #[inline]
    pub(crate) fn stoppers<const N: usize>(&self, position: &Position<N>) -> Bitboard {
        let occupied = position.occupied().0;
        let mut between = 0;
        for exit in self.exits {
            between |= Position::<N>::slide(exit, occupied) & self.reach.0;
        }
        Bitboard(between | Geometry::<N>::NEIGHBOURS[self.prince as usize])
    }
}

/// The empty squares where a piece of the side to move, arriving, would
/// capture at least one enemy (R8–R11). A move's own departure is not
/// taken into account, so this is a hint for ordering, never a verdict.
#[inline]
pub(crate) fn capture_squares<const N: usize>(position: &Position<N>) -> Bitboard {
    let mover = position.to_move();
    let occupied = position.occupied().0;
    let mut hostile = position.side_bitboard(mover).0 | Geometry::<N>::EXITS;
    if occupied & 1 << Geometry::<N>::THRONE == 0 {
        hostile |= 1 << Geometry::<N>::THRONE;
    }
    let victims = match mover {
        Side::Vikings => position.bitboard(Piece::Guard).0,
        Side::Varangians => position.bitboard(Piece::Viking).0,
    };
    // A victim with a hostile square on one side is taken by a piece that
    // arrives on the other side.
    let mut squares = 0;
    for direction in 0..4 {
        squares |= Tables::<N>::shift(victims & Tables::<N>::shift(hostile, direction), direction);
    }
    if mover == Side::Vikings {
        squares |= prince_capture_squares(position);
    }
    Bitboard(squares & !occupied)
}

/// How many pieces of the side to move stand beside an exit with the
/// square beyond them open to an enemy's next move: the enemy arriving
/// there captures against the exit (R8, R9). The move can save one of
/// them; the others fall. Guards and Vikings reach that square as rooks
/// (R5), the prince within his three squares (`roads`, R6).
#[inline]
pub(crate) fn exposed_beside_exits<const N: usize>(position: &Position<N>, roads: &Roads) -> u32 {
    let (mine, attackers) = match position.to_move() {
        Side::Vikings => (Piece::Viking, Piece::Guard),
        Side::Varangians => (Piece::Guard, Piece::Viking),
    };
    let mine = position.bitboard(mine).0;
    if mine & Tables::<N>::BESIDE_EXIT_SQUARES == 0 {
        return 0;
    }
    let attackers = position.bitboard(attackers).0;
    let occupied = position.occupied().0;
    let prince_attacks = position.to_move() == Side::Vikings;
    let mut exposed = 0;
    for (beside, beyond) in Tables::<N>::BESIDE_EXITS {
        if mine & 1 << beside == 0 || occupied & 1 << beyond != 0 {
            continue;
        }
        // Through the attackers the rays reach the nearest one, if any.
        let rook = Position::<N>::slide(beyond, occupied & !attackers) & attackers != 0;
        exposed += u32::from(rook || prince_attacks && roads.reach.has(beyond));
    }
    exposed
}

/// Where a Viking arriving would capture the prince (R11a–c).
#[inline]
fn prince_capture_squares<const N: usize>(position: &Position<N>) -> u128 {
    let Some(prince) = position.bitboard(Piece::Prince).first() else { return 0 };
    let around = Geometry::<N>::NEIGHBOURS[prince as usize];
    let vikings = position.bitboard(Piece::Viking).0;
    if prince == Geometry::<N>::THRONE || Geometry::<N>::BESIDE_THRONE & 1 << prince != 0 {
        // R11a, R11b: one square short of being closed, the throne aside.
        let open = around & !vikings & !(1 << Geometry::<N>::THRONE);
        return if open.count_ones() == 1 { open } else { 0 };
    }
    let mut squares = 0;
    for direction in 0..4 {
        let near = Geometry::<N>::STEP[direction][prince as usize];
        let far = Geometry::<N>::STEP[direction ^ 2][prince as usize];
        if near != u8::MAX && far != u8::MAX && (vikings | Geometry::<N>::EXITS) & 1 << far != 0 {
            squares |= 1 << near;
        }
    }
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use obereg_rules::Rng;

    /// Positions of random games from the start of the `N`×`N` board.
    fn random_positions<const N: usize>() -> Vec<Position<N>> {
        let mut rng = Rng::new(7);
        let mut positions = Vec::new();
        for _ in 0..40 {
            let mut position = Position::<N>::initial();
            while position.outcome().is_none() && positions.len() % 120 != 119 {
                positions.push(position);
                let moves = position.legal_moves();
                position.play(moves[rng.below(moves.len())]).unwrap();
            }
            positions.push(position);
        }
        positions.retain(|p| !p.prince_gone_or_out());
        positions
    }

    /// The prince's approaches against the slow way: slides from each exit.
    fn check_approaches<const N: usize>() {
        for position in random_positions::<N>() {
            let roads = Roads::of(&position).unwrap();
            let occupied = position.occupied().0;
            let slow = Bitboard(Geometry::<N>::EXITS)
                .map(|exit| Position::<N>::slide(exit, occupied) & Geometry::<N>::PRINCE_REACH[exit as usize])
                .fold(0, |all, squares| all | squares);
            assert_eq!(roads.approaches.0, slow, "{position}");
        }
    }

    /// Every capturing move arrives on a square of `capture_squares`.
    fn check_capture_squares<const N: usize>() {
        for position in random_positions::<N>() {
            let squares = capture_squares(&position);
            position.for_each_piece_targets(|from, targets| {
                for to in targets {
                    let mut child = position;
                    let captured = child.play_indices(from, to);
                    // R8: a capture needs the arrival square next to the victim, so
                    // a capturing move must arrive on one of the listed squares.
                    assert!(captured.is_empty() || squares.has(to), "{position} {from}->{to}");
                }
            });
        }
    }

    /// The pieces beside an exit that `exposed_beside_exits` counts against
    /// the slow way: those some move of the other side, moving now, takes.
    /// Returns how many positions had any, so the test sees that some do.
    fn check_exposed<const N: usize>() -> usize {
        let mut seen = 0;
        for position in random_positions::<N>() {
            let roads = Roads::of(&position).unwrap();
            // The prince aside: his capture ends the game, which the search sees.
            let pieces = position.side_bitboard(position.to_move()).0 & !position.bitboard(Piece::Prince).0;
            let beside = Bitboard(Tables::<N>::BESIDE_EXIT_SQUARES & pieces);
            let mut captured = Bitboard::EMPTY;
            let enemy = position.passed();
            enemy.for_each_piece_targets(|from, targets| {
                for to in targets {
                    let mut child = enemy;
                    child.play_indices(from, to);
                    captured = Bitboard(captured.0 | (beside.0 & !child.occupied().0));
                }
            });
            assert_eq!(exposed_beside_exits(&position, &roads), captured.count(), "{position}");
            seen += usize::from(!captured.is_empty());
        }
        seen
    }

    #[test]
    fn exposed_beside_exits_are_the_pieces_the_other_side_could_take_against_an_exit() {
        assert!(check_exposed::<9>() > 0);
        assert!(check_exposed::<11>() > 0); // V1
    }

    #[test]
    fn approaches_are_the_squares_one_prince_move_from_an_exit() {
        check_approaches::<9>();
        check_approaches::<11>(); // V1
    }

    #[test]
    fn capture_squares_are_where_a_move_captures() {
        check_capture_squares::<9>();
        check_capture_squares::<11>(); // V1
    }

    #[test]
    fn the_tables_are_the_squares_they_name() {
        assert_eq!(Tables::<9>::DIAGONALS, set(9, &["b2", "h2", "b8", "h8"]));
        assert_eq!(Tables::<9>::EDGES, set(9, &["c1", "a3", "g1", "i3", "a7", "c9", "i7", "g9"]));
        assert_eq!(Tables::<11>::DIAGONALS, set(11, &["b2", "j2", "b10", "j10"]));
        assert_eq!(Tables::<11>::EDGES, set(11, &["c1", "a3", "i1", "k3", "a9", "c11", "k9", "i11"]));
        assert_eq!(Tables::<9>::APPROACHES[2], (set(9, &["f1", "g1", "h1"]), false));
        assert_eq!(Tables::<9>::APPROACHES[3], (set(9, &["i2", "i3", "i4"]), true));
        assert_eq!(Tables::<11>::APPROACHES[7], (set(11, &["k8", "k9", "k10"]), false));
        assert_eq!(
            Tables::<9>::BESIDE_EXIT_SQUARES,
            set(9, &["b1", "a2", "h1", "i2", "a8", "b9", "h9", "i8"])
        );
        let beyond = |tables: &[(u8, u8)]| tables.iter().fold(0, |all, &(_, b)| all | 1u128 << b);
        assert_eq!(beyond(&Tables::<9>::BESIDE_EXITS), Tables::<9>::EDGES);
        assert_eq!(beyond(&Tables::<11>::BESIDE_EXITS), Tables::<11>::EDGES);
    }

    /// The set of the squares `names` on the `n`×`n` board.
    fn set(n: usize, names: &[&str]) -> u128 {
        let index = |name: &&str| name.parse::<obereg_rules::Square>().unwrap().index(n).unwrap();
        names.iter().fold(0, |all, name| all | 1 << index(name))
    }
}
