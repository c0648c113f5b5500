// Padded cores of the solver search (core/solver/solver_search.h): a multiset that names a target
// but leaves Required cubes out (AGLOA VII-B: a Solution uses every Required cube) becomes a
// Solution with one small part that holds those cubes and names the neutral value of an operation:
// 0 + M, M - 0, 1 x M, M ÷ 1, M ^ 1 or 1 √ M (a Required 5 absorbed as "x (1^5)"). Tried as soon
// as the multiset is built, where the levels would reach the padded Solution only when they
// build multisets of its whole size. Every Solution is verified forward with the checker's
// arithmetic (DeepVerify); a pad that finds nothing decides nothing.
#include "core/solver/solver_search.h"

namespace equations {

void SolverSearch::AddPad(std::size_t n) {
  const Node& node = nodes_[n];
  if (node.values.empty() || Level(node.key) > kPadLevel) return;
  const std::int64_t zero = FindValue(node, SolverValue{0, 1});
  if (zero >= 0)
    zero_pads_.push_back({static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(zero)});
  const std::int64_t one = FindValue(node, SolverValue{1, 1});
  if (one >= 0)
    one_pads_.push_back({static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(one)});
}

bool SolverSearch::PadFound(std::size_t n) {
  if (!problem_.pad_cores || !problem_.deep_check) return false;
  const std::uint64_t core = nodes_[n].key;
  const std::uint64_t missing = Less(low_, core);
  // A candidate is the levels' own check; a pad holds at most an operation and a small part.
  if (missing == 0 || Level(missing) > kPadLevel + 1) return false;
  for (std::size_t t = 0; t < targets_.size(); ++t) {
    const std::int64_t index = FindValue(nodes_[n], targets_[t]);
    if (index < 0) continue;
    ++stats_.nodes;
    peels_.clear();
    deep_target_ = t;
    if (PadCore(0, core, static_cast<std::uint32_t>(index))) {
      deep_found_ = true;
      found_.target = t;
      return true;
    }
  }
  return false;
}

bool SolverSearch::PadCore(std::uint64_t used, std::uint64_t core, std::uint32_t index) {
  if (!problem_.pad_cores) return false;
  const std::uint64_t missing = Less(Less(low_, used), core);
  if (missing == 0 || Level(missing) > kPadLevel + 1) return false;
  const std::uint64_t room = top_ - used - core;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    std::uint64_t after = 0;
    if (!TakeOperation(room, op, after)) continue;
    const std::uint64_t op_cube = room - after;
    // The part is a neutral element of the operator's row, on its left where it has one: 0 + M,
    // 1 x M, 1 √ M, M - 0, M ÷ 1, M ^ 1. An operator with none takes no pad.
    const OperatorRow& row = RowOf(static_cast<Operator>(op));
    const bool part_left = row.left_neutral.has_value();
    const std::optional<int> neutral = part_left ? row.left_neutral : row.right_neutral;
    if (!neutral || (*neutral != 0 && *neutral != 1)) continue;
    for (const Pad& pad : *neutral == 0 ? zero_pads_ : one_pads_) {
      if ((++deep_skipped_ & 15) == 0) ++stats_.nodes;  // 1 in 16 counted
      const std::uint64_t part = nodes_[pad.node].key;
      if (!Within(part, after) || Less(missing, part + op_cube) != 0 ||
          !DeepPoolFits(used + core + op_cube + part))
        continue;
      ++stats_.nodes;
      // The pad is the innermost peel: the first step applied to the core's value.
      peels_.push_back(Peel{static_cast<std::uint8_t>(op), part, pad.index, part_left});
      if (DeepVerify(core, index)) {
        stats_.padded = 1;
        return true;
      }
      peels_.pop_back();
    }
  }
  return false;
}

}  // namespace equations
