//! The fault run: 20 games with a clock on three nodes, each between
//! players on two different nodes, while nodes (SIGKILL) and the NATS
//! server are killed and started again, nodes frozen past their lease and
//! PostgreSQL restarted, at random. Seeded like the peer
//! link's fault run: the seed is printed, and `OBEREG_FAULT_SEED` plays a
//! run again (the faults' times follow the machine, so a run repeats its
//! choices, not its timing). Every game must end with the same moves at
//! both players (as far as each was told before the end) and in the
//! archive, each kept once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use obereg_protocol::Category;
use obereg_rules::{Game, MoveRecord, Position, Rng};
use obereg_server::store::Store;

use super::killed::start_game;
use super::nats::Nats;
use super::node::{self, Node};
use super::player::{Player, Turn};
use super::{Cluster, archived, players, store_testing};

/// The games played at once.
const GAMES: usize = 20;

/// The seed of a run unless `OBEREG_FAULT_SEED` gives one.
const SEED: u64 = 32;

/// The most turns of a game before the side to move resigns.
const LONGEST: u64 = 40;

/// How long the whole run may take.
const RUN: Duration = Duration::from_secs(300);

/// The game of `moves` from the start, each one legal.
///
/// # Panics
/// When one is not.
fn replayed(moves: &[String]) -> Game<9> {
    let mut board = Game::new(Position::start());
    for record in moves {
        let played: MoveRecord = record.parse().unwrap();
        board.play(played.mv).unwrap_or_else(|error| panic!("{record} after {moves:?}: {error}"));
    }
    board
}

/// The turn of game `game` after `moves` in run `seed`: a legal move drawn
/// from the seed, the game and the ply, or resigning once the game is
/// long enough; none once the game is over by the rules.
fn turn(seed: u64, game: u64, moves: &[String]) -> Option<Turn> {
    let board = replayed(moves);
    let ply = moves.len() as u64;
    let mut rng =
        Rng::new(seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply.wrapping_mul(0xBF58_476D_1CE4_E5B9));
    if board.outcome().is_some() {
        return None;
    }
    if ply >= 6 + Rng::new(seed ^ game).next_u64() % (LONGEST - 6) {
        return Some(Turn::Resign);
    }
    let legal = board.position().legal_moves();
    legal.get(rng.below(legal.len().max(1))).map(|mv| Turn::Move(mv.to_string()))
}

/// What the faults did.
#[derive(Debug, Default)]
struct Faults {
    nodes_killed: u32,
    nodes_started: u32,
    nats_killed: u32,
    nats_started: u32,
    nodes_frozen: u32,
    postgres_restarts: u32,
}

/// The most times a run restarts PostgreSQL.
const POSTGRES_RESTARTS: u32 = 3;

/// How long a frozen node stays frozen: past its lease.
const FROZEN: Duration = Duration::from_millis(node::LEASE_SECONDS * 1000 + 1500);

/// Kills and starts nodes and NATS, freezes nodes past their lease and
/// restarts PostgreSQL (`pg`, a server of the run's own) at random until
/// `done`: a node killed only while another runs, NATS down for a few
/// faults at most. Every one runs again at the end.
fn cause_faults(
    seed: u64,
    nodes: &mut [Node],
    nats: &mut Nats,
    pg: &store_testing::TestDatabase,
    done: &AtomicBool,
) -> Faults {
    let (mut rng, mut faults) = (Rng::new(seed), Faults::default());
    let mut frozen: Option<(usize, Instant)> = None;
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(400 + rng.below(1200) as u64));
        if let Some((node, _)) = frozen.filter(|(_, since)| since.elapsed() > FROZEN) {
            nodes[node].freeze(false);
            frozen = None;
        }
        let down: Vec<usize> = (0..nodes.len()).filter(|&n| !nodes[n].is_up()).collect();
        match rng.below(12) {
            10 | 11 if frozen.is_none() && down.is_empty() => {
                let node = rng.below(nodes.len());
                nodes[node].freeze(true);
                frozen = Some((node, Instant::now()));
                faults.nodes_frozen += 1;
            }
            0..=3 if down.len() + 1 < nodes.len() && frozen.is_none() => {
                let up: Vec<usize> = (0..nodes.len()).filter(|&n| nodes[n].is_up()).collect();
                nodes[up[rng.below(up.len())]].kill();
                faults.nodes_killed += 1;
            }
            4 | 5 if nats.is_up() => {
                nats.kill();
                faults.nats_killed += 1;
            }
            6 if faults.postgres_restarts < POSTGRES_RESTARTS => {
                pg.restart_server();
                faults.postgres_restarts += 1;
            }
            _ if !nats.is_up() => {
                nats.start_again();
                faults.nats_started += 1;
            }
            _ if !down.is_empty() => {
                nodes[down[rng.below(down.len())]].start_again();
                faults.nodes_started += 1;
            }
            _ => {}
        }
    }
    if let Some((node, _)) = frozen {
        nodes[node].freeze(false);
    }
    nats.start_again();
    for node in nodes.iter_mut().filter(|node| !node.is_up()) {
        node.start_again();
        faults.nodes_started += 1;
    }
    faults
}

