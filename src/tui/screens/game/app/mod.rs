//! The state of the game in the terminal. Only [`super::update()`]
//! changes it; the widgets read it through these accessors.

mod analysis_view;
mod board_view;
mod die_view;
mod record_players;

pub(in crate::tui) use record_players::{players_of, recorded_name, tag_players};

use std::time::Duration;

use crate::i18n::Messages;
use obereg_engine::Progress as SearchProgress;
use obereg_record::{Date, GameRecord, GameTree, NodeId};
use obereg_rules::{Clock, DrawReason, Move, Outcome, Position, Side, Square, WinReason};

use super::computer::{ComputerPlay, SearchStatus};
use super::notice::Notice;
use super::players::Players;
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::network::remote::Remote;

/// The game in the terminal: the game record (the one history of moves,
/// variations and the review cursor), the players, and what the screen
/// shows around it.
#[derive(Debug)]
pub struct App<const N: usize = 9> {
    pub(in crate::tui) messages: Messages,
    pub(in crate::tui) theme: Theme,
    pub(in crate::tui) players: Players,
    pub(in crate::tui) record: GameRecord<N>,
    /// An unfinished game of an earlier run, offered at start.
    pub(in crate::tui) offer: Option<GameRecord<N>>,
    /// The date of the games begun, given when the app is made: a new
    /// game or a rematch is dated without reading the clock.
    pub(in crate::tui) today: Date,
    pub(in crate::tui) cursor: Square,
    pub(in crate::tui) selected: Option<Square>,
    pub(in crate::tui) prompt: Option<String>,
    pub(in crate::tui) draw_offer: Option<Side>,
    pub(in crate::tui) notice: Notice,
    pub(in crate::tui) help: bool,
    /// How many rows of the help are scrolled past.
    pub(in crate::tui) help_scroll: usize,
    pub(in crate::tui) size: (u16, u16),
    pub(in crate::tui) quit: bool,
    pub(in crate::tui) computer: ComputerPlay,
    /// The sides whose player the command line named: they win over a
    /// resumed or loaded record's.
    pub(in crate::tui) named: Vec<Side>,
    /// The game's clocks, when it has them.
    pub(in crate::tui) clock: Option<Clock>,
    /// The time now, as the loop last said it ([`crate::tui::screens::game::action::Action::Now`]).
    pub(in crate::tui) now: Duration,
    /// Whether the clocks' timer is set.
    pub(in crate::tui) ticking: bool,
    /// When the clocks were last written into the record to be saved.
    pub(in crate::tui) clock_kept: Duration,
    /// The other player, in a game over the network.
    pub(in crate::tui) remote: Option<Remote>,
    /// Whether the open prompt is a chat line (else a move).
    pub(in crate::tui) chatting: bool,
    /// `R` was pressed once: pressed again, the player resigns.
    pub(in crate::tui) resign_armed: bool,
    /// Esc hid the dialog at the end of the game, so the final position shows.
    pub(in crate::tui) banner_hidden: bool,
    /// The last autosave failed: the game as it stands is on no disk.
    pub(in crate::tui) unsaved: bool,
    /// `q` was pressed once while `unsaved`: a second one quits.
    pub(in crate::tui) quit_armed: bool,
    /// The die, in a game played with it (V2).
    pub(in crate::tui) die: Option<super::die::DieTurn>,
    /// The start menu is behind the game: Esc with nothing to cancel returns to it.
    pub(in crate::tui) from_menu: bool,
    /// Esc asked for the start menu.
    pub(in crate::tui) to_menu: bool,
    /// `L` asked for the lessons.
    pub(in crate::tui) to_lessons: bool,
}

impl<const N: usize> App<N> {
    /// A new game for the players and options of `config`, on a screen of
    /// `size` (columns, rows).
    pub fn new(config: &GameConfig, size: (u16, u16)) -> App<N> {
        let record = GameRecord::on_board(&config.vikings, &config.varangians, Date::today());
        let record = match config.die {
            Some(reading) => record.with_die(reading),
            None => record,
        };
        App::with_players(config, size, record, &BOTH_SIDES)
    }

    /// The players of `config` continuing `game` (a composed position); a
    /// new game after it starts from the start.
    pub fn with_game(config: &GameConfig, size: (u16, u16), game: GameTree<N>) -> App<N> {
        let record = GameRecord::from_game(&config.vikings, &config.varangians, Date::today(), game);
        App::with_players(config, size, record, &BOTH_SIDES)
    }

