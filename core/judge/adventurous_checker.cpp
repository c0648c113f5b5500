// Judges a written Adventurous Equation: the writer's Goal against the cubes of the Goal, the
// Solution's cubes against the mat, the variations' own limits, and the values of every reading
// (AGLOA VII-B, VII-C, XIII; adventurous.md sections 3.3, 3.4, 4).
#include <algorithm>
#include <map>
#include <set>

#include "core/judge/adventurous.h"
#include "core/judge/cube_account.h"
#include "core/judge/judge.h"
#include "core/judge/value_reasons.h"
#include "core/judge/written_sides.h"

namespace equations {
namespace {

std::string Sym(Symbol s) {
  return std::string(SymbolText(s));
}

// The cube a written use takes from the mat: the wild cube for <wc>, else its face.
Symbol CubeOf(const Arithmetic& a, const CubeUse& use) {
  return use.wild && a.wild ? *a.wild : use.face;
}

class Judge {
 public:
  Judge(const Arithmetic& a, const AdventurousMat& mat, Challenge challenge)
      : a_(a), mat_(mat), challenge_(challenge) {}

  AdventurousCheck Check(std::string_view equation) {
    auto sides = SplitEquation(equation);
    if (!sides) return Unreadable(sides.error().message);
    if (std::optional<AdventurousCheck> value = GoalAsValue(*sides)) return *std::move(value);
    // Each side with its digit readings in base eleven and twelve; the first is judged for its
    // cubes, all for their values.
    auto left_sides = ReadWrittenSide(a_, sides->left, sides->left_column);
    if (!left_sides) return Unreadable(left_sides.error().message);
    auto right_sides = ReadWrittenSide(a_, sides->right, sides->right_column);
    if (!right_sides) return Unreadable(right_sides.error().message);
    const ReadChain* left = &left_sides->front();
    const ReadChain* right = &right_sides->front();
    // "Solution = Goal", or "Goal = Solution" (VII-B-1 comment): the Goal side is the one whose
    // cubes are the Goal's.
    // After a no-Goal challenge the writer sets the Goal from Resources, as the right side or, on
    // a second try, the left (AGLOA IV-D-2): its cubes come from Resources with the Solution's.
    const bool writer_sets_goal = mat_.goal.empty();
    std::vector<std::string> right_faults, left_faults;
    bool goal_right = !own_goal_left_;
    if (!writer_sets_goal) {
      right_faults = AlignGoal(*right);
      goal_right = right_faults.empty();
      if (!goal_right) {
        wild_symbol_.reset();
        left_faults = AlignGoal(*left);
        if (!left_faults.empty()) {
          wild_symbol_.reset();
          right_faults = AlignGoal(*right);
        }
        goal_right = !left_faults.empty();
      }
    }
    const std::vector<ReadChain>& goals = goal_right ? *right_sides : *left_sides;
    const std::vector<ReadChain>& solutions = goal_right ? *left_sides : *right_sides;
    const ReadChain& goal = goals.front();
    const ReadChain& solution = solutions.front();
    const std::string goal_text = TrimmedText(goal_right ? sides->right : sides->left);
    const std::vector<std::string>& faults = goal_right ? right_faults : left_faults;
    // In the order of the Basic checker's reasons: the Goal, the values, then the cubes.
    std::optional<std::vector<GoalValueReading>> goal_values;
    if (writer_sets_goal) {
      CheckWrittenGoal(goal);
      goal_values = GoalValues(goals);
    } else if (faults.empty()) {
      goal_values = WrittenGoalValues(goals, goal_text);
    } else {
      GoalNotOnMat(goal, goal_text, faults);
    }
    CheckValues(goal_values, solutions);
    return CheckSolution(goal, solution, writer_sets_goal);
  }

  // The Solution's own rules, after the values: wild cubes, factorials, cube count, numerals,
  // root indexes, the cubes taken (with the writer's Goal's after "no Goal"), three operations.
  AdventurousCheck CheckSolution(const ReadChain& goal, const ReadChain& solution,
                                 bool goal_from_resources) {
    CheckWildInSolution(solution);
    CheckFactorials(goal, solution);
    CheckCubeCount(solution);
    CheckSolutionNumerals(solution);
    CheckRootIndexes(solution);
    CheckCubes(solution, goal_from_resources ? CubesUsed(goal) : std::vector<CubeUse>());
    CheckThreeOperations(solution);
    return Finish();
  }

