// Sums of radicals: adding, multiplying, inverting, denesting and the exact sign.
#include "core/numbers/radical_sum.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <optional>
#include <utility>

namespace equations {
namespace {

using Kind = ArithmeticErrorKind;

// Returns the terms of x, its rational part first (as a coefficient of the radical 1).
std::vector<Monomial> TermsOf(const Number& x) {
  std::vector<Monomial> terms;
  if (!x.RationalPart().IsZero()) terms.push_back(Monomial{x.RationalPart(), Radical{}});
  if (const RadicalSum* sum = x.Radicals()) {
    terms.insert(terms.end(), sum->terms.begin(), sum->terms.end());
  }
  return terms;
}

// Returns the index of radical in basis, or basis.size() when it is not there.
std::size_t FindRadical(const std::vector<Radical>& basis, const Radical& radical) {
  for (std::size_t i = 0; i < basis.size(); ++i) {
    if (basis[i] == radical) return i;
  }
  return basis.size();
}

// Returns 1/x for a sum x: the roots of x generate a group G of radicals (modulo rationals) whose
// members form a basis of the field Q(G); multiplication by x is a linear map on that basis, and
// solving x*y = 1 gives y.
NumberResult InverseBySystem(const Number& x) {
  const std::vector<Monomial> terms = TermsOf(x);
  std::vector<Radical> basis(1);  // starts with the radical 1
  for (std::size_t i = 0; i < basis.size(); ++i) {
    for (const Monomial& term : terms) {
      if (term.radical.IsOne()) continue;
      const MonomialResult product = MultiplyRadicals(basis[i], term.radical);
      if (!product) return MakeUnexpected(product.error());
      if (FindRadical(basis, product->radical) == basis.size()) {
        basis.push_back(product->radical);
        if (basis.size() > kMaxFieldDegree) {
          return MakeUnexpected(ArithmeticError{
              Kind::NotExact,
              "cannot be checked exactly: dividing by this sum of roots is too complicated"});
        }
      }
    }
  }
  const std::size_t n = basis.size();
  // The system in integers: x's coefficients over one common denominator, divided by their
  // content g, so (common/g) x M y' = e0 and then y = y' x common/g. Solved by fraction-free
  // elimination (Bareiss): every entry stays a minor, and there is no gcd to take.
  BigInteger common = 1;
  for (const Monomial& term : terms) {
    if (!term.coefficient.IsInteger()) {
      common = boost::multiprecision::lcm(common, term.coefficient.Denominator());
    }
  }
  std::vector<BigInteger> numerators;
  BigInteger content = 0;
  for (const Monomial& term : terms) {
    numerators.push_back(term.coefficient.Numerator() * (common / term.coefficient.Denominator()));
    content = boost::multiprecision::gcd(content, numerators.back());
  }
  for (BigInteger& numerator : numerators) numerator /= content;
  std::vector<std::vector<BigInteger>> system(n, std::vector<BigInteger>(n + 1));
  for (std::size_t column = 0; column < n; ++column) {
    for (std::size_t t = 0; t < terms.size(); ++t) {
      const MonomialResult product = MultiplyRadicals(terms[t].radical, basis[column]);
      if (!product) return MakeUnexpected(product.error());
      const std::size_t row = FindRadical(basis, product->radical);
      assert(row < n && product->coefficient.IsInteger());
      system[row][column] += numerators[t] * product->coefficient.Numerator();
    }
  }
  system[0][n] = 1;
  // The inverse is cofactors over the determinant, usually about n-1 times the size of the
  // entries (Hadamard's bound): far past the limit it is TooLarge before any elimination.
  std::size_t largest = 0;
  for (const auto& row : system) {
    for (const BigInteger& entry : row) largest = std::max(largest, BitLength(abs(entry)));
  }
  if (largest * (n - 1) > 3 * kMaxIntegerBits) return MakeUnexpected(MakeError(Kind::TooLarge));
  // The elimination takes about n^3/3 steps on entries that grow to that size: past
  // kMaxEliminationWork limb products it is TooLarge before it starts.
  const std::uint64_t final_limbs = static_cast<std::uint64_t>(largest * (n - 1)) / 64 + 1;
  const std::uint64_t steps = static_cast<std::uint64_t>(n) * n * n / 3 + 1;
  if (steps * final_limbs * final_limbs / 4 > kMaxEliminationWork)
    return MakeUnexpected(MakeError(Kind::TooLarge));
  BigInteger previous = 1;
  for (std::size_t k = 0; k < n; ++k) {
    // x != 0 makes multiplication by x invertible, so a pivot always exists.
    std::size_t pivot = k;
    while (pivot < n && system[pivot][k] == 0) ++pivot;
    assert(pivot < n);
    std::swap(system[pivot], system[k]);
    for (std::size_t row = k + 1; row < n; ++row) {
      for (std::size_t column = k + 1; column <= n; ++column) {
        BigInteger& entry = system[row][column];
        const std::uint64_t limbs = std::max(LimbsOf(entry), LimbsOf(system[k][k]));
        CountArithmeticWork(4 * limbs * limbs);
        entry = (entry * system[k][k] - system[row][k] * system[k][column]) / previous;
        if (BitLength(abs(entry)) > 2 * kMaxIntegerBits) {
          return MakeUnexpected(MakeError(Kind::TooLarge));
        }
      }
      system[row][k] = 0;
    }
    previous = system[k][k];
  }
  // Fraction-free back substitution: with D the last pivot (the determinant up to sign),
  // X = D y' is an integer vector (Cramer's rule), so every division below is exact.
  const BigInteger& determinant = system[n - 1][n - 1];
  std::vector<BigInteger> scaled(n);
  for (std::size_t i = n; i-- > 0;) {
    BigInteger value = determinant * system[i][n];
    for (std::size_t j = i + 1; j < n; ++j) {
      if (system[i][j] != 0 && scaled[j] != 0) value -= system[i][j] * scaled[j];
    }
    scaled[i] = value / system[i][i];
    if (BitLength(abs(scaled[i])) > 3 * kMaxIntegerBits) {
      return MakeUnexpected(MakeError(Kind::TooLarge));
    }
  }
  std::vector<Rational> solution(n);
  const BigInteger denominator = determinant * content;
  for (std::size_t i = 0; i < n; ++i) {
    if (scaled[i] != 0) solution[i] = Rational::FromBig(scaled[i] * common, denominator);
  }
  std::vector<Monomial> result;
  for (std::size_t i = 0; i < n; ++i) result.push_back(Monomial{solution[i], basis[i]});
  return WithinLimits(NumberFromTerms(std::move(result)));
}

// Returns the exact rational square root of a non-negative rational, if it has one.
std::optional<Rational> RationalSquareRoot(const Rational& value) {
  const BigInteger numerator = value.Numerator(), denominator = value.Denominator();
  const BigInteger up = IntegerRoot(numerator, 2), down = IntegerRoot(denominator, 2);
  if (up * up != numerator || down * down != denominator) return std::nullopt;
  return Rational::FromBig(up, down);
}

// Returns √y for y = a + b√c > 0 when a^2 - b^2 c is a rational square s^2:
// √y = √((a+s)/2) ± √((a-s)/2), the sign of b. Nothing when y has another form.
std::optional<NumberResult> DenestSquareRoot(const Number& y) {
  const RadicalSum* sum = y.Radicals();
  if (sum == nullptr || sum->terms.size() != 1 || sum->terms.front().radical.index != 2) {
    return std::nullopt;
  }
  const Rational& a = y.RationalPart();
  const Rational& b = sum->terms.front().coefficient;
  const Rational c = Rational::FromBigInteger(sum->terms.front().radical.radicand);
  const Rational square = a * a - b * b * c;
  if (square.Sign() < 0) return std::nullopt;
  const std::optional<Rational> s = RationalSquareRoot(square);
  if (!s) return std::nullopt;
  const Rational u = (a + *s) / Rational(2), v = (a - *s) / Rational(2);
  if (v.Sign() < 0) return std::nullopt;
  const Number half = Number::FromRational(Rational::FromFraction(1, 2));
  NumberResult root_u = Power(Number::FromRational(u), half);
  if (!root_u) return root_u;
  NumberResult root_v = Power(Number::FromRational(v), half);
  if (!root_v) return root_v;
  return b.Sign() > 0 ? Add(*root_u, *root_v) : Subtract(*root_u, *root_v);
}

// Returns the fraction nearest to value with a denominator of at most max_denominator (continued
// fractions), or nothing when value is not finite or not small.
std::optional<Rational> NearbyFraction(double value, std::int64_t max_denominator) {
  if (!std::isfinite(value) || std::abs(value) > 1e9) return std::nullopt;
  std::int64_t h0 = 0, h1 = 1, k0 = 1, k1 = 0;  // the two latest convergents h/k
  double rest = value;
  for (int step = 0; step < 40; ++step) {
    const double whole = std::floor(rest);
    const auto a = static_cast<std::int64_t>(whole);
    std::int64_t h2, k2;
    if (__builtin_mul_overflow(a, h1, &h2) || __builtin_add_overflow(h2, h0, &h2) ||
        __builtin_mul_overflow(a, k1, &k2) || __builtin_add_overflow(k2, k0, &k2) ||
        k2 > max_denominator) {
      break;
    }
    h0 = h1;
    h1 = h2;
    k0 = k1;
    k1 = k2;
    const double fraction = rest - whole;
    if (fraction < 1e-12) break;
    rest = 1 / fraction;
  }
  if (k1 == 0) return std::nullopt;
  return Rational::FromFraction(h1, k1);
}

// Returns the q-th root of y = a + b√c when it is u + v√c with small fractions u and v: the
// candidate comes from floating-point values of the root and of the conjugate root, and counts
// only when its q-th power equals y exactly (so ∛(7+5√2) = 1+√2 and ∛(2+√5) = 1/2+√5/2).
std::optional<Number> RootInQuadraticField(const Number& y, std::int64_t q) {
  const RadicalSum* sum = y.Radicals();
  if (sum == nullptr || sum->terms.size() != 1 || sum->terms.front().radical.index != 2) {
    return std::nullopt;
  }
  const Monomial& term = sum->terms.front();
  const double root_c = std::sqrt(static_cast<double>(term.radical.radicand));
  const double value = y.ToDouble();
  const double conjugate = y.RationalPart().ToDouble() - term.coefficient.ToDouble() * root_c;
  if (!(value > 0) || !std::isfinite(conjugate) || (q % 2 == 0 && conjugate <= 0)) {
    return std::nullopt;
  }
  const double exponent = 1.0 / static_cast<double>(q);
  const double root = std::pow(value, exponent);
  const double conjugate_root = std::copysign(std::pow(std::abs(conjugate), exponent), conjugate);
  const std::optional<Rational> u = NearbyFraction((root + conjugate_root) / 2, 100000);
  const std::optional<Rational> v = NearbyFraction((root - conjugate_root) / (2 * root_c), 100000);
  if (!u || !v || v->IsZero()) return std::nullopt;
  Number candidate = NumberFromTerms({Monomial{*u, Radical{}}, Monomial{*v, term.radical}});
  const NumberResult power = IntegerPower(candidate, q);
  if (!power || !(*power == y)) return std::nullopt;
  return candidate.Sign() > 0 ? candidate : Negate(candidate);
}

}  // namespace

NumberResult WithinLimits(Number number) {
  if (number.RationalPart().BitSize() > kMaxIntegerBits) {
    return MakeUnexpected(MakeError(Kind::TooLarge));
  }
  if (const RadicalSum* sum = number.Radicals()) {
    const std::size_t terms = sum->terms.size() + (number.RationalPart().IsZero() ? 0 : 1);
    if (terms > kMaxTerms) return MakeUnexpected(MakeError(Kind::TooLarge));
    for (const Monomial& term : sum->terms) {
      if (term.coefficient.BitSize() > kMaxIntegerBits) {
        return MakeUnexpected(MakeError(Kind::TooLarge));
      }
    }
  }
  return number;
}

Number NumberFromTerms(std::vector<Monomial> terms) {
  std::sort(terms.begin(), terms.end(),
            [](const Monomial& a, const Monomial& b) { return a.radical < b.radical; });
  std::vector<Monomial> combined;
  combined.reserve(terms.size());
  for (Monomial& term : terms) {
    if (!combined.empty() && combined.back().radical == term.radical) {
      combined.back().coefficient += term.coefficient;
    } else {
      combined.push_back(std::move(term));
    }
  }
  combined.erase(std::remove_if(combined.begin(), combined.end(),
                                [](const Monomial& m) { return m.coefficient.IsZero(); }),
                 combined.end());
  Rational rational;
  if (!combined.empty() && combined.front().radical.IsOne()) {
    rational = std::move(combined.front().coefficient);
    combined.erase(combined.begin());
  }
  if (combined.empty()) return Number::FromRational(std::move(rational));
  auto sum = std::make_shared<RadicalSum>();
  sum->terms = std::move(combined);
  return Number(std::move(rational), std::move(sum));
}

Number NumberFromMonomial(Monomial monomial) {
  if (monomial.radical.IsOne() || monomial.coefficient.IsZero()) {
    return Number::FromRational(monomial.coefficient);
  }
  auto sum = std::make_shared<RadicalSum>();
  sum->terms.push_back(std::move(monomial));
  return Number(Rational(), std::move(sum));
}

Number Negate(const Number& x) {
  if (x.IsRational()) return Number::FromRational(-x.RationalPart());
  auto sum = std::make_shared<RadicalSum>(*x.Radicals());
  for (Monomial& term : sum->terms) term.coefficient = -term.coefficient;
  return Number(-x.RationalPart(), std::move(sum));
}

Number AddUnchecked(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) {
    return Number::FromRational(a.RationalPart() + b.RationalPart());
  }
  std::vector<Monomial> terms = TermsOf(a);
  std::vector<Monomial> more = TermsOf(b);
  terms.insert(terms.end(), more.begin(), more.end());
  return NumberFromTerms(std::move(terms));
}

