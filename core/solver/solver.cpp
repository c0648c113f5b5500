#include "core/solver/solver.h"

#include <algorithm>
#include <bit>
#include <cassert>

#include "core/language/evaluate.h"
#include "core/solver/solver_search.h"

namespace equations {

namespace {

// Returns whether every prime factor of |n| (n != 0, |n| < 2^62) is one of `primes`.
bool FactorsWithin(std::int64_t n, const std::vector<std::int64_t>& primes) {
  std::uint64_t m =
      n < 0 ? static_cast<std::uint64_t>(-(n + 1)) + 1 : static_cast<std::uint64_t>(n);
  for (std::int64_t p : primes)
    while (m % static_cast<std::uint64_t>(p) == 0) m /= static_cast<std::uint64_t>(p);
  return m == 1;
}

}  // namespace

std::optional<Number> ApplyUnderRules(const ArithmeticRules& rules, Operator op, const Number& left,
                                      const Number& right) {
  if (IsBasicOperator(op)) {
    Value value = ApplyOperation(rules, op, left, right, "", "");
    if (!value) return std::nullopt;
    return std::move(*value);
  }
  NumberResult value = RowOf(op).apply(left, right, OperatorSetting{});
  if (!value) return std::nullopt;
  return std::move(*value);
}

// ---- setting up ---------------------------------------------------------------------------------

SolverSearch::SolverSearch(SolverProblem problem)
    : problem_(std::move(problem)), arithmetic_(problem_.rules, problem_.positive_whole_steps) {
  arithmetic_.CountWorkIn(&stats_.nodes);
  for (int op = 0; op < kSolverOperatorCount; ++op)
    solvers_[op] = OperandSolver(static_cast<Operator>(op));
}

std::optional<std::string> SolverSearch::Setup() {
  const int kinds = static_cast<int>(problem_.tiles.size());
  if (problem_.tile_supply.size() != problem_.tiles.size())
    return "each kind of tile needs a supply";
  if (problem_.min_cubes < 1 || problem_.min_cubes > 2) return "min_cubes must be 1 or 2";
  auto check = [](const SolverSupply& s) {
    return s.required >= 0 && s.permitted >= 0 && s.pool >= 0 && s.Total() <= kSolverMaxCount;
  };
  int tiles_high = 0, tiles_pool = 0;
  for (int k = 0; k < kinds; ++k) {
    const SolverSupply& s = problem_.tile_supply[static_cast<std::size_t>(k)];
    if (!check(s)) return "a tile supply is negative or more than 15";
    tiles_high += s.required + s.permitted;
    tiles_pool += s.pool;
    for (int j = 0; j < k; ++j)
      if (problem_.tiles[static_cast<std::size_t>(j)] ==
          problem_.tiles[static_cast<std::size_t>(k)])
        return "tile values must be distinct";
  }
  int pool_limit = problem_.pool_limit < 0 ? 1 << 20 : problem_.pool_limit;
  int max_tiles = tiles_high + std::min(pool_limit, tiles_pool);
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const SolverSupply& s = problem_.operator_supply[static_cast<std::size_t>(op)];
    bool is_root = op == static_cast<int>(Operator::Root);
    free_[op] = !is_root && s.required == 0 && s.permitted >= std::max(1, max_tiles - 1);
    if (free_[op]) {
      any_free_ = true;
      continue;
    }
    if (s.Total() > kSolverMaxCount) return "an operation supply is more than 15";
    if (s.required < 0 || s.permitted < 0 || s.pool < 0) return "an operation supply is negative";
  }
  if (auto error = SetLayout()) return error;
  // Slot weights, bounds and the largest level.
  std::vector<int> pool_weights;
  for (int slot = 0; slot < kSlots; ++slot) {
    const SolverSupply* s = SupplyOf(slot);
    if (s == nullptr) continue;
    supplied_ |= static_cast<std::uint16_t>(1u << slot);
    int weight = slot < op_slot_first_ ? 2 : 1;
    low_ += static_cast<std::uint64_t>(s->required) << (4 * slot);
    high_ += static_cast<std::uint64_t>(s->required + s->permitted) << (4 * slot);
    top_ += static_cast<std::uint64_t>(s->Total()) << (4 * slot);
    max_level_ += weight * (s->required + s->permitted);
    for (int i = 0; i < s->pool; ++i) pool_weights.push_back(weight);
  }
  for (int slot = kSlots - 1; slot >= 0; --slot)  // top_ counts nothing in a slot with no supply
    level_room_[slot] = level_room_[slot + 1] + (slot < op_slot_first_ ? 2 : 1) * Count(top_, slot);
  std::sort(pool_weights.rbegin(), pool_weights.rend());
  for (int i = 0; i < static_cast<int>(pool_weights.size()) && i < pool_limit; ++i)
    max_level_ += pool_weights[static_cast<std::size_t>(i)];
  pool_limit_ = pool_limit;
  // An expression of n tiles holds n - 1 binary operations (a √ may be one, with an index), so
  // with B binary operations and R roots in all no multiset past 2(B + R + 1) + B + R is one:
  // without this bound the levels would list every multiset of tiles alone up to the top (16
  // tiles and no operation: thousands of keys a level, none of them an expression).
  if (!any_free_) {
    int operations = 0;
    for (int slot = op_slot_first_; slot < kSlots; ++slot) operations += Count(top_, slot);
    max_level_ = std::min(max_level_, 2 * (operations + 1) + operations);
  }
  // Targets no expression of these cubes can name, known without a search. Each proof needs a
  // fact (core/solver/solver_facts.h) of every operation the problem can use:
  // - tiles >= 0 and every operation kKeepsNonNegative (+ x ÷ ^ √): every value is >= 0; tiles > 0
  //   and every operation kKeepsPositive: every value is > 0 (0 needs a 0 tile or a "-");
  // - whole tiles and every operation kKeepsIntegral (+ - x), or every value >= 0 and every
  //   operation kIntegralOnNonNegative (+ x ^ √, no "-": a negative exponent or root index needs
  //   "-", a fraction needs "÷"; an irrational exponent is exact only on the bases 0 and 1): every
  //   value is an algebraic integer, so a rational value is whole;
  // - whole tiles and every operation kMultiplicative (x ÷ ^ √): every value other than 0 is a
  //   product of powers of the tiles' prime factors, so a rational Goal with another prime factor
  //   cannot be named (7 from 2, 3, 4, 8 with x ^ ÷ √), nor 0 without a 0;
  // - every operation kKeepsRational (+ - x ÷), or whole tiles >= 0 with every operation
  //   kRationalOnWholeNonNegative and kKeepsWholeNonNegative (+ x ^: every exponent is a whole
  //   number >= 0): every value is rational, so an irrational Goal (√8 from 1 2 5 6 7 with + - x ÷)
  //   cannot be named.
  auto usable = [&](Operator operation) {
    int op = SolverOperatorIndex(operation);
    return free_[op] || problem_.operator_supply[static_cast<std::size_t>(op)].Total() > 0;
  };
  auto every_usable = [&](std::uint16_t facts) {
    // Every operation the solver indexes, so that a new one is never skipped here.
    for (int op = 0; op < kSolverOperatorCount; ++op) {
      const auto operation = static_cast<Operator>(op);
      if (usable(operation) && !HasFact(operation, facts)) return false;
    }
    return true;
  };
  bool tiles_not_negative = true, tiles_positive = true, tiles_whole = true;
  for (const Rational& tile : problem_.tiles) {
    tiles_not_negative = tiles_not_negative && tile.Sign() >= 0;
    tiles_positive = tiles_positive && tile.Sign() > 0;
    tiles_whole = tiles_whole && tile.IsInteger();
  }
  const bool values_not_negative = tiles_not_negative && every_usable(kKeepsNonNegative);
  const bool values_positive = tiles_positive && every_usable(kKeepsPositive);
  bool multiplicative = tiles_whole && every_usable(kMultiplicative);
  std::vector<std::int64_t> primes;
  bool zero_tile = false;
  for (const Rational& whole : problem_.tiles) {
    zero_tile = zero_tile || whole.IsZero();
    // Only whole tiles are factored (multiplicative needs them); a large one is not.
    if (!whole.IsSmall() || !whole.IsInteger() || whole.SmallNumerator() <= INT64_MIN / 2) {
      multiplicative = false;
      continue;
    }
    const std::int64_t tile = whole.SmallNumerator();
    std::int64_t m = tile < 0 ? -tile : tile;
    for (std::int64_t p = 2; m > 1 && p <= 1000; ++p)
      if (m % p == 0) {
        if (std::find(primes.begin(), primes.end(), p) == primes.end()) primes.push_back(p);
        while (m % p == 0) m /= p;
      }
    if (m >= 1000 * 1000) multiplicative = false;  // not factored here: no shortcut
    if (m > 1 && std::find(primes.begin(), primes.end(), m) == primes.end()) primes.push_back(m);
  }
  const bool rationals_whole =
      tiles_whole && (every_usable(kKeepsIntegral) ||
                      (values_not_negative && every_usable(kIntegralOnNonNegative)));
  const bool values_rational = every_usable(kKeepsRational) ||
                               (tiles_whole && tiles_not_negative &&
                                every_usable(kRationalOnWholeNonNegative | kKeepsWholeNonNegative));
  // Before any value is interned: the field of the targets' radicals (Foreign).
  arithmetic_.SetTargetField(problem_.targets);
  for (const Rational& tile : problem_.tiles)
    tile_values_.push_back(tile.IsSmall()
                               ? SolverValue{tile.SmallNumerator(), tile.SmallDenominator()}
                               : arithmetic_.FromNumber(Number::FromRational(tile)));
  for (std::size_t i = 0; i < problem_.targets.size(); ++i) {
    const Number& target = problem_.targets[i];
    if (CheckFinalValue(problem_.rules, target, "")) continue;  // ACC: no irrational Solution
    if (values_not_negative && target.Sign() < 0) continue;
    if (values_positive && target.Sign() <= 0) continue;
    if (rationals_whole && target.IsRational() && !target.IsInteger()) continue;
    if (values_rational && !target.IsRational()) continue;
    if (multiplicative && target.IsRational()) {
      const Rational& r = target.RationalPart();
      if (r.IsZero() ? !zero_tile
                     : r.IsSmall() && r.SmallNumerator() > INT64_MIN / 2 &&
                           (!FactorsWithin(r.SmallNumerator(), primes) ||
                            !FactorsWithin(r.SmallDenominator(), primes)))
        continue;
    }
    SolverValue value = arithmetic_.FromNumber(target);
    if (!targets_index_.Insert(targets_, value)) continue;  // seen
    targets_.push_back(value);
    target_exponent_gcd_.push_back(kNotYetKnown);  // worked out when a check needs it
    target_numbers_.push_back(target);
    target_index_.push_back(static_cast<int>(i));
  }
  // OnlyZeroUsesIrrationals: a rational made of n tiles p/q with + - x ÷ is P/Q with |P| and |Q|
  // at most 2^(n-1) times the product of the max(|p|, q) ((a/b) + (c/d) = (ad + bc)/(bd)).
  // And the primes under the targets' roots (Foreign): none for rational targets.
  bool rational_targets = true;
  irrational_targets_ = !target_numbers_.empty();
  for (const Number& target : target_numbers_) {
    rational_targets = rational_targets && target.IsRational();
    irrational_targets_ = irrational_targets_ && !target.IsRational();
  }
  for (const SolverValue& target : targets_) target_primes_ |= arithmetic_.RadicalPrimes(target);
  const bool primes_known = (target_primes_ & SolverArithmetic::kUnknownPrimes) == 0;
  int sibling_bits = 0;
  for (int slot = 0; slot < kinds; ++slot) {
    const std::size_t bits = std::max<std::size_t>(
        problem_.tiles[static_cast<std::size_t>(slot)].BitSize(), 1);  // of max(|p|, q)
    sibling_bits +=
        Count(top_, slot) * (1 + static_cast<int>(std::min<std::size_t>(bits, 1 << 20)));
  }
  // The proofs about irrational values (OnlyZeroUsesIrrationals, OnlyFieldValuesUsed) and the
  // magnitude bounds below reason about + - x ÷ (and ^ √ where they say so): an operator past
  // those, usable here, turns them off.
  bool field_operators_only = true;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const auto operation = static_cast<Operator>(op);
    if (operation != Operator::Power && operation != Operator::Root &&
        !IsFieldOperator(operation) && usable(operation))
      field_operators_only = false;
  }
  irrational_targets_ = irrational_targets_ && field_operators_only;
  zero_uses_irrationals_ = field_operators_only && primes_known &&
                           !free_[static_cast<int>(Operator::Power)] &&
                           sibling_bits <= SolverArithmetic::kRobustSiblingBits;
  if (targets_.empty() || !Extendable(low_)) status_ = SolveStatus::NotFound;
  // Magnitudes (core/solver/solver_bound.h), worked out only if the search runs long (Run): a
  // rational Goal larger than any value of the cubes, or smaller than any value other than 0. Only
  // for
  // + - x ÷: with a ^ or a √ the bounds are seldom finite.
  auto usable_count = [&](Operator operation) {
    const int op = static_cast<int>(operation);
    // An unlimited operation: as many as the tiles of the largest expression can take.
    return free_[op]          ? std::max(max_level_ / 2, 1)
           : op_slot_[op] < 0 ? 0
                              : Count(top_, op_slot_[op]);
  };
  const int operations[SolverBound::kKinds] = {
      usable_count(Operator::Add) + usable_count(Operator::Subtract),
      usable_count(Operator::Multiply), usable_count(Operator::Divide)};
  if (rational_targets && status_ == SolveStatus::Unfinished && field_operators_only &&
      usable_count(Operator::Power) == 0 && usable_count(Operator::Root) == 0 &&
      operations[0] <= 31 && operations[1] <= 15 && operations[2] <= 15 &&
      kinds <= SolverBound::kMaxTileKinds && tiles_whole) {
    std::vector<std::int64_t> tiles;
    std::vector<int> tile_counts;
    for (int slot = 0; slot < kinds; ++slot) {
      const Rational& tile = problem_.tiles[static_cast<std::size_t>(slot)];
      if (!tile.IsSmall()) break;
      tiles.push_back(tile.SmallNumerator());
      tile_counts.push_back(Count(top_, slot));
    }
    if (static_cast<int>(tiles.size()) == kinds)
      bound_ = std::make_unique<SolverBound>(std::move(tiles), tile_counts, operations);
  }
  return std::nullopt;
}

