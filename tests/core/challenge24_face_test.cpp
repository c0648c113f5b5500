// The 24 Challenge's card faces (core/challenge24/face.h) and what players say about them
// (core/challenge24/written.h): distinct solutions, patterns, dots, reading and judging.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/challenge24/face.h"
#include "core/challenge24/written.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"

using namespace equations;
using namespace equations::challenge24;

namespace {

bool HasSolution(const FaceAnalysis& analysis, const std::string& text) {
  return std::any_of(analysis.solutions.begin(), analysis.solutions.end(),
                     [&](const FaceSolution& solution) { return solution.text == text; });
}

}  // namespace

TEST_CASE("3 3 8 8 has one solution, through fractions, so it is a three-dot face") {
  FaceAnalysis analysis = AnalyzeFace({3, 3, 8, 8});
  REQUIRE(analysis.solutions.size() == 1);
  CHECK(analysis.solutions[0].text == "8÷(3-(8÷3))");
  CHECK(PatternText(analysis.solutions[0].pattern) == "8 ÷ (1/3)");
  CHECK(analysis.fractions_needed);
  CHECK(analysis.only_unusual_patterns);
  CHECK(analysis.dots == 3);
}

TEST_CASE("solutions differing by the order or grouping of + and x are one solution") {
  FaceAnalysis analysis = AnalyzeFace({6, 6, 6, 6});
  CHECK(HasSolution(analysis, "6+6+6+6"));
  CHECK(std::count_if(analysis.solutions.begin(), analysis.solutions.end(),
                      [](const FaceSolution& s) { return s.text == "6+6+6+6"; }) == 1);
  // 8 x 3 and 3 x 8 are one pattern (GIVING THE SOLUTION: "3 times 8").
  FaceAnalysis four = AnalyzeFace({1, 2, 3, 4});
  CHECK(HasSolution(four, "1x2x3x4"));
  CHECK(HasSolution(four, "1+2+3+4") == false);
  // One solution regrouped ends in several last steps, and each is a pattern.
  auto has_pattern = [&](const char* text) {
    return std::find(four.patterns.begin(), four.patterns.end(), ReadPattern(text).value()) !=
           four.patterns.end();
  };
  CHECK(has_pattern("4 x 6"));
  CHECK(has_pattern("2 x 12"));
  CHECK(has_pattern("1 x 24"));
}

TEST_CASE("one solution that adds all four numbers is not a three-dot face") {
  FaceAnalysis analysis = AnalyzeFace({1, 7, 8, 8});
  REQUIRE(analysis.solutions.size() == 1);
  CHECK(analysis.solutions[0].text == "1+7+8+8");
  CHECK(analysis.one_operation);
  CHECK(analysis.dots == 2);
}

TEST_CASE("a face without a solution has no dots") {
  FaceAnalysis analysis = AnalyzeFace({1, 1, 1, 1});
  CHECK(analysis.solutions.empty());
  CHECK(analysis.dots == 0);
}

TEST_CASE("every face of one to nine the solver solves has a solution here, and no other") {
  auto rules = FindRuleSet("agloa", "senior");
  REQUIRE(rules);
  int solvable = 0;
  for (int a = 1; a <= 9; ++a)
    for (int b = a; b <= 9; ++b)
      for (int c = b; c <= 9; ++c)
        for (int d = c; d <= 9; ++d) {
          FaceAnalysis analysis = AnalyzeFace({a, b, c, d});
          auto solver = Solver::Create(TwentyFourProblem(*rules, {a, b, c, d}));
          REQUIRE(solver);
          CAPTURE(a * 1000 + b * 100 + c * 10 + d);
          CHECK((solver->Run() == SolveStatus::Found) == !analysis.solutions.empty());
          solvable += analysis.solutions.empty() ? 0 : 1;
          for (const FaceSolution& solution : analysis.solutions) {
            auto written = ReadWritten(solution.text);
            REQUIRE(written);
            CHECK_FALSE(SolutionFault(*written, {a, b, c, d}, solution.pattern));
          }
        }
  CHECK(solvable == 404);
}

TEST_CASE("a solution is read with the usual order of operations and its signs") {
  auto written = ReadWritten("8÷(3-8÷3)");
  REQUIRE(written);
  CHECK(written->Value() == Rational(24));
  CHECK(ReadWritten("8 / [3 - 8 : 3]")->Value() == Rational(24));
  CHECK(ReadWritten("2+3X4*1")->Value() == Rational(14));
  CHECK(ReadWritten("1 × 2 × 3 × 4")->Value() == Rational(24));
  CHECK(ReadWritten("10-4-3")->Value() == Rational(3));
  CHECK_FALSE(ReadWritten("4/0")->Value());
  CHECK(ReadWritten("3+").error() == "character 3: expected a number at the end");
  CHECK(ReadWritten("3+a").error() == "character 3: expected a number, not \"a\"");
  CHECK(ReadWritten("(3+4").error() == "character 5: expected )");
  CHECK(ReadWritten("").error() == "nothing is written");
  CHECK(ReadWritten(std::string(300, '(')).error() == "longer than 200 characters");
  CHECK_FALSE(ReadWritten(std::string(100, '(') + "1" + std::string(100, ')')));
}

TEST_CASE("a pattern is one step; its operands may be fractions") {
  CHECK(PatternText(ReadPattern("8 x 3").value()) == "3 x 8");
  CHECK(PatternText(ReadPattern("15+9").value()) == "9 + 15");
  CHECK(PatternText(ReadPattern("8 ÷ (1÷3)").value()) == "8 ÷ (1/3)");
  CHECK(PatternText(ReadPattern("8 - -16").value()) == "8 - (-16)");
  CHECK(PatternText(ReadPattern("8 - (-16)").value()) == "8 - (-16)");
  CHECK(PatternText(ReadPattern("30 - 6").value()) == "30 - 6");
  CHECK(ReadPattern("24").error() == "a pattern is one step: two values and an operation");
  CHECK(ReadPattern("24 ÷ 0").error() == "the pattern divides by zero");
  CHECK(PatternValue(ReadPattern("3 x 7").value()) == Rational(21));
}

TEST_CASE("PENALTY FLAGS 3: a solution is incorrect for each of its faults") {
  const FaceNumbers card = {4, 7, 8, 8};
  auto judge = [&](const char* text, std::optional<Pattern> pattern = std::nullopt) {
    return SolutionFault(ReadWritten(text).value(), card, pattern);
  };
  CHECK_FALSE(judge("(7-(8÷8))x4"));
  CHECK_FALSE(judge("4x(7-8÷8)", ReadPattern("4 x 6").value()));
  CHECK(judge("(7-(8÷8))x4", ReadPattern("3 x 8").value()) ==
        "its last step is 4 x 6, not the pattern announced, 3 x 8");
  CHECK(judge("4x7-8+8") == "it makes 28, not 24");
  CHECK(judge("4x(7-8÷8)+0") ==
        "it uses 4 7 8 8 0, but each of the card's numbers 4 7 8 8 must be used once");
  CHECK(judge("8x(7-4)") ==
        "it uses 8 7 4, but each of the card's numbers 4 7 8 8 must be used once");
  CHECK(judge("4x7÷(8-8)") == "it divides by zero");
}
