//! What the board and the panels read of the game on the board: where the
//! picked-up piece may go and what it would take, the last move and the
//! variations beside it, the score and the captured pieces.

use obereg_record::NodeId;
use obereg_rules::{Move, MoveRecord, Piece, Side, Square};

use super::App;
use crate::tui::screens::game::players::Players;

impl<const N: usize> App<N> {
    /// Where the picked-up piece may go (R5–R7).
    pub fn targets(&self) -> Vec<Square> {
        self.selected.map(|from| self.targets_of(from)).unwrap_or_default()
    }

    /// The pieces the move of the picked-up piece to the cursor would
    /// capture (R8–R11), before it is made.
    pub fn capture_preview(&self) -> Vec<Square> {
        let Some(from) = self.selected else { return Vec::new() };
        let mut position = *self.position();
        position.play(Move { from, to: self.cursor }).map(|p| p.captures).unwrap_or_default()
    }

    /// The move that led to the position on the board, with the squares it
    /// captured.
    pub fn last_move(&self) -> Option<&MoveRecord> {
        self.game().record(self.game().viewed())
    }

    /// The other moves played from the position on the board, beside the
    /// one the move list follows: variations, which playing the same move
    /// again re-enters.
    pub fn other_moves(&self) -> Vec<&MoveRecord> {
        let game = self.game();
        let at = game.viewed();
        let line = game.game_line();
        let next = line.iter().map(|(node, _)| *node).find(|node| game.parent(*node) == Some(at));
        let others = game.variations_at(at).iter().filter(|node| Some(**node) != next);
        others.filter_map(|node| game.record(*node)).collect()
    }

    /// The match score with this game counted once it has ended.
    pub fn score(&self) -> Players {
        let mut players = self.players.clone();
        if let Some(outcome) = self.game().outcome() {
            players.record(outcome);
        }
        players
    }

    /// The pieces `side` had captured by the position on the board: the
    /// Vikings' guards, then the prince if they took him.
    pub fn captured_by(&self, side: Side) -> Vec<Piece> {
        let (start, now) = (self.game().position_at(NodeId::START), self.position());
        let lost = |piece| vec![piece; (start.count(piece) - now.count(piece)) as usize];
        match side {
            Side::Vikings => [lost(Piece::Guard), lost(Piece::Prince)].concat(),
            Side::Varangians => lost(Piece::Viking),
        }
    }
}
