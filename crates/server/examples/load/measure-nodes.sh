#!/usr/bin/env bash
# The load tool against one SQLite node, one PostgreSQL node and three nodes
# on PostgreSQL and NATS, on this machine, one run each under the same load.
# Run as root from the workspace, after
#   cargo build --release --bin obereg -p obereg
#   cargo build --release -p obereg-server --example load
# with PostgreSQL's initdb and pg_ctl on PATH, a `postgres` user and
# nats-server installed. Everything it starts is stopped, its folder removed.
#   crates/server/examples/load/measure-nodes.sh [LOAD OPTIONS…]
# (default: --clients 2000 --games 400 --seconds 30); settable: DIR,
# PGPORT, NATSPORT, PORTS (the three nodes'), NATS (nats-server's path).
set -u
DIR=${DIR:-/tmp/load-nodes}
PGPORT=${PGPORT:-54330}
NATSPORT=${NATSPORT:-54232}
PORTS=(${PORTS:-6411 6412 6413})
NATS=${NATS:-$(command -v nats-server || echo /usr/sbin/nats-server)}
LOAD=("$@")
[ ${#LOAD[@]} -gt 0 ] || LOAD=(--clients 2000 --games 400 --seconds 30)
ulimit -n 20000
rm -rf "$DIR"
mkdir -p "$DIR/pg"
chown postgres "$DIR/pg"
started=()
stop_all() {
  for pid in "${started[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  runuser -u postgres -- pg_ctl -D "$DIR/pg/data" stop -m fast >/dev/null 2>&1
  rm -rf "$DIR"
}
trap stop_all EXIT

# The CPU seconds a process (and its reaped children) has used.
cpu() { awk '{ printf "%.1f", ($14 + $15 + $16 + $17) / 100 }' "/proc/$1/stat" 2>/dev/null || echo 0; }
# The CPU seconds of this PostgreSQL's processes (those ended included).
pg_cpu() {
  local postmaster
  postmaster=$(head -1 "$DIR/pg/data/postmaster.pid")
  for pid in "$postmaster" $(pgrep -P "$postmaster"); do cpu "$pid"; echo; done | awk '{ s += $1 } END { printf "%.1f", s }'
}
# $1 - $2, to a tenth.
minus() { awk "BEGIN { printf \"%.1f\", $1 - $2 }"; }
# Waits until something listens on port $1.
listening() { for _ in $(seq 50); do (: </dev/tcp/127.0.0.1/"$1") 2>/dev/null && return; sleep 0.2; done; }

runuser -u postgres -- initdb -D "$DIR/pg/data" -A trust -U obereg >/dev/null
runuser -u postgres -- pg_ctl -D "$DIR/pg/data" -o "-h 127.0.0.1 -p $PGPORT -k $DIR/pg" -l "$DIR/pg/log" start >/dev/null
listening "$PGPORT"
"$NATS" -a 127.0.0.1 -p "$NATSPORT" >"$DIR/nats.log" 2>&1 &
nats=$!
started+=("$nats")
listening "$NATSPORT"

# One run: its name, how many nodes, then the nodes' store options.
run() {
  local name=$1 count=$2 servers=() pids=() i
  shift 2
  for ((i = 0; i < count; i++)); do
    mkdir -p "$DIR/$name/$i"
    local node=()
    [[ " $* " == *" --bus "* ]] && node=(--node "node$i")
    target/release/obereg server --listen "127.0.0.1:${PORTS[$i]}" --data "$DIR/$name/$i" "${node[@]}" \
      --max-per-address 10000 --max-registrations 10000 "$@" >"$DIR/$name/$i.log" 2>&1 &
    pids+=($!)
    started+=($!)
    servers+=("127.0.0.1:${PORTS[$i]}")
    listening "${PORTS[$i]}"
  done
  sleep 2
  local before=() pg_before nats_before
  for i in "${pids[@]}"; do before+=("$(cpu "$i")"); done
  pg_before=$(pg_cpu)
  nats_before=$(cpu "$nats")
  echo "== $name: load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
  nice -n 19 target/release/examples/load "$(IFS=,; echo "${servers[*]}")" "${LOAD[@]}" \
    --pid "$(IFS=,; echo "${pids[*]}")" 2>&1 | grep -v '^…'
  echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
  local used=()
  for ((i = 0; i < count; i++)); do used+=("$(minus "$(cpu "${pids[$i]}")" "${before[$i]}")"); done
  echo "CPU seconds during the run: nodes ${used[*]}, PostgreSQL $(minus "$(pg_cpu)" "$pg_before"), NATS $(minus "$(cpu "$nats")" "$nats_before")"
  for i in "${pids[@]}"; do kill "$i"; wait "$i" 2>/dev/null; done
}

store() { # a fresh database of this name
  runuser -u postgres -- createdb -h 127.0.0.1 -p "$PGPORT" -U obereg --locale C -T template0 "$1"
  echo "postgres://obereg@127.0.0.1:$PGPORT/$1"
}
run sqlite 1
run postgres 1 --store "$(store one)"
run nodes 3 --store "$(store three)" --bus "nats://127.0.0.1:$NATSPORT"
