//! Two real games over loopback, each in its own pseudo-terminal and data
//! directory: a whole game played across them ends with the same record at
//! both ends, with the die too (the host rolling for both); a host killed
//! and resumed takes its guest back.

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

/// The one game record filed in the history of the data directory `data`.
fn filed(data: &Path) -> String {
    let mut found: Vec<PathBuf> = Vec::new();
    let mut dirs = vec![data.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable directory").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|ext| ext == "otg") {
                found.push(path);
            }
        }
    }
    assert_eq!(found.len(), 1, "one record in {found:?}");
    std::fs::read_to_string(&found[0]).expect("the record")
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
    host.wait_for("Olha asks to take back the last move");
    host.send("y");
    guest.wait_for("Taken back: f5-f8");
    guest.send("mf5-f7\r");
    host.wait_for("d9-d7           f5-f7");
    host.send("ca good game\r");
    guest.wait_for("Ihor: a good game");
    host.send("mi4-h4\r");
    guest.wait_for("2. i4-h4");
    host.send("RR");
    guest.wait_for("The Vikings resigned.");
    host.wait_for("The Vikings resigned.");
    let (host_record, guest_record) = (filed(host_data.path()), filed(guest_data.path()));
    let ended = ["[result:-1]", "[obereg-ended:resignation]", "f5-f7", "i4-h4"];
    assert!(ended.iter().all(|part| host_record.contains(part)), "{host_record}");
    assert_eq!(host_record, guest_record);
    host.send("q");
    guest.send("q");
    assert!(host.finish().success() && guest.finish().success());
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
    kill_hard(&mut first_host);
    guest.wait_for("Connection lost, reconnecting");
    guest.send("q");
    assert!(guest.finish().success());
    let (mut host, address, code) = host(host_data.path(), &["--resume"]);
    let mut guest = join(guest_data.path(), &address, &code);
    guest.wait_for("d9-d7           f5-f7");
    guest.wait_for("clocks 10+5");
    host.send("mi4-h4\r");
    guest.wait_for("2. i4-h4");
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
        host.wait_until("the host's roll", |_| turn_under_way(host_data.path()).is_some());
        let (record, roll) = turn_under_way(host_data.path()).unwrap();
        let (ply, position) = (plies(&record), *record.game().position());
        let mover = if position.to_move() == Side::Vikings { &mut host } else { &mut guest };
        let mover_data =
            if position.to_move() == Side::Vikings { host_data.path() } else { guest_data.path() };
        mover.wait_until("the roll at the mover's end", |_| {
            turn_under_way(mover_data).is_some_and(|(theirs, rolled)| plies(&theirs) == ply && rolled == roll)
        });
        let moves = position.legal_moves_for_roll(roll, Reading::Exact);
        mover.send(&format!("m{}\r", moves[choices.below(moves.len())]));
        host.wait_until("the move at the host", |_| {
            GameRecord::from_bytes(
                &std::fs::read(host_data.path().join("obereg").join("current.otg")).unwrap(),
            )
            .is_ok_and(|record| plies(&record) > ply)
        });
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