    /// A game resumed or loaded from `record`, with the players it names,
    /// except those the command line named (and those of `config` where it
    /// names none). A finished game opens in review at its start, with its
    /// own players.
    pub fn with_record(config: &GameConfig, size: (u16, u16), record: GameRecord<N>) -> App<N> {
        App::with_players(config, size, record, &config.named)
    }

    /// `record` played by `config`'s players for the sides `named`, by the
    /// record's for the others.
    fn with_players(
        config: &GameConfig,
        size: (u16, u16),
        mut record: GameRecord<N>,
        named: &[Side],
    ) -> App<N> {
        let given = Players::new(config.vikings.clone(), config.varangians.clone())
            .with_kinds(config.vikings_player, config.varangians_player);
        let record_clock = record.clock();
        let finished = record.game().outcome().is_some();
        // A finished game keeps its players: flags cannot apply to it.
        let named = if finished { &[][..] } else { named };
        let players = players_of(&record, &given, named, &config.messages);
        tag_players(&mut record, &players);
        let moved = record.game().current() != NodeId::START;
        if finished {
            record.game_mut().to_start();
        }
        let unkept = record.clock_not_kept().filter(|_| !finished).map(str::to_string);
        let notice = if let Some(control) = unkept {
            Notice::ClockNotKept { control, instead: config.clock }
        } else if moved || finished {
            let flags_ignored = finished && !config.named.is_empty();
            Notice::Continued { finished, flags_ignored }
        } else if config.tossed {
            Notice::Toss
        } else {
            Notice::Welcome
        };
        let die = super::die::DieTurn::resumed(&record);
        App {
            messages: config.messages.clone(),
            theme: config.theme(),
            players,
            record,
            offer: None,
            today: Date::today(),
            cursor: Position::<N>::throne(),
            selected: None,
            prompt: None,
            draw_offer: None,
            notice,
            help: false,
            help_scroll: 0,
            size,
            quit: false,
            computer: ComputerPlay::new(config.think_time, config.level),
            named: config.named.clone(),
            clock: record_clock.or(config.clock.map(Clock::new)),
            now: Duration::ZERO,
            ticking: false,
            clock_kept: Duration::ZERO,
            remote: None,
            chatting: false,
            resign_armed: false,
            banner_hidden: false,
            unsaved: false,
            quit_armed: false,
            die,
            from_menu: config.menu,
            to_menu: false,
            to_lessons: false,
        }
    }

    /// A new game of `config`, with a dialog offering to resume `unfinished`
    /// instead.
    pub fn offering(config: &GameConfig, size: (u16, u16), unfinished: GameRecord<N>) -> App<N> {
        App { offer: Some(unfinished), ..App::new(config, size) }
    }

    /// The game being played: its moves, variations and review cursor.
    pub fn game(&self) -> &GameTree<N> {
        self.record.game()
    }

    /// The game with its tags, as it is saved.
    pub fn record(&self) -> &GameRecord<N> {
        &self.record
    }

    /// The unfinished game offered at start, while the dialog is open.
    pub fn offer(&self) -> Option<&GameRecord<N>> {
        self.offer.as_ref()
    }

    /// Whether the board shows an earlier position than the game's.
    pub fn is_reviewing(&self) -> bool {
        self.game().is_reviewing()
    }

    /// The position on the board: the game's, or an earlier one in
    /// review. Moves are played here (from an earlier one, a variation).
    pub fn position(&self) -> &Position<N> {
        self.game().viewed_position()
    }

