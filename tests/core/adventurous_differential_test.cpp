// A differential test of the Adventurous arithmetic: random fully grouped expressions under
// random variation sets, each evaluated by the engine from its typed text and by the slow
// evaluator here, which computes every operator from its definition in AGLOA XIII on small
// integers and fractions (no operator table, no reader).
#include <numeric>
#include <optional>
#include <random>

#include "adventurous_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

using Small = std::optional<Rational>;  // nothing: undefined, or outside the slow evaluator

struct Built {
  std::string text;
  Small value;
};

bool WholeSmall(const Rational& r) {
  return r.IsInteger() && r.Sign() >= 0 && r.IsSmall() && r.SmallNumerator() < 1'000'000'000'000;
}

std::int64_t Int(const Rational& r) {
  return r.SmallNumerator();
}

class Generator {
 public:
  Generator(std::mt19937& random, const Arithmetic& a) : random_(random), a_(a) {}

  Built Leaf() {
    const int base = a_.base;
    int digit = Pick(std::min(base, 10));
    Built leaf{std::to_string(digit), Rational(digit)};
    const int kind = Pick(6);
    if (kind == 0 && a_.Has(VariationKind::Sideways)) {
      leaf.text += "<sw>";
      leaf.value = digit == 0 ? Small() : Small(Rational(1) / Rational(digit));
    } else if (kind == 1 && a_.Has(VariationKind::UpsideDown)) {
      leaf.text += "<ud>";
      leaf.value = -Rational(digit);
    } else if (kind == 2 && a_.Has(VariationKind::PowersOfTheBase)) {
      const int n = Pick(5) - 2;
      leaf.text = "1<pob" + std::to_string(n) + ">";
      Rational p = 1;
      for (int i = 0; i < std::abs(n); ++i) p *= base;
      leaf.value = n < 0 ? p.Inverse() : p;
    } else if (kind == 3 && a_.SolutionNumeralDigits() >= 2) {
      int second = Pick(std::min(base, 10));
      leaf.text += std::to_string(second);
      leaf.value = Rational(digit * base + second);
    }
    return leaf;
  }

  Built Expression(int depth) {
    if (depth == 0 || Pick(4) == 0) return Leaf();
    std::vector<int> kinds = {0, 1, 2, 3};
    if (a_.Has(VariationKind::Factorial)) kinds.push_back(4);
    if (a_.Has(VariationKind::Remainder)) kinds.push_back(5);
    if (a_.Has(VariationKind::Lcm)) kinds.push_back(6);
    if (a_.Has(VariationKind::Gcf)) kinds.push_back(7);
    if (a_.Has(VariationKind::NumberOfFactors)) kinds.push_back(8);
    if (a_.Has(VariationKind::SmallestPrime)) kinds.push_back(9);
    if (a_.Has(VariationKind::Percent)) kinds.push_back(10);
    if (a_.exponent_color) kinds.push_back(11);
    if (a_.Has(VariationKind::Log)) kinds.push_back(12);
    const int kind = kinds[static_cast<std::size_t>(Pick(static_cast<int>(kinds.size())))];
    Built l = Expression(depth - 1);
    if (kind == 4) return Unary(l, "", "!", Factorial(l.value));
    if (kind == 8) return Unary(l, "x", "", Factors(l.value));
    if (kind == 9) return Unary(l, "x", "", Prime(l.value));
    if (kind == 11) return WithExponent(l);
    Built r = Expression(depth - 1);
    const bool average = a_.Has(VariationKind::Average);
    switch (kind) {
      case 0:
        return Binary(l, "+", r, Both(l, r, [&](Rational x, Rational y) -> Small {
                        return average ? (x + y) / Rational(2) : x + y;
                      }));
      case 1:
        return Binary(l, "-", r, Both(l, r, [](Rational x, Rational y) -> Small { return x - y; }));
      case 2:
        return Binary(l, "x", r, Both(l, r, [](Rational x, Rational y) -> Small { return x * y; }));
      case 3:
        return Binary(l, "÷", r, Both(l, r, [](Rational x, Rational y) -> Small {
                        if (y.IsZero()) return std::nullopt;
                        return x / y;
                      }));
      case 5:
        return Binary(
            l, "rem", r, Both(l, r, [](Rational x, Rational y) -> Small {
              if (!WholeSmall(x) || !WholeSmall(y) || x.IsZero() || y.IsZero() || Int(x) > 1000)
                return std::nullopt;
              return Rational(Int(x) % Int(y));
            }));
      case 6:
        return Binary(l, "lcm", r, Both(l, r, [](Rational x, Rational y) -> Small {
                        if (!WholeSmall(x) || !WholeSmall(y) || x.IsZero() || y.IsZero())
                          return std::nullopt;
                        return Rational(Int(x) / std::gcd(Int(x), Int(y))) * Rational(Int(y));
                      }));
      case 12:
        return Binary(l, "log", r, Both(l, r, [](Rational x, Rational y) -> Small {
                        return RationalLog(x, y);
                      }));
      case 7:
        return Binary(l, "gcf", r, Both(l, r, [](Rational x, Rational y) -> Small {
                        if (!WholeSmall(x) || !WholeSmall(y) || (x.IsZero() && y.IsZero()))
                          return std::nullopt;
                        return Rational(std::gcd(Int(x), Int(y)));
                      }));
      default: {
        const int square = a_.base * a_.base;
        return Binary(l, "%", r, Both(l, r, [square](Rational x, Rational y) -> Small {
                        return x / Rational(square) * y;
                      }));
      }
    }
  }

