#include "core/queries/solver_enumerate.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/language/evaluate.h"
#include "core/rules/rules.h"
#include "tests/core/brute_force.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// ---- an independent, deliberately simple brute force ------------------------------------------
// Every expression tree over every subset of the cube positions (a bitmask), each value computed
// with the judge's step (ApplyOperation), each written in a canonical form of its own: "+{a,b}"
// and "x{a,b}" with their flattened terms sorted as strings, "(a-b)", "√[a]".
struct Tree {
  std::string canon;
  Number value;
  char chain = 0;  // '+' or 'x' for a flattened chain
  std::vector<std::string> terms;
};

char SignOf(Operator op) {
  switch (op) {
    case Operator::Add:
      return '+';
    case Operator::Subtract:
      return '-';
    case Operator::Multiply:
      return 'x';
    case Operator::Divide:
      return '/';
    case Operator::Power:
      return '^';
    default:
      return 'r';
  }
}

// Returns the tree for `a op b` in canonical form (value computed by the caller).
Tree Combine(Operator op, const Tree& a, const Tree& b, Number value) {
  Tree tree{"", std::move(value), 0, {}};
  char sign = SignOf(op);
  if (sign == '+' || sign == 'x') {
    tree.chain = sign;
    for (const Tree* part : {&a, &b}) {
      if (part->chain == sign)
        tree.terms.insert(tree.terms.end(), part->terms.begin(), part->terms.end());
      else
        tree.terms.push_back(part->canon);
    }
    std::sort(tree.terms.begin(), tree.terms.end());
    tree.canon = std::string(1, sign) + "{";
    for (std::size_t i = 0; i < tree.terms.size(); ++i)
      tree.canon += (i > 0 ? "," : "") + tree.terms[i];
    tree.canon += "}";
  } else {
    tree.canon = "(" + a.canon + sign + b.canon + ")";
  }
  return tree;
}

class TextBruteForce {
 public:
  TextBruteForce(const RuleSet& rules, std::vector<Symbol> cubes)
      : rules_(rules), cubes_(std::move(cubes)) {}

  // Every distinct (canonical) expression over exactly the cubes of `mask`.
  const std::map<std::string, Tree>& Trees(unsigned mask) {
    auto found = memo_.find(mask);
    if (found != memo_.end()) return found->second;
    std::map<std::string, Tree> trees;
    auto add = [&](Tree tree) { trees.emplace(tree.canon, std::move(tree)); };
    int count = __builtin_popcount(mask);
    for (int i = 0; i < static_cast<int>(cubes_.size()); ++i) {
      if (!(mask & (1u << i))) continue;
      Symbol face = cubes_[static_cast<std::size_t>(i)];
      if (IsDigit(face)) {
        if (count == 1) {
          std::string digit(SymbolText(face));
          add({digit, Number::FromInteger(DigitValue(face)), 0, {}});
        }
        continue;
      }
      unsigned rest = mask & ~(1u << i);
      if (rest == 0) continue;
      if (face == Symbol::Root && !rules_.root_index_required) {
        for (const auto& [canon, inner] : Trees(rest)) {
          Value value =
              ApplyOperation(rules_, Operator::Root, Number::FromInteger(2), inner.value, "", "");
          if (value) add({"√[" + canon + "]", value.value(), 0, {}});
        }
      }
      const Operator op = OperatorOfFace(face);
      for (unsigned left = (rest - 1) & rest; left != 0; left = (left - 1) & rest) {
        const auto a = Trees(left);
        const auto b = Trees(rest & ~left);
        for (const auto& [ca, x] : a)
          for (const auto& [cb, y] : b) {
            Value value = ApplyOperation(rules_, op, x.value, y.value, "", "");
            if (value) add(Combine(op, x, y, value.value()));
          }
      }
    }
    return memo_[mask] = std::move(trees);
  }

 private:
  const RuleSet& rules_;
  std::vector<Symbol> cubes_;
  std::map<unsigned, std::map<std::string, Tree>> memo_;
};

// Returns the canonical forms of every Solution, by brute force: all Required, any Permitted and
// Resources (at most one of them for Now), at most `max_cubes` cubes (0: any).
std::set<std::string> BruteForceSolutions(const RuleSet& rules, const Mat& mat, SolverQuery query,
                                          int max_cubes = 0) {
  std::set<std::string> solutions;
  const std::vector<GoalValue> goal = GoalValues(rules, mat.goal);
  if (goal.empty()) return solutions;
  const auto [cubes, required, resources] = RowOf(mat);
  TextBruteForce brute(rules, cubes);
  for (unsigned mask = 1; mask < (1u << cubes.size()); ++mask) {
    if ((mask & required) != required) continue;
    if (query == SolverQuery::Now &&
        __builtin_popcount(mask & resources) > rules.now_max_resources_cubes)
      continue;
    int size = __builtin_popcount(mask);
    if (size < rules.solution_min_cubes || (max_cubes > 0 && size > max_cubes)) continue;
    for (const auto& [canon, tree] : brute.Trees(mask)) {
      if (CheckFinalValue(rules, tree.value, "")) continue;
      for (const GoalValue& reading : goal)
        if (reading.value == tree.value) solutions.insert(canon);
    }
  }
  return solutions;
}

