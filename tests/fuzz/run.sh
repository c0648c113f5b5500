#!/usr/bin/env bash
# Builds the libFuzzer target (clang++-14 -fsanitize=fuzzer,address,undefined) and runs it.
#
#   tests/fuzz/run.sh [seconds=60] [build-dir=build/fuzz]
#
# The seed corpus is tests/fuzz/corpus (read only); new inputs go to <build-dir>/corpus, crashes
# to <build-dir>/crash-*. The sanitized core objects are shared with ai_stress.sh
# (tests/fuzz/sanitized_core.sh); the binary is relinked when an object is newer.
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
# The sanitized core objects (shared with ai_stress.sh), then one link when an object is newer.
objects=$(bash "$ROOT/tests/fuzz/sanitized_core.sh" "$OUT" "$ROOT/tests/fuzz/request_fuzz.cpp")
mapfile -t OBJECTS <<<"$objects"
relink=0
[ -x "$BIN" ] || relink=1
for obj in "${OBJECTS[@]}"; do [ "$obj" -nt "$BIN" ] && relink=1; done
if [ $relink = 1 ]; then
  echo "run.sh: linking $BIN" >&2
  "$CXX" -fsanitize=fuzzer,address,undefined "${OBJECTS[@]}" -o "$BIN"
fi

# -timeout: one input taking longer is a hang and a failure (the sanitizers make some inputs 20-50x
# slower than a release build, so it is generous; FUZZ_TIMEOUT overrides it); -rss_limit_mb: memory.
cd "$OUT"
exec "$BIN" -max_total_time="$SECONDS_TO_RUN" -timeout="${FUZZ_TIMEOUT:-120}" -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 -dict="$ROOT/tests/fuzz/request.dict" "$OUT/corpus" "$ROOT/tests/fuzz/corpus"
