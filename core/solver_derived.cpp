// Derived checks of the solver search (core/solver_search.h): a multiset whose only use is one
// side of a candidate's last operation, the other side a single tile, is checked against the
// values that side would have to name instead of being built (AGLOA VII-B: the Solution's value
// is the Goal's). Its values are all built from its parts in pairs, while the check walks the
// smaller part of each pair once per value to aim at, so where the parts are large and the values
// to aim at few, the check costs a fraction of the build. A value it finds is verified forward
// through the last operation with the rule set's arithmetic; exactness is the build's: every
// Solution whose last step has that multiset on one side names one of the values aimed at.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/solver_invert.h"
#include "core/solver_search.h"

namespace equations {

bool SolverSearch::Derivable(std::uint64_t key) {
  if (problem_.derive == SolverProblem::Derive::kNever || any_free_) return false;
  // With a √ left, a candidate could hold √ of the multiset, or √ of the last step.
  if (problem_.unary_root && Count(key, kRootSlot) < Count(top_, kRootSlot)) return false;
  const int tiles = TileCount(key);
  // Small multisets cost little to build, and the deep check peels them off.
  if (tiles < 3 || MostTiles(key) != tiles + 1) return false;
  derived_.targets.clear();
  derived_.contexts.clear();
  auto unit = [](int slot) { return std::uint64_t{1} << (4 * slot); };
  std::vector<SolverValue> values;
  for (int op = 0; op < kOperationCount; ++op) {
    const int op_slot = kSolverOpSlot + op;
    if (SupplyOf(op_slot) == nullptr || Count(key, op_slot) >= Count(top_, op_slot)) continue;
    for (int slot = 0; slot < kSolverOpSlot; ++slot) {
      if (SupplyOf(slot) == nullptr || Count(key, slot) >= Count(top_, slot)) continue;
      const std::uint64_t candidate = key + unit(op_slot) + unit(slot);
      if (!WellFormed(candidate) || !IsCandidate(candidate) || !ReachOf(candidate).fits) continue;
      const Operation operation = static_cast<Operation>(op);
      for (const bool part_left : {true, false}) {
        if (!part_left && (operation == Operation::Add || operation == Operation::Multiply))
          continue;  // the same step
        for (std::size_t t = 0; t < targets_.size(); ++t) {
          const Context context{static_cast<std::uint8_t>(op),
                                problem_.tiles[static_cast<std::size_t>(slot)], part_left, t};
          values.clear();
          if (!InvertLastStep(arithmetic_, operation, context.tile, part_left, targets_[t], values))
            return false;
          for (const SolverValue& u : values) {
            const auto at = std::find(derived_.targets.begin(), derived_.targets.end(), u);
            if (at == derived_.targets.end()) {
              derived_.targets.push_back(u);
              derived_.contexts.push_back({context});
            } else {
              derived_.contexts[static_cast<std::size_t>(at - derived_.targets.begin())].push_back(
                  context);
            }
          }
        }
      }
    }
  }
  derived_.power_by_exponent = 1;
  for (const SolverValue& u : derived_.targets)
    if (!arithmetic_.RationalOrMonomial(u)) derived_.power_by_exponent = 0;
  // The rest of the targets' shape (their numbers, for Check's exponent gcds) only when used.
  auto derive = [&] {
    derived_.numbers.clear();
    for (const SolverValue& u : derived_.targets)
      derived_.numbers.push_back(arithmetic_.ToNumber(u));
    derived_.exponent_gcd.assign(derived_.targets.size(), kNotYetKnown);
    return true;
  };
  if (problem_.derive == SolverProblem::Derive::kAlways) return derive();
  // The cost of each: pairs built, against values walked once per value aimed at (+ - x ÷: the
  // smaller part of each pair; ^ and √: the exponent's, or every pair where the values aimed at
  // cannot be inverted), as Check walks them.
  const double aims = static_cast<double>(derived_.targets.size());
  double build = 0, check = 0;
  if (problem_.unary_root && Count(key, kRootSlot) > 0)
    if (const Node* child = NodeOf(key - unit(kRootSlot))) {
      build += static_cast<double>(child->values.size());
      check += aims;
    }
  for (int op = 0; op < kOperationCount; ++op) {
    std::uint64_t rest;
    if (!TakeOperation(key, op, rest)) continue;
    const Operation operation = static_cast<Operation>(op);
    ForEachSplit(rest, op, [&](const Node& left, const Node& right) {
      const auto a = static_cast<double>(left.values.size());
      const auto b = static_cast<double>(right.values.size());
      build += a * b;
      if (operation == Operation::Power || operation == Operation::Root)
        check += derived_.power_by_exponent == 0 ? a * b
                 : operation == Operation::Power ? b * aims
                                                 : a * aims;
      else
        check += std::min(a, b) * aims;
    });
  }
  return 2 * check < build && derive();
}

void SolverSearch::SwapTargets() {
  std::swap(targets_, derived_.targets);
  std::swap(target_numbers_, derived_.numbers);
  std::swap(target_exponent_gcd_, derived_.exponent_gcd);
  std::swap(power_by_exponent_, derived_.power_by_exponent);
  derived_.swapped = !derived_.swapped;
}

bool SolverSearch::Names(SolverValue out, std::size_t t) {
  if (!(out == targets_[t])) return false;
  if (!derived_.swapped) return true;
  // targets_ holds the values aimed at; derived_.targets the Goal's.
  for (const Context& context : derived_.contexts[t]) {
    const SolverValue tile{context.tile, 1};
    SolverValue value;
    const Operation operation = static_cast<Operation>(context.op);
    const bool ok = context.part_left ? arithmetic_.Apply(operation, out, tile, value)
                                      : arithmetic_.Apply(operation, tile, out, value);
    if (ok && value == derived_.targets[context.target]) {
      derived_.found = true;
      derived_.context = context;
      return true;
    }
  }
  return false;
}

}  // namespace equations
