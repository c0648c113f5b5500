#include "core/numbers/cyclotomic.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <numeric>
#include <utility>

namespace equations {
namespace {

// Returns the Möbius function of n >= 1.
int Moebius(std::int64_t n) {
  int result = 1;
  for (std::int64_t p = 2; p * p <= n; ++p) {
    if (n % p != 0) continue;
    n /= p;
    if (n % p == 0) return 0;
    result = -result;
  }
  return n > 1 ? -result : result;
}

// Returns the Legendre symbol (a/p) for an odd prime p, by Euler's criterion.
int Legendre(std::int64_t a, std::int64_t p) {
  a %= p;
  if (a == 0) return 0;
  std::int64_t result = 1, base = a, exponent = (p - 1) / 2;
  while (exponent > 0) {
    if (exponent & 1) result = result * base % p;
    base = base * base % p;
    exponent >>= 1;
  }
  return result == 1 ? 1 : -1;
}

}  // namespace

bool Cyclotomic::IsZero() const {
  return std::all_of(coefficients.begin(), coefficients.end(),
                     [](const Rational& c) { return c.IsZero(); });
}

std::int64_t EulerPhi(std::int64_t n) {
  std::int64_t result = n;
  for (std::int64_t p = 2; p * p <= n; ++p) {
    if (n % p != 0) continue;
    while (n % p == 0) n /= p;
    result -= result / p;
  }
  if (n > 1) result -= result / n;
  return result;
}

namespace {

std::map<std::int64_t, std::vector<std::int64_t>>& PolynomialCache() {
  thread_local std::map<std::int64_t, std::vector<std::int64_t>> cache;
  return cache;
}

std::map<std::pair<std::int64_t, std::int64_t>, Cyclotomic>& SquareRootCache() {
  thread_local std::map<std::pair<std::int64_t, std::int64_t>, Cyclotomic> cache;
  return cache;
}

}  // namespace

std::size_t CyclotomicCacheEntries() {
  return PolynomialCache().size() + SquareRootCache().size();
}

const std::vector<std::int64_t>& CyclotomicPolynomial(std::int64_t order) {
  auto& cache = PolynomialCache();
  auto found = cache.find(order);
  if (found != cache.end()) return found->second;
  // Φ_N = Π_{d|N} (x^d - 1)^μ(N/d): multiply by the factors with μ = 1, then divide exactly.
  std::vector<std::int64_t> poly{1};
  for (int pass = 0; pass < 2; ++pass) {
    for (std::int64_t d = 1; d <= order; ++d) {
      if (order % d != 0) continue;
      const int mu = Moebius(order / d);
      if (pass == 0 && mu == 1) {
        std::vector<std::int64_t> next(poly.size() + static_cast<std::size_t>(d), 0);
        for (std::size_t k = 0; k < poly.size(); ++k) {
          next[k + static_cast<std::size_t>(d)] += poly[k];
          next[k] -= poly[k];
        }
        poly = std::move(next);
      } else if (pass == 1 && mu == -1) {
        // p = q (x^d - 1)  =>  q[k] = p[k+d] + q[k+d], from the top.
        const std::size_t step = static_cast<std::size_t>(d);
        std::vector<std::int64_t> quotient(poly.size() - step, 0);
        for (std::size_t k = quotient.size(); k-- > 0;) {
          quotient[k] = poly[k + step] + (k + step < quotient.size() ? quotient[k + step] : 0);
        }
        poly = std::move(quotient);
      }
    }
  }
  assert(static_cast<std::int64_t>(poly.size()) == EulerPhi(order) + 1);
  if (cache.size() >= kCyclotomicsRemembered) cache.clear();
  return cache.emplace(order, std::move(poly)).first->second;
}

Cyclotomic CyclotomicFromPowers(std::int64_t order, std::vector<Rational> by_power) {
  const std::size_t n = static_cast<std::size_t>(order);
  std::vector<Rational> folded(std::min(by_power.size(), n));
  for (std::size_t k = 0; k < by_power.size(); ++k) {
    if (!by_power[k].IsZero()) folded[k % n] += by_power[k];
  }
  const auto& phi_poly = CyclotomicPolynomial(order);
  const std::size_t degree = phi_poly.size() - 1;
  // Monic division: ζ^k for k >= degree is replaced by -Σ Φ[j] ζ^(k-degree+j).
  for (std::size_t k = folded.size(); k-- > degree;) {
    if (folded[k].IsZero()) continue;
    const Rational lead = folded[k];
    for (std::size_t j = 0; j < degree; ++j) {
      if (phi_poly[j] != 0) folded[k - degree + j] -= lead * Rational(phi_poly[j]);
    }
    folded[k] = Rational();
  }
  folded.resize(degree);
  return Cyclotomic{order, std::move(folded)};
}

Cyclotomic CyclotomicConstant(std::int64_t order, const Rational& value) {
  Cyclotomic result{order, std::vector<Rational>(static_cast<std::size_t>(EulerPhi(order)))};
  result.coefficients[0] = value;
  return result;
}

Cyclotomic CyclotomicUnit(std::int64_t order, std::int64_t power) {
  power %= order;
  if (power < 0) power += order;
  std::vector<Rational> by_power(static_cast<std::size_t>(power) + 1);
  by_power.back() = Rational(1);
  return CyclotomicFromPowers(order, std::move(by_power));
}

Cyclotomic LiftCyclotomic(const Cyclotomic& x, std::int64_t order) {
  if (order == x.order) return x;
  assert(order % x.order == 0);
  const std::size_t step = static_cast<std::size_t>(order / x.order);
  std::vector<Rational> by_power(x.coefficients.size() * step);
  for (std::size_t k = 0; k < x.coefficients.size(); ++k) by_power[k * step] = x.coefficients[k];
  return CyclotomicFromPowers(order, std::move(by_power));
}

Cyclotomic AddCyclotomic(const Cyclotomic& a, const Cyclotomic& b) {
  assert(a.order == b.order);
  Cyclotomic result = a;
  for (std::size_t k = 0; k < b.coefficients.size(); ++k) {
    result.coefficients[k] += b.coefficients[k];
  }
  return result;
}

Cyclotomic ScaleCyclotomic(const Cyclotomic& x, const Rational& factor) {
  Cyclotomic result = x;
  for (auto& c : result.coefficients) c *= factor;
  return result;
}

Cyclotomic MultiplyCyclotomic(const Cyclotomic& a, const Cyclotomic& b) {
  assert(a.order == b.order);
  const std::size_t n = a.coefficients.size();
  std::vector<Rational> product(n == 0 ? 0 : 2 * n - 1);
  for (std::size_t i = 0; i < n; ++i) {
    if (a.coefficients[i].IsZero()) continue;
    for (std::size_t j = 0; j < n; ++j) {
      if (!b.coefficients[j].IsZero()) product[i + j] += a.coefficients[i] * b.coefficients[j];
    }
  }
  return CyclotomicFromPowers(a.order, std::move(product));
}

Cyclotomic ConjugateCyclotomic(const Cyclotomic& x) {
  const std::size_t n = static_cast<std::size_t>(x.order);
  std::vector<Rational> by_power(n);
  for (std::size_t k = 0; k < x.coefficients.size(); ++k) {
    by_power[(n - k) % n] += x.coefficients[k];
  }
  return CyclotomicFromPowers(x.order, std::move(by_power));
}

Rational TraceCyclotomic(const Cyclotomic& x) {
  // Tr(ζ^k) is the Ramanujan sum c_N(k) = μ(N/g) φ(N)/φ(N/g), g = gcd(k, N).
  Rational trace;
  for (std::size_t k = 0; k < x.coefficients.size(); ++k) {
    if (x.coefficients[k].IsZero()) continue;
    const std::int64_t g = std::gcd(static_cast<std::int64_t>(k), x.order);
    const std::int64_t m = x.order / g;
    trace += x.coefficients[k] * Rational(Moebius(m) * (EulerPhi(x.order) / EulerPhi(m)));
  }
  return trace;
}

const Cyclotomic& SquareRootOfPrime(std::int64_t order, std::int64_t p) {
  auto& cache = SquareRootCache();
  auto found = cache.find({order, p});
  if (found != cache.end()) return found->second;
  assert(order % 4 == 0 && order % p == 0 && (p != 2 || order % 8 == 0));
  Cyclotomic root;
  if (p == 2) {
    std::vector<Rational> by_power(static_cast<std::size_t>(order));
    by_power[static_cast<std::size_t>(order / 8)] = Rational(1);
    by_power[static_cast<std::size_t>(order - order / 8)] = Rational(1);
    root = CyclotomicFromPowers(order, std::move(by_power));
  } else {
    std::vector<Rational> by_power(static_cast<std::size_t>(order));
    const std::int64_t step = order / p;
    for (std::int64_t a = 1; a < p; ++a) {
      by_power[static_cast<std::size_t>(a * step)] = Rational(Legendre(a, p));
    }
    root = CyclotomicFromPowers(order, std::move(by_power));
    // For p = 3 mod 4 the sum is i√p; √p = -i times it.
    if (p % 4 == 3) root = MultiplyCyclotomic(root, CyclotomicUnit(order, 3 * order / 4));
  }
  if (cache.size() >= kCyclotomicsRemembered) cache.clear();
  return cache.emplace(std::make_pair(order, p), std::move(root)).first->second;
}

std::size_t CyclotomicBitSize(const Cyclotomic& x) {
  std::size_t bits = 0;
  for (const auto& c : x.coefficients) bits = std::max(bits, c.BitSize());
  return bits;
}

}  // namespace equations
