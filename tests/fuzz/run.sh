#!/usr/bin/env bash
# Builds the libFuzzer target (clang++-14 -fsanitize=fuzzer,address,undefined) and runs it.
#
#   tests/fuzz/run.sh [seconds=60] [build-dir=build/fuzz]
#
# The seed corpus is tests/fuzz/corpus (read only); new inputs go to <build-dir>/corpus, crashes
# to <build-dir>/crash-*. The build is redone only when a source file is newer than the binary.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
SECONDS_TO_RUN=${1:-60}
OUT=${2:-$ROOT/build/fuzz}
CXX=${CXX_FUZZ:-clang++-14}
mkdir -p "$OUT/corpus"

if ! command -v "$CXX" >/dev/null; then
  echo "run.sh: $CXX not found (scripts/setup.sh installs clang and libclang-rt-14-dev)" >&2
  exit 1
fi

BIN="$OUT/request_fuzz"
SOURCES=("$ROOT"/core/*.cpp "$ROOT/tests/fuzz/request_fuzz.cpp")
rebuild=0
[ -x "$BIN" ] || rebuild=1
for f in "${SOURCES[@]}" "$ROOT"/core/*.h; do
  [ "$f" -nt "$BIN" ] && rebuild=1
done
if [ $rebuild = 1 ]; then
  # One object per source, as many at once as there are cores (one clang++ call for all of them
  # took about 4 minutes on a 2-core machine), then one link.
  echo "run.sh: building $BIN" >&2
  FLAGS=(-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
  mkdir -p "$OUT/obj"
  OBJECTS=()
  for src in "${SOURCES[@]}"; do
    obj="$OUT/obj/$(basename "${src%.cpp}").o"
    OBJECTS+=("$obj")
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n; done
    "$CXX" "${FLAGS[@]}" -I"$ROOT" -c "$src" -o "$obj" &
  done
  for job in $(jobs -p); do wait "$job"; done
  "$CXX" "${FLAGS[@]}" "${OBJECTS[@]}" -o "$BIN"
fi

# -timeout: one input taking longer is a hang and a failure (the sanitizers make some inputs 20-50x
# slower than a release build, so it is generous; FUZZ_TIMEOUT overrides it); -rss_limit_mb: memory.
cd "$OUT"
exec "$BIN" -max_total_time="$SECONDS_TO_RUN" -timeout="${FUZZ_TIMEOUT:-120}" -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 -dict="$ROOT/tests/fuzz/request.dict" "$OUT/corpus" "$ROOT/tests/fuzz/corpus"
