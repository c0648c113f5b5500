// The deep check of the solver search (core/solver_search.h): a budgeted, target-directed search
// for Solutions "A1 op (A2 op (... M))" over the multisets built so far. AGLOA VII-B: a Solution
// uses every Required cube, any Permitted ones and (Now) at most one Resource; the pool limit and
// Required cubes are kept here exactly as the levels keep them. A Solution it finds is verified
// forward with the checker's arithmetic before it is reported, so it never answers wrongly; it
// never answers "no".
#include <algorithm>
#include <functional>

#include "core/solver_search.h"

namespace equations {

namespace {

constexpr int kRootSlot = kSolverOpSlot + static_cast<int>(Operation::Root);

int Nibble(std::uint64_t key, int slot) {
  return static_cast<int>((key >> (4 * slot)) & 15);
}

// Returns true when every count of `part` is at most the count of `whole`.
bool Within(std::uint64_t part, std::uint64_t whole) {
  for (int slot = 0; slot < 16; ++slot)
    if (Nibble(part, slot) > Nibble(whole, slot)) return false;
  return true;
}

// Returns the per-slot max(0, a - b).
std::uint64_t Less(std::uint64_t a, std::uint64_t b) {
  std::uint64_t out = 0;
  for (int slot = 0; slot < 16; ++slot) {
    int d = Nibble(a, slot) - Nibble(b, slot);
    if (d > 0) out += static_cast<std::uint64_t>(d) << (4 * slot);
  }
  return out;
}

std::uint64_t Mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
  h *= 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 31);
}

}  // namespace

int SolverSearch::Level(std::uint64_t key) const {
  int level = 0;
  for (int slot = 0; slot < 16; ++slot) level += Count(key, slot) * (slot < kSolverOpSlot ? 2 : 1);
  return level;
}

bool SolverSearch::DeepPoolFits(std::uint64_t used) const {
  int from_pool = 0;
  for (int slot = 0; slot < 16; ++slot)
    from_pool += std::max(0, Count(used, slot) - Count(high_, slot));
  return from_pool <= pool_limit_;
}

bool SolverSearch::DeepFeasible(std::uint64_t used) const {
  // The rest of the Solution is one expression: n tiles joined by n - 1 binary operations (a √
  // may be unary). Count what it must hold (the Required cubes not yet used) and what it may.
  int pool_left = pool_limit_;
  for (int slot = 0; slot < 16; ++slot)
    pool_left -= std::max(0, Count(used, slot) - Count(high_, slot));
  int n_min = 0, n_extra = 0, n_pool = 0, o_min = 0, o_extra = 0, o_pool = 0, r_min = 0,
      r_extra = 0, r_pool = 0;
  for (int slot = 0; slot < 16; ++slot) {
    if (SupplyOf(slot) == nullptr) continue;
    const int u = Count(used, slot), h = Count(high_, slot), t = Count(top_, slot);
    const int must = std::max(0, Count(low_, slot) - u);
    const int extra = std::max(0, h - u) - must;
    const int pool = t - std::max(u, h);
    const bool tile = slot < kSolverOpSlot, root = slot == kRootSlot;
    (tile ? n_min : root ? r_min : o_min) += must;
    (tile ? n_extra : root ? r_extra : o_extra) += extra;
    (tile ? n_pool : root ? r_pool : o_pool) += pool;
  }
  const int n_max = n_min + n_extra + std::min(pool_left, n_pool);
  const int o_max = o_min + o_extra + std::min(pool_left, o_pool);
  const int r_max = r_min + r_extra + std::min(pool_left, r_pool);
  if (n_max < 1) return false;
  if (!any_free_ && std::max(1, n_min) - 1 > o_max + r_max) return false;   // too few operations
  if (o_min + (problem_.unary_root ? 0 : r_min) > n_max - 1) return false;  // too few tiles
  return true;
}

bool SolverSearch::DeepCheck(std::uint64_t budget) {
  deep_limit_ = stats_.nodes + budget;
  deep_failed_.clear();
  peels_.clear();
  // Iterative deepening on the number of peels, so that short Solutions are found first.
  for (int depth = 1; depth <= 10 && stats_.nodes < deep_limit_; ++depth) {
    for (std::size_t t = 0; t < targets_.size(); ++t) {
      deep_target_ = t;
      // A Solution has at least one peel: a single built multiset is the levels' own check.
      if (Deep(0, targets_[t], false, depth)) {
        deep_found_ = true;
        found_.target = t;
        return true;
      }
      if (stats_.nodes >= deep_limit_) break;
    }
  }
  deep_failed_.clear();
  return false;
}

bool SolverSearch::DeepCore(std::uint64_t core, SolverValue target, bool any) {
  const Node* node = NodeOf(core);
  if (node == nullptr) return false;
  ++stats_.nodes;
  if (!any) {
    std::int64_t index = table_.Find(core, target);
    return index >= 0 && DeepVerify(core, static_cast<std::uint32_t>(index));
  }
  // Any value will do (it is multiplied by 0): the first few that verify.
  for (std::size_t i = 0; i < node->values.size() && i < 4; ++i)
    if (DeepVerify(core, static_cast<std::uint32_t>(i))) return true;
  return false;
}

