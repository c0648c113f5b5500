#!/usr/bin/env bash
# Builds tests/fuzz/ai_stress.cpp with the address and undefined-behaviour sanitizers and runs it:
# AI seats thought in small slices against a human-like player, with Hints and explanations, as
# the browser runs them. scripts/test.sh runs 12 club matches in build/native/fuzz,
# where ctest's fuzz target has built the sanitized core (tests/fuzz/sanitized_core.sh, about
# three minutes on 2 cores when nothing is built yet); run more after changing core/ai/.
#
#   tests/fuzz/ai_stress.sh [matches=30] [seed=1] [level=club] [build-dir=build/fuzz]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${4:-$ROOT/build/fuzz}
CXX=${CXX_FUZZ:-clang++-14}

# The sanitized core objects (shared with run.sh's fuzz target: built once), then one link.
objects=$(bash "$ROOT/tests/fuzz/sanitized_core.sh" "$OUT" "$ROOT/tests/fuzz/ai_stress.cpp")
mapfile -t OBJECTS <<<"$objects"
"$CXX" -fsanitize=address,undefined "${OBJECTS[@]}" -o "$OUT/ai_stress"
exec env UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$OUT/ai_stress" "${1:-30}" "${2:-1}" "${3:-club}"
