// Irrational Goals: where every ^ and √ is among a multiset's cubes, a Solution using one of its
// values v names (a v + b) ÷ (c v + d) with rational a, b, c, d, so only the values of the field of
// the Goal's roots that are not rational are kept there (core/solver/solver_search.h
// OnlyFieldValuesUsed), and ^ and √ pairs sure to name none are passed over
// (SolverArithmetic::PowerMayBeInField).
#include <doctest/doctest.h>

#include <string>

#include "core/language/evaluate.h"
#include "core/numbers/number.h"
#include "core/queries/solver_equations.h"
#include "core/rules/rules.h"
#include "core/solver/solver_arithmetic.h"
#include "tests/core/mat_support.h"
#include "tests/core/solver_compare.h"

using namespace equations;
using namespace equations::testing;

namespace {

Number ValueOf(std::string_view text) {
  auto value = ValueOfText(Rules("agloa", "middle"), text);
  REQUIRE(value.has_value());
  return *value;
}

}  // namespace

TEST_CASE("the field of a Goal's roots: every product of them, and nothing else") {
  // SolverArithmetic keeps a reference to its rules.
  const RuleSet mlag = Rules("mlag", "senior"), agloa = Rules("agloa", "middle");
  SolverArithmetic arithmetic(mlag, false);
  // 42^(1/5): its powers 42^(k/5), k = 0..4.
  REQUIRE(arithmetic.SetTargetField({ValueOf("5√42")}));
  auto outside = [&](std::string_view text) {
    return (arithmetic.RadicalPrimes(arithmetic.FromNumber(ValueOf(text))) &
            SolverArithmetic::kOutsideField) != 0;
  };
  CHECK_FALSE(outside("5√42"));
  CHECK_FALSE(outside("3x(5√(42x42x42))"));
  CHECK_FALSE(outside("1+(5√(42x42))"));
  CHECK(outside("5√6"));   // the same primes and index, another root
  CHECK(outside("√42"));   // index 2
  CHECK(outside("3√42"));  // index 3
  CHECK(outside("(5√42)+(√2)"));

  // 1+√2 and √3 (two interpretations of one Goal): 1, √2, √3, √6.
  SolverArithmetic two(agloa, false);
  REQUIRE(two.SetTargetField({ValueOf("1+√2"), ValueOf("√3")}));
  auto outside_two = [&](std::string_view text) {
    return (two.RadicalPrimes(two.FromNumber(ValueOf(text))) & SolverArithmetic::kOutsideField) !=
           0;
  };
  CHECK_FALSE(outside_two("(√6)-(2x√3)"));
  CHECK(outside_two("√5"));
  CHECK(outside_two("4√2"));

  // Rational targets: no field (every irrational is Foreign there already).
  SolverArithmetic rational(agloa, false);
  CHECK_FALSE(rational.SetTargetField({ValueOf("7")}));
}

TEST_CASE("a power of a rational is passed over where its root cannot be one of the field's") {
  const RuleSet rules = Rules("mlag", "senior");  // SolverArithmetic keeps a reference
  SolverArithmetic arithmetic(rules, false);
  REQUIRE(arithmetic.SetTargetField({ValueOf("5√42")}));
  const SolverValue two{2, 1}, three{3, 1}, fifth{1, 5}, half{1, 2}, two_fifths{2, 5};
  CHECK(arithmetic.PowerMayBeInField(two, fifth, false));                    // 2^(1/5)
  CHECK(arithmetic.PowerMayBeInField(two, two_fifths, false));               // 2^(2/5)
  CHECK(arithmetic.PowerMayBeInField(two, SolverValue{5, 1}, true));         // 5 √ 2
  CHECK_FALSE(arithmetic.PowerMayBeInField(two, half, false));               // index 2
  CHECK_FALSE(arithmetic.PowerMayBeInField(two, three, false));              // 8: rational
  CHECK_FALSE(arithmetic.PowerMayBeInField(two, three, true));               // index 3
  CHECK_FALSE(arithmetic.PowerMayBeInField(two, SolverValue{0, 1}, false));  // 1
  const SolverValue root = arithmetic.FromNumber(ValueOf("5√42"));
  CHECK(arithmetic.PowerMayBeInField(root, three, false));      // an irrational base: maybe
  CHECK_FALSE(arithmetic.PowerMayBeInField(two, root, false));  // an irrational exponent
  // Without a field: only a whole exponent on a rational is sure to stay rational.
  SolverArithmetic no_field(rules, false);
  CHECK_FALSE(no_field.PowerMayBeInField(two, three, false));
  CHECK(no_field.PowerMayBeInField(two, half, false));
  CHECK(no_field.PowerMayBeInField(two, three, true));
}

