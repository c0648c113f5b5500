#include "core/numbers/complex.h"

#include "core/numbers/radical_sum.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <ostream>
#include <utility>

namespace equations {
namespace {

// The most limb operations one multiplication may take (estimated before it starts); past it the
// product is "too large to check".
constexpr std::uint64_t kMaxProductWork = std::uint64_t{1} << 24;

ArithmeticError TooLarge() {
  return MakeError(ArithmeticErrorKind::TooLarge);
}

struct CoefficientSize {
  std::uint64_t nonzero = 0;  // non-zero rational coefficients
  std::size_t bits = 0;       // the largest numerator's bits plus the common denominator's
};

// Returns the size of x's coefficients: a sum of products of them has at most a.bits + b.bits
// bits, however their denominators differ.
CoefficientSize SizeOf(const Complex& x) {
  CoefficientSize size;
  BigInteger denominator = 1;
  for (const auto& term : x.Terms()) {
    for (const auto& c : term.coefficient.coefficients) {
      if (c.IsZero()) continue;
      ++size.nonzero;
      size.bits = std::max(size.bits, c.BitSize());
      if (c.IsInteger()) continue;
      const BigInteger d = c.Denominator();
      denominator = denominator / gcd(denominator, d) * d;
      if (BitLength(denominator) > kMaxIntegerBits) {
        size.bits = 2 * kMaxIntegerBits;
        return size;
      }
    }
  }
  size.bits += BitLength(denominator);
  return size;
}

// Returns lcm(a, b), or 0 when it passes kMaxCyclotomicOrder.
std::int64_t CommonOrder(std::int64_t a, std::int64_t b) {
  const std::int64_t order = std::lcm(a, b);
  return order > kMaxCyclotomicOrder ? 0 : order;
}

// Returns whether √p lies in Q(ζ_order) (order a multiple of 4): p odd dividing it, or 2 and 8 |
// it.
bool HoldsSquareRoot(std::int64_t order, const BigInteger& p) {
  if (p > order) return false;
  const std::int64_t small = static_cast<std::int64_t>(p);
  return small == 2 ? order % 8 == 0 : order % small == 0;
}

// Terms being summed, keyed by radical.
class TermSum {
 public:
  explicit TermSum(std::int64_t order) : order_(order) {}

  // Adds coefficient x radical x factor, moving the square roots Q(ζ_order) holds into the factor.
  Expected<bool, ArithmeticError> Add(const Rational& coefficient, const Radical& radical,
                                      Cyclotomic factor) {
    factor = ScaleCyclotomic(factor, coefficient);
    if (radical.IsOne()) return Insert(Radical{}, std::move(factor));
    PrimeExponents exponents = ExponentsOf(radical);
    const Rational half = Rational::FromFraction(1, 2);
    bool moved = false;
    for (auto& [prime, exponent] : exponents) {
      if (exponent >= half && HoldsSquareRoot(order_, prime)) {
        exponent -= half;
        factor =
            MultiplyCyclotomic(factor, SquareRootOfPrime(order_, static_cast<std::int64_t>(prime)));
        moved = true;
      }
    }
    if (!moved) return Insert(radical, std::move(factor));
    auto monomial = MonomialFromExponents(Rational(1), exponents);
    if (!monomial) return MakeUnexpected(monomial.error());
    return Insert(monomial->radical, ScaleCyclotomic(factor, monomial->coefficient));
  }

  ComplexResult Finish() && {
    std::vector<ComplexTerm> terms;
    for (auto& [radical, coefficient] : sums_) {
      if (coefficient.IsZero()) continue;
      if (CyclotomicBitSize(coefficient) > kMaxIntegerBits) return MakeUnexpected(TooLarge());
      terms.push_back(ComplexTerm{radical, std::move(coefficient)});
    }
    if (terms.size() > kMaxTerms) return MakeUnexpected(TooLarge());
    return Complex(order_, std::move(terms));
  }

