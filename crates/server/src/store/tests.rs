//! The store's calls, each run on SQLite and on PostgreSQL.

#![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

use std::time::Duration;

use super::testing::{on_both_stores, postgres, postgres_of_its_own, sqlite};
use super::{
    Lifetime, Location, MIGRATIONS, NewEntrant, NewGame, Owner, POSTGRES_MIGRATIONS, PairedGame, Retired,
    Store, StoreError, copy_store,
};
use crate::protocol::{Category, ClockTerms};

/// A rated live game on 9×9 between `accounts`.
fn rated(accounts: [i64; 2]) -> NewGame {
    NewGame {
        board: 9,
        rated: true,
        clock: serde_json::to_string(&ClockTerms::Fischer { minutes: 5, seconds: 3 }).unwrap(),
        names: ["alice".into(), "bob".into()],
        accounts: accounts.map(Some),
        left_ms: [300_000, 300_000],
        die_seed: None,
    }
}

/// Two accounts, alice's and bob's.
fn two_accounts(store: &mut Store) -> [i64; 2] {
    ["alice", "bob"].map(|name| store.create_account(name, "$argon2id$hash", 1).unwrap())
}

/// A game played by alice and bob, two moves, won by the Vikings.
fn finished_game(store: &mut Store, accounts: [i64; 2]) -> i64 {
    let game = store.create_game(&rated(accounts), 10).unwrap();
    store.add_move(game, 0, "a6-a8", 20, [299_000, 300_000]).unwrap();
    store.add_move(game, 1, "e4-d4", 30, [299_000, 298_000]).unwrap();
    store.end_game(game, Some("vikings"), "resigned", 40).unwrap();
    game
}

#[test]
fn both_stores_have_the_same_migrations_and_apply_them_all() {
    assert_eq!(MIGRATIONS.len(), POSTGRES_MIGRATIONS.len());
    on_both_stores!(|store: Store| {
        assert_eq!(store.schema_version().unwrap(), i64::try_from(MIGRATIONS.len()).unwrap());
    });
}

#[test]
fn accounts_sessions_and_bots_are_kept() {
    on_both_stores!(|mut store: Store| {
        let [alice, bob] = two_accounts(&mut store);
        assert!(matches!(store.create_account("ALICE", "x", 2), Err(StoreError::NameTaken)));
        assert_eq!(store.account("Alice").unwrap().unwrap().id, alice);
        assert!(store.account("carol").unwrap().is_none());
        let lifetime = Lifetime { idle: Duration::from_secs(60), max_age: Duration::from_secs(3600) };
        store.add_session(b"one", alice, 1_000).unwrap();
        store.add_session(b"two", alice, 1_000).unwrap();
        assert_eq!(store.session_account(b"one", 2_000, lifetime).unwrap().unwrap().id, alice);
        assert_eq!(store.set_password(alice, "$argon2id$new", b"one").unwrap(), 1);
        assert_eq!(store.account("alice").unwrap().unwrap().password, "$argon2id$new");
        assert_eq!(store.end_sessions(alice, None).unwrap(), 1);
        store.add_session(b"three", bob, 1_000).unwrap();
        assert_eq!(store.remove_expired(1_000_000, lifetime).unwrap(), 1);
        store.check_health(5).unwrap();
        store.check_health(6).unwrap();
        let bot = store.create("Robo", "x", Some(&("easy".into(), 900)), 3).unwrap();
        assert!(store.set_bot_level(bot, "hard", 1700).unwrap());
        assert!(!store.set_bot_level(alice, "hard", 1700).unwrap());
        assert_eq!(store.bot(bot).unwrap().unwrap().level, "hard");
        assert_eq!(store.bots().unwrap().len(), 1);
    });
}

#[test]
fn a_rated_game_rates_its_players_and_stays_in_the_archive() {
    on_both_stores!(|mut store: Store| {
        let accounts = two_accounts(&mut store);
        let game = finished_game(&mut store, accounts);
        let [alice, _, _] = store.standings(accounts[0]).unwrap();
        assert_eq!((alice.won, alice.lost), (1, 0));
        assert!(alice.rating.rating > 1500.0);
        assert!(store.leaderboard(Category::Live9, 10).unwrap().is_empty());
        let finished = store.finished_game(game).unwrap().unwrap();
        assert_eq!((finished.stored.moves.len(), finished.winner.as_deref()), (2, Some("vikings")));
        assert!(crate::archive::otg(&finished).is_some());
        let page = store.player_page("BOB", 0).unwrap().unwrap();
        assert_eq!((page.total.games, page.total.lost, page.games.len()), (1, 1, 1));
        assert_eq!(page.games[0].result, "lost");
        store.add_chat(Some(game), "alice", "gg", 50).unwrap();
        assert_eq!(store.retire(accounts[0]).unwrap(), Retired::Done(format!("(retired {})", accounts[0])));
        assert!(store.open_games().unwrap().is_empty());
    });
}

