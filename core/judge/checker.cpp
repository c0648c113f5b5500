#include "core/judge/checker.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

#include "core/judge/cube_account.h"
#include "core/judge/goal.h"
#include "core/judge/value_reasons.h"
#include "core/judge/written_sides.h"
#include "core/language/evaluate.h"
#include "core/language/interpretation.h"

namespace equations {

namespace {

struct Reading {
  std::string text;
  Number value;
};

class Checker {
 public:
  // own_goal_on_left: after "no Goal", read the left side as the writer's Goal (Goal = Solution).
  Checker(const ArithmeticRules& rules, const Mat& mat, Challenge challenge, bool own_goal_on_left)
      : rules_(rules), mat_(mat), challenge_(challenge), own_goal_on_left_(own_goal_on_left) {}

  Expected<CheckResult, ParseError> Check(std::string_view equation) {
    auto sides = SplitEquation(equation);
    if (!sides) return MakeUnexpected(sides.error());
    auto left = ParseExpression(sides->left, Layout::Written, sides->left_column);
    auto right = ParseExpression(sides->right, Layout::Written, sides->right_column);
    std::optional<Number> left_integer = IntegerText(sides->left);
    std::optional<Number> right_integer = IntegerText(sides->right);
    bool value_form = WrittenGoalMayBeItsValue(rules_) && challenge_ != Challenge::NoGoal;

    std::vector<Symbol> mat_goal;
    for (const GoalCube& cube : mat_.goal) mat_goal.push_back(cube.cube.face);
    // A side that cannot be read still counts as the Goal when its faces are the Goal's ("+8").
    auto matches = [&](const auto& side) {
      if (&side == &left)
        return left ? CubesOf(*left) == mat_goal : RawFaces(sides->left) == mat_goal;
      return right ? CubesOf(*right) == mat_goal : RawFaces(sides->right) == mat_goal;
    };
    bool goal_is_left = challenge_ == Challenge::NoGoal && own_goal_on_left_;
    if (challenge_ != Challenge::NoGoal) {
      if (matches(left) && !matches(right))
        goal_is_left = true;
      else if (!matches(right) && value_form && left_integer && !right_integer)
        goal_is_left = true;
    }
    auto& goal_side = goal_is_left ? left : right;
    auto& solution_side = goal_is_left ? right : left;
    std::optional<Number> goal_integer = goal_is_left ? left_integer : right_integer;
    result_.goal_side = TrimmedText(goal_is_left ? sides->left : sides->right);
    result_.solution_side = TrimmedText(goal_is_left ? sides->right : sides->left);

    if (!solution_side) return MakeUnexpected(solution_side.error());
    bool goal_as_value = value_form && goal_integer && !matches(goal_side);
    bool mat_goal_unreadable =
        challenge_ != Challenge::NoGoal && !ParseExpression(GoalText(mat_.goal), Layout::GoalOnMat);
    if (!goal_side && !goal_as_value && !(mat_goal_unreadable && matches(goal_side)))
      return MakeUnexpected(goal_side.error());

    if (!goal_side && !goal_as_value) {
      ReportMatGoal(ValidateGoal(rules_, mat_.goal, mat_.goal_declaration));
    } else if (challenge_ == Challenge::NoGoal) {
      CheckOwnGoal(*goal_side);
    } else if (goal_as_value) {
      CheckGoalValue(*goal_integer);
    } else {
      CheckWrittenGoal(*goal_side, matches(goal_side));
    }
    CheckSolutionValue(*solution_side);
    CheckCubes(*solution_side, challenge_ == Challenge::NoGoal ? &*goal_side : nullptr);

    bool only_unchecked =
        std::all_of(result_.reasons.begin(), result_.reasons.end(),
                    [](const Reason& r) { return r.kind == ReasonKind::CannotCheck; });
    result_.verdict = result_.reasons.empty() ? Verdict::Correct
                      : only_unchecked        ? Verdict::Unchecked
                                              : Verdict::Incorrect;
    return std::move(result_);
  }

