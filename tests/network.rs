//! Two real games over loopback, each in its own pseudo-terminal and data
//! directory: a whole game played across them ends with the same record at
//! both ends, with the die too (the host rolling for both); a host killed
//! and resumed takes its guest back, with the die at the roll it had.

use std::path::{Path, PathBuf};

use obereg_record::GameRecord;
use obereg_rules::{Reading, Rng, Roll, Side};
use tempfile::TempDir;

use crate::pty::{Session, kill_hard};

/// Starts a host in `data` with `args` and reads its invitation: the
/// loopback address with the port and the join code.
pub fn host(data: &Path, args: &[&str]) -> (Session, String, String) {
    let mut all = vec!["host", "--port", "0"];
    all.extend_from_slice(args);
    let mut host = Session::start_in(data, &all);
    host.wait_until("an invitation", |text| invitation(text).is_some());
    let (address, code) = invitation(&host.text()).expect("an invitation");
    (host, address, code)
}

/// The loopback address and the code of the invitation on `screen`, once
/// it is drawn whole.
fn invitation(screen: &str) -> Option<(String, String)> {
    let line = screen.lines().find(|line| line.contains("obereg join 127.0.0.1:"))?;
    let mut words = line.split("obereg join ").nth(1)?.split_whitespace();
    let address = words.next()?.to_string();
    let code = words.next()?.to_string();
    let whole = code.len() == 9
        && code.as_bytes()[4] == b'-'
        && code.chars().all(|c| c == '-' || c.is_ascii_alphanumeric());
    whole.then_some((address, code))
}

fn join(data: &Path, address: &str, code: &str) -> Session {
    join_with(data, address, code, &[])
}

/// Joins as Olha with more `args`.
pub fn join_with(data: &Path, address: &str, code: &str, args: &[&str]) -> Session {
    let mut all = vec!["join", address, code, "--name", "Olha"];
    all.extend_from_slice(args);
    let mut guest = Session::start_in(data, &all);
    guest.wait_for("you play the Varangians");
    guest
}

/// The one game record filed in the history of the data directory `data`
/// (a game set aside when a player quit while the link was lost is not one).
fn filed(data: &Path) -> String {
    let history = data.join("obereg").join("history");
    let found: Vec<PathBuf> =
        std::fs::read_dir(&history).expect("a history").flatten().map(|e| e.path()).collect();
    assert_eq!(found.len(), 1, "one record in {found:?}");
    std::fs::read_to_string(&found[0]).expect("the record")
}

/// The host plays i4-h4, both ends show it, and the host resigns; returns
/// the records both ends filed.
fn i4_h4_and_resign(
    host: &mut Session,
    guest: &mut Session,
    host_data: &Path,
    guest_data: &Path,
) -> (String, String) {
    host.send("mi4-h4\r");
    guest.wait_for("2. i4-h4");
    host.send("RR");
    guest.wait_for("The Vikings resigned.");
    host.wait_for("The Vikings resigned.");
    (filed(host_data), filed(guest_data))
}

#[test]
fn a_whole_game_across_two_terminals_leaves_the_same_record_at_both_ends() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let (mut host, address, code) = host(host_data.path(), &["--vikings", "Ihor"]);
    let mut guest = join(guest_data.path(), &address, &code);
    host.wait_for("Olha joined the game.");
    guest.send("md9-d7\r");
    guest.wait_for("It is Ihor's move");
    host.send("md9-d7\r");
    guest.wait_for("1. d9-d7");
    guest.send("mf5-f8\r");
    host.wait_for("d9-d7           f5-f8");
    guest.send("u");
    host.wait_for("Olha asks to take back their last move");
    host.send("y");
    guest.wait_for("Taken back, as you both agreed: f5-f8");
    guest.send("mf5-f7\r");
    host.wait_for("d9-d7           f5-f7");
    host.send("ca good game\r");
    guest.wait_for("Ihor: a good game");
    let (host_record, guest_record) =
        i4_h4_and_resign(&mut host, &mut guest, host_data.path(), guest_data.path());
    let ended = ["[result:-1]", "[obereg-ended:resignation]", "f5-f7", "i4-h4"];
    assert!(ended.iter().all(|part| host_record.contains(part)), "{host_record}");
    assert_eq!(host_record, guest_record);
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
}

