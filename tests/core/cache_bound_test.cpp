// The process-wide caches stay within their documented bounds however many inputs they meet, and
// answer the same after they have started again (docs/memory.md).
#include "core/numbers/cyclotomic.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

namespace equations {
namespace {

bool IsPrime(std::int64_t p) {
  if (p < 2) return false;
  for (std::int64_t d = 2; d * d <= p; ++d)
    if (p % d == 0) return false;
  return true;
}

}  // namespace

TEST_CASE("the cyclotomic polynomials and square roots remembered stay bounded") {
  // Every order up to the largest held, and every square root of a prime each order holds: far
  // more than the bound.
  std::size_t asked = 0;
  for (std::int64_t order = 1; order <= kMaxCyclotomicOrder; ++order) {
    CyclotomicPolynomial(order);
    ++asked;
    CHECK(CyclotomicCacheEntries() <= 2 * kCyclotomicsRemembered);
  }
  for (std::int64_t order = 8; order <= kMaxCyclotomicOrder; order += 8) {
    for (std::int64_t p = 2; p <= order; ++p) {
      if (!IsPrime(p) || order % p != 0) continue;
      SquareRootOfPrime(order, p);
      ++asked;
    }
  }
  CHECK(asked > 4 * kCyclotomicsRemembered);
  CHECK(CyclotomicCacheEntries() <= 2 * kCyclotomicsRemembered);
  // Still right after starting again: Φ_12 = x^4 - x^2 + 1, and √3 squared is 3 in Q(ζ_12).
  CHECK(CyclotomicPolynomial(12) == std::vector<std::int64_t>{1, 0, -1, 0, 1});
  const Cyclotomic root = SquareRootOfPrime(12, 3);
  CHECK(MultiplyCyclotomic(root, root) == CyclotomicConstant(12, Rational(3)));
  CHECK(MultiplyCyclotomic(SquareRootOfPrime(1024, 2), SquareRootOfPrime(1024, 2)) ==
        CyclotomicConstant(1024, Rational(2)));
}

}  // namespace equations
