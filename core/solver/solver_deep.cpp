// The deep check of the solver search (core/solver/solver_search.h): a budgeted, target-directed
// search for Solutions "A1 op (A2 op (... M))" over the multisets built so far. AGLOA VII-B: a
// Solution uses every Required cube, any Permitted ones and (Now) at most one Resource; the pool
// limit and Required cubes are kept here exactly as the levels keep them. A Solution it finds is
// verified forward with the checker's arithmetic before it is reported, so it never answers
// wrongly; it never answers "no".
#include <algorithm>
#include <utility>
#include <vector>

#include "core/solver/solver_search.h"

namespace equations {

namespace {

std::uint64_t Mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
  h *= 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 31);
}

}  // namespace

int SolverSearch::Level(std::uint64_t key) const {
  return 2 * TileCount(key) + CountSum(key & ~tiles_mask_);  // a tile weighs 2
}

bool SolverSearch::DeepPoolFits(std::uint64_t used) const {
  return CountSum(Less(used, high_)) <= pool_limit_;  // the cubes past Required + Permitted
}

bool SolverSearch::DeepReachable(std::uint64_t used, int peels_left) const {
  // Each peel uses at most an operation and a part of level kDeepPartLevel (a unary root, one
  // cube), and the core is a built multiset: the Required cubes left must fit in those.
  return Level(Less(low_, used)) <= level_ + peels_left * (kDeepPartLevel + 1);
}

bool SolverSearch::DeepFeasible(std::uint64_t used) const {
  // The rest of the Solution is one expression: n tiles joined by n - 1 binary operations (a √
  // may be unary). Count what it must hold (the Required cubes not yet used) and what it may.
  // Per slot (all sixteen at once, Less): the cubes used past Required + Permitted came from the
  // pool; `must` is what is left of Required, `extra` of Permitted, and the pool has
  // top - max(used, high) more.
  const std::uint64_t from_pool = Less(used, high_);
  const std::uint64_t must_left = Less(low_, used);
  const std::uint64_t extra_left = Less(high_, used) - must_left;  // high >= low: no borrow
  const std::uint64_t pool_more = Less(top_ - high_, from_pool);
  const int pool_left = pool_limit_ - CountSum(from_pool);
  const Kinds must = KindsOf(must_left), extra = KindsOf(extra_left), pool = KindsOf(pool_more);
  const int n_max = must.tiles + extra.tiles + std::min(pool_left, pool.tiles);
  const int o_max = must.binary + extra.binary + std::min(pool_left, pool.binary);
  const int r_max = must.roots + extra.roots + std::min(pool_left, pool.roots);
  if (n_max < 1) return false;
  // Too few operations for the tiles it must hold, or too few tiles for its operations.
  if (!any_free_ && std::max(1, must.tiles) - 1 > o_max + r_max) return false;
  return must.binary + (problem_.unary_root ? 0 : must.roots) <= n_max - 1;
}

void SolverSearch::DeepStart(std::uint64_t budget) {
  // The parts that hold the most Required cubes first (then the smallest): a Solution's peels and
  // core hold every Required cube, and the core is at most the level built, so with a long
  // Required row only peels that take many of them lead anywhere.
  // Sorted by (Required cubes left out, level, place in nodes_): the order a stable sort by the
  // first two gives, as the list is in that order but for the multisets built since, which come
  // last in nodes_. Each rank is worked out once, not once per comparison.
  std::vector<std::pair<std::uint64_t, std::size_t>> ranked;
  ranked.reserve(small_nodes_.size());
  for (const std::size_t n : small_nodes_) {
    const std::uint64_t key = nodes_[n].key;
    const auto rank = static_cast<std::uint64_t>(Level(Less(low_, key))) << 32 |
                      static_cast<std::uint64_t>(Level(key));
    ranked.emplace_back(rank, n);
  }
  std::sort(ranked.begin(), ranked.end());
  for (std::size_t i = 0; i < ranked.size(); ++i) small_nodes_[i] = ranked[i].second;
  if (!value_nodes_on_) {  // the multisets built so far (each 16 values an operation)
    value_nodes_on_ = true;
    std::uint64_t values = 0;
    for (std::size_t n = 0; n < nodes_.size(); ++n) {
      for (const SolverValue& value : nodes_[n].values)
        value_nodes_.Insert(value, static_cast<std::uint32_t>(n));
      values += nodes_[n].values.size();
    }
    stats_.nodes += values / 16;
  }
  deep_limit_ = stats_.nodes + budget;
  deep_failed_.Clear();
  peels_.clear();
  deep_stack_.clear();
  deep_stack_.reserve(12);
  deep_depth_ = 1;
  deep_next_target_ = 0;
  deep_active_ = true;
}

