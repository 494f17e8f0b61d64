//! The strength a match shows: the score, the Elo difference with its 95%
//! error bar, and the sequential probability ratio test (SPRT) that stops
//! a match once a gain is accepted or rejected.

/// Games won, drawn and lost by one player of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

/// How sure the error bar is: 95% of a normal distribution lies within
/// this many standard deviations.
const Z95: f64 = 1.959_964;

/// The least variance of a game's result the SPRT assumes (a spread of a
/// tenth of a point), so that a match of one result only still decides.
const LEAST_VARIANCE: f64 = 0.01;

impl Tally {
    /// Games played.
    pub fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score per game, a win 1 and a draw ½ (½ before any game).
    pub fn score(self) -> f64 {
        match self.games() {
            0 => 0.5,
            games => (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games),
        }
    }

    /// This tally and `other` together.
    pub fn and(self, other: Tally) -> Tally {
        Tally {
            wins: self.wins + other.wins,
            draws: self.draws + other.draws,
            losses: self.losses + other.losses,
        }
    }

    /// The share of games drawn.
    pub fn draw_rate(self) -> f64 {
        f64::from(self.draws) / f64::from(self.games().max(1))
    }

    /// The variance of one game's result around the score.
    fn variance(self) -> f64 {
        let score = self.score();
        let spread = |result: f64, count: u32| f64::from(count) * (result - score).powi(2);
        (spread(1.0, self.wins) + spread(0.5, self.draws) + spread(0.0, self.losses))
            / f64::from(self.games().max(1))
    }

    /// The Elo difference the score shows and half the width of its 95%
    /// interval; both infinite when every game was won or every game lost.
    pub fn elo(self) -> (f64, f64) {
        let score = self.score();
        let error = Z95 * (self.variance() / f64::from(self.games().max(1))).sqrt();
        let (low, high) = (elo_of(score - error), elo_of(score + error));
        match elo_of(score) {
            elo if elo.is_finite() => (elo, (high - low) / 2.0),
            elo => (elo, f64::INFINITY),
        }
    }

    /// The log-likelihood ratio that the player is `elo1` stronger rather
    /// than `elo0` (the normal approximation of the score, as fishtest's
    /// SPRT does). A match of one result only (all won, say) has no
    /// variance; it counts as [`LEAST_VARIANCE`], so a clean sweep decides.
    pub fn llr(self, elo0: f64, elo1: f64) -> f64 {
        let (score0, score1) = (score_of(elo0), score_of(elo1));
        let variance = self.variance().max(LEAST_VARIANCE);
        f64::from(self.games()) * (score1 - score0) * (2.0 * self.score() - score0 - score1)
            / (2.0 * variance)
    }
}

/// The Elo difference at which the stronger player scores `score` per game.
pub fn elo_of(score: f64) -> f64 {
    match score {
        s if s <= 0.0 => f64::NEG_INFINITY,
        s if s >= 1.0 => f64::INFINITY,
        s => -400.0 * (1.0 / s - 1.0).log10(),
    }
}

/// The score per game of a player `elo` stronger.
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// What an SPRT concludes so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The gain of at least `elo1` is accepted.
    Accepted,
    /// It is rejected: the player is no more than `elo0` stronger.
    Rejected,
    /// Play on.
    Open,
}

/// The SPRT's question: is the player at least `elo1` stronger, against
/// no more than `elo0`; both errors 5%.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The gain that is rejected.
    pub elo0: f64,
    /// The gain that is accepted.
    pub elo1: f64,
}

/// The chance of each error of the SPRT (accepting a gain that is not
/// there, rejecting one that is).
const SPRT_ERROR: f64 = 0.05;

impl Sprt {
    /// The bounds of the log-likelihood ratio: below the first the gain is
    /// rejected, above the second accepted.
    pub fn bounds() -> (f64, f64) {
        ((SPRT_ERROR / (1.0 - SPRT_ERROR)).ln(), ((1.0 - SPRT_ERROR) / SPRT_ERROR).ln())
    }

    /// What `tally` says.
    pub fn verdict(self, tally: Tally) -> Verdict {
        let llr = tally.llr(self.elo0, self.elo1);
        let (reject, accept) = Sprt::bounds();
        match llr {
            l if l >= accept => Verdict::Accepted,
            l if l <= reject => Verdict::Rejected,
            _ => Verdict::Open,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(value: f64, expected: f64) -> bool {
        (value - expected).abs() < 0.01
    }

    #[test]
    fn seventy_percent_over_a_hundred_games_is_147_elo_give_or_take_66() {
        let tally = Tally { wins: 60, draws: 20, losses: 20 };
        assert!(near(tally.score(), 0.7));
        let (elo, error) = tally.elo();
        assert!(near(elo, 147.19) && near(error, 66.01), "{elo} ± {error}");
        assert!(near(tally.draw_rate(), 0.2));
    }

    #[test]
    fn an_even_match_is_zero_elo_and_its_error_bar_narrows_with_draws() {
        let (elo, error) = Tally { wins: 30, draws: 40, losses: 30 }.elo();
        assert!(near(elo, 0.0) && near(error, 53.16), "{elo} ± {error}");
        let (_, wider) = Tally { wins: 50, draws: 0, losses: 50 }.elo();
        assert!(wider > error);
    }

    #[test]
    fn elo_and_score_are_inverse_and_a_clean_sweep_is_infinite() {
        for elo in [-300.0, -50.0, 0.0, 120.0, 400.0] {
            assert!(near(elo_of(score_of(elo)), elo));
        }
        assert!(near(score_of(400.0), 10.0 / 11.0));
        assert_eq!(Tally { wins: 5, draws: 0, losses: 0 }.elo(), (f64::INFINITY, f64::INFINITY));
    }

    #[test]
    fn the_sprt_weighs_the_evidence_against_its_bounds() {
        let (reject, accept) = Sprt::bounds();
        assert!(near(reject, -2.944) && near(accept, 2.944));
        let gain = Sprt { elo0: 0.0, elo1: 10.0 };
        let strong = Tally { wins: 60, draws: 20, losses: 20 };
        assert!(near(strong.llr(0.0, 10.0), 1.734));
        assert_eq!(gain.verdict(strong), Verdict::Open);
        let twice = Tally { wins: 120, draws: 40, losses: 40 };
        assert_eq!(gain.verdict(twice), Verdict::Accepted);
        let even = Tally { wins: 30, draws: 40, losses: 30 };
        assert!(near(even.llr(0.0, 10.0), -0.069));
        let long_even = Tally { wins: 3000, draws: 4000, losses: 3000 };
        assert_eq!(gain.verdict(long_even), Verdict::Rejected);
        assert_eq!(gain.verdict(Tally::default()), Verdict::Open);
        let sweep = Tally { wins: 20, draws: 0, losses: 0 };
        assert!(near(sweep.llr(0.0, 10.0), 14.18), "{}", sweep.llr(0.0, 10.0));
        assert_eq!(gain.verdict(Tally { wins: 0, draws: 0, losses: 20 }), Verdict::Rejected);
    }
}
