// Inverting the last step of a Solution towards a target (core/solver/solver_invert.h).
#include "core/solver/solver_invert.h"

#include <numeric>

namespace equations {

namespace {

// Sets `exponent` to the rational b with base^b = target, where base is a whole number of at
// least 2 and target a small rational, and returns true; returns false when there is none.
// base^(p/q) = n/d means the primes of n/d are base's, each with the exponent b times base's.
bool ExponentOf(std::int64_t base, SolverValue target, SolverValue& exponent) {
  if (target.num <= 0) return false;  // base^b > 0
  std::int64_t n = target.num, d = target.den, rest = base;
  std::int64_t b_num = 0, b_den = 0;  // b so far (b_den == 0: not yet known)
  for (std::int64_t p = 2; rest > 1; ++p) {
    if (p * p > rest) p = rest;  // what is left is a prime
    if (rest % p != 0) continue;
    std::int64_t e = 0, f = 0;
    while (rest % p == 0) rest /= p, ++e;
    while (n % p == 0) n /= p, ++f;
    while (d % p == 0) d /= p, --f;
    // b = f / e, the same for every prime of base.
    if (b_den == 0) {
      b_num = f;
      b_den = e;
    } else if (f * b_den != b_num * e) {
      return false;
    }
  }
  if (n != 1 || d != 1) return false;  // a prime base does not have
  const std::int64_t g = std::gcd(b_num, b_den);
  exponent = {b_num / g, b_den / g};
  return true;
}

// + - x ÷ (an operator with an inverse) through the other side's value s (0 as the tile 0 is).
bool InvertArithmetic(SolverArithmetic& arithmetic, Operator operation, SolverValue side,
                      bool part_left, SolverValue target, std::vector<SolverValue>& out) {
  SolverValue u;
  // Plain + - x ÷ fail only on a division by 0 (no value then) or values past the checker's
  // limits: then the multiset is built, as when any u would do (u x 0 = 0, 0 ÷ u = 0).
  switch (OperandSolver(operation).Solve(arithmetic, side, !part_left, target, u)) {
    case Solved::One:
      out.push_back(u);
      return true;
    case Solved::None:
      return true;
    case Solved::Any:
    case Solved::AnyButZero:
    case Solved::Unknown:
      return false;
  }
  return false;
}

}  // namespace

bool InvertLastStep(SolverArithmetic& arithmetic, Operator operation, SolverValue tile,
                    bool part_left, SolverValue target, std::vector<SolverValue>& out) {
  if (operation != Operator::Power && operation != Operator::Root)
    return InvertArithmetic(arithmetic, operation, tile, part_left, target, out);
  const bool power = operation == Operator::Power;
  if (part_left == power) {
    // u ^ t = T (u the base), or t √ u = u^(1/t) = T (u the radicand): the bases of T.
    if (tile.IsZero()) return power ? !(target == SolverValue{1, 1}) : true;  // u^0; 0√u
    SolverValue bases[2];
    int count = 0;
    if (!arithmetic.PowerBases(tile, !power, target, bases, count)) return false;
    out.insert(out.end(), bases, bases + count);
    return true;
  }
  // t ^ u = T, or u √ t = t^(1/u) = T: u (or 1/u) is the exponent b with t^b = T, unique
  // for a whole t of at least 2. 0 and 1 name only themselves (where defined): any u would
  // do for T = t, and none for another T. Other tiles, and Goals not small rationals, are
  // built.
  if (tile == SolverValue{0, 1} || tile == SolverValue{1, 1}) return !(target == tile);
  if (!tile.IsSmall() || tile.den != 1 || tile.num < 2 || !target.IsSmall()) return false;
  SolverValue b;
  if (!ExponentOf(tile.num, target, b)) return true;
  if (power) {
    out.push_back(b);
  } else if (!b.IsZero()) {
    out.push_back(b.num < 0 ? SolverValue{-b.den, -b.num} : SolverValue{b.den, b.num});
  }
  return true;
}

bool InvertStep(SolverArithmetic& arithmetic, Operator operation, SolverValue tile, int roots,
                SolverValue side, bool part_left, SolverValue target,
                std::vector<SolverValue>& out) {
  if (arithmetic.IsRational(side))
    return InvertLastStep(arithmetic, operation, side, part_left, target, out);
  // side = tile^(1/2^roots) is irrational (roots >= 1, the tile positive and no perfect power).
  if (operation != Operator::Power && operation != Operator::Root)
    return InvertArithmetic(arithmetic, operation, side, part_left, target, out);
  const bool power = operation == Operator::Power;
  if (part_left == power) {  // u ^ s, or s √ u = u^(1/s): only the bases 0 and 1
    out.push_back({0, 1});
    out.push_back({1, 1});
    return true;
  }
  // s ^ u = tile^(u / 2^roots) = T, or u √ s = tile^(1 / (u 2^roots)) = T.
  if (!tile.IsSmall() || tile.den != 1 || tile.num < 2 || !target.IsSmall() || roots > 30)
    return false;
  SolverValue b;
  if (!ExponentOf(tile.num, target, b)) return true;
  const std::int64_t scale = std::int64_t{1} << roots;
  if (b.num > INT64_MAX / scale || b.num < INT64_MIN / scale) return false;
  if (power) {  // u = b 2^roots
    const std::int64_t g = std::gcd(b.num * scale, b.den);
    out.push_back({b.num * scale / g, b.den / g});
  } else if (!b.IsZero()) {  // u = 1 / (b 2^roots)
    SolverValue e{b.den, b.num * scale};
    if (e.den < 0) e = {-e.num, -e.den};
    const std::int64_t g = std::gcd(e.num, e.den);
    out.push_back({e.num / g, e.den / g});
  }
  return true;
}

}  // namespace equations
