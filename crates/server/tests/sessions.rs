//! Sessions that end: a logout (this session or every one), the idle time
//! and the greatest age on the server's clock, a new password ending the
//! other sessions, an account deleted with its games kept under a retired
//! name; and the limit on registrations from one address.

use std::path::Path;
use std::time::Duration;

use obereg_client::Client;
use obereg_server::protocol::{ClientMessage, ErrorCode, Secret, ServerMessage, SideChoice};
use obereg_server::{Limits, ManualNow};

use crate::support::{
    Dirs, EPOCH, PATIENCE, Running, SILENCE, clients, connect, expect, refused, registered, start_game, terms,
};

const DAY: Duration = Duration::from_secs(24 * 3600);

/// Whether `token` logs in on a new connection.
async fn resumes(server: &Running, dir: &Path, token: &Secret) -> bool {
    let mut client = connect(server, dir).await;
    client.send(&ClientMessage::Resume { token: token.clone() }).await.unwrap();
    let answer =
        |m: &ServerMessage| matches!(m, ServerMessage::LoggedIn { .. } | ServerMessage::Error { .. });
    match expect(&mut client, "an answer", answer).await {
        ServerMessage::LoggedIn { .. } => true,
        ServerMessage::Error { code: ErrorCode::LoginFailed, .. } => false,
        other => panic!("{other:?}"),
    }
}

/// Logs in `name` with `password` on a new connection: the client and its token.
async fn logged_in(server: &Running, dir: &Path, name: &str, password: &str) -> (Client, Secret) {
    let mut client = connect(server, dir).await;
    let login = ClientMessage::Login { name: name.into(), password: password.into() };
    client.send(&login).await.unwrap();
    match expect(&mut client, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await {
        ServerMessage::LoggedIn { token: Some(token), .. } => (client, token),
        other => panic!("{other:?}"),
    }
}

/// Whether the server closes `client`'s connection (within the messages
/// and the time a test waits).
async fn closes(client: &mut Client) -> bool {
    for _ in 0..PATIENCE {
        match tokio::time::timeout(SILENCE, client.receive()).await {
            Ok(Ok(_)) => {}
            Ok(Err(_)) => return true,
            Err(_) => return false,
        }
    }
    false
}

/// The number of sessions the database keeps.
fn sessions_kept(dir: &Path) -> i64 {
    let db = rusqlite::Connection::open(dir.join("server.sqlite")).unwrap();
    db.query_row("SELECT COUNT(*) FROM sessions", [], |row| row.get(0)).unwrap()
}

#[test]
fn a_logged_out_token_no_longer_resumes_and_logging_out_everywhere_ends_every_session() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    let dir = dirs.client("a");
    clients().block_on(async {
        let (mut first, token) = registered(&server, &dir, "alice").await;
        assert!(resumes(&server, &dir, &token).await);
        first.send(&ClientMessage::Logout { everywhere: false }).await.unwrap();
        expect(&mut first, "logged_out", |m| matches!(m, ServerMessage::LoggedOut)).await;
        assert!(closes(&mut first).await, "the connection closes");
        assert!(!resumes(&server, &dir, &token).await);

        let (mut one_client, one) = logged_in(&server, &dir, "alice", "correct horse").await;
        let (mut two, two_token) = logged_in(&server, &dir, "alice", "correct horse").await;
        two.send(&ClientMessage::Logout { everywhere: true }).await.unwrap();
        expect(&mut two, "logged_out", |m| matches!(m, ServerMessage::LoggedOut)).await;
        assert!(!resumes(&server, &dir, &one).await);
        assert!(closes(&mut one_client).await, "every connection of the account closes");
        assert!(!resumes(&server, &dir, &two_token).await);
    });
}

