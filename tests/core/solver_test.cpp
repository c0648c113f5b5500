#include "core/solver/solver.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/language/evaluate.h"
#include "core/queries/solver_equations.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver_arithmetic.h"
#include "tests/core/brute_force.h"
#include "tests/core/mat_support.h"
#include "tests/core/solver_compare.h"

using namespace equations;
using namespace equations::testing;

namespace {

// A small random position: a Goal of one to three cubes and up to eight cubes to solve with.
Mat RandomMat(Random& random, const RuleSet& rules) {
  Mat mat;
  // A digit, a two-digit numeral, or digit-operation-digit.
  int goal_cubes = 1 + random.Below(3);
  const Symbol operations[] = {Symbol::Plus, Symbol::Minus, Symbol::Times, Symbol::Divide};
  for (int i = 0; i < goal_cubes; ++i) {
    Symbol face = DigitSymbol(random.Below(10));
    if (goal_cubes == 3 && i == 1) face = operations[random.Below(4)];
    mat.goal.push_back({{Color::Red, face}, false});
  }
  int cubes = 4 + random.Below(5);
  for (int i = 0; i < cubes; ++i) {
    Cube cube{Color::Red, RollFace(random, rules)};
    switch (random.Below(10)) {
      case 0:
      case 1:
        mat.required.push_back(cube);
        break;
      case 2:
      case 3:
      case 4:
      case 5:
        mat.permitted.push_back(cube);
        break;
      case 6:
        mat.forbidden.push_back(cube);
        break;
      default:
        mat.resources.push_back(cube);
    }
  }
  return mat;
}

}  // namespace

TEST_CASE(
    "the 24 game: 1,362 of the 1,820 hands from 1-13 make 24, 566 of 715 from 1-10, 404 "
    "of 495 from 1-9") {
  RuleSet rules = Rules("agloa", "senior");
  std::map<int, int> solvable;
  int witnesses_checked = 0;
  for (int a = 1; a <= 13; ++a)
    for (int b = a; b <= 13; ++b)
      for (int c = b; c <= 13; ++c)
        for (int d = c; d <= 13; ++d) {
          SolverProblem problem = TwentyFourProblem(rules, {a, b, c, d});
          auto solver = Solver::Create(problem);
          REQUIRE(solver.has_value());
          if (solver->Run() != SolveStatus::Found) continue;
          for (int top : {9, 10, 13})
            if (d <= top) ++solvable[top];
          if ((a + b + c + d) % 17 == 0) {  // a sample of the witnesses, evaluated as text
            auto value = ValueOfText(rules, solver->Solution());
            CAPTURE(solver->Solution());
            REQUIRE(value.has_value());
            CHECK(*value == Number::FromInteger(24));
            ++witnesses_checked;
          }
        }
  CHECK(solvable[13] == 1362);
  CHECK(solvable[10] == 566);
  CHECK(solvable[9] == 404);
  CHECK(witnesses_checked > 20);
}

TEST_CASE("Now and Possible verdicts agree with a brute force on seeded random positions") {
  struct Setting {
    const char* name;
    const char* division;
    int positions;
  };
  // agloa middle: any grouping; elementary: whole-number powers and roots; acc: order of
  // operations, no √ without its index; acc grade 3: no ^ √, no fractions; mlag.
  const Setting settings[] = {{"agloa", "middle", 400},
                              {"agloa", "elementary", 200},
                              {"acc", "6", 200},
                              {"acc", "3", 150},
                              {"mlag", "senior", 200}};
  int found = 0, compared = 0;
  for (const Setting& setting : settings) {
    RuleSet rules = Rules(setting.name, setting.division);
    Random random(20261121);
    for (int i = 0; i < setting.positions; ++i) {
      Mat mat = RandomMat(random, rules);
      for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
        EquationsAnswer answer = SolveEquations(rules, mat, query);
        bool expected = BruteForceAnswer(rules, mat, query);
        CAPTURE(std::string(setting.name));
        CAPTURE(std::string(setting.division));
        CAPTURE(GoalText(mat.goal));
        CAPTURE(i);
        CAPTURE(query == SolverQuery::Now);
        REQUIRE(answer.status != SolveStatus::Unfinished);
        CHECK((answer.status == SolveStatus::Found) == expected);
        if (answer.status == SolveStatus::Found) {
          ExpectWitnessCorrect(rules, mat, query, answer);
          ++found;
        }
        ++compared;
      }
    }
  }
  CHECK(compared == 2300);
  CHECK(found > compared / 10);  // the positions are not all hopeless
}