/// Kills `host` hard; its guest, told the link is lost, quits; the host
/// is started again with `--resume` and the guest joins it again.
fn kill_and_resume(
    mut host: Session,
    mut guest: Session,
    host_data: &Path,
    guest_data: &Path,
) -> (Session, Session) {
    kill_hard(&mut host);
    guest.wait_for("Connection lost, reconnecting");
    guest.send("q");
    assert!(guest.finish().success());
    let (host, address, code) = self::host(host_data, &["--resume"]);
    (host, join(guest_data, &address, &code))
}

#[test]
fn a_host_killed_and_resumed_takes_its_guest_back_at_the_same_move() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let (mut first_host, address, code) = host(host_data.path(), &["--clock", "10+5"]);
    let mut guest = join(guest_data.path(), &address, &code);
    first_host.send("md9-d7\r");
    guest.wait_for("1. d9-d7");
    guest.send("mf5-f7\r");
    first_host.wait_for("d9-d7           f5-f7");
    let (mut host, mut guest) = kill_and_resume(first_host, guest, host_data.path(), guest_data.path());
    guest.wait_for("d9-d7           f5-f7");
    guest.wait_for("clocks 10+5");
    host.send("mi4-h4\r");
    guest.wait_for("2. i4-h4");
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
}

/// What `obereg replay` prints of the record `text`.
fn replayed(text: &str) -> String {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("game.otg");
    std::fs::write(&file, text).unwrap();
    let output = crate::run::obereg(&["replay", file.to_str().unwrap()], "en_US.UTF-8");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_takeback_agreed_before_the_host_is_killed_stays_taken_back_after_the_resume() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let (mut first_host, address, code) = host(host_data.path(), &[]);
    let mut guest = join(guest_data.path(), &address, &code);
    first_host.send("md9-d7\r");
    guest.wait_for("1. d9-d7");
    guest.send("mf5-f7\r");
    first_host.wait_for("d9-d7           f5-f7");
    first_host.send("mf1-f3\r");
    guest.wait_for("2. f1-f3");
    // The host asks to take back its own last move, f1-f3.
    first_host.send("u");
    guest.wait_for("Vikings asks to take back their last move");
    guest.send("y");
    guest.wait_for("Taken back, as you both agreed: f1-f3");
    let (mut host, mut guest) = kill_and_resume(first_host, guest, host_data.path(), guest_data.path());
    guest.wait_for("d9-d7           f5-f7");
    let (host_record, guest_record) =
        i4_h4_and_resign(&mut host, &mut guest, host_data.path(), guest_data.path());
    let (host_replay, guest_replay) = (replayed(&host_record), replayed(&guest_record));
    assert!(host_replay.contains("result: -1"), "{host_replay}");
    assert_eq!(host_replay, guest_replay, "{host_record}\n{guest_record}");
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
}

/// The game autosaved in `data` and the roll of its turn under way, once
/// the turn has one (`[obereg-roll:PLY ROLL]` for the ply now).
fn turn_under_way(data: &Path) -> Option<(GameRecord, Roll)> {
    let record =
        GameRecord::from_bytes(&std::fs::read(data.join("obereg").join("current.otg")).ok()?).ok()?;
    let (ply, roll) = record.tag("obereg-roll")?.split_once(' ')?;
    let roll: Roll = roll.parse().ok()?;
    (ply.parse::<usize>().ok()? == plies(&record)).then_some((record, roll))
}

fn plies(record: &GameRecord) -> usize {
    record.game().depth(record.game().current())
}