  void ReadOwnGoalLeft() { own_goal_left_ = true; }

 private:
  AdventurousCheck Unreadable(const std::string& message) {
    result_.reasons.push_back("the Equation cannot be read: " + message);
    return result_;
  }

  // Unchecked when every reason is that something cannot be checked.
  AdventurousCheck Finish() {
    result_.verdict = result_.reasons.empty() ? Verdict::Correct
                      : result_.reasons.size() == static_cast<std::size_t>(cannot_check_)
                          ? Verdict::Unchecked
                          : Verdict::Incorrect;
    return std::move(result_);
  }

  std::string CiteInterpretation() const {
    return Cite(a_.rules, "VII-C-5-b", "\"Math clarifications\"", "\"Writing and checking\"");
  }

  std::vector<Symbol> MatFaces() const {
    std::vector<Symbol> faces;
    for (const MatGoalCube& cube : mat_.goal) faces.push_back(cube.face);
    return faces;
  }

  // ACC "Math clarifications": "the value of the Goal (only) may be simplified": a side that is
  // only an integer ("-5" too), and not the Goal's cubes, gives the Goal as its value.
  std::optional<AdventurousCheck> GoalAsValue(const EquationSides& sides) {
    if (!a_.rules.written_goal_may_be_value || challenge_ == Challenge::NoGoal || mat_.goal.empty())
      return std::nullopt;
    const std::vector<Symbol> faces = MatFaces();
    const bool left_matches = RawFaces(sides.left) == faces;
    const bool right_matches = RawFaces(sides.right) == faces;
    const std::optional<Number> left_integer = IntegerText(sides.left);
    const std::optional<Number> right_integer = IntegerText(sides.right);
    const bool goal_left =
        (left_matches && !right_matches) || (!right_matches && left_integer && !right_integer);
    const std::optional<Number>& value = goal_left ? left_integer : right_integer;
    if (!value || (goal_left ? left_matches : right_matches)) return std::nullopt;
    auto solutions = goal_left ? ReadWrittenSide(a_, sides.right, sides.right_column)
                               : ReadWrittenSide(a_, sides.left, sides.left_column);
    if (!solutions) return Unreadable(solutions.error().message);
    const GoalJudgement on_mat = JudgeGoal(a_, mat_);
    ReportMatGoal(on_mat);
    std::optional<std::vector<GoalValueReading>> goal_values;
    if (on_mat.legal) {
      const std::string text = value->ToString();
      for (const GoalReading& reading : on_mat.interpretations)
        if (reading.value == text) goal_values = {{text, RealValue::Of(*value)}};
      if (!goal_values)
        result_.reasons.push_back("the Goal is written as " + text +
                                  ", which is not the value of the Goal on the mat, " +
                                  MatGoalText(mat_.goal) + " = " +
                                  on_mat.interpretations.front().value + CiteInterpretation());
    }
    CheckValues(goal_values, *solutions);
    const ReadChain& solution = solutions->front();
    return CheckSolution(ReadChain(), solution, false);
  }

  void ReportMatGoal(const GoalJudgement& on_mat) {
    for (const std::string& reason : on_mat.reasons)
      result_.reasons.push_back(reason.rfind("the Goal has no legal interpretation", 0) == 0
                                    ? reason
                                    : "the Goal has no legal interpretation: " + reason);
  }