std::optional<std::string> SolverSearch::SetLayout() {
  // Tile kind k takes slot k; then each operation with a count (not free, some cube) its own.
  const int kinds = static_cast<int>(problem_.tiles.size());
  int slots = kinds;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const bool counted =
        !free_[op] && problem_.operator_supply[static_cast<std::size_t>(op)].Total() > 0;
    op_slot_[op] = counted ? slots++ : -1;
  }
  if (slots > kSlots)
    return "too many kinds of cube: " + std::to_string(kinds) + " kinds of tile and " +
           std::to_string(slots - kinds) + " counted operations need " + std::to_string(slots) +
           " slots of the solver's key, which has " + std::to_string(kSlots);
  op_slot_first_ = kinds;
  for (int slot = 0; slot < kSlots; ++slot) slot_op_[slot] = -1;
  auto mask = [](int slot) { return std::uint64_t{15} << (4 * slot); };
  for (int slot = 0; slot < kinds; ++slot) tiles_mask_ |= mask(slot);
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    const int slot = op_slot_[op];
    if (slot < 0) continue;
    slot_op_[slot] = op;
    if (op != static_cast<int>(Operator::Root)) binary_mask_ |= mask(slot);
  }
  if (const int root = op_slot_[static_cast<int>(Operator::Root)]; root >= 0) {
    root_shift_ = 4 * root;
    root_mask_ = 15;
    root_unit_ = Unit(root);
  }
  if (const int power = op_slot_[static_cast<int>(Operator::Power)]; power >= 0) {
    power_shift_ = 4 * power;
    power_mask_ = 15;
  }
  return std::nullopt;
}

