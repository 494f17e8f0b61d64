//! Games with the die on the server: the server rolls and tells the roll
//! to the players and the spectators, checks each move against it, passes
//! a turn whose roll allows no move, keeps the rolls across a restart and
//! in the archive, and never rates such a game.

use obereg_client::Client;
use obereg_record::AnyRecord;
use obereg_rules::{Reading, Rng, Side};
use obereg_server::ManualNow;
use obereg_server::dice::Dice;
use obereg_server::protocol::{ClientMessage, ErrorCode, GameState, PASS, ServerMessage, SideChoice};
use obereg_server::store::{NewGame, Store};

use crate::die_support::{DieGame, die_terms, turn_told};
use crate::support::{
    Dirs, EPOCH, Running, clients, connect, expect, game_between, refused, registered, start_game,
};

/// The seed of the test server's dice.
const SEED: u64 = 7;

/// The most turns a test plays before it gives up on an end.
const TURNS: usize = 600;

/// alice (the Vikings) and bob at a game with the die that carol watches:
/// their clients, the game's number and the game as carol was told it.
async fn watched_die_game(server: &Running, dirs: &Dirs) -> ([Client; 3], u64, DieGame) {
    let (mut alice, _) = registered(server, &dirs.client("a"), "alice").await;
    let (mut bob, _) = registered(server, &dirs.client("b"), "bob").await;
    let (mut carol, _) = registered(server, &dirs.client("c"), "carol").await;
    let game = start_game(&mut alice, &mut bob, die_terms(SideChoice::Vikings)).await;
    carol.send(&ClientMessage::Watch { game }).await.unwrap();
    let state = game_state(&mut carol).await;
    assert!(state.info.die && !state.rated);
    ([alice, bob, carol], game, DieGame::of(&state))
}

/// The next `game` object `client` gets.
async fn game_state(client: &mut Client) -> GameState {
    match expect(client, "the game", |m| matches!(m, ServerMessage::Game(_))).await {
        ServerMessage::Game(state) => state,
        _ => unreachable!(),
    }
}

/// The time each turn takes: the clients' pace (ten messages a second on
/// the server's clock, which the test moves) allows a game of hundreds.
const THINKING: std::time::Duration = std::time::Duration::from_millis(200);

/// The side to move plays `mv` after [`THINKING`] on `clock`; carol's
/// words of the turn are checked by `seen`, and both players are told the same.
async fn play_turn(clients: &mut [Client; 3], clock: &ManualNow, game: u64, seen: &mut DieGame, mv: String) {
    clock.advance(THINKING);
    let ply = u32::try_from(seen.game.plies()).unwrap();
    let mover = usize::from(seen.mover() == Side::Varangians);
    clients[mover].send(&ClientMessage::Move { game, ply, mv }).await.unwrap();
    let told = turn_told(&mut clients[2]).await;
    for message in &told {
        seen.take(message);
    }
    for player in &mut clients[..2] {
        assert_eq!(turn_told(player).await, told, "the players are told what the spectator is");
    }
}

#[test]
fn a_die_game_is_played_to_its_end_with_every_turn_checked_against_its_roll() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start_with_dice(&dirs.server(), &clock, SEED);
    clients().block_on(async {
        let (mut clients, game, mut seen) = watched_die_game(&server, &dirs).await;
        let mut rng = Rng::new(1);
        for _ in 0..TURNS {
            if seen.ended {
                break;
            }
            let mv = seen.choose(&mut rng).to_string();
            play_turn(&mut clients, &clock, game, &mut seen, mv).await;
        }
        assert!(seen.ended, "no end in {TURNS} turns");
        assert!(seen.game.outcome().is_some(), "ended on the board (R12–R15)");
        assert!(seen.passes > 0, "the server passed the turns whose roll allowed no move");
        assert_eq!(seen.rolls.len(), seen.game.plies());
        // Unrated: the players' page shows the game and no rating moved.
        clients[0].send(&ClientMessage::Player { name: "alice".into(), page: 0 }).await.unwrap();
        let page = expect(&mut clients[0], "her page", |m| matches!(m, ServerMessage::Player(_))).await;
        let ServerMessage::Player(page) = page else { unreachable!() };
        assert_eq!(page.total.games, 1);
        assert!(page.games.iter().all(|past| !past.rated));
        assert!(page.ratings.iter().all(|line| line.games == 0), "{:?}", page.ratings);
    });
}

