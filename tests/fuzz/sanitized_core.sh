#!/usr/bin/env bash
# Builds the objects of core/*/*.cpp and of the given extra sources with clang++-14 and the address
# and undefined-behaviour sanitizers, instrumented for libFuzzer's coverage, into <build-dir>/obj:
# one object per source, as many compiles at once as there are cores, each redone only when its
# source or a core header is newer. The fuzz target (run.sh) and the AI stress (ai_stress.sh)
# link the same core objects, so the test command builds the sanitized core once, not twice
# (each build takes about 2-4 minutes on a 2-core machine).
#
#   tests/fuzz/sanitized_core.sh <build-dir> [extra.cpp ...]
#
# Prints the objects, one per line: the core's, then the extra sources'.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=$1
shift
CXX=${CXX_FUZZ:-clang++-14}
if ! command -v "$CXX" >/dev/null; then
  echo "sanitized_core.sh: $CXX not found (scripts/setup.sh installs clang and libclang-rt-14-dev)" >&2
  exit 1
fi
mkdir -p "$OUT/obj"
FLAGS="-std=c++20 -O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# Objects built with other flags (or another compiler) are built again.
if [ "$(cat "$OUT/obj/flags" 2>/dev/null)" != "$CXX $FLAGS" ]; then
  rm -f "$OUT"/obj/*.o "$OUT"/obj/pch.h.pch*
  echo "$CXX $FLAGS" >"$OUT/obj/flags"
fi

# cmake/precompiled.h (Boost.Multiprecision's headers), precompiled once: a core source took
# 4.2 s to compile without it and 1.0 s with (solver_pad.cpp). Built again when it or any header
# it read (its depfile: a Debian update of Boost) is newer than the precompiled file.
PCH="$OUT/obj/pch.h.pch"
pch_stale() {
  [ -f "$PCH" ] && [ -f "$PCH.d" ] || return 0
  local dep
  for dep in $(sed -e 's/^[^:]*://' -e 's/\\$//' "$PCH.d"); do
    [ "$dep" -nt "$PCH" ] && return 0
  done
  return 1
}
if pch_stale; then
  # shellcheck disable=SC2086
  "$CXX" $FLAGS -x c++-header "$ROOT/cmake/precompiled.h" -MD -MF "$PCH.d" -o "$PCH.tmp"
  mv "$PCH.tmp" "$PCH"
fi

newest_header=$(ls -t "$ROOT"/core/*/*.h | head -1)
build() {
  local src=$1 obj=$2
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ "$newest_header" -nt "$obj" ]; then
    # shellcheck disable=SC2086
    "$CXX" $FLAGS -include-pch "$PCH" -I"$ROOT" -c "$src" -o "$obj.tmp"
    mv "$obj.tmp" "$obj"
  fi
}
SOURCES=("$ROOT"/core/*/*.cpp "$@")
OBJECTS=()
# Named by folder and file: core/match/game.cpp and core/contig60/game.cpp are two objects.
for src in "${SOURCES[@]}"; do
  OBJECTS+=("$OUT/obj/$(basename "$(dirname "$src")")_$(basename "$src" .cpp).o")
done
# xargs runs the compiles in parallel and exits non-zero if any of them failed.
export -f build
export CXX FLAGS ROOT newest_header PCH
for i in "${!SOURCES[@]}"; do printf '%s\0%s\0' "${SOURCES[$i]}" "${OBJECTS[$i]}"; done |
  xargs -0 -P "$(nproc)" -n 2 bash -c 'build "$0" "$1"' >&2
printf '%s\n' "${OBJECTS[@]}"
