//! The players' options for a game, checked: names or computer players,
//! sides, thinking time, language, how to draw. Built from clap's raw flags
//! and the environment, never by clap, so every error is translated.

use std::time::Duration;

use crate::cli::{Board, Cli, Command, parse_seconds};
use crate::i18n::{Messages, text_arg};
use crate::settings::trouble::Trouble;
use crate::settings::{ColourTheme, Settings};
use obereg_engine::{Level, PlayerKind};
use obereg_net::{DEFAULT_PORT, JoinCode};
use obereg_rules::{Reading, Setup, Side, TimeControl, TimeControlError};

use crate::tui::drawing::theme::Theme;
use crate::tui::files::storage::Opening;
use crate::tui::learning::puzzles::Choice;

mod error;
pub use error::{ConfigError, MAX_NAME};

/// A game over the network: this terminal hosts it or joins it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Network {
    /// Host on `port`, playing `side`.
    Host {
        /// The port to listen on.
        port: u16,
        /// The side the host plays.
        side: Side,
    },
    /// Join the game at `address` with `code`.
    Join {
        /// The host's `address:port`.
        address: String,
        /// The join code.
        code: JoinCode,
        /// The guest's name, if given.
        name: Option<String>,
    },
}

/// Everything a game in the terminal needs to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// Who plays the Vikings (they move first, R4).
    pub vikings: String,
    /// Who plays the Varangians.
    pub varangians: String,
    /// Whether a person or the computer plays the Vikings.
    pub vikings_player: PlayerKind,
    /// Whether a person or the computer plays the Varangians.
    pub varangians_player: PlayerKind,
    /// The computer's time per move (`--think-time`), instead of its level's.
    pub think_time: Option<Duration>,
    /// Whether lots were drawn for the sides (`--toss`): the game says so
    /// before the first move.
    pub tossed: bool,
    /// Every word on screen, in the players' language.
    pub messages: Messages,
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour (off when `NO_COLOR` is set, see no-color.org).
    pub color: bool,
    /// The colours of the board, when there is colour.
    pub theme: ColourTheme,
    /// The computer's level when none is named (`--vikings ai`, the free
    /// board's game against the computer).
    pub level: Level,
    /// How the run begins: ask to resume, resume, a new game, or a file.
    pub opening: Opening,
    /// The sides whose player the command line named (`--vikings`,
    /// `--varangians`): they win over the players of a resumed or loaded
    /// game.
    pub named: Vec<Side>,
    /// The time control, when the game is played with clocks.
    pub clock: Option<TimeControl>,
    /// No bell when the other player moves.
    pub quiet: bool,
    /// A game over the network, hosted or joined.
    pub network: Option<Network>,
    /// The board asked for (`--board`); without it, the board of the game
    /// resumed, loaded or offered, else `new_board`.
    pub board: Option<Board>,
    /// The board of a new game when neither `--board` nor a game to
    /// continue or offer names one: the settings'.
    pub new_board: Board,
    /// `board`: the free board opens at start with these pieces, this
    /// side to move (the set-up may not be playable: the board says why).
    pub free_board: Option<(Setup, Side)>,
    /// `learn`: the lessons open at start (`Some(true)`: their stars
    /// cleared first).
    pub lessons: Option<bool>,
    /// Puzzles instead of a game (`obereg puzzles`), and which.
    pub puzzles: Option<Choice>,
    /// How the die is read, in a game with the die (V2); over the network,
    /// the host's (a guest learns it from the welcome).
    pub die: Option<Reading>,
    /// The seed of the die's rolls (`--seed`); without it the system's randomness.
    pub seed: Option<u64>,
    /// What went wrong with the settings file at start: told when the game opens.
    pub settings_trouble: Option<Trouble>,
    /// The start menu is behind the game: the run opens on it (no flag
    /// named a game), and Esc in what it opened returns to it.
    pub menu: bool,
    /// `obereg online [SERVER]`: the run opens on the lobby of online
    /// play, on the server given, if one is.
    pub online: Option<Option<String>>,
}

impl GameConfig {
    /// The looks these options ask for: ASCII or not, colour or not, the
    /// colour theme.
    pub fn theme(&self) -> Theme {
        Theme::new(self.ascii, self.color, self.theme)
    }

