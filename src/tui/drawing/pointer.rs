//! Where a pointer is: the cell of the page's grid under a point, in CSS
//! pixels (a tap or a click in the page becomes the click on that cell
//! the screens read, as a mouse's in the terminal).

/// The cell (column, row) under `point` (x, y from the grid's top left
/// corner) of a grid of `size` (columns, rows) cells of `cell` (width,
/// height) pixels; `None` off the grid.
pub fn cell_under(point: (f64, f64), cell: (f64, f64), size: (u16, u16)) -> Option<(u16, u16)> {
    if !(cell.0 > 0.0 && cell.1 > 0.0 && point.0 >= 0.0 && point.1 >= 0.0) {
        return None;
    }
    let (column, row) = ((point.0 / cell.0).floor(), (point.1 / cell.1).floor());
    (column < f64::from(size.0) && row < f64::from(size.1)).then_some((column as u16, row as u16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_is_in_the_cell_drawn_there() {
        let cell = (7.5, 15.0);
        assert_eq!(cell_under((0.0, 0.0), cell, (52, 56)), Some((0, 0)));
        assert_eq!(cell_under((7.49, 14.99), cell, (52, 56)), Some((0, 0)));
        assert_eq!(cell_under((7.5, 15.0), cell, (52, 56)), Some((1, 1)));
        assert_eq!(cell_under((389.9, 839.0), cell, (52, 56)), Some((51, 55)));
    }

    #[test]
    fn a_point_off_the_grid_is_in_no_cell() {
        let cell = (7.5, 15.0);
        assert_eq!(cell_under((390.0, 10.0), cell, (52, 56)), None);
        assert_eq!(cell_under((10.0, 840.0), cell, (52, 56)), None);
        assert_eq!(cell_under((-0.5, 10.0), cell, (52, 56)), None);
        assert_eq!(cell_under((10.0, 10.0), (0.0, 15.0), (52, 56)), None);
    }
}