 private:
  Expected<bool, ArithmeticError> Insert(const Radical& radical, Cyclotomic factor) {
    auto found = sums_.find(radical);
    if (found == sums_.end()) {
      sums_.emplace(radical, std::move(factor));
    } else {
      found->second = AddCyclotomic(found->second, factor);
    }
    return true;
  }

  std::int64_t order_;
  std::map<Radical, Cyclotomic> sums_;
};

// Returns x written over Q(ζ_order), order a multiple of x's.
ComplexResult Lift(const Complex& x, std::int64_t order) {
  if (x.Order() == order) return x;
  TermSum sum(order);
  for (const auto& term : x.Terms()) {
    auto added = sum.Add(Rational(1), term.radical, LiftCyclotomic(term.coefficient, order));
    if (!added) return MakeUnexpected(added.error());
  }
  return std::move(sum).Finish();
}

// Returns c as re + im i when it is a Gaussian rational.
bool GaussianOf(const Cyclotomic& c, Rational& re, Rational& im) {
  const Rational degree(EulerPhi(c.order));
  re = TraceCyclotomic(c) / degree;
  im = TraceCyclotomic(MultiplyCyclotomic(c, CyclotomicUnit(c.order, 3 * c.order / 4))) / degree;
  std::vector<Rational> by_power(static_cast<std::size_t>(c.order / 4) + 1);
  by_power[0] = re;
  by_power.back() += im;
  return CyclotomicFromPowers(c.order, std::move(by_power)) == c;
}

std::string GaussianText(const Rational& re, const Rational& im) {
  if (im.IsZero()) return re.ToString();
  const std::string imaginary = im.ToString() + "i";
  if (re.IsZero()) return imaginary;
  return re.ToString() + (im.Sign() > 0 ? "+" : "") + imaginary;
}

std::string CyclotomicText(const Cyclotomic& c) {
  Rational re, im;
  if (GaussianOf(c, re, im)) return GaussianText(re, im);
  std::string text;
  for (std::size_t k = 0; k < c.coefficients.size(); ++k) {
    const Rational& coefficient = c.coefficients[k];
    if (coefficient.IsZero()) continue;
    if (!text.empty() && coefficient.Sign() > 0) text += "+";
    const std::string unit = "e(" + std::to_string(k) + "/" + std::to_string(c.order) + ")";
    if (k == 0) {
      text += coefficient.ToString();
    } else if (coefficient == Rational(1)) {
      text += unit;
    } else if (coefficient == Rational(-1)) {
      text += "-" + unit;
    } else {
      text += coefficient.ToString() + "x" + unit;
    }
  }
  return text;
}

// Returns c as Σ a_d √d, d running over the products of the primes whose square roots Q(ζ_N)
// holds, when c lies in that real field (a_d = Tr(c √d) / (φ(N) d): the other products of roots
// have trace 0).
std::optional<Number> QuadraticOf(const Cyclotomic& c) {
  std::vector<std::int64_t> primes;
  if (c.order % 8 == 0) primes.push_back(2);
  std::int64_t rest = c.order;
  for (std::int64_t p = 3; p <= rest; p += 2) {
    if (rest % p != 0) continue;
    primes.push_back(p);
    while (rest % p == 0) rest /= p;
  }
  const Rational degree(EulerPhi(c.order));
  Cyclotomic check = CyclotomicConstant(c.order, Rational());
  Number sum;
  for (std::size_t mask = 0; mask < (std::size_t{1} << primes.size()); ++mask) {
    std::int64_t d = 1;
    Cyclotomic root = CyclotomicConstant(c.order, Rational(1));
    for (std::size_t k = 0; k < primes.size(); ++k) {
      if ((mask >> k & 1) == 0) continue;
      d *= primes[k];
      root = MultiplyCyclotomic(root, SquareRootOfPrime(c.order, primes[k]));
    }
    const Rational a = TraceCyclotomic(MultiplyCyclotomic(c, root)) / (degree * Rational(d));
    if (a.IsZero()) continue;
    check = AddCyclotomic(check, ScaleCyclotomic(root, a));
    auto real_root = Root(Number::FromInteger(2), Number::FromInteger(d));
    if (!real_root) return std::nullopt;
    auto term = Multiply(Number::FromRational(a), *real_root);
    if (!term) return std::nullopt;
    auto next = Add(sum, *term);
    if (!next) return std::nullopt;
    sum = std::move(*next);
  }
  if (!(check == c)) return std::nullopt;
  return sum;
}

// Returns the real value x (every coefficient real) as a Number, when it is one.
std::optional<Number> RealNumberOf(const Complex& x) {
  Number sum;
  for (const auto& term : x.Terms()) {
    auto coefficient = QuadraticOf(term.coefficient);
    if (!coefficient) return std::nullopt;
    auto product = Multiply(*coefficient, NumberFromMonomial(Monomial{Rational(1), term.radical}));
    if (!product) return std::nullopt;
    auto next = Add(sum, *product);
    if (!next) return std::nullopt;
    sum = std::move(*next);
  }
  return sum;
}

// Returns 1/x by solving x w = 1 over the basis (radical x ζ^k) that x's radicals generate.
ComplexResult Inverse(const Complex& x) {
  const std::int64_t order = x.Order();
  const std::size_t degree = static_cast<std::size_t>(EulerPhi(order));
  std::vector<Radical> classes{Radical{}};
  for (std::size_t index = 0; index < classes.size(); ++index) {
    for (const auto& term : x.Terms()) {
      auto product = MultiplyRadicals(classes[index], term.radical);
      if (!product) return MakeUnexpected(product.error());
      TermSum sum(order);
      auto added = sum.Add(Rational(1), product->radical, CyclotomicConstant(order, Rational(1)));
      if (!added) return MakeUnexpected(added.error());
      auto single = std::move(sum).Finish();
      if (!single) return MakeUnexpected(single.error());
      const Radical& radical = single->Terms().front().radical;
      bool known = false;
      for (const auto& existing : classes) known = known || existing == radical;
      if (known) continue;
      classes.push_back(radical);
      if (classes.size() * degree > kMaxComplexSystem) return MakeUnexpected(TooLarge());
    }
  }
  const std::size_t size = classes.size() * degree;
  // Column j of the matrix is x times basis element j, as coordinates.
  std::vector<std::vector<Rational>> rows(size, std::vector<Rational>(size + 1));
  for (std::size_t c = 0; c < classes.size(); ++c) {
    for (std::size_t k = 0; k < degree; ++k) {
      Cyclotomic unit = CyclotomicConstant(order, Rational());
      unit.coefficients[0] = Rational();
      unit.coefficients[k] = Rational(1);
      auto product = Multiply(x, Complex(order, {ComplexTerm{classes[c], std::move(unit)}}));
      if (!product) return MakeUnexpected(product.error());
      for (const auto& term : product->Terms()) {
        std::size_t row_class = 0;
        while (row_class < classes.size() && !(classes[row_class] == term.radical)) ++row_class;
        if (row_class == classes.size()) return MakeUnexpected(TooLarge());  // not closed
        for (std::size_t r = 0; r < degree; ++r) {
          rows[row_class * degree + r][c * degree + k] = term.coefficient.coefficients[r];
        }
      }
    }
  }
  rows[0][size] = Rational(1);
  // Gauss-Jordan elimination; x != 0 in a field, so the matrix is invertible. Its work is counted
  // as it goes and bounded by kMaxEliminationWork, as Number's division by a sum of roots.
  std::uint64_t work = 0;
  for (std::size_t column = 0; column < size; ++column) {
    std::size_t pivot = column;
    while (pivot < size && rows[pivot][column].IsZero()) ++pivot;
    if (pivot == size) return MakeUnexpected(MakeError(ArithmeticErrorKind::NotExact));
    std::swap(rows[pivot], rows[column]);
    const Rational inverse = rows[column][column].Inverse();
    for (auto& entry : rows[column]) {
      entry *= inverse;
      if (entry.BitSize() > kMaxIntegerBits) return MakeUnexpected(TooLarge());
    }
    std::vector<std::uint64_t> limbs(size + 1);
    for (std::size_t j = column; j <= size; ++j) limbs[j] = rows[column][j].BitSize() / 64 + 1;
    for (std::size_t r = 0; r < size; ++r) {
      if (r == column || rows[r][column].IsZero()) continue;
      const Rational factor = rows[r][column];
      const std::uint64_t factor_limbs = factor.BitSize() / 64 + 1;
      for (std::size_t j = column; j <= size; ++j) {
        if (rows[column][j].IsZero()) continue;
        // A product, a sum and its reduction by a binary gcd: about 64 L^2 limb operations for
        // operands of L limbs in all.
        const std::uint64_t entry_limbs = rows[r][j].BitSize() / 64 + 1;
        const std::uint64_t all_limbs = factor_limbs + limbs[j] + entry_limbs;
        work += 64 * all_limbs * all_limbs;
        if (work > kMaxEliminationWork) return MakeUnexpected(TooLarge());
        rows[r][j] -= factor * rows[column][j];
      }
    }
  }
  TermSum sum(order);
  for (std::size_t c = 0; c < classes.size(); ++c) {
    Cyclotomic coefficient = CyclotomicConstant(order, Rational());
    for (std::size_t k = 0; k < degree; ++k)
      coefficient.coefficients[k] = rows[c * degree + k][size];
    auto added = sum.Add(Rational(1), classes[c], std::move(coefficient));
    if (!added) return MakeUnexpected(added.error());
  }
  return std::move(sum).Finish();
}

}  // namespace

Complex Complex::FromRational(const Rational& real) {
  if (real.IsZero()) return Complex();
  return Complex(4, {ComplexTerm{Radical{}, CyclotomicConstant(4, real)}});
}

Complex Complex::FromNumber(const Number& real) {
  TermSum sum(4);
  sum.Add(real.RationalPart(), Radical{}, CyclotomicConstant(4, Rational(1)));
  if (real.Radicals() != nullptr) {
    for (const auto& term : real.Radicals()->terms) {
      sum.Add(term.coefficient, term.radical, CyclotomicConstant(4, Rational(1)));
    }
  }
  // Order 4 moves no square root, so nothing can fail or pass a limit Number has not checked.
  return std::move(sum).Finish().value();
}

Complex Complex::Gaussian(const Rational& real, const Rational& imaginary) {
  if (real.IsZero() && imaginary.IsZero()) return Complex();
  return Complex(4, {ComplexTerm{Radical{}, Cyclotomic{4, {real, imaginary}}}});
}

Complex Complex::I() {
  return Gaussian(Rational(), Rational(1));
}

ComplexResult Complex::RootOfUnity(std::int64_t power, std::int64_t order) {
  if (order < 1) return MakeUnexpected(MakeError(ArithmeticErrorKind::ZeroRoot));
  const std::int64_t common = CommonOrder(4, order);
  if (common == 0) return MakeUnexpected(TooLarge());
  power %= order;
  return Complex(common,
                 {ComplexTerm{Radical{}, CyclotomicUnit(common, power * (common / order))}});
}

bool Complex::AsGaussian(Rational& re, Rational& im) const {
  if (terms_.empty()) {
    re = im = Rational();
    return true;
  }
  return terms_.size() == 1 && terms_[0].radical.IsOne() &&
         GaussianOf(terms_[0].coefficient, re, im);
}

bool Complex::AsNumbers(Number& re, Number& im) const {
  // re = (z + conj z) / 2 and im = (z - conj z) (-i/2).
  const Complex conjugate = Conjugate(*this);
  auto twice_re = equations::Add(*this, conjugate);
  auto twice_i_im = Subtract(*this, conjugate);
  if (!twice_re || !twice_i_im) return false;
  auto real = Multiply(*twice_re, FromRational(Rational::FromFraction(1, 2)));
  auto imaginary = Multiply(*twice_i_im, Gaussian(Rational(), Rational::FromFraction(-1, 2)));
  if (!real || !imaginary) return false;
  auto real_number = RealNumberOf(*real);
  auto imaginary_number = RealNumberOf(*imaginary);
  if (!real_number || !imaginary_number) return false;
  re = std::move(*real_number);
  im = std::move(*imaginary_number);
  return true;
}

namespace {

// Whether the text is one parenthesised whole, "(4√2)", so that it needs no more brackets.
bool Parenthesised(const std::string& text) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return false;
  int depth = 0;
  for (std::size_t k = 0; k + 1 < text.size(); ++k) {
    depth += text[k] == '(' ? 1 : text[k] == ')' ? -1 : 0;
    if (depth == 0) return false;
  }
  return true;
}

}  // namespace