#[test]
fn a_session_ends_when_unused_for_30_days_or_180_days_after_its_login_and_its_row_goes() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    let dir = dirs.client("a");
    clients().block_on(async {
        let (_alice, idle) = registered(&server, &dir, "alice").await;
        let (_bob, used) = registered(&server, &dir, "bob").await;
        clock.advance(DAY * 29);
        assert!(resumes(&server, &dir, &idle).await, "29 days unused");
        assert!(resumes(&server, &dir, &used).await);
        clock.advance(DAY * 16);
        assert!(resumes(&server, &dir, &used).await, "16 days unused");
        clock.advance(DAY * 14 + Duration::from_secs(1));
        assert!(!resumes(&server, &dir, &idle).await, "30 days unused");
        // Used every 29 days, a session still ends 180 days after its login.
        for _ in 0..4 {
            assert!(resumes(&server, &dir, &used).await);
            clock.advance(DAY * 29);
        }
        assert!(resumes(&server, &dir, &used).await, "175 days after its login");
        clock.advance(DAY * 6);
        assert!(!resumes(&server, &dir, &used).await, "181 days after its login");
        // A login removes the rows of sessions past their time.
        clock.advance(DAY * 31);
        let (_again, _) = logged_in(&server, &dir, "alice", "correct horse").await;
    });
    assert_eq!(sessions_kept(&dirs.server()), 1, "only the last login's session is kept");
}

#[test]
fn a_new_password_ends_the_other_sessions_and_the_old_one_no_longer_logs_in() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    let dir = dirs.client("a");
    clients().block_on(async {
        let (mut alice, kept) = registered(&server, &dir, "alice").await;
        let (mut phone, other) = logged_in(&server, &dir, "alice", "correct horse").await;
        let wrong = ClientMessage::ChangePassword {
            password: "guessing".into(),
            new_password: "battery staple".into(),
        };
        assert_eq!(refused(&mut alice, wrong).await, ErrorCode::LoginFailed);
        let short =
            ClientMessage::ChangePassword { password: "correct horse".into(), new_password: "short".into() };
        assert_eq!(refused(&mut alice, short).await, ErrorCode::BadPassword);
        let change = ClientMessage::ChangePassword {
            password: "correct horse".into(),
            new_password: "battery staple".into(),
        };
        alice.send(&change).await.unwrap();
        let changed =
            expect(&mut alice, "password_changed", |m| matches!(m, ServerMessage::PasswordChanged { .. }))
                .await;
        assert_eq!(changed, ServerMessage::PasswordChanged { ended: 1 });
        assert!(!resumes(&server, &dir, &other).await, "the other session ended");
        assert!(closes(&mut phone).await, "and its connection closed");
        assert!(resumes(&server, &dir, &kept).await, "this one goes on");
        let mut client = connect(&server, &dir).await;
        let old = ClientMessage::Login { name: "alice".into(), password: "correct horse".into() };
        assert_eq!(refused(&mut client, old).await, ErrorCode::LoginFailed);
        logged_in(&server, &dir, "alice", "battery staple").await;
    });
}

#[test]
fn a_deleted_account_frees_its_name_and_its_games_stay_under_a_retired_name() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    let dir = dirs.client("a");
    clients().block_on(async {
        let (mut alice, token) = registered(&server, &dir, "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        let delete = ClientMessage::DeleteAccount { password: "correct horse".into() };
        assert_eq!(refused(&mut alice, delete.clone()).await, ErrorCode::UnfinishedGames);
        alice.send(&ClientMessage::Resign { game }).await.unwrap();
        expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let wrong = ClientMessage::DeleteAccount { password: "guessing".into() };
        assert_eq!(refused(&mut alice, wrong).await, ErrorCode::LoginFailed);
        alice.send(&delete).await.unwrap();
        expect(&mut alice, "account_deleted", |m| matches!(m, ServerMessage::AccountDeleted)).await;
        assert!(!resumes(&server, &dir, &token).await);
        bob.send(&ClientMessage::Player { name: "bob".into(), page: 0 }).await.unwrap();
        let ServerMessage::Player(page) =
            expect(&mut bob, "bob's page", |m| matches!(m, ServerMessage::Player(_))).await
        else {
            unreachable!()
        };
        let opponent = &page.games[0].opponent;
        assert!(opponent.starts_with("(retired "), "{opponent}");
        assert_eq!(
            refused(&mut bob, ClientMessage::Player { name: "alice".into(), page: 0 }).await,
            ErrorCode::NoSuchPlayer
        );
        registered(&server, &dirs.client("c"), "Alice").await;
    });
}

