//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system",
//! 2013): a rating, its deviation and its volatility, updated after a
//! rating period of games. The game's puzzles rate a solved puzzle as a
//! game the solver won and the puzzle lost; the server rates its players'
//! games, each game a period of its own.

use std::f64::consts::PI;

/// The Glicko-2 scale: rating points per unit of the internal scale.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change.
const TAU: f64 = 0.5;
/// When the volatility's iteration stops.
const EPSILON: f64 = 0.000_001;
/// The most iterations the volatility's search takes (it needs a few dozen).
const MOST_STEPS: usize = 200;

/// A Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating, 1500 for a newcomer.
    pub rating: f64,
    /// The rating deviation: how unsure the rating is.
    pub deviation: f64,
    /// The volatility: how erratic the results are.
    pub volatility: f64,
}

impl Rating {
    /// A newcomer's rating: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

    /// A rating of `rating` points, as unsure as a newcomer's.
    pub fn at(rating: f64) -> Rating {
        Rating { rating, ..Rating::NEW }
    }

    /// The rating after one period of `games`: each the opponent's rating
    /// and the score (1 a win, 0.5 a draw, 0 a loss).
    pub fn after(self, games: &[(Rating, f64)]) -> Rating {
        let (mu, phi) = ((self.rating - 1500.0) / SCALE, self.deviation / SCALE);
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating { deviation: phi * SCALE, ..self };
        }
        let terms: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|(opponent, score)| {
                let g = g((opponent.deviation) / SCALE);
                let e = 1.0 / (1.0 + (-g * (mu - (opponent.rating - 1500.0) / SCALE)).exp());
                (g, e, *score)
            })
            .collect();
        let v = 1.0 / terms.iter().map(|(g, e, _)| g * g * e * (1.0 - e)).sum::<f64>();
        let sum: f64 = terms.iter().map(|(g, e, s)| g * (s - e)).sum();
        let volatility = new_volatility(phi, v, v * sum, self.volatility);
        let before = (phi * phi + volatility * volatility).sqrt();
        let phi = 1.0 / (1.0 / (before * before) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating { rating: mu * SCALE + 1500.0, deviation: phi * SCALE, volatility }
    }
}

/// Glicko-2's weight of an opponent's deviation `phi`.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The new volatility, by the Illinois algorithm (step 5 of the paper).
fn new_volatility(phi: f64, v: f64, delta: f64, sigma: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let k = (1..MOST_STEPS).find(|&k| f(a - k as f64 * TAU) >= 0.0).unwrap_or(MOST_STEPS);
        a - k as f64 * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..MOST_STEPS {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            (big_a, f_a) = (big_b, f_b);
        } else {
            f_a /= 2.0;
        }
        (big_b, f_b) = (c, f_c);
    }
    (big_a / 2.0).exp()
}
