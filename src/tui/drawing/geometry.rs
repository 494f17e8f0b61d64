//! Where everything goes on the screen, as a value computed from the
//! terminal size alone: rendering draws into it and the mouse reads it back
//! through [`BoardGeometry::hit_test`], so the two can never disagree.

use ratatui::layout::{Position as Cell, Rect};

use obereg_rules::Square;

/// Columns of the rank numbers on each side of the board.
const LABEL_WIDTH: u16 = 3;
/// The narrowest side panel that holds names, captures and moves.
pub const PANEL_MIN: u16 = 30;
/// The fewest rows of a panel under the board (on a narrow screen).
const PANEL_ROWS_UNDER: u16 = 8;
/// Rows under the board area: the status line and the footer, two rows
/// each so that long sentences and the keys wrap instead of being cut.
const BOTTOM_ROWS: u16 = 4;
/// The footer's rows, the last of the screen.
pub const FOOTER_ROWS: u16 = 2;

/// The board on screen: how many squares a side has (9 or 11), where the
/// top-left square (a9, or a11) starts and how big a square is. A square is
/// `2 * cell_height + 1` columns wide, so it keeps its shape as the
/// terminal grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// Squares per side of the board (R1, V1).
    pub side: u16,
    /// Column of the left edge of file a.
    pub left: u16,
    /// Row of the top edge of the top rank.
    pub top: u16,
    /// Rows per square.
    pub cell_height: u16,
}

impl BoardGeometry {
    /// Columns per square (at least 3).
    pub const fn cell_width(self) -> u16 {
        2 * self.cell_height + 1
    }

    /// The size of a board of `side` squares a side with its labels, for a
    /// given square height.
    const fn outer_size(side: u16, cell_height: u16) -> (u16, u16) {
        (side * (2 * cell_height + 1) + 2 * LABEL_WIDTH, side * cell_height + 2)
    }

    /// The cells of `square`.
    pub fn square_area(self, square: Square) -> Rect {
        let column = u16::from(square.file());
        let row = self.side - 1 - u16::from(square.rank());
        Rect::new(
            self.left + column * self.cell_width(),
            self.top + row * self.cell_height,
            self.cell_width(),
            self.cell_height,
        )
    }

    /// The squares without labels.
    pub fn grid(self) -> Rect {
        Rect::new(self.left, self.top, self.side * self.cell_width(), self.side * self.cell_height)
    }

    /// The square under the screen cell (`column`, `row`), if any.
    pub fn hit_test(self, column: u16, row: u16) -> Option<Square> {
        if !self.grid().contains(Cell::new(column, row)) {
            return None;
        }
        let file = (column - self.left) / self.cell_width();
        let rank = self.side - 1 - (row - self.top) / self.cell_height;
        Square::new(file as u8, rank as u8)
    }
}

/// The whole screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    /// The board, or `None` when the terminal is too small for it.
    pub board: Option<BoardGeometry>,
    /// The side panel: players, captures, moves.
    pub panel: Rect,
    /// The status line (two rows; the move prompt shows here).
    pub status: Rect,
    /// The last two rows: the main keys.
    pub footer: Rect,
    /// The smallest terminal the game needs (columns, rows).
    pub needed: (u16, u16),
}

