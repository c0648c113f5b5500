#!/usr/bin/env bash
# Builds tests/fuzz/ai_stress.cpp with the address and undefined-behaviour sanitizers and runs it:
# AI seats thought in small slices against a human-like player, with Hints and explanations, as
# the browser runs them (issue 6). scripts/test.sh runs 12 club matches (the sanitized build of
# the core takes two minutes, cached under build/fuzz); run more after changing core/ai*.cpp.
#
#   tests/fuzz/ai_stress.sh [matches=30] [seed=1] [level=club] [build-dir=build/fuzz]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${4:-$ROOT/build/fuzz}
CXX=${CXX_FUZZ:-g++}
mkdir -p "$OUT/ai_stress_obj"

# One object per source, rebuilt when the source or a header is newer (make-like, one compile per
# core at a time).
newest_header=$(ls -t "$ROOT"/core/*.h | head -1)
build() {
  local src=$1 obj=$2
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ "$newest_header" -nt "$obj" ]; then
    "$CXX" -std=c++20 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined \
      -fno-omit-frame-pointer -I"$ROOT" -c "$src" -o "$obj"
  fi
}
SOURCES=("$ROOT"/core/*.cpp "$ROOT/tests/fuzz/ai_stress.cpp")
OBJECTS=()
for src in "${SOURCES[@]}"; do OBJECTS+=("$OUT/ai_stress_obj/$(basename "$src" .cpp).o"); done
# xargs runs the compiles in parallel and exits non-zero if any of them failed.
export -f build
export CXX ROOT newest_header
for i in "${!SOURCES[@]}"; do printf '%s\0%s\0' "${SOURCES[$i]}" "${OBJECTS[$i]}"; done |
  xargs -0 -P "$(nproc)" -n 2 bash -c 'build "$0" "$1"'
"$CXX" -fsanitize=address,undefined "${OBJECTS[@]}" -o "$OUT/ai_stress"
exec env UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$OUT/ai_stress" "${1:-30}" "${2:-1}" "${3:-club}"
