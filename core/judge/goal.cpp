#include "core/judge/goal.h"

#include <algorithm>

#include "core/language/evaluate.h"
#include "core/language/interpretation.h"
#include "core/language/parser.h"

namespace equations {

namespace {

// The longest Goal whose interpretations are listed even though it has too many cubes: enough for
// a Goal-setter's one cube too many (AGLOA VI-A-1 comment (b)) in every rule set.
constexpr int kMostCubesInterpreted = 9;

// Returns why a value is not a legal Goal value under the rule set (ACC "Goal", "Special Rules
// for Playing Divisions", "Math clarifications"), or nothing.
std::optional<std::string> GoalValueProblem(const ArithmeticRules& rules, const Number& value,
                                            const std::string& text) {
  if (rules.goal_must_be_integer && !value.IsInteger())
    return text + " = " + value.ToString() +
           " is not an integer, and the Goal must be an integer (ACC \"Goal\")";
  if (rules.goal_must_be_non_negative && value.Sign() < 0)
    return text + " = " + value.ToString() +
           " is negative; in third grade the Goal must be a positive integer or zero (ACC "
           "\"Special Rules for Playing Divisions\")";
  if (auto error = CheckFinalValue(rules, value, text)) return error->message;
  return std::nullopt;
}

}  // namespace

std::vector<GoalInterpretation> GoalReport::Legal() const {
  std::vector<GoalInterpretation> legal;
  for (const GoalInterpretation& interpretation : interpretations)
    if (interpretation.status == GoalReadingStatus::Legal) legal.push_back(interpretation);
  return legal;
}

namespace {

// Validates `goal` (its cubes, numerals and root indexes), reading it as `reading` says: the Goal
// itself, or the grouping declared for it (ACC "Goal").
GoalReport Validate(const ArithmeticRules& rules, const WrittenExpression& goal,
                    const WrittenExpression& reading, GoalReader reader) {
  GoalReport report;
  // AGLOA IV-B: one to six cubes; ACC "Goal": up to 5; MLAG "Setting the Goal": not more than 6.
  int cubes = static_cast<int>(CubesOf(goal).size());
  if (cubes > rules.goal_max_cubes)
    report.reasons.push_back("the Goal has " + std::to_string(cubes) +
                             " cubes; a Goal has at most " + std::to_string(rules.goal_max_cubes) +
                             Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
  for (const WrittenNumeral& numeral : NumeralsOf(goal)) {
    int digits = static_cast<int>(numeral.digits.size());
    if (digits > rules.goal_numeral_max_digits)
      report.reasons.push_back(numeral.digits + " is a numeral of " + std::to_string(digits) +
                               " digits; a Goal numeral has at most " +
                               std::to_string(rules.goal_numeral_max_digits) +
                               Cite(rules, "IV-B-1", "\"Goal\"", "\"Writing and checking\""));
    if (!rules.goal_leading_zeros && digits > 1 && numeral.digits[0] == '0')
      report.reasons.push_back(numeral.digits +
                               " starts with a zero, and leading zeros may not "
                               "be used" +
                               Cite(rules, "IV-B-1", "\"Goal\"", "\"Setting the Goal\""));
  }
  if (rules.root_index_required)
    for (const WrittenRoot& root : UnwrittenIndexRootsOf(goal))
      report.reasons.push_back("the √ at column " + std::to_string(root.column) +
                               " needs its index written: 2√4, not √4" +
                               Cite(rules, "III-B-2", "\"Resources\"", "\"Exponents and roots\""));

  // A Goal far longer than the rules allow is not worth enumerating (and could take long).
  if (cubes > std::max(rules.goal_max_cubes + 1, kMostCubesInterpreted)) {
    report.truncated = true;
    report.legal = false;
    return report;
  }
  InterpretOptions options;
  options.grouping = rules.goal_grouping;
  options.ungrouped_goal = reader == GoalReader::Writer;
  InterpretationList list = Interpret(rules, reading, options);
  report.truncated = list.truncated;
  for (Interpretation& reading : list.interpretations) {
    GoalInterpretation interpretation;
    interpretation.text = std::move(reading.text);
    if (reading.value) {
      auto problem = GoalValueProblem(rules, reading.value.value(), interpretation.text);
      if (problem) {
        interpretation.status = GoalReadingStatus::Illegal;
        interpretation.why = *problem;
      } else {
        interpretation.value = reading.value.value();
      }
    } else {
      interpretation.status = IsRuleError(reading.value.error()) ? GoalReadingStatus::Illegal
                                                                 : GoalReadingStatus::Unchecked;
      interpretation.why = reading.value.error().message;
    }
    report.interpretations.push_back(std::move(interpretation));
  }
  std::stable_partition(
      report.interpretations.begin(), report.interpretations.end(),
      [](const GoalInterpretation& i) { return i.status == GoalReadingStatus::Legal; });

  bool any_legal = !report.interpretations.empty() &&
                   report.interpretations.front().status == GoalReadingStatus::Legal;
  bool any_unchecked = std::any_of(
      report.interpretations.begin(), report.interpretations.end(),
      [](const GoalInterpretation& i) { return i.status == GoalReadingStatus::Unchecked; });
  std::string source = Cite(rules, "VII-C-5-a", "\"Goal\"", "\"Writing and checking\"");
  if (report.interpretations.empty()) {
    report.reasons.push_back(
        "the Goal has no legal interpretation: its spacing allows no grouping of its cubes" +
        source);
  } else if (!any_legal && !any_unchecked) {
    report.reasons.push_back(
        "the Goal has no legal interpretation: " + report.interpretations.front().why + source);
  } else if (!any_legal) {
    report.reasons.push_back("the Goal cannot be checked: " + report.interpretations.front().why);
  }
  report.legal = report.reasons.empty();
  return report;
}

}  // namespace

GoalReport ValidateWrittenGoal(const ArithmeticRules& rules, const WrittenExpression& goal,
                               GoalReader reader) {
  return Validate(rules, goal, goal, reader);
}

Expected<WrittenExpression, std::string> ReadGoalDeclaration(const ArithmeticRules& rules,
                                                             const std::vector<GoalCube>& goal,
                                                             std::string_view declaration) {
  const std::string said = "the declaration " + std::string(declaration);
  if (!rules.goal_declaration)
    return MakeUnexpected(said + " is not binding: the spacing of the cubes groups the Goal" +
                          Cite(rules, "IV-B-2 comment", "\"Goal\"", "\"Setting the Goal\""));
  auto declared = ParseExpression(declaration);
  if (!declared) return MakeUnexpected(said + " cannot be read: " + declared.error().message);
  std::vector<Symbol> faces;
  for (const GoalCube& cube : goal) faces.push_back(cube.cube.face);
  const std::string goal_text = GoalText(goal);
  if (CubesOf(*declared) != faces)
    return MakeUnexpected(said + " must hold the cubes of the Goal in their order, " + goal_text +
                          Cite(rules, "IV-B-2", "\"Goal\"", "\"Setting the Goal\""));
  auto on_mat = ParseExpression(goal_text, Layout::GoalOnMat);
  if (!on_mat) return MakeUnexpected("the Goal does not name a number: " + on_mat.error().message);
  // The groupings the spacing allows, the order of operations aside (a declaration may name any).
  InterpretOptions spacing;
  spacing.grouping = Grouping::AnyGrouping;
  spacing.ungrouped_goal = true;
  std::vector<std::string> allowed;
  for (const Interpretation& reading : Interpret(rules, *on_mat, spacing).interpretations)
    allowed.push_back(reading.text);
  InterpretOptions options;
  options.grouping = rules.goal_grouping;
  for (const Interpretation& reading : Interpret(rules, *declared, options).interpretations)
    if (std::find(allowed.begin(), allowed.end(), reading.text) == allowed.end())
      return MakeUnexpected(said + " groups the Goal " + reading.text +
                            ", which the spacing of the Goal on the mat, " + goal_text +
                            ", does not allow" +
                            Cite(rules, "IV-B-2", "\"Goal\"", "\"Setting the Goal\""));
  return std::move(declared).value();
}

GoalReport ValidateGoal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal,
                        std::string_view declaration) {
  if (declaration.empty()) return ValidateGoal(rules, goal);
  GoalReport report;
  auto declared = ReadGoalDeclaration(rules, goal, declaration);
  auto on_mat = ParseExpression(GoalText(goal), Layout::GoalOnMat);
  if (!declared || !on_mat) {
    report.reasons.push_back(!declared
                                 ? declared.error()
                                 : "the Goal does not name a number: " + on_mat.error().message);
    return report;
  }
  return Validate(rules, *on_mat, *declared, GoalReader::Checker);
}

GoalReport ValidateGoalText(const ArithmeticRules& rules, std::string_view text) {
  auto goal = ParseExpression(text, Layout::GoalOnMat);
  if (!goal) {
    GoalReport report;
    report.reasons.push_back("the Goal does not name a number: " + goal.error().message +
                             Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
    return report;
  }
  return ValidateWrittenGoal(rules, *goal, GoalReader::Writer);
}

GoalReport ValidateGoal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal) {
  if (goal.empty()) {
    GoalReport report;
    report.reasons.push_back("the Goal has no cubes; a Goal has at least one" +
                             Cite(rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
    return report;
  }
  return ValidateGoalText(rules, GoalText(goal));
}

std::vector<GoalInterpretation> GoalInterpretations(const ArithmeticRules& rules,
                                                    const std::vector<GoalCube>& goal) {
  return ValidateGoal(rules, goal).Legal();
}

}  // namespace equations
