//! The command line: flags for a game in the terminal, and headless commands.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

mod bot;
mod command_error;
mod die;
mod values;
pub use bot::BotArgs;
pub use command_error::CommandError;
pub use die::DieArgs;
use values::parse_side;
pub use values::{
    BadDepth, BadSeconds, BadSprt, MAX_PERFT_DEPTH, parse_contender, parse_depth, parse_player,
    parse_seconds, parse_sprt,
};

use crate::lang::Lang;
use crate::puzzle_theme::Theme;
use obereg_engine::{Contender, PlayerKind};
use obereg_rules::Side;

/// Obereg («Оберіг» / «Оберег»): Varangians against Vikings, in the terminal.
#[derive(Debug, Parser)]
#[command(name = "obereg", version, about)]
pub struct Cli {
    /// A headless command; without one, a game opens in the terminal.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Who plays the Vikings, who move first: a name, or `ai[:LEVEL]` for
    /// the computer (beginner, easy, normal, hard, max) [default: Vikings].
    #[arg(long, value_name = "NAME|ai[:LEVEL]")]
    pub vikings: Option<String>,
    /// Who plays the Varangians, the prince and his guards: a name or
    /// `ai[:LEVEL]` [default: Varangians].
    #[arg(long, value_name = "NAME|ai[:LEVEL]")]
    pub varangians: Option<String>,
    /// The computer's time per move in seconds, fractions allowed (instead of its level's).
    // A string, checked by the game config, so a bad value is refused in the players' language.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
    pub think_time: Option<String>,
    /// Draw lots for who gets the Vikings.
    #[arg(long)]
    pub toss: bool,
    /// Language: uk, ru or en [default: lang in config.toml, else from LC_ALL, LC_MESSAGES or LANG].
    // `main` reads it before clap runs (`Lang::from_args_or_env`), for a
    // translated --help; clap checks it and lists it in the help.
    #[arg(long, value_name = "LANG", value_enum, hide_possible_values = true, global = true)]
    pub lang: Option<Lang>,
    /// Draw with ASCII characters only.
    #[arg(long, global = true)]
    pub ascii: bool,
    /// Play with clocks: minutes for the game plus seconds added per move (Fischer), such as 10+5, or 0:30+2 for half a minute.
    // A string, checked by the game config, so a bad value is refused in the players' language.
    #[arg(long, value_name = "MINUTES+SECONDS", global = true)]
    pub clock: Option<String>,
    /// No terminal bell when the other player moves.
    #[arg(long, global = true)]
    pub quiet: bool,
    /// The board: 9 (9×9, the standard game) or 11 (11×11, 24 Vikings against the prince and 12 guards) [default: board in config.toml, else 9].
    #[arg(long, value_name = "9|11", value_enum, hide_possible_values = true, global = true)]
    pub board: Option<Board>,
    /// Open a game record (.otg) and continue the game, or review it when it is over.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["resume", "new"])]
    pub load: Option<PathBuf>,
    /// Resume the unfinished game without asking.
    #[arg(long, conflicts_with = "new")]
    pub resume: bool,
    /// Start a new game; an unfinished one is kept as a saved file.
    #[arg(long)]
    pub new: bool,
    /// Play with the die, read exact or up-to [default: no die].
    #[arg(long, value_name = "exact|up-to", value_parser = die::parse_reading)]
    pub die: Option<obereg_rules::Reading>,
    /// Seed of the die's rolls, for a game that can be played again [default: the system's randomness].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
}

/// The boards Obereg is played on (R1, V1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Board {
    /// 9×9: 16 Vikings, the prince and 8 guards.
    #[default]
    #[value(name = "9")]
    Nine,
    /// 11×11: 24 Vikings, the prince and 12 guards.
    #[value(name = "11")]
    Eleven,
}

impl Board {
    /// The number of files (and ranks) of the board.
    pub const fn side(self) -> usize {
        match self {
            Board::Nine => 9,
            Board::Eleven => 11,
        }
    }

    /// The board of `side` files: 11×11 for 11, else 9×9.
    pub const fn of_side(side: usize) -> Board {
        if side == 11 { Board::Eleven } else { Board::Nine }
    }
}

/// Calls the generic function `$f` with the board side of `$board` as its
/// const parameter: `on_board!(board, perft_on(depth, out))`.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! on_board {
    ($board:expr, $f:ident ( $($arg:expr),* $(,)? )) => {
        match $board {
            $crate::cli::Board::Nine => $f::<9>($($arg),*),
            $crate::cli::Board::Eleven => $f::<11>($($arg),*),
        }
    };
}
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use on_board;