void SolverSearch::DeepPush(std::uint64_t used, SolverValue target, bool any, int peels_left) {
  DeepFrame frame;
  frame.used = used;
  frame.target = target;
  frame.any = any;
  frame.peels_left = peels_left;
  deep_stack_.push_back(frame);
}

void SolverSearch::DeepPop(bool failed) {
  if (failed && stats_.nodes < deep_limit_) deep_failed_.Insert(deep_stack_.back().memo);
  deep_stack_.pop_back();
  if (!deep_stack_.empty()) peels_.pop_back();  // the peel that led to the call just ended
}

SolverSearch::DeepResult SolverSearch::DeepStep(std::uint64_t limit) {
  while (true) {
    if (stats_.nodes >= deep_limit_) break;  // the budget is spent
    if (stats_.nodes >= limit) return DeepResult::kPaused;
    if (deep_stack_.empty()) {
      // Iterative deepening on the number of peels, so that short Solutions are found first. A
      // Solution has at least one peel: a single built multiset is the levels' own check.
      if (deep_next_target_ == targets_.size()) {
        deep_next_target_ = 0;
        ++deep_depth_;
      }
      if (deep_depth_ > 10) break;
      deep_target_ = deep_next_target_++;
      DeepPush(0, targets_[deep_target_], false, deep_depth_);
      continue;
    }
    DeepFrame& f = deep_stack_.back();
    switch (f.stage) {
      case DeepFrame::kEnter: {
        ++stats_.nodes;
        f.memo = Mix(Mix(Mix(f.used, static_cast<std::uint64_t>(f.target.num)),
                         static_cast<std::uint64_t>(f.target.den)),
                     static_cast<std::uint64_t>(f.peels_left) * 2 + (f.any ? 1 : 0));
        if (deep_failed_.Contains(f.memo) || !DeepFeasible(f.used) ||
            !DeepReachable(f.used, f.peels_left)) {
          DeepPop(false);
          continue;
        }
        f.stage = DeepFrame::kBaseStart;
        continue;
      }
      case DeepFrame::kBaseStart: {
        // The cores: the Required cubes still to use plus any extra cubes, up to the level built.
        f.stage = DeepFrame::kJoin;
        if (peels_.empty()) continue;
        const std::uint64_t must = Less(low_, f.used);
        const std::uint64_t extra = (top_ - f.used) - must;
        // Few cores (a long Required row leaves little extra): each is looked up. Many: the
        // built multisets that name the target are looked up instead.
        std::uint64_t cores = 1;
        for (int slot = 0; slot < 16 && cores <= kDeepEnumerated; ++slot)
          if (Supplied(slot)) cores *= static_cast<std::uint64_t>(Count(extra, slot) + 1);
        if (!f.any && cores > kDeepEnumerated) {
          f.entry = value_nodes_.First(f.target);
          f.target_hash = SolverValueHash::Hash(f.target);
          f.stage = DeepFrame::kIndexed;
          continue;
        }
        f.base_level = Level(must);
        if (f.base_level > level_) continue;
        f.count = 0;
        for (int slot = 0; slot < 16; ++slot) {
          if (Count(extra, slot) == 0 || !Supplied(slot)) continue;
          f.slots[f.count] = slot;
          f.counts[f.count] = 0;
          f.most[f.count++] = Count(extra, slot);
        }
        f.core = must;
        f.stage = DeepFrame::kBase;
        continue;
      }
      case DeepFrame::kBase: {
        // Each core looked up is an operation, and every 16 passed over (a multiset whose
        // operations do not fit its tiles has no values): a frame may try thousands of them,
        // and a budgeted call must pause among them.
        const bool formed = f.core != 0 && WellFormed(f.core);
        if (formed || ++deep_skipped_ % 16 == 0) ++stats_.nodes;
        if (formed && DeepPoolFits(f.used + f.core) && DeepCore(f.core, f.target, f.any))
          return DeepFound();
        // The next core, the last slot counting fastest.
        int i = f.count - 1;
        for (; i >= 0; --i) {
          const int weight = f.slots[i] < op_slot_first_ ? 2 : 1;
          const std::uint64_t unit = Unit(f.slots[i]);
          if (f.counts[i] < f.most[i] && f.base_level + weight <= level_) {
            ++f.counts[i];
            f.base_level += weight;
            f.core += unit;
            break;
          }
          f.base_level -= f.counts[i] * weight;
          f.core -= static_cast<std::uint64_t>(f.counts[i]) * unit;
          f.counts[i] = 0;
        }
        if (i < 0) f.stage = DeepFrame::kJoin;
        continue;
      }
      case DeepFrame::kIndexed: {
        // A core is a built multiset that names the target, holds the Required cubes not yet
        // used, and fits in what is left. Every 16 entries walked, and each core that fits, is
        // an operation.
        if (f.entry == SolverValueNodes::kNone) {
          f.stage = DeepFrame::kJoin;
          continue;
        }
        const SolverValueNodes::Entry& entry = value_nodes_.At(f.entry);
        f.entry = entry.next;
        if (++deep_skipped_ % 16 == 0) ++stats_.nodes;
        if (entry.hash != f.target_hash) continue;
        const Node& core = nodes_[entry.node];
        if (!Within(core.key, top_ - f.used) || !DeepPoolFits(f.used + core.key)) continue;
        // A core that leaves Required cubes out may still be padded (core/solver/solver_pad.cpp).
        const bool padded = Less(Less(low_, f.used), core.key) != 0;
        ++stats_.nodes;
        const std::int64_t index = FindValue(core, f.target);
        if (index < 0) continue;
        if (padded ? PadCore(f.used, core.key, static_cast<std::uint32_t>(index))
                   : DeepVerify(core.key, static_cast<std::uint32_t>(index)))
          return DeepFound();
        continue;
      }
      case DeepFrame::kJoin: {
        if (f.join < 0) {
          if (!DeepJoinStart(f)) {
            f.stage = DeepFrame::kRoot;
            continue;
          }
          f.join = 0;
        }
        bool found = false;
        if (!DeepJoinStep(f, found))
          f.stage = DeepFrame::kRoot;  // every exponent tried
        else if (found)
          return DeepFound();
        continue;
      }
      case DeepFrame::kRoot: {
        const std::uint64_t room = top_ - f.used;
        if (TileCount(room) == 0 || f.peels_left == 0) {
          DeepPop(false);
          continue;
        }
        f.stage = DeepFrame::kBinary;
        // A unary root: √B = t when B = t x t (t >= 0).
        if (problem_.unary_root && Roots(room) > 0) {
          SolverValue want = f.target;
          const bool any = f.any;
          const bool ok = any || (arithmetic_.Sign(f.target) >= 0 &&
                                  arithmetic_.Plain(Operator::Multiply, f.target, f.target, want));
          const std::uint64_t next = f.used + root_unit_;
          const int peels_left = f.peels_left - 1;
          if (ok && DeepPoolFits(next)) {
            peels_.push_back({kUnaryRoot, 0, 0, false});
            DeepPush(next, want, any, peels_left);  // f is not used after this
          }
        }
        continue;
      }
      case DeepFrame::kBinary: {
        // A binary operation with a small built part on one side, one that the part solves for
        // (an operator with an inverse).
        if (f.op >= kSolverOperatorCount) {
          DeepPop(true);
          continue;
        }
        if (!solvers_[f.op].Solvable()) {
          ++f.op;
          continue;
        }
        const std::uint64_t room = top_ - f.used;
        if (!f.op_ready) {
          f.after_op = room;
          if (!TakeOperation(room, f.op, f.after_op)) {
            ++f.op;
            continue;
          }
          f.op_used = f.used + (room - f.after_op);
          f.op_ready = true;
          f.n = 0;
          f.n_ready = false;
        }
        if (f.n == small_nodes_.size()) {
          ++f.op;
          f.op_ready = false;
          continue;
        }
        const Node& part = nodes_[small_nodes_[f.n]];
        const std::uint64_t next = f.op_used + part.key;
        if (!f.n_ready) {
          ++stats_.nodes;
          if (!Within(part.key, f.after_op) || part.key == f.after_op ||
              TileCount(top_ - next) == 0 || !DeepPoolFits(next) ||
              !DeepReachable(next, f.peels_left - 1)) {
            ++f.n;
            continue;
          }
          // When any value will do, the part's value hardly matters: try the first two.
          f.values = f.any ? std::min<std::size_t>(2, part.values.size()) : part.values.size();
          f.k = 0;
          f.side = 0;
          f.n_ready = true;
          continue;
        }
        if (f.k == f.values) {
          ++f.n;
          f.n_ready = false;
          continue;
        }
        if (f.side == 2) {
          ++f.k;
          f.side = 0;
          continue;
        }
        const bool part_left = f.side++ == 0;
        const OperandSolver& solver = solvers_[f.op];
        if (!part_left && solver.Commutative()) continue;
        const SolverValue a = part.values[f.k], target = f.target;
        SolverValue want{0, 1};
        bool want_any = f.any, ok = true;
        ++stats_.nodes;
        if (!f.any) {
          // a op b = t for b (part_left), or b op a = t for b.
          switch (solver.Solve(arithmetic_, a, part_left, target, want)) {
            case Solved::One:
              break;
            case Solved::Any:         // 0 x b = 0
            case Solved::AnyButZero:  // 0 ÷ b = 0
              want_any = true;
              break;
            case Solved::None:
            case Solved::Unknown:
              ok = false;
              break;
          }
        }
        if (!ok) continue;
        peels_.push_back({static_cast<std::uint8_t>(f.op), part.key,
                          static_cast<std::uint32_t>(f.k), part_left});
        DeepPush(next, want, want_any, f.peels_left - 1);  // f is not used after this
        continue;
      }
    }
  }
  // Ended in vain: the levels go on.
  deep_stack_.clear();
  peels_.clear();
  deep_failed_.Clear();
  deep_active_ = false;
  return DeepResult::kNotFound;
}