#[test]
fn a_move_against_the_roll_a_rated_die_game_and_a_takeback_are_refused() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start_with_dice(&dirs.server(), &clock, SEED);
    clients().block_on(async {
        let (mut clients, game, mut seen) = watched_die_game(&server, &dirs).await;
        let rated = ClientMessage::Challenge(obereg_server::protocol::ChallengeTerms {
            rated: true,
            ..die_terms(SideChoice::Lot)
        });
        assert_eq!(refused(&mut clients[0], rated).await, ErrorCode::BadChallenge, "never rated");
        let mut rng = Rng::new(2);
        for _ in 0..TURNS {
            let mover = usize::from(seen.mover() == Side::Varangians);
            let ply = u32::try_from(seen.game.plies()).unwrap();
            if let Some(wrong) = seen.against_the_roll() {
                let mv = ClientMessage::Move { game, ply, mv: wrong.to_string() };
                clients[mover].send(&mv).await.unwrap();
                let error =
                    expect(&mut clients[mover], "the refusal", |m| matches!(m, ServerMessage::Error { .. }));
                let ServerMessage::Error { code, detail } = error.await else { unreachable!() };
                assert_eq!(code, ErrorCode::IllegalMove);
                assert!(detail.unwrap().contains("D2"), "the refusal names the die's rule");
                break;
            }
            let mv = seen.choose(&mut rng).to_string();
            play_turn(&mut clients, &clock, game, &mut seen, mv).await;
        }
        // Nothing was played: the right move for the roll is still the turn's.
        let mv = seen.choose(&mut rng).to_string();
        play_turn(&mut clients, &clock, game, &mut seen, mv).await;
        let mover = usize::from(seen.mover() == Side::Varangians);
        let takeback = ClientMessage::Takeback { game };
        assert_eq!(refused(&mut clients[1 - mover], takeback).await, ErrorCode::Unsupported);
    });
}

#[test]
fn a_die_game_resumed_after_a_restart_has_the_same_rolls_and_its_archive_keeps_them() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start_with_dice(&dirs.server(), &clock, SEED);
    let runtime = clients();
    let mut rng = Rng::new(3);
    let (game, mut seen) = runtime.block_on(async {
        let (mut clients, game, mut seen) = watched_die_game(&first, &dirs).await;
        for _ in 0..8 {
            let mv = seen.choose(&mut rng).to_string();
            play_turn(&mut clients, &clock, game, &mut seen, mv).await;
        }
        (game, seen)
    });
    first.kill();
    // Another seed for new games: the game's own comes from the database.
    let second = Running::start_with_dice(&dirs.server(), &clock, SEED + 1);
    runtime.block_on(async {
        let login = |dir: &str, name: &str| {
            let (dir, name) = (dirs.client(dir), name.to_string());
            let second = &second;
            async move {
                let mut client = connect(second, &dir).await;
                let login = ClientMessage::Login { name, password: "correct horse".into() };
                client.send(&login).await.unwrap();
                client
            }
        };
        let (mut alice, mut bob, mut carol) =
            (login("a2", "alice").await, login("b2", "bob").await, login("c2", "carol").await);
        let state = game_state(&mut alice).await;
        game_state(&mut bob).await;
        let again = DieGame::of(&state);
        assert_eq!(again.rolls, seen.rolls, "the same rolls replayed");
        assert_eq!(again.roll, seen.roll, "the same roll for the turn under way");
        assert_eq!(state.moves.iter().filter(|turn| *turn == PASS).count(), seen.passes);
        carol.send(&ClientMessage::Watch { game }).await.unwrap();
        game_state(&mut carol).await;
        let mut clients = [alice, bob, carol];
        let mv = seen.choose(&mut rng).to_string();
        play_turn(&mut clients, &clock, game, &mut seen, mv).await;
        let resigner = usize::from(seen.mover() == Side::Varangians);
        clients[resigner].send(&ClientMessage::Resign { game }).await.unwrap();
        expect(&mut clients[2], "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let text = crate::archive::download(&mut clients[2], game).await;
        assert!(text.contains("[obereg-die:exact]"), "{text}");
        let record = AnyRecord::from_otg(&text).unwrap().on_board::<9>().unwrap();
        assert_eq!(record.game().die(), Some(Reading::Exact));
        let turns = record.game().game_turns();
        let rolls: Vec<u8> =
            turns.iter().map(|(node, _)| record.game().roll(*node).unwrap().pips()).collect();
        assert_eq!(rolls, seen.rolls, "the archive's rolls are the game's");
        let passes = turns.iter().filter(|(_, mv)| mv.is_none()).count();
        assert_eq!(passes, seen.passes);
    });
}

