// The table's rules on calling a challenge, apart from judging what is written after it
// (core/judge/checker.h): when a challenge is invalid and set aside.
#pragma once

#include <optional>
#include <string>

#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

// Returns why a Now challenge on this mat is invalid and set aside, so that no Equation is written
// or judged after it, or nothing. AGLOA VI-A-2-a: "A player may challenge Now only if there are
// at least two cubes in Resources"; VI-A-2-b: not before a cube is in Required or Permitted; MLAG
// "Now": "If a player calls Now with one or fewer cubes in Resources, it is set aside". ACC names
// no such limit (its Force Out protects the Mover).
std::optional<std::string> NowSetAside(const RuleSet& rules, const Mat& mat);

}  // namespace equations