TEST_CASE("^ and √ checked by their exponent agree with a brute force on radical Goals") {
  // The candidate check solves x^E = Goal for the base (core/solver/solver_arithmetic.h PowerBases)
  // when the Goal is rational or one radical; a Goal like 1+√2 is checked pair by pair. Mats
  // rich in ^ and √, with such Goals, compared with the brute force.
  const char* goals[] = {"√8", "2√8", "√2",   "8",   "4",   "1÷4", "9",    "27", "0",   "1",
                         "√5", "3√8", "1+√2", "4^3", "2^5", "1÷8", "9÷√3", "√√", "6-8", "2√9"};
  const char* faces[] = {"1", "2", "3", "4", "8", "9", "0", "^", "^", "√", "√", "√", "x", "÷", "-"};
  const RuleSettings settings = {
      {"agloa", "middle"}, {"agloa", "elementary"}, {"acc", "6"}, {"mlag", "senior"}};
  const auto [found, compared] = CompareRowsIn(settings, 20261122, goals, faces, 120, 4, 4, 1);
  CHECK(compared == 960);
  CHECK(found > compared / 8);
}

TEST_CASE("verdicts agree with a brute force where a √ value can only be used through a 0") {
  // Rows with one or two √ and many 0s, x and ÷ but few "-": once every √ is used, the solver
  // keeps one irrational value per multiset (core/solver/solver.cpp Build), as only "v x 0", "0 x
  // v" or "0 ÷ v" can still use one for a rational Goal.
  const char* goals[] = {"0", "1", "2", "3", "4", "5", "6", "8", "9", "1÷2", "12", "7"};
  const char* faces[] = {"0", "0", "1", "2", "3", "5", "7", "√", "√", "x", "x", "÷", "+", "-"};
  const RuleSettings settings = {{"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  const auto [found, compared] = CompareRowsIn(settings, 20261124, goals, faces, 80, 5, 4, 2);
  CHECK(compared == 480);
  CHECK(found > compared / 8);
}

TEST_CASE(
    "verdicts agree with a brute force where a √ value foreign to an irrational Goal is kept "
    "once") {
  // Irrational Goals, and rows with one √: once it is used, a value with a root of a prime the
  // Goal has none of (√3 for the Goal 1+√2) can only be used through a 0, so the solver keeps one
  // such value per multiset (core/solver/solver_search.h Foreign), and every value of the Goal's
  // own field (2x√2, 1+√8 for 1+√2).
  const char* goals[] = {"1+√2", "2+√8", "3x√2", "√2-1", "1+√5",
                         "2x√5", "√8÷3", "5-√3", "√2",   "2x√3"};
  const char* faces[] = {"0", "1", "2", "2", "3", "5", "8", "√", "x", "x", "÷", "+", "+", "-"};
  const RuleSettings settings = {{"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  const auto [found, compared] = CompareRowsIn(settings, 20261125, goals, faces, 400, 6, 4, 2);
  CHECK(compared == 2400);
  CHECK(found > compared / 30);  // an irrational Goal is seldom made
}

TEST_CASE("a power with an irrational exponent names 0 from the base 0 and 1 from the base 1") {
  // The check tries only the bases 0 and 1 against a row of irrational exponents (x^E is exact
  // on them alone): these mats, found by comparing with the brute force, need such a Solution.
  const RuleSet rules = Rules("agloa", "middle");
  for (const Mat& mat :
       {MakeMat("0", "^ 2 2 -", "√ ÷ 0", "", ""), MakeMat("0", "3 - ^ √", "3", "", "0")})
    for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
      CAPTURE(query == SolverQuery::Now);
      EquationsAnswer answer = SolveEquations(rules, mat, query);
      REQUIRE(answer.status == SolveStatus::Found);
      ExpectWitnessCorrect(rules, mat, query, answer);
      CHECK(BruteForceAnswer(rules, mat, query));
    }
}

TEST_CASE("Now and Possible agree with a brute force on long rows of + - x ÷ cubes") {
  // Mats with many + - x ÷ cubes: one value has many groupings, and Now's single Resources cube
  // must be counted right among them.
  const char* goals[] = {"24", "7", "0", "1", "36", "100", "2÷3", "5-9", "81", "13", "60", "17"};
  const char* faces[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "+", "x", "x", "-", "÷"};
  const RuleSettings settings = {{"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  const auto [found, compared] = CompareRowsIn(settings, 20261123, goals, faces, 60, 6, 3, 2);
  CHECK(compared == 360);
  CHECK(found > compared / 8);
}

TEST_CASE("every value a brute force makes from a row of + - x ÷ cubes, the solver makes") {
  // All cubes required: the solver must reach every value of the whole row (the deep check is off,
  // so that the values come from the parts the levels build).
  const RuleSet rules = Rules("agloa", "middle");
  // Rows heavy in sums (+ + + -) or in products (x x x ÷): many regroupings of one value.
  const Symbol operations[2][4] = {{Symbol::Plus, Symbol::Plus, Symbol::Plus, Symbol::Minus},
                                   {Symbol::Times, Symbol::Times, Symbol::Times, Symbol::Divide}};
  Random random(20261124);
  int values_checked = 0;
  for (int n = 0; n < 120; ++n) {
    const int tiles = 5 + random.Below(2);
    std::vector<Symbol> cubes;
    SolverProblem problem;
    problem.rules = rules;
    problem.unary_root = false;
    problem.deep_check = false;  // the levels alone: every part is built
    for (int t = 0; t < tiles; ++t) {
      const int digit = 1 + random.Below(6);
      cubes.push_back(DigitSymbol(digit));
      auto found = std::find(problem.tiles.begin(), problem.tiles.end(), digit);
      if (found == problem.tiles.end()) {
        problem.tiles.push_back(digit);
        problem.tile_supply.push_back({});
        found = problem.tiles.end() - 1;
      }
      ++problem.tile_supply[static_cast<std::size_t>(found - problem.tiles.begin())].required;
    }
    for (int o = 0; o + 1 < tiles; ++o) {
      const Symbol face = operations[n % 2][random.Below(4)];
      cubes.push_back(face);
      ++problem.operator_supply[static_cast<std::size_t>(OperatorOfFace(face))].required;
    }
    BruteForce brute(rules, cubes);
    const std::vector<Number>& values = brute.Values((1u << cubes.size()) - 1);
    for (const Number& value : values) {
      problem.targets = {value};
      auto solver = Solver::Create(problem);
      REQUIRE(solver.has_value());
      CAPTURE(value.ToString());
      CAPTURE(n);
      CHECK(solver->Run() == SolveStatus::Found);
      ++values_checked;
    }
    // And a value none of them is: never found.
    problem.targets = {Number::FromRational(Rational::FromFraction(1, 997))};
    auto none = Solver::Create(problem);
    REQUIRE(none.has_value());
    CHECK(none->Run() == SolveStatus::NotFound);
  }
  CHECK(values_checked > 1000);
}

TEST_CASE(
    "a Now challenge that needs exactly one Resources cube is correct, and one that needs "
    "two is not") {
  RuleSet rules = Rules("agloa", "middle");
  // Goal 8: Required 5, Permitted +; Resources 3 makes 5+3.
  Mat mat = MakeMat("8", "5", "+", "", "3 7 x");
  EquationsAnswer now = SolveEquations(rules, mat, SolverQuery::Now);
  CHECK(now.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, mat, SolverQuery::Now, now);
  CHECK(*now.witness == "5+3 = 8");
  // Goal 15: 5x3 needs both x and 3 from Resources: not Now, but possible.
  Mat two = MakeMat("15", "5", "", "", "3 7 x");
  CHECK(SolveEquations(rules, two, SolverQuery::Now).status == SolveStatus::NotFound);
  EquationsAnswer possible = SolveEquations(rules, two, SolverQuery::Possible);
  CHECK(possible.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, two, SolverQuery::Possible, possible);
}

TEST_CASE("a Forbidden cube is never used, but another cube with the same face may be") {
  RuleSet rules = Rules("agloa", "middle");
  // AGLOA VII-B-3-c comment: a 2 in Forbidden while another 2 lies in Permitted.
  Mat mat = MakeMat("4", "+", "2", "2", "1 2");
  EquationsAnswer answer = SolveEquations(rules, mat, SolverQuery::Possible);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, mat, SolverQuery::Possible, answer);
  // With one 2 left to use, 2+2 is out, and nothing else makes 4.
  Mat none = MakeMat("4", "+", "2", "2", "1 9");
  CHECK(SolveEquations(rules, none, SolverQuery::Possible).status == SolveStatus::NotFound);
}

TEST_CASE("every Required cube must be used") {
  RuleSet rules = Rules("agloa", "middle");
  // Goal 6: 3+3 is there, but the Required 7 and - must be used: 7-(...)
  Mat mat = MakeMat("6", "7 -", "3 + 3", "", "1");
  EquationsAnswer answer = SolveEquations(rules, mat, SolverQuery::Now);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, mat, SolverQuery::Now, answer);
  CHECK(answer.witness->find('7') != std::string::npos);
  Mat impossible = MakeMat("6", "9 9 x", "", "", "1 2");
  CHECK(SolveEquations(rules, impossible, SolverQuery::Possible).status == SolveStatus::NotFound);
}

TEST_CASE("an undefined step is never part of a witness") {
  RuleSet rules = Rules("agloa", "middle");
  // All three Required cubes: 8÷0 is undefined, 0÷8 is 0.
  CHECK(SolveEquations(rules, MakeMat("8", "8 ÷ 0", "", "", "1 1"), SolverQuery::Possible).status ==
        SolveStatus::NotFound);
  Mat zero = MakeMat("0", "8 ÷ 0", "", "", "1 1");
  EquationsAnswer answer = SolveEquations(rules, zero, SolverQuery::Possible);
  REQUIRE(answer.status == SolveStatus::Found);
  CHECK(*answer.witness == "0÷8 = 0");
  // AGLOA III-C-2-b: 0^0 names no number, so it cannot make 1.
  CHECK(SolveEquations(rules, MakeMat("1", "0 ^ 0", "", "", "2 2"), SolverQuery::Possible).status ==
        SolveStatus::NotFound);
  // An even root of a negative number (AGLOA III-C-2-c): √(2-6) is not 2i.
  CHECK(
      SolveEquations(rules, MakeMat("4", "√ 2 - 6", "", "", "2 2"), SolverQuery::Possible).status ==
      SolveStatus::NotFound);
}

TEST_CASE("a value too large to check is cut where the checker cuts it") {
  RuleSet rules = Rules("agloa", "senior");
  // 9^(9^9) is too large to check (core/numbers/number.h); (9^9)^9 = 9^81 is not. The Goal 9^9^9
  // has the one checkable interpretation (9^9)^9, and the Solution must use four 9s and three ^:
  // ((9^9)^9)^9 = 9^729 is checkable but not the Goal, every other grouping is too large.
  Mat mat = MakeMat("9^9^9", "9 ^ 9 ^ 9 ^ 9", "", "", "1 1");
  CHECK(SolveEquations(rules, mat, SolverQuery::Possible).status == SolveStatus::NotFound);
  Mat three = MakeMat("9^9^9", "9 ^ 9 ^ 9", "", "", "1 1");
  EquationsAnswer answer = SolveEquations(rules, three, SolverQuery::Possible);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, three, SolverQuery::Possible, answer);
}

TEST_CASE("roots: √ alone is the square root, a√b any root, and radical values are exact") {
  RuleSet rules = Rules("agloa", "senior");
  // √2 x √8 = 4 (the README's example), with the unary √ cubes.
  Mat mat = MakeMat("4", "2 8 x √ √", "", "", "1 1");
  EquationsAnswer answer = SolveEquations(rules, mat, SolverQuery::Possible);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, mat, SolverQuery::Possible, answer);
  // (2+1)√8 = 2: a binary root with a grouped index.
  Mat cube_root = MakeMat("2", "2 + 1 √ 8", "", "", "1 1");
  answer = SolveEquations(rules, cube_root, SolverQuery::Possible);
  REQUIRE(answer.status == SolveStatus::Found);
  ExpectWitnessCorrect(rules, cube_root, SolverQuery::Possible, answer);
  // ACC writes the index of every root ("2√4", not "√4"): one √ and 4 cannot make 2 there.
  RuleSet acc = Rules("acc", "6");
  CHECK(SolveEquations(acc, MakeMat("2", "√ 4", "", "", "1 1"), SolverQuery::Possible).status ==
        SolveStatus::NotFound);
  CHECK(SolveEquations(rules, MakeMat("2", "√ 4", "", "", "1 1"), SolverQuery::Possible).status ==
        SolveStatus::Found);
}

TEST_CASE("Elementary powers and roots use whole numbers only") {
  // AGLOA XIII-A General Rule: 8^(2÷3) = 4 is not allowed in Elementary, allowed in Middle.
  Mat mat = MakeMat("4", "8 ^ 2 ÷ 3", "", "", "7 7");
  CHECK(SolveEquations(Rules("agloa", "middle"), mat, SolverQuery::Possible).status ==
        SolveStatus::Found);
  CHECK(SolveEquations(Rules("agloa", "elementary"), mat, SolverQuery::Possible).status ==
        SolveStatus::NotFound);
}

TEST_CASE("a budgeted search yields and resumes to the same answer") {
  RuleSet rules = Rules("agloa", "middle");
  Mat mat = MakeMat("2x 3+5", "4 √", "9 x 2 √ + 8 ^", "", "7 1 6 - 3");
  EquationsAnswer whole = SolveEquations(rules, mat, SolverQuery::Possible);
  EquationsSearch search(rules, mat, SolverQuery::Possible);
  int runs = 0;
  while (search.Run(10) == SolveStatus::Unfinished) ++runs;
  CHECK(runs > 1);
  CHECK(search.status() == whole.status);
  CHECK(search.Witness() == whole.witness);
  CHECK(search.stats().nodes == whole.nodes);
}

TEST_CASE("a search sliced to a few operations per call decides as one run at once") {
  // A build or check paused on the last multiset of a level used to be dropped when the next call
  // began: the level moved on, and the half-built multiset was finished as another one. From the
  // AI benchmark (random mover #60): a sliced Possible search answered Found with no witness.
  const RuleSet rules = Rules("agloa", "middle");
  const Mat mat = MakeMat("20x3", "0 0 4 8 + x √", "0 1", "", "2 2 2 4 5 - √");
  for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
    EquationsSearch whole(rules, mat, query);
    REQUIRE(whole.Run() != SolveStatus::Unfinished);
    for (std::uint64_t slice : {1, 7, 50}) {
      CAPTURE(slice);
      EquationsSearch sliced(rules, mat, query);
      while (sliced.Run(slice) == SolveStatus::Unfinished) {
      }
      CHECK(sliced.status() == whole.status());
      CHECK(sliced.stats().nodes == whole.stats().nodes);
      CHECK(sliced.Witness() == whole.Witness());
    }
  }
}

