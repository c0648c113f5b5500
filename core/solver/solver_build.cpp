// Building the values of one multiset of the solver search (core/solver/solver_search.h): every
// value its expressions name, each kept once with one way to make it, from the values of its parts
// (AGLOA III-A, III-C: the values a Solution may name), and the values no Solution can use left
// out (docs/rulings.md, "Solver").
#include "core/solver/solver_search.h"

namespace equations {

bool SolverSearch::Smaller(std::uint64_t part, std::uint64_t key) const {
  if (problem_.keep_dominated) return false;
  // No slot where the part holds fewer than the multiset and fewer than Required.
  return (NonZero(Less(key, part)) & NonZero(Less(low_, part))) == 0;
}

bool SolverSearch::Build(std::uint64_t key, std::uint64_t limit) {
  Node& node = building_;
  if (!build_active_) {
    node = Node{};
    node.key = key;
    build_active_ = true;
    build_op_ = -1;
    build_part_ = 0;
    build_i_ = 0;
    build_j_ = 0;
  }
  // Irrationals that only a 0 can use (docs/rulings.md): where no √ nor ^ is left outside the
  // multiset and every target is rational, an irrational value v can only end in a rational
  // Solution as v x 0, 0 x v or 0 ÷ v (with rational b, v op b is irrational unless it is one
  // of these), and any value other than 0 does as well there. So once the multiset holds one
  // irrational value that is sure to combine with any rational made of the other cubes
  // (SolverArithmetic::RobustIrrational), other irrational values are not kept, and pairs that
  // can only make one are passed over. Rationals are all kept. With irrational targets, the same
  // holds for the values with a prime under a root that no target has (Foreign): v op w, for w
  // not Foreign, is Foreign but for v x 0, 0 x v and 0 ÷ v (v = (v op w) op' w is in the field
  // of the other two), and so is √v (v = √v x √v). Where every target is irrational
  // (OnlyFieldValuesUsed), a rational or Foreign value cannot end in a Solution at all (v x 0 is
  // rational too): none is kept, and pairs sure to make only such values are passed over.
  const bool only_zero = OnlyZeroUsesIrrationals(key);
  const bool only_field = OnlyFieldValuesUsed(key);
  auto add = [&](SolverValue value, Derivation derivation) {
    if (only_field && (arithmetic_.IsRational(value) || Foreign(value))) return;
    if (only_zero && Foreign(value)) {
      if (node.holds_robust) return;
      node.holds_robust = arithmetic_.RobustIrrational(value);
    }
    if (node.index.Insert(node.values, value)) {
      node.values.push_back(value);
      node.derivations.push_back(derivation);
      node.all_small = node.all_small && value.IsSmall();
      node.any_irrational = node.any_irrational || !arithmetic_.IsRational(value);
    }
  };
  // Returns true when the pair (a op b, op being build_op_) is sure to make a value the
  // multiset does not keep, or none.
  auto PassedOver = [&](SolverValue a, SolverValue b) {
    if (!only_field && !node.holds_robust) return false;
    const Operator operation = static_cast<Operator>(build_op_);
    const bool power = operation == Operator::Power;
    // ^ and √ (a √ b is b to the power 1 ÷ a).
    const SolverValue base = power ? a : b, exponent = power ? b : a;
    if (only_field) {
      if (operation == Operator::Power || operation == Operator::Root)
        return !arithmetic_.PowerMayBeInField(base, exponent, !power);
      // Two rationals make a rational; a Foreign value and one that is not make a Foreign value
      // or a rational (v x 0).
      const bool foreign_a = Foreign(a);
      return (arithmetic_.IsRational(a) && arithmetic_.IsRational(b)) ||
             (foreign_a != Foreign(b) && KnownPrimes(foreign_a ? b : a));
    }
    // Rational targets: a pair sure to make an irrational value (not kept) or none.
    if (operation == Operator::Power || operation == Operator::Root)
      return target_primes_ == 0 && !arithmetic_.PowerMayBeRational(base, exponent, !power);
    // A Foreign value and one that is not make a Foreign value, but for an absorbing 0 (v x 0,
    // 0 x v, 0 ÷ v; v ÷ 0 has no value).
    const bool rational_a = !Foreign(a);
    const SolverValue other = rational_a ? a : b;
    const OperandSolver& solver = solvers_[build_op_];
    return rational_a != !Foreign(b) && KnownPrimes(other) &&
           !(solver.ZeroAbsorbs() && other.IsZero() &&
             !(solver.NoValueOnZeroRight() && !rational_a));
  };
  const int tiles = TileCount(key);
  SolverValue out;
  bool progressed = false, paused = false;
  if (build_op_ < 0) {
    if (tiles == 1 && (key & ~tiles_mask_) == 0) {  // no √: never paused
      for (int slot = 0; slot < op_slot_first_; ++slot)
        if (Count(key, slot) == 1)
          add(tile_values_[static_cast<std::size_t>(slot)], {kTile, 0, 0, 0});
    }
    // The unary roots of the multiset without one √, value by value (build_i_), pausing like
    // the binary operations below: the part may hold thousands of values.
    if (problem_.unary_root && Roots(key) > 0) {
      std::uint64_t child = key - root_unit_;
      if (const Node* c = NodeOf(child)) {
        const bool child_smaller = Smaller(child, key);
        for (; build_i_ < c->values.size(); ++build_i_) {
          if (progressed && stats_.nodes >= limit) return false;
          progressed = true;
          const std::size_t i = build_i_;
          ++stats_.nodes;
          // √ of a Foreign value is Foreign.
          if ((node.holds_robust || only_field) && Foreign(c->values[i])) continue;
          if (arithmetic_.Apply(Operator::Root, {2, 1}, c->values[i], out)) {
            if (child_smaller && out == c->values[i]) {  // √0, √1: the multiset less the √
              ++stats_.dominated;
              continue;
            }
            add(out, {kUnaryRoot, child, static_cast<std::uint32_t>(i), 0});
          }
        }
      }
    }
    build_op_ = 0;
    build_i_ = 0;
  }
  // The binary operations, split by split and pair by pair: a large multiset may pause between
  // any two pairs when the budget runs out (after at least one), so one call never runs long: a
  // row may hold thousands of pairs, each a division by a long sum of roots. The splits come in
  // increasing order of their left part, so a resumed build skips those done.
  for (; tiles >= 2 && build_op_ < kSolverOperatorCount;
       ++build_op_, build_part_ = 0, build_i_ = 0, build_j_ = 0) {
    std::uint64_t rest;
    if (!TakeOperation(key, build_op_, rest)) continue;
    const int op = build_op_;
    const Operator operation = static_cast<Operator>(op);
    ForEachSplit(rest, op, [&](const Node& left, const Node& right) {
      if (paused || left.key < build_part_) return;
      if (left.key != build_part_) {
        build_part_ = left.key;
        build_i_ = 0;
        build_j_ = 0;
      }
      // A pair naming one of its sides names what that side's multiset names (v + 0, v x 1,
      // 1 √ v, ...): not kept where the other side and the operation could be left out.
      const bool left_smaller = Smaller(left.key, key), right_smaller = Smaller(right.key, key);
      for (; build_i_ < left.values.size(); ++build_i_, build_j_ = 0) {
        // The memory ceiling is checked between rows, at most once every kBytesCheckEvery
        // operations (a row of the 24 game holds two pairs, and Bytes() sums a dozen tables);
        // the budget pair by pair.
        if (progressed && build_j_ == 0 && stats_.nodes >= next_bytes_check_) {
          next_bytes_check_ = stats_.nodes + kBytesCheckEvery;
          if (Bytes() > problem_.max_bytes) {
            paused = true;
            return;
          }
        }
        const std::size_t i = build_i_;
        for (; build_j_ < right.values.size(); ++build_j_) {
          if (progressed && stats_.nodes >= limit) {
            paused = true;
            return;
          }
          const std::size_t j = build_j_;
          if (PassedOver(left.values[i], right.values[j])) {
            if ((++passed_over_ & 15) == 0) ++stats_.nodes;  // 1 in 16 counted
            continue;
          }
          progressed = true;
          ++stats_.nodes;
          if (arithmetic_.Apply(operation, left.values[i], right.values[j], out)) {
            if ((left_smaller && out == left.values[i]) ||
                (right_smaller && out == right.values[j])) {
              ++stats_.dominated;
              continue;
            }
            add(out, {static_cast<std::uint8_t>(op), left.key, static_cast<std::uint32_t>(i),
                      static_cast<std::uint32_t>(j)});
          }
        }
      }
      build_part_ = left.key + 1;  // this split is done
      build_i_ = 0;
      build_j_ = 0;
    });
    if (paused) return false;
  }
  build_active_ = false;
  ++stats_.multisets;
  stats_.values += node.values.size();
  if (!node.values.empty() && Level(key) <= kDeepPartLevel) small_nodes_.push_back(nodes_.size());
  if (value_nodes_on_)
    for (const SolverValue& value : node.values)
      value_nodes_.Insert(value, static_cast<std::uint32_t>(nodes_.size()));
  node_of_.Insert(key, static_cast<std::int64_t>(nodes_.size()));
  node_bytes_ += NodeBytes(node);
  nodes_.push_back(std::move(node));
  AddPad(nodes_.size() - 1);
  if (PadFound(nodes_.size() - 1)) status_ = SolveStatus::Found;
  return true;
}

}  // namespace equations
