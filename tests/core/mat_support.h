// Test helpers: a rule set by name, and a mat typed as face characters, read by the same
// functions as the JSON requests (core/api/request.h), so tests type mats the way users do.
#pragma once

#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "core/rules/mat.h"
#include "core/api/request.h"
#include "core/rules/rules.h"

namespace equations::testing {

inline RuleSet Rules(std::string_view name, std::string_view division) {
  auto rules = FindRuleSet(name, division);
  REQUIRE(rules.has_value());
  return *rules;
}

// Reads cubes typed as faces; spaces only separate ("x 3", "x3").
inline std::vector<Cube> Cubes(std::string_view faces) {
  auto cubes = ReadCubes("cubes", faces);
  if (!cubes) FAIL(cubes.error().message);
  return *cubes;
}

// Reads a Goal typed as faces, a run of spaces being one physical gap ("2x 3+5").
inline std::vector<GoalCube> Goal(std::string_view faces) {
  if (faces.find_first_not_of(' ') == std::string_view::npos) return {};
  auto goal = ReadGoal(faces);
  if (!goal) FAIL(goal.error().message);
  return *goal;
}

inline Mat MakeMat(std::string_view goal, std::string_view required, std::string_view permitted,
                   std::string_view forbidden = "", std::string_view resources = "") {
  Mat mat;
  mat.goal = Goal(goal);
  mat.required = Cubes(required);
  mat.permitted = Cubes(permitted);
  mat.forbidden = Cubes(forbidden);
  mat.resources = Cubes(resources);
  return mat;
}

}  // namespace equations::testing