std::string Complex::ToString() const {
  Rational re, im;
  if (AsGaussian(re, im)) return GaussianText(re, im);
  Number real, imaginary;
  if (AsNumbers(real, imaginary)) {
    if (imaginary.IsZero()) return real.ToString();
    const bool negative = imaginary.Sign() < 0;
    const Number magnitude = negative ? Negate(imaginary) : imaginary;
    // A rational coefficient is written as in "3/10i"; a root is parenthesised: "(√3)i".
    const std::string text = magnitude.ToString();
    const std::string part =
        magnitude.IsRational() || Parenthesised(text) ? text + "i" : "(" + text + ")i";
    if (real.IsZero()) return (negative ? "-" : "") + part;
    return real.ToString() + (negative ? "-" : "+") + part;
  }
  std::string text;
  for (const auto& term : terms_) {
    if (!text.empty()) text += "+";
    if (!term.radical.IsOne()) {
      text += NumberFromMonomial(Monomial{Rational(1), term.radical}).ToString() + "x";
    }
    text += "(" + CyclotomicText(term.coefficient) + ")";
  }
  return text;
}

std::ostream& operator<<(std::ostream& out, const Complex& value) {
  return out << value.ToString();
}

namespace {

// Both operands written at their common order, or why they cannot be.
struct Lifted {
  Complex left, right;
  std::int64_t order = 0;
};
Expected<Lifted, ArithmeticError> LiftBoth(const Complex& a, const Complex& b) {
  const std::int64_t order = CommonOrder(a.Order(), b.Order());
  if (order == 0) return MakeUnexpected(TooLarge());
  auto left = Lift(a, order);
  if (!left) return MakeUnexpected(left.error());
  auto right = Lift(b, order);
  if (!right) return MakeUnexpected(right.error());
  return Lifted{std::move(*left), std::move(*right), order};
}

}  // namespace