/// Plays the turn under way in a die game whose host plays the Vikings:
/// waits for the host's roll and for the mover's end to show it, types a
/// move of exactly that many squares (picked by `choices`) there, and
/// waits until the host has it.
fn play_die_turn(host: (&mut Session, &Path), guest: (&mut Session, &Path), choices: &mut Rng) {
    let ((host, host_data), (guest, guest_data)) = (host, guest);
    host.wait_until("the host's roll", |_| turn_under_way(host_data).is_some());
    let (record, roll) = turn_under_way(host_data).unwrap();
    let (ply, position) = (plies(&record), *record.game().position());
    let (mover, mover_data) =
        if position.to_move() == Side::Vikings { (&mut *host, host_data) } else { (guest, guest_data) };
    mover.wait_until("the roll at the mover's end", |_| {
        turn_under_way(mover_data).is_some_and(|(theirs, rolled)| plies(&theirs) == ply && rolled == roll)
    });
    let moves = position.legal_moves_for_roll(roll, Reading::Exact);
    mover.send(&format!("m{}\r", moves[choices.below(moves.len())]));
    host.wait_until("the move at the host", |_| {
        GameRecord::from_bytes(&std::fs::read(host_data.join("obereg").join("current.otg")).unwrap())
            .is_ok_and(|record| plies(&record) > ply)
    });
}

/// V2: a host killed in a die game and resumed goes on with the die and
/// with the roll its turn under way had, not a new one, and its guest
/// comes back to the same game.
#[test]
fn v2_a_host_killed_in_a_die_game_resumes_with_the_roll_of_the_turn_under_way() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let (mut first_host, address, code) = host(host_data.path(), &["--die", "exact", "--seed", "7"]);
    let mut guest = join(guest_data.path(), &address, &code);
    let mut choices = Rng::new(5);
    while turn_under_way(host_data.path()).is_none_or(|(record, _)| plies(&record) < 3) {
        play_die_turn((&mut first_host, host_data.path()), (&mut guest, guest_data.path()), &mut choices);
    }
    let (before, roll) = turn_under_way(host_data.path()).unwrap();
    let (mut host, mut guest) = kill_and_resume(first_host, guest, host_data.path(), guest_data.path());
    guest.wait_for("Obereg · die (exact)");
    let (after, rolled) = turn_under_way(host_data.path()).expect("the turn under way kept its roll");
    assert_eq!((plies(&after), rolled), (plies(&before), roll));
    assert_eq!(after.game().position(), before.game().position());
    play_die_turn((&mut host, host_data.path()), (&mut guest, guest_data.path()), &mut choices);
    host.send("RR");
    guest.wait_for("resigned.");
    host.wait_for("resigned.");
    assert_eq!(filed(host_data.path()), filed(guest_data.path()));
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
}

/// V2 over the network: the host rolls from `--seed` for both sides; each
/// turn the mover's own autosave shows the roll it got, and the test types
/// a move of exactly that many squares at that terminal (passes happen by
/// themselves at both ends). The game ends by resignation; both records
/// hold the die, every roll and the same turns.
#[test]
fn v2_a_die_game_across_two_terminals_leaves_the_same_record_at_both_ends() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let args = ["--vikings", "Ihor", "--die", "exact", "--seed", "7"];
    let (mut host, address, code) = host(host_data.path(), &args);
    let mut guest = join(guest_data.path(), &address, &code);
    guest.wait_for("Obereg · die (exact)");
    host.wait_for("Olha joined the game.");
    let mut choices = Rng::new(5);
    while turn_under_way(host_data.path()).is_none_or(|(record, _)| plies(&record) < 16) {
        play_die_turn((&mut host, host_data.path()), (&mut guest, guest_data.path()), &mut choices);
    }
    host.send("RR");
    guest.wait_for("The Vikings resigned.");
    host.wait_for("The Vikings resigned.");
    let (host_record, guest_record) = (filed(host_data.path()), filed(guest_data.path()));
    assert!(host_record.contains("[obereg-die:exact]"), "{host_record}");
    let rolls = host_record.split_once("[obereg-rolls:").and_then(|(_, rest)| rest.split_once(']'));
    assert!(
        rolls.is_some_and(|(list, _)| list.split(' ').count() >= 16),
        "a roll for every turn:\n{host_record}"
    );
    assert_eq!(host_record, guest_record);
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
}