#[test]
fn registrations_from_one_address_past_its_limit_wait_the_seconds_said() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let limits = Limits { registrations: 2, ..Limits::default() };
    let server = Running::start_with(&dirs.server(), &clock, limits);
    clients().block_on(async {
        registered(&server, &dirs.client("a"), "alice").await;
        clock.advance(Duration::from_millis(1_500));
        registered(&server, &dirs.client("b"), "bob").await;
        let mut client = connect(&server, &dirs.client("c")).await;
        let carol = ClientMessage::Register { name: "carol".into(), password: "correct horse".into() };
        client.send(&carol).await.unwrap();
        let answer = expect(&mut client, "an error", |m| matches!(m, ServerMessage::Error { .. })).await;
        let wait = (Duration::from_secs(3600) - Duration::from_millis(1_500)).as_secs() + 1;
        let said =
            ServerMessage::Error { code: ErrorCode::TooManyRegistrations, detail: Some(wait.to_string()) };
        assert_eq!(answer, said, "the wait rounded up");
        clock.advance(Duration::from_secs(3600));
        registered(&server, &dirs.client("c"), "carol").await;
    });
}

#[test]
fn a_back_off_says_its_wait_in_seconds_rounded_up() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        drop(registered(&server, &dirs.client("a"), "alice").await);
        let mut client = connect(&server, &dirs.client("a")).await;
        let guess = ClientMessage::Login { name: "alice".into(), password: "guessing".into() };
        for _ in 0..3 {
            assert_eq!(refused(&mut client, guess.clone()).await, ErrorCode::LoginFailed);
        }
        clock.advance(Duration::from_secs(1));
        assert_eq!(refused(&mut client, guess.clone()).await, ErrorCode::LoginFailed);
        // The fourth failure waits 2 s; 0.3 s later 1.7 s are left: "2".
        clock.advance(Duration::from_millis(300));
        client.send(&guess).await.unwrap();
        let answer = expect(&mut client, "an error", |m| matches!(m, ServerMessage::Error { .. })).await;
        assert_eq!(answer, ServerMessage::Error { code: ErrorCode::TryLater, detail: Some("2".into()) });
    });
}

#[test]
fn a_session_kept_before_the_upgrade_lives_on_from_it_until_its_greatest_age() {
    use sha2::Digest;
    let dirs = Dirs::new();
    std::fs::create_dir_all(dirs.server()).unwrap();
    let old = rusqlite::Connection::open(dirs.server().join(obereg_server::store::DATABASE_FILE)).unwrap();
    for sql in [
        include_str!("../migrations/001_start.sql"),
        include_str!("../migrations/002_ratings.sql"),
        include_str!("../migrations/003_bots.sql"),
        include_str!("../migrations/004_die.sql"),
        include_str!("../migrations/005_turn.sql"),
    ] {
        old.execute_batch(sql).unwrap();
    }
    old.pragma_update(None, "user_version", 5).unwrap();
    let token = "7".repeat(64);
    let login = u64::try_from((EPOCH - DAY * 100).as_millis()).unwrap();
    old.execute(
        "INSERT INTO accounts (id, name, name_key, password, created_ms) VALUES (7, 'Alice', 'alice', 'x', 0)",
        [],
    )
    .unwrap();
    let hash = sha2::Sha256::digest(token.as_bytes()).to_vec();
    let sql = "INSERT INTO sessions (token_hash, account, created_ms) VALUES (?1, 7, ?2)";
    old.execute(sql, rusqlite::params![hash, login]).unwrap();
    drop(old);
    // 100 days after its login, its use never noted: it lives on.
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    let token = Secret::from(token);
    clients().block_on(async {
        assert!(resumes(&server, &dirs.client("a"), &token).await);
        clock.advance(DAY * 81);
        assert!(!resumes(&server, &dirs.client("a"), &token).await, "181 days after its login");
    });
}