  // The writer's Goal side has other cubes than the Goal on the mat, or reads one differently.
  void GoalNotOnMat(const ReadChain& goal, const std::string& written,
                    const std::vector<std::string>& faults) {
    std::vector<Symbol> faces;
    for (const CubeUse& use : CubesUsed(goal)) faces.push_back(CubeOf(a_, use));
    if (faces == MatFaces()) {  // the same cubes, read in a way the variations do not allow
      for (const std::string& fault : faults) result_.reasons.push_back(fault);
      return;
    }
    const std::string mat_text = MatGoalText(mat_.goal);
    const bool numeral = goal.tokens.size() == 1 && goal.tokens[0].role == TokenRole::Operand &&
                         goal.tokens[0].group.empty();
    const bool expression = std::any_of(mat_.goal.begin(), mat_.goal.end(),
                                        [](const MatGoalCube& c) { return !IsDigit(c.face); });
    if (numeral && expression)
      result_.reasons.push_back(
          "the Equation-writer did not give an interpretation of the Goal: write the Goal " +
          mat_text + " with grouping symbols, not a value" +
          Cite(a_.rules, "VII-B-2 comments (a) and (b)", "\"Math clarifications\"",
               "\"Writing and checking\""));
    else
      result_.reasons.push_back("the Goal written, " + written + ", is not the Goal on the mat, " +
                                mat_text + ": it must use the same cubes in the same order" +
                                CiteInterpretation());
  }

  // The readings of the writer's Goal side that the Goal on the mat allows, with their values.
  // AGLOA VII-B-2 comment (c): a checker may group a written Goal left ungrouped in any way its
  // symbols allow; a grouping the spacing (IV-B-2), the order of operations (ACC, MLAG) or the
  // Goal-setter's declaration (ACC "Goal") does not allow, with a value no allowed reading has,
  // makes the writer's interpretation not legal (VII-C-5-b).
  std::optional<std::vector<GoalValueReading>> WrittenGoalValues(const std::vector<ReadChain>& side,
                                                                 const std::string& written) {
    // With no gap and no declaration, the Goal on the mat allows every grouping of its cubes, and
    // under the order of operations the one reading the written side has when it adds no
    // grouping symbols: nothing to compare.
    const bool gaps = std::any_of(mat_.goal.begin() + 1, mat_.goal.end(),
                                  [](const MatGoalCube& cube) { return cube.gap_before; });
    const bool order = a_.rules.goal_grouping == Grouping::OrderOfOperations;
    if (!gaps && mat_.goal_declaration.empty() &&
        (!order || written.find_first_of("()[]{}") == std::string::npos))
      return GoalValues(side);
    std::set<std::string> allowed;  // texts, and "=" + values, of the readings allowed
    std::string mat_reads;
    if (order || !mat_.goal_declaration.empty()) {
      const GoalJudgement on_mat = JudgeGoal(a_, mat_);
      ReportMatGoal(on_mat);
      for (const GoalReading& reading : on_mat.interpretations) {
        allowed.insert(reading.text);
        allowed.insert("=" + reading.value);
      }
      for (const GoalReading& reading : on_mat.other_groupings) allowed.insert(reading.text);
      if (!on_mat.interpretations.empty()) mat_reads = on_mat.interpretations.front().text;
    } else {
      std::vector<ReadChain> marked = side;
      for (ReadChain& chain : marked) MarkGaps(chain);
      for (const ReadingValue& reading : Readings(a_, marked, Reading::Written, true).readings) {
        allowed.insert(reading.text);
        if (reading.value) allowed.insert("=" + ValueOf(reading).ToString());
      }
    }
    ReadingList list = Readings(a_, side, Reading::Written, true);
    const std::size_t count = list.readings.size();
    std::vector<ReadingValue> kept;
    bool reported = false;
    for (ReadingValue& reading : list.readings) {
      if (allowed.count(reading.text) > 0 ||
          (reading.value && allowed.count("=" + ValueOf(reading).ToString()) > 0)) {
        kept.push_back(std::move(reading));
      } else if (!reported) {
        reported = true;
        NotAllowed(reading.text, written, mat_reads, count);
      }
    }
    if (reported && kept.empty()) return std::nullopt;
    list.readings = std::move(kept);
    return GoalValuesOf(list);
  }

