// Checking a candidate of the solver search (core/solver/solver_search.h) against the targets: by
// inverting + - x ÷ and the unary √ towards each target, and forward through ^ and √ splits, whose
// rows may pause when the budget runs out (AGLOA VII-B: the Solution's value is the Goal's).
#include "core/solver/solver_search.h"

#include <algorithm>
#include <numeric>

#include "core/numbers/number.h"

namespace equations {

// ---- checking a candidate against the targets ---------------------------------------------------

bool SolverSearch::Hit(Operator operation, const Node& left, std::size_t i, const Node& right,
                       std::size_t j, std::size_t target) {
  SolverValue out;
  ++stats_.nodes;
  if (!arithmetic_.Apply(operation, left.values[i], right.values[j], out) || !Names(out, target))
    return false;
  found_ = {static_cast<std::uint8_t>(operation), left.key,
            static_cast<std::uint32_t>(i),        right.key,
            static_cast<std::uint32_t>(j),        target};
  return true;
}

bool SolverSearch::HitAny(Operator operation, const Node& left, std::size_t i, const Node& right,
                          std::size_t j) {
  SolverValue out;
  ++stats_.nodes;
  if (!arithmetic_.Apply(operation, left.values[i], right.values[j], out)) return false;
  const std::int64_t t = targets_index_.Find(targets_, out);
  if (t < 0 || !Names(out, static_cast<std::size_t>(t))) return false;
  found_ = {static_cast<std::uint8_t>(operation), left.key,
            static_cast<std::uint32_t>(i),        right.key,
            static_cast<std::uint32_t>(j),        static_cast<std::size_t>(t)};
  return true;
}

bool SolverSearch::Check(std::uint64_t key, std::uint64_t limit) {
  if (check_op_ < 0) {  // a fresh check: a single tile, a unary root, then the splits
    SolverValue want;
    if (problem_.min_cubes == 1 && TileCount(key) == 1 && Roots(key) == 0) {
      for (int slot = 0; slot < op_slot_first_; ++slot)
        for (std::size_t t = 0; t < targets_.size(); ++t)
          if (Count(key, slot) == 1 &&
              targets_[t] == tile_values_[static_cast<std::size_t>(slot)]) {
            found_ = {kTile, key, 0, 0, 0, t};
            return true;
          }
      return false;
    }
    if (problem_.unary_root && Roots(key) > 0) {
      std::uint64_t child = key - root_unit_;
      if (const Node* c = NodeOf(child)) {
        for (std::size_t t = 0; t < targets_.size(); ++t) {
          ++stats_.nodes;
          if (arithmetic_.Sign(targets_[t]) < 0 ||
              !arithmetic_.Plain(Operator::Multiply, targets_[t], targets_[t], want))
            continue;
          std::int64_t i = FindValue(*c, want);
          SolverValue out;
          ++stats_.nodes;
          if (i >= 0 && arithmetic_.Apply(Operator::Root, {2, 1}, want, out) && Names(out, t)) {
            found_ = {kUnaryRoot, child, static_cast<std::uint32_t>(i), 0, 0, t};
            return true;
          }
        }
      }
    }
    if (TileCount(key) < 2) return false;
    check_op_ = 0;
    check_part_ = 0;
    ResetCheckRow();
  }
  // The splits, value by value: a check may pause between any two operations when the budget
  // runs out (as in Build, after at least one), and goes on there at the next call.
  bool hit = false, paused = false, progressed = false;
  for (; check_op_ < kSolverOperatorCount && !hit; ++check_op_, check_part_ = 0, ResetCheckRow()) {
    const int op = check_op_;
    std::uint64_t rest;
    if (!TakeOperation(key, op, rest)) continue;
    Operator operation = static_cast<Operator>(op);
    ForEachSplit(rest, op, [&](const Node& left, const Node& right) {
      if (hit || paused || left.key < check_part_) return;
      if (left.key != check_part_) {
        check_part_ = left.key;
        ResetCheckRow();
      }
      if (operation == Operator::Power || operation == Operator::Root) {
        // x^E = t has at most two solutions |x| = |t|^(1/E) when t is rational or a single
        // radical and E a non-zero rational (core/solver/solver_arithmetic.h PowerBases): walk the
        // exponent side (a power's exponent, a root's index) and look the bases up. Otherwise,
        // and for an exponent that is not such a value, every pair is tried forward.
        const bool by_exponent = PowerByExponent();
        const bool power = operation == Operator::Power;
        const Node& walk = by_exponent && power ? right : left;
        const Node& other = by_exponent && power ? left : right;
        // Applies the operation to one pair (walked value k, other value o) forward.
        auto forward = [&](std::size_t k, std::size_t o) {
          // By role, not by address: the two sides may be one multiset (2 ^ 2).
          const bool walk_left = !(by_exponent && power);
          const std::size_t i = walk_left ? k : o, j = walk_left ? o : k;
          hit = HitAny(operation, left, i, right, j);
        };
        for (; check_i_ < walk.values.size() && !hit; ++check_i_) {
          const std::size_t k = check_i_;
          if (!check_forward_) {  // the row's start (not a row paused while tried forward)
            if (progressed && stats_.nodes >= limit) {
              paused = true;
              return;
            }
            progressed = true;
            // A derived check's many values aimed at: the row forward where that is fewer steps.
            bool inverted =
                by_exponent && !(derived_.swapped && targets_.size() > other.values.size());
            ++stats_.nodes;
            // |x| = |t|^(1/E) for a rational t = product of p^(f_p) and 1/E = u/v has the root
            // index v ÷ gcd(v, every f_p); past kMaxRootIndex, which no value's root passes
            // (core/numbers/number.h), no value is a base: the row is done.
            if (by_exponent && walk.values[k].IsSmall() && walk.values[k].num != 0 &&
                walk.values[k].num != INT64_MIN) {
              const SolverValue e = walk.values[k];
              const std::int64_t v = power ? (e.num < 0 ? -e.num : e.num) : e.den;
              bool none = v > kMaxRootIndex;
              for (std::size_t t = 0; none && t < targets_.size(); ++t) {
                std::int64_t& g = target_exponent_gcd_[t];
                if (g == kNotYetKnown)  // a derived check's values aimed at have no numbers
                  g = SolverArithmetic::ExponentGcd(t < target_numbers_.size()
                                                        ? target_numbers_[t]
                                                        : arithmetic_.ToNumber(targets_[t]));
                none = g >= 0 && v / std::gcd(v, g) > kMaxRootIndex;
              }
              if (none) continue;
            }
            // E = 0: x^0 = 1 for x other than 0 (0^0 and 0√x are undefined, AGLOA III-C-2); an
            // irrational E is exact on the bases 0 and 1 only (core/numbers/number.h Power and
            // Root). So such a row names 1 (or 0) at most: only those bases are tried, not every
            // pair.
            if (by_exponent &&
                (walk.values[k].IsZero() || !arithmetic_.IsRational(walk.values[k]))) {
              const bool zero = walk.values[k].IsZero();
              for (std::size_t t = 0; t < targets_.size() && !hit; ++t) {
                const SolverValue target = targets_[t];
                if (zero && power && target == SolverValue{1, 1}) {
                  for (std::size_t o = 0; o < other.values.size() && !hit; ++o)
                    if (!other.values[o].IsZero()) forward(k, o);
                } else if (!zero && (target.IsZero() || target == SolverValue{1, 1})) {
                  const std::int64_t o = FindValue(other, target);
                  if (o >= 0) forward(k, static_cast<std::size_t>(o));
                }
              }
              continue;
            }
            for (std::size_t t = 0; inverted && t < targets_.size() && !hit; ++t) {
              SolverValue bases[2];
              int count = 0;
              // When the base side holds only small rationals, only a rational base can be
              // there: int64 arithmetic finds it, or shows there is none.
              const bool rational =
                  other.all_small && SolverArithmetic::RationalPowerBases(
                                         walk.values[k], !power, targets_[t], bases, count);
              if (!rational &&
                  !arithmetic_.PowerBases(walk.values[k], !power, targets_[t], bases, count)) {
                inverted = false;
                break;
              }
              for (int c = 0; c < count && !hit; ++c) {
                const std::int64_t o = FindValue(other, bases[c]);
                if (o >= 0) forward(k, static_cast<std::size_t>(o));
              }
            }
            if (inverted || hit) continue;
            check_forward_ = true;
            check_o_ = 0;
          }
          // Every pair of the row, forward.
          for (; check_o_ < other.values.size() && !hit; ++check_o_) {
            if (progressed && stats_.nodes >= limit) {
              paused = true;
              return;
            }
            progressed = true;
            forward(k, check_o_);
          }
          if (hit) return;
          check_forward_ = false;
          check_o_ = 0;
        }
      } else if (!solvers_[op].Solvable() || PairsForward(left, right)) {
        // Every pair forward, its value looked up among the values aimed at (an operator whose
        // row cannot solve a step for an operand is never inverted).
        for (; check_i_ < left.values.size() && !hit; ++check_i_, check_o_ = 0) {
          for (; check_o_ < right.values.size() && !hit; ++check_o_) {
            if (progressed && stats_.nodes >= limit) {
              paused = true;
              return;
            }
            progressed = true;
            hit = HitAny(operation, left, check_i_, right, check_o_);
          }
        }
      } else {
        for (; check_t_ < targets_.size() && !hit; ++check_t_, check_i_ = 0) {
          hit = CheckInverse(operation, left, right, check_t_, check_i_, limit, progressed, paused);
          if (paused) return;
        }
      }
      if (hit) return;
      check_part_ = left.key + 1;  // this split is done
      ResetCheckRow();
    });
    if (paused) {
      check_paused_ = true;
      return false;
    }
  }
  check_op_ = -1;
  return hit;
}

bool SolverSearch::PairsForward(const Node& left, const Node& right) const {
  // Inverting walks the smaller side once per target; a derived check may aim at more values
  // than the other side holds.
  const std::size_t a = left.values.size(), b = right.values.size();
  return derived_.swapped && targets_.size() * std::min(a, b) > a * b;
}

bool SolverSearch::PowerByExponent() {
  if (power_by_exponent_ < 0) {
    power_by_exponent_ = 1;
    for (const SolverValue& t : targets_)
      if (!arithmetic_.RationalOrMonomial(t)) power_by_exponent_ = 0;
  }
  return power_by_exponent_ == 1;
}

void SolverSearch::ResetCheckRow() {
  check_i_ = 0;
  check_t_ = 0;
  check_o_ = 0;
  check_forward_ = false;
}

bool SolverSearch::CheckInverse(Operator operation, const Node& left, const Node& right,
                                std::size_t t, std::size_t& k, std::uint64_t limit,
                                bool& progressed, bool& paused) {
  const SolverValue target = targets_[t];
  const bool target_zero = target.IsZero();
  SolverValue want;
  // Iterate the smaller side; + and x are symmetric, so either side may be "left".
  bool by_left = left.values.size() <= right.values.size();
  const Node& walk = by_left ? left : right;
  const Node& other = by_left ? right : left;
  // With a rational target other than 0, an irrational x wants an irrational value on the other
  // side (t - x, t ÷ x, t x x, ...): none there when it holds rationals only.
  const bool skip_irrational =
      !other.any_irrational && !target_zero && arithmetic_.IsRational(target);
  const OperandSolver& solver = solvers_[static_cast<int>(operation)];
  for (; k < walk.values.size(); ++k) {
    if (progressed && stats_.nodes >= limit) {
      paused = true;
      return false;
    }
    progressed = true;
    SolverValue x = walk.values[k];
    bool ok = false;
    ++stats_.nodes;
    if (skip_irrational && !arithmetic_.IsRational(x)) continue;
    // x op y = t for y (by_left), or y op x = t for y.
    switch (solver.Solve(arithmetic_, x, by_left, target, want)) {
      case Solved::One:
        ok = true;
        break;
      case Solved::Any: {  // x x 0 = 0: the other side's first value
        std::size_t i = by_left ? k : 0, j = by_left ? 0 : k;
        if (Hit(operation, left, i, right, j, t)) return true;
        continue;
      }
      case Solved::AnyButZero:  // 0 ÷ y = 0: the other side's first value but 0
        for (std::size_t j = 0; j < other.values.size(); ++j)
          if (!other.values[j].IsZero())
            return by_left ? Hit(operation, left, k, right, j, t)
                           : Hit(operation, left, j, right, k, t);
        continue;
      case Solved::None:
      case Solved::Unknown:
        continue;
    }
    if (!ok) continue;
    std::int64_t found = FindValue(other, want);
    if (found < 0) continue;
    std::size_t i = by_left ? k : static_cast<std::size_t>(found);
    std::size_t j = by_left ? static_cast<std::size_t>(found) : k;
    if (Hit(operation, left, i, right, j, t)) return true;
  }
  return false;
}

}  // namespace equations