/// Commands that run without a terminal, for scripts and other programs.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Counts the move sequences of DEPTH plies (game-over positions are not expanded).
    Perft {
        /// How many plies deep to count.
        #[arg(value_parser = parse_depth, allow_negative_numbers = true)]
        depth: u32,
        /// Print each legal move with its count first.
        #[arg(long)]
        divide: bool,
        /// The position to start from.
        #[command(flatten)]
        position: PositionArgs,
        /// The die and its rolls.
        #[command(flatten)]
        die: DieArgs,
    },
    /// Lists every legal move, one per line, sorted.
    Moves {
        /// The position to start from.
        #[command(flatten)]
        position: PositionArgs,
        /// The die and its roll.
        #[command(flatten)]
        die: DieArgs,
    },
    /// Replays a game record (.otg) under the rules and prints the final
    /// position, the side to move and the result.
    Replay {
        /// The record to check.
        file: PathBuf,
    },
    /// Searches a position and prints a line per completed depth, then `bestmove <move>`.
    Analyze {
        /// The position to start from.
        #[command(flatten)]
        position: PositionArgs,
        /// Thinking time in seconds, fractions allowed (default 5 without --depth).
        #[arg(long, value_name = "SECS", value_parser = parse_seconds, conflicts_with = "depth")]
        time: Option<Duration>,
        /// Search exactly this many plies deep.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
        depth: Option<u32>,
        /// The die and the roll of the side to move.
        #[command(flatten)]
        die: DieArgs,
    },
    /// Plays games between computer and random players and prints the score.
    Match {
        /// Who plays the Vikings: `ai`, `ai:LEVEL` (beginner, easy, normal, hard, max) or `random`.
        #[arg(long, value_name = "PLAYER", value_parser = parse_player)]
        vikings: PlayerKind,
        /// Who plays the Varangians, as for --vikings.
        #[arg(long, value_name = "PLAYER", value_parser = parse_player)]
        varangians: PlayerKind,
        /// How many games.
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Time per move in seconds for every computer player, fractions
        /// allowed (the lower levels also stop at their depth or node limit).
        #[arg(long, value_name = "SECS", value_parser = parse_seconds)]
        time: Option<Duration>,
        /// Seed of the random moves and the levels' noise: the same seed plays the same games.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Play with the die, read exact or up-to (the dice follow the seed).
        #[arg(long, value_name = "exact|up-to", value_parser = die::parse_reading)]
        die: Option<obereg_rules::Reading>,
    },
    /// Measures strength: two contenders play the shipped openings, each with both colours, and it prints the Elo difference.
    Strength {
        /// The contender measured: `ai:LEVEL`, `random` or `fortress` (a Viking that only defends), the computer changed by `,nodes=N`, `,depth=N`, `,noise=N` or `,contempt=N`.
        #[arg(long, value_name = "CONTENDER", value_parser = parse_contender)]
        player: Contender,
        /// The contender it plays against, as for --player.
        #[arg(long, value_name = "CONTENDER", value_parser = parse_contender)]
        opponent: Contender,
        /// Play only the first N openings (two games each) [default: all].
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        openings: Option<u32>,
        /// Seed of the random moves and the levels' noise: the same seed plays the same games.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Stop when a gain of at least ELO1 is accepted or one of more than ELO0 rejected (SPRT, errors 5%).
        #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_sprt)]
        sprt: Option<(f64, f64)>,
        /// How many games are played at once.
        #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=64))]
        threads: u32,
    },
    /// Writes the opening positions of strength matches, one line of moves each.
    #[command(hide = true)]
    GenOpenings {
        /// How many openings [default: the shipped sets' 300].
        #[arg(long)]
        count: Option<u32>,
        /// How many plies each [default: the shipped sets' 6].
        #[arg(long)]
        plies: Option<u32>,
        /// The seed of the random moves: the same seed makes the same openings [default: the shipped sets' 1].
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Speaks the OpenTafl engine protocol on standard input and output.
    Engine,
    /// Hosts a game for a player at another terminal: shows the addresses
    /// and the join code they need.
    Host(HostArgs),
    /// Joins a game hosted elsewhere, with the address and code its host shows.
    Join(JoinArgs),
    /// Runs a server for online play: accounts, a lobby and games, over TLS.
    #[cfg(not(target_arch = "wasm32"))]
    Server(Box<ServerArgs>),
    /// Plays online as a computer opponent: logs in to a bot's account and accepts challenges.
    Bot(BotArgs),
    /// Plays online: the lobby of a server, its challenges, games, players and ratings.
    Online(OnlineArgs),
    /// A free board: set up any position, try moves on it, ask the engine, play on from it.
    Board {
        /// The position to start from.
        #[command(flatten)]
        position: PositionArgs,
        /// What the free board refuses with a reason.
        #[command(flatten)]
        refused: NineOnlyArgs,
    },
    /// Lessons on the board, one for each rule, with stars for each lesson done.
    Learn {
        /// Clear the stars of every lesson first.
        #[arg(long)]
        reset: bool,
        /// What the lessons refuse with a reason.
        #[command(flatten)]
        refused: NineOnlyArgs,
    },
    /// Puzzles on the board: the one move that wins, stops the prince or wins a piece.
    Puzzles(PuzzlesArgs),
    /// Prints the completion script of a shell for obereg.
    #[cfg(not(target_arch = "wasm32"))]
    Completions {
        /// The shell: bash, zsh, fish, powershell or elvish.
        #[arg(value_enum, hide_possible_values = true)]
        shell: clap_complete::Shell,
    },
    /// Prints obereg's manual page (roff, for man).
    Manual,
    /// Finds puzzles in the engine's self-play and writes their records.
    #[command(hide = true)]
    GenPuzzles {
        /// How many self-play games.
        #[arg(long, default_value_t = 200)]
        games: u64,
        /// The seed of the games: the same seed finds the same puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The folder to write the records into.
        #[arg(long = "out", value_name = "DIR", default_value = "puzzles")]
        out_dir: PathBuf,
    },
}

