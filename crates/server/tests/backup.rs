//! An online backup taken while the server runs holds its accounts, games
//! and moves, and a server started on it (a restore) gives the games back.

use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};
use obereg_server::store::{BackedUp, BackupError, DATABASE_FILE, backup};

use crate::support::{Dirs, EPOCH, Running, clients, connect, expect, play, registered, start_game, terms};

#[test]
fn a_backup_taken_while_the_server_runs_holds_its_games_and_moves_and_restores() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    let restored_dir = dirs.client("restored");
    std::fs::create_dir_all(&restored_dir).unwrap();
    let copy = restored_dir.join(DATABASE_FILE);
    let runtime = clients();
    let (game, alice_token) = runtime.block_on(async {
        let (mut alice, alice_token) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let resigned = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        alice.send(&ClientMessage::Resign { game: resigned }).await.unwrap();
        expect(&mut bob, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        play(&mut alice, &mut bob, game, 2, "d1-d2").await;
        let kept = backup(&dirs.server(), &copy).unwrap();
        assert_eq!(kept, BackedUp { accounts: 2, games: 2, moves: 3 });
        // The server goes on; a move after the backup is not in it.
        play(&mut bob, &mut alice, game, 3, "d4-d3").await;
        (game, alice_token)
    });
    drop(server);
    let restored = Running::start(&restored_dir, &clock);
    runtime.block_on(async {
        let mut alice = connect(&restored, &dirs.client("a2")).await;
        alice.send(&ClientMessage::Resume { token: alice_token }).await.unwrap();
        let state = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.info.game, game);
        assert_eq!(state.moves, ["a6-a8", "e4-d4", "d1-d2"]);
        assert_eq!(state.to_move, "varangians");
    });
}

#[test]
fn a_backup_overwrites_no_file_and_needs_a_database() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let _server = Running::start(&dirs.server(), &clock);
    let there = dirs.client("there");
    std::fs::write(&there, "keep me").unwrap();
    assert!(matches!(backup(&dirs.server(), &there), Err(BackupError::Exists(_))));
    assert_eq!(std::fs::read_to_string(&there).unwrap(), "keep me");
    let empty = dirs.client("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = dirs.client("out.sqlite");
    assert!(matches!(backup(&empty, &out), Err(BackupError::NoDatabase(_))));
    assert!(!out.exists());
}

#[cfg(unix)]
#[test]
fn a_backup_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let _server = Running::start(&dirs.server(), &clock);
    let out = dirs.client("copy.sqlite");
    backup(&dirs.server(), &out).unwrap();
    assert_eq!(std::fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o600);
}

#[cfg(unix)]
#[test]
fn a_backup_of_a_stopped_server_leaves_the_database_files_to_their_owner() {
    use std::os::unix::fs::MetadataExt;
    let dirs = Dirs::new();
    std::fs::create_dir_all(dirs.server()).unwrap();
    drop(obereg_server::store::Store::open(&dirs.server()).unwrap());
    let database = dirs.server().join(DATABASE_FILE);
    let sidecars = ["-wal", "-shm"].map(|end| dirs.server().join(format!("{DATABASE_FILE}{end}")));
    assert!(sidecars.iter().all(|path| !path.exists()), "a closed database keeps no log");
    // Run as root (as an operator might), the database belongs to another
    // user, as the service's would; SQLite gives the log and shared memory
    // it makes to the database's owner, or the server could not write them.
    // Run as anyone else, everything stays theirs.
    let _ = std::os::unix::fs::chown(&database, Some(65534), Some(65534));
    backup(&dirs.server(), &dirs.client("copy.sqlite")).unwrap();
    let owner = std::fs::metadata(&database).unwrap();
    for path in sidecars.iter().filter(|path| path.exists()) {
        let made = std::fs::metadata(path).unwrap();
        assert_eq!((made.uid(), made.gid()), (owner.uid(), owner.gid()), "{}", path.display());
    }
}