    /// Two people, `vikings` and `varangians`, playing with `messages`
    /// and every other option at its default (colour, Unicode, the offer
    /// to resume).
    pub fn two_people(vikings: &str, varangians: &str, messages: Messages) -> GameConfig {
        GameConfig {
            vikings: vikings.into(),
            varangians: varangians.into(),
            vikings_player: PlayerKind::Human,
            varangians_player: PlayerKind::Human,
            think_time: None,
            tossed: false,
            messages,
            ascii: false,
            color: true,
            theme: ColourTheme::Standard,
            level: Level::default(),
            opening: Opening::Ask,
            named: Vec::new(),
            clock: None,
            quiet: false,
            network: None,
            board: None,
            new_board: Board::Nine,
            free_board: None,
            lessons: None,
            puzzles: None,
            die: None,
            seed: None,
            settings_trouble: None,
            menu: false,
            online: None,
        }
    }

    /// The options `cli` and the environment (`var` reads a variable) ask
    /// for, in the language of `messages` (chosen once, before clap ran);
    /// `coin` draws the lots for `--toss` (true: the names swap sides).
    /// The `settings` kept give what no flag gives; their board, die and
    /// clock are those of a new game at this keyboard or hosted, not of the
    /// lessons, the puzzles, the free board or a game joined.
    ///
    /// # Errors
    /// A [`ConfigError`] for a name that is blank, too long or has control
    /// characters, a computer player at no level, or a bad thinking time.
    pub fn new(
        cli: &Cli,
        settings: &Settings,
        var: impl Fn(&str) -> Option<String>,
        coin: impl FnOnce() -> bool,
        messages: &Messages,
    ) -> Result<GameConfig, ConfigError> {
        let settings = match cli.command {
            None | Some(Command::Host(_)) => *settings,
            _ => Settings { board: Board::Nine, die: None, clock: None, ..*settings },
        };
        let player = |given: &Option<String>, side: Side| match given {
            Some(name) => player(name, side, settings.level, messages),
            None => Ok((messages.side(side), PlayerKind::Human)),
        };
        let mut vikings = player(&cli.vikings, Side::Vikings)?;
        let mut varangians = player(&cli.varangians, Side::Varangians)?;
        let mut named: Vec<Side> = [(Side::Vikings, &cli.vikings), (Side::Varangians, &cli.varangians)]
            .into_iter()
            .filter_map(|(side, given)| given.as_ref().map(|_| side))
            .collect();
        if cli.toss && coin() {
            std::mem::swap(&mut vikings, &mut varangians);
            named = named.into_iter().map(Side::opponent).collect();
        }
        let think_time = match &cli.think_time {
            Some(text) => Some(parse_seconds(text).map_err(|_| ConfigError::BadThinkTime(text.clone()))?),
            None => None,
        };
        let color = settings.color && var("NO_COLOR").is_none_or(|value| value.is_empty());
        let opening = match (&cli.load, cli.resume, cli.new) {
            (Some(file), _, _) => Opening::Load(file.clone()),
            (None, true, _) => Opening::Resume,
            (None, false, true) => Opening::New,
            (None, false, false) => Opening::Ask,
        };
        let clock = match &cli.clock {
            Some(text) => Some(text.parse().map_err(|error| match error {
                TimeControlError::NoBase(_) => ConfigError::NoBaseTime(text.clone()),
                TimeControlError::Form(_) => ConfigError::BadClock(text.clone()),
            })?),
            None => settings.clock,
        };
        let config = GameConfig {
            vikings: vikings.0,
            varangians: varangians.0,
            vikings_player: vikings.1,
            varangians_player: varangians.1,
            think_time,
            tossed: cli.toss,
            messages: messages.clone(),
            ascii: cli.ascii || settings.ascii,
            color,
            theme: settings.theme,
            level: settings.level,
            opening,
            named,
            clock,
            quiet: cli.quiet || !settings.bell,
            network: None,
            board: cli.board,
            new_board: settings.board,
            free_board: None,
            lessons: None,
            puzzles: None,
            die: cli.die.or(settings.die),
            seed: cli.seed,
            settings_trouble: None,
            menu: names_no_game(cli),
            online: match &cli.command {
                Some(Command::Online(online)) => Some(online.server.clone()),
                _ => None,
            },
        };
        let refused = match &cli.command {
            Some(Command::Board { refused, .. } | Command::Learn { refused, .. }) => Some(refused),
            Some(Command::Puzzles(args)) => Some(&args.refused),
            _ => None,
        };
        let die_after = refused.is_some_and(|refused| refused.die.is_some());
        if refused.is_some() && (cli.board == Some(Board::Eleven) || cli.die.is_some() || die_after) {
            return Err(ConfigError::NineOnly);
        }
        if matches!(cli.command, Some(Command::Join(_))) && config.die.is_some() {
            return Err(ConfigError::DieOnJoin);
        }
        match &cli.command {
            Some(Command::Host(host)) => config.hosting(host),
            Some(Command::Join(join)) => config.joining(join),
            Some(Command::Board { position, .. }) => {
                let record = position.position.as_deref().unwrap_or(obereg_rules::START_RECORD);
                let setup = record.parse::<Setup>().map_err(ConfigError::BadPosition)?;
                let free_board = Some((setup, position.to_move));
                Ok(GameConfig { opening: Opening::Keep, free_board, ..config })
            }
            Some(Command::Learn { reset, .. }) => {
                Ok(GameConfig { opening: Opening::Keep, lessons: Some(*reset), clock: None, ..config })
            }
            Some(Command::Puzzles(args)) => {
                let choice = Choice { theme: args.theme, length: args.length.map(usize::from) };
                Ok(GameConfig { opening: Opening::Puzzles, puzzles: Some(choice), ..config })
            }
            _ => Ok(config),
        }
    }

