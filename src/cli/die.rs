//! The die variant's flags (V2): `--die exact|up-to` and, for the
//! headless commands, the rolls `--rolls 3,1,6`.

use clap::Args;

use obereg_rules::{Reading, Roll, RollError};

/// The die flags of `perft` and `moves`.
#[derive(Debug, Args)]
pub struct DieArgs {
    /// Play with the die, read `exact` or `up-to` (D2) [default: no die; `exact` with --rolls].
    #[arg(long, value_name = "exact|up-to", value_parser = parse_reading)]
    pub die: Option<Reading>,
    /// The rolls of the die, one per ply, such as 3,1,6 (a pass is one ply).
    #[arg(long, value_name = "ROLLS", value_parser = parse_rolls)]
    pub rolls: Option<Rolls>,
}

impl DieArgs {
    /// The reading and the rolls asked for, if the die is in play: `--die`
    /// without `--rolls` gives no rolls, `--rolls` alone reads them `exact`.
    pub fn chosen(&self) -> Option<(Reading, &[Roll])> {
        let rolls = self.rolls.as_ref().map_or(&[][..], |rolls| &rolls.0[..]);
        match (self.die, &self.rolls) {
            (None, None) => None,
            (reading, _) => Some((reading.unwrap_or_default(), rolls)),
        }
    }
}

/// Rolls given on the command line, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rolls(pub Vec<Roll>);

/// Reads a way to read the die: `exact` or `up-to`.
pub fn parse_reading(text: &str) -> Result<Reading, RollError> {
    text.parse()
}

/// Reads rolls separated by commas: `3,1,6`.
pub fn parse_rolls(text: &str) -> Result<Rolls, RollError> {
    text.split(',').map(str::parse).collect::<Result<Vec<Roll>, RollError>>().map(Rolls)
}
