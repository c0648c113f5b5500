#!/usr/bin/env bash
# Starts a class on this machine: Redis and the class server (server/main.mjs), after installing
# what is missing (scripts/setup.sh) and building the engine's package for node if it is not
# built. Ctrl-C stops both.
#
#   bash scripts/class.sh [port=2567] [processes=1]
#
# Each process listens on its own port from `port` up, on 127.0.0.1 unless CLASS_HOST says
# otherwise (CLASS_HOST=0.0.0.0 for the devices of a classroom). Redis listens on 127.0.0.1,
# port CLASS_REDIS_PORT (6380), and keeps its data in build/class/ (append-only file).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
PORT=${1:-2567}
PROCESSES=${2:-1}
HOST=${CLASS_HOST:-127.0.0.1}
REDIS_PORT=${CLASS_REDIS_PORT:-6380}
say() { printf 'class: %s\n' "$*"; }

bash scripts/setup.sh
if ! command -v redis-server >/dev/null; then
  say "installing redis-server"
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  else sudo apt-get install -y -qq --no-install-recommends redis-server >/dev/null; fi
fi
if [ ! -f build/wasm/package/index.mjs ] || [ ! -f build/wasm/package/equations-engine.wasm ]; then
  say "building the engine's package (build/wasm/package, several minutes the first time)"
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm --target equations_package >/dev/null
fi

mkdir -p build/class
pids=()
stop() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap stop EXIT INT TERM

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --protected-mode yes --dir "$ROOT/build/class" \
  --appendonly yes --appendfsync always --save '' --loglevel warning &
pids+=($!)
until redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; do
  kill -0 "${pids[0]}" 2>/dev/null || { say "redis-server did not start"; exit 1; }
  sleep 0.2
done
say "Redis on 127.0.0.1:$REDIS_PORT (data in build/class/)"

for ((n = 0; n < PROCESSES; ++n)); do
  port=$((PORT + n))
  node server/main.mjs --port "$port" --host "$HOST" \
    --redis "redis://127.0.0.1:$REDIS_PORT" --public-address "${CLASS_PUBLIC_HOST:-$HOST}:$port" &
  pids+=($!)
done
say "class server: $PROCESSES process(es) from $HOST:$PORT; Ctrl-C stops them and Redis"
wait -n "${pids[@]}"
