//! Perft speed in leaves per second: depth 5 from the start (1,167,760,776
//! leaves) and depth 4 of both positions of the rules reference's table,
//! and depth 4 from the 11×11 start (V1, 50,456,804 leaves). Each run also
//! checks the counts, so the depth-5 and 11×11 depth-4 counts are proven here.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use obereg_rules::{Position, Side, perft};

/// The second position of the rules reference's table (R6).
const PRINCE_LIMIT_RECORD: &str = "/3t1t3/4T4/1t7/4t1T2/1T6t/t3T4/2K4t1/1t7/3tt4/";

/// Measures perft(`depth`) of `position`, checking it counts `leaves`.
fn bench_one<const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    position: Position<N>,
    (depth, leaves): (u32, u64),
) {
    group.throughput(Throughput::Elements(leaves));
    group.measurement_time(Duration::from_secs(if leaves > 100_000_000 { 40 } else { 3 }));
    group.bench_function(name, |b| {
        b.iter(|| {
            let counted = perft(black_box(&position), depth);
            assert_eq!(counted, leaves, "perft({depth}) of {name}");
            counted
        })
    });
}

fn bench_perft(c: &mut Criterion) {
    let start = Position::start();
    let limited = Position::from_record(PRINCE_LIMIT_RECORD, Side::Varangians).expect("the table's position");
    let mut group = c.benchmark_group("perft");
    // One perft(5) takes seconds: the fewest samples criterion allows, each one run.
    group.sample_size(10).sampling_mode(SamplingMode::Flat).warm_up_time(Duration::from_secs(1));
    for (name, position, counts) in [
        ("start/5", start, (5, 1_167_760_776)),
        ("start/4", start, (4, 15_951_824)),
        ("prince-limit/4", limited, (4, 20_445_344)),
    ] {
        bench_one(&mut group, name, position, counts);
    }
    bench_one(&mut group, "11x11-start/4", Position::<11>::initial(), (4, 50_456_804));
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
