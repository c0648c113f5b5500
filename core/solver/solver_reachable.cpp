#include "core/solver/solver_reachable.h"

#include <algorithm>
#include <array>
#include <map>
#include <unordered_set>

#include "core/language/evaluate.h"

namespace equations {

namespace {

// A multiset of cubes: the count of each tile kind, then of each counted operation.
using Key = std::vector<std::uint8_t>;

struct Search {
  const SolverProblem& problem;
  ReachableLimits limits;
  int kinds = 0;
  std::array<bool, kSolverOperatorCount> free{};  // enough for any expression: not counted
  std::map<Key, std::vector<Number>> values;      // of each multiset built
  std::uint64_t work = 0;
  std::size_t kept = 0;
  bool stopped = false;

  int Slots() const { return kinds + kSolverOperatorCount; }
  int Top(int slot) const {
    if (slot < kinds) return problem.tile_supply[static_cast<std::size_t>(slot)].Total();
    const int op = slot - kinds;
    return free[static_cast<std::size_t>(op)]
               ? 0
               : problem.operator_supply[static_cast<std::size_t>(op)].Total();
  }
  int Tiles(const Key& key) const {
    int n = 0;
    for (int k = 0; k < kinds; ++k) n += key[static_cast<std::size_t>(k)];
    return n;
  }

  bool Step(Operator operation, const Number& a, const Number& b, Number& out) {
    ++work;
    if (work > limits.max_work) {
      stopped = true;
      return false;
    }
    std::optional<Number> v = ApplyUnderRules(problem.rules, operation, a, b);
    if (!v) return false;
    if (problem.positive_whole_steps && !(v->IsWhole() && !v->IsZero())) return false;
    out = std::move(*v);
    return true;
  }

  // Builds the values of `key` from its parts (every smaller multiset is built first).
  void Build(const Key& key) {
    std::vector<Number> out;
    std::unordered_set<Number> seen;
    auto add = [&](Number v) {
      if (seen.insert(v).second) out.push_back(std::move(v));
    };
    const int n = Tiles(key);
    int ops = 0;
    for (int s = kinds; s < Slots(); ++s) ops += key[static_cast<std::size_t>(s)];
    if (n == 1 && ops == 0) {
      for (int k = 0; k < kinds; ++k)
        if (key[static_cast<std::size_t>(k)] == 1)
          add(Number::FromRational(problem.tiles[static_cast<std::size_t>(k)]));
    }
    const Number two = Number::FromInteger(2);
    for (int op = 0; op < kSolverOperatorCount && !stopped; ++op) {
      const Operator operation = static_cast<Operator>(op);
      Key rest = key;
      const std::size_t op_slot = static_cast<std::size_t>(kinds + op);
      if (!free[static_cast<std::size_t>(op)]) {
        if (rest[op_slot] == 0) continue;
        --rest[op_slot];
      }
      // A unary √ over the rest (AGLOA III-B-2): the index 2 is not written.
      if (operation == Operator::Root && problem.unary_root && Tiles(rest) >= 1) {
        auto part = values.find(rest);
        if (part != values.end())
          for (const Number& v : part->second) {
            Number r;
            if (stopped) break;
            if (Step(operation, two, v, r)) add(std::move(r));
          }
      }
      if (n < 2) continue;
      // Every split of the rest into a left and a right part, each with a tile.
      Key left(rest.size(), 0);
      SplitFrom(0, rest, left, operation, add);
    }
    kept += out.size();
    if (kept > limits.max_values) stopped = true;
    values.emplace(key, std::move(out));
  }

