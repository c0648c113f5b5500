#include "core/judge/value_reasons.h"

#include <algorithm>

namespace equations {

namespace {

// ", which is 180"; a value too long to read is not printed.
std::string Which(const RealValue& value) {
  std::string text = value.ToString();
  return text.size() <= 80 ? ", which is " + text : std::string(", which is another number");
}

}  // namespace

LogVerdict SameValue(const RealValue& solution, const RealValue& goal) {
  return CompareValues(solution, goal);
}

ValueJudgement JudgeValues(const ArithmeticRules& rules, const std::vector<GoalValueReading>& goal,
                           const std::optional<std::string>& goal_unchecked,
                           const SolutionReadings& solution, const ValueComparison& compare,
                           const MismatchWords& mismatch) {
  ValueJudgement judged;
  auto add = [&](ReasonKind kind, std::string text) {
    judged.reasons.push_back({kind, std::move(text)});
  };
  std::vector<const SolutionReading*> values;
  std::optional<std::string> rule_error, unchecked;
  for (const SolutionReading& reading : solution.readings) {
    if (reading.value)
      values.push_back(&reading);
    else if (reading.rule_error && !rule_error)
      rule_error = reading.why;
    else if (!reading.rule_error && !unchecked)
      unchecked = reading.why;
  }
  const std::string solution_source =
      Cite(rules, "VII-B, III-A", "\"Solutions\"", "\"Writing and checking\"");
  if (solution.truncated)
    add(ReasonKind::CannotCheck,
        "the Solution has too many groupings, or values too complex, to check them all exactly; "
        "group it with grouping symbols");
  if (values.empty()) {
    if (rule_error && !unchecked)
      add(ReasonKind::SolutionNotLegal,
          "the Solution names no number the rules allow: " + *rule_error + solution_source);
    else if (unchecked)
      add(ReasonKind::CannotCheck, "the Solution cannot be checked: " + *unchecked);
    if (!goal.empty()) judged.goal_value = goal.front().value.ToString();
    return judged;
  }
  if (unchecked)
    add(ReasonKind::CannotCheck,
        "the Solution can also be read in a way that cannot be checked: " + *unchecked);
  if (goal.empty()) {
    judged.solution_value = values.front()->value->ToString();
    if (goal_unchecked)
      add(ReasonKind::CannotCheck, "the Goal cannot be checked: " + *goal_unchecked);
    return judged;
  }
  auto in_solution = [&](const RealValue& value) {
    return std::any_of(values.begin(), values.end(), [&](const SolutionReading* r) {
      return compare(*r->value, value) == LogVerdict::Equal;
    });
  };
  const GoalValueReading* target = &goal.front();
  for (const GoalValueReading& reading : goal)
    if (in_solution(reading.value)) {
      target = &reading;
      break;
    }
  judged.goal_value = target->value.ToString();
  const std::string ambiguity_source =
      Cite(rules, "VII-C-5-c, VII-B-6", "\"Solutions\"", "\"Order of operations\"");
  for (const GoalValueReading& reading : goal) {
    if (CompareValues(reading.value, target->value) != LogVerdict::Equal) {
      add(ReasonKind::Ambiguous, "the Goal as written is ambiguous: it can be grouped " +
                                     reading.text + ", which is " + reading.value.ToString() +
                                     ", not " + target->value.ToString() + ambiguity_source);
      break;
    }
  }
  if (in_solution(target->value)) {
    const SolutionReading* equal = nullptr;
    for (const SolutionReading* reading : values)
      if (compare(*reading->value, target->value) == LogVerdict::Equal) {
        equal = reading;
        break;
      }
    judged.solution_value = equal->value->ToString();
    for (const SolutionReading* reading : values) {
      if (CompareValues(*reading->value, *equal->value) != LogVerdict::Equal) {
        add(ReasonKind::Ambiguous, "the Solution is ambiguous: it can be grouped " + reading->text +
                                       Which(*reading->value) + ", not the Goal's " +
                                       target->value.ToString() + ambiguity_source);
        break;
      }
    }
    return judged;
  }
  judged.solution_value = values.front()->value->ToString();
  for (const SolutionReading* reading : values)
    if (compare(*reading->value, target->value) == LogVerdict::CannotVerify) {
      // Not "cannot be checked": an Equation that cannot be verified is ruled incorrect.
      add(ReasonKind::SolutionNotEqual,
          "the Solution " + reading->value->ToString() + " and the Goal " +
              target->value.ToString() +
              " cannot be compared exactly (they hold logarithms to two or more bases), so the "
              "Equation is incorrect (AGLOA XIII-C-9 comment, Log (XIII-D-13))");
      return judged;
    }
  if (solution.partial) {
    // Ambiguous, and which grouping the writer meant does not matter.
    add(ReasonKind::Ambiguous, "the Solution is ambiguous: it can be grouped " +
                                   values.front()->text + Which(*values.front()->value) +
                                   ", not the Goal's " + target->value.ToString() +
                                   ambiguity_source);
    return judged;
  }
  if (mismatch) {
    add(ReasonKind::SolutionNotEqual, mismatch(*values.front()->value, target->value));
    return judged;
  }
  std::string readings;
  for (std::size_t i = 0; i < values.size() && i < 4; ++i)
    readings += (i > 0 ? ", " : "") + values[i]->text + " = " + values[i]->value->ToString();
  add(ReasonKind::SolutionNotEqual,
      std::string(values.size() > 1 ? "no grouping of the Solution equals the Goal "
                                    : "the Solution does not equal the Goal ") +
          target->text + " = " + target->value.ToString() + ": " + readings +
          Cite(rules, "VII-C-5-d", "\"Solutions\"", "\"Writing and checking\""));
  return judged;
}

}  // namespace equations
