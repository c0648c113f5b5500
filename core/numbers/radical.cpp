// Radical: canonical roots of integers, their products and powers, and the prime factoring behind
// them (AGLOA III-B-2, III-C-1).
#include "core/numbers/radical.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <map>
#include <numeric>

#include <boost/multiprecision/miller_rabin.hpp>

#include "core/numbers/montgomery.h"

namespace equations {
namespace {

using U64 = std::uint64_t;
__extension__ typedef unsigned __int128 U128;

constexpr U64 kTrialLimit = 1000;           // trial division of 64-bit numbers
constexpr unsigned kBigTrialLimit = 20000;  // trial division of larger numbers
constexpr int kBigRhoIterations = 1 << 10;  // Pollard rho budget for numbers past 64 bits
// A number past 64 bits with no prime factor below kBigTrialLimit that is not a perfect power is
// factored (primality test, Pollard rho) only up to this length: it is NotExact beyond.
constexpr std::size_t kMaxHardFactorBits = 256;

U64 MulMod(U64 a, U64 b, U64 m) {
  return static_cast<U64>(static_cast<U128>(a) * b % m);
}

U64 PowMod(U64 base, U64 exponent, U64 m) {
  U64 result = 1 % m;
  base %= m;
  while (exponent > 0) {
    if (exponent & 1) result = MulMod(result, base, m);
    base = MulMod(base, base, m);
    exponent >>= 1;
  }
  return result;
}

// Work units (ArithmeticWork) of one MulMod (a 128-bit remainder) and of one 64-bit gcd, in
// proportion to their measured times, where a unit is about 1.5 ns (SolverArithmetic::
// kWorkPerOperation units are one search operation).
constexpr std::uint64_t kMulModWork = 4;
constexpr std::uint64_t kGcd64Work = 150;

// Returns whether n is prime (deterministic Miller-Rabin for all 64-bit n).
bool IsPrime64(U64 n) {
  if (n < 2) return false;
  for (U64 p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
    if (n % p == 0) return n == p;
  }
  U64 d = n - 1;
  int s = 0;
  while ((d & 1) == 0) {
    d >>= 1;
    ++s;
  }
  for (U64 a : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
    CountArithmeticWork(kMulModWork * 2 * (64 + static_cast<U64>(s)));  // the power, the squares
    U64 x = PowMod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s && composite; ++i) {
      x = MulMod(x, x, n);
      if (x == n - 1) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

// Returns a non-trivial factor of the odd composite n (Pollard rho, Brent's variant: the
// differences are multiplied together and one gcd is taken per batch of kBatch steps, going back
// step by step when the batch collapses to n). Each factor found is split further by Factor64,
// so the primes found do not depend on which factor comes first. About 10 ns a step natively
// (a 64-bit semiprime of two 32-bit primes: 119,000 steps, 1.2 ms; it was 10 ms with a gcd every
// step).
U64 PollardRho64(U64 n) {
  constexpr U64 kBatch = 128;
  for (U64 c = 1;; ++c) {
    auto f = [&](U64 v) { return (MulMod(v, v, n) + c) % n; };
    U64 x = 2, y = 2, saved = 2, product = 1, d = 1;
    for (U64 r = 1; d == 1; r *= 2) {
      x = y;
      CountArithmeticWork(2 * kMulModWork * r);
      for (U64 i = 0; i < r; ++i) y = f(y);
      for (U64 k = 0; k < r && d == 1; k += kBatch) {
        saved = y;
        const U64 steps = std::min(kBatch, r - k);
        CountArithmeticWork(2 * kMulModWork * steps + kGcd64Work);  // a step and a product each
        for (U64 i = 0; i < steps; ++i) {
          y = f(y);
          product = MulMod(product, x > y ? x - y : y - x, n);
        }
        d = std::gcd(product, n);
      }
    }
    if (d == n) {  // several factors at once (or a difference of 0): one step at a time
      do {
        CountArithmeticWork(2 * kMulModWork + kGcd64Work);
        saved = f(saved);
        d = std::gcd(x > saved ? x - saved : saved - x, n);
      } while (d == 1);
    }
    if (d != n) return d;
  }
}

void Factor64(U64 n, std::map<BigInteger, std::int64_t>& out) {
  if (n == 1) return;
  if (IsPrime64(n)) {
    ++out[BigInteger(n)];
    return;
  }
  const U64 d = PollardRho64(n);
  Factor64(d, out);
  Factor64(n / d, out);
}

void TrialDivide64(U64& n, std::map<BigInteger, std::int64_t>& out) {
  for (U64 p = 2; p <= kTrialLimit && p * p <= n; p += (p == 2 ? 1 : 2)) {
    CountArithmeticWork(5);  // a 64-bit division, about 7 ns
    while (n % p == 0) {
      ++out[BigInteger(p)];
      n /= p;
    }
  }
}

const std::vector<unsigned>& SmallPrimes() {
  static const std::vector<unsigned> primes = [] {
    std::vector<bool> composite(kBigTrialLimit + 1, false);
    std::vector<unsigned> result;
    for (unsigned i = 2; i <= kBigTrialLimit; ++i) {
      if (composite[i]) continue;
      result.push_back(i);
      for (unsigned j = i * i; j <= kBigTrialLimit; j += i) composite[j] = true;
    }
    return result;
  }();
  return primes;
}

bool FitsU64(const BigInteger& n) {
  return n >= 0 && BitLength(n) <= 64;
}

// Returns a non-trivial factor of the composite n past 64 bits and of at most
// kMaxHardFactorBits, or 0 when the budget runs out (Pollard rho with Floyd's cycle finding; the
// differences are multiplied together and one gcd is taken per batch, going back over the batch
// step by step when it collapses to n). The steps are Montgomery products
// (core/numbers/montgomery.h), about 5 times faster than BigInteger remainders. In Montgomery form
// every value is x R mod n for the x of the plain sequence, so each gcd, and the factor found, is
// the plain one: gcd(u a, n) = gcd(a, n) for a unit u.
BigInteger PollardRhoBig(const BigInteger& n) {
  static_assert(kMaxHardFactorBits <= 256, "Montgomery256 takes n below 2^256");
  constexpr int kBatch = 64;
  const Montgomery256 mont(n);  // n is odd: it has no factor below kBigTrialLimit
  using Limbs = Montgomery256::Limbs;
  for (unsigned c = 1; c <= 2; ++c) {
    const Limbs c_form = mont.To(c);
    auto f = [&mont, &c_form](const Limbs& v) { return mont.Add(mont.Multiply(v, v), c_form); };
    Limbs x = mont.To(2), y = x;
    const std::uint64_t limbs = LimbsOf(n);
    for (int done = 0; done < kBigRhoIterations; done += kBatch) {
      // Counted as a step of 4 BigInteger products and remainders was, before the Montgomery
      // products (which take about a third of that time), so that searches count the same
      // operations as they did.
      CountArithmeticWork(24 * kBatch * (limbs * limbs + 4));
      const Limbs saved_x = x, saved_y = y;
      Limbs product = mont.To(1);
      for (int i = 0; i < kBatch; ++i) {
        x = f(x);
        y = f(f(y));
        product = mont.Multiply(product, Montgomery256::Distance(x, y));
      }
      BigInteger d = boost::multiprecision::gcd(Montgomery256::ToBig(product), n);
      if (d == 1) continue;
      if (d == n) {  // several factors at once: go back over the batch one step at a time
        x = saved_x;
        y = saved_y;
        for (int i = 0; i < kBatch && (d == 1 || d == n); ++i) {
          x = f(x);
          y = f(f(y));
          d = boost::multiprecision::gcd(Montgomery256::ToBig(Montgomery256::Distance(x, y)), n);
        }
      }
      if (d != 1 && d != n) return d;
      break;  // this constant cycles without a factor: try the next one
    }
  }
  return 0;
}

bool FactorInto(BigInteger n, std::map<BigInteger, std::int64_t>& out, int depth) {
  if (n == 1) return true;
  if (FitsU64(n)) {
    U64 small = static_cast<U64>(n);
    TrialDivide64(small, out);
    Factor64(small, out);
    return true;
  }
  if (depth == 0) {
    CountArithmeticWork(SmallPrimes().size() * 4 * LimbsOf(n));  // about 6 ns a limb a prime
    for (unsigned p : SmallPrimes()) {
      while (n % p == 0) {
        ++out[BigInteger(p)];
        n /= p;
      }
    }
    if (FitsU64(n)) return FactorInto(n, out, depth + 1);
  }
  // A perfect power of a number with no small factor: its root is at least kBigTrialLimit. Prime
  // k suffice (an (a x b)-th power is an a-th power).
  const std::size_t bits = BitLength(n);
  for (std::int64_t k = 2; k <= static_cast<std::int64_t>(bits / 14) + 1; ++k) {
    if (!IsPrime64(static_cast<U64>(k))) continue;
    const BigInteger root = IntegerRoot(n, k);
    if (boost::multiprecision::pow(root, static_cast<unsigned>(k)) == n) {
      std::map<BigInteger, std::int64_t> inner;
      if (!FactorInto(root, inner, depth + 1)) return false;
      for (const auto& [prime, exponent] : inner) out[prime] += exponent * k;
      return true;
    }
  }
  if (bits > kMaxHardFactorBits) return false;
  // Miller-Rabin: a modular power (bits squarings of limbs x limbs) per round, about 75 µs on
  // 4 limbs natively; a prime takes all 25 rounds and the Fermat test, a composite one or two.
  const bool prime = boost::multiprecision::miller_rabin_test(n, 25);
  const std::uint64_t limbs = LimbsOf(n);
  CountArithmeticWork((prime ? 26 : 2) * bits * (limbs * limbs + 4) * 16);
  if (prime) {
    ++out[n];
    return true;
  }
  const BigInteger d = PollardRhoBig(n);
  if (d == 0) return false;
  return FactorInto(d, out, depth + 1) && FactorInto(n / d, out, depth + 1);
}

// Returns the merge of two sorted exponent lists, adding exponents of equal primes.
PrimeExponents MergeExponents(const PrimeExponents& a, const PrimeExponents& b) {
  PrimeExponents result;
  result.reserve(a.size() + b.size());
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) {
      result.push_back(a[i++]);
    } else if (i == a.size() || b[j].first < a[i].first) {
      result.push_back(b[j++]);
    } else {
      Rational sum = a[i].second + b[j].second;
      if (!sum.IsZero()) result.emplace_back(a[i].first, std::move(sum));
      ++i;
      ++j;
    }
  }
  return result;
}

double Log2(const BigInteger& n) {
  const std::size_t bits = BitLength(n);
  if (bits <= 1000) return std::log2(static_cast<double>(n));
  const std::size_t shift = bits - 64;
  return std::log2(static_cast<double>(BigInteger(n >> shift))) + static_cast<double>(shift);
}

// Returns 1 as a monomial.
Monomial UnitMonomial() {
  Monomial one;
  one.coefficient = Rational(1);
  return one;
}

}  // namespace

std::size_t BitLength(const BigInteger& n) {
  return n == 0 ? 0 : boost::multiprecision::msb(n) + 1;
}

std::optional<std::vector<PrimePower>> FactorInteger(const BigInteger& n) {
  assert(n >= 1);
  // Numbers past 64 bits take long to factor and come back often in a search (the solver roots
  // the same values in many multisets): their factors are remembered, at most kRemembered of them
  // (then the memory starts again). The answer is the same either way, and so is the work
  // counted (ArithmeticWork): a remembered answer counts the work it took, so that what a
  // budgeted search counts does not depend on what was factored before.
  constexpr std::size_t kRemembered = 1 << 12;
  struct Known {
    std::optional<std::vector<PrimePower>> factors;
    std::uint64_t work = 0;
  };
  thread_local std::map<BigInteger, Known> remembered;
  const bool long_number = !FitsU64(n);
  if (long_number) {
    auto known = remembered.find(n);
    if (known != remembered.end()) {
      CountArithmeticWork(known->second.work);
      return known->second.factors;
    }
  }
  const std::uint64_t work_before = ArithmeticWork();
  std::map<BigInteger, std::int64_t> found;
  std::optional<std::vector<PrimePower>> result;
  if (FactorInto(n, found, 0)) {
    result.emplace();
    result->reserve(found.size());
    for (auto& [prime, exponent] : found) result->push_back({prime, exponent});
  }
  if (long_number) {
    if (remembered.size() >= kRemembered) remembered.clear();
    remembered.emplace(n, Known{result, ArithmeticWork() - work_before});
  }
  return result;
}

std::optional<PrimeExponents> FactorRational(const Rational& value) {
  assert(value.Sign() > 0);
  const auto numerator = FactorInteger(value.Numerator());
  if (!numerator) return std::nullopt;
  const auto denominator = FactorInteger(value.Denominator());
  if (!denominator) return std::nullopt;
  PrimeExponents up, down;
  for (const auto& factor : *numerator) up.emplace_back(factor.prime, Rational(factor.exponent));
  for (const auto& factor : *denominator) {
    down.emplace_back(factor.prime, Rational(-factor.exponent));
  }
  return MergeExponents(up, down);
}

BigInteger IntegerRoot(const BigInteger& n, std::int64_t k) {
  assert(n >= 0 && k >= 1);
  if (k == 1 || n < 2) return n;
  const std::uint64_t limbs = LimbsOf(n);
  if (k == 2) {
    CountArithmeticWork(64 * limbs * limbs);  // Boost's integer square root, bit by bit
    return boost::multiprecision::sqrt(n);
  }
  const std::size_t bits = BitLength(n);
  if (static_cast<std::size_t>(k) >= bits) return 1;  // 2^k > n
  // Newton's iteration from above: x = ((k-1)x + n/x^(k-1)) / k decreases to the floor root.
  // It starts from a floating-point estimate raised a little, checked to be above the root, so that
  // it needs a few steps instead of about k.
  const unsigned k_minus_1 = static_cast<unsigned>(k - 1);
  BigInteger x;
  const double log_root = Log2(n) / static_cast<double>(k);
  const double shift = std::max(0.0, std::floor(log_root) - 52);
  const double mantissa = std::exp2(log_root - shift) * (1 + 1e-9) + 2;
  x = BigInteger(static_cast<std::uint64_t>(mantissa)) << static_cast<std::size_t>(shift);
  if (boost::multiprecision::pow(x, k_minus_1 + 1) < n) {
    x = BigInteger(1) << ((bits + static_cast<std::size_t>(k) - 1) / static_cast<std::size_t>(k));
  }
  for (;;) {
    CountArithmeticWork(4 * limbs * limbs);  // the power of x and the division
    BigInteger y = (x * k_minus_1 + n / boost::multiprecision::pow(x, k_minus_1)) / k;
    if (y >= x) return x;
    x = std::move(y);
  }
}

MonomialResult MonomialFromExponents(const Rational& coefficient, const PrimeExponents& exponents) {
  // Integer parts go to the coefficient; fractional parts make the radical.
  std::uint64_t whole_bits = 0;  // 64 bits in wasm too
  std::int64_t index = 1;
  std::vector<std::pair<const BigInteger*, Rational>> fractions;
  std::vector<std::pair<const BigInteger*, BigInteger>> wholes;
  for (const auto& [prime, exponent] : exponents) {
    BigInteger whole = exponent.Floor();
    Rational fraction = exponent - Rational::FromBigInteger(whole);
    if (whole != 0) {
      const BigInteger magnitude = abs(whole);
      if (BitLength(magnitude) > 32)
        return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
      whole_bits += static_cast<std::uint64_t>(magnitude) * (BitLength(prime) - 1);
      if (whole_bits > kMaxIntegerBits + coefficient.BitSize()) {
        return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
      }
      wholes.emplace_back(&prime, std::move(whole));
    }
    if (!fraction.IsZero()) {
      if (!fraction.IsSmall() || fraction.SmallDenominator() > kMaxRootIndex) {
        return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
      }
      index = std::lcm(index, fraction.SmallDenominator());
      if (index > kMaxRootIndex) return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
      fractions.emplace_back(&prime, std::move(fraction));
    }
  }
  Monomial result{coefficient, Radical{}};
  if (!wholes.empty()) {
    BigInteger up = 1, down = 1;
    for (const auto& [prime, whole] : wholes) {
      const unsigned power = static_cast<unsigned>(abs(whole));
      (whole > 0 ? up : down) *= boost::multiprecision::pow(*prime, power);
    }
    result.coefficient *= Rational::FromBig(std::move(up), std::move(down));
    if (result.coefficient.BitSize() > kMaxIntegerBits) {
      return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
    }
  }
  if (!fractions.empty()) {
    Radical& radical = result.radical;
    radical.index = index;
    std::uint64_t radicand_bits = 0;  // 64 bits in wasm too
    for (const auto& [prime, fraction] : fractions) {
      const std::int64_t exponent =
          fraction.SmallNumerator() * (index / fraction.SmallDenominator());
      radicand_bits += static_cast<std::uint64_t>(exponent) * (BitLength(*prime) - 1);
      if (radicand_bits > kMaxIntegerBits) {
        return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
      }
      radical.factors.push_back({*prime, exponent});
    }
    radical.radicand = 1;
    for (const auto& factor : radical.factors) {
      radical.radicand *=
          boost::multiprecision::pow(factor.prime, static_cast<unsigned>(factor.exponent));
    }
    if (BitLength(radical.radicand) > kMaxIntegerBits) {
      return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
    }
  }
  return result;
}

PrimeExponents ExponentsOf(const Radical& radical) {
  PrimeExponents result;
  result.reserve(radical.factors.size());
  for (const auto& factor : radical.factors) {
    result.emplace_back(factor.prime, Rational::FromFraction(factor.exponent, radical.index));
  }
  return result;
}

MonomialResult MultiplyRadicals(const Radical& a, const Radical& b) {
  if (a.IsOne()) return Monomial{Rational(1), b};
  if (b.IsOne()) return Monomial{Rational(1), a};
  // Merging the factors, with its small allocations, costs about as much as a few hundred limb
  // products.
  CountArithmeticWork(300 * (a.factors.size() + b.factors.size()));
  return MonomialFromExponents(Rational(1), MergeExponents(ExponentsOf(a), ExponentsOf(b)));
}

Monomial InvertRadical(const Radical& radical) {
  // prod p^(-e/n) = prod p^((n-e)/n) / prod p.
  Monomial result{Rational(1), radical};
  if (radical.IsOne()) return result;
  BigInteger primes = 1;
  result.radical.radicand = 1;
  for (auto& factor : result.radical.factors) {
    factor.exponent = radical.index - factor.exponent;
    primes *= factor.prime;
    result.radical.radicand *=
        boost::multiprecision::pow(factor.prime, static_cast<unsigned>(factor.exponent));
  }
  result.coefficient = Rational::FromBig(1, std::move(primes));
  return result;
}

MonomialResult RadicalPower(const Radical& radical, const Rational& exponent) {
  if (radical.IsOne() || exponent.IsZero()) return UnitMonomial();
  PrimeExponents exponents = ExponentsOf(radical);
  for (auto& entry : exponents) entry.second *= exponent;
  return MonomialFromExponents(Rational(1), exponents);
}

MonomialResult RationalPower(const Rational& base, const Rational& exponent) {
  assert(base.Sign() > 0);
  if (base == Rational(1) || exponent.IsZero()) return UnitMonomial();
  const BigInteger numerator = base.Numerator(), denominator = base.Denominator();
  if (exponent.IsInteger()) {
    const BigInteger power = abs(exponent.Numerator());
    if (BitLength(power) > 32) return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
    const unsigned p = static_cast<unsigned>(power);
    // 64 bits: in wasm std::size_t has 32, and the product could wrap past the check.
    const std::uint64_t estimate = static_cast<std::uint64_t>(base.BitSize() - 1) * p;
    if (estimate > kMaxIntegerBits) return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
    Rational result = Rational::FromBig(boost::multiprecision::pow(numerator, p),
                                        boost::multiprecision::pow(denominator, p));
    if (result.BitSize() > kMaxIntegerBits) {
      return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
    }
    if (exponent.Sign() < 0) result = result.Inverse();
    return Monomial{std::move(result), Radical{}};
  }
  // A perfect power needs no factoring: 8^(2/3) = 2^2.
  const BigInteger q = exponent.Denominator();
  if (q <= BigInteger(base.BitSize())) {
    const std::int64_t k = static_cast<std::int64_t>(q);
    const BigInteger root_up = IntegerRoot(numerator, k), root_down = IntegerRoot(denominator, k);
    if (boost::multiprecision::pow(root_up, static_cast<unsigned>(k)) == numerator &&
        boost::multiprecision::pow(root_down, static_cast<unsigned>(k)) == denominator) {
      return RationalPower(Rational::FromBig(root_up, root_down),
                           Rational::FromBigInteger(exponent.Numerator()));
    }
  }
  // Each prime's exponent k <= BitSize() becomes k x exponent, whose denominator is at least
  // q / k: past kMaxRootIndex x BitSize() some root index must pass kMaxRootIndex.
  if (q > BigInteger(kMaxRootIndex) * base.BitSize()) {
    return MakeUnexpected(MakeError(ArithmeticErrorKind::TooLarge));
  }
  auto exponents = FactorRational(base);
  if (!exponents) return MakeUnexpected(MakeError(ArithmeticErrorKind::NotExact));
  for (auto& entry : *exponents) entry.second *= exponent;
  return MonomialFromExponents(Rational(1), *exponents);
}

BigInteger ScaledRadical(const Radical& radical, std::size_t precision) {
  return IntegerRoot(radical.radicand << (precision * static_cast<std::size_t>(radical.index)),
                     radical.index);
}

BigInteger RefineScaledRadical(const Radical& radical, std::size_t precision,
                               const BigInteger& coarse, std::size_t coarse_precision) {
  assert(coarse_precision <= precision);
  const BigInteger n = radical.radicand << (precision * static_cast<std::size_t>(radical.index));
  const std::int64_t k = radical.index;
  // (coarse + 1) x 2^(precision - coarse_precision) is above the root: Newton's iteration from
  // above decreases to the floor root, doubling the correct bits at each step.
  BigInteger x = (coarse + 1) << (precision - coarse_precision);
  const unsigned k_minus_1 = static_cast<unsigned>(k - 1);
  const std::uint64_t limbs = LimbsOf(n);
  for (;;) {
    CountArithmeticWork(4 * limbs * limbs);  // the power of x and the division
    BigInteger y = (x * k_minus_1 + n / boost::multiprecision::pow(x, k_minus_1)) / k;
    if (y >= x) return x;
    x = std::move(y);
  }
}

double RadicalToDouble(const Radical& radical) {
  return std::exp2(Log2(radical.radicand) / static_cast<double>(radical.index));
}

}  // namespace equations