    /// This config for hosting: the host's name on its side, a new game
    /// unless `--resume`.
    fn hosting(self, host: &crate::cli::HostArgs) -> Result<GameConfig, ConfigError> {
        let side = if host.varangians.is_some() { Side::Varangians } else { Side::Vikings };
        let mut config = GameConfig {
            opening: if host.resume { Opening::Resume } else { Opening::New },
            network: Some(Network::Host { port: host.port.unwrap_or(DEFAULT_PORT), side }),
            die: host.die.or(self.die),
            seed: host.seed.or(self.seed),
            ..self
        };
        if let Some(name) = host.vikings.as_ref().or(host.varangians.as_ref()) {
            let name = check_name(name, side)?;
            match side {
                Side::Vikings => config.vikings = name,
                Side::Varangians => config.varangians = name,
            }
        }
        Ok(config)
    }

    /// This config for joining: the code checked; the game comes from the host.
    fn joining(self, join: &crate::cli::JoinArgs) -> Result<GameConfig, ConfigError> {
        let code = join.code.parse().map_err(|_| ConfigError::BadCode(join.code.clone()))?;
        let name = join.name.as_deref().map(|name| check_name(name, Side::Varangians)).transpose()?;
        let network = Network::Join { address: join.address.clone(), code, name };
        Ok(GameConfig { opening: Opening::New, network: Some(network), clock: None, ..self })
    }
}

/// Whether `cli` names no game: no subcommand and no flag of a game, so
/// the run opens on the start menu.
fn names_no_game(cli: &Cli) -> bool {
    let named =
        [&cli.vikings, &cli.varangians, &cli.think_time, &cli.clock].iter().any(|flag| flag.is_some());
    let asked = cli.toss || cli.resume || cli.new || cli.board.is_some() || cli.load.is_some();
    cli.command.is_none() && !named && !asked && cli.die.is_none() && cli.seed.is_none()
}

/// The player `given` for `side`: the computer for exactly `ai` (at
/// `level`) or `ai:LEVEL` (any case), named «Computer (level)» in the
/// players' language; anything else is a person's name, so «Aiden» is a
/// person.
fn player(
    given: &str,
    side: Side,
    level: Level,
    messages: &Messages,
) -> Result<(String, PlayerKind), ConfigError> {
    let word = given.trim();
    let lower = word.to_ascii_lowercase();
    if lower == "ai" {
        return Ok((computer_name(level, messages), PlayerKind::Computer(level)));
    }
    if !lower.starts_with("ai:") {
        return Ok((check_name(given, side)?, PlayerKind::Human));
    }
    match word.parse::<PlayerKind>() {
        Ok(PlayerKind::Computer(level)) => Ok((computer_name(level, messages), PlayerKind::Computer(level))),
        _ => Err(ConfigError::BadLevel(side, word.to_string())),
    }
}

/// «Computer (easy)» in the players' language.
pub fn computer_name(level: Level, messages: &Messages) -> String {
    let level = messages.format("level-name", &[text_arg("level", level)]);
    messages.format("player-computer", &[text_arg("level", level)])
}

fn check_name(name: &str, side: Side) -> Result<String, ConfigError> {
    let name = name.trim();
    if name.is_empty() {
        Err(ConfigError::EmptyName(side))
    } else if name.chars().any(char::is_control) {
        Err(ConfigError::ControlName(name.to_string()))
    } else if name.chars().count() > MAX_NAME {
        Err(ConfigError::LongName(name.to_string()))
    } else {
        Ok(name.to_string())
    }
}