 private:
  void Add(ReasonKind kind, std::string text) {
    result_.reasons.push_back({kind, std::move(text)});
  }

  std::string CiteInterpretation() const {
    return Cite(rules_, "VII-C-5-b", "\"Math clarifications\"", "\"Writing and checking\"");
  }

  // After a "no Goal" challenge the writer's own Goal must be a legal Goal made of Resources
  // (AGLOA IV-D-2; ACC "No-Goal Flub").
  void CheckOwnGoal(const WrittenExpression& goal) {
    GoalReport report = ValidateWrittenGoal(rules_, goal, GoalReader::Checker);
    for (const std::string& reason : report.reasons)
      Add(ReasonKind::GoalHasNoLegalInterpretation,
          "the Goal written is not a legal Goal: " + reason);
    for (const GoalInterpretation& reading : report.interpretations)
      if (reading.status == GoalReadingStatus::Legal)
        goal_readings_.push_back({reading.text, *reading.value});
  }

  // ACC "Math clarifications": "the value of the Goal (only) may be simplified".
  void CheckGoalValue(const Number& value) {
    GoalReport report = ValidateGoal(rules_, mat_.goal, mat_.goal_declaration);
    ReportMatGoal(report);
    if (!report.legal) return;
    for (const GoalInterpretation& reading : report.Legal()) {
      if (*reading.value == value) {
        goal_readings_.push_back({value.ToString(), value});
        return;
      }
    }
    Add(ReasonKind::GoalInterpretationNotLegal,
        "the Goal is written as " + value.ToString() +
            ", which is not the value of the Goal on the mat, " + GoalText(mat_.goal) + " = " +
            report.Legal().front().value->ToString() + CiteInterpretation());
  }

  void ReportMatGoal(const GoalReport& report) {
    for (const std::string& reason : report.reasons) {
      bool has_prefix = reason.rfind("the Goal has no legal interpretation", 0) == 0;
      Add(ReasonKind::GoalHasNoLegalInterpretation,
          has_prefix ? reason : "the Goal has no legal interpretation: " + reason);
    }
  }

  // AGLOA VII-B-2: the Solution must equal the interpretation of the Goal the writer presents;
  // VII-C-5-b: that interpretation must be legal; comment (c): an ungrouped written Goal may be
  // grouped by a checker in any way its written symbols allow.
  void CheckWrittenGoal(const WrittenExpression& goal, bool same_cubes) {
    GoalReport report = ValidateGoal(rules_, mat_.goal, mat_.goal_declaration);
    ReportMatGoal(report);
    std::string mat_text = GoalText(mat_.goal);
    if (!same_cubes) {
      if (IsPlainNumeral(goal) && mat_goal_is_expression())
        Add(ReasonKind::GoalInterpretationNotLegal,
            "the Equation-writer did not give an interpretation of the Goal: write the Goal " +
                mat_text + " with grouping symbols, not a value" +
                Cite(rules_, "VII-B-2 comments (a) and (b)", "\"Math clarifications\"",
                     "\"Writing and checking\""));
      else
        Add(ReasonKind::GoalInterpretationNotLegal,
            "the Goal written, " + ToText(goal) + ", is not the Goal on the mat, " + mat_text +
                ": it must use the same cubes in the same order" + CiteInterpretation());
      return;
    }
    if (report.interpretations.empty()) return;  // the mat's Goal is read no way at all
    std::map<std::string, const GoalInterpretation*> on_mat;
    for (const GoalInterpretation& reading : report.interpretations)
      on_mat[reading.text] = &reading;
    InterpretOptions options;
    options.grouping = rules_.goal_grouping;
    InterpretationList list = Interpret(rules_, goal, options);
    std::vector<std::string> not_legal;
    bool reported_spacing = false;
    for (const Interpretation& reading : list.interpretations) {
      auto found = on_mat.find(reading.text);
      if (found == on_mat.end()) {
        if (!reported_spacing)
          ReportNotOnMat(goal, reading.text, report, mat_text, list.interpretations.size());
        reported_spacing = true;
      } else if (found->second->status == GoalReadingStatus::Legal) {
        goal_readings_.push_back({reading.text, *found->second->value});
      } else if (found->second->status == GoalReadingStatus::Unchecked) {
        goal_unchecked_ = found->second->why;
      } else {
        not_legal.push_back(found->second->why);
      }
    }
    if (goal_readings_.empty() && !not_legal.empty() && report.legal)
      Add(ReasonKind::GoalInterpretationNotLegal,
          "the Equation-writer's interpretation of the Goal is not a legal interpretation: " +
              not_legal.front() + CiteInterpretation());
  }