/// Where `obereg server` listens and keeps its data.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Args)]
pub struct ServerArgs {
    /// `backup`: copy the database while the server runs; `migrate-store`: copy it into another store.
    #[command(subcommand)]
    pub backup: Option<ServerCommand>,
    /// The address and port to listen on [default: 127.0.0.1:6237].
    #[arg(long, value_name = "ADDR:PORT")]
    pub listen: Option<std::net::SocketAddr>,
    /// The server's data directory [default: server in the game's data directory].
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Where the accounts, games and the rest are kept: sqlite:PATH, or a PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE (never printed with its password) [default: server.sqlite in the data directory].
    #[arg(long, value_name = "STORE")]
    pub store: Option<obereg_server::store::Location>,
    /// The NATS server of several server nodes on one PostgreSQL store, nats://HOST:PORT: each node serves the whole community [default: none, this server alone].
    #[arg(long, value_name = "URL", requires = "store")]
    pub bus: Option<String>,
    /// This node's name on the bus: letters, digits, - and _ [default: the host's name and the process's number].
    #[arg(long, value_name = "NAME", requires = "bus")]
    pub node: Option<String>,
    /// How long this node owns its games without renewing them (it renews them every second): another node takes a game over once its lease ran out, so this is the longest a game waits after its node dies [default: 15].
    #[arg(long, value_name = "SECONDS", requires = "bus", value_parser = clap::value_parser!(u64).range(2..=3600))]
    pub lease: Option<u64>,
    /// The certificate chain to serve, PEM [default: a self-signed one made on first start].
    #[arg(long, value_name = "FILE", requires = "key")]
    pub cert: Option<PathBuf>,
    /// The certificate's private key, PEM.
    #[arg(long, value_name = "FILE", requires = "cert")]
    pub key: Option<PathBuf>,
    /// The folder of the browser's page (index.html), served at the server's address [default: none].
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// The server's domain name: its certificate comes from an ACME authority (Let's Encrypt), asked on this port (TLS-ALPN-01), kept in the data directory and renewed by itself [default: none, a self-signed certificate].
    #[arg(long, value_name = "NAME", conflicts_with = "cert")]
    pub domain: Option<String>,
    /// How the authority reaches the operator, such as mailto:ops@example.org (may be given again).
    #[arg(long, value_name = "URI", requires = "domain")]
    pub acme_contact: Vec<String>,
    /// The authority's directory URL [default: Let's Encrypt's].
    #[arg(long, value_name = "URL", requires = "domain")]
    pub acme_directory: Option<String>,
    /// The root certificate (PEM) of the authority's own HTTPS, for a test authority [default: the system's roots].
    #[arg(long, value_name = "FILE", requires = "domain")]
    pub acme_root: Option<PathBuf>,
    /// A plain HTTP address to listen on too, such as `[::]:80`: the authority checks the domain there (HTTP-01), and every other request is sent to the https:// address.
    #[arg(long, value_name = "ADDR:PORT", requires = "domain")]
    pub http: Option<std::net::SocketAddr>,
    /// The most connections from one address at once; one more is refused.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..),
          default_value_t = obereg_server::Limits::default().per_address as u64)]
    pub max_per_address: u64,
    /// The most connections in all at once; one more is refused.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..),
          default_value_t = obereg_server::Limits::default().total as u64)]
    pub max_connections: u64,
    /// The address to serve the operator's numbers on, plain HTTP (GET /metrics) [default: none].
    #[arg(long, value_name = "ADDR:PORT")]
    pub metrics: Option<std::net::SocketAddr>,
    /// The most accounts registered from one address in an hour; one more is refused.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..),
          default_value_t = obereg_server::Limits::default().registrations)]
    pub max_registrations: u32,
}