// Reads an enumerated Solution ("1+2+(3x4)", "√(2+7)", "(2+1)√8") into the brute force's
// canonical form.
class CanonicalReader {
 public:
  explicit CanonicalReader(std::string_view text) : text_(text) {}
  std::string Read() {
    Tree tree = Expression();
    CHECK(pos_ == text_.size());
    return tree.canon;
  }

 private:
  // Returns the operation of the sign at pos_, advancing past it, or nothing at an operand's end.
  std::optional<Operator> Sign() {
    for (const OperatorRow& row : Operators()) {
      if (!IsBasicOperator(row.value)) continue;
      if (text_.substr(pos_, row.printed.size()) == row.printed) {
        pos_ += row.printed.size();
        return row.value;
      }
    }
    return std::nullopt;
  }
  Tree Expression() {
    Tree tree = Operand();
    while (pos_ < text_.size() && text_[pos_] != ')') {
      std::optional<Operator> op = Sign();
      REQUIRE(op.has_value());
      tree = Combine(*op, tree, Operand(), Number::FromInteger(0));
    }
    return tree;
  }
  Tree Operand() {
    REQUIRE(pos_ < text_.size());
    if (text_[pos_] == '(') {
      ++pos_;
      Tree inner = Expression();
      REQUIRE(pos_ < text_.size());
      ++pos_;  // ')'
      return inner;
    }
    std::string_view root = RowOf(Operator::Root).printed;
    if (text_.substr(pos_, root.size()) == root) {
      pos_ += root.size();
      return {"√[" + Operand().canon + "]", Number::FromInteger(0), 0, {}};
    }
    REQUIRE((text_[pos_] >= '0' && text_[pos_] <= '9'));
    return {std::string(1, text_[pos_++]), Number::FromInteger(0), 0, {}};
  }
  std::string_view text_;
  std::size_t pos_ = 0;
};

// A small random position: a one-digit (or now and then two-digit) Goal and five to eight cubes,
// more digits than signs so that Solutions exist.
Mat RandomMat(Random& random, const RuleSet& rules) {
  Mat mat;
  int goal_cubes = random.Below(4) == 0 ? 2 : 1;
  for (int i = 0; i < goal_cubes; ++i)
    mat.goal.push_back({{Color::Red, DigitSymbol(random.Below(10))}, false});
  int cubes = 5 + random.Below(4);
  for (int i = 0; i < cubes; ++i) {
    Symbol face = RollFace(random, rules);
    if (i % 2 == 0 && !IsDigit(face)) face = DigitSymbol(random.Below(10));
    if (i % 2 == 1 && IsDigit(face) && random.Below(2) == 0)
      face = FacesOf(Color::Red)[static_cast<std::size_t>(4 + random.Below(2))];  // + or -
    Cube cube{Color::Red, face};
    int section = random.Below(10);
    if (section < 1)
      mat.required.push_back(cube);
    else if (section < 6)
      mat.permitted.push_back(cube);
    else if (section < 7)
      mat.forbidden.push_back(cube);
    else
      mat.resources.push_back(cube);
  }
  return mat;
}

void ExpectCorrect(const RuleSet& rules, const Mat& mat, SolverQuery query,
                   const std::string& equation) {
  testing::ExpectCorrect(
      rules, mat, query == SolverQuery::Now ? Challenge::Now : Challenge::Impossible, equation);
}

}  // namespace

TEST_CASE("the distinct Solutions agree with a brute force on seeded random positions") {
  struct Setting {
    const char* name;
    const char* division;
    int positions;
  };
  const Setting settings[] = {{"agloa", "middle", 60},
                              {"agloa", "elementary", 30},
                              {"acc", "6", 40},
                              {"acc", "3", 30},
                              {"mlag", "senior", 40}};
  std::size_t listed = 0;
  int compared = 0, with_solutions = 0;
  for (const Setting& setting : settings) {
    RuleSet rules = Rules(setting.name, setting.division);
    Random random(5150);
    for (int i = 0; i < setting.positions; ++i) {
      Mat mat = RandomMat(random, rules);
      for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
        CAPTURE(std::string(setting.name) + " " + setting.division);
        CAPTURE(i);
        CAPTURE(GoalText(mat.goal));
        EnumerateOptions options;
        options.limit = 100000;
        EnumerateResult result = EnumerateSolutions(rules, mat, query, options);
        REQUIRE(result.status == EnumerateStatus::Complete);
        std::set<std::string> expected = BruteForceSolutions(rules, mat, query);
        std::set<std::string> got;
        int last_cubes = 0;
        for (const EnumeratedSolution& solution : result.solutions) {
          CAPTURE(solution.solution);
          CHECK(got.insert(CanonicalReader(solution.solution).Read()).second);  // no duplicate
          CHECK(solution.cubes >= last_cubes);                                  // smallest first
          last_cubes = solution.cubes;
        }
        CHECK(got == expected);
        // Every listed Equation is correct for the checker (a sample of the long lists).
        for (std::size_t k = 0; k < result.solutions.size(); k += 1 + result.solutions.size() / 8)
          ExpectCorrect(rules, mat, query, result.solutions[k].equation);
        listed += result.solutions.size();
        with_solutions += !expected.empty();
        ++compared;
      }
    }
  }
  CHECK(compared == 400);
  CHECK(with_solutions > compared / 5);
  CHECK(listed > 400);
}

