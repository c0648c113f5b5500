// Derived checks of the solver search (core/solver/solver_search.h): a multiset whose only use is
// one side of a candidate's last operation, the other side a single tile (each maybe under unary
// √), or the whole Solution under √, is checked against the values it would have to name instead of
// being built (AGLOA VII-B: the Solution's value is the Goal's). Its values are all built from its
// parts in pairs, while the check walks the smaller part of each pair once per value to aim at, so
// where the parts are large and the values to aim at few, the check costs a fraction of the build.
// A value it finds is verified forward through the last operation with the rule set's arithmetic;
// exactness is the build's: every Solution whose last step has that multiset on one side names one
// of the values aimed at.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/solver/solver_invert.h"
#include "core/solver/solver_search.h"

namespace equations {

bool SolverSearch::Derivable(std::uint64_t key) {
  if (problem_.derive == SolverProblem::Derive::kNever || any_free_) return false;
  const int tiles = TileCount(key);
  // Small multisets cost little to build, and the deep check peels them off.
  if (tiles < 3 || MostTiles(key) > tiles + 1) return false;
  // Unary √ cubes a candidate may add around the multiset (none where √ is only binary).
  const int roots_left = problem_.unary_root ? Roots(top_) - Roots(key) : 0;
  derived_.targets.clear();
  derived_.contexts.clear();
  derived_.index.Clear();
  // Each target squared `post` times (the value under post unary √), or none for a negative.
  std::vector<std::vector<std::optional<SolverValue>>> squared(targets_.size());
  for (std::size_t t = 0; t < targets_.size(); ++t) {
    squared[t].push_back(targets_[t]);
    for (int a = 1; a <= roots_left; ++a) {
      const std::optional<SolverValue>& y = squared[t].back();
      SolverValue next;
      if (!y || arithmetic_.Sign(*y) < 0) {
        squared[t].push_back(std::nullopt);
        continue;
      }
      if (!arithmetic_.Plain(Operator::Multiply, *y, *y, next)) return false;
      squared[t].push_back(next);
    }
  }
  auto aim = [&](SolverValue u, const Context& context) {
    if (derived_.index.Insert(derived_.targets, u)) {
      derived_.targets.push_back(u);
      derived_.contexts.push_back({context});
    } else {
      derived_.contexts[static_cast<std::size_t>(derived_.index.Find(derived_.targets, u))]
          .push_back(context);
    }
  };
  // A candidate the multiset can be part of: within the cubes, well formed, holding Required.
  auto candidate = [&](std::uint64_t c) {
    if (!Within(c, top_)) return false;
    return WellFormed(c) && IsCandidate(c) && ReachOf(c).fits;
  };
  // √^post(A): the multiset with post unary √ is a candidate (the multiset has every tile).
  for (int post = 1; post <= roots_left; ++post) {
    if (!candidate(key + static_cast<std::uint64_t>(post) * root_unit_)) continue;
    for (std::size_t t = 0; t < targets_.size(); ++t)
      if (squared[t][static_cast<std::size_t>(post)])
        aim(*squared[t][static_cast<std::size_t>(post)],
            {Context::kNoStep, {0, 1}, true, t, 0, 0, static_cast<std::uint8_t>(post)});
  }
  std::vector<SolverValue> values;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const int op_slot = op_slot_[op];
    if (op_slot < 0) continue;
    const Operator operation = static_cast<Operator>(op);
    for (int slot = 0; slot < op_slot_first_; ++slot) {
      const SolverValue tile = tile_values_[static_cast<std::size_t>(slot)];
      for (int roots = 0; roots <= roots_left; ++roots) {
        const std::uint64_t with =
            key + Unit(op_slot) + Unit(slot) + static_cast<std::uint64_t>(roots) * root_unit_;
        if (!candidate(with)) continue;
        // Every way of placing those √: on the multiset (pre), the tile, or the step (post).
        for (int post = 0; post <= roots; ++post) {
          for (int pre = 0; post + pre <= roots; ++pre) {
            const int tile_roots = roots - post - pre;
            SolverValue side = tile;
            bool defined = true;
            for (int r = 0; r < tile_roots && defined; ++r)
              defined = arithmetic_.Apply(Operator::Root, {2, 1}, side, side);
            if (!defined) continue;  // no candidate holds that tile so
            for (const bool part_left : {true, false}) {
              if (!part_left && solvers_[op].Commutative()) continue;  // the same step
              for (std::size_t t = 0; t < targets_.size(); ++t) {
                const std::optional<SolverValue>& y = squared[t][static_cast<std::size_t>(post)];
                if (!y) continue;
                values.clear();
                if (!InvertStep(arithmetic_, operation, tile, tile_roots, side, part_left, *y,
                                values))
                  return false;
                const Context context{static_cast<std::uint8_t>(op),
                                      tile,
                                      part_left,
                                      t,
                                      static_cast<std::uint8_t>(pre),
                                      static_cast<std::uint8_t>(tile_roots),
                                      static_cast<std::uint8_t>(post)};
                for (SolverValue u : values) {
                  // u = √^pre(v): u >= 0 and v = u^(2^pre).
                  bool named = true;
                  for (int r = 0; r < pre && named; ++r) {
                    if (arithmetic_.Sign(u) < 0) {
                      named = false;
                      break;
                    }
                    if (!arithmetic_.Plain(Operator::Multiply, u, u, u)) return false;
                  }
                  if (named) aim(u, context);
                }
              }
            }
          }
        }
      }
    }
  }
  derived_.power_by_exponent = 1;
  for (const SolverValue& u : derived_.targets)
    if (!arithmetic_.RationalOrMonomial(u)) derived_.power_by_exponent = 0;
  // The rest of the targets' shape only when used (their numbers are worked out by Check if it
  // needs their exponent gcds).
  auto derive = [&] {
    derived_.numbers.clear();
    derived_.exponent_gcd.assign(derived_.targets.size(), kNotYetKnown);
    return true;
  };
  // Where unary √ can be left outside a multiset, a multiset holding a derived one (with a √ or
  // a tile more) could be needed as a part, and it could only be built from the derived one's
  // values, which are not there: so every multiset the rules above allow is derived, and none
  // is built instead for its cost (each one holding a derived one is allowed too: its contexts
  // are among the derived one's, with √ moved inside). The checks' pairs tried forward
  // (PairsForward) keep each check within about the pairs its build would make.
  const bool rooted = problem_.unary_root && Roots(top_) > 0;
  if (problem_.derive == SolverProblem::Derive::kAlways || rooted) return derive();
  // The cost of each: pairs built, against values walked once per value aimed at (+ - x ÷: the
  // smaller part of each pair; ^ and √: the exponent's, or every pair where the values aimed at
  // cannot be inverted), or each pair tried forward where that is fewer, as Check walks them.
  // (No unary √ here: the search has none.)
  const double aims = static_cast<double>(derived_.targets.size());
  double build = 0, check = 0;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    std::uint64_t rest;
    if (!TakeOperation(key, op, rest)) continue;
    const Operator operation = static_cast<Operator>(op);
    ForEachSplit(rest, op, [&](const Node& left, const Node& right) {
      const auto a = static_cast<double>(left.values.size());
      const auto b = static_cast<double>(right.values.size());
      build += a * b;
      if (operation == Operator::Power || operation == Operator::Root)
        check += derived_.power_by_exponent == 0 ? a * b
                 : operation == Operator::Power  ? std::min(b * aims, a * b)
                                                 : std::min(a * aims, a * b);
      else
        check += std::min(std::min(a, b) * aims, a * b);
    });
  }
  return check < build && derive();
}

