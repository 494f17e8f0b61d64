//! Nothing but the benchmarks under `benches/`: `cargo bench -p obereg-bench`.