TEST_CASE("an illegal Goal has no correct Equation") {
  RuleSet rules = Rules("agloa", "middle");
  // 8÷0 has no legal interpretation (AGLOA VII-C-5-a).
  CHECK(
      SolveEquations(rules, MakeMat("8÷0", "1 + 2", "", "", "3 4"), SolverQuery::Possible).status ==
      SolveStatus::NotFound);
}

TEST_CASE("the Countdown numbers game keeps every step a positive whole number") {
  RuleSet rules = Rules("agloa", "senior");
  auto solver = Solver::Create(CountdownProblem(rules, {25, 50, 75, 100, 3, 6}, 952));
  REQUIRE(solver.has_value());
  REQUIRE(solver->Run() == SolveStatus::Found);
  auto value = ValueOfText(rules, solver->Solution());
  REQUIRE(value.has_value());
  CHECK(*value == Number::FromInteger(952));
  // 1 and 2 alone cannot make 3÷2 with whole steps, nor 0 (1-1 needs two 1s).
  auto half = Solver::Create(CountdownProblem(rules, {1, 2}, 3));
  REQUIRE(half.has_value());
  CHECK(half->Run() == SolveStatus::Found);
  auto fraction = Solver::Create(CountdownProblem(rules, {3, 2}, 0));
  REQUIRE(fraction.has_value());
  CHECK(fraction->Run() == SolveStatus::NotFound);
}

