#!/usr/bin/env bash
# A stable figure for a change to the solver: the instructions (callgrind) that verdict_replay
# spends deciding the N slowest Possible verdicts of a verdict file (by the operations each took),
# every fifth of the 5 N slowest so that the families of the tail are each represented once or
# twice. Times on a shared machine vary by up to 50% from run to run; the instruction count of the
# same binary on the same verdicts does not. Compare two builds on the same verdict file, N,
# budget and statuses. Not a test.
#
#   EQUATIONS_BENCH_VERDICTS=/tmp/v.txt build/native/bench/solver_bench 1000 1 1000000 0
#   bench/callgrind_verdicts.sh /tmp/v.txt [N = 12] [budget = 1000000] [statuses = 'no|found']
#   EQUATIONS_REPLAY=/other/build/bench/verdict_replay bench/callgrind_verdicts.sh /tmp/v.txt
#
# The statuses are those the file recorded: the default takes verdicts that were decided, so the
# count is the cost of deciding them; 'unfinished' measures the work per operation instead.
set -euo pipefail
verdicts=${1:?usage: callgrind_verdicts.sh verdict-file [N] [budget] [statuses]}
count=${2:-12}
budget=${3:-1000000}
statuses=${4:-no|found}
replay=${EQUATIONS_REPLAY:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/native/bench/verdict_replay}
command -v valgrind >/dev/null || { echo "callgrind_verdicts: valgrind is not installed"; exit 1; }
[ -x "$replay" ] || { echo "callgrind_verdicts: no $replay (build the native preset)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -E "^Possible ($statuses) " "$verdicts" | awk '{print $NF "\t" $0}' | sort -rn >"$work/sorted" || true
awk -v n=$((5 * count)) 'NR <= n && NR % 5 == 1' "$work/sorted" | cut -f2- >"$work/lines"
[ -s "$work/lines" ] || { echo "callgrind_verdicts: no Possible verdicts ($statuses) in $verdicts"; exit 1; }
valgrind --tool=callgrind --callgrind-out-file="$work/out" "$replay" "$budget" <"$work/lines" \
  >"$work/replay" 2>"$work/valgrind"
tail -n 1 "$work/replay"
instructions=$(grep -E '^summary:' "$work/out" | awk '{print $2}')
printf 'instructions: %s (%d verdicts, budget %s operations each, %s)\n' "$instructions" \
  "$(grep -c . "$work/lines")" "$budget" "$replay"