 private:
  int Pick(int n) { return static_cast<int>(random_() % static_cast<unsigned>(n)); }

  template <class F>
  static Small Both(const Built& l, const Built& r, F f) {
    if (!l.value || !r.value) return std::nullopt;
    return f(*l.value, *r.value);
  }
  static Built Binary(const Built& l, std::string_view op, const Built& r, Small value) {
    return {"(" + l.text + std::string(op) + r.text + ")", value};
  }
  static Built Unary(const Built& operand, std::string_view prefix, std::string_view postfix,
                     Small value) {
    return {"(" + std::string(prefix) + "(" + operand.text + ")" + std::string(postfix) + ")",
            value};
  }

  // XIII-B-9: a digit of the exponent colour after the operand, with factorials on the digit
  // alone ('(3!)) when Factorial is in force (comment (b)).
  Built WithExponent(const Built& operand) {
    std::vector<int> digits;
    for (int d = 0; d <= 9 && d < a_.base; ++d)
      if (DigitOnColor(d, *a_.exponent_color)) digits.push_back(d);
    const int d = digits[static_cast<std::size_t>(Pick(static_cast<int>(digits.size())))];
    const bool bang = a_.Has(VariationKind::Factorial) && d <= 3 && Pick(2) == 0;
    const int power = bang ? (d <= 1 ? 1 : (d == 2 ? 2 : 6)) : d;
    Small value;
    // Whole bases only: some divisions allow no other (AGLOA III-C general rule).
    if (operand.value && WholeSmall(*operand.value) && !(operand.value->IsZero() && power == 0) &&
        Int(*operand.value) <= 1000) {
      Rational p = 1;
      for (int k = 0; k < power; ++k) p *= *operand.value;
      value = p;
    }
    const std::string exponent = bang ? "'(" + std::to_string(d) + "!)" : "'" + std::to_string(d);
    return {"(" + operand.text + ")" + exponent, value};
  }