TEST_CASE("the solver's fast arithmetic gives exactly the checker's values and refusals") {
  std::vector<Number> values;
  for (int n = -12; n <= 12; ++n) values.push_back(Number::FromInteger(n));
  for (auto [n, d] : {std::pair{1, 2},
                      {-1, 2},
                      {2, 3},
                      {-3, 4},
                      {9, 4},
                      {8, 27},
                      {-8, 27},
                      {1, 16},
                      {3, 2},
                      {-5, 2}})
    values.push_back(Number::FromRational(Rational::FromFraction(n, d)));
  values.push_back(Number::FromInteger(4611686018427387904));  // 2^62: overflows on the way
  values.push_back(Number::FromInteger(1000000007));
  for (const auto& [name, division] :
       {std::pair{"agloa", "middle"}, {"agloa", "elementary"}, {"acc", "3"}, {"mlag", "minor"}}) {
    RuleSet rules = Rules(name, division);
    const std::string rule_set_name(name);  // clang 14: a lambda (CAPTURE) cannot use a binding
    SolverArithmetic arithmetic(rules, false);
    int compared = 0;
    for (int op = 0; op < kSolverOperatorCount; ++op)
      for (const Number& a : values)
        for (const Number& b : values) {
          Operator operation = static_cast<Operator>(op);
          Value expected = ApplyOperation(rules, operation, a, b, "", "");
          SolverValue out;
          bool ok =
              arithmetic.Apply(operation, arithmetic.FromNumber(a), arithmetic.FromNumber(b), out);
          CAPTURE(a);
          CAPTURE(b);
          CAPTURE(op);
          CAPTURE(rule_set_name);
          REQUIRE(ok == expected.has_value());
          if (ok) CHECK(arithmetic.ToNumber(out) == expected.value());
          ++compared;
        }
    CHECK(compared == 6 * 37 * 37);
  }
}