/// What `obereg server` can do besides serve.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Subcommand)]
pub enum ServerCommand {
    /// Copies the server's database into FILE while the server runs (SQLite's online backup).
    Backup {
        /// The server's data directory [default: server in the game's data directory].
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
        /// The new file to write the copy into (an existing one is not overwritten).
        #[arg(value_name = "FILE")]
        out: PathBuf,
    },
    /// Copies a community's data from one store into another, empty one (SQLite's into PostgreSQL's), then checks it: the rows of every table counted in both, every finished game played again by the rules.
    MigrateStore {
        /// The store to copy: sqlite:PATH (the data directory's server.sqlite, say).
        #[arg(long, value_name = "STORE")]
        from: obereg_server::store::Location,
        /// The empty store to copy into: postgres://USER:PASSWORD@HOST:PORT/DATABASE.
        #[arg(long, value_name = "STORE")]
        to: obereg_server::store::Location,
    },
}

/// Which puzzles to play, or the check of them all.
#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    /// `check`: prove every shipped puzzle again.
    #[command(subcommand)]
    pub check: Option<PuzzlesCommand>,
    /// Only puzzles of this theme.
    #[arg(long, value_enum, hide_possible_values = true)]
    pub theme: Option<Theme>,
    /// Only puzzles solved in this many moves (1 to 3).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=3))]
    pub length: Option<u8>,
    /// What the puzzles refuse with a reason.
    #[command(flatten)]
    pub refused: NineOnlyArgs,
}

/// The game's flags that the lessons, the free board and the puzzles (the
/// plain game on 9×9) do not take, accepted after their command too, so
/// that they are refused with the reason rather than as unknown.
#[derive(Debug, Args)]
pub struct NineOnlyArgs {
    /// `--die`, with any reading or none.
    #[arg(long, hide = true, num_args = 0..=1, default_missing_value = "")]
    pub die: Option<String>,
}

impl Cli {
    /// Whether the command line opens the game in the terminal (the menu,
    /// a game, the lessons, the puzzles, the free board, a network game),
    /// which tells what it must on its own screen, rather than a headless
    /// command.
    pub fn opens_terminal(&self) -> bool {
        matches!(
            self.command,
            None | Some(
                Command::Host(_)
                    | Command::Join(_)
                    | Command::Online(_)
                    | Command::Learn { .. }
                    | Command::Board { .. }
                    | Command::Puzzles(PuzzlesArgs { check: None, .. })
            )
        )
    }
}

/// What `obereg puzzles` can do besides play.
#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Proves every shipped puzzle again with the engine; names any that fails and exits with status 1.
    Check,
}

/// How to host a game over the network.
#[derive(Debug, Args)]
pub struct HostArgs {
    /// The port to listen on [default: 4711].
    #[arg(long, value_name = "PORT")]
    pub port: Option<u16>,
    /// Play the Vikings, under this name [default: the host plays the Vikings].
    #[arg(long, value_name = "NAME", conflicts_with = "varangians")]
    pub vikings: Option<String>,
    /// Play the Varangians, under this name.
    #[arg(long, value_name = "NAME")]
    pub varangians: Option<String>,
    /// Offer the unfinished network game again, with a new code.
    #[arg(long)]
    pub resume: bool,
    /// Play with the die, read exact or up-to; the host rolls for both sides [default: no die].
    #[arg(long, value_name = "exact|up-to", value_parser = die::parse_reading)]
    pub die: Option<obereg_rules::Reading>,
    /// Seed of the host's rolls, for a game that can be played again [default: the system's randomness].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
}

/// Which server to play online on.
#[derive(Debug, Args)]
pub struct OnlineArgs {
    /// The server, HOST:PORT, or its nodes HOST:PORT,HOST:PORT,… (the next tried at once when one fails) [default: the last one, else asked].
    #[arg(value_name = "SERVER")]
    pub server: Option<String>,
    /// Forgets the certificate pinned for a server, so that the next connection asks to trust the one it offers.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub forget_server: Option<String>,
}

/// How to join a game over the network.
#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The host's address and port, such as 192.168.1.5:4711.
    pub address: String,
    /// The join code the host shows, such as 7KQ2-M9WX.
    pub code: String,
    /// Your name, shown to the host.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
}

/// A position given on the command line.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// An OTN position record, first row rank 1 (default: the start).
    #[arg(long, value_name = "RECORD")]
    pub position: Option<String>,
    /// The side to move.
    #[arg(long, value_name = "SIDE", default_value = "vikings", value_parser = parse_side)]
    pub to_move: Side,
}
