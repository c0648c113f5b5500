#include "core/solver_tables.h"

#include <doctest/doctest.h>

#include <vector>

using namespace equations;

// The value table is what keeps each value of a multiset once: a value kept twice is paired again
// with every value of every other part, for nothing (core/solver.cpp Build).
TEST_CASE("the value table keeps each value of a multiset once, also while it grows") {
  SolverValueTable table;
  std::vector<std::vector<SolverValue>> values(3);
  for (std::int64_t n = 0; n < 5000; ++n) {
    for (std::uint32_t ordinal = 0; ordinal < 3; ++ordinal) {
      const SolverValue fresh{n, ordinal + 1};
      REQUIRE(table.Insert(ordinal, values[ordinal], fresh));
      values[ordinal].push_back(fresh);
      // The same value again, the first one and one from the middle, at every size: some of
      // these inserts are the ones that make the table grow.
      for (const SolverValue& again : {fresh, values[ordinal].front(), values[ordinal][n / 2]}) {
        CHECK_FALSE(table.Insert(ordinal, values[ordinal], again));
      }
    }
  }
  // Every value is found in its own multiset, at its place, and not in another.
  for (std::uint32_t ordinal = 0; ordinal < 3; ++ordinal)
    for (std::size_t i = 0; i < values[ordinal].size(); i += 97) {
      CHECK(table.Find(ordinal, values[ordinal], values[ordinal][i]) ==
            static_cast<std::int64_t>(i));
      const std::uint32_t other = (ordinal + 1) % 3;
      CHECK(table.Find(other, values[other], values[ordinal][i]) == -1);
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