ComplexResult Add(const Complex& a, const Complex& b) {
  auto lifted = LiftBoth(a, b);
  if (!lifted) return MakeUnexpected(lifted.error());
  const std::int64_t order = lifted->order;
  const Complex* left = &lifted->left;
  const Complex* right = &lifted->right;
  TermSum sum(order);
  for (const auto* side : {&*left, &*right}) {
    for (const auto& term : side->Terms()) {
      // Both sides are canonical at this order already: no square root moves.
      sum.Add(Rational(1), term.radical, term.coefficient);
    }
  }
  return std::move(sum).Finish();
}

ComplexResult Subtract(const Complex& a, const Complex& b) {
  std::vector<ComplexTerm> negated = b.Terms();
  for (auto& term : negated) term.coefficient = ScaleCyclotomic(term.coefficient, Rational(-1));
  return Add(a, Complex(b.Order(), std::move(negated)));
}

ComplexResult Multiply(const Complex& a, const Complex& b) {
  if (a.IsZero() || b.IsZero()) return Complex();
  auto lifted = LiftBoth(a, b);
  if (!lifted) return MakeUnexpected(lifted.error());
  const std::int64_t order = lifted->order;
  const Complex* left = &lifted->left;
  const Complex* right = &lifted->right;
  // Decided before the work: the bits any partial sum can reach, and the products with their
  // binary-gcd reductions (about 64 L^2 limb operations each for L limbs).
  const CoefficientSize left_size = SizeOf(*left), right_size = SizeOf(*right);
  const std::size_t bits = left_size.bits + right_size.bits;
  if (bits > kMaxIntegerBits) return MakeUnexpected(TooLarge());
  const std::uint64_t limbs = bits / 64 + 1;
  if (left_size.nonzero * right_size.nonzero * 64 * limbs * limbs > kMaxProductWork) {
    return MakeUnexpected(TooLarge());
  }
  TermSum sum(order);
  for (const auto& x : left->Terms()) {
    for (const auto& y : right->Terms()) {
      auto radical = MultiplyRadicals(x.radical, y.radical);
      if (!radical) return MakeUnexpected(radical.error());
      auto added = sum.Add(radical->coefficient, radical->radical,
                           MultiplyCyclotomic(x.coefficient, y.coefficient));
      if (!added) return MakeUnexpected(added.error());
    }
  }
  return std::move(sum).Finish();
}