TEST_CASE(
    "rational bases of x^E = t found with int64 arithmetic are the rational ones of PowerBases") {
  // The candidate check uses RationalPowerBases when the base side holds only small rationals:
  // it must give exactly the rational solutions that the general PowerBases gives.
  const RuleSet rules = Rules("mlag", "senior");
  SolverArithmetic arithmetic(rules, false);
  std::vector<SolverValue> values;
  for (std::int64_t n = -9; n <= 9; ++n)
    for (std::int64_t d : {1, 2, 3, 4, 8, 9, 27})
      if (std::gcd(n, d) == 1) values.push_back({n, d});
  values.push_back({1024, 1});
  values.push_back({1, 64});
  values.push_back({729, 4096});
  int compared = 0, with_base = 0, too_large = 0;
  for (SolverValue exponent : values)
    for (SolverValue target : values)
      for (bool index : {false, true}) {
        SolverValue fast[2], general[2];
        int fast_count = 0, general_count = 0;
        if (!SolverArithmetic::RationalPowerBases(exponent, index, target, fast, fast_count))
          continue;
        if (!arithmetic.PowerBases(exponent, index, target, general, general_count)) {
          // |x| past the checker's limits (9^(1÷(1÷64)) and more): no small rational either.
          CHECK(fast_count == 0);
          ++too_large;
          continue;
        }
        std::vector<SolverValue> rational;
        for (int c = 0; c < general_count; ++c)
          if (general[c].IsSmall()) rational.push_back(general[c]);
        CAPTURE(exponent.num);
        CAPTURE(exponent.den);
        CAPTURE(target.num);
        CAPTURE(target.den);
        CAPTURE(index);
        REQUIRE(fast_count == static_cast<int>(rational.size()));
        for (int c = 0; c < fast_count; ++c)
          CHECK(fast[c] == rational[static_cast<std::size_t>(c)]);
        with_base += fast_count > 0;
        ++compared;
      }
  MESSAGE("compared ", compared, ", with a base ", with_base, ", too large ", too_large);
  CHECK(compared > 5000);
  CHECK(with_base > 500);
}