SolverSearch::DeepResult SolverSearch::DeepFound() {
  deep_stack_.clear();
  deep_found_ = true;
  found_.target = deep_target_;
  deep_failed_.Clear();
  deep_active_ = false;
  return DeepResult::kFound;
}

bool SolverSearch::DeepCore(std::uint64_t core, SolverValue target, bool any) {
  const Node* node = NodeOf(core);
  if (node == nullptr) return false;
  ++stats_.nodes;
  if (!any) {
    std::int64_t index = FindValue(*node, target);
    return index >= 0 && DeepVerify(core, static_cast<std::uint32_t>(index));
  }
  // Any value will do (it is multiplied by 0): the first few that verify.
  for (std::size_t i = 0; i < node->values.size() && i < 4; ++i)
    if (DeepVerify(core, static_cast<std::uint32_t>(i))) return true;
  return false;
}

bool SolverSearch::DeepVerify(std::uint64_t core, std::uint32_t index) {
  SolverValue value = (*NodeOf(core)).values[index];
  for (std::size_t i = peels_.size(); i-- > 0;) {
    const Peel& peel = peels_[i];
    SolverValue out;
    ++stats_.nodes;
    if (peel.kind == kUnaryRoot) {
      if (!arithmetic_.Apply(Operator::Root, {2, 1}, value, out)) return false;
    } else {
      const SolverValue a = (*NodeOf(peel.part)).values[peel.index];
      const Operator operation = static_cast<Operator>(peel.kind);
      if (!(peel.part_left ? arithmetic_.Apply(operation, a, value, out)
                           : arithmetic_.Apply(operation, value, a, out)))
        return false;
    }
    value = out;
  }
  if (!(value == targets_[deep_target_])) return false;
  deep_core_ = core;
  deep_core_index_ = index;
  return true;
}

std::string SolverSearch::DeepText() const {
  std::string text = Text(deep_core_, deep_core_index_, false);
  for (std::size_t i = peels_.size(); i-- > 0;) {
    const Peel& peel = peels_[i];
    const bool outer = i == 0;
    if (peel.kind == kUnaryRoot) {
      text = "√" + text;
    } else {
      std::string part = Text(peel.part, peel.index, false);
      std::string op(RowOf(static_cast<Operator>(peel.kind)).printed);
      text = peel.part_left ? part + op + text : text + op + part;
    }
    if (!outer) text = "(" + text + ")";
  }
  return text;
}

}  // namespace equations
