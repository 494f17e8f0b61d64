//! The price of a draw by repetition (R15) to the side searching: what
//! the search scores a repetition at, from the settings' contempt and the
//! judgement of the root.

use crate::eval::material_lead;
use obereg_rules::Position;

/// How much worse than its position a draw is to the side searching: it
/// repeats only when every other move scores worse by more than this.
const DRAW_MARGIN: i32 = 50;
/// The part of the searching side's material lead that a draw costs it
/// on top of [`DRAW_MARGIN`] (one in two): the further ahead, the more a
/// draw throws away.
const CONTEMPT_PER_LEAD: i32 = 2;
/// The most a draw can cost the side searching.
const MOST_CONTEMPT: i32 = 600;
/// What a draw by repetition costs the side to move in `root`, which the
/// quiescence search `judges` worth that much to it: [`DRAW_MARGIN`] less
/// than that judgement, so a side not clearly worse plays on rather than
/// repeat, but never more than `most` (the settings' contempt: below it a
/// side takes the draw) nor less than [`DRAW_MARGIN`]; and when it is
/// ahead in pieces, at least a share of its lead (a side behind is glad of
/// the draw, but not so glad it stops playing). A draw that costs less
/// than a piece keeps a side from giving one away to avoid a repetition,
/// which would only meet the same choice again, one piece poorer.
pub(crate) fn contempt<const N: usize>(root: &Position<N>, judges: i32, most: i32) -> i32 {
    let margin = DRAW_MARGIN.min(most);
    let lead = (margin + material_lead(root).max(0) / CONTEMPT_PER_LEAD).min(MOST_CONTEMPT.max(most));
    lead.max(margin.saturating_sub(judges).clamp(margin, most.max(margin)))
}

/// Whether [`contempt`] depends on its judgement at all: not when `most`
/// is no more than [`DRAW_MARGIN`], where the price is `most` whatever the
/// position is judged worth.
pub(crate) fn draw_weighs_judgement(most: i32) -> bool {
    most > DRAW_MARGIN
}

/// A draw by repetition scored for the side to move `ply` plies from the
/// root: the root's side pays `contempt`; on odd plies, the opponent's,
/// the draw is worth it to him.
#[inline]
pub(crate) fn repetition_score(contempt: i32, ply: usize) -> i32 {
    if ply.is_multiple_of(2) { -contempt } else { contempt }
}

#[cfg(test)]
mod tests {
    use obereg_rules::{Position, Side};

    use super::{DRAW_MARGIN, contempt, draw_weighs_judgement};

    #[test]
    fn a_price_no_higher_than_the_margin_is_the_same_whatever_the_judgement() {
        let start = Position::<9>::start();
        for most in [0, DRAW_MARGIN / 2, DRAW_MARGIN] {
            assert!(!draw_weighs_judgement(most));
            let prices: Vec<i32> =
                [-900, -100, 0, 100, 900].map(|judges| contempt(&start, judges, most)).to_vec();
            assert!(prices.iter().all(|price| *price == prices[0]), "{most}: {prices:?}");
        }
        assert!(draw_weighs_judgement(DRAW_MARGIN + 1));
        assert_ne!(contempt(&start, -900, 300), contempt(&start, 900, 300), "above it, the judgement counts");
    }

    /// `,contempt=50` is what a draw cost before the judgement (the
    /// "before" of the strength measurements, docs/dev/strength.md): 50,
    /// and half the lead of a side ahead in pieces, at most 600; `0` is not.
    #[test]
    fn a_contempt_of_fifty_is_the_price_of_a_draw_before_the_judgement() {
        use obereg_rules::Piece::{Guard, Prince, Viking};
        let old = |lead: i32| (50 + lead.max(0) / 2).min(600);
        let pieces = [("a2", Guard), ("c4", Guard), ("d4", Guard), ("e5", Prince), ("h8", Viking)];
        let pieces = pieces.map(|(square, piece)| (square.parse().unwrap(), piece));
        let ahead = Position::<9>::from_pieces(pieces, Side::Varangians).unwrap();
        let behind = Position::<9>::from_pieces(pieces, Side::Vikings).unwrap();
        // Three guards against one Viking: 15 Vikings taken (1500) against 5 guards (750).
        for (position, lead) in [(Position::<9>::start(), 0), (ahead, 750), (behind, -750)] {
            for judges in [-900, -100, 0, 100, 900] {
                assert_eq!(contempt(&position, judges, 50), old(lead), "{lead} {judges}");
            }
        }
        assert_ne!(contempt(&Position::<9>::start(), 0, 0), old(0), "no contempt at all");
    }
}