NumberResult MultiplyUnchecked(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) {
    return Number::FromRational(a.RationalPart() * b.RationalPart());
  }
  if (a.IsZero() || b.IsZero()) return Number();
  if (a.IsRational() || b.IsRational()) {
    const Rational& scale = a.IsRational() ? a.RationalPart() : b.RationalPart();
    const Number& x = a.IsRational() ? b : a;
    auto sum = std::make_shared<RadicalSum>(*x.Radicals());
    for (Monomial& term : sum->terms) term.coefficient *= scale;
    return Number(x.RationalPart() * scale, std::move(sum));
  }
  const std::vector<Monomial> left = TermsOf(a), right = TermsOf(b);
  // A product of coefficients far past the limit is TooLarge before any work is done.
  auto largest_bits = [](const std::vector<Monomial>& terms) {
    std::size_t bits = 0;
    for (const Monomial& term : terms) bits = std::max(bits, term.coefficient.BitSize());
    return bits;
  };
  if (largest_bits(left) + largest_bits(right) > kMaxIntegerBits + 64) {
    return MakeUnexpected(MakeError(Kind::TooLarge));
  }
  // Integer numerators over one common denominator per side: the many products then need no gcd,
  // only each combined term at the end.
  auto to_integers = [](const std::vector<Monomial>& terms, BigInteger& common) {
    common = 1;
    for (const Monomial& term : terms) {
      if (!term.coefficient.IsInteger()) {
        const std::uint64_t limbs =
            std::max(LimbsOf(common), LimbsOf(term.coefficient.Denominator()));
        CountArithmeticWork(64 * limbs * limbs);  // the gcd inside lcm
        common = boost::multiprecision::lcm(common, term.coefficient.Denominator());
      }
    }
    std::vector<BigInteger> numerators;
    numerators.reserve(terms.size());
    for (const Monomial& term : terms) {
      numerators.push_back(term.coefficient.Numerator() *
                           (common / term.coefficient.Denominator()));
    }
    return numerators;
  };
  BigInteger left_common, right_common;
  const std::vector<BigInteger> left_numerators = to_integers(left, left_common);
  const std::vector<BigInteger> right_numerators = to_integers(right, right_common);
  std::vector<std::pair<Radical, BigInteger>> products;
  products.reserve(left.size() * right.size());
  for (std::size_t i = 0; i < left.size(); ++i) {
    for (std::size_t j = 0; j < right.size(); ++j) {
      MonomialResult product = MultiplyRadicals(left[i].radical, right[j].radical);
      if (!product) return MakeUnexpected(product.error());
      // Exponents below 1 add up to less than 2: what leaves the root is an integer.
      assert(product->coefficient.IsInteger());
      CountArithmeticWork(LimbsOf(left_numerators[i]) * LimbsOf(right_numerators[j]) +
                          LimbsOf(product->radical.radicand));
      products.emplace_back(std::move(product->radical), left_numerators[i] * right_numerators[j] *
                                                             product->coefficient.Numerator());
    }
  }
  std::sort(products.begin(), products.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  const BigInteger denominator = left_common * right_common;
  std::vector<Monomial> terms;
  for (std::size_t i = 0; i < products.size();) {
    BigInteger sum = std::move(products[i].second);
    std::size_t j = i + 1;
    for (; j < products.size() && products[j].first == products[i].first; ++j) {
      sum += products[j].second;
    }
    if (sum != 0) {
      terms.push_back(Monomial{Rational::FromBig(std::move(sum), denominator), products[i].first});
    }
    i = j;
  }
  return NumberFromTerms(std::move(terms));
}

