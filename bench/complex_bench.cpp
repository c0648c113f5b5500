// Prints the CPU time of the dearest exact complex and log operations, each at or near its bound
// (core/numbers/complex.h, cyclotomic.h, log.h), so that the bounds' cost is measured, not assumed.
#include "bench/bench_clock.h"
#include "core/numbers/complex.h"
#include "core/numbers/log.h"

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

using namespace equations;

void Measure(const char* name, const std::function<std::string()>& run) {
  const double start = bench::NowMs();
  const std::string outcome = run();
  std::printf("%-58s %9.2f ms  %s\n", name, bench::NowMs() - start, outcome.c_str());
}

std::string Outcome(const ComplexResult& result) {
  if (!result) return "error: " + result.error().message;
  const std::string text = result->ToString();
  return text.size() > 40 ? text.substr(0, 40) + "..." : text;
}

Complex RootOf(std::int64_t index, std::int64_t radicand) {
  return Complex::FromNumber(*Root(Number::FromInteger(index), Number::FromInteger(radicand)));
}

}  // namespace

int main() {
  Measure("every root of 16^(1/4)", [] {
    auto roots = AllRoots(Number::FromInteger(16), Rational::FromFraction(1, 4));
    return roots ? std::to_string(roots->size()) + " roots" : roots.error().message;
  });
  Measure("every root of 2^(1/256) (largest index)", [] {
    auto roots = AllRoots(Number::FromInteger(2), Rational::FromFraction(1, 256));
    return roots ? std::to_string(roots->size()) + " roots" : roots.error().message;
  });
  Measure("is e(1/210)x(210√2) a value of 2^(1/210)? (order 420)", [] {
    auto unit = Complex::RootOfUnity(1, 210);
    auto value = Multiply(RootOf(210, 2), *unit);
    auto is_root =
        IsRootOf(*value, Complex::FromRational(Rational(2)), Rational::FromFraction(1, 210));
    return is_root ? (*is_root ? std::string("yes") : std::string("no")) : is_root.error().message;
  });
  Measure("e(1/1024)^1024 (largest order)",
          [] { return Outcome(IntegerPower(*Complex::RootOfUnity(1, 1024), 1024)); });
  Measure("1 / (e(1/7) + (3√2) + (3√3)) (system past its bound)", [] {
    auto sum = Add(*Add(*Complex::RootOfUnity(1, 7), RootOf(3, 2)), RootOf(3, 3));
    return Outcome(Divide(Complex::FromRational(Rational(1)), *sum));
  });
  Measure("1 / (e(1/7) + (3√2) + 5i) (a 36-unknown system)", [] {
    auto sum = Add(*Add(*Complex::RootOfUnity(1, 7), RootOf(3, 2)), Complex::Gaussian(0, 5));
    return Outcome(Divide(Complex::FromRational(Rational(1)), *sum));
  });
  Measure("1 / (e(1/9) + (4√2) + √3) (a 48-unknown system)", [] {
    auto sum = Add(*Add(*Complex::RootOfUnity(1, 9), RootOf(4, 2)), RootOf(2, 3));
    return Outcome(Divide(Complex::FromRational(Rational(1)), *sum));
  });
  Measure("1 / (e(1/5) + (3√2) + (4√3)) (a 96-unknown system)", [] {
    auto sum = Add(*Add(*Complex::RootOfUnity(1, 5), RootOf(3, 2)), RootOf(4, 3));
    return Outcome(Divide(Complex::FromRational(Rational(1)), *sum));
  });
  Measure("1 / (e(1/5) c1 + (3√2) c2 + (4√3) c3), ci of 16 bits (96 unknowns)", [] {
    const Rational big = Rational::FromBig(BigInteger(1) << 16, (BigInteger(1) << 15) - 1);
    auto scaled = [&](Complex x, std::int64_t k) {
      return *Multiply(x, Complex::FromRational(big + Rational(k)));
    };
    auto sum = Add(*Add(scaled(*Complex::RootOfUnity(1, 5), 1), scaled(RootOf(3, 2), 2)),
                   scaled(RootOf(4, 3), 3));
    return Outcome(Divide(Complex::FromRational(Rational(1)), *sum));
  });
  for (const int bits : {8, 60, 2000}) {
    const std::string name =
        "dense square in Q(e(1/420)), coefficients of " + std::to_string(bits) + " bits";
    Measure(name.c_str(), [bits] {
      std::vector<Rational> by_power(96);
      for (std::size_t k = 0; k < by_power.size(); ++k) {
        by_power[k] = Rational::FromBig((BigInteger(1) << bits) + 3 * k + 1,
                                        (BigInteger(1) << (bits - 1)) + 7 * k + 5);
      }
      const Complex x(420, {ComplexTerm{Radical{}, CyclotomicFromPowers(420, by_power)}});
      return Outcome(Multiply(x, x));
    });
  }
  Measure("(1+i)^4095 (coefficients near 2048 bits)",
          [] { return Outcome(IntegerPower(Complex::Gaussian(1, 1), 4095)); });
  Measure("log_2 3 + log_2 5 = log_2 15", [] {
    const LogValue sum = Add(*Log(Number::FromInteger(3), Number::FromInteger(2)),
                             *Log(Number::FromInteger(5), Number::FromInteger(2)));
    const LogValue right = *Log(Number::FromInteger(15), Number::FromInteger(2));
    return std::string(Compare(sum, right) == LogVerdict::Equal ? "equal" : "not equal");
  });
  return 0;
}
