// Test helpers for the solver tests: Now and Possible verdicts compared with the brute force
// (tests/core/brute_force.h) on mats drawn from rows of faces, every witness checked by the
// one judge.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/queries/solver_equations.h"
#include "core/rules/rules.h"
#include "tests/core/brute_force.h"
#include "tests/core/mat_support.h"

namespace equations::testing {

// Checks the answer's witness with the one judge: it must be correct for the challenge.
inline void ExpectWitnessCorrect(const RuleSet& rules, const Mat& mat, SolverQuery query,
                                 const EquationsAnswer& answer) {
  REQUIRE(answer.witness.has_value());
  ExpectCorrect(rules, mat, query == SolverQuery::Now ? Challenge::Now : Challenge::Impossible,
                *answer.witness);
}

// The verdict and the work of one solver run (SolveStage).
struct StageOutcome {
  SolveStatus status = SolveStatus::Unfinished;
  SolverStats stats;
};

// Solves the last, complete stage of the query (all of ^ and √) as `problem` says, after `adjust`
// changed it (a test's switches); a witness must be correct.
template <class Adjust>
StageOutcome SolveStage(const RuleSet& rules, const Mat& mat, SolverQuery query, Adjust&& adjust,
                        std::uint64_t budget = UINT64_MAX) {
  std::vector<std::string> goal_texts;
  SolverProblem problem = EquationsProblem(rules, mat, query, &goal_texts);
  adjust(problem);
  auto solver = Solver::Create(problem);
  REQUIRE(solver.has_value());
  StageOutcome outcome;
  outcome.status = solver->Run(budget);
  outcome.stats = solver->stats();
  if (outcome.status == SolveStatus::Found) {
    const std::string witness =
        solver->Solution() + " = " + goal_texts[static_cast<std::size_t>(solver->TargetIndex())];
    ExpectCorrect(rules, mat, query == SolverQuery::Now ? Challenge::Now : Challenge::Impossible,
                  witness);
  }
  return outcome;
}

// Returns whether a Solution exists, by brute force: all Required, any Permitted, and Resources
// (at most one of them for Now).
inline bool BruteForceAnswer(const RuleSet& rules, const Mat& mat, SolverQuery query) {
  std::vector<Number> targets;
  for (const GoalValue& reading : GoalValues(rules, mat.goal)) targets.push_back(reading.value);
  if (targets.empty()) return false;
  const auto [cubes, required, resources] = RowOf(mat);
  BruteForce brute(rules, cubes);
  for (unsigned mask = 1; mask < (1u << cubes.size()); ++mask) {
    if ((mask & required) != required) continue;
    if (query == SolverQuery::Now && __builtin_popcount(mask & resources) > 1) continue;
    if (__builtin_popcount(mask) < rules.solution_min_cubes) continue;
    for (const Number& value : brute.Values(mask)) {
      if (CheckFinalValue(rules, value, "")) continue;
      for (const Number& target : targets)
        if (value == target) return true;
    }
  }
  return false;
}

// Draws a mat of `cubes` cubes from `faces`, the first `required_cubes` of them Required, the
// rest Permitted or (one in three) Resources, and a Goal from `goals`; sets `rows` to its rows as
// text (for CAPTURE).
template <std::size_t G, std::size_t F>
Mat DrawMat(const char* const (&goals)[G], const char* const (&faces)[F], int cubes,
            int required_cubes, Random& random, std::string& rows) {
  std::string required, permitted, resources;
  for (int c = 0; c < cubes; ++c) {
    std::string& row = c < required_cubes ? required : random.Below(3) == 0 ? resources : permitted;
    row += std::string(faces[random.Below(static_cast<int>(F))]) + " ";
  }
  rows = required + "| " + permitted + "| " + resources;
  return MakeMat(goals[random.Below(static_cast<int>(G))], required, permitted, "", resources);
}

// Compares Now and Possible with the brute force on `count` random mats: a Goal from `goals`,
// `min_cubes` to `min_cubes` + `more_cubes` - 1 cubes from `faces`, the first `required` of them
// Required, the rest Permitted or (one in three) Resources. Every witness must be correct.
template <std::size_t G, std::size_t F>
void CompareRows(const RuleSet& rules, const char* const (&goals)[G], const char* const (&faces)[F],
                 int count, int min_cubes, int more_cubes, int required_cubes, Random& random,
                 int& found, int& compared) {
  for (int n = 0; n < count; ++n) {
    std::string rows;
    const int cubes = min_cubes + random.Below(more_cubes);
    const Mat mat = DrawMat(goals, faces, cubes, required_cubes, random, rows);
    for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
      EquationsAnswer answer = SolveEquations(rules, mat, query);
      CAPTURE(GoalText(mat.goal));
      CAPTURE(rows);
      CAPTURE(query == SolverQuery::Now);
      REQUIRE(answer.status != SolveStatus::Unfinished);
      CHECK((answer.status == SolveStatus::Found) == BruteForceAnswer(rules, mat, query));
      if (answer.status == SolveStatus::Found) {
        ExpectWitnessCorrect(rules, mat, query, answer);
        ++found;
      }
      ++compared;
    }
  }
}

using RuleSettings = std::vector<std::pair<const char*, const char*>>;

// Draws `per_rule_set` mats in each of agloa middle, mlag senior and acc 6 from one seed: 7 to 9
// cubes from `faces`, the first 1 to 3 of them Required, the rest Permitted or (one in three)
// Resources, and a Goal from `goals`; calls visit(rules, mat, query) for Now and for Possible,
// with the mat captured for a failing check.
template <std::size_t G, std::size_t F, class Visit>
void ForEachShortRequiredQuery(std::uint64_t seed, int per_rule_set, const char* const (&goals)[G],
                               const char* const (&faces)[F], Visit&& visit) {
  Random random(seed);
  for (const auto& setting : RuleSettings{{"agloa", "middle"}, {"mlag", "senior"}, {"acc", "6"}}) {
    const char* const name = setting.first;  // named: clang 14 cannot CAPTURE a binding
    const RuleSet rules = Rules(name, setting.second);
    for (int n = 0; n < per_rule_set; ++n) {
      std::string rows;
      const int cubes = 7 + random.Below(3), required_cubes = 1 + random.Below(3);
      const Mat mat = DrawMat(goals, faces, cubes, required_cubes, random, rows);
      for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
        CAPTURE(name);
        CAPTURE(GoalText(mat.goal));
        CAPTURE(rows);
        CAPTURE(query == SolverQuery::Now);
        visit(rules, mat, query);
      }
    }
  }
}

// CompareRows in each rule set (name, division) of `settings`, the mats drawn from one seed;
// returns the Solutions found and the verdicts compared.
template <std::size_t G, std::size_t F>
std::pair<int, int> CompareRowsIn(const RuleSettings& settings, std::uint64_t seed,
                                  const char* const (&goals)[G], const char* const (&faces)[F],
                                  int count, int min_cubes, int more_cubes, int required_cubes) {
  Random random(seed);
  int found = 0, compared = 0;
  for (const auto& setting : settings)
    CompareRows(Rules(setting.first, setting.second), goals, faces, count, min_cubes, more_cubes,
                required_cubes, random, found, compared);
  return {found, compared};
}

}  // namespace equations::testing
