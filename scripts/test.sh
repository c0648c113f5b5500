#!/usr/bin/env bash
# Runs every test: sets up what is missing, builds both presets, runs the doctest suites natively
# and under node (wasm), a sanitizer stress of the AI seats, the JavaScript API's node tests, the
# class server's tests (with their own Redis), and the browser tests in headless Chromium. The
# last lines report the counts; the exit code is non-zero if anything failed.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs
LOGS="$ROOT/build/test-logs"

bash scripts/setup.sh || { echo "test: setup failed"; exit 1; }
mkdir -p "$LOGS"

# Each step's heading says how long the run has taken so far (CI shows where its time went).
step() { printf '\n== %s  [%dm%02ds]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
fail=0

step "native build (g++)"
{ cmake --preset native >/dev/null && cmake --build --preset native -j"$(nproc)"; } \
  >"$LOGS/native-build.log" 2>&1 || { tail -n 40 "$LOGS/native-build.log"; echo "test: native build failed"; exit 1; }
echo "built: $(grep -c . "$LOGS/native-build.log") lines of build log in $LOGS/native-build.log"

step "native tests (ctest: doctest suites, command-line tool)"
# In parallel: the fuzz target's sanitizer build takes minutes while the doctest suites run.
ctest --preset native -V -j"$(nproc)" >"$LOGS/native-tests.log" 2>&1 || fail=1
grep -E '^[0-9]+/[0-9]+ Test|tests passed|\[doctest\] (test cases|Status)' "$LOGS/native-tests.log"

step "wasm build (em++)"
{ cmake --preset wasm >/dev/null && cmake --build --preset wasm -j"$(nproc)"; } \
  >"$LOGS/wasm-build.log" 2>&1 || { tail -n 40 "$LOGS/wasm-build.log"; echo "test: wasm build failed"; exit 1; }
ls -l build/wasm/web/equations.wasm build/wasm/web/equations.js | awk '{print "built:", $5, "bytes", $9}'

# The sanitizer stress of the AI seats is one process: it runs in the background beside the wasm
# tests (single-threaded node processes; ctest -j runs them side by side), and its result is
# printed after them. It links the sanitized core that ctest's fuzz target built
# (build/native/fuzz): built once. In a session of its own, so that an early exit (Ctrl-C) ends it.
setsid bash tests/fuzz/ai_stress.sh 12 1 club "$ROOT/build/native/fuzz" >"$LOGS/ai-stress.log" 2>&1 &
stress=$!
trap 'kill -- -"$stress" 2>/dev/null' EXIT

step "wasm tests under node (doctest suites, JavaScript API)"
ctest --preset wasm -V -j"$(nproc)" >"$LOGS/wasm-tests.log" 2>&1 || fail=1
grep -E '^[0-9]+/[0-9]+ Test|tests passed|\[doctest\] (test cases|Status)|^[0-9]+: # (pass|fail) ' "$LOGS/wasm-tests.log"

step "class server tests (node: their own Redis and server processes on loopback, tests/server)"
# A test that waits for a message which never comes fails after --test-timeout (5 minutes; each
# takes seconds) instead of holding the run; `timeout` bounds the whole step the same way.
EQUATIONS_PACKAGE_DIR="$ROOT/build/wasm/package" timeout -k 30 1200 \
  node --test --test-timeout=300000 --test-force-exit --test-reporter=tap tests/server/ \
  >"$LOGS/server-tests.log" 2>&1 || { fail=1; server_failed=1; }
grep -E '^(not )?ok [0-9]+ |^# (pass|fail) ' "$LOGS/server-tests.log"
[ -z "${server_failed:-}" ] || tail -n 60 "$LOGS/server-tests.log"

step "sanitizer stress: AI seats thought in slices against a human-like player (tests/fuzz/ai_stress.sh)"
wait "$stress"
stress_rc=$?
trap - EXIT
if [ $stress_rc = 0 ]; then
  grep -E 'matches failed' "$LOGS/ai-stress.log"
else
  fail=1  # a failed match, a sanitizer report (with its stack) or a build error: its last lines
  grep -E 'FAILED' "$LOGS/ai-stress.log" | head -n 10
  tail -n 30 "$LOGS/ai-stress.log"
fi

step "browser tests (headless Chromium through playwright-core)"
# As for the server: a hung test fails after 10 minutes, and the step cannot outlast 40.
EQUATIONS_WEB_DIR="$ROOT/build/wasm/web" EQUATIONS_SHOT_DIR="$ROOT/build/browser" timeout -k 30 2400 \
  node --test --test-timeout=600000 --test-force-exit --test-reporter=tap tests/browser/ \
  >"$LOGS/browser-tests.log" 2>&1 || { fail=1; browser_failed=1; }
# One line per test; a failing one carries its assertion's message on the same line, so that
# a short excerpt of this output (CI shows one) still says why.
awk '
  function flush() { if (pending != "") { print pending (msg != "" ? "  -- " msg : ""); pending = "" } }
  /^(not )?ok [0-9]+ / { flush(); if ($1 == "ok") print; else { pending = $0; msg = ""; want = 0 } next }
  pending != "" && /^  error: / {
    line = $0; sub(/^  error: /, "", line)
    if (line == "|-" || line == "|" || line == ">-") want = 1; else { gsub(/^'"'"'|'"'"'$/, "", line); msg = line }
    next
  }
  pending != "" && want == 1 { line = $0; sub(/^ +/, "", line); msg = line; want = 0; next }
  pending != "" && /^  \.\.\.$/ { flush() }
  END { flush() }
' "$LOGS/browser-tests.log"
# A failing browser test prints its YAML block (the assertion, expected and actual, the stack).
awk '/^not ok [0-9]+ /{show=1; n=0} show{print; if (++n >= 40 || /^  \.\.\.$/) show=0}' \
  "$LOGS/browser-tests.log"
echo "screenshots: $ROOT/build/browser/"

# ---- summary: counts of test cases per runner -------------------------------------------------
doctest_counts() { # log -> "passed failed" summed over every doctest suite in it
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" | sed -nE 's/.*\[doctest\] test cases: *[0-9]+ *\| *([0-9]+) passed *\| *([0-9]+) failed.*/\1 \2/p' |
    awk '{p+=$1; f+=$2} END {print p+0, f+0}'
}
tap_counts() { # log -> "passed failed" from node's test runner
  sed -nE 's/^([0-9]+: )?# (pass|fail) ([0-9]+)$/\2 \3/p' "$1" |
    awk '$1=="pass"{p+=$2} $1=="fail"{f+=$2} END {print p+0, f+0}'
}
ctest_failed() { sed -nE 's/.*tests passed, ([0-9]+) tests failed out of.*/\1/p' "$1" | tail -n 1; }

read -r dn_p dn_f < <(doctest_counts "$LOGS/native-tests.log")
read -r dw_p dw_f < <(doctest_counts "$LOGS/wasm-tests.log")
read -r nd_p nd_f < <(tap_counts "$LOGS/wasm-tests.log")
read -r br_p br_f < <(tap_counts "$LOGS/browser-tests.log")
read -r sv_p sv_f < <(tap_counts "$LOGS/server-tests.log")
# A runner stopped by `timeout` counts as a failure even if no test printed one.
[ -z "${server_failed:-}" ] || [ "$sv_f" -gt 0 ] || sv_f=1
[ -z "${browser_failed:-}" ] || [ "$br_f" -gt 0 ] || br_f=1
cn_f=$(ctest_failed "$LOGS/native-tests.log"); cw_f=$(ctest_failed "$LOGS/wasm-tests.log")
# The stress: its matches, passed and failed (a sanitizer report aborts it: then all count failed).
st_n=$(grep -c '^match [0-9]* (' "$LOGS/ai-stress.log"); st_f=$(grep -c '^match [0-9]* (.*FAILED' "$LOGS/ai-stress.log")
grep -q '^0 of [0-9]* matches failed' "$LOGS/ai-stress.log" || { [ "$st_f" -gt 0 ] || st_f=1; }
st_p=$((st_n - st_f)); [ $st_p -ge 0 ] || st_p=0
[ "${cn_f:-1}" = 0 ] && [ "${cw_f:-1}" = 0 ] || fail=1
[ $((dn_p + dw_p + nd_p + br_p)) -gt 0 ] || fail=1

step "summary (logs in $LOGS)"
echo "doctest native:           $dn_p passed, $dn_f failed"
echo "doctest wasm under node:  $dw_p passed, $dw_f failed"
echo "node (JavaScript API):    $nd_p passed, $nd_f failed"
echo "browser (Chromium):       $br_p passed, $br_f failed"
echo "class server (node):      $sv_p passed, $sv_f failed"
echo "AI stress (sanitizers):   $st_p passed, $st_f failed"
echo "ctest failures:           native ${cn_f:-?}, wasm ${cw_f:-?}"
# A failing ctest test that is not a doctest suite (the command-line tool's tests) counts too.
total_p=$((dn_p + dw_p + nd_p + br_p + st_p + sv_p)); total_f=$((dn_f + dw_f + nd_f + br_f + st_f + sv_f))
[ "${cn_f:-1}" = 0 ] || total_f=$((total_f + ${cn_f:-1}))
[ "${cw_f:-1}" = 0 ] || total_f=$((total_f + ${cw_f:-1}))
[ $total_f -eq 0 ] || fail=1
echo "$total_p passed, $total_f failed"
exit $fail
