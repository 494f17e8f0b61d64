//! The host's lines of the OpenTafl engine protocol (OTEP), read into
//! commands. Lines the engine does not know are ignored, as OTEP asks.

use super::clock::HostClock;
use obereg_rules::{Move, Side};

/// One line from the host.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Command {
    /// `rules <rules-string>`: a new game under these rules.
    Rules(String),
    /// `position <record>`: set up a position (analysis and replays).
    Position(String),
    /// `side attackers|defenders`: who moves in the set-up position.
    Side(Side),
    /// `clock <atk-ms>[*] <def-ms>[*] <overtime-s> <atk-periods> <def-periods>`;
    /// `None` when the game is not timed.
    Clock(Option<HostClock>),
    /// `play attackers|defenders`: think and answer `move …`.
    Play(Side),
    /// `move <record>`: the engine's own move was accepted.
    Accepted(String),
    /// `error 1|2`: the engine's move was refused.
    Refused,
    /// `opponent-move <move>[|<move>…] <record>`.
    OpponentMove(Vec<Move>, String),
    /// `analyze <n> <seconds>`.
    Analyze(u32, f64),
    /// `finish …`: the game is over.
    Finish,
    /// `goodbye`: exit.
    Goodbye,
}

impl Command {
    /// The command on `line`, or `None` for a line to ignore (unknown,
    /// empty or malformed).
    pub(crate) fn read(line: &str) -> Option<Command> {
        let line = line.trim();
        let (word, rest) = line.split_once(' ').map_or((line, ""), |(w, r)| (w, r.trim()));
        let mut args = rest.split_whitespace();
        Some(match word {
            "rules" => Command::Rules(rest.to_string()),
            "position" => Command::Position(args.next()?.to_string()),
            "side" => Command::Side(args.next()?.parse().ok()?),
            "clock" => Command::Clock(HostClock::read(&args.collect::<Vec<_>>())),
            "play" => Command::Play(args.next()?.parse().ok()?),
            "move" => Command::Accepted(args.next()?.to_string()),
            "error" => Command::Refused,
            "opponent-move" => {
                let moves = args.next()?.split('|').map(str::parse).collect::<Result<_, _>>().ok()?;
                Command::OpponentMove(moves, args.next()?.to_string())
            }
            "analyze" => Command::Analyze(args.next()?.parse().ok()?, args.next()?.parse().ok()?),
            "finish" => Command::Finish,
            "goodbye" => Command::Goodbye,
            _ => return None,
        })
    }
}
