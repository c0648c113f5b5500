#include "core/numbers/montgomery.h"

#include <doctest/doctest.h>

#include <boost/multiprecision/miller_rabin.hpp>

#include "core/numbers/radical.h"
#include "core/base/random.h"

using namespace equations;

namespace {

BigInteger RandomBelow(Random& random, const BigInteger& bound) {
  BigInteger x = 0;
  for (int i = 0; i < 5; ++i) x = (x << 64) + random.Next();
  return x % bound;
}

// A random prime of `bits` bits (Miller-Rabin with 25 rounds: no composite passes in practice).
BigInteger RandomPrime(Random& random, int bits) {
  for (;;) {
    BigInteger n = RandomBelow(random, BigInteger(1) << bits) | (BigInteger(1) << (bits - 1)) | 1;
    if (boost::multiprecision::miller_rabin_test(n, 25)) return n;
  }
}

}  // namespace

TEST_CASE("Montgomery arithmetic gives the products, sums and distances of plain arithmetic") {
  Random random(7);
  const BigInteger r = BigInteger(1) << 256;
  // Odd moduli of every size up to 2^256 - 1, some just below a limb boundary.
  std::vector<BigInteger> moduli = {3,
                                    (BigInteger(1) << 64) + 13,
                                    (BigInteger(1) << 128) - 159,
                                    (BigInteger(1) << 192) + 1,
                                    r - 189,
                                    r - 1};
  for (int i = 0; i < 20; ++i) moduli.push_back(RandomBelow(random, r) | 1);
  for (const BigInteger& n : moduli) {
    CAPTURE(n);
    const Montgomery256 mont(n);
    for (int i = 0; i < 50; ++i) {
      const BigInteger a = RandomBelow(random, n), b = i == 0 ? n - 1 : RandomBelow(random, n);
      const auto a_form = mont.To(a), b_form = mont.To(b);
      CHECK(Montgomery256::ToBig(a_form) == a * r % n);
      CHECK(Montgomery256::ToBig(mont.Multiply(a_form, b_form)) == a * b * r % n);
      CHECK(Montgomery256::ToBig(mont.Add(a_form, b_form)) == (a + b) * r % n);
      const BigInteger x = Montgomery256::ToBig(a_form), y = Montgomery256::ToBig(b_form);
      CHECK(Montgomery256::ToBig(Montgomery256::Distance(a_form, b_form)) ==
            (x > y ? BigInteger(x - y) : BigInteger(y - x)));
    }
  }
}

TEST_CASE(
    "numbers past 64 bits with a prime factor above the trial limit are split by Pollard rho") {
  // The factor p (20 to 24 bits: above the trial division's 20,000) is found by the 1,024 steps
  // of Pollard rho in about half of such numbers; the others are too large to check exactly
  // (docs/rulings.md, "Exact numbers"). Rho walks the same sequence in any arithmetic, so as many
  // are split with Montgomery products (core/numbers/montgomery.h) as with BigInteger remainders: 53 of
  // these 100 with both.
  Random random(2026);
  int split = 0;
  for (int i = 0; i < 100; ++i) {
    const BigInteger p = RandomPrime(random, 20 + i % 5), q = RandomPrime(random, 61 + i % 40);
    CAPTURE(p);
    CAPTURE(q);
    const auto factors = FactorInteger(p * q);
    if (!factors) continue;
    ++split;
    REQUIRE(factors->size() == 2);
    CHECK((*factors)[0].prime == p);
    CHECK((*factors)[1].prime == q);
    CHECK((*factors)[0].exponent == 1);
    CHECK((*factors)[1].exponent == 1);
  }
  CHECK(split == 53);
}
