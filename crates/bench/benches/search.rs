//! Search speed: a fixed-depth search from the start and from a middlegame,
//! and from the 11×11 start (V1), reported by criterion as nodes (elements)
//! per second, one thread; and from the start within a node budget, in one
//! search and in the page's slices (the page measures the same, its
//! `search_speed`: docs/dev/web.md).

use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use criterion::measurement::WallTime;
use std::time::Duration;

use criterion::{BatchSize, BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use obereg_engine::{Engine, Limits, Progress, Settings, sliced_search};
use obereg_rules::{Game, Position, Side};

/// Pieces traded, the prince off the throne, the Varangians to move.
const MIDDLEGAME: &str = "/3tt4/4t4/2T1T1t2/t3T1K2/tt1T1T1tt/t3T3t/4T1T2/1t2t4/3tt4/";

/// A search to `depth` with a fresh table, so every run visits the same nodes.
fn search<const N: usize>(game: &Game<N>, depth: u32) -> Progress {
    let settings =
        Settings { limits: Limits { depth: Some(depth), ..Limits::default() }, ..Settings::default() };
    Engine::new(16).search(game, &settings, Arc::new(AtomicBool::new(false)), |_| {})
}

/// Measures the search of `game` to `depth` in nodes per second.
fn bench_one<const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    game: &Game<N>,
    depth: u32,
) {
    group.throughput(Throughput::Elements(search(game, depth).nodes));
    group.bench_function(name, |b| b.iter(|| black_box(search(game, depth))));
}

/// The node budget of the searches measured against the page's.
const BUDGET: u64 = 200_000;

/// Measures the search of the start within [`BUDGET`] nodes, with a fresh
/// table of the page's size (not counted), in one search and in slices.
fn bench_budget(group: &mut BenchmarkGroup<'_, WallTime>) {
    let game = Game::new(Position::start());
    let settings =
        Settings { limits: Limits { nodes: Some(BUDGET), ..Limits::default() }, ..Settings::default() };
    let stop = Arc::new(AtomicBool::new(false));
    let whole = |mut engine: Engine| engine.search(&game, &settings, Arc::clone(&stop), |_| {});
    group.throughput(Throughput::Elements(whole(Engine::default()).nodes));
    group.bench_function("start, 200 000 nodes", |b| {
        b.iter_batched(Engine::default, |engine| black_box(whole(engine)), BatchSize::PerIteration)
    });
    let sliced = |engine: Engine| sliced_search(engine, game.clone(), BUDGET, || Duration::ZERO);
    group.throughput(Throughput::Elements(sliced(Engine::default()).nodes));
    group.bench_function("start, 200 000 nodes in slices", |b| {
        b.iter_batched(Engine::default, |engine| black_box(sliced(engine)), BatchSize::PerIteration)
    });
}

fn nodes_per_second(c: &mut Criterion) {
    let middlegame = Position::<9>::from_record(MIDDLEGAME, Side::Varangians).unwrap();
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    bench_one(&mut group, "start, depth 7", &Game::new(Position::start()), 7);
    bench_one(&mut group, "middlegame, depth 7", &Game::new(middlegame), 7);
    bench_one(&mut group, "11x11 start, depth 6", &Game::new(Position::<11>::initial()), 6);
    bench_budget(&mut group);
    group.finish();
}

criterion_group!(benches, nodes_per_second);
criterion_main!(benches);