ComplexResult Divide(const Complex& a, const Complex& b) {
  if (b.IsZero()) return MakeUnexpected(MakeError(ArithmeticErrorKind::DivisionByZero));
  auto inverse = Inverse(b);
  if (!inverse) return inverse;
  return Multiply(a, *inverse);
}

ComplexResult IntegerPower(const Complex& x, std::int64_t power) {
  if (power < 0) {
    if (x.IsZero()) return MakeUnexpected(MakeError(ArithmeticErrorKind::ZeroToNonPositivePower));
    auto inverse = Inverse(x);
    if (!inverse) return inverse;
    if (power == INT64_MIN) return MakeUnexpected(TooLarge());
    return IntegerPower(*inverse, -power);
  }
  Complex result = Complex::FromRational(Rational(1));
  Complex square = x;
  while (power > 0) {
    if (power & 1) {
      auto next = Multiply(result, square);
      if (!next) return next;
      result = std::move(*next);
    }
    power >>= 1;
    if (power > 0) {
      auto next = Multiply(square, square);
      if (!next) return next;
      square = std::move(*next);
    }
  }
  return result;
}

Complex Conjugate(const Complex& x) {
  std::vector<ComplexTerm> terms = x.Terms();
  for (auto& term : terms) term.coefficient = ConjugateCyclotomic(term.coefficient);
  return Complex(x.Order(), std::move(terms));
}