TEST_CASE("a power or root the solver passes over as irrational is never rational") {
  // Build passes over the pairs PowerMayBeRational says cannot name a rational (where only
  // rationals are kept): every such pair of these bases and exponents is checked with the
  // checker's own step, as a power (base ^ exponent) and as a root ((1 ÷ exponent) √ base).
  const RuleSet rules = Rules("mlag", "senior");
  auto values = [&](std::initializer_list<const char*> texts) {
    std::vector<Number> out;
    for (const char* text : texts) {
      auto value = ValueOfText(rules, text);
      REQUIRE_MESSAGE(value.has_value(), text);
      out.push_back(*value);
    }
    return out;
  };
  const std::vector<Number> bases = values(
      {"√2",   "2x√2", "(√2)x(3√2)", "3√4", "0-√2", "1+√2", "(√2)+√3", "4√8",  "3x(3√9)", "2", "9",
       "8÷27", "0-8",  "0",          "1",   "1÷2",  "4",    "16÷81",   "6√64", "(1÷2)x√8"});
  const std::vector<Number> exponents = values({"2", "3", "1÷2", "2÷3", "3÷2", "0-2", "4÷3", "6",
                                                "0", "1", "√2", "0-(1÷3)", "3÷4", "1÷6", "9"});
  SolverArithmetic arithmetic(rules, false);
  int passed_over = 0, rational = 0;
  for (const Number& base : bases)
    for (const Number& exponent : exponents) {
      CAPTURE(base);
      CAPTURE(exponent);
      const bool may = arithmetic.PowerMayBeRational(arithmetic.FromNumber(base),
                                                     arithmetic.FromNumber(exponent), false);
      Value power = ApplyOperation(rules, Operator::Power, base, exponent, "", "");
      const bool power_rational = power.has_value() && power.value().IsRational();
      CHECK((may || !power_rational));
      rational += power_rational;
      passed_over += !may;
      if (exponent.IsZero()) continue;
      NumberResult index = Divide(Number::FromRational(Rational(1)), exponent);
      REQUIRE(index.has_value());
      Value root = ApplyOperation(rules, Operator::Root, index.value(), base, "", "");
      const bool may_root = arithmetic.PowerMayBeRational(
          arithmetic.FromNumber(base), arithmetic.FromNumber(index.value()), true);
      CHECK((may_root || !(root.has_value() && root.value().IsRational())));
    }
  CHECK(rational > 60);
  CHECK(passed_over > 100);
}