impl ScreenLayout {
    /// The layout of a terminal of `area` for a board of `side` squares a
    /// side: the panel beside the board where both fit, else under it
    /// (a narrow screen, a phone held upright), the board as wide as the
    /// screen with its rank numbers on the left only.
    pub fn new(area: Rect, side: u16) -> ScreenLayout {
        let (board_width, board_height) = BoardGeometry::outer_size(side, 1);
        let needed = (board_width + 1 + PANEL_MIN, board_height + BOTTOM_ROWS);
        let rows_above = area.height.saturating_sub(BOTTOM_ROWS);
        let status = Rect::new(area.x, area.y + rows_above, area.width, 2).intersection(area);
        let footer = Rect::new(area.x, area.y + rows_above + 2, area.width, FOOTER_ROWS).intersection(area);
        let fits = |h: u16| {
            let (w, ht) = BoardGeometry::outer_size(side, h);
            w + 1 + PANEL_MIN <= area.width && ht <= rows_above
        };
        let board_at =
            |cell_height| BoardGeometry { side, left: area.x + LABEL_WIDTH, top: area.y + 1, cell_height };
        if let Some(cell_height) = (1..=area.height / side + 1).rev().find(|&h| fits(h)) {
            let board = board_at(cell_height);
            let panel_left = area.x + BoardGeometry::outer_size(side, cell_height).0 + 1;
            let panel =
                Rect::new(panel_left, area.y, (area.x + area.width).saturating_sub(panel_left), rows_above);
            return ScreenLayout { board: Some(board), panel, status, footer, needed };
        }
        let stacked = |h: u16| {
            let (w, ht) = BoardGeometry::outer_size(side, h);
            w - LABEL_WIDTH <= area.width && ht + PANEL_ROWS_UNDER <= rows_above
        };
        let board = (1..=area.height / side + 1).rev().find(|&h| stacked(h)).map(board_at);
        let panel = match board {
            Some(board) => {
                let top = board.grid().bottom() + 1;
                Rect::new(area.x, top, area.width, (area.y + rows_above).saturating_sub(top))
            }
            None => Rect::new(area.x, area.y, area.width, rows_above),
        };
        ScreenLayout { board, panel, status, footer, needed }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(width: u16, height: u16) -> ScreenLayout {
        ScreenLayout::new(Rect::new(0, 0, width, height), 9)
    }

    fn layout_11(width: u16, height: u16) -> ScreenLayout {
        ScreenLayout::new(Rect::new(0, 0, width, height), 11)
    }

    #[test]
    fn squares_grow_with_the_terminal_and_keep_their_shape() {
        let small = layout(64, 15).board.expect("the smallest size fits");
        let large = layout(120, 40).board.unwrap();
        assert_eq!((small.cell_width(), small.cell_height), (3, 1));
        assert!(large.cell_height > small.cell_height);
        assert_eq!(large.cell_width(), 2 * large.cell_height + 1);
    }

    #[test]
    fn a_terminal_too_small_has_no_board_and_knows_the_size_needed() {
        let screen = layout(50, 10);
        assert!(screen.board.is_none());
        assert_eq!(screen.needed, (64, 15));
        assert!(layout(64, 15).board.is_some());
        assert!(layout(63, 15).board.is_none() && layout(64, 14).board.is_none());
    }

    /// V1: the 11×11 board needs 6 more columns and 2 more rows.
    #[test]
    fn v1_the_11x11_board_needs_a_larger_terminal() {
        assert_eq!(layout_11(50, 10).needed, (70, 17));
        assert!(layout_11(70, 17).board.is_some());
        assert!(layout_11(69, 17).board.is_none() && layout_11(70, 16).board.is_none());
        let board = layout_11(120, 40).board.unwrap();
        let grid = board.grid();
        assert_eq!(board.hit_test(grid.x, grid.y), "a11".parse().ok());
        assert_eq!(board.hit_test(grid.right() - 1, grid.bottom() - 1), "k1".parse().ok());
    }

    #[test]
    fn hit_test_finds_the_square_drawn_at_every_cell() {
        for screen in [layout(100, 35), layout_11(100, 35)] {
            hit_test_every_cell(screen.board.unwrap());
        }
    }

    fn hit_test_every_cell(board: BoardGeometry) {
        for file in 0..board.side as u8 {
            for rank in 0..board.side as u8 {
                let square = Square::new(file, rank).unwrap();
                let area = board.square_area(square);
                for (column, row) in [(area.x, area.y), (area.right() - 1, area.bottom() - 1)] {
                    assert_eq!(board.hit_test(column, row), Some(square));
                }
            }
        }
        let grid = board.grid();
        assert_eq!(board.hit_test(grid.x - 1, grid.y), None);
        assert_eq!(board.hit_test(grid.right(), grid.y), None);
        assert_eq!(board.hit_test(grid.x, grid.bottom()), None);
    }

    #[test]
    fn on_a_narrow_screen_the_panel_goes_under_the_board_and_the_board_takes_the_width() {
        // A phone held upright: 48 columns of 8 px in its 390 px.
        let screen = layout(48, 55);
        let board = screen.board.expect("a board on a narrow screen");
        assert_eq!((board.cell_width(), board.cell_height), (5, 2));
        assert_eq!(board.left + board.grid().width, 48, "the board as wide as the screen");
        assert_eq!(screen.panel.y, board.grid().bottom() + 1, "the panel under the board");
        assert_eq!((screen.panel.x, screen.panel.width), (0, 48));
        assert!(screen.panel.height >= PANEL_ROWS_UNDER && screen.panel.bottom() <= screen.status.y);
        hit_test_every_cell(board);
        // Where they fit side by side, they still are.
        assert!(layout(100, 35).panel.x > layout(100, 35).board.unwrap().grid().right());
        // A screen too low for the board and a panel under it has none.
        assert!(layout(48, 20).board.is_none());
    }

    #[test]
    fn a9_is_top_left_and_i1_bottom_right() {
        let board = layout(120, 40).board.unwrap();
        let grid = board.grid();
        assert_eq!(board.hit_test(grid.x, grid.y), "a9".parse().ok());
        assert_eq!(board.hit_test(grid.right() - 1, grid.bottom() - 1), "i1".parse().ok());
    }
}