#[test]
fn a_die_game_whose_first_turns_all_pass_is_drawn_by_repetition_as_it_starts() {
    // A server seed whose first game rolls 5s and 6s four times: nothing
    // moves from the start on those (V2), and the start stands a third time.
    let first_dice = |seed| obereg_server::dice::Seeds::Stream(Rng::new(seed)).next_dice();
    let seed = (0..100_000)
        .find(|&seed| (0..4).all(|ply| first_dice(seed).roll(ply).pips() >= 5))
        .expect("one seed in 81 or so");
    let dirs = Dirs::new();
    let server = Running::start_with_dice(&dirs.server(), &ManualNow::at(EPOCH), seed);
    clients().block_on(async {
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        alice.send(&ClientMessage::Challenge(die_terms(SideChoice::Vikings))).await.unwrap();
        let ServerMessage::Challenge(info) =
            expect(&mut bob, "a challenge", |m| matches!(m, ServerMessage::Challenge(_))).await
        else {
            unreachable!()
        };
        bob.send(&ClientMessage::Accept { challenge: info.challenge }).await.unwrap();
        for player in [&mut alice, &mut bob] {
            let state = game_state(player).await;
            assert_eq!(state.moves, [PASS; 4]);
            let seen = DieGame::of(&state);
            assert_eq!(seen.passes, 4);
            assert!(seen.game.outcome().is_some() && seen.roll.is_none());
            let ended = expect(player, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
            let ServerMessage::Ended { end, .. } = ended else { unreachable!() };
            assert_eq!((end.winner, end.reason.as_str()), (None, "repetition"));
        }
    });
}

#[test]
fn a_die_game_kept_over_on_the_board_but_not_ended_is_ended_when_the_server_starts() {
    // A seed whose first four rolls are 5s and 6s: four passes from the
    // start, the start a third time, a draw (D4) as the game is made. The
    // server stopped after keeping the game and before keeping its end.
    let seed = (0..100_000)
        .find(|&seed| (0..4).all(|ply| Dice::from_seed(seed).roll(ply).pips() >= 5))
        .expect("one seed in 81 or so");
    let dirs = Dirs::new();
    std::fs::create_dir_all(dirs.server()).unwrap();
    let mut store = Store::open(&dirs.server()).unwrap();
    let new = NewGame {
        board: 9,
        rated: false,
        clock: r#"{"fischer":{"minutes":5,"seconds":0}}"#.into(),
        names: ["alice".into(), "bob".into()],
        accounts: [None, None],
        left_ms: [300_000; 2],
        die_seed: Some(seed),
    };
    let game = store.create_game(&new, 0).unwrap();
    drop(store);
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    // The end goes to the disk through the writer, queued as the server
    // starts; the writer keeps its writes in order, so once a game made
    // after it is kept (its players told of it), so is the end.
    clients().block_on(game_between(&server, &dirs, SideChoice::Vikings));
    let store = Store::open(&dirs.server()).unwrap();
    let finished = store.finished_game(game).unwrap().expect("ended as the server started");
    assert_eq!((finished.winner, finished.reason.as_str()), (None, "repetition"));
    assert!(finished.stored.moves.is_empty(), "the passes are no rows: they follow from the seed");
}
