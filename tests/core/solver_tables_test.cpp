#include "core/solver/solver_tables.h"

#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "core/rules/rules.h"

using namespace equations;

// The value index is what keeps each value of a multiset once: a value kept twice is paired again
// with every value of every other part, for nothing (core/solver/solver.cpp Build).
TEST_CASE("the value index keeps each value of a multiset once, also while it grows") {
  std::vector<SolverValueIndex> indexes(3);
  std::vector<std::vector<SolverValue>> values(3);
  // 40,000 values: past 32,768 an index grows to 131,072 slots a few entries per insert
  // (kMovedInSteps), so finds and inserts also meet values still in the old table.
  for (std::int64_t n = 0; n < 40000; ++n) {
    for (std::size_t m = 0; m < 3; ++m) {
      // The three multisets share most values, as a search's multisets do.
      const SolverValue fresh{n, static_cast<std::int64_t>(m == 2 ? 2 : 1)};
      REQUIRE(indexes[m].Insert(values[m], fresh));
      values[m].push_back(fresh);
      // The same value again, the first one and one from the middle, at every size: some of
      // these inserts come right after the index stops comparing value by value, or grows.
      for (const SolverValue& again : {fresh, values[m].front(), values[m][n / 2]}) {
        CHECK_FALSE(indexes[m].Insert(values[m], again));
      }
      CHECK(indexes[m].Find(values[m], values[m][n / 3]) == n / 3);
    }
  }
  // Every value is found at its place, in its own multiset only.
  for (std::size_t m = 0; m < 3; ++m)
    for (std::size_t i = 0; i < values[m].size(); i += 97) {
      CHECK(indexes[m].Find(values[m], values[m][i]) == static_cast<std::int64_t>(i));
      CHECK(indexes[m].Find(values[m], SolverValue{values[m][i].num, 3}) == -1);
    }
  CHECK(indexes[0].Find(values[0], SolverValue{1, 2}) == -1);  // in multiset 2, not 0
  CHECK(indexes[2].Find(values[2], SolverValue{1, 2}) == 1);
}

// A multiset of a few values is searched value by value, then through its table: the values kept
// are the same at every size (the first sizes are the ones most multisets have).
TEST_CASE("the value index answers the same before and after it builds its table") {
  for (std::size_t size = 1; size <= 40; ++size) {
    SolverValueIndex index;
    std::vector<SolverValue> values;
    for (std::size_t i = 0; i < size; ++i) {
      const SolverValue value{static_cast<std::int64_t>(i * 7919) - 100, 1 + (i % 3 == 0 ? 0 : 2)};
      REQUIRE(index.Insert(values, value));
      values.push_back(value);
    }
    for (std::size_t i = 0; i < size; ++i) {
      CHECK(index.Find(values, values[i]) == static_cast<std::int64_t>(i));
      CHECK_FALSE(index.Insert(values, values[i]));
    }
    CHECK(index.Find(values, SolverValue{-101, 1}) == -1);
  }
}

TEST_CASE("the node index finds each built multiset by its key") {
  SolverNodeIndex index;
  for (std::uint64_t key = 1; key <= 3000; ++key) index.Insert(key * 0x1000000001ULL, key * 7);
  for (std::uint64_t key = 1; key <= 3000; ++key)
    CHECK(index.Find(key * 0x1000000001ULL) == static_cast<std::int64_t>(key * 7));
  CHECK(index.Find(0) == -1);
  CHECK(index.Find(3001 * 0x1000000001ULL) == -1);
}

// The solver's arithmetic keeps each big or irrational number once (SolverArithmetic::FromNumber,
// through the same kind of index): a value's identity is its place in that list, so a number
// interned twice would be two values, and the multiset holding both would keep both (and pair
// both with everything). 40,000 numbers take the index past 65,536 slots, where it grows a few
// entries per insert (core/solver/solver_index.h).
TEST_CASE("the arithmetic interns each big or irrational number once, also while its index grows") {
  const RuleSet rules = FindRuleSet("agloa", "senior").value();
  SolverArithmetic arithmetic(rules, false);
  std::vector<Number> numbers;
  std::vector<SolverValue> interned;
  std::set<std::int64_t> places;
  const Number big = Number::FromInteger(10000000019);  // big x an int64 is past int64
  // The n-th number, made anew at each call: big integers, and square roots of numbers that are
  // not squares (n x n + 1 never is).
  auto make = [&](std::int64_t n) {
    return n % 2 == 0 ? Multiply(big, Number::FromInteger(1000000000 + n)).value()
                      : Root(Number::FromInteger(2), Number::FromInteger(n * n + 1)).value();
  };
  for (std::int64_t n = 0; n < 40000; ++n) {
    const Number number = make(n);
    REQUIRE_FALSE((number.IsRational() && number.RationalPart().IsSmall()));
    const SolverValue value = arithmetic.FromNumber(number);
    REQUIRE_FALSE(value.IsSmall());
    CHECK(places.insert(value.num).second);  // a new number, a new place
    numbers.push_back(number);
    interned.push_back(value);
    // The same numbers again, made anew (not a copy): the first, this one and one from the middle.
    for (std::int64_t again : {std::int64_t{0}, n, n / 2})
      CHECK(arithmetic.FromNumber(make(again)) == interned[static_cast<std::size_t>(again)]);
  }
  for (std::size_t i = 0; i < numbers.size(); i += 37)
    CHECK(arithmetic.ToNumber(interned[i]) == numbers[i]);
  CHECK(places.size() == 40000);
}
