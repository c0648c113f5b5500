#!/usr/bin/env python3
"""Fails when a file includes a folder above its own.

core/ is read bottom-up: each folder of core/ is a layer, and a file may include only headers of
its own layer and of the layers below it (the order is EQUATIONS_CORE_LAYERS in CMakeLists.txt).
Nothing in core/ may include ui/, wasm/, tools/, tests/ or bench/, nor any library but the C++
standard library and Boost.Multiprecision. The language, the judge, the solver and its queries
take a rule set's arithmetic (core/rules/arithmetic_rules.h), never its table: none of their files
includes core/rules/rules.h but CompileArithmetic's. The front end keeps no rules: no file of ui/
compares a string with a rule set's name ("agloa", "acc", "mlag"); it asks the rule set's fields or
the match instead. Prints each wrong-way include and each such comparison with its file and line,
and exits 1 if there is one.

    tests/layering/check_layers.py [repository root]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[2])
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SYSTEM_INCLUDE = re.compile(r'^\s*#\s*include\s*<([^>]+)>')
# core/ uses only the C++ standard library and Boost.Multiprecision.
ALLOWED_SYSTEM = re.compile(r'^(boost/multiprecision/[\w/]+\.hpp|c?[a-z_]+)$')
# The layers that take only the arithmetic rules, and the one file among them that reads a whole
# rule set (CompileArithmetic: the division picks the Adventurous lists).
ARITHMETIC_ONLY = ("language", "judge", "solver", "queries")
RULE_SET = "core/rules/rules.h"
READS_RULE_SET = {"core/language/arithmetic.cpp"}
# A rule set's name compared in ui/: `x == "acc"`, `"mlag" != x`.
RULE_SET_NAME = r'"(?:agloa|acc|mlag)"'
NAME_COMPARE = re.compile(rf'[!=]=\s*{RULE_SET_NAME}|{RULE_SET_NAME}\s*[!=]=', re.IGNORECASE)


def layer_order():
    text = (ROOT / "CMakeLists.txt").read_text()
    match = re.search(r"set\(EQUATIONS_CORE_LAYERS ([^)]*)\)", text)
    if not match:
        sys.exit("check_layers: CMakeLists.txt has no set(EQUATIONS_CORE_LAYERS ...)")
    return match.group(1).split()


def main():
    layers = layer_order()
    rank = {name: i for i, name in enumerate(layers)}
    problems = []
    files = sorted(p for p in (ROOT / "core").rglob("*") if p.suffix in (".h", ".cpp"))
    for path in files:
        relative = path.relative_to(ROOT)
        folder = relative.parts[1] if len(relative.parts) > 2 else None
        if folder not in rank:
            problems.append(f"{relative}: not inside a layer folder ({', '.join(layers)})")
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            system = SYSTEM_INCLUDE.match(line)
            if system and not ALLOWED_SYSTEM.match(system.group(1)):
                problems.append(f"{relative}:{number}: includes <{system.group(1)}>, "
                                "neither the standard library nor Boost.Multiprecision")
            match = INCLUDE.match(line)
            if not match:
                continue
            target = pathlib.PurePosixPath(match.group(1))
            if target.parts[0] != "core":
                problems.append(f"{relative}:{number}: includes {target}, outside core/")
            elif len(target.parts) < 3 or target.parts[1] not in rank:
                problems.append(f"{relative}:{number}: includes {target}, not in a layer folder")
            elif rank[target.parts[1]] > rank[folder]:
                problems.append(f"{relative}:{number}: {folder} includes {target}, "
                                f"a higher layer ({target.parts[1]})")
            elif (str(target) == RULE_SET and folder in ARITHMETIC_ONLY
                  and relative.as_posix() not in READS_RULE_SET):
                problems.append(f"{relative}:{number}: {folder} includes {RULE_SET}; it takes "
                                "the arithmetic rules (core/rules/arithmetic_rules.h), not the table")
    ui_files = sorted(p for p in (ROOT / "ui").glob("*") if p.suffix in (".h", ".cpp"))
    for path in ui_files:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if NAME_COMPARE.search(line):
                problems.append(f"{path.relative_to(ROOT)}:{number}: compares with a rule set's "
                                "name; ask the rule set's fields or the match (core/match)")
    for problem in problems:
        print(problem)
    print(f"check_layers: {len(files)} files in {len(layers)} layers and {len(ui_files)} in ui/, "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