#[test]
fn a_tournament_round_is_kept_whole() {
    on_both_stores!(|mut store: Store| {
        let accounts = two_accounts(&mut store);
        let id = store.create_tournament("{}", "alice", 1).unwrap();
        assert_eq!(store.create_tournament("{}", "bob", 1).unwrap(), id + 1);
        for (name, account) in [("alice", Some(accounts[0])), ("bob", Some(accounts[1])), ("guest", None)] {
            let entrant = NewEntrant { name: name.into(), account, rating: 1500, bot: false };
            store.enter_tournament(id, &entrant, 2).unwrap();
        }
        store.withdraw_from_tournament(id, "Guest", false).unwrap();
        store.start_tournament(id, &["bob".into(), "alice".into()], 3).unwrap();
        let boards = [
            PairedGame { seeds: (0, Some(1)), game: Some(rated(accounts)) },
            PairedGame { seeds: (1, None), game: None },
        ];
        let games = store.pair_round(id, 1, &boards, 4, None).unwrap();
        assert!(store.pair_round(id, 1, &boards, 4, None).is_err(), "a round paired twice");
        store.end_game(games[0].unwrap(), None, "agreed", 5).unwrap();
        store.end_tournament(id, 6).unwrap();
        let kept = store.tournaments().unwrap();
        let names: Vec<&str> = kept[0].entrants.iter().map(|(entrant, _)| entrant.name.as_str()).collect();
        assert_eq!((kept.len(), names), (2, vec!["bob", "alice"]));
        assert_eq!((kept[0].games.len(), kept[0].games[0].over.clone()), (2, Some(None)));
        assert_eq!(store.tournament_finished_games(id).unwrap().len(), 1);
    });
}

#[test]
fn migrate_store_copies_a_community_into_postgresql_and_checks_it() {
    let Some(pg) = postgres() else { return };
    let (dir, mut store) = sqlite();
    let accounts = two_accounts(&mut store);
    for _ in 0..3 {
        finished_game(&mut store, accounts);
    }
    store.create_game(&rated(accounts), 50).unwrap();
    store.add_session(b"token", accounts[0], 60).unwrap();
    drop(store);
    let from = Location::Sqlite(dir.path().join(super::DATABASE_FILE));
    let copied = copy_store(&from, &pg.location).unwrap();
    let count = |table: &str| copied.tables.iter().find(|(name, _)| *name == table).unwrap().1;
    assert_eq!((count("accounts"), count("games"), count("moves"), count("ratings")), (2, 4, 6, 2));
    assert_eq!(copied.replayed, 3);
    let mut copy = pg.store();
    let game = copy.create_game(&rated(accounts), 70).unwrap();
    assert_eq!(game, 5, "numbers go on after the copied ones");
    assert!(copy_store(&from, &pg.location).is_err(), "a store not empty is not copied into");
    let missing = Location::Sqlite(dir.path().join("missing.sqlite"));
    assert!(matches!(copy_store(&missing, &pg.location), Err(super::CopyError::NoSource(_))));
}

#[test]
fn one_node_owns_a_game_until_its_lease_runs_out() {
    on_both_stores!(|mut store: Store| {
        let lease = Duration::from_secs(10);
        let accounts = two_accounts(&mut store);
        let game = store.create_game(&rated(accounts), 10).unwrap();
        store.beat("one", 1_000).unwrap();
        store.beat("two", 1_000).unwrap();
        store.beat("one", 5_000).unwrap();
        assert!(store.claim_game(game, "one", 1_000, lease).unwrap());
        assert!(!store.claim_game(game, "two", 2_000, lease).unwrap(), "the lease runs");
        assert!(store.claim_game(game, "one", 9_000, lease).unwrap(), "renewed by its owner");
        assert!(!store.claim_game(game, "two", 12_000, lease).unwrap(), "the renewal runs");
        assert_eq!(store.owner(game).unwrap(), Some(Owner { node: "one".into(), lease_ms: 19_000 }));
        assert_eq!(store.expired_games(19_000).unwrap(), []);
        assert_eq!(store.expired_games(19_001).unwrap(), [(game, "one".to_string())]);
        assert_eq!(store.open_game(game).unwrap().map(|open| open.id), Some(game));
        assert!(store.claim_game(game, "two", 19_001, lease).unwrap(), "taken over once it ran out");
        assert!(!store.claim_game(game, "one", 19_002, lease).unwrap());
        assert_eq!(store.renew_games("two", 40_000).unwrap(), 1);
        assert!(!store.claim_game(game, "one", 39_999, lease).unwrap(), "renewed by the new owner");
        assert_eq!(store.owner(game + 1).unwrap(), None);
    });
}

#[test]
fn a_store_on_postgresql_goes_on_after_the_server_restarts() {
    let Some(pg) = postgres_of_its_own() else { return };
    let mut store = pg.store();
    let alice = store.create_account("alice", "$argon2id$hash", 1).unwrap();
    pg.restart_server();
    // The statement on the connection that closed fails; the next ones
    // run on a new connection, with their statements prepared again.
    let first = store.account("alice");
    assert!(first.is_err() || first.as_ref().is_ok_and(Option::is_some));
    assert_eq!(store.account("alice").unwrap().map(|account| account.id), Some(alice));
    let bob = store.create_account("bob", "$argon2id$hash", 2).unwrap();
    assert_ne!(bob, alice);
    assert!(store.account("bob").unwrap().is_some());
}