  void NotAllowed(const std::string& reading, const std::string& written,
                  const std::string& mat_reads, std::size_t readings) {
    const std::string mat_text = MatGoalText(mat_.goal);
    const bool order = a_.rules.goal_grouping == Grouping::OrderOfOperations;
    const std::string reads = order && !mat_reads.empty() ? " (it is read " + mat_reads + ")" : "";
    const std::string rule =
        !mat_.goal_declaration.empty()
            ? "the Goal on the mat, " + mat_text + ", as the Goal-setter declared it, " +
                  mat_.goal_declaration + ","
        : !order ? "the spacing of the Goal on the mat, " + mat_text + reads + ","
                 : "the spacing and the order of operations of the Goal on the mat, " + mat_text +
                       reads + ",";
    if (readings == 1 && written.find_first_of("()[]{}") != std::string::npos)
      result_.reasons.push_back("the Equation-writer's interpretation of the Goal, " + reading +
                                ", is not a legal interpretation: " + rule + " does not allow it" +
                                CiteInterpretation());
    else
      result_.reasons.push_back(
          "the Equation-writer's interpretation of the Goal is not a legal interpretation: the "
          "Goal as written can be grouped " +
          reading + ", which " + rule + " does not allow; write the Goal with grouping symbols" +
          Cite(a_.rules, "VII-B-2 comment (c), VII-C-5-b", "\"Math clarifications\"",
               "\"Writing and checking\""));
  }

  // ACC "Resources": a root shows its index, 2√4 and not √4.
  void CheckRootIndexes(const ReadChain& solution) {
    if (!a_.rules.root_index_required) return;
    for (const ReadToken* token : AllTokens(solution))
      if (token->role == TokenRole::Prefix && token->op == Operator::Root)
        result_.reasons.push_back("the √ at column " + std::to_string(token->column) +
                                  " needs its index written: 2√4, not √4 (ACC \"Resources\")");
  }

  std::string WildRule() const {
    const VariationKind kind =
        a_.Has(VariationKind::ZeroOrXWild) ? VariationKind::ZeroOrXWild : VariationKind::ZeroWild;
    return a_.Section(kind) + ": every wild " + Sym(*a_.wild) + " must stand for the same " +
           (a_.wild_numerals_only ? "numeral" : "symbol") + " (" + a_.Cite(kind) + ")";
  }

  // Records the symbol a wild cube stands for; false when another was recorded before.
  bool Wild(Symbol symbol) {
    if (wild_symbol_ && *wild_symbol_ != symbol) return false;
    wild_symbol_ = symbol;
    return true;
  }

  // Whether a written use is a reading of the Goal cube (adventurous.md section 3.3).
  bool Matches(const CubeUse& use, const MatGoalCube& cube) {
    // XIII-D-11: i is the sideways -; in the Goal it may be read i or -i (comment (c)), and a
    // wild cube may stand for it either way (comment (d)).
    const bool imaginary = use.face == Symbol::Minus && use.sideways && use.written == "i";
    if (a_.wild && cube.face == *a_.wild) {
      if (imaginary && !use.exponent && !cube.sideways && !cube.upside_down)
        return Wild(Symbol::Minus);
      if (use.face == cube.face && !use.sideways && !use.upside_down && !use.exponent &&
          !cube.sideways && !cube.upside_down)
        return Wild(cube.face);  // the wild cube standing for itself
      // App A: a wild cube of the exponent colour, marked so on the mat, may be the exponent.
      if (use.exponent && !cube.exponent_color) return false;
      if (a_.wild_numerals_only && !IsDigit(use.face)) return false;
      if (use.sideways != cube.sideways) return false;
      // App A: a 0 on the mat may be read upside-down.
      if (use.upside_down != cube.upside_down && !a_.Has(VariationKind::UpsideDown)) return false;
      return Wild(use.face);
    }
    if (use.wild) return false;
    if (use.face != cube.face) return false;
    if (use.exponent && !(cube.exponent_color || DigitValue(use.face) >= 4)) return false;
    if (use.written == "rem") return cube.sideways;
    if (use.written == "%") return cube.upside_down;
    if (use.written == "T" && (cube.sideways || cube.upside_down)) return true;
    if (imaginary) return cube.sideways && !cube.upside_down;
    return use.sideways == cube.sideways && use.upside_down == cube.upside_down;
  }