  // Reports a reading of the written Goal that the Goal on the mat does not have (AGLOA VII-C-5-b
  // example (b); VII-B-2 comment (c) for a written Goal left ungrouped).
  void ReportNotOnMat(const WrittenExpression& goal, const std::string& reading,
                      const GoalReport& report, const std::string& mat_text, std::size_t readings) {
    std::string mat_reads;
    if (rules_.goal_grouping == Grouping::OrderOfOperations && !report.interpretations.empty())
      mat_reads = " (it is read " + report.interpretations.front().text + ")";
    std::string rule = !mat_.goal_declaration.empty()
                           ? "the Goal on the mat, " + mat_text +
                                 ", as the Goal-setter declared it, " + mat_.goal_declaration + ","
                       : rules_.goal_grouping == Grouping::AnyGrouping
                           ? "the spacing of the Goal on the mat, " + mat_text + mat_reads + ","
                           : "the spacing and the order of operations of the Goal on the mat, " +
                                 mat_text + mat_reads + ",";
    if (readings == 1 && HasGroupingSymbols(goal))
      Add(ReasonKind::GoalInterpretationNotLegal,
          "the Equation-writer's interpretation of the Goal, " + reading +
              ", is not a legal interpretation: " + rule + " does not allow it" +
              CiteInterpretation());
    else
      Add(ReasonKind::GoalInterpretationNotLegal,
          "the Equation-writer's interpretation of the Goal is not a legal interpretation: the "
          "Goal as written can be grouped " +
              reading + ", which " + rule +
              " does not allow; write the Goal with grouping symbols" +
              Cite(rules_, "VII-B-2 comment (c), VII-C-5-b", "\"Math clarifications\"",
                   "\"Writing and checking\""));
  }

  bool mat_goal_is_expression() const {
    return std::any_of(mat_.goal.begin(), mat_.goal.end(),
                       [](const GoalCube& c) { return !IsDigit(c.cube.face); });
  }

  void CheckSolutionValue(const WrittenExpression& solution) {
    InterpretationList list = InterpretSolution(rules_, solution);
    SolutionReadings readings;
    readings.truncated = list.truncated;
    readings.partial = list.partial;
    for (const Interpretation& reading : list.interpretations) {
      SolutionReading read{reading.text, std::nullopt, "", false};
      if (reading.value) {
        if (auto error = CheckFinalValue(rules_, reading.value.value(), reading.text))
          read.why = error->message, read.rule_error = true;
        else
          read.value = RealValue::Of(reading.value.value());
      } else {
        read.why = reading.value.error().message;
        read.rule_error = IsRuleError(reading.value.error());
      }
      readings.readings.push_back(std::move(read));
    }
    std::vector<GoalValueReading> goal;
    for (const Reading& reading : goal_readings_)
      goal.push_back({reading.text, RealValue::Of(reading.value)});
    ValueJudgement judged = JudgeValues(rules_, goal, goal_unchecked_, readings, SameValue);
    for (Reason& reason : judged.reasons) result_.reasons.push_back(std::move(reason));
    result_.goal_value = std::move(judged.goal_value);
    result_.solution_value = std::move(judged.solution_value);
  }