const SolverSupply* SolverSearch::SupplyOf(int slot) const {
  if (slot < op_slot_first_) return &problem_.tile_supply[static_cast<std::size_t>(slot)];
  const int op = slot_op_[slot];
  if (op < 0) return nullptr;
  return &problem_.operator_supply[static_cast<std::size_t>(op)];
}

// ---- multisets ----------------------------------------------------------------------------------

void SolverSearch::TileRange(std::uint64_t key, int& low, int& high) const {
  const int roots = Roots(key), others = BinaryCount(key);
  low = std::max(1, others + 1);  // n - 1 binary operations at least those other than √
  if (!problem_.unary_root) low = std::max(low, others + roots + 1);  // every √ binary
  high = any_free_ ? 16 * 15 : others + roots + 1;  // unlimited operations fill any tree
}

bool SolverSearch::WellFormed(std::uint64_t key) const {
  int low, high;
  TileRange(key, low, high);
  const int n = TileCount(key);
  return low <= n && n <= high;
}

bool SolverSearch::HoldsEveryRootAndPower(std::uint64_t key) const {
  return Roots(top_) == Roots(key) && Powers(top_) == Powers(key);
}

bool SolverSearch::OnlyFieldValuesUsed(std::uint64_t key) const {
  return irrational_targets_ && !free_[static_cast<int>(Operator::Power)] &&
         HoldsEveryRootAndPower(key);
}