    /// How the game had ended at the position on the board, if it had.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game().outcome_at(self.game().viewed())
    }

    /// Whether the game is over because a flag fell (a loss or a draw on
    /// time): final, so undo is not offered.
    pub fn ended_on_time(&self) -> bool {
        let time = |outcome| {
            matches!(outcome, Outcome::Win { reason: WinReason::Time, .. } | Outcome::Draw(DrawReason::Time))
        };
        self.game().outcome().is_some_and(time)
    }

    /// The messages of the players' language.
    pub fn messages(&self) -> &Messages {
        &self.messages
    }

    /// How pieces and marks are drawn.
    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    /// The players and the match score.
    pub fn players(&self) -> &Players {
        &self.players
    }

    /// Squares per side of the board: 9, or 11 (V1).
    pub const fn board_side(&self) -> u16 {
        N as u16
    }

    /// The square under the cursor.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The square of the piece picked up, if one is.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The text typed so far, while the move prompt is open.
    pub fn prompt(&self) -> Option<&str> {
        self.prompt.as_deref()
    }

    /// The side that offers a draw, while the offer stands.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// What the status line says.
    pub fn notice(&self) -> &Notice {
        &self.notice
    }

    /// The terminal size the screen is laid out for.
    pub fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Whether the player asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Whether the start menu is behind the game: Esc with nothing to
    /// cancel returns to it.
    pub fn has_menu_behind(&self) -> bool {
        self.from_menu
    }

    /// Whether the player asked for the start menu behind the game.
    pub fn wants_menu(&self) -> bool {
        self.to_menu
    }

    /// Whether the player asked for the lessons (`L`).
    pub fn wants_lessons(&self) -> bool {
        self.to_lessons
    }

    /// Whether the help is open over the screen.
    pub fn help_open(&self) -> bool {
        self.help
    }

    /// Whether the game has ended at the position on the board, or on time.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some() || self.ended_on_time()
    }

    /// Whether a layer over the board takes the keys: the help, the offer
    /// to resume, the prompt.
    pub fn overlaid(&self) -> bool {
        self.help || self.offer.is_some() || self.prompt.is_some()
    }

    /// Whether moves and offers can be made: nothing over the board, and
    /// the game goes on.
    pub fn playing(&self) -> bool {
        !self.overlaid() && !self.is_over()
    }

    /// Whether the board shows the end of the game with nothing over it:
    /// a new game, a rematch or the lessons can begin.
    pub fn at_the_end(&self) -> bool {
        !self.overlaid() && self.is_over()
    }

    /// Whether the dialog at the end of the game is hidden (Esc).
    pub fn banner_hidden(&self) -> bool {
        self.banner_hidden
    }

    /// The running search, as the status line shows it.
    pub fn search_status(&self) -> Option<SearchStatus> {
        let search = self.computer.search.as_ref()?;
        let progress = search.progress.as_ref();
        Some(SearchStatus {
            purpose: search.purpose,
            side: self.position().to_move(),
            depth: progress.map_or(0, |p| p.depth),
            score: progress.map(|p| p.score),
            win_in: progress.and_then(SearchProgress::win_in),
            spinner: search.spinner,
        })
    }

    /// The move the last hint suggests, while its position is on the board.
    pub fn hint(&self) -> Option<Move> {
        self.computer.hint.filter(|(position, _)| *position == self.position().hash()).map(|(_, mv)| mv)
    }

    /// The game's clocks, when it has them.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The time `side` has left now, when the game has clocks.
    pub fn time_left(&self, side: Side) -> Option<Duration> {
        self.clock.map(|clock| clock.left(side, self.now))
    }

    /// The other player, in a game over the network.
    pub fn remote(&self) -> Option<&Remote> {
        self.remote.as_ref()
    }

    /// Whether the open prompt is a chat line.
    pub fn is_chatting(&self) -> bool {
        self.chatting
    }

    /// Joins the network game `remote` describes: its link is open. The
    /// host's record keeps the game's number, side, code and die's seed,
    /// for `--resume`.
    pub fn connect(&mut self, remote: Remote) {
        if remote.role == crate::tui::network::remote::Role::Host {
            self.record.set_tag(super::link::GAME_TAG, &remote.game.to_string());
            self.record.set_tag(super::link::HOST_TAG, remote.local.name());
            if let Some(code) = &remote.code {
                self.record.set_tag(super::link::CODE_TAG, &code.to_string());
            }
            if let Some(dice) = remote.dice {
                self.record.set_tag(super::link::SEED_TAG, &dice.seed().to_string());
            }
        }
        self.remote = Some(remote);
    }

    /// Whether the computer is to move in a game still going on, the game
    /// itself on the board (not an earlier position under review).
    pub fn computer_to_move(&self) -> bool {
        self.game().outcome().is_none()
            && !self.is_reviewing()
            && !self.players.is_human(self.position().to_move())
    }
}

/// Both sides: a new game is played by the players of the command line.
const BOTH_SIDES: [Side; 2] = [Side::Vikings, Side::Varangians];