  // Marks the signs of the writer's Goal side that have a gap of the mat next to them, so that
  // its reading respects the gaps (AGLOA IV-B-2, VII-B-2 comment (c)).
  void MarkGaps(ReadChain& chain) {
    std::size_t cube = 0;
    MarkGaps(chain, cube);
  }
  void MarkGaps(ReadChain& chain, std::size_t& cube) {
    for (ReadToken& token : chain.tokens) {
      if (token.role == TokenRole::Binary || token.role == TokenRole::Prefix) {
        if (cube < mat_.goal.size()) {
          token.loose_before = mat_.goal[cube].gap_before;
          token.loose_after = cube + 1 < mat_.goal.size() && mat_.goal[cube + 1].gap_before;
        }
      }
      cube += token.cubes.size();
      for (ReadChain& group : token.group) MarkGaps(group, cube);
    }
  }

  std::vector<std::string> AlignGoal(const ReadChain& side) {
    std::vector<std::string> faults;
    std::vector<CubeUse> uses = CubesUsed(side);
    if (uses.size() != mat_.goal.size()) {
      faults.push_back("the Goal side uses " + std::to_string(uses.size()) +
                       " cubes, but the Goal has " + std::to_string(mat_.goal.size()) +
                       " (AGLOA VII-B-2: write an interpretation of the Goal)");
      return faults;
    }
    for (std::size_t i = 0; i < uses.size(); ++i) {
      const bool wild_known = wild_symbol_.has_value();
      if (!Matches(uses[i], mat_.goal[i])) {
        if (a_.wild && mat_.goal[i].face == *a_.wild && wild_known)
          faults.push_back(WildRule());
        else
          faults.push_back(
              "\"" + uses[i].written + "\" at column " + std::to_string(uses[i].column) +
              " is not a reading of the Goal's cube " + mat_.goal[i].Text() + " (AGLOA VII-B-2)");
      }
    }
    for (const ReadToken* token : AllTokens(side))
      if (token->decimal && !a_.Has(VariationKind::DecimalPoint) &&
          !a_.Has(VariationKind::DecimalInGoal))
        faults.push_back("a decimal point needs Decimal Point or Decimal in Goal");
    return faults;
  }

  void CheckWildInSolution(const ReadChain& solution) {
    for (const CubeUse& use : CubesUsed(solution)) {
      if (!use.wild) {
        if (use.written == "." && a_.Has(VariationKind::DecimalInGoal) &&
            !a_.Has(VariationKind::DecimalPoint))
          result_.reasons.push_back("a decimal point may be written in the Goal only (" +
                                    a_.Cite(VariationKind::DecimalInGoal) + ")");
        // Every cube of the wild face is wild; written plainly it stands for itself.
        if (a_.wild && use.face == *a_.wild && !Wild(use.face)) {
          result_.reasons.push_back(WildRule());
          return;
        }
        continue;
      }
      if (!Wild(use.face)) {
        result_.reasons.push_back(WildRule());
        return;
      }
    }
  }

  void CheckFactorials(const ReadChain& goal, const ReadChain& solution) {
    if (!a_.Has(VariationKind::Factorial)) return;
    auto count = [](const ReadChain& chain) {
      int n = 0;
      for (const ReadToken* token : AllTokens(chain))
        n += (token->role == TokenRole::Postfix && token->op == Operator::Factorial) +
             token->exponent_factorials;
      return n;
    };
    const int in_goal = count(goal), in_solution = count(solution);
    const std::string cite = a_.Cite(VariationKind::Factorial);
    if (a_.FactorialsUnlimitedInSolution()) {
      if (in_goal > 2)
        result_.reasons.push_back(a_.Section(VariationKind::MultipleOperations) +
                                  ": at most two factorials in the Goal (" + cite + ")");
    } else if (in_goal + in_solution > 2) {
      result_.reasons.push_back(a_.Section(VariationKind::Factorial) + ": " +
                                std::to_string(in_goal + in_solution) +
                                " factorials, but an Equation may have two (" + cite + ")");
    }
    if (in_goal > 0 && a_.k && a_.division >= AgloaDivision::Junior)
      result_.reasons.push_back(a_.Section(VariationKind::Factorial) +
                                ": no factorial in the Goal with Multiple of k (" + cite + ")");
  }