  // AGLOA VII-B-3 and VII-B-4; after "no Goal" (goal != null) the Goal's cubes come from
  // Resources too (AGLOA IV-D-2).
  void CheckCubes(const WrittenExpression& solution, const WrittenExpression* own_goal) {
    std::vector<Symbol> solution_cubes = CubesOf(solution);
    int count = static_cast<int>(solution_cubes.size());
    if (count < rules_.solution_min_cubes)
      Add(ReasonKind::TooFewCubes,
          "the Solution uses " + std::to_string(count) + (count == 1 ? " cube" : " cubes") +
              "; it must contain at least " + std::to_string(rules_.solution_min_cubes) +
              Cite(rules_, "VII-B-3-a", "\"Solutions\"", "\"Writing and checking\""));
    std::vector<std::string> long_numerals;
    for (const WrittenNumeral& numeral : NumeralsOf(solution))
      if (static_cast<int>(numeral.digits.size()) > rules_.solution_numeral_max_digits)
        long_numerals.push_back(numeral.digits);
    if (!long_numerals.empty()) {
      std::string list;
      for (const std::string& n : long_numerals) list += (list.empty() ? "" : ", ") + n;
      Add(ReasonKind::NumeralTooLong,
          "the Solution contains a numeral of more than " +
              std::string(rules_.solution_numeral_max_digits == 1
                              ? "one digit"
                              : std::to_string(rules_.solution_numeral_max_digits) + " digits") +
              ": " + list + Cite(rules_, "VII-B-4", "\"Solutions\"", "\"Writing and checking\""));
    }
    if (rules_.root_index_required)
      for (const WrittenRoot& root : UnwrittenIndexRootsOf(solution))
        Add(ReasonKind::NotationNotAllowed,
            "the √ at column " + std::to_string(root.column) +
                " needs its index written: 2√4, not √4 (ACC \"Resources\")");

    const FaceCounts goal_used =
        own_goal != nullptr ? CountFaces(CubesOf(*own_goal)) : FaceCounts{};
    for (Reason& reason : CubeAccountReasons(
             rules_, SectionsOf(mat_.required, mat_.permitted, mat_.forbidden, mat_.resources),
             challenge_, CountFaces(solution_cubes), goal_used))
      result_.reasons.push_back(std::move(reason));
  }

  const ArithmeticRules& rules_;
  const Mat& mat_;
  Challenge challenge_;
  bool own_goal_on_left_;
  CheckResult result_;
  std::vector<Reading> goal_readings_;  // the writer's legal readings of the Goal, with values
  std::optional<std::string> goal_unchecked_;
};

}  // namespace

bool CheckResult::Has(ReasonKind kind) const {
  return std::any_of(reasons.begin(), reasons.end(),
                     [&](const Reason& r) { return r.kind == kind; });
}

bool WrittenGoalMayBeItsValue(const ArithmeticRules& rules) {
  return rules.written_goal_may_be_value;
}

Expected<CheckResult, ParseError> CheckEquation(const ArithmeticRules& rules, const Mat& mat,
                                                Challenge challenge, std::string_view equation) {
  Expected<CheckResult, ParseError> result = Checker(rules, mat, challenge, false).Check(equation);
  // AGLOA VII-B-1 comment: "Goal = Solution is acceptable", also when the writer sets the Goal
  // after "no Goal" (MLAG "Writing and checking" likewise): the Equation is correct when either
  // side read as the writer's Goal makes it correct; otherwise the reasons of Solution = Goal.
  if (challenge == Challenge::NoGoal && result && !result->correct()) {
    auto reversed = Checker(rules, mat, challenge, true).Check(equation);
    if (reversed && reversed->correct()) return reversed;
  }
  return result;
}

}  // namespace equations
