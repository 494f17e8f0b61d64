//! The real binary in a pseudo-terminal, read through a vt100 screen parser:
//! moves with the cursor keys and with `m`, quitting, SIGTERM, and the
//! terminal restored afterwards (main screen, cursor, mouse, cooked mode);
//! a game killed with SIGKILL and resumed with its variations and redo.
//! Each game keeps its files in a data directory of its own
//! (`XDG_DATA_HOME`), which is its config directory too (`XDG_CONFIG_HOME`).

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::termios::LocalFlags;
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use tempfile::TempDir;

const ROWS: u16 = 35;
const COLUMNS: u16 = 100;
const PATIENCE: Duration = Duration::from_secs(10);

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("a size above zero")
}

pub struct Session {
    master: Box<dyn MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    output: Receiver<Vec<u8>>,
    screen: vt100::Parser,
    /// The data directory when the session made its own.
    _data: Option<TempDir>,
}

impl Session {
    /// The game with `args` and a fresh data directory.
    pub fn start(args: &[&str]) -> Session {
        let data = TempDir::new().expect("a data directory");
        let session = Session::start_in(data.path(), args);
        Session { _data: Some(data), ..session }
    }

    /// The game with `args`, keeping its files under `data`.
    pub fn start_in(data: &Path, args: &[&str]) -> Session {
        let size = PtySize { rows: ROWS, cols: COLUMNS, pixel_width: 0, pixel_height: 0 };
        let pair = native_pty_system().openpty(size).expect("a pseudo-terminal");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_obereg"));
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("LANG", "C");
        command.env_remove("LC_ALL");
        command.env_remove("LC_MESSAGES");
        command.env("XDG_DATA_HOME", data);
        // The settings too: the player's own never reach a test.
        command.env("XDG_CONFIG_HOME", data);
        let child = pair.slave.spawn_command(command).expect("the game starts");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("a reader");
        let (sender, output) = mpsc::channel();
        thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(n) = reader.read(&mut chunk) {
                if n == 0 || sender.send(chunk[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let writer = pair.master.take_writer().expect("a writer");
        Session {
            master: pair.master,
            child,
            writer,
            output,
            screen: vt100::Parser::new(nonzero(ROWS), nonzero(COLUMNS), 0),
            _data: None,
        }
    }

    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads the game's output until the screen shows `expected`.
    pub fn wait_for(&mut self, expected: &str) {
        self.wait_until(expected, |text| text.contains(expected));
    }

    /// Reads the game's output until `shown` holds of the screen's text;
    /// `what` names it when it never does.
    pub fn wait_until(&mut self, what: &str, shown: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !shown(&self.text()) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(_) => panic!("the screen never showed {what:?}:\n{}", self.text()),
            }
        }
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("keys sent");
        self.writer.flush().expect("keys flushed");
    }

    /// Waits for the game to end, reading what it wrote on the way out:
    /// the terminal's reader ends when the game, the last to hold the
    /// terminal, has closed it.
    pub fn finish(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(RecvTimeoutError::Disconnected) => break,
                Err(RecvTimeoutError::Timeout) => panic!("the game did not exit:\n{}", self.text()),
            }
        }
        self.child.wait().expect("the child's status")
    }

    fn raw_mode(&self) -> bool {
        let termios = self.master.get_termios().expect("the terminal's settings");
        !termios.local_flags.contains(LocalFlags::ICANON)
    }

    pub fn assert_restored(&self) {
        let screen = self.screen.screen();
        assert!(!screen.alternate_screen(), "back on the main screen");
        assert!(!screen.hide_cursor(), "the cursor is shown");
        assert_eq!(screen.mouse_protocol_mode(), vt100::MouseProtocolMode::None, "mouse capture off");
        assert!(!self.raw_mode(), "cooked mode again");
    }
}

#[test]
fn two_players_move_with_the_cursor_and_by_typing_then_quit() {
    let mut game = Session::start(&["--vikings", "Olha", "--varangians", "Ihor"]);
    game.wait_for("Olha");
    assert!(game.screen.screen().alternate_screen() && game.raw_mode());
    assert_ne!(game.screen.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None);
    // Up four times, left once: d9; Enter picks it up, three downs and Enter put it on d6.
    game.send("\x1b[A\x1b[A\x1b[A\x1b[A\x1b[D\r");
    game.wait_for("The Viking on d9 has 5 moves.");
    game.send("\x1b[B\x1b[B\x1b[B\r");
    game.wait_for("1. d9-d6");
    game.send("mf5-f8\r");
    game.wait_for("Varangians: f5-f8");
    game.wait_for("d9-d6           f5-f8");
    game.send("q");
    let status = game.finish();
    assert!(status.success());
    game.assert_restored();
}

#[test]
fn a_refused_move_says_why_on_screen() {
    let mut game = Session::start(&["--lang", "uk"]);
    game.wait_for("Грати вдвох за цією клавіатурою");
    game.send("p");
    game.wait_for("Вікінги");
    game.send("\r");
    game.wait_for("належить варягам");
    game.send("\x03");
    assert!(game.finish().success(), "Ctrl-C quits cleanly");
    game.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut game = Session::start(&[]);
    game.wait_for("Play at this keyboard");
    let pid = game.child.process_id().expect("the game's process id");
    let killed = std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status();
    assert!(killed.expect("kill runs").success());
    let status = game.finish();
    assert_eq!(status.exit_code(), 128 + 15);
    game.assert_restored();
}

/// The board part of the screen: the first rows, left of the side panel.
fn board_rows(game: &Session) -> Vec<String> {
    game.text().lines().take(29).map(|line| line.chars().take(69).collect()).collect()
}

