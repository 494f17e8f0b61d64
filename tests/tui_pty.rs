//! The real binary in a pseudo-terminal, read through a vt100 screen parser:
//! moves with the cursor keys and with `m`, quitting, SIGTERM, and the
//! terminal restored afterwards (main screen, cursor, mouse, cooked mode).

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::termios::LocalFlags;
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

const ROWS: u16 = 35;
const COLUMNS: u16 = 100;
const PATIENCE: Duration = Duration::from_secs(10);

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("a size above zero")
}

struct Session {
    master: Box<dyn MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    output: Receiver<Vec<u8>>,
    screen: vt100::Parser,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let size = PtySize { rows: ROWS, cols: COLUMNS, pixel_width: 0, pixel_height: 0 };
        let pair = native_pty_system().openpty(size).expect("a pseudo-terminal");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_obereg"));
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("LANG", "C");
        command.env_remove("LC_ALL");
        command.env_remove("LC_MESSAGES");
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
        }
    }

    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads the game's output until the screen shows `expected`.
    fn wait_for(&mut self, expected: &str) {
        let deadline = Instant::now() + PATIENCE;
        while !self.text().contains(expected) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(_) => panic!("the screen never showed {expected:?}:\n{}", self.text()),
            }
        }
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("keys sent");
        self.writer.flush().expect("keys flushed");
    }

    /// Waits for the game to end and reads what it wrote on the way out.
    fn finish(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("the child's status") {
                break status;
            }
            assert!(Instant::now() < deadline, "the game did not exit");
            thread::sleep(Duration::from_millis(20));
        };
        while let Ok(bytes) = self.output.recv_timeout(Duration::from_millis(200)) {
            self.screen.process(&bytes);
        }
        status
    }

    fn raw_mode(&self) -> bool {
        let termios = self.master.get_termios().expect("the terminal's settings");
        !termios.local_flags.contains(LocalFlags::ICANON)
    }

    fn assert_restored(&self) {
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
    game.wait_for("Вікінги");
    game.send("\r");
    game.wait_for("належить Варягам");
    game.send("\x03");
    assert!(game.finish().success(), "Ctrl-C quits cleanly");
    game.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut game = Session::start(&[]);
    game.wait_for("Vikings");
    let pid = game.child.process_id().expect("the game's process id");
    let killed = std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status();
    assert!(killed.expect("kill runs").success());
    let status = game.finish();
    assert_eq!(status.exit_code(), 128 + 15);
    game.assert_restored();
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