BoolResult Equal(const Complex& a, const Complex& b) {
  auto difference = Subtract(a, b);
  if (!difference) return MakeUnexpected(difference.error());
  return difference->IsZero();
}

Expected<std::vector<Complex>, ArithmeticError> AllRoots(const Number& a,
                                                         const Rational& exponent) {
  if (!exponent.IsSmall() || exponent.SmallDenominator() > kMaxRootIndex) {
    return MakeUnexpected(TooLarge());
  }
  const std::int64_t p = exponent.SmallNumerator(), q = exponent.SmallDenominator();
  if (a.IsZero()) {
    if (p <= 0) return MakeUnexpected(MakeError(ArithmeticErrorKind::ZeroToNonPositivePower));
    return std::vector<Complex>{Complex()};
  }
  auto power = Power(a, Number::FromInteger(p));
  if (!power) return MakeUnexpected(power.error());
  const bool negative = power->Sign() < 0;
  auto magnitude = negative ? Subtract(Number(), *power) : power;
  if (!magnitude) return MakeUnexpected(magnitude.error());
  auto root = q == 1 ? magnitude : Root(Number::FromInteger(q), *magnitude);
  if (!root) return MakeUnexpected(root.error());
  const Complex real = Complex::FromNumber(*root);
  std::vector<Complex> roots;
  for (std::int64_t k = 0; k < q; ++k) {
    auto unit = negative ? Complex::RootOfUnity(2 * k + 1, 2 * q) : Complex::RootOfUnity(k, q);
    if (!unit) return MakeUnexpected(unit.error());
    auto value = Multiply(real, *unit);
    if (!value) return MakeUnexpected(value.error());
    roots.push_back(std::move(*value));
  }
  return roots;
}