bool SolverSearch::OnlyZeroUsesIrrationals(std::uint64_t key) const {
  return zero_uses_irrationals_ && HoldsEveryRootAndPower(key);
}

SolverSearch::Reach SolverSearch::ReachOf(std::uint64_t key) const {
  // The smallest candidate holding `key` holds the Required cubes too; count what could be added.
  // Per slot (all sixteen at once, Less): base = max(key, Required), the cubes of base past
  // Required + Permitted come from the pool, and the pool has top - max(base, high) more.
  const std::uint64_t base = low_ + Less(key, low_);
  const std::uint64_t from_pool = Less(base, high_);
  const std::uint64_t extra = Less(high_, base);
  const std::uint64_t pool = Less(top_ - high_, from_pool);
  const int pool_left = pool_limit_ - CountSum(from_pool);
  const Kinds least = KindsOf(base), more = KindsOf(extra), from = KindsOf(pool);
  Reach reach;
  reach.n = least.tiles;
  reach.o = least.binary;
  reach.r = least.roots;
  reach.fits = pool_left >= 0;
  reach.n_max = reach.n + more.tiles + std::min(pool_left, from.tiles);
  reach.o_max = reach.o + more.binary + std::min(pool_left, from.binary);
  reach.r_max = reach.r + more.roots + std::min(pool_left, from.roots);
  return reach;
}