NumberResult Inverse(const Number& x) {
  assert(!x.IsZero());
  if (x.IsRational()) return Number::FromRational(x.RationalPart().Inverse());
  const RadicalSum& sum = *x.Radicals();
  if (x.RationalPart().IsZero() && sum.terms.size() == 1) {
    Monomial inverse = InvertRadical(sum.terms.front().radical);
    inverse.coefficient *= sum.terms.front().coefficient.Inverse();
    return WithinLimits(NumberFromMonomial(std::move(inverse)));
  }
  return InverseBySystem(x);
}

NumberResult IntegerPower(const Number& x, std::int64_t p) {
  if (p == 0) return Number::FromInteger(1);
  // The positive power first and one inverse at the end: powers of the (usually small) x are
  // cheaper than powers of its inverse, whose coefficients are large.
  Number base = x;
  std::uint64_t remaining = static_cast<std::uint64_t>(p < 0 ? -p : p);
  Number result = Number::FromInteger(1);
  while (remaining > 0) {
    if (remaining & 1) {
      NumberResult product = Multiply(result, base);
      if (!product) return product;
      result = std::move(*product);
    }
    remaining >>= 1;
    if (remaining > 0) {
      NumberResult square = Multiply(base, base);
      if (!square) return square;
      base = std::move(*square);
    }
  }
  if (p < 0) return Inverse(result);
  return result;
}

