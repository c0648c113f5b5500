#include "core/solver/solver_arithmetic.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <numeric>

#include "core/language/evaluate.h"
#include "core/numbers/radical.h"
#include "core/numbers/radical_sum.h"
#include "core/numbers/rational.h"
#include "core/solver/solver.h"

namespace equations {

namespace {

using std::int64_t;

// Stores n/d (d != 0, any signs) reduced with a positive denominator; false when a part would be
// INT64_MIN (core/numbers/rational.h keeps such values in big form).
bool Reduce(int64_t n, int64_t d, SolverValue& out) {
  if (n == INT64_MIN || d == INT64_MIN) return false;
  if (d < 0) n = -n, d = -d;
  if (n == 0) {
    out = {0, 1};
    return true;
  }
  int64_t g = std::gcd(n, d);
  out = {n / g, d / g};
  return true;
}

// Returns whether |a| < |b| for small values (denominators positive).
bool SmallerInSize(SolverValue a, SolverValue b) {
  auto size = [](std::int64_t n) { return n < 0 ? -static_cast<__int128>(n) : __int128{n}; };
  return size(a.num) * b.den < size(b.num) * a.den;
}

// a/b + c/d for reduced small fractions; false on overflow.
bool SmallAdd(int64_t a, int64_t b, int64_t c, int64_t d, SolverValue& out) {
  if (b == 1 && d == 1) {
    int64_t sum;
    if (__builtin_add_overflow(a, c, &sum) || sum == INT64_MIN) return false;
    out = {sum, 1};
    return true;
  }
  int64_t g = std::gcd(b, d);
  int64_t b1 = b / g, d1 = d / g, x, y, n, den;
  if (__builtin_mul_overflow(a, d1, &x) || __builtin_mul_overflow(c, b1, &y) ||
      __builtin_add_overflow(x, y, &n) || __builtin_mul_overflow(b, d1, &den))
    return false;
  return Reduce(n, den, out);
}

// (a/b) x (c/d) for reduced small fractions; false on overflow.
bool SmallMultiply(int64_t a, int64_t b, int64_t c, int64_t d, SolverValue& out) {
  if (a == 0 || c == 0) {
    out = {0, 1};
    return true;
  }
  if (b == 1 && d == 1) {  // two whole numbers: no gcd to take
    int64_t n;
    if (__builtin_mul_overflow(a, c, &n) || n == INT64_MIN) return false;
    out = {n, 1};
    return true;
  }
  int64_t g1 = std::gcd(a, d), g2 = std::gcd(c, b), n, den;
  if (__builtin_mul_overflow(a / g1, c / g2, &n) || __builtin_mul_overflow(b / g2, d / g1, &den))
    return false;
  if (n == INT64_MIN || den == INT64_MIN) return false;
  out = {n, den};
  return true;
}

// a/b to the power e (small integer, base not zero); false on overflow.
bool SmallPower(int64_t a, int64_t b, int64_t e, SolverValue& out) {
  int64_t n = 1, d = 1;
  for (int64_t k = e < 0 ? -e : e; k > 0; --k)
    if (__builtin_mul_overflow(n, a, &n) || __builtin_mul_overflow(d, b, &d)) return false;
  if (e < 0) std::swap(n, d);
  return Reduce(n, d, out);
}

}  // namespace

namespace {

// Returns the heap memory of a big integer (estimated: its limbs and the allocation's header).
std::size_t BigBytes(const BigInteger& n) {
  return n == 0 ? 0 : BitLength(abs(n)) / 8 + 24;
}

std::size_t RationalBytes(const Rational& r) {
  return r.IsSmall() ? 0 : BigBytes(r.Numerator()) + BigBytes(r.Denominator()) + 64;
}

// Returns the memory of a Number beyond sizeof(Number) (estimated; for the search's ceiling).
std::size_t HeapBytes(const Number& number) {
  std::size_t bytes = RationalBytes(number.RationalPart());
  if (const RadicalSum* sum = number.Radicals()) {
    bytes += sizeof(RadicalSum) + 32;  // the shared block
    for (const Monomial& term : sum->terms)
      bytes += sizeof(Monomial) + RationalBytes(term.coefficient) +
               BigBytes(term.radical.radicand) +
               term.radical.factors.capacity() * sizeof(PrimePower);
  }
  return bytes;
}

}  // namespace

bool SolverArithmetic::SetTargetField(const std::vector<Number>& targets) {
  // The radical of a product with coefficient 1, or 1 for a rational.
  auto unit = [](const Monomial& term) {
    auto sum = std::make_shared<RadicalSum>();
    sum->terms.push_back(Monomial{Rational(1), term.radical});
    return Number(Rational(), std::move(sum));
  };
  if (!interned_.empty()) return false;  // values already interned are not marked
  std::vector<Number> generators;
  for (const Number& target : targets) {
    if (target.IsRational()) continue;
    for (const Monomial& term : target.Radicals()->terms) {
      if (term.radical.factors.empty()) return false;
      generators.push_back(unit(term));
    }
  }
  if (generators.empty()) return false;
  std::vector<Number> products = {Number::FromInteger(1)};
  for (std::size_t i = 0; i < products.size(); ++i) {
    for (const Number& generator : generators) {
      const NumberResult product = Multiply(products[i], generator);
      if (!product.has_value()) return false;
      if (product->IsRational()) continue;  // the radical 1, products[0]
      const std::vector<Monomial>& terms = product->Radicals()->terms;
      if (terms.size() != 1 || !product->RationalPart().IsZero()) return false;
      const Number radical = unit(terms[0]);
      if (std::find(products.begin(), products.end(), radical) != products.end()) continue;
      if (products.size() == kMaxFieldRadicals) return false;
      products.push_back(radical);
    }
  }
  field_ = std::move(products);
  return true;
}

SolverValue SolverArithmetic::FromNumber(const Number& number) {
  if (number.IsRational() && number.RationalPart().IsSmall())
    return {number.RationalPart().SmallNumerator(), number.RationalPart().SmallDenominator()};
  if (const std::int64_t found = index_of_.FindOrAdd(interned_, number); found >= 0)
    return {found, 0};
  const auto index = static_cast<std::int64_t>(interned_.size());
  interned_.push_back(number);
  std::uint8_t shape = kRationalShape;
  std::uint64_t primes = 0;
  if (!number.IsRational()) {
    const std::vector<Monomial>& terms = number.Radicals()->terms;
    shape = terms.size() == 1 && (number.RationalPart().IsZero() || terms[0].radical.index == 2)
                ? kRootableShape
                : kTangledShape;
    for (const Monomial& term : terms) {
      if (term.radical.factors.empty()) primes |= kUnknownPrimes;
      for (const PrimePower& factor : term.radical.factors)
        primes |= std::uint64_t{1} << static_cast<int>(factor.prime % 61);
      if (!field_.empty() &&
          std::none_of(field_.begin() + 1, field_.end(), [&](const Number& product) {
            return product.Radicals()->terms[0].radical == term.radical;
          }))
        primes |= kOutsideField;
    }
  }
  shape_.push_back(shape);
  primes_.push_back(primes);
  // The index's entries: two to four slots of 8 bytes a number, and up to half as many again
  // while it grows.
  interned_bytes_ += HeapBytes(number) + sizeof(Number) + 48;
  return {index, 0};
}

std::int64_t SolverArithmetic::ExactRoot(std::int64_t x, std::int64_t n) {
  if (x < 2) return x;
  if (n >= 63) return -1;  // 2^63 > any int64
  double guess = std::pow(static_cast<double>(x), 1.0 / static_cast<double>(n));
  int64_t base = static_cast<int64_t>(std::llround(guess));
  for (int64_t c = std::max<int64_t>(1, base - 1); c <= base + 1; ++c) {
    int64_t p = 1;
    bool overflow = false;
    for (int64_t k = 0; k < n && !overflow; ++k) overflow = __builtin_mul_overflow(p, c, &p);
    if (!overflow && p == x) return c;
  }
  return -1;
}

bool SolverArithmetic::PowerMayBeRational(SolverValue base, SolverValue exponent,
                                          bool index) const {
  if (exponent.IsZero()) return true;
  if (!IsRational(exponent))  // exact on the bases 0 and 1 only
    return base.IsSmall() && base.den == 1 && (base.num == 0 || base.num == 1);
  if (!exponent.IsSmall() || exponent.num == INT64_MIN) return true;
  // |E| = m/n: the exponent, or 1 ÷ the index of a root.
  const std::int64_t magnitude = exponent.num < 0 ? -exponent.num : exponent.num;
  const std::int64_t m = index ? exponent.den : magnitude, n = index ? magnitude : exponent.den;
  if (IsRational(base)) {
    // r^(m/n), n > 1: rational exactly when r^(1/n) is (r^(1/n) = (r^(m/n))^a x r^b for
    // a m + b n = 1), so when |num| and den are n-th powers.
    if (!base.IsSmall() || n == 1 || base.num == INT64_MIN) return true;
    return ExactRoot(base.num < 0 ? -base.num : base.num, n) >= 0 && ExactRoot(base.den, n) >= 0;
  }
  if (!RationalOrMonomial(base)) return false;  // a sum has no rational power
  // |v| = |c| x product of p^(e_p/k), 0 < e_p < k, gcd(k, every e_p) = 1 (core/numbers/radical.h):
  // each exponent of |v|^(m/n) is (c_p + e_p/k) m/n, an integer only if k divides every e_p m, so
  // m.
  const Radical& radical =
      interned_[static_cast<std::size_t>(base.num)].Radicals()->terms[0].radical;
  return m % radical.index == 0;
}

bool SolverArithmetic::PowerMayBeInField(SolverValue base, SolverValue exponent, bool index) const {
  // x^0 is 1 (0 √ x is undefined); an irrational exponent is exact on the bases 0 and 1 only.
  if (exponent.IsZero() || !IsRational(exponent)) return false;
  if (!IsRational(base) || !exponent.IsSmall() || exponent.num == INT64_MIN) return true;
  // r^(m/n) = (r^m)^(1/n): its root's index divides n, the denominator of the exponent or the
  // numerator of the index.
  const std::int64_t n = index ? (exponent.num < 0 ? -exponent.num : exponent.num) : exponent.den;
  if (n == 1) return false;
  if (field_.empty()) return true;
  return std::any_of(field_.begin() + 1, field_.end(), [&](const Number& product) {
    return n % product.Radicals()->terms[0].radical.index == 0;
  });
}

std::int64_t SolverArithmetic::ExponentGcd(const Number& number) {
  if (!number.IsRational()) return -1;
  const Rational magnitude = number.RationalPart().Abs();
  if (magnitude.IsZero() || magnitude == Rational(1)) return 0;
  const std::optional<PrimeExponents> exponents = FactorRational(magnitude);
  if (!exponents) return -1;
  std::int64_t gcd = 0;
  for (const auto& [prime, exponent] : *exponents) {
    if (!exponent.IsSmall() || exponent.SmallDenominator() != 1) return -1;
    const std::int64_t e = exponent.SmallNumerator();
    gcd = std::gcd(gcd, e < 0 ? -e : e);
  }
  return gcd;
}

Number SolverArithmetic::ToNumber(SolverValue value) const {
  if (value.IsSmall()) return Number::FromRational(Rational::FromFraction(value.num, value.den));
  return interned_[static_cast<std::size_t>(value.num)];
}

int SolverArithmetic::Sign(SolverValue value) const {
  if (value.IsSmall()) return value.num > 0 ? 1 : value.num < 0 ? -1 : 0;
  return interned_[static_cast<std::size_t>(value.num)].Sign();
}

std::size_t SolverArithmetic::StepHash::operator()(const Step& s) const {
  std::uint64_t h = static_cast<std::uint64_t>(s.left_num) * 0x9E3779B97F4A7C15ULL;
  for (std::int64_t part : {s.left_den, s.right_num, s.right_den, std::int64_t{s.operation}})
    h = (h ^ (h >> 29) ^ static_cast<std::uint64_t>(part)) * 0xBF58476D1CE4E5B9ULL;
  return static_cast<std::size_t>(h ^ (h >> 32));
}

bool SolverArithmetic::Slow(Operator operation, SolverValue left, SolverValue right,
                            bool with_rules, SolverValue& out) {
  const Step step{left.num, left.den, right.num, right.den, StepKind(operation, with_rules)};
  // Every step on big or irrational values is remembered in a direct-mapped table (a newer step
  // takes the place of an older one with the same slot): the same pair of values meets again in
  // many multisets, and core/numbers/number.h may take long on it.
  bool known = false;
  Remembered& slot = SlotOf(step, known);
  if (known) {
    out = slot.value;
    return slot.ok;
  }
  const std::uint64_t work_before = ArithmeticWork();
  Number a = ToNumber(left), b = ToNumber(right);
  Outcome outcome;
  if (operation == Operator::Divide && !right.IsSmall() && !b.IsRational() && !a.IsZero() &&
      (!with_rules || rules_.fractions_allowed)) {
    // a ÷ b is a x (1 ÷ b), as core/numbers/number.h Divide computes it, with 1 ÷ b computed once
    // per b. Where fractions are refused (ACC third grade) the checker's arithmetic decides.
    SolverValue inverse;
    if (InverseOf(right.num, inverse)) {
      NumberResult result = Multiply(a, ToNumber(inverse));
      if (result) outcome = {true, FromNumber(result.value())};
    }
  } else if (with_rules) {
    std::optional<Number> result = ApplyUnderRules(rules_, operation, a, b);
    if (result) outcome = {true, FromNumber(*result)};
  } else {
    NumberResult result = RowOf(operation).apply(a, b, OperatorSetting{});
    if (result) outcome = {true, FromNumber(result.value())};
  }
  slot.Set(step, outcome);
  out = outcome.value;
  Charge(work_before);
  return outcome.ok;
}

bool SolverArithmetic::InverseOf(std::int64_t index, SolverValue& inverse) {
  const auto i = static_cast<std::size_t>(index);
  if (inverse_known_.size() <= i) {
    inverse_known_.resize(interned_.size(), 0);
    inverse_.resize(interned_.size());
  }
  if (inverse_known_[i] == 0) {
    NumberResult result = Inverse(interned_[i]);
    const SolverValue value = result ? FromNumber(result.value()) : SolverValue{};
    inverse_known_[i] = result ? 2 : 1;  // FromNumber may have grown interned_, not these
    inverse_[i] = value;
  }
  inverse = inverse_[i];
  return inverse_known_[i] == 2;
}

bool SolverArithmetic::ReleaseSome(std::size_t& count) {
  steps_ = {};
  inverse_known_ = {};
  inverse_ = {};
  index_of_.Clear();
  shape_ = {};
  primes_ = {};
  for (; count > 0 && !interned_.empty(); --count) interned_.pop_back();
  if (interned_.empty()) interned_ = {};  // its room too
  return interned_.empty();
}

void SolverArithmetic::Charge(std::uint64_t before) {
  if (operations_ == nullptr) return;
  // At least kSlowStepOperations: a step on big or irrational values that is not remembered
  // also factors, looks roots up and interns its result, work ArithmeticWork does not count.
  work_ += std::max(ArithmeticWork() - before, kSlowStepOperations * kWorkPerOperation);
  *operations_ += work_ / kWorkPerOperation;
  work_ %= kWorkPerOperation;
}

SolverArithmetic::Remembered& SolverArithmetic::SlotOf(const Step& step, bool& known) {
  // The table grows (and starts afresh) as the misses grow, so a small search keeps it small.
  if (steps_.empty() || (steps_.size() < kStepsRemembered && misses_ > 2 * steps_.size())) {
    steps_.assign(steps_.empty() ? 1024 : 4 * steps_.size(), Remembered{});
    misses_ = 0;
  }
  Remembered& slot = steps_[StepHash{}(step) & (steps_.size() - 1)];
  known = slot.used && slot.step == step;
  if (!known) ++misses_;
  return slot;
}

bool SolverArithmetic::RobustIrrational(SolverValue value) {
  if (IsRational(value)) return false;
  auto small = [](const Number& number) {
    if (!number.RationalPart().IsSmall()) return false;
    for (const Monomial& term : number.Radicals()->terms)
      if (!term.coefficient.IsSmall()) return false;
    return true;
  };
  if (!small(interned_[static_cast<std::size_t>(value.num)])) return false;
  const std::uint64_t work_before = ArithmeticWork();
  SolverValue inverse;
  // The inverse of an irrational value is irrational, so it is interned.
  const bool robust = InverseOf(value.num, inverse) && !inverse.IsSmall() &&
                      small(interned_[static_cast<std::size_t>(inverse.num)]);
  Charge(work_before);
  return robust;
}

bool SolverArithmetic::RationalOrMonomial(SolverValue value) const {
  if (value.IsSmall()) return true;
  const Number& number = interned_[static_cast<std::size_t>(value.num)];
  return number.IsRational() ||
         (number.RationalPart().IsZero() && number.Radicals()->terms.size() == 1);
}

bool SolverArithmetic::RationalPowerBases(SolverValue exponent, bool index, SolverValue target,
                                          SolverValue bases[2], int& count) {
  count = 0;
  if (!exponent.IsSmall() || !target.IsSmall() || exponent.num == 0) return false;
  if (target.num == 0) {  // x^E = 0 only for x = 0 (Apply checks E > 0)
    bases[count++] = {0, 1};
    return true;
  }
  // E = p/q (a root's index e makes E = 1/e), and |x| = |t|^(q/p) = (n/d)^(q/p).
  int64_t p = index ? exponent.den : exponent.num, q = index ? exponent.num : exponent.den;
  if (q < 0) p = -p, q = -q;
  if (p == INT64_MIN || target.num == INT64_MIN) return false;
  int64_t n = target.num < 0 ? -target.num : target.num, d = target.den;
  if (p < 0) std::swap(n, d), p = -p;
  // (n/d)^(q/p) with gcd(p, q) = 1 and gcd(n, d) = 1 is rational exactly when n and d are p-th
  // powers (their p-th roots to the q-th power; the roots have no common factor, nor their
  // powers).
  const int64_t root_up = p == 1 ? n : ExactRoot(n, p);
  const int64_t root_down = p == 1 ? d : ExactRoot(d, p);
  if (root_up < 0 || root_down < 1) return true;  // |x| is irrational: no rational x
  int64_t up = 1, down = 1;                       // root_up^q and root_down^q
  if (root_up > 1 || root_down > 1) {
    // Past int64 (q > 62 with a root of at least 2 always is), |x| is a rational no small one
    // equals: none for this caller.
    if (q > 62) return true;
    for (int64_t k = 0; k < q; ++k)
      if (__builtin_mul_overflow(up, root_up, &up) ||
          __builtin_mul_overflow(down, root_down, &down))
        return true;
  }
  bases[count++] = {up, down};
  bases[count++] = {-up, down};
  return true;
}

bool SolverArithmetic::PowerBases(SolverValue exponent, bool index, SolverValue target,
                                  SolverValue bases[2], int& count) {
  count = 0;
  if (exponent.IsZero()) return false;
  if (target.IsZero()) {  // x^E = 0 only for x = 0 (and E > 0: Apply checks it)
    bases[count++] = {0, 1};
    return true;
  }
  // |target|^(1/E) and its negative, each remembered like a slow step.
  for (int negative = 0; negative < 2; ++negative) {
    const Step step{exponent.num, exponent.den, target.num, target.den,
                    32 + (index ? 2 : 0) + negative};
    bool known = false;
    Remembered& slot = SlotOf(step, known);
    if (!known) {
      const std::uint64_t work_before = ArithmeticWork();
      Outcome outcome;
      const Number e = ToNumber(exponent);
      if (e.IsRational()) {
        Number magnitude = ToNumber(target);
        if (magnitude.Sign() < 0) magnitude = Negate(magnitude);
        // x^E = t with E = e (a power) or 1/e (the index of a root): |x| = |t|^(1/E).
        const Number power = index ? e : Number::FromRational(e.RationalPart().Inverse());
        NumberResult root = equations::Power(magnitude, power);
        if (root) outcome = {true, FromNumber(negative ? Negate(root.value()) : root.value())};
      }
      slot.Set(step, outcome);
      Charge(work_before);
    }
    if (!slot.ok) return false;
    bases[count++] = slot.value;
  }
  return true;
}

bool SolverArithmetic::Plain(Operator operation, SolverValue left, SolverValue right,
                             SolverValue& out) {
  if (left.IsSmall() && right.IsSmall()) {
    switch (operation) {
      case Operator::Add:
        if (SmallAdd(left.num, left.den, right.num, right.den, out)) return true;
        break;
      case Operator::Subtract:
        if (right.num != INT64_MIN && SmallAdd(left.num, left.den, -right.num, right.den, out))
          return true;
        break;
      case Operator::Multiply:
        if (SmallMultiply(left.num, left.den, right.num, right.den, out)) return true;
        break;
      case Operator::Divide: {
        if (right.num == 0) return false;  // AGLOA III-A: division by zero
        int64_t n = right.num < 0 ? -right.den : right.den;
        int64_t d = right.num < 0 ? -right.num : right.num;
        if (SmallMultiply(left.num, left.den, n, d, out)) return true;
        break;
      }
      default:  // another row: its apply, through the slow step
        break;
    }
  }
  return Slow(operation, left, right, false, out);
}

bool SolverArithmetic::Apply(Operator operation, SolverValue left, SolverValue right,
                             SolverValue& out) {
  bool done = false;
  if (left.IsSmall() && right.IsSmall()) {
    switch (operation) {
      case Operator::Add:
      case Operator::Subtract:
      case Operator::Multiply:
        done = Plain(operation, left, right, out);
        break;
      case Operator::Divide:
        if (right.num == 0) return false;
        // ACC "Special Rules for Playing Divisions" (grade 3): no fraction, "a smaller number
        // divided by a larger number" (as the checker, core/language/evaluate.cpp).
        if (!rules_.fractions_allowed && SmallerInSize(left, right)) return false;
        done = Plain(operation, left, right, out);
        break;
      case Operator::Power: {
        if (!rules_.powers_and_roots_allowed) return false;
        if (right.den != 1 || right.num < -64 || right.num > 64) break;
        if (left.num == 0 && right.num <= 0) return false;  // AGLOA III-C-2-b
        if (rules_.whole_number_powers_and_roots &&
            (left.den != 1 || left.num < 0 || right.num < 0))
          return false;  // AGLOA XIII-A General Rule (Elementary)
        if (left.num == 0) {
          out = {0, 1};
          done = true;
        } else {
          done = SmallPower(left.num, left.den, right.num, out);
        }
        break;
      }
      case Operator::Root:
        if (!rules_.powers_and_roots_allowed) return false;
        if (left.IsZero()) return false;  // AGLOA III-C-2-a
        if (left.num == 1 && left.den == 1 &&
            (!rules_.whole_number_powers_and_roots || (right.den == 1 && right.num >= 0))) {
          out = right;  // the first root of b is b
          done = true;
        } else if (left.den == 1 && left.num >= 2) {
          // An integer index: a rational root when both parts are perfect powers (the floating
          // point guess is only a guess; the candidates are checked exactly).
          if (right.num < 0 && left.num % 2 == 0) return false;  // AGLOA III-C-2-c
          if (rules_.whole_number_powers_and_roots && (right.den != 1 || right.num < 0))
            return false;  // AGLOA XIII-A General Rule (Elementary)
          int64_t magnitude = right.num < 0 ? -right.num : right.num;
          int64_t n = ExactRoot(magnitude, left.num), d = ExactRoot(right.den, left.num);
          if (n >= 0 && d >= 1) {
            out = {right.num < 0 ? -n : n, d};
            done = true;
          } else if (rules_.whole_number_powers_and_roots) {
            return false;  // irrational: not a whole number
          }
        }
        break;
      default:  // another row: its apply, through the slow step
        break;
    }
  }
  // An irrational exponent, or root index, is exact only on the bases (radicands) 0 and 1
  // (core/numbers/number.h Power and Root): any other pair fails without the slow step.
  if (!done && (operation == Operator::Power || operation == Operator::Root)) {
    if (operation == Operator::Root && left.IsZero()) return false;  // AGLOA III-C-2-a
    const SolverValue exponent = operation == Operator::Power ? right : left;
    const SolverValue base = operation == Operator::Power ? left : right;
    if (!IsRational(exponent) &&
        !(base.IsSmall() && base.den == 1 && (base.num == 0 || base.num == 1)))
      return false;
    // A root of a tangled sum of roots is never exact (core/numbers/radical_sum.h RootOfSum: it
    // denests only √(a + b√c) and roots u + v√c of a + b√c), so neither is a fractional power of
    // it.
    if (exponent.IsSmall() && !base.IsSmall() &&
        shape_[static_cast<std::size_t>(base.num)] == kTangledShape &&
        (operation == Operator::Power ? exponent.den != 1
                                      : exponent.num != 1 && exponent.num != -1))
      return false;
  }
  if (!done && !Slow(operation, left, right, true, out)) return false;
  if (positive_whole_steps_ && !(out.IsSmall() && out.den == 1 && out.num > 0)) return false;
  return true;
}

}  // namespace equations