bool SolverSearch::Extendable(std::uint64_t key) const {
  const Reach c = ReachOf(key);
  if (!c.fits) return false;
  // A tree of n tiles has n - 1 binary operations; the other roots are unary.
  if (any_free_) return std::max(c.n, c.o + (problem_.unary_root ? 0 : c.r) + 1) <= c.n_max;
  if (problem_.unary_root)
    return std::max(c.n, c.o + 1) <= std::min(c.n_max, c.o_max + c.r_max + 1);
  return std::max(c.n, c.o + c.r + 1) <= std::min(c.n_max, c.o_max + c.r_max + 1);
}

int SolverSearch::MostTiles(std::uint64_t key) const {
  const Reach c = ReachOf(key);
  return std::min(c.n_max, c.o_max + c.r_max + 1);
}

bool SolverSearch::NeededAsPart(std::uint64_t key) const {
  // A multiset's values are used only as a part of a larger multiset of some candidate: under a
  // unary √, or as one side of a binary operation whose other side has at least one tile. So a
  // candidate must hold the multiset with a √ more, or with an operation and a tile more.
  auto more = [&](std::uint64_t k, int slot) { return Count(k, slot) < Count(top_, slot); };
  if (problem_.unary_root && Roots(key) < Roots(top_) && Extendable(key + root_unit_)) return true;
  for (int op = 0; op < kSolverOperatorCount; ++op) {
    std::uint64_t with_op = key;
    if (!free_[op]) {
      const int op_slot = op_slot_[op];
      if (op_slot < 0 || !more(key, op_slot)) continue;
      with_op += Unit(op_slot);
    }
    for (int slot = 0; slot < op_slot_first_; ++slot)
      if (more(with_op, slot) && Extendable(with_op + Unit(slot))) return true;
  }
  return false;
}

