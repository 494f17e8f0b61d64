//! Search speed: a fixed-depth search from the start and from a middlegame,
//! reported by criterion as nodes (elements) per second, one thread.

use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use obereg_engine::{Engine, Limits, Progress, Settings};
use obereg_rules::{Game, Position, Side};

/// Pieces traded, the prince off the throne, the Varangians to move.
const MIDDLEGAME: &str = "/3tt4/4t4/2T1T1t2/t3T1K2/tt1T1T1tt/t3T3t/4T1T2/1t2t4/3tt4/";

/// A search to `depth` with a fresh table, so every run visits the same nodes.
fn search(game: &Game, depth: u32) -> Progress {
    let settings =
        Settings { limits: Limits { depth: Some(depth), ..Limits::default() }, ..Settings::default() };
    Engine::new(16).search(game, &settings, Arc::new(AtomicBool::new(false)), |_| {})
}

fn nodes_per_second(c: &mut Criterion) {
    let cases = [
        ("start, depth 7", Game::new(Position::start()), 7),
        ("middlegame, depth 7", Game::new(Position::from_record(MIDDLEGAME, Side::Varangians).unwrap()), 7),
    ];
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, game, depth) in cases {
        group.throughput(Throughput::Elements(search(&game, depth).nodes));
        group.bench_function(name, |b| b.iter(|| black_box(search(&game, depth))));
    }
    group.finish();
}

criterion_group!(benches, nodes_per_second);
criterion_main!(benches);