Expected<std::vector<Complex>, ArithmeticError> AllRoots(const Complex& a,
                                                         const Rational& exponent) {
  Number re, im;
  if (a.AsNumbers(re, im) && im.IsZero()) return AllRoots(re, exponent);
  if (!exponent.IsSmall() || exponent.SmallDenominator() > kMaxRootIndex) {
    return MakeUnexpected(TooLarge());
  }
  const std::int64_t p = exponent.SmallNumerator(), q = exponent.SmallDenominator();
  auto power = IntegerPower(a, p);  // a != 0 here: zero is real
  if (!power) return MakeUnexpected(power.error());
  // power = r u with r = |power| > 0 real and u a root of unity of the power's order.
  auto norm = Multiply(*power, Conjugate(*power));
  if (!norm) return MakeUnexpected(norm.error());
  const auto norm_number = RealNumberOf(*norm);
  if (!norm_number) return MakeUnexpected(MakeError(ArithmeticErrorKind::NotExact));
  auto r = Root(Number::FromInteger(2), *norm_number);
  if (!r) return MakeUnexpected(r.error());
  auto u = Divide(*power, Complex::FromNumber(*r));
  if (!u) return MakeUnexpected(u.error());
  const std::int64_t order = u->Order();
  if (u->Terms().size() != 1 || !u->Terms()[0].radical.IsOne()) {
    return MakeUnexpected(MakeError(ArithmeticErrorKind::NotExact));
  }
  std::int64_t k = 0;
  while (k < order && !(CyclotomicUnit(order, k) == u->Terms()[0].coefficient)) ++k;
  if (k == order) return MakeUnexpected(MakeError(ArithmeticErrorKind::NotExact));
  if (order * q > kMaxCyclotomicOrder) return MakeUnexpected(TooLarge());
  auto root = q == 1 ? r : Root(Number::FromInteger(q), *r);
  if (!root) return MakeUnexpected(root.error());
  const Complex real = Complex::FromNumber(*root);
  std::vector<Complex> roots;
  for (std::int64_t j = 0; j < q; ++j) {
    // The q-th roots of e(k/order) are e((k + j order) / (order q)).
    auto unit = Complex::RootOfUnity(k + j * order, order * q);
    if (!unit) return MakeUnexpected(unit.error());
    auto value = Multiply(real, *unit);
    if (!value) return MakeUnexpected(value.error());
    roots.push_back(std::move(*value));
  }
  return roots;
}

BoolResult IsRootOf(const Complex& v, const Complex& a, const Rational& exponent) {
  if (!exponent.IsSmall() || exponent.SmallDenominator() > kMaxRootIndex) {
    return MakeUnexpected(TooLarge());
  }
  const std::int64_t p = exponent.SmallNumerator(), q = exponent.SmallDenominator();
  if (a.IsZero() && p <= 0) {
    return MakeUnexpected(MakeError(ArithmeticErrorKind::ZeroToNonPositivePower));
  }
  auto left = IntegerPower(v, q);
  if (!left) return MakeUnexpected(left.error());
  auto right = IntegerPower(a, p);
  if (!right) return MakeUnexpected(right.error());
  return Equal(*left, *right);
}

}  // namespace equations