bool SolverSearch::IsCandidate(std::uint64_t key) const {
  if (!Within(low_, key)) return false;
  if (problem_.min_cubes >= 2 && TileCount(key) == 1 && Roots(key) == 0) return false;
  return true;
}

void SolverSearch::ListLevel(int slot, int level_left, int pool_left, std::uint64_t key) {
  if (level_left == 0) {
    if (WellFormed(key)) level_keys_.push_back(key);
    return;
  }
  // The cubes of the slots left cannot fill the level: no key below.
  if (slot == kSlots || level_left > level_room_[slot]) return;
  if (slot == op_slot_first_ && !any_free_) {
    // The tiles are chosen: an expression of n tiles holds n - 1 binary operations, or more
    // operations with unary roots (WellFormed), so the operations must fill the rest so.
    const int n = TileCount(key);
    if (level_left < n - 1 || (!problem_.unary_root && level_left != n - 1)) return;
  }
  if (!Supplied(slot)) {
    ListLevel(slot + 1, level_left, pool_left, key);
    return;
  }
  const bool tile = slot < op_slot_first_;
  int weight = tile ? 2 : 1;
  int high = Count(high_, slot), top = Count(top_, slot);
  const int n = TileCount(key);
  const int others = tile ? 0 : BinaryCount(key);
  const bool root = !tile && slot_op_[slot] == static_cast<int>(Operator::Root);
  for (int c = 0; c <= top && c * weight <= level_left; ++c) {
    int from_pool = std::max(0, c - high);
    if (from_pool > pool_left) break;
    // Keys WellFormed refuses, cut off before they are listed (each further cube only makes it
    // worse): n tiles need n - 1 binary operations in what the level has left after the tiles
    // (the check at the operation slots above), and hold at most n - 1 operations other than √.
    if (tile && !any_free_ && n + c - 1 > level_left - c * weight) break;
    if (!tile && !root && others + c > n - 1) break;
    ListLevel(slot + 1, level_left - c * weight, pool_left - from_pool,
              key + (static_cast<std::uint64_t>(c) << (4 * slot)));
  }
}

const SolverSearch::Node* SolverSearch::NodeOf(std::uint64_t key) const {
  const std::int64_t found = node_of_.Find(key);
  if (found < 0) return nullptr;
  const Node& node = nodes_[static_cast<std::size_t>(found)];
  return node.values.empty() ? nullptr : &node;
}

bool SolverSearch::ReleaseSome(std::size_t& count) {
  status_ = SolveStatus::NotFound;  // not to be run again
  level_keys_ = {};
  small_nodes_ = {};
  value_nodes_.Clear();
  deep_failed_ = SolverHashSet();
  building_ = Node{};
  node_of_.Clear();
  for (; count > 0 && !nodes_.empty(); --count) nodes_.pop_back();
  return nodes_.empty() && arithmetic_.ReleaseSome(count);
}

std::size_t SolverSearch::NodeBytes(const Node& node) {
  return sizeof(Node) + node.values.capacity() * sizeof(SolverValue) +
         node.derivations.capacity() * sizeof(Derivation) + node.index.Bytes();
}

std::size_t SolverSearch::Bytes() const {
  return node_bytes_ + node_of_.Bytes() + nodes_.capacity() * sizeof(Node) + NodeBytes(building_) +
         arithmetic_.Bytes() + (bound_ != nullptr ? bound_->Bytes() : 0) +
         level_keys_.capacity() * sizeof(std::uint64_t) +
         small_nodes_.capacity() * sizeof(std::size_t) + deep_failed_.Bytes() +
         value_nodes_.Bytes();
}

// ---- running ------------------------------------------------------------------------------------

