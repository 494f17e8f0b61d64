//! The load tool's command line, read by hand (the server crate does not
//! depend on clap).

use std::time::Duration;

/// How the tool is called.
pub const USAGE: &str =
    "usage: load SERVER --clients N --games G [--pace MS] [--seconds S] [--settle S] [--plies P] [--pid PID] [--accounts] [--die]
  SERVER        HOST:PORT of a running `obereg server` (127.0.0.1 or ::1)
  --clients N   clients that connect and log in (1 to 20000), all from this machine's one address:
                more than the server's --max-per-address (32 by default) need the server started
                with `obereg server --max-per-address N` (N at least the clients), else the
                clients past it are counted as `refused: too_many_connections (address)`
  --games G     games played at once, by 2G of the clients (the rest stay idle in the lobby)
  --pace MS     how long a player thinks before each move, on average (0.5 to 1.5 times) [default: 1000]
  --seconds S   how long the games go on once everyone is connected [default: 60]
  --settle S    the latency is also given without the moves of the first S seconds, when every game starts at once [default: 10]
  --plies P     a player resigns instead of making move P+1 [default: 80]
  --pid PID     the server's process, to read its memory from /proc/PID/status
  --accounts    register an account for each client instead of playing as a guest; more than the
                server's --max-registrations (5 an hour by default) need it raised as well
  --die         play games with the die (the server rolls; a player moves for its roll)";

/// The most clients.
const MOST_CLIENTS: usize = 20_000;
/// The longest run.
const LONGEST_SECONDS: u64 = 3600;

/// What the tool was asked.
#[derive(Clone, Debug)]
pub struct Options {
    pub server: String,
    pub clients: usize,
    pub games: usize,
    pub pace: Duration,
    pub seconds: Duration,
    pub settle: Duration,
    pub plies: u32,
    pub pid: Option<u32>,
    pub accounts: bool,
    pub die: bool,
}

impl Options {
    /// Reads the arguments after the program's name.
    pub fn parse(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
        let mut server = None;
        let (mut clients, mut games, mut pid, mut accounts, mut die) = (None, None, None, false, false);
        let (mut pace, mut seconds, mut plies, mut settle) = (1000, 60, 80, 10);
        while let Some(arg) = args.next() {
            let mut value = |name: &str| -> Result<u64, String> {
                let text = args.next().ok_or(format!("{name} needs a value"))?;
                text.parse().map_err(|_| format!("{name}: not a number: {text}"))
            };
            match arg.as_str() {
                "--clients" => clients = Some(value("--clients")?),
                "--games" => games = Some(value("--games")?),
                "--pace" => pace = value("--pace")?,
                "--seconds" => seconds = value("--seconds")?,
                "--plies" => plies = value("--plies")?,
                "--settle" => settle = value("--settle")?,
                "--pid" => pid = Some(value("--pid")?),
                "--accounts" => accounts = true,
                "--die" => die = true,
                flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
                address if server.is_none() => server = Some(address.to_string()),
                extra => return Err(format!("one server only: {extra}")),
            }
        }
        let server = server.ok_or("the server's HOST:PORT is missing")?;
        let loopback =
            server.starts_with("127.") || server.starts_with("[::1]") || server.starts_with("localhost:");
        if !loopback {
            return Err(format!("{server}: the load tool talks to a server on this machine only"));
        }
        let clients = usize::try_from(clients.ok_or("--clients is missing")?).unwrap_or(usize::MAX);
        if clients == 0 || clients > MOST_CLIENTS {
            return Err(format!("--clients: 1 to {MOST_CLIENTS}"));
        }
        let games = usize::try_from(games.ok_or("--games is missing")?).unwrap_or(usize::MAX);
        if games * 2 > clients {
            return Err("--games: at most half the clients".into());
        }
        if seconds == 0 || seconds > LONGEST_SECONDS {
            return Err(format!("--seconds: 1 to {LONGEST_SECONDS}"));
        }
        Ok(Options {
            server,
            clients,
            games,
            pace: Duration::from_millis(pace),
            seconds: Duration::from_secs(seconds),
            settle: Duration::from_secs(settle),
            plies: u32::try_from(plies.max(1)).unwrap_or(u32::MAX),
            pid: pid.and_then(|pid| u32::try_from(pid).ok()),
            accounts,
            die,
        })
    }
}