NumberResult RootOfSum(const Number& x, const BigInteger& q) {
  BigInteger remaining = q;
  Number y = x;
  while (remaining % 2 == 0 && !y.IsRational() &&
         !(y.RationalPart().IsZero() && y.Radicals()->terms.size() == 1)) {
    std::optional<NumberResult> root = DenestSquareRoot(y);
    if (!root) break;
    if (!*root) return *root;
    y = std::move(**root);
    remaining /= 2;
  }
  if (remaining == 1) return y;
  if (y.IsRational() || (y.RationalPart().IsZero() && y.Radicals()->terms.size() == 1)) {
    return Power(y, Number::FromRational(Rational::FromBig(1, remaining)));
  }
  if (remaining <= kMaxRootIndex) {
    std::optional<Number> root = RootInQuadraticField(y, static_cast<std::int64_t>(remaining));
    if (root) return *std::move(root);
  }
  return MakeUnexpected(ArithmeticError{
      Kind::NotExact,
      "cannot be checked exactly: this root of a sum does not simplify to an exact form"});
}

namespace {

// The sign of rational + sum decided in double precision, when the parts are small enough to be
// converted exactly (or nearly) and the value is far from 0: each term c x root is computed with
// a relative error below 5e-15 (the conversions, a correctly rounded sqrt or a pow within 1 ulp,
// and the exponent 1/index rounded, times |ln radicand| <= 37), and a sum of at most
// kMaxTerms + 1 terms adds below 1e-14 x the sum of their magnitudes. A value farther from 0 than
// 1e-9 x that sum has the computed sign for certain. Otherwise: nothing (the exact refinement
// decides). It decides only where the exact refinement decides at its first precision (2^-32 x
// the same sum), so the answers, TooLarge included, are the same.
std::optional<int> SignInDoublePrecision(const Rational& rational, const RadicalSum& sum) {
  if (!rational.IsSmall() || sum.terms.size() > kMaxTerms) return std::nullopt;
  double value = static_cast<double>(rational.SmallNumerator()) /
                 static_cast<double>(rational.SmallDenominator());
  double magnitude = std::fabs(value);
  for (const Monomial& term : sum.terms) {
    const Rational& c = term.coefficient;
    const Radical& radical = term.radical;
    if (!c.IsSmall() || radical.index > kMaxRootIndex || BitLength(radical.radicand) > 53)
      return std::nullopt;
    const double radicand = radical.radicand.convert_to<double>();  // exact: < 2^53
    const double root = radical.index == 2
                            ? std::sqrt(radicand)
                            : std::pow(radicand, 1.0 / static_cast<double>(radical.index));
    const double t =
        static_cast<double>(c.SmallNumerator()) / static_cast<double>(c.SmallDenominator()) * root;
    value += t;
    magnitude += std::fabs(t);
  }
  if (value > 1e-9 * magnitude) return 1;
  if (value < -1e-9 * magnitude) return -1;
  return std::nullopt;
}

// The refinement's first precision, in bits.
constexpr std::size_t kFirstSignPrecision = 32;

// Returns whether the refinement may work at `precision` bits within max_bits: the work grows
// with the square of the roots' length, once per term, so the budget is max_bits bits for one
// term, and less for many ((length)^2 x terms <= max_bits^2).
bool SignPrecisionWithin(const RadicalSum& sum, std::size_t precision, std::size_t max_bits) {
  std::int64_t largest_index = 2;
  for (const Monomial& term : sum.terms)
    largest_index = std::max(largest_index, term.radical.index);
  const std::uint64_t length =
      static_cast<std::uint64_t>(precision) * static_cast<std::uint64_t>(largest_index);
  const std::uint64_t budget = static_cast<std::uint64_t>(max_bits);
  const std::uint64_t terms = sum.terms.size();
  return length <= budget &&
         (budget >= (std::uint64_t{1} << 31) || length * length * terms <= budget * budget);
}

}  // namespace