SolveStatus SolverSearch::Run(std::uint64_t max_nodes) {
  std::uint64_t limit =
      max_nodes > UINT64_MAX - stats_.nodes ? UINT64_MAX : stats_.nodes + max_nodes;
  while (status_ == SolveStatus::Unfinished) {
    if (stats_.nodes >= limit) return status_;
    stats_.bytes = Bytes();
    if (stats_.memory_full || stats_.bytes > problem_.max_bytes) {
      // The memory ceiling (SolverProblem::max_bytes): no more work, and the budget is spent.
      stats_.memory_full = true;
      if (limit != UINT64_MAX) stats_.nodes = limit;
      return status_;
    }
    // The magnitude bounds, once the search has run long: they take a few thousand steps to a
    // hundred thousand, and prove most large Goals of few x, ÷ and ^ out of reach at once. They
    // start between two multisets (where a search run in slices is too) and pause with the
    // budget, so a search run in slices does the same work as one run at once.
    if (bound_ != nullptr &&
        (bound_->steps() > 0 ||
         (stats_.nodes >= kBoundAfter && !build_active_ && check_op_ < 0 && !deep_active_))) {
      const std::uint64_t before = bound_->steps();
      const std::uint64_t room = std::min(limit - stats_.nodes, kBoundSteps - before);
      const bool done = bound_->Compute(room);
      stats_.nodes += bound_->steps() - before;
      if (done) {
        bool reachable = false;
        for (const Number& target : target_numbers_)
          reachable = reachable || !bound_->OutOfReach(target.RationalPart());
        if (!reachable) status_ = SolveStatus::NotFound;
        bound_.reset();
      } else if (bound_->steps() >= kBoundSteps) {
        bound_.reset();  // too many multisets: the search alone decides
      }
      continue;
    }
    if (deep_active_) {  // a deep check under way, maybe paused by the budget
      const DeepResult result = DeepStep(limit);
      if (result == DeepResult::kPaused) return status_;
      if (result == DeepResult::kFound) {
        status_ = SolveStatus::Found;
        break;
      }
      deep_done_ = false;
      ++level_;
      level_listed_ = false;
      continue;
    }
    if (!level_listed_) {
      if (level_ > max_level_) {
        status_ = SolveStatus::NotFound;
        break;
      }
      level_keys_.clear();
      ListLevel(0, level_, pool_limit_, 0);
      level_listed_ = true;
      checking_ = true;
      index_ = 0;
    }
    // A build or check paused by the budget goes on first: it may be the level's last key.
    if (build_active_) {
      Build(level_keys_[index_ - 1], limit);  // paused: the top of the loop says why
      continue;
    }
    if (check_op_ >= 0) {
      DerivedOrCheck(level_keys_[index_ - 1], limit);
      if (check_paused_) return status_;
      continue;
    }
    if (index_ == level_keys_.size()) {
      if (checking_ && level_ < max_level_) {
        checking_ = false;
        index_ = 0;
      } else {
        // Between levels, a budgeted deep check (core/solver/solver_deep.cpp) looks for a Solution
        // much larger than the level: it only ever finds, so a "no" still comes from the levels.
        // Its budget depends only on the work done, and it pauses with the budget of the call
        // like the levels do, so a search run in slices does the same work as one run at once.
        // It runs when the levels' work has doubled since the last time, so it costs at most
        // about half of what the levels cost.
        if (problem_.deep_check && !checking_ && !deep_done_ && level_ >= 6 &&
            max_level_ - level_ >= 5 && stats_.nodes >= next_deep_) {
          deep_done_ = true;
          DeepStart(std::min<std::uint64_t>(4000 + stats_.nodes / 2, kDeepBudget));
          next_deep_ = 2 * stats_.nodes + 4000;
          continue;
        }
        deep_done_ = false;
        ++level_;
        level_listed_ = false;
      }
      continue;
    }
    std::uint64_t key = level_keys_[index_++];
    if (checking_) {
      check_paused_ = false;
      if (IsCandidate(key) && Check(key, limit)) status_ = SolveStatus::Found;
      if (check_paused_) return status_;
    } else if (Extendable(key) && NeededAsPart(key)) {
      if (Derivable(key)) {  // checked instead of built (core/solver/solver_derived.cpp)
        derived_.active = true;
        ++stats_.derived;
        DerivedOrCheck(key, limit);
        if (check_paused_) return status_;
      } else {
        Build(key, limit);  // paused: the top of the loop says why
      }
    }
  }
  return status_;
}

void SolverSearch::DerivedOrCheck(std::uint64_t key, std::uint64_t limit) {
  check_paused_ = false;
  if (derived_.active) SwapTargets();
  const bool hit = Check(key, limit);
  if (derived_.active) SwapTargets();
  if (hit) {
    status_ = SolveStatus::Found;
    if (derived_.found) found_.target = derived_.context.target;  // a target of the Goal's
  }
  if (!check_paused_) derived_.active = false;
}

