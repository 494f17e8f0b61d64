//! Glicko-2 against Glickman's worked example and the rules a rating keeps.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

use obereg_glicko::Rating;

/// A rating of `rating` points and deviation `deviation`, volatility 0.06.
fn rated(rating: f64, deviation: f64) -> Rating {
    Rating { rating, deviation, volatility: 0.06 }
}

/// Glickman's worked example: 1500 (RD 200, σ 0.06) against 1400 (30)
/// won, 1550 (100) lost, 1700 (300) lost.
#[test]
fn glickmans_worked_example() {
    let games = [(rated(1400.0, 30.0), 1.0), (rated(1550.0, 100.0), 0.0), (rated(1700.0, 300.0), 0.0)];
    let after = rated(1500.0, 200.0).after(&games);
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
}

#[test]
fn a_period_without_games_only_widens_the_deviation() {
    let after = Rating::at(1600.0).after(&[]);
    assert_eq!(after.rating, 1600.0);
    assert!(after.deviation > 350.0);
}

#[test]
fn a_win_raises_and_a_loss_lowers() {
    let puzzle = Rating::at(1500.0);
    assert!(Rating::NEW.after(&[(puzzle, 1.0)]).rating > 1500.0);
    assert!(Rating::NEW.after(&[(puzzle, 0.0)]).rating < 1500.0);
}

#[test]
fn between_equals_a_game_moves_both_by_the_same_and_a_draw_not_at_all() {
    let (winner, loser) =
        (Rating::NEW.after(&[(Rating::NEW, 1.0)]), Rating::NEW.after(&[(Rating::NEW, 0.0)]));
    assert!(((winner.rating - 1500.0) - (1500.0 - loser.rating)).abs() < 1e-9, "{winner:?} {loser:?}");
    assert!(winner.deviation < 350.0 && (winner.deviation - loser.deviation).abs() < 1e-9);
    let drawn = Rating::NEW.after(&[(Rating::NEW, 0.5)]);
    assert!((drawn.rating - 1500.0).abs() < 1e-9, "{drawn:?}");
}

#[test]
fn beating_a_stronger_player_gains_more_than_beating_a_weaker() {
    let strong = Rating::NEW.after(&[(Rating::at(1800.0), 1.0)]);
    let weak = Rating::NEW.after(&[(Rating::at(1200.0), 1.0)]);
    assert!(strong.rating > weak.rating, "{strong:?} {weak:?}");
}