TEST_CASE("verdicts agree with a brute force on irrational Goals made with ^ and √") {
  // Rows with ^ and √ among few tiles: a Solution's last multisets hold every one of them, so
  // their rational values and those outside the Goal's field are not kept.
  const char* goals[] = {"√2", "3√2", "1+√2", "√8", "3√4", "2x√3", "√3+1", "√2÷2", "4√4", "√6"};
  const char* faces[] = {"1", "2", "2", "3", "4", "8", "^", "√", "√", "÷", "-", "+", "x"};
  const RuleSettings settings = {{"agloa", "middle"}, {"mlag", "senior"}};
  const auto [found, compared] = CompareRowsIn(settings, 20261125, goals, faces, 300, 5, 3, 2);
  CHECK(compared == 1200);
  CHECK(found > compared / 20);  // an irrational Goal is seldom made
  // No √: only a ^ with a fraction exponent makes a root, and the rest of the Solution works on
  // it with + - x ÷.
  const char* power_goals[] = {"√2",   "√8",  "1+√2", "2x√2", "√2-1",
                               "√2÷2", "3√2", "3√4",  "2+√8", "√2+3"};
  const char* power_faces[] = {"1", "2", "2", "3", "4", "^", "^", "÷", "÷", "-", "+", "x"};
  const auto [power_found, power_compared] =
      CompareRowsIn(settings, 20261126, power_goals, power_faces, 500, 6, 4, 2);
  CHECK(power_compared == 2000);
  CHECK(power_found > power_compared / 40);
  // Goals whose Solutions work on a root twice (3 x √2, then + 1): the part that holds every √
  // and ^ is a rational and a root of the field.
  const char* nested_goals[] = {"2+√8",   "1+√2x2", "√2+1x3", "3x√2+1",
                                "2x√2-1", "√8-1",   "√2+1÷2", "3+√8"};
  const char* nested_faces[] = {"1", "2", "2", "3", "^", "÷", "-", "+", "x", "x", "√"};
  const auto [nested_found, nested_compared] =
      CompareRowsIn(settings, 7, nested_goals, nested_faces, 600, 6, 4, 2);
  CHECK(nested_compared == 2400);
  CHECK(nested_found > nested_compared / 80);  // 3x√2+1 takes many cubes
}

TEST_CASE("two roots outside the Goal's field can make one of it") {
  // 5^(1/6) x 5^(1/3) = √5: the part that holds every √ needs the product of two values
  // outside Q(√5), then + 2. The levels alone (no deep check), so that the part is built.
  for (const RuleSet& rules : {Rules("agloa", "middle"), Rules("mlag", "senior")}) {
    const Mat mat = MakeMat("√5+2", "6 √ 5 x 3 √ 5 + 2", "");
    CHECK(BruteForceAnswer(rules, mat, SolverQuery::Possible));
    SolverProblem problem = EquationsProblem(rules, mat, SolverQuery::Possible);
    problem.deep_check = false;
    auto solver = Solver::Create(problem);
    REQUIRE(solver.has_value());
    REQUIRE(solver->Run() == SolveStatus::Found);
    CHECK(ValueOf(solver->Solution()) == ValueOf("2+√5"));
  }
}

TEST_CASE("an irrational Goal out of reach of the one ^ is decided sooner") {
  // From the benchmark corpus (mlag): the Goal 42^(1/5) needs the one ^ (there is no √), so
  // only the values of Q(42^(1/5)) that are not rational are kept where the ^ is used. Keeping
  // every value, the search was still open after 1,000,000 operations; it is "no" within 750,000.
  const RuleSet rules = Rules("mlag", "senior");
  const Mat mat = MakeMat("5√ 42", "x x + 1", "+", "7 - 2", "0 + 0 2 2 3 ^ - - ÷ 9 ÷");
  EquationsSearch search(rules, mat, SolverQuery::Possible);
  CHECK(search.Run(750000) == SolveStatus::NotFound);
}
