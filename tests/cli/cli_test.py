#!/usr/bin/env python3
"""Runs the built `equations` tool on requests and checks its answers and exit codes.

    tests/cli/cli_test.py build/native/equations

Every run must print exactly one JSON value (an object) on stdout, and nothing else, except the
usage text of --help; exit code 0 for an answer, 2 for a refused request ({"error": "..."}).
"""
import json
import subprocess
import sys
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else "build/native/equations"
# Only a guard against a hang: the longest call (the solver filling its memory ceiling) takes
# about 10 s on an idle machine and more than 20 s while other builds share the two cores.
TIMEOUT_SECONDS = 300
failures = []
checks = 0


def run(args, stdin):
    data = stdin.encode() if isinstance(stdin, str) else stdin
    start = time.monotonic()
    try:
        done = subprocess.run([BINARY] + args, input=data, capture_output=True,
                              timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return None, None, "", TIMEOUT_SECONDS
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8", "replace"), \
        time.monotonic() - start


def check(name, condition, detail=""):
    global checks
    checks += 1
    if not condition:
        failures.append(f"{name}: {detail}")


def reject_constants(name):
    raise ValueError(f"not JSON: {name}")


def answer(name, args, stdin, exit_code):
    """Runs the tool and returns its answer, checking that stdout is one JSON object."""
    code, out, err, _ = run(args, stdin)
    if code is None:
        check(name, False, "timed out")
        return {}
    check(name, code == exit_code, f"exit code {code}, expected {exit_code}; stdout {out!r}")
    check(name, out.endswith("\n") and out.count("\n") == 1,
          f"stdout is not one line: {out!r}")
    try:
        value = json.loads(out, parse_constant=reject_constants)
    except ValueError as error:
        check(name, False, f"stdout is not JSON ({error}): {out!r}")
        return {}
    check(name, isinstance(value, dict), f"not an object: {out!r}")
    if exit_code == 2:
        check(name, list(value) == ["error"] and isinstance(value["error"], str),
              f"a refusal must be {{\"error\": \"...\"}}: {out!r}")
    return value if isinstance(value, dict) else {}


def refused(name, command, request, expected_part):
    value = answer(name, [command], request, 2)
    message = value.get("error", "")
    check(name, expected_part in message, f"{message!r} does not say {expected_part!r}")


def req(**fields):
    return json.dumps(fields, ensure_ascii=False)


ISSUE_MAT = dict(rules="agloa", division="middle", goal="2x 3+5", required="5",
                 permitted="x 3 +", forbidden="7", resources="0 1 + -")

# ---- usage --------------------------------------------------------------------------------------
code, out, err, _ = run(["--help"], "")
check("--help exits 0", code == 0, f"exit code {code}")
check("--help prints usage", out.startswith("usage: equations") and "check" in out and
      "goal" in out and "eval" in out, out[:200])

value = answer("no command", [], "{}", 2)
check("no command says so", "no command" in value.get("error", ""), str(value))
code, out, err, _ = run([], "{}")
check("no command prints usage on stderr", "usage: equations" in err, err[:200])
refused("unknown command", "launch", "{}", 'unknown command "launch"')
value = answer("unknown option", ["check", "--fast"], "{}", 2)
check("unknown option named", "--fast" in value.get("error", ""), str(value))
value = answer("two commands", ["check", "goal"], "{}", 2)

# ---- games and play --------------------------------------------------------------------------------
value = answer("games", ["games"], "{}", 0)
check("games lists Equations", {"name": "equations", "title": "Equations"} in value.get("games", []),
      str(value))
PLAY_CONFIG = {"rules": "agloa", "division": "middle", "players": 2, "seed": 7}
value = answer("play from a config", ["play"], json.dumps({"game": "equations", "config": PLAY_CONFIG}), 0)
check("play answers the legal actions", len(value.get("legal_actions", [])) == 1, str(value)[:300])
first = value.get("legal_actions", [""])[0]
value = answer("play one action", ["play"],
               json.dumps({"game": "equations", "config": PLAY_CONFIG, "apply": first}), 0)
check("play applies the action", value.get("actions") == [first] and "refused" not in value,
      str(value)[:300])
value = answer("play a refused action", ["play"],
               json.dumps({"game": "equations", "config": PLAY_CONFIG, "apply": "p1 goal"}), 0)
check("a refused action is a value", "refused" in value and value.get("actions") == [],
      str(value)[:300])
refused("play a bad action list", "play",
        json.dumps({"game": "equations", "config": PLAY_CONFIG, "actions": ["p0 fly"]}),
        'actions[0] "p0 fly"')

# ---- check --------------------------------------------------------------------------------------
value = answer("correct Equation", ["check"],
               req(**ISSUE_MAT, challenge="now", equation="(5x3)+1 = 2x(3+5)"), 0)
check("correct Equation", value == {"correct": True, "verdict": "correct", "reasons": [],
                                    "goal_value": "16", "solution_value": "16"}, str(value))

value = answer("ambiguous Solution", ["check"],
               req(**ISSUE_MAT, challenge="now", equation="5x3+1 = 2x(3+5)"), 0)
check("ambiguous Solution is incorrect", value.get("correct") is False, str(value))
check("ambiguous Solution shows the grouping",
      any("5x(3+1)" in r for r in value.get("reasons", [])), str(value))

value = answer("Forbidden cube", ["check"],
               req(**ISSUE_MAT, challenge="now", equation="2x(3+5) = 7+9"), 0)
reasons = " | ".join(value.get("reasons", []))
check("every reason is given", "Required cube is unused: 5" in reasons and
      "Forbidden cube is used: 7" in reasons and "not available: 9" in reasons, reasons)

value = answer("unreadable Equation", ["check"], req(**ISSUE_MAT, challenge="now", equation="16"),
               0)
check("unreadable Equation is incorrect", value.get("correct") is False and
      value.get("solution_value") is None, str(value))

# After Impossible, Resources count as Permitted (AGLOA VII-B-3-f).
value = answer("Impossible challenge", ["check"],
               req(rules="agloa", goal="5+4", required="1", resources="2 3 + x 6",
                   challenge="impossible", equation="(1+2)x3 = 5+4"), 0)
check("Impossible challenge lets Resources be used", value.get("correct") is True, str(value))

value = answer("no Goal challenge", ["check"],
               req(rules="agloa", resources="1 2 3 + x 5 4 + 6", challenge="nogoal",
                   equation="(1+2)x3 = 5+4"), 0)
check("no Goal challenge: the writer sets the Goal", value.get("correct") is True and
      value.get("goal_value") == "9", str(value))

# MLAG and ACC use the order of operations for Solutions: 5x3+1 is (5x3)+1.
for rules in ("mlag", "acc"):
    mat = dict(ISSUE_MAT, rules=rules)
    del mat["division"]
    value = answer(f"{rules} order of operations", ["check"],
                   req(**mat, challenge="now", equation="5x3+1 = 2x(3+5)"), 0)
    check(f"{rules} order of operations", value.get("correct") is True, str(value))

value = answer("too large to check", ["check"],
               req(rules="agloa", goal="9^9^9", required="1", resources="2 3 + x 6",
                   challenge="impossible", equation="(1+2)x3 = 9^(9^9)"), 0)
check("too large to check is unchecked", value.get("verdict") == "unchecked" and
      value.get("correct") is False, str(value))

# ---- goal ---------------------------------------------------------------------------------------
# AGLOA IV-B-2 (b), (c): the spacing groups the Goal.
value = answer("ungrouped Goal", ["goal"], req(rules="agloa", goal="2x3+5"), 0)
check("ungrouped Goal has two interpretations", value.get("interpretations") ==
      [{"text": "2x(3+5)", "value": "16"}, {"text": "(2x3)+5", "value": "11"}], str(value))
value = answer("spaced Goal", ["goal"], req(rules="agloa", goal="2x 3+5"), 0)
check("spaced Goal has one", value.get("interpretations") ==
      [{"text": "2x(3+5)", "value": "16"}], str(value))
value = answer("spaced Goal other side", ["goal"], req(rules="agloa", goal="2x3 +5"), 0)
check("2x3 +5 is (2x3)+5", value.get("interpretations") ==
      [{"text": "(2x3)+5", "value": "11"}], str(value))
# AGLOA IV-B-2 comment: √ 5+4 x9 may be [√(5+4)]x9 or √[(5+4)x9].
value = answer("root over a gap", ["goal"], req(rules="agloa", goal="√ 5+4 x9"), 0)
values = sorted(i.get("value") for i in value.get("interpretations", []))
check("root over a gap has both readings", values == ["27", "9"], str(value))
# AGLOA IV-B-1: legal and illegal Goals.
for goal in ["6", "23", "8-9", "17x8", "19+8-5", "87÷13", "3√64", "√49", "17^2"]:
    value = answer(f"legal Goal {goal}", ["goal"], req(rules="agloa", goal=goal), 0)
    check(f"legal Goal {goal}", value.get("legal") is True, str(value))
for goal in ["125", "23+18+7", "45x", "+8", "8÷0"]:
    value = answer(f"illegal Goal {goal}", ["goal"], req(rules="agloa", goal=goal), 0)
    check(f"illegal Goal {goal}", value.get("legal") is False and value.get("reasons"),
          str(value))

# ---- eval ---------------------------------------------------------------------------------------
value = answer("eval", ["eval"], req(rules="mlag", expression="3÷4-(2x3)÷4"), 0)
check("eval -3/4", value == {"ok": True, "value": "-3/4"}, str(value))
for expression, expected in [("√2x√8", "4"), ("(2√6)^2", "6"), ("(2÷3)√4", "8"),
                             ("8^(2÷3)", "4"), ("√3", "√3")]:
    value = answer(f"eval {expression}", ["eval"], req(rules="agloa", expression=expression), 0)
    check(f"eval {expression}", value == {"ok": True, "value": expected}, str(value))
for expression in ["8÷0", "0√4", "2√(0-4)", "1+", "2x3+5"]:
    value = answer(f"eval {expression}", ["eval"], req(rules="agloa", expression=expression), 0)
    check(f"eval {expression} has no value", value.get("ok") is False and
          isinstance(value.get("error"), str), str(value))
# Numerals with a leading zero are decimal, however long (not octal).
for expression, expected in [("018446744073709551615", "18446744073709551615"),
                             ("010000000000000000000", "10000000000000000000")]:
    value = answer(f"eval {expression}", ["eval"], req(rules="agloa", expression=expression), 0)
    check(f"eval {expression}", value == {"ok": True, "value": expected}, str(value))
value = answer("eval 9^9^9", ["eval"], req(rules="agloa", expression="9^(9^9)"), 0)
check("a tower is too large to check", value.get("ok") is False and
      "too large" in value.get("error", ""), str(value))

# ---- solve --------------------------------------------------------------------------------------
def correct(name, mat, challenge, equation):
    """Checks an Equation with the tool's own check command."""
    value = answer(name, ["check"], req(**mat, challenge=challenge, equation=equation), 0)
    check(name, value.get("correct") is True, f"{equation}: {value}")


value = answer("solve verdicts", ["solve"], req(**ISSUE_MAT), 0)
check("solve answers the issue's fields", sorted(value) ==
      ["nodes", "now", "now_witness", "possible", "possible_witness"], str(value))
check("solve: Now and Possible", value.get("now") is True and value.get("possible") is True,
      str(value))
correct("solve Now witness", ISSUE_MAT, "now", value.get("now_witness", ""))
correct("solve Possible witness", ISSUE_MAT, "impossible", value.get("possible_witness", ""))
two = dict(rules="agloa", goal="16", required="5", permitted="x", resources="3 1 +")
value = answer("solve possible, not Now", ["solve"], req(**two), 0)
check("solve possible, not Now", value.get("now") is False and value.get("now_witness") is None
      and value.get("possible") is True, str(value))
correct("solve Possible witness (two Resources)", two, "impossible",
        value.get("possible_witness", ""))
value = answer("solve impossible", ["solve"], req(rules="mlag", goal="9", permitted="1 1 +"), 0)
check("solve impossible", value.get("now") is False and value.get("possible") is False and
      value.get("possible_witness") is None, str(value))
# With one Resources cube, a Now Solution may take it (AGLOA VII-B-3-e), so Now and Possible are
# one search: the same work as with that cube Permitted (and half that of two Resources cubes).
counts = {}
for name, permitted, resources in [("one Resources cube", "2", "÷"), ("none", "2 ÷", ""),
                                   ("two Resources cubes", "", "2 ÷")]:
    value = answer("solve with " + name, ["solve"],
                   req(rules="agloa", goal="9", required="1 1 + 3", permitted=permitted,
                       resources=resources), 0)
    check("solve with " + name + ": no", value.get("now") is False and
          value.get("possible") is False, str(value))
    counts[name] = value.get("nodes")
check("solve with one Resources cube: one search", counts["one Resources cube"] == counts["none"]
      and 2 * counts["none"] == counts["two Resources cubes"], str(counts))
# A Possible verdict that needs more search than the memory ceiling allows (from the solver
# benchmark): the solver stops there, undecided, and says so (the Now verdict, a small search, is
# still decided).
huge = dict(rules="mlag", goal="7^ 19", required="2 1 ÷ 2", forbidden="0 6 +",
            resources="- - 3 - 3 3 ÷ 4 x 6 4 √ √")
value = answer("solve memory ceiling", ["solve"], req(**huge, budget=100000000), 0)
check("solve memory ceiling", value.get("now") is False and value.get("possible") is None and
      value.get("memory_full") is True, str(value))

nogoal_mat = dict(rules="agloa", resources="7 7 x 4 9 + 1")
value = answer("solve nogoal", ["solve"], req(**nogoal_mat, query="nogoal"), 0)
check("solve nogoal", value.get("goal_possible") is True and isinstance(value.get("goal"), str),
      str(value))
correct("solve nogoal witness", nogoal_mat, "nogoal", value.get("witness", ""))
value = answer("goal given back", ["goal"], req(rules="agloa", goal=value.get("goal", "")), 0)
check("the nogoal Goal is legal", value.get("legal") is True, str(value))
# (With "1 1 +" the ACC Goal 1 has the one-cube Solution 1 = 1: ACC "Solutions" asks for no two.)
value = answer("solve nogoal no", ["solve"], req(rules="acc", resources="1 +", query="nogoal"), 0)
check("solve nogoal no", value == {"goal_possible": False, "goal": None, "witness": None,
                                   "nodes": value.get("nodes")}, str(value))

value = answer("solve enumerate", ["solve"],
               req(rules="agloa", goal="7", permitted="3 4 + 2 5 x 1", query="enumerate"), 0)
equations = [s.get("equation") for s in value.get("solutions", [])]
check("enumerate lists Solutions once", len(equations) == len(set(equations)) and
      "4+3 = 7" in equations and "3+4 = 7" not in equations, str(value))
for equation in equations[:4]:
    correct(f"enumerated {equation}", dict(rules="agloa", goal="7", permitted="3 4 + 2 5 x 1"),
            "impossible", equation)
value = answer("solve goals", ["solve"],
               req(rules="agloa", resources="1 2 3 4 5 + x -", query="goals", limit=4), 0)
counts = [g.get("solutions") for g in value.get("goals", [])]
check("goals ranked by fewest Solutions", 0 < len(counts) <= 4 and counts == sorted(counts) and
      counts[0] >= 1, str(value))

refused("solve unknown query", "solve", req(rules="agloa", goal="7", query="hint"),
        'field "query": "hint" is not a query')
refused("solve limit type", "solve", '{"rules":"agloa","goal":"7","limit":"3"}',
        'field "limit" must be an integer')
refused("solve nogoal with a Goal", "solve", req(rules="agloa", goal="7", query="nogoal"),
        'field "goal" must be empty')

# A hard mat finishes within the default budget, or answers null: never a hang.
start = time.monotonic()
value = answer("solve hard", ["solve"],
               req(rules="agloa", goal="97", permitted="1 2 3 4 5 6 7 8",
                   resources="+ - x ÷ ^ √ 9 + x"), 0)
check("solve hard answers", value.get("possible") in (True, False, None), str(value))
check("solve hard in time", time.monotonic() - start < TIMEOUT_SECONDS, "slow")

# ---- solve24 ------------------------------------------------------------------------------------
code, out, _, _ = run(["solve24"], "4 7 8 8\n1 1 1 1\n\n3, 3, 8, 8\n")
lines = out.splitlines() if out else []
check("solve24 exits 0", code == 0, str(code))
check("solve24 one line per hand", len(lines) == 3, repr(out))
hands = [json.loads(line, parse_constant=reject_constants) for line in lines]
check("solve24 hands", [h.get("hand") for h in hands] == [[4, 7, 8, 8], [1, 1, 1, 1], [3, 3, 8, 8]],
      str(hands))
check("solve24 verdicts", [h.get("possible") for h in hands] == [True, False, True], str(hands))
check("solve24 no solution is null", len(hands) > 1 and hands[1].get("solution") is None, str(hands))
for hand in (h for h in hands if h.get("possible")):
    value = answer(f"solve24 {hand['hand']}", ["eval"],
                   req(rules="agloa", expression=hand["solution"]), 0)
    check(f"solve24 {hand['hand']} makes 24", value == {"ok": True, "value": "24"}, str(value))
    used = sorted(int(c) for c in hand["solution"] if c.isdigit())
    check(f"solve24 {hand['hand']} uses every card", used == sorted(hand["hand"]), hand["solution"])
for bad, part in [("4 7 8\n", "line 1"), ("1 2 3 4\n1 2 x 4\n", "line 2"), ("", "no hands"),
                  ("1 2 3 99999999\n", "line 1")]:
    value = answer(f"solve24 refuses {bad!r}", ["solve24"], bad, 2)
    check(f"solve24 refuses {bad!r}", part in value.get("error", ""), str(value))

# ---- deck (the 24 Challenge) --------------------------------------------------------------------
code, out, _, _ = run(["deck"], '{"deck":"single-digits","seed":1}')
check("deck exits 0", code == 0, str(code))
faces = [json.loads(line) for line in out.splitlines()]
check("deck one line per face", len(faces) == 192, str(len(faces)))
check("deck round 1 is 48 red sides", [f["round"] for f in faces[:48]] == [1] * 48 and
      {f["side"] for f in faces[:48]} == {"red"}, str(faces[:2]))
check("deck round 1 dots 12/24/12", sorted(f["dots"] for f in faces[:48]) ==
      [1] * 12 + [2] * 24 + [3] * 12, str([f["dots"] for f in faces[:48]]))
check("deck round 2 flips round 1", [f["card"] for f in faces[48:96]] ==
      [f["card"] for f in faces[:48]] and {f["side"] for f in faces[48:96]} == {"white"}, "")
for face in faces[:3]:
    value = answer(f"deck {face['numbers']} solution", ["eval"],
                   req(rules="agloa", expression=face["solution"]), 0)
    check(f"deck {face['numbers']} makes 24", value == {"ok": True, "value": "24"}, str(value))
_, again, _, _ = run(["deck"], '{"deck":"single-digits","seed":1}')
check("deck the same seed, the same deck", again == out, "")
refused("deck unknown", "deck", '{"deck":"triple-digits","seed":1}', 'field "deck"')
refused("deck seed", "deck", '{"deck":"double-digits","seed":-3}', 'field "seed"')
refused("deck seed type", "deck", '{"deck":"double-digits","seed":"3"}', 'field "seed"')

# The round through the game layer: a new 24 Challenge round deals first.
value = answer("play 24-challenge", ["play"],
               req(game="24-challenge", config={"seed": 1, "players": 2, "cards": 3}, actions=[],
                   apply="deal @0"), 0)
check("play 24-challenge deals", value.get("actions") == ["deal @0"], str(value)[:300])

# ---- refused requests ---------------------------------------------------------------------------
refused("malformed JSON", "goal", '{"rules":"agloa" "goal":"1"}',
        "expected ',' or '}' at line 1, column 18")
refused("empty input", "eval", "", "line 1, column 1")
refused("not an object", "eval", "[1,2]", "must be a JSON object")
refused("unknown field", "eval", req(rules="agloa", expression="1+2", colour="red"),
        'unknown field "colour"')
refused("equation in a goal request", "goal", req(rules="agloa", goal="3", equation="1+2=3"),
        'unknown field "equation"')
refused("wrong type", "goal", '{"rules":"agloa","goal":12}', 'field "goal" must be a string')
refused("missing field", "check", req(rules="agloa", goal="3", challenge="now"),
        'missing field "equation"')
refused("unknown rule set", "goal", req(rules="nfl", goal="3"), "nfl")
refused("unknown division", "goal", req(rules="agloa", division="muddle", goal="3"), "muddle")
refused("unknown challenge", "check", req(**ISSUE_MAT, challenge="soon", equation="1+2=3"),
        'field "challenge"')
refused("not a cube face", "goal", req(rules="agloa", goal="2x 3?5"),
        'field "goal", character 5: "?" is not a cube face')
refused("too many cubes", "goal", req(rules="acc", goal="1", resources="1234567890+-x÷^√1234567"),
        "the request has 24 cubes")
refused("impossible colours", "goal", req(rules="agloa", goal="77", resources="77777"),
        "cannot all be on the table")
refused("duplicate key", "goal", '{"rules":"agloa","goal":"1","goal":"2"}', 'duplicate key "goal"')
refused("deep nesting", "goal", "[" * 100000, "nested deeper than 64")
refused("bad UTF-8", "goal", b'{"rules":"agloa","goal":"\xff"}', "invalid UTF-8")
refused("binary garbage", "check", bytes(range(256)), "malformed JSON")
refused("too long expression", "eval", req(rules="agloa", expression="1" * 257), "longer than 256")
refused("too long request", "eval", " " * (1 << 20) + "{}", "longer than")

# ---- --pretty -----------------------------------------------------------------------------------
code, out, _, _ = run(["eval", "--pretty"], req(rules="mlag", expression="1+2"))
check("--pretty exits 0", code == 0, str(code))
check("--pretty indents", out == '{\n  "ok": true,\n  "value": "3"\n}\n', repr(out))

# ---- time ---------------------------------------------------------------------------------------
# A long ungrouped agloa Solution (all its groupings are looked at for ambiguity) must not hang.
long_solution = "+".join("1" * 1 for _ in range(12)) + "x2÷3-4"
start = time.monotonic()
answer("long Solution", ["check"],
       req(rules="agloa", goal="9", resources="1" * 6 + "2 3 4" + "+" * 6 + "x÷-",
           challenge="impossible", equation=long_solution + " = 9"), 0)
answer("long expression", ["eval"],
       req(rules="agloa", expression="1+2x3-4÷5+6x7-8÷9+" * 2 + "1x2÷3^4√5-6"), 0)
refused("too many faces", "eval", req(rules="agloa", expression="1+2x3-4÷5+6x7-8÷9+" * 14 + "1"),
        "at most 48")
check("long requests finish in time", time.monotonic() - start < 2 * TIMEOUT_SECONDS,
      f"{time.monotonic() - start:.1f} s")

if failures:
    print(f"cli_test: {len(failures)} of {checks} checks failed")
    for failure in failures:
        print("  FAILED", failure)
    sys.exit(1)
print(f"cli_test: all {checks} checks passed")