  // XIII-D-13: log_y x when it is rational, x = y^(p/q) with small p, q; nothing otherwise.
  static Small RationalLog(const Rational& x, const Rational& y) {
    if (x.Sign() <= 0 || y.Sign() <= 0 || y == Rational(1)) return std::nullopt;
    if (!x.IsSmall() || !y.IsSmall() || std::abs(x.SmallNumerator()) > 10000 ||
        x.SmallDenominator() > 10000 || std::abs(y.SmallNumerator()) > 10000 ||
        y.SmallDenominator() > 10000)
      return std::nullopt;
    for (int q = 1; q <= 6; ++q) {
      Rational xq = 1;
      for (int k = 0; k < q; ++k) xq *= x;
      for (int p = -12; p <= 12; ++p) {
        Rational yp = 1;
        for (int k = 0; k < std::abs(p); ++k) yp *= y;
        if ((p < 0 ? yp.Inverse() : yp) == xq) return Rational(p) / Rational(q);
      }
    }
    return std::nullopt;
  }

  static Small Factorial(const Small& n) {
    if (!n || !WholeSmall(*n) || Int(*n) > 20) return std::nullopt;
    std::int64_t product = 1;
    for (std::int64_t k = 2; k <= Int(*n); ++k) product *= k;
    return Rational(product);
  }
  Small Factors(const Small& n) const {
    if (!n || !WholeSmall(*n) || n->IsZero()) return std::nullopt;
    if (a_.setting.operand_cap && Int(*n) > *a_.setting.operand_cap) return std::nullopt;
    std::int64_t count = 0;
    for (std::int64_t d = 1; d * d <= Int(*n); ++d)
      if (Int(*n) % d == 0) count += d * d == Int(*n) ? 1 : 2;
    return Rational(count);
  }
  Small Prime(const Small& n) const {
    if (!n || *n > Rational(200)) return std::nullopt;
    if (*n < Rational(2)) return Rational(2);
    for (std::int64_t p = 2;; ++p) {
      if (Rational(p) <= *n) continue;
      bool prime = true;
      for (std::int64_t d = 2; d * d <= p; ++d) prime &= p % d != 0;
      if (prime) return Rational(p);
    }
  }

  std::mt19937& random_;
  const Arithmetic& a_;
};

}  // namespace

TEST_CASE("the engine's values agree with a slow evaluator under random variation sets") {
  std::mt19937 random(20260427);
  const std::vector<Arithmetic> shakes = {
      Shake("elementary", {{"sideways"}, {"factorial"}, {"remainder"}}),
      Shake("elementary", {{"upside-down"}, {"lcm"}, {"gcf"}}),
      Shake("elementary", {{"number-of-factors"}, {"two-digit-numerals"}, {"sideways"}}),
      Shake("elementary", {{"average"}, {"smallest-prime"}, {"percent"}}, "2027-28"),
      Shake("middle", {{"base", "8"}, {"percent"}, {"upside-down"}}, "2027-28"),
      Shake("middle", {{"base", "9"}, {"powers-of-the-base"}, {"number-of-factors"}}),
      Shake("junior", {{"factorial"}, {"powers-of-the-base"}, {"number-of-factors"}}),
      Shake("senior", {{"base", "12"}, {"factorial"}, {"number-of-factors"}}),
      Shake("middle", {{"exponent", "red"}, {"factorial"}, {"upside-down"}}),
      Shake("senior", {{"log"}, {"exponent", "green"}, {"sideways"}}),
  };
  int compared = 0, defined = 0;
  for (const Arithmetic& shake : shakes) {
    Generator generator(random, shake);
    for (int i = 0; i < 250; ++i) {
      Built built = generator.Expression(3);
      auto engine = EvaluateAdventurousValue(shake, built.text);
      INFO(built.text);
      INFO((engine ? engine->ToString() : engine.error()));
      if (built.value) {
        REQUIRE(engine.has_value());
        CHECK(engine->ToString() == built.value->ToString());
        ++defined;
      } else if (engine) {
        // The slow evaluator gives up on large factorials and powers and on irrational
        // logarithms; the engine must agree elsewhere.
        CHECK((built.text.find('!') != std::string::npos ||
               built.text.find('\'') != std::string::npos ||
               built.text.find("log") != std::string::npos));
      }
      ++compared;
    }
  }
  CHECK(compared == 2500);
  CHECK(defined > 750);
}