  // AGLOA VII-B-4: one-digit numerals; two with Two-digit Numerals or Base m; three with a
  // decimal point (XIII-A-15); two as a direct operand of % (XIII-A-14, R12). One reason for each
  // limit broken, listing its numerals, in the Basic checker's words.
  void CheckSolutionNumerals(const ReadChain& chain) {
    std::map<int, std::string> too_long;  // limit -> the numerals past it
    CollectLongNumerals(chain, too_long);
    for (const auto& [limit, list] : too_long)
      result_.reasons.push_back(
          "the Solution contains a numeral of more than " +
          (limit == 1 ? std::string("one digit") : std::to_string(limit) + " digits") + ": " +
          list +
          (a_.Has(VariationKind::TwoDigitNumerals)
               ? " (AGLOA VII-B-4, " + a_.Cite(VariationKind::TwoDigitNumerals) + ")"
               : Cite(a_.rules, "VII-B-4", "\"Solutions\"", "\"Writing and checking\"")));
  }
  void CollectLongNumerals(const ReadChain& chain, std::map<int, std::string>& too_long) {
    const auto& tokens = chain.tokens;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const ReadToken& token = tokens[i];
      for (const ReadChain& group : token.group) CollectLongNumerals(group, too_long);
      if (token.role != TokenRole::Operand || !token.group.empty()) continue;
      auto percent = [&](std::size_t k) {
        return k < tokens.size() && tokens[k].role == TokenRole::Binary &&
               tokens[k].op == Operator::Percent;
      };
      int limit = token.decimal ? 3 : a_.SolutionNumeralDigits();
      if (!token.decimal && (percent(i + 1) || (i > 0 && percent(i - 1))))
        limit = std::max(limit, 2);
      if (token.digits > limit) {
        std::string& list = too_long[limit];
        list += (list.empty() ? "" : ", ") + token.text;
      }
    }
  }