#[test]
fn twenty_games_through_nodes_nats_and_postgresql_failing_at_random_end_the_same_at_both_players_and_in_the_archive()
 {
    let seed = std::env::var("OBEREG_FAULT_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(SEED);
    println!("fault run: seed {seed} (OBEREG_FAULT_SEED={seed} plays it again)");
    let Some(Cluster { pg, mut nats, dir, mut nodes, addresses }) = Cluster::start(&["one", "two", "three"])
    else {
        return;
    };
    let deadline = Instant::now() + RUN;
    let runtime = players();
    // Every game between players on two nodes, set up while all run.
    let games: Vec<(Player, Player, u64)> = runtime.block_on(async {
        let mut set_up = tokio::task::JoinSet::new();
        for game in 0..GAMES {
            let (addresses, dir) = (addresses.clone(), dir.path().to_path_buf());
            set_up.spawn(async move {
                let (vikings, varangians) = (format!("v{game}"), format!("w{game}"));
                let home = |name: &str| dir.join(format!("client-{name}"));
                let mut challenger =
                    Player::register(&vikings, addresses.clone(), game % 3, home(&vikings)).await;
                let mut taker =
                    Player::register(&varangians, addresses, (game + 1) % 3, home(&varangians)).await;
                challenger.sees(&varangians, deadline).await;
                taker.sees(&vikings, deadline).await;
                let id = start_game(&mut challenger, &mut taker, true, deadline).await;
                (game, challenger, taker, id)
            });
        }
        let mut games: Vec<_> = set_up.join_all().await;
        games.sort_by_key(|(game, ..)| *game);
        games.into_iter().map(|(_, vikings, varangians, id)| (vikings, varangians, id)).collect()
    });
    let done = Arc::new(AtomicBool::new(false));
    let chaos = {
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            let faults = cause_faults(seed, &mut nodes, &mut nats, &pg, &done);
            (faults, nodes, nats, pg)
        })
    };
    let played: Vec<(Player, Player, u64)> = runtime.block_on(async {
        let mut playing = tokio::task::JoinSet::new();
        for (index, (mut vikings, mut varangians, game)) in games.into_iter().enumerate() {
            let think = Duration::from_millis(100 + (seed + index as u64) % 7 * 50);
            let plan = move |moves: &[String]| turn(seed, game, moves);
            playing.spawn(async move {
                let other = tokio::spawn(async move {
                    varangians.play(game, false, plan, think, deadline).await;
                    varangians
                });
                vikings.play(game, true, plan, think, deadline).await;
                (index, vikings, other.await.unwrap(), game)
            });
        }
        let mut played = playing.join_all().await;
        played.sort_by_key(|(index, ..)| *index);
        played.into_iter().map(|(_, vikings, varangians, game)| (vikings, varangians, game)).collect()
    });
    done.store(true, Ordering::Relaxed);
    let (faults, nodes, _nats, pg) = chaos.join().unwrap();
    let (mut told_the_end, mut reconnections, mut moves_kept, mut lines_kept) = (0, 0, 0, 0);
    let kept = Store::connect(&pg.location).unwrap();
    let mut chat = postgres::Client::connect(&super::store_url(&pg.location), postgres::NoTls).unwrap();
    for (vikings, varangians, game) in &played {
        let (archive, _) = archived(&pg.location, *game);
        replayed(&archive);
        moves_kept += archive.len();
        for player in [vikings, varangians] {
            reconnections += player.reconnections;
            let page = kept.player_page(&player.name, 0).unwrap().unwrap();
            let line = page.ratings.iter().find(|line| line.category == Category::Live9);
            assert_eq!(line.map(|line| line.games), Some(1), "{}'s one rated game counted once", player.name);
            if let Some(said) = &player.said {
                let sql = "SELECT count(*) FROM chat WHERE game = $1 AND author = $2 AND text = $3";
                let game = i64::try_from(*game).unwrap();
                let times: i64 = chat.query_one(sql, &[&game, &player.name, said]).unwrap().get(0);
                assert!(times == 1 || (times == 0 && !player.heard_itself), "{said:?} kept {times} times");
                lines_kept += times;
            }
            if player.end.is_some() {
                told_the_end += 1;
                assert_eq!(player.moves, archive, "game {game} at {}", player.name);
            } else {
                assert!(
                    archive.starts_with(&player.moves),
                    "game {game} at {}: {:?}",
                    player.name,
                    player.moves
                );
            }
        }
    }
    println!(
        "fault run {seed}: {GAMES} rated games, {moves_kept} moves and {lines_kept} of {} chat lines kept; \
         {} node kills and {} starts, {} NATS kills and {} starts, {} nodes frozen past their lease, \
         {} PostgreSQL restarts; \
         {reconnections} reconnections; \
         {told_the_end} of {} players told the end (the others learned it from the archive)",
        GAMES * 2,
        faults.nodes_killed,
        faults.nodes_started,
        faults.nats_killed,
        faults.nats_started,
        faults.nodes_frozen,
        faults.postgres_restarts,
        GAMES * 2
    );
    assert!(faults.nodes_killed > 0 && faults.nats_killed > 0, "{faults:?}");
    drop(nodes);
}
