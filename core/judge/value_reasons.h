// Whether the Solution's value is the Goal's (AGLOA VII-B-2, VII-C-5-c, -d; ACC "Solutions";
// MLAG "Writing and checking"), given the readings each judge found. Both judges decide and word
// it here, so a Basic Equation gets the same reasons from either.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/judge/verdict.h"
#include "core/language/real_value.h"
#include "core/rules/arithmetic_rules.h"

namespace equations {

// A legal reading of the writer's Goal: its fully grouped text and its value.
struct GoalValueReading {
  std::string text;
  RealValue value;
};

// A reading of the Solution: its fully grouped text, and its value or why it has none.
struct SolutionReading {
  std::string text;
  std::optional<RealValue> value;
  std::string why;          // no value: the reason
  bool rule_error = false;  // no value: the rules allow none (else it is too large to check)
};

struct SolutionReadings {
  std::vector<SolutionReading> readings;
  bool truncated = false;  // not every grouping could be read
  // Every reading is listed only up to the first one that differs: ambiguous, whichever the
  // writer meant (core/language/interpretation.h InterpretationList::partial).
  bool partial = false;
};

// Decides `solution == goal`: Equal, NotEqual, or CannotVerify (logarithms to two bases).
using ValueComparison = std::function<LogVerdict(const RealValue& solution, const RealValue& goal)>;
// The sentence for a Solution whose value does not stand as the rules ask to the Goal's, when
// it is not equality (Multiple of k, XIII-B-7).
using MismatchWords = std::function<std::string(const RealValue& solution, const RealValue& goal)>;

struct ValueJudgement {
  std::vector<Reason> reasons;
  std::string goal_value;      // the Goal's value judged against, if any
  std::string solution_value;  // the Solution's value, if any
};

// The reasons the values break: the Goal or the Solution ambiguous, the Solution naming no
// number the rules allow, or not the Goal's value. `goal`: the writer's legal readings of the
// Goal (empty when it has none, or none that could be checked: `goal_unchecked` says why).
ValueJudgement JudgeValues(const ArithmeticRules& rules, const std::vector<GoalValueReading>& goal,
                           const std::optional<std::string>& goal_unchecked,
                           const SolutionReadings& solution, const ValueComparison& compare,
                           const MismatchWords& mismatch = {});

// Exact equality of two values (CompareValues).
LogVerdict SameValue(const RealValue& solution, const RealValue& goal);

}  // namespace equations