std::optional<int> SignOfSum(const Rational& rational, const RadicalSum& sum,
                             std::size_t max_bits) {
  // The double-precision filter answers only where the refinement could take its first step.
  if (SignPrecisionWithin(sum, kFirstSignPrecision, max_bits)) {
    if (const std::optional<int> sign = SignInDoublePrecision(rational, sum)) return sign;
  }
  return SignOfSumRefined(rational, sum, max_bits);
}

std::optional<int> SignOfSumRefined(const Rational& rational, const RadicalSum& sum,
                                    std::size_t max_bits) {
  // Scale everything to integers: D x value = R + sum of C_i x root_i.
  BigInteger common = rational.Denominator();
  for (const Monomial& term : sum.terms) {
    common = boost::multiprecision::lcm(common, term.coefficient.Denominator());
  }
  const BigInteger scaled_rational = rational.Numerator() * (common / rational.Denominator());
  std::vector<BigInteger> scaled;
  for (const Monomial& term : sum.terms) {
    scaled.push_back(term.coefficient.Numerator() * (common / term.coefficient.Denominator()));
  }
  // Each irrational root_i x 2^k lies strictly between A_i and A_i + 1.
  std::vector<BigInteger> roots(sum.terms.size());  // each root_i x 2^precision, rounded down
  std::size_t previous = 0;
  for (std::size_t precision = kFirstSignPrecision;; previous = precision, precision *= 2) {
    if (!SignPrecisionWithin(sum, precision, max_bits)) return std::nullopt;
    BigInteger low = scaled_rational << precision, high = low;
    for (std::size_t i = 0; i < sum.terms.size(); ++i) {
      const Radical& radical = sum.terms[i].radical;
      roots[i] = previous == 0 ? ScaledRadical(radical, precision)
                               : RefineScaledRadical(radical, precision, roots[i], previous);
      const BigInteger& a = roots[i];
      CountArithmeticWork(2 * LimbsOf(a) * LimbsOf(scaled[i]));
      if (scaled[i] > 0) {
        low += scaled[i] * a;
        high += scaled[i] * (a + 1);
      } else {
        low += scaled[i] * (a + 1);
        high += scaled[i] * a;
      }
    }
    if (low >= 0) return 1;
    if (high <= 0) return -1;
  }
}

}  // namespace equations