  template <class Add>
  void SplitFrom(int slot, const Key& rest, Key& left, Operator operation, Add& add) {
    if (stopped) return;
    if (slot == Slots()) {
      Key right = rest;
      for (std::size_t s = 0; s < rest.size(); ++s) right[s] -= left[s];
      if (Tiles(left) == 0 || Tiles(right) == 0) return;
      auto a = values.find(left), b = values.find(right);
      if (a == values.end() || b == values.end()) return;
      for (const Number& x : a->second)
        for (const Number& y : b->second) {
          Number r;
          if (stopped) return;
          if (Step(operation, x, y, r)) add(std::move(r));
        }
      return;
    }
    for (int c = 0; c <= rest[static_cast<std::size_t>(slot)]; ++c) {
      left[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(c);
      SplitFrom(slot + 1, rest, left, operation, add);
    }
    left[static_cast<std::size_t>(slot)] = 0;
  }

  // Lists every multiset of `cubes` cubes (free operations not counted), in slot order.
  void List(int slot, int left, Key& key, std::vector<Key>& keys) const {
    if (slot == Slots()) {
      if (left == 0) keys.push_back(key);
      return;
    }
    for (int c = 0; c <= std::min(Top(slot), left); ++c) {
      key[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(c);
      List(slot + 1, left - c, key, keys);
    }
    key[static_cast<std::size_t>(slot)] = 0;
  }

  // Whether a multiset may be a whole Solution: its Required cubes, the pool's limit, its size.
  bool IsSolution(const Key& key) const {
    int pool = 0, cubes = 0;
    for (int s = 0; s < Slots(); ++s) {
      const SolverSupply* supply =
          s < kinds ? &problem.tile_supply[static_cast<std::size_t>(s)]
                    : (free[static_cast<std::size_t>(s - kinds)]
                           ? nullptr
                           : &problem.operator_supply[static_cast<std::size_t>(s - kinds)]);
      const int count = key[static_cast<std::size_t>(s)];
      cubes += count;
      if (supply == nullptr) continue;
      if (count < supply->required) return false;
      pool += std::max(0, count - supply->required - supply->permitted);
    }
    if (problem.pool_limit >= 0 && pool > problem.pool_limit) return false;
    // A free operation is not counted: one tile alone is one cube, more tiles hold operations.
    return cubes >= problem.min_cubes || Tiles(key) >= 2;
  }
};

}  // namespace

Expected<ReachableValues, std::string> FindReachableValues(const SolverProblem& problem,
                                                           ReachableLimits limits) {
  const int kinds = static_cast<int>(problem.tiles.size());
  if (kinds > 8 || problem.tile_supply.size() != problem.tiles.size())
    return MakeUnexpected(std::string("at most 8 kinds of tile, each with a supply"));
  int tiles = 0;
  for (const SolverSupply& s : problem.tile_supply) {
    if (s.required < 0 || s.permitted < 0 || s.pool < 0)
      return MakeUnexpected(std::string("a tile supply is negative"));
    tiles += s.Total();
  }
  if (tiles > 12) return MakeUnexpected(std::string("at most 12 tiles in all"));
  Search search{problem, limits};
  search.kinds = kinds;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const SolverSupply& s = problem.operator_supply[static_cast<std::size_t>(op)];
    if (s.required < 0 || s.permitted < 0 || s.pool < 0)
      return MakeUnexpected(std::string("an operation supply is negative"));
    // As many as any expression of the tiles can use, and none required: not counted. A √ may
    // stand unary over any part, so it is always counted.
    search.free[static_cast<std::size_t>(op)] = op != static_cast<int>(Operator::Root) &&
                                                s.required == 0 && s.Total() >= tiles - 1 &&
                                                s.Total() > 0;
  }
  int most = 0;
  for (int slot = 0; slot < search.Slots(); ++slot) most += search.Top(slot);
  ReachableValues result;
  std::unordered_set<Number> found;
  Key key(static_cast<std::size_t>(search.Slots()), 0);
  for (int cubes = 1; cubes <= most && !search.stopped; ++cubes) {
    std::vector<Key> keys;
    search.List(0, cubes, key, keys);
    for (const Key& k : keys) {
      if (search.stopped) break;
      if (search.Tiles(k) == 0) continue;
      search.Build(k);
      if (search.stopped || !search.IsSolution(k)) continue;
      for (const Number& v : search.values[k])
        if (!CheckFinalValue(problem.rules, v, "") && found.insert(v).second)
          result.values.push_back(v);
    }
  }
  std::sort(result.values.begin(), result.values.end());
  result.complete = !search.stopped;
  result.work = search.work;
  return result;
}

}  // namespace equations