TEST_CASE("commuted and regrouped Solutions are one Solution") {
  RuleSet rules = Rules("agloa", "middle");
  // 1+2+3 = 6 in any order and grouping is one Solution.
  Mat mat = MakeMat("6", "", "1 2 3 + +", "", "");
  EnumerateResult sums = EnumerateSolutions(rules, mat, SolverQuery::Possible, {});
  REQUIRE(sums.status == EnumerateStatus::Complete);
  REQUIRE(sums.solutions.size() == 1);
  CHECK(CanonicalReader(sums.solutions[0].solution).Read() == "+{1,2,3}");
  Mat products = MakeMat("6", "", "1 2 3 x x", "", "");
  EnumerateResult result = EnumerateSolutions(rules, products, SolverQuery::Possible, {});
  REQUIRE(result.status == EnumerateStatus::Complete);
  // 2x3, and 1x2x3 (1 may join the chain or not).
  CHECK(result.solutions.size() == 2);
}

TEST_CASE("the limit stops the list, and a budget resumes to the same list") {
  RuleSet rules = Rules("agloa", "senior");
  Mat mat = MakeMat("12", "", "1 2 3 4 5 6 + - x ÷ + x", "", "");
  EnumerateOptions options;
  options.limit = 25;
  EnumerateResult whole = EnumerateSolutions(rules, mat, SolverQuery::Possible, options);
  CHECK(whole.status == EnumerateStatus::LimitReached);
  CHECK(whole.solutions.size() == 25);
  SolutionEnumerator enumerator(rules, mat, SolverQuery::Possible, options);
  int runs = 0;
  while (enumerator.Run(200) == EnumerateStatus::Unfinished) ++runs;
  CHECK(runs > 2);
  REQUIRE(enumerator.solutions().size() == whole.solutions.size());
  for (std::size_t i = 0; i < whole.solutions.size(); ++i)
    CHECK(enumerator.solutions()[i].equation == whole.solutions[i].equation);
}

TEST_CASE("Goal suggestions count the Solutions the cubes left allow, fewest first") {
  Random random(99);
  for (const char* name : {"agloa", "acc", "mlag"}) {
    RuleSet rules = Rules(name, name == std::string("acc") ? "7-8" : "senior");
    for (int round = 0; round < 4; ++round) {
      Mat mat;
      for (int i = 0; i < 7; ++i) {
        Symbol face = RollFace(random, rules);
        if (i < 4 && !IsDigit(face)) face = DigitSymbol(random.Below(10));
        mat.resources.push_back({Color::Red, face});
      }
      SuggestOptions options;
      options.limit = 6;
      options.max_goal_cubes = 2;
      options.max_solution_cubes = 4;
      SuggestResult result = SuggestGoals(rules, mat, options);
      REQUIRE(result.complete);
      std::size_t last = 0;
      for (const GoalSuggestion& suggestion : result.goals) {
        CAPTURE(suggestion.goal);
        CHECK(!LegalGoalValues(rules, suggestion.goal).empty());
        CHECK(suggestion.solutions >= std::max<std::size_t>(last, 1));
        last = suggestion.solutions;
        // The count is the brute force's, on the mat with that Goal set from Resources.
        Mat set = mat;
        set.goal = Goal(suggestion.goal);
        std::vector<Cube> left = set.resources;
        for (const GoalCube& cube : set.goal) {
          auto found = std::find_if(left.begin(), left.end(),
                                    [&](const Cube& c) { return c.face == cube.cube.face; });
          REQUIRE(found != left.end());
          left.erase(found);
        }
        set.resources = left;
        std::set<std::string> expected =
            BruteForceSolutions(rules, set, SolverQuery::Possible, options.max_solution_cubes);
        if (GoalValues(rules, set.goal).size() == 1) CHECK(suggestion.solutions == expected.size());
      }
    }
  }
}