bool SolverSearch::DeepBase(std::uint64_t used, SolverValue target, bool any) {
  if (peels_.empty()) return false;
  const std::uint64_t must = Less(low_, used);  // the Required cubes still to use
  const std::uint64_t room = top_ - used;       // what may still be used
  const std::uint64_t extra = room - must;
  const int must_level = Level(must);
  if (must_level > level_) return false;
  // The cores: `must` plus any extra cubes, up to the level built.
  int slots[16], count = 0;
  for (int slot = 0; slot < 16; ++slot)
    if (Count(extra, slot) > 0 && SupplyOf(slot) != nullptr) slots[count++] = slot;
  std::function<bool(int, std::uint64_t, int)> walk = [&](int i, std::uint64_t core, int level) {
    if (stats_.nodes >= deep_limit_) return false;
    if (i == count) {
      if (core == 0 || !DeepPoolFits(used + core)) return false;
      return DeepCore(core, target, any);
    }
    int slot = slots[i], weight = slot < kSolverOpSlot ? 2 : 1;
    for (int c = 0; c <= Count(extra, slot) && level + c * weight <= level_; ++c)
      if (walk(i + 1, core + (static_cast<std::uint64_t>(c) << (4 * slot)), level + c * weight))
        return true;
    return false;
  };
  return walk(0, must, must_level);
}

bool SolverSearch::Deep(std::uint64_t used, SolverValue target, bool any, int peels_left) {
  if (stats_.nodes >= deep_limit_) return false;
  ++stats_.nodes;
  std::uint64_t memo = Mix(Mix(Mix(used, static_cast<std::uint64_t>(target.num)),
                               static_cast<std::uint64_t>(target.den)),
                           static_cast<std::uint64_t>(peels_left) * 2 + (any ? 1 : 0));
  if (deep_failed_.count(memo) > 0 || !DeepFeasible(used)) return false;
  if (DeepBase(used, target, any)) return true;
  const std::uint64_t room = top_ - used;
  if (TileCount(room) == 0 || peels_left == 0) return false;

  // A unary root: √B = t when B = t x t (t >= 0).
  if (problem_.unary_root && Count(room, kRootSlot) > 0) {
    SolverValue want = target;
    bool ok = any || (arithmetic_.Sign(target) >= 0 &&
                      arithmetic_.Plain(Operation::Multiply, target, target, want));
    std::uint64_t next = used + (std::uint64_t{1} << (4 * kRootSlot));
    if (ok && DeepPoolFits(next)) {
      peels_.push_back({kUnaryRoot, 0, 0, false});
      if (Deep(next, want, any, peels_left - 1)) return true;
      peels_.pop_back();
    }
  }
  // A binary operation with a small built part on one side.
  for (int op = 0; op <= static_cast<int>(Operation::Divide); ++op) {
    std::uint64_t after_op = room;
    if (!TakeOperation(room, op, after_op)) continue;
    const std::uint64_t op_used = used + (room - after_op);
    const Operation operation = static_cast<Operation>(op);
    for (std::size_t n : small_nodes_) {
      const Node& part = nodes_[n];
      ++stats_.nodes;
      if (stats_.nodes >= deep_limit_) return false;
      if (!Within(part.key, after_op) || part.key == after_op) continue;
      const std::uint64_t next = op_used + part.key;
      if (TileCount(top_ - next) == 0 || !DeepPoolFits(next)) continue;
      // When any value will do, the part's value hardly matters: try the first two.
      const std::size_t values =
          any ? std::min<std::size_t>(2, part.values.size()) : part.values.size();
      for (std::size_t k = 0; k < values; ++k) {
        if (stats_.nodes >= deep_limit_) return false;
        const SolverValue a = part.values[k];
        for (int side = 0; side < 2; ++side) {
          const bool part_left = side == 0;
          if (!part_left && (operation == Operation::Add || operation == Operation::Multiply))
            continue;
          SolverValue want{0, 1};
          bool want_any = any, ok = true;
          ++stats_.nodes;
          if (!any) {
            switch (operation) {
              case Operation::Add:  // a + b = t
                ok = arithmetic_.Plain(Operation::Subtract, target, a, want);
                break;
              case Operation::Subtract:  // a - b = t, or b - a = t
                ok = part_left ? arithmetic_.Plain(Operation::Subtract, a, target, want)
                               : arithmetic_.Plain(Operation::Add, target, a, want);
                break;
              case Operation::Multiply:  // a b = t; 0 x anything = 0
                if (a.IsZero())
                  ok = want_any = target.IsZero();
                else
                  ok = arithmetic_.Plain(Operation::Divide, target, a, want);
                break;
              case Operation::Divide:
                if (part_left) {  // a ÷ b = t
                  if (target.IsZero())
                    ok = want_any = a.IsZero();
                  else
                    ok = !a.IsZero() && arithmetic_.Plain(Operation::Divide, a, target, want);
                } else {  // b ÷ a = t
                  ok = !a.IsZero() && arithmetic_.Plain(Operation::Multiply, target, a, want);
                }
                break;
              default:
                ok = false;
            }
          }
          if (!ok) continue;
          peels_.push_back(
              {static_cast<std::uint8_t>(op), part.key, static_cast<std::uint32_t>(k), part_left});
          if (Deep(next, want, want_any, peels_left - 1)) return true;
          peels_.pop_back();
        }
      }
    }
  }
  if (stats_.nodes < deep_limit_) deep_failed_.insert(memo);
  return false;
}

bool SolverSearch::DeepVerify(std::uint64_t core, std::uint32_t index) {
  SolverValue value = nodes_[node_of_.at(core)].values[index];
  for (std::size_t i = peels_.size(); i-- > 0;) {
    const Peel& peel = peels_[i];
    SolverValue out;
    ++stats_.nodes;
    if (peel.kind == kUnaryRoot) {
      if (!arithmetic_.Apply(Operation::Root, {2, 1}, value, out)) return false;
    } else {
      const SolverValue a = nodes_[node_of_.at(peel.part)].values[peel.index];
      const Operation operation = static_cast<Operation>(peel.kind);
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
      std::string op(SolverOperationText(static_cast<Operation>(peel.kind)));
      text = peel.part_left ? part + op + text : text + op + part;
    }
    if (!outer) text = "(" + text + ")";
  }
  return text;
}

}  // namespace equations
