// The join of the deep check (core/solver/solver_search.h): a target t = r^N (N >= 2 as large as it
// goes, so r is not itself a power) is B^E or E√B for the bases B = r^j and the exponents E = N/j
// (index j/N) of the simple rationals j. Both parts may be any built multisets, so a Solution such
// as (2÷((6x6)+2))√((3-(0-4))÷1) = 7^19 is found once its two halves are built (level 11), not
// after every multiset up to its own level (23), and 1+((1÷2)√(6-(2-6))) = 101 once the peel
// "1 +" leaves 100 = 10^2. AGLOA VII-B: the parts together use the Required cubes left and fit in
// the cubes left, as the deep check's peels do; every Solution found is verified forward with
// the checker's arithmetic (DeepVerify), so the join only ever finds, and a "no" still comes from
// the levels alone.
#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "core/solver/solver_search.h"

namespace equations {

namespace {

// The exponents j = a/b tried, simplest first: 1 <= |a| <= 6, 1 <= b <= 4, in lowest terms.
struct Exponent {
  std::int64_t a, b;
};

std::vector<Exponent> MakeExponents() {
  std::vector<Exponent> out;
  for (std::int64_t sum = 2; sum <= 10; ++sum)
    for (std::int64_t b = 1; b <= 4; ++b) {
      const std::int64_t a = sum - b;
      if (a < 1 || a > 6 || std::gcd(a, b) != 1) continue;
      out.push_back({a, b});
      out.push_back({-a, b});
    }
  return out;
}

const std::vector<Exponent>& Exponents() {
  static const std::vector<Exponent> exponents = MakeExponents();
  return exponents;
}

// Sets q = p / d in lowest terms with a positive denominator (no overflow for the small values
// used here).
SolverValue Fraction(std::int64_t p, std::int64_t d) {
  const std::int64_t g = std::gcd(p, d);
  p /= g;
  d /= g;
  if (d < 0) {
    p = -p;
    d = -d;
  }
  return {p, d};
}

}  // namespace

bool SolverSearch::DeepJoinStart(DeepFrame& f) const {
  // The join is the last peel, after at most one other (each depth of the deepening tries it
  // once); any value will not do (no value to aim at).
  if (f.any || f.peels_left != 1 || peels_.size() > 1) return false;
  const SolverValue t = f.target;
  // Small powers (4, 8, 9, 16) are plentiful among the built values, and the levels find them
  // soon: joined too, they spent the deep check's budget (solver_bench, Possible: Goal 3 took
  // 192,000 operations against 54,500 without the join, Goal 8 76,000 against 34,000). From 25
  // on, no Possible verdict of the benchmark took more than twice the operations.
  if (!t.IsSmall() || t.num < 25 * t.den) return false;
  // t = r^N with N as large as it goes: r is t's root by every prime p for which both its
  // numerator and denominator are p-th powers, as often as they are. Only a power (N >= 2) is
  // joined: any other target is a plain value, which the levels and the other stages look up.
  std::int64_t p = t.num, q = t.den, n = 1;
  for (const int prime : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61}) {
    // p >= 2 stays so; a prime-th power other than 1 is at least 2^prime, and the primes grow.
    if (p < (std::int64_t{1} << prime)) break;
    while (true) {
      const std::int64_t a = SolverArithmetic::ExactRoot(p, prime);
      const std::int64_t b = SolverArithmetic::ExactRoot(q, prime);
      if (a < 0 || b < 0) break;
      p = a;
      q = b;
      n *= prime;
    }
  }
  if (n < 2) return false;
  f.join_root = {p, q};
  f.join_power = n;
  return true;
}

void SolverSearch::DeepNamers(SolverValue value,
                              std::vector<std::pair<std::uint32_t, std::uint32_t>>& out,
                              std::size_t most) {
  out.clear();
  const std::uint32_t hash = SolverValueHash::Hash(value);
  for (std::uint32_t e = value_nodes_.First(value); e != SolverValueNodes::kNone;) {
    const SolverValueNodes::Entry& entry = value_nodes_.At(e);
    e = entry.next;
    if (++deep_skipped_ % 16 == 0) ++stats_.nodes;
    if (entry.hash != hash) continue;
    ++stats_.nodes;
    const std::int64_t index = FindValue(nodes_[entry.node], value);
    if (index < 0) continue;
    out.emplace_back(entry.node, static_cast<std::uint32_t>(index));
    if (out.size() >= most) return;
  }
}

bool SolverSearch::DeepJoinStep(DeepFrame& f, bool& found) {
  const std::vector<Exponent>& exponents = Exponents();
  if (f.join >= static_cast<int>(exponents.size())) return false;
  const Exponent j = exponents[static_cast<std::size_t>(f.join++)];
  ++stats_.nodes;
  SolverValue base;
  if (!arithmetic_.Apply(Operator::Power, f.join_root, {j.a, j.b}, base)) return true;
  std::vector<std::pair<std::uint32_t, std::uint32_t>>& bases = join_bases_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>>& exponent_parts = join_exponents_;
  DeepNamers(base, bases, 32);
  if (bases.empty()) return true;
  const std::uint64_t room = top_ - f.used;
  for (const Operator operation : {Operator::Power, Operator::Root}) {
    const int op = static_cast<int>(operation);
    std::uint64_t after = room;
    if (!TakeOperation(room, op, after)) continue;
    const std::uint64_t used = f.used + (room - after);
    // B^E with E = N/j; E√B with the index E = j/N.
    const SolverValue e = operation == Operator::Power ? Fraction(f.join_power * j.b, j.a)
                                                       : Fraction(j.a, j.b * f.join_power);
    DeepNamers(e, exponent_parts, 32);
    for (const auto& [b_node, b_index] : bases)
      for (const auto& [e_node, e_index] : exponent_parts) {
        const std::uint64_t b_key = nodes_[b_node].key, e_key = nodes_[e_node].key;
        ++stats_.nodes;
        bool fits = true;
        for (int slot = 0; slot < 16 && fits; ++slot)
          fits = Count(b_key, slot) + Count(e_key, slot) <= Count(after, slot);
        if (!fits) continue;
        const std::uint64_t parts = b_key + e_key;
        std::uint64_t missing = 0;  // Required cubes the parts leave out
        for (int slot = 0; slot < 16; ++slot)
          missing += static_cast<std::uint64_t>(
              std::max(0, Count(low_, slot) - Count(used, slot) - Count(parts, slot)));
        if (missing != 0 || !DeepPoolFits(used + parts)) continue;
        // The join as the innermost peel: "core ^ E" or "E √ core", the core the base.
        peels_.push_back(
            {static_cast<std::uint8_t>(op), e_key, e_index, operation == Operator::Root});
        if (DeepVerify(b_key, b_index)) {
          found = true;
          return true;
        }
        peels_.pop_back();
      }
  }
  return true;
}

}  // namespace equations