/// The data directory of a game killed (SIGKILL) after its first move.
fn killed_after_one_move() -> TempDir {
    let data = TempDir::new().expect("a data directory");
    let mut game = Session::start_in(data.path(), &["--new"]);
    game.wait_for("Vikings");
    game.send("md9-d6\r");
    game.wait_for("1. d9-d6");
    kill_hard(&mut game);
    data
}

pub fn kill_hard(game: &mut Session) {
    let pid = game.child.process_id().expect("the game's process id");
    let killed = std::process::Command::new("kill").args(["-KILL", &pid.to_string()]).status();
    assert!(killed.expect("kill runs").success());
    game.finish();
}

#[test]
fn a_game_killed_with_sigkill_resumes_with_its_position_history_variations_and_redo() {
    let data = TempDir::new().expect("a data directory");
    let mut game = Session::start_in(data.path(), &["--vikings", "Olha", "--varangians", "Ihor"]);
    game.wait_for("Olha");
    for (mv, shown) in [("d9-d6", "1. d9-d6"), ("f5-f8", "d9-d6           f5-f8"), ("a4-a3", "2. a4-a3")] {
        game.send(&format!("m{mv}\r"));
        game.wait_for(shown);
    }
    // Take the last move back and play another: the first is kept as a variation.
    game.send("u");
    game.wait_for("Taken back: a4-a3");
    game.send("mi4-i3\r");
    game.wait_for("2. i4-i3");
    // A move played and taken back: redo can play it again after the restart.
    game.send("me7-g7\r");
    game.wait_for("i4-i3           e7-g7");
    game.send("u");
    game.wait_for("Taken back: e7-g7");
    let board = board_rows(&game);
    kill_hard(&mut game);

    let mut resumed = Session::start_in(data.path(), &["--resume"]);
    resumed.wait_for("The game goes on where it was left, after 3 moves.");
    resumed.wait_for("1. d9-d6           f5-f8");
    resumed.wait_for("2. i4-i3");
    let text = resumed.text();
    assert!(text.contains("Olha") && text.contains("Ihor"), "the names come from the record:\n{text}");
    assert_eq!(board_rows(&resumed), board, "the same position");
    resumed.send("r");
    resumed.wait_for("Played again: e7-g7.");
    // Back to where the variation branches: the move taken back before is there.
    resumed.send("[[");
    resumed.wait_for("Also played here: a4-a3");
    resumed.send("ma4-a3\r");
    resumed.wait_for("2. a4-a3");
    resumed.send("q");
    assert!(resumed.finish().success());
    resumed.assert_restored();
}

#[test]
fn an_unfinished_game_is_offered_at_start_and_kept_when_declined() {
    let data = killed_after_one_move();

    // A flag that names a game (here the board) asks as before the menu.
    let mut next = Session::start_in(data.path(), &["--board", "9"]);
    next.wait_for("An unfinished game");
    next.wait_for("y resume it");
    next.send("n");
    next.wait_for("The unfinished game is kept in");
    let saved: Vec<_> = std::fs::read_dir(data.path().join("obereg/saved")).expect("saved games").collect();
    assert_eq!(saved.len(), 1, "the old game is a saved file");
    next.send("q");
    assert!(next.finish().success());
}

#[test]
fn a_finished_game_loaded_from_a_file_opens_in_review() {
    let data = TempDir::new().expect("a data directory");
    let file = data.path().join("won.otg");
    let mut record = obereg_record::GameRecord::new("Olha", "Ihor", obereg_record::Date::today());
    for mv in ["d9-d6", "f5-f8"] {
        record.game_mut().play(mv.parse().unwrap()).unwrap();
    }
    record.game_mut().agree_draw();
    std::fs::write(&file, record.to_otg()).expect("the record is written");
    let mut game = Session::start_in(data.path(), &["--load", file.to_str().unwrap()]);
    game.wait_for("A finished game, shown from its start");
    game.wait_for("Review: the start, not the game now (move 2)");
    game.send("\x1b[F");
    game.wait_for("The players agreed to a draw.");
    game.send("q");
    assert!(game.finish().success());
}

#[test]
fn new_starts_fresh_and_keeps_the_unfinished_game_as_a_saved_file() {
    let data = killed_after_one_move();
    let current = data.path().join("obereg/current.otg");
    let unfinished = std::fs::read(&current).expect("the game was autosaved");

    let mut fresh = Session::start_in(data.path(), &["--new"]);
    fresh.wait_for("The unfinished game is kept in");
    assert!(fresh.text().contains("0 moves"), "a new game:\n{}", fresh.text());
    let saved: Vec<_> =
        std::fs::read_dir(data.path().join("obereg/saved")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(saved.len(), 1);
    assert_eq!(std::fs::read(&saved[0]).unwrap(), unfinished, "kept as it was");
    assert!(!current.exists());
    fresh.send("q");
    assert!(fresh.finish().success());
}

#[test]
fn the_computer_answers_a_move_on_screen() {
    let mut game = Session::start(&["--vikings", "Olha", "--varangians", "ai:easy"]);
    game.wait_for("Computer (easy)");
    game.send("md9-d6\r");
    game.wait_for("1. d9-d6");
    // The computer's move is said in the status line, as any move is.
    game.wait_for("Varangians: ");
    game.send("q");
    assert!(game.finish().success());
    game.assert_restored();
}

#[test]
fn quit_stops_the_computer_mid_think() {
    let args = ["--vikings", "ai:max", "--varangians", "ai:max", "--think-time", "600"];
    let mut game = Session::start(&args);
    game.wait_for("is thinking");
    game.send("q");
    assert!(game.finish().success(), "it left long before the ten minutes of thinking");
    game.assert_restored();
}