void SolverSearch::SwapTargets() {
  std::swap(targets_, derived_.targets);
  std::swap(targets_index_, derived_.index);
  std::swap(target_numbers_, derived_.numbers);
  std::swap(target_exponent_gcd_, derived_.exponent_gcd);
  std::swap(power_by_exponent_, derived_.power_by_exponent);
  derived_.swapped = !derived_.swapped;
}

bool SolverSearch::Names(SolverValue out, std::size_t t) {
  if (!(out == targets_[t])) return false;
  if (!derived_.swapped) return true;
  // targets_ holds the values aimed at; derived_.targets the Goal's. Each context is applied
  // forward with the rule set's arithmetic, as the checker would.
  auto root = [&](SolverValue& v, int times) {
    for (int r = 0; r < times; ++r)
      if (!arithmetic_.Apply(Operator::Root, {2, 1}, v, v)) return false;
    return true;
  };
  for (const Context& context : derived_.contexts[t]) {
    SolverValue value = out;
    if (!root(value, context.pre)) continue;
    if (context.op != Context::kNoStep) {
      SolverValue tile = context.tile;
      if (!root(tile, context.tile_roots)) continue;
      const Operator operation = static_cast<Operator>(context.op);
      if (!(context.part_left ? arithmetic_.Apply(operation, value, tile, value)
                              : arithmetic_.Apply(operation, tile, value, value)))
        continue;
    }
    if (root(value, context.post) && value == derived_.targets[context.target]) {
      derived_.found = true;
      derived_.context = context;
      return true;
    }
  }
  return false;
}

}  // namespace equations
