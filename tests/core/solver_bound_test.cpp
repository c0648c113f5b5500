// The magnitude bounds of the solver (core/solver/solver_bound.h): they hold every value an expression
// of the cubes can name, and they refuse a Goal past them long before the levels would.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/base/random.h"
#include "core/numbers/rational.h"
#include "core/solver/solver_bound.h"
#include "core/queries/solver_equations.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

TEST_CASE("magnitude bounds hold every value a random expression of + - x ÷ cubes names") {
  Random random(20261124);
  int expressions = 0, nonzero = 0, tight = 0;
  for (int trial = 0; trial < 300; ++trial) {
    // Up to five kinds of tile (0-9), up to seven tiles, and a few of each operation.
    std::vector<std::int64_t> kinds;
    std::vector<int> counts;
    std::vector<std::int64_t> tiles;
    const int kind_count = 1 + random.Below(5);
    while (static_cast<int>(kinds.size()) < kind_count) {
      const std::int64_t tile = random.Below(10);
      if (std::find(kinds.begin(), kinds.end(), tile) != kinds.end()) continue;
      kinds.push_back(tile);
      counts.push_back(1 + random.Below(2));
      for (int i = 0; i < counts.back(); ++i) tiles.push_back(tile);
    }
    // + and -, x, ÷ (the search asks for bounds only without ^ and √).
    const int add = random.Below(3), subtract = random.Below(3), multiply = random.Below(3),
              divide = random.Below(3);
    const int operations[SolverBound::kKinds] = {add + subtract, multiply, divide};
    SolverBound bound(kinds, counts, operations);
    REQUIRE(bound.Compute(10'000'000));
    const SolverBound::Magnitudes& all = bound.all();
    REQUIRE(all.any);
    // Random expressions: some of the tiles, joined at random by some of the operations.
    for (int e = 0; e < 40; ++e) {
      std::vector<std::int64_t> pool = tiles;
      std::vector<char> ops;
      for (int i = 0; i < add; ++i) ops.push_back('+');
      for (int i = 0; i < subtract; ++i) ops.push_back('-');
      for (int i = 0; i < multiply; ++i) ops.push_back('x');
      for (int i = 0; i < divide; ++i) ops.push_back('/');
      const int most_tiles =
          std::min(static_cast<int>(pool.size()), static_cast<int>(ops.size()) + 1);
      const int n = 1 + random.Below(most_tiles);
      std::vector<Rational> values;
      for (int i = 0; i < n; ++i) {
        const int pick = random.Below(static_cast<int>(pool.size()));
        values.push_back(Rational(pool[static_cast<std::size_t>(pick)]));
        pool.erase(pool.begin() + pick);
      }
      bool defined = true;
      while (values.size() > 1) {
        const int i = random.Below(static_cast<int>(values.size()));
        const Rational a = values[static_cast<std::size_t>(i)];
        values.erase(values.begin() + i);
        const int j = random.Below(static_cast<int>(values.size()));
        const Rational b = values[static_cast<std::size_t>(j)];
        const int k = random.Below(static_cast<int>(ops.size()));
        const char op = ops[static_cast<std::size_t>(k)];
        ops.erase(ops.begin() + k);
        if (op == '/' && b.IsZero()) {
          defined = false;  // no value: the expression is dropped
          break;
        }
        values[static_cast<std::size_t>(j)] = op == '+'   ? a + b
                                              : op == '-' ? a - b
                                              : op == 'x' ? a * b
                                                          : a / b;
      }
      if (!defined) continue;
      ++expressions;
      const Rational v = values[0].Abs();
      CAPTURE(v);
      CAPTURE(all.most);
      CAPTURE(all.inverse_least);
      CHECK(v <= Rational(static_cast<std::int64_t>(all.most)));
      if (v.IsZero()) continue;
      ++nonzero;
      CHECK(v * Rational(static_cast<std::int64_t>(all.inverse_least)) >= Rational(1));
      if (v == Rational(static_cast<std::int64_t>(all.most))) ++tight;
    }
  }
  MESSAGE("expressions checked: ", expressions, " (", nonzero, " not 0; ", tight,
          " named the largest bound itself)");
  CHECK(expressions > 5000);
  CHECK(tight > 0);  // the bound is reached, not only respected
}

TEST_CASE(
    "a Goal larger than any value of the cubes is refused by the bounds, without the levels") {
  // From the solver benchmark (mlag): no expression of these cubes, with one x, one ÷, one +
  // and three -, names more than a few hundred. The levels proved it only after millions of
  // operations (still open after 1,000,000); the bounds start after 100,000 and end it there.
  const RuleSet rules = Rules("mlag", "senior");
  const Mat mat = MakeMat("717-0", "- 1 ÷", "", "3 3 1 1 0", "+ 3 3 4 4 - - x 8 9 9");
  EquationsSearch whole(rules, mat, SolverQuery::Possible);
  CHECK(whole.Run(300000) == SolveStatus::NotFound);
  MESSAGE("\"no\" after ", whole.stats().nodes, " operations");
  // In slices the search does the same work: the bounds pause with the budget.
  EquationsSearch sliced(rules, mat, SolverQuery::Possible);
  while (sliced.Run(100) == SolveStatus::Unfinished && sliced.stats().nodes < 300000) {
  }
  CHECK(sliced.status() == SolveStatus::NotFound);
  CHECK(sliced.stats().nodes == whole.stats().nodes);
  // A Goal within the bounds goes to the levels, which decide it: 72 = (8x9)-((3-3)÷1).
  const Mat reachable = MakeMat("72", "- 1 ÷", "", "3 3 1 1 0", "+ 3 3 4 4 - - x 8 9 9");
  EquationsSearch search(rules, reachable, SolverQuery::Possible);
  CHECK(search.Run(5000000) == SolveStatus::Found);
}