  // The Goal a writer sets after a no-Goal challenge: one to six cubes, numerals of at most two
  // digits (AGLOA IV-B, IV-D-2).
  void CheckWrittenGoal(const ReadChain& goal) {
    const std::size_t cubes = CubesUsed(goal).size();
    if (cubes < 1 || static_cast<int>(cubes) > a_.rules.goal_max_cubes)
      result_.reasons.push_back("the Goal written is not a legal Goal: the Goal has " +
                                std::to_string(cubes) + " cubes; a Goal has 1 to " +
                                std::to_string(a_.rules.goal_max_cubes) +
                                Cite(a_.rules, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
    for (const ReadToken* token : AllTokens(goal)) {
      const int limit = token->decimal ? 3 : a_.rules.goal_numeral_max_digits;
      if (token->role == TokenRole::Operand && token->group.empty() && token->digits > limit)
        result_.reasons.push_back("the Goal written is not a legal Goal: " + token->text +
                                  " is a numeral of " + std::to_string(token->digits) +
                                  " digits; a Goal numeral has at most " + std::to_string(limit) +
                                  Cite(a_.rules, "IV-B-1", "\"Goal\"", "\"Writing and checking\""));
    }
  }

  // `goal_uses`: the cubes of a Goal the writer set from Resources (no-Goal challenge).
  // AGLOA VII-B-3-a: a Solution uses at least two cubes.
  void CheckCubeCount(const ReadChain& solution) {
    const int count = static_cast<int>(CubesUsed(solution).size());
    if (count < a_.rules.solution_min_cubes)
      result_.reasons.push_back(
          "the Solution uses " + std::to_string(count) + (count == 1 ? " cube" : " cubes") +
          "; it must contain at least " + std::to_string(a_.rules.solution_min_cubes) +
          (a_.Has(VariationKind::Factorial)
               ? " (AGLOA VII-B-3-a; a factorial is no cube, XIII-A-4 example (a))"
               : Cite(a_.rules, "VII-B-3-a", "\"Solutions\"", "\"Writing and checking\"")));
  }

  void CheckCubes(const ReadChain& solution, const std::vector<CubeUse>& goal_uses) {
    const std::vector<CubeUse> uses = CubesUsed(solution);
    const MatSections sections =
        SectionsOf(mat_.required, mat_.permitted, mat_.forbidden, mat_.resources);
    // XIII-A-5: an operation cube may be written any number of times, so written operations take
    // one cube of their face, or as many as Required holds (each Required cube must be used).
    FaceCounts need{}, operations{}, goal_need{};
    const bool multiple = a_.Has(VariationKind::MultipleOperations);
    for (const CubeUse& use : uses)
      ++(multiple && use.operation ? operations : need)[static_cast<int>(CubeOf(a_, use))];
    for (int face = 0; face < 16; ++face)
      if (operations[face] > 0)
        need[face] += std::min(operations[face], std::max(1, sections.required[face] - need[face]));
    for (const CubeUse& use : goal_uses) ++goal_need[static_cast<int>(CubeOf(a_, use))];
    for (const Reason& reason : CubeAccountReasons(a_.rules, sections, challenge_, need, goal_need))
      result_.reasons.push_back(reason.text);
  }

  void CheckThreeOperations(const ReadChain& solution) {
    if (!a_.Has(VariationKind::ThreeOperation)) return;
    int count = 0;
    for (const ReadToken* token : AllTokens(solution))
      count += (token->role == TokenRole::Binary || token->role == TokenRole::Prefix ||
                (token->role == TokenRole::Postfix && token->op == Operator::Factorial)) +
               token->exponent_factorials;
    if (count < 3)
      result_.reasons.push_back(a_.Section(VariationKind::ThreeOperation) + ": the Solution has " +
                                std::to_string(count) + " operations, and needs at least three (" +
                                a_.Cite(VariationKind::ThreeOperation) + ")");
  }

  // Records that a reading's value cannot be verified exactly (XIII-C-9 comment, XIII-D-13):
  // the Equation is incorrect. Returns whether it did.
  bool Unverifiable(const ReadingValue& reading, std::string_view name) {
    if (reading.value || reading.value.error().kind != ValueErrorKind::CannotVerify) return false;
    result_.reasons.push_back("the " + std::string(name) + " cannot be verified exactly, so the " +
                              "Equation is incorrect: " + reading.value.error().message);
    return true;
  }

  void CannotCheck(std::string text) {
    result_.reasons.push_back(std::move(text));
    ++cannot_check_;
  }

  // Returns the legal readings of the writer's Goal side with their values, or records why it
  // has none.
  std::optional<std::vector<GoalValueReading>> GoalValues(const std::vector<ReadChain>& side) {
    return GoalValuesOf(Readings(a_, side, Reading::Written, true));
  }
  std::optional<std::vector<GoalValueReading>> GoalValuesOf(const ReadingList& list) {
    std::vector<GoalValueReading> values;
    std::optional<std::string> rule_error;
    for (const ReadingValue& reading : list.readings) {
      if (reading.value) {
        values.push_back({reading.text, ValueOf(reading)});
        continue;
      }
      if (Unverifiable(reading, "Goal side")) return std::nullopt;
      if (!IsRuleError(reading.value.error())) {
        CannotCheck("the Goal cannot be checked: " + reading.value.error().message);
        return std::nullopt;
      }
      if (!rule_error) rule_error = reading.value.error().message;
    }
    if (list.truncated) {
      CannotCheck("the Goal cannot be checked: too many readings (add grouping symbols)");
      return std::nullopt;
    }
    if (values.empty()) {
      result_.reasons.push_back(
          rule_error ? "the Goal has no legal interpretation: " + *rule_error +
                           Cite(a_.rules, "VII-C-5-a", "\"Goal\"", "\"Writing and checking\"")
                     : std::string("the Goal side has no reading that respects the Goal's gaps "
                                   "(AGLOA IV-B-2)"));
      return std::nullopt;
    }
    return values;
  }

  void CheckValues(const std::optional<std::vector<GoalValueReading>>& goal_values,
                   const std::vector<ReadChain>& solution) {
    if (goal_values && !goal_values->front().value.log && a_.k &&
        a_.division == AgloaDivision::Middle &&
        goal_values->front().value.number.RationalPart().Abs() > Rational(1000))
      result_.reasons.push_back(a_.Section(VariationKind::MultipleOfK) +
                                ": the Goal's interpretation is beyond 1000 in size (" +
                                a_.Cite(VariationKind::MultipleOfK) + ")");
    ReadingList list = Readings(a_, solution, Reading::Written);
    // XIII-D-11: a root with no default and no root written has several values: said once.
    const ReadingValue* first = nullptr;
    for (const ReadingValue& reading : list.readings) {
      if (!reading.value) continue;
      if (first == nullptr) {
        first = &reading;
      } else if (reading.text == first->text &&
                 CompareValues(ValueOf(reading), ValueOf(*first)) != LogVerdict::Equal) {
        result_.solution_value = ValueOf(*first).ToString();
        if (goal_values) result_.goal_value = goal_values->front().value.ToString();
        result_.reasons.push_back(
            "the Solution " + reading.text + " has no default root: it may be " +
            RootValues(a_, solution, reading.text) + ", so write the root chosen, [...]@(v) (" +
            a_.Cite(VariationKind::Imaginary) + ")");
        return;
      }
    }
    SolutionReadings readings;
    readings.truncated = list.truncated;
    // The list holds one reading per value: two values make the Solution ambiguous, whichever
    // the writer meant, as the Basic checker's list that stops at the first value that differs.
    readings.partial = std::count_if(list.readings.begin(), list.readings.end(),
                                     [](const ReadingValue& r) { return r.value.has_value(); }) > 1;
    for (const ReadingValue& reading : list.readings) {
      if (Unverifiable(reading, "Solution")) return;
      SolutionReading read{reading.text, std::nullopt, "", false};
      if (reading.value) {
        read.value = ValueOf(reading);
      } else {
        read.why = reading.value.error().message;
        read.rule_error = IsRuleError(reading.value.error());
      }
      readings.readings.push_back(std::move(read));
    }
    MismatchWords mismatch;
    if (a_.k)
      mismatch = [this](const RealValue& solution, const RealValue& goal) {
        return a_.Section(VariationKind::MultipleOfK) + ": the Solution " + solution.ToString() +
               " must differ from the Goal " + goal.ToString() + " by a nonzero multiple of " +
               std::to_string(*a_.k) + " (" + a_.Cite(VariationKind::MultipleOfK) + ")";
      };
    ValueJudgement judged = JudgeValues(
        a_.rules, goal_values.value_or(std::vector<GoalValueReading>()), std::nullopt, readings,
        [this](const RealValue& solution, const RealValue& goal) { return Equal(solution, goal); },
        mismatch);
    for (Reason& reason : judged.reasons) {
      if (reason.kind == ReasonKind::CannotCheck) ++cannot_check_;
      result_.reasons.push_back(std::move(reason.text));
    }
    result_.goal_value = std::move(judged.goal_value);
    result_.solution_value = std::move(judged.solution_value);
  }

  // XIII-B-7: with Multiple of k the Solution differs from the Goal by a nonzero multiple of k.
  LogVerdict Equal(const RealValue& solution, const RealValue& goal) const {
    if (!a_.k) return CompareValues(solution, goal);
    return DiffersByMultiple(solution, goal, *a_.k);
  }

  const Arithmetic& a_;
  const AdventurousMat& mat_;
  Challenge challenge_;
  std::optional<Symbol> wild_symbol_;
  bool own_goal_left_ = false;  // no-Goal challenge: the left side is the writer's Goal
  AdventurousCheck result_;
  int cannot_check_ = 0;  // reasons that say only that something cannot be checked
};

}  // namespace

AdventurousCheck CheckAdventurous(const Arithmetic& arithmetic, const AdventurousMat& mat,
                                  Challenge challenge, std::string_view equation) {
  AdventurousCheck result = Judge(arithmetic, mat, challenge).Check(equation);
  // AGLOA VII-B-1 comment: "Goal = Solution is acceptable", also when the writer sets the Goal
  // after "no Goal" (MLAG "Writing and checking" likewise): the Equation is correct when either
  // side read as the writer's Goal makes it correct; otherwise the reasons of Solution = Goal.
  if (challenge == Challenge::NoGoal && result.verdict != Verdict::Correct) {
    Judge reversed(arithmetic, mat, challenge);
    reversed.ReadOwnGoalLeft();
    AdventurousCheck other = reversed.Check(equation);
    if (other.verdict == Verdict::Correct) return other;
  }
  return result;
}

}  // namespace equations