std::string SolverSearch::TileText(SolverValue value) const {
  if (value.IsSmall() && value.den == 1)
    return value.num < 0 ? "(" + std::to_string(value.num) + ")" : std::to_string(value.num);
  // A fraction as its division: "(1÷3)", "(-2÷5)".
  const Rational fraction = arithmetic_.ToNumber(value).RationalPart();
  const std::string numerator = fraction.Numerator().str();
  if (fraction.IsInteger()) return fraction.Sign() < 0 ? "(" + numerator + ")" : numerator;
  return "(" + numerator + "÷" + fraction.Denominator().str() + ")";
}

std::string SolverSearch::Text(std::uint64_t key, std::uint32_t index, bool outer) const {
  const Node& node = *NodeOf(key);
  const Derivation& d = node.derivations[index];
  std::string text;
  if (d.kind == kTile) return TileText(node.values[index]);
  if (d.kind == kUnaryRoot) {
    text = "√" + Text(d.left, d.left_index, false);
  } else {
    text = Text(d.left, d.left_index, false) +
           std::string(RowOf(static_cast<Operator>(d.kind)).printed) +
           Text(RightKey(key, d), d.right_index, false);
  }
  return outer ? text : "(" + text + ")";
}

std::uint64_t SolverSearch::RightKey(std::uint64_t key, const Derivation& d) const {
  std::uint64_t rest = key - d.left;
  if (!free_[d.kind]) rest -= Unit(op_slot_[d.kind]);
  return rest;
}

std::string SolverSearch::Solution() const {
  assert(status_ == SolveStatus::Found);
  if (deep_found_) return DeepText();
  const Found& f = found_;
  if (f.kind == kTile) {
    for (int slot = 0; slot < op_slot_first_; ++slot)
      if (Count(f.left, slot) == 1) return TileText(tile_values_[static_cast<std::size_t>(slot)]);
  }
  const std::string text = f.kind == kUnaryRoot
                               ? "√" + Text(f.left, f.left_index, false)
                               : Text(f.left, f.left_index, false) +
                                     std::string(RowOf(static_cast<Operator>(f.kind)).printed) +
                                     Text(f.right, f.right_index, false);
  if (!derived_.found) return text;
  // A derived check's find: one side of the last step, the other its tile, each maybe under √.
  const Context& c = derived_.context;
  auto roots = [](std::string inner, int times, bool bare) {
    for (int r = 0; r < times; ++r, bare = false) inner = bare ? "√" + inner : "√(" + inner + ")";
    return inner;
  };
  std::string side = roots(text, c.pre, false);
  if (c.op != Context::kNoStep) {
    const std::string op(RowOf(static_cast<Operator>(c.op)).printed);
    std::string tile = TileText(c.tile);
    if (c.tile_roots > 0)
      tile = "(" +
             roots(tile, c.tile_roots, c.tile.IsSmall() && c.tile.den == 1 && c.tile.num >= 0) +
             ")";
    side = c.part_left ? "(" + side + ")" + op + tile : tile + op + "(" + side + ")";
  }
  return roots(side, c.post, false);
}

// ---- Solver -------------------------------------------------------------------------------------

Expected<Solver, std::string> Solver::Create(SolverProblem problem) {
  auto search = std::make_unique<SolverSearch>(std::move(problem));
  if (auto error = search->Setup()) return MakeUnexpected(*error);
  return Solver(std::move(search));
}

Solver::Solver(std::unique_ptr<SolverSearch> search) : search_(std::move(search)) {}
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
Solver::~Solver() = default;

SolveStatus Solver::Run(std::uint64_t max_nodes) {
  return search_->Run(max_nodes);
}
SolveStatus Solver::status() const {
  return search_->status();
}
const SolverStats& Solver::stats() const {
  return search_->stats();
}
bool Solver::ReleaseSome(std::size_t& count) {
  return search_->ReleaseSome(count);
}
std::string Solver::Solution() const {
  return search_->Solution();
}
const Number& Solver::SolutionValue() const {
  return search_->SolutionValue();
}
int Solver::TargetIndex() const {
  return search_->TargetIndex();
}

}  // namespace equations
