#include <doctest/doctest.h>

#include "core/language/evaluate.h"
#include "core/numbers/number.h"

using namespace equations;

TEST_CASE("a long numeral with leading zeros is read as a decimal number, not octal") {
  // Found by the fuzz target: Boost reads "0184..." as octal and throws on the 8.
  const Value value = NumeralValue("018446744073709551615");
  REQUIRE(value.has_value());
  CHECK(value->ToString() == "18446744073709551615");
  const Value zeros = NumeralValue("0000000000000000000000");
  REQUIRE(zeros.has_value());
  CHECK(zeros->IsZero());
  const Value short_one = NumeralValue("007");
  REQUIRE(short_one.has_value());
  CHECK(short_one->ToString() == "7");
}