TEST_CASE("the solver's arithmetic on roots gives exactly the checker's values and refusals") {
  // Radical values go to core/numbers/number.h; a ÷ b with an irrational b uses 1 ÷ b computed once
  // per b; a root or fractional power of a sum of roots other than a + b√c, and an irrational
  // exponent or index, are refused without it. Every pair twice, so that the second time meets
  // what the first remembered.
  const RuleSet rules = Rules("mlag", "senior");
  std::vector<Number> values;
  for (const char* text :
       {"√2",      "0-√2",       "1+√2", "(√2)-1",     "3-(2x√2)", "(√2)+√3",
        "3√2",     "(1+√5)÷2",   "4√2",  "(√2)x(3√2)", "1÷(1+√3)", "((√2)+√3)+√5",
        "1+(3√2)", "(3√2)-(√2)", "2",    "0-3",        "1÷2",      "0",
        "1",       "9",          "2÷3",  "0-1",        "1÷3"}) {
    auto value = ValueOfText(rules, text);
    REQUIRE_MESSAGE(value.has_value(), text);
    values.push_back(*value);
  }
  SolverArithmetic arithmetic(rules, false);
  int compared = 0, irrational = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (int op = 0; op < kSolverOperatorCount; ++op)
      for (const Number& a : values)
        for (const Number& b : values) {
          const Operator operation = static_cast<Operator>(op);
          Value expected = ApplyOperation(rules, operation, a, b, "", "");
          SolverValue out;
          const bool ok =
              arithmetic.Apply(operation, arithmetic.FromNumber(a), arithmetic.FromNumber(b), out);
          CAPTURE(a);
          CAPTURE(b);
          CAPTURE(op);
          REQUIRE(ok == expected.has_value());
          if (ok) CHECK(arithmetic.ToNumber(out) == expected.value());
          // Plain + - x ÷ (the inverted steps of the search) agree with core/numbers/number.h too.
          if (op <= static_cast<int>(Operator::Divide)) {
            NumberResult plain = operation == Operator::Add        ? Add(a, b)
                                 : operation == Operator::Subtract ? Subtract(a, b)
                                 : operation == Operator::Multiply ? Multiply(a, b)
                                                                   : Divide(a, b);
            REQUIRE(arithmetic.Plain(operation, arithmetic.FromNumber(a), arithmetic.FromNumber(b),
                                     out) == plain.has_value());
            if (plain) CHECK(arithmetic.ToNumber(out) == plain.value());
          }
          irrational += ok && !expected.value().IsRational();
          ++compared;
        }
  CHECK(compared == 2 * 6 * 23 * 23);
  CHECK(irrational > 500);  // the pairs are mostly radical values, not refusals
}
