// The state of one solver search (core/solver/solver.h): the multisets built so far with their
// values, the level being worked on, and the Solution found. Private to core/solver*.cpp.
//
// A multiset of cubes is a 64-bit key of up to sixteen 4-bit counts (slots), laid out per problem
// (Setup): the tile kinds first, in the problem's order, then each operation the problem counts, in
// Operator order. An unlimited operation, or one the problem has no cube of, has no slot. A tile
// kind or an operation the problem lacks then costs no room, and the keys of a problem keep the
// order they would have with a slot for every kind (a slot always 0 changes no comparison), so the
// search visits multisets in the same order whatever the layout.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/solver/solver.h"
#include "core/solver/solver_arithmetic.h"
#include "core/solver/solver_bound.h"
#include "core/solver/solver_invert.h"
#include "core/solver/solver_tables.h"

namespace equations {

class SolverSearch {
 public:
  static constexpr std::uint8_t kUnaryRoot = kSolverOperatorCount;
  static constexpr std::uint8_t kTile = kSolverOperatorCount + 1;
  static constexpr int kDeepPartLevel = 6;  // the largest part the deep check peels off
  static constexpr int kPadLevel = 8;       // the largest pad (core/solver/solver_pad.cpp)
  static constexpr std::uint64_t kDeepBudget = 50000;  // the most one deep check may do
  // Past this many possible cores a deep check's frame looks its target up in value_nodes_.
  static constexpr std::uint64_t kDeepEnumerated = 64;
  // The magnitude bounds (core/solver/solver_bound.h) start after kBoundAfter operations and give
  // up after kBoundSteps steps.
  static constexpr std::uint64_t kBoundAfter = 100000;
  static constexpr std::uint64_t kBoundSteps = 100000;

  // How a value was made: kind is an Operator, kUnaryRoot or kTile; the right part is the
  // multiset minus the left part and the operation cube.
  struct Derivation {
    std::uint8_t kind = kTile;
    std::uint64_t left = 0;
    std::uint32_t left_index = 0;
    std::uint32_t right_index = 0;
  };
  struct Node {
    std::uint64_t key = 0;
    std::vector<SolverValue> values;
    std::vector<Derivation> derivations;
    SolverValueIndex index;  // finds a value in `values`
    bool all_small = true;   // every value is a small rational (SolverValue::IsSmall)
    bool any_irrational = false;
    // An irrational value SolverArithmetic::RobustIrrational accepts is kept (Build: then, where
    // only a 0 can use an irrational value, no other is).
    bool holds_robust = false;
  };
  struct Found {
    std::uint8_t kind = kTile;
    std::uint64_t left = 0;
    std::uint32_t left_index = 0;
    std::uint64_t right = 0;
    std::uint32_t right_index = 0;
    std::size_t target = 0;
  };

  explicit SolverSearch(SolverProblem problem);
  // Not copied or moved: the arithmetic counts its work into this object's stats_.
  SolverSearch(const SolverSearch&) = delete;
  SolverSearch& operator=(const SolverSearch&) = delete;
  // Returns why the problem is outside the limits, or nothing.
  std::optional<std::string> Setup();
  // Frees up to `count` multisets or numbers (counted down); returns true when nothing is left.
  // The search is not run after this is first called (core/solver/solver.h Solver::ReleaseSome).
  bool ReleaseSome(std::size_t& count);
  SolveStatus Run(std::uint64_t max_nodes);
  SolveStatus status() const { return status_; }
  const SolverStats& stats() const { return stats_; }
  std::string Solution() const;
  const Number& SolutionValue() const { return target_numbers_[found_.target]; }
  int TargetIndex() const { return target_index_[found_.target]; }

 private:
  static constexpr int kSlots = 16;  // 4-bit counts in a 64-bit key
  static int Count(std::uint64_t key, int slot) {
    return static_cast<int>((key >> (4 * slot)) & 15);
  }
  static std::uint64_t Unit(int slot) { return std::uint64_t{1} << (4 * slot); }
  // A multiset's √ cubes (0 when the problem has no slot for √).
  int Roots(std::uint64_t key) const { return static_cast<int>((key >> root_shift_) & root_mask_); }
  int Powers(std::uint64_t key) const {
    return static_cast<int>((key >> power_shift_) & power_mask_);
  }
  // Sets `rest` to `key` less one cube of operation `op` (nothing for a free operation); returns
  // false when the multiset holds no such cube.
  bool TakeOperation(std::uint64_t key, int op, std::uint64_t& rest) const {
    rest = key;
    if (free_[op]) return true;
    const int slot = op_slot_[op];
    if (slot < 0 || Count(key, slot) == 0) return false;
    rest -= Unit(slot);
    return true;
  }
  // Returns, for each slot, 1 in its lowest bit when its count is not 0.
  static std::uint64_t NonZero(std::uint64_t counts) {
    return (counts | counts >> 1 | counts >> 2 | counts >> 3) & 0x1111111111111111ULL;
  }
  // Returns true when every count of `part` is at most the count of `whole`.
  static bool Within(std::uint64_t part, std::uint64_t whole) { return Less(part, whole) == 0; }
  // Returns the per-slot max(0, a - b), sixteen slots at once: the even slots and the odd ones
  // each in their own bytes, where 16 + a - b (1 to 31) borrows nothing from the next byte and
  // has its bit 4 set exactly when a >= b.
  static std::uint64_t Less(std::uint64_t a, std::uint64_t b) {
    constexpr std::uint64_t kLow = 0x0F0F0F0F0F0F0F0FULL, kSixteen = 0x1010101010101010ULL;
    auto half = [](std::uint64_t x, std::uint64_t y) {
      const std::uint64_t d = (x | kSixteen) - y;
      return d & (((d & kSixteen) >> 4) * 0x0F);
    };
    return half(a & kLow, b & kLow) | half((a >> 4) & kLow, (b >> 4) & kLow) << 4;
  }
  // Lays out the key for the problem (the header comment); returns why it does not fit, or nothing.
  std::optional<std::string> SetLayout();
  const SolverSupply* SupplyOf(int slot) const;  // null for a slot the layout does not use
  // SupplyOf(slot) != nullptr, from a mask Setup makes (the hot loops over the slots ask it).
  bool Supplied(int slot) const { return (supplied_ >> slot) & 1u; }
  // Returns the sum of the 4-bit counts of `counts` (at most 16 x 15, so each byte's sum of two
  // counts and the total fit in a byte): a few instructions instead of a loop over the slots, as
  // every split of every multiset built asks it.
  static int CountSum(std::uint64_t counts) {
    constexpr std::uint64_t kLow = 0x0F0F0F0F0F0F0F0FULL;
    counts = (counts & kLow) + ((counts >> 4) & kLow);
    return static_cast<int>((counts * 0x0101010101010101ULL) >> 56);
  }
  int TileCount(std::uint64_t key) const { return CountSum(key & tiles_mask_); }
  // The operation cubes other than √ (+ - x ÷ ^).
  int BinaryCount(std::uint64_t key) const { return CountSum(key & binary_mask_); }
  // A multiset's tiles, operations other than √, and √.
  struct Kinds {
    int tiles, binary, roots;
  };
  Kinds KindsOf(std::uint64_t key) const { return {TileCount(key), BinaryCount(key), Roots(key)}; }
  // Returns true when the multiset can be one expression: n tiles, n - 1 binary operations (a √
  // may be unary). No other multiset is ever listed, built or looked up.
  bool WellFormed(std::uint64_t key) const;
  // Sets [low, high] to the tile counts that make the operations of `key` one expression
  // (WellFormed: the tiles of `key` are not looked at).
  void TileRange(std::uint64_t key, int& low, int& high) const;
  // Returns true when no √ nor ^ is left outside the multiset (and zero_uses_irrationals_): then
  // a value of it that is Foreign can only be used multiplied by 0 or as the divisor of 0 (Build).
  // Returns true when no √ nor ^ cube is left outside the multiset (an unlimited ^ aside).
  bool HoldsEveryRootAndPower(std::uint64_t key) const;
  bool OnlyZeroUsesIrrationals(std::uint64_t key) const;
  // Returns true when every target is irrational and no √ nor ^ is left outside the multiset:
  // then a Solution using a value v of it names (a v + b) ÷ (c v + d) with rational a, b, c, d,
  // which is rational when v is, or when v is Foreign (v x 0), so only the other values are kept.
  bool OnlyFieldValuesUsed(std::uint64_t key) const;
  // Returns true when `value` has a prime under a root that no target has (for rational targets:
  // when it is irrational), or lies outside the field of the targets' roots
  // (SolverArithmetic::SetTargetField). Where no √ nor ^ is left outside the multiset, the cubes
  // outside it only make rationals, so a Solution using the value v names f(v) = (a v + b) ÷
  // (c v + d) with rational a, b, c, d: v = (d t - b) ÷ (a - c t) is in the field Q(t) of a target
  // t (or its value does not matter: v x 0, 0 ÷ v), and the primes under the roots of a value of
  // Q(t) are among t's (SolverArithmetic::RadicalPrimes). Both sets of values are fields: with w
  // not Foreign, v op w is Foreign for a Foreign v (but v x 0, 0 x v, 0 ÷ v).
  bool KnownPrimes(SolverValue value) const {
    return (arithmetic_.RadicalPrimes(value) & SolverArithmetic::kUnknownPrimes) == 0;
  }
  bool Foreign(SolverValue value) const {
    if (arithmetic_.IsRational(value)) return false;
    const std::uint64_t primes = arithmetic_.RadicalPrimes(value);
    return (primes & SolverArithmetic::kUnknownPrimes) == 0 && (primes & ~target_primes_) != 0;
  }
  bool IsCandidate(std::uint64_t key) const;
  // What the smallest candidate holding a multiset holds (the multiset and the Required cubes),
  // and the most it can hold: tiles, operations other than √, and √.
  struct Reach {
    int n = 0, o = 0, r = 0;
    int n_max = 0, o_max = 0, r_max = 0;
    bool fits = true;  // within the pool limit
  };
  Reach ReachOf(std::uint64_t key) const;
  // Returns false when no candidate for the whole Solution can hold the multiset (too many
  // operations for the tiles left, or the reverse), so its values are never needed.
  bool Extendable(std::uint64_t key) const;
  // Returns false when no candidate can hold the multiset as a proper part (with a √ more, or
  // with an operation and a tile more), so its values are never needed.
  bool NeededAsPart(std::uint64_t key) const;
  void ListLevel(int slot, int level_left, int pool_left, std::uint64_t key);
  const Node* NodeOf(std::uint64_t key) const;
  // Returns the index of `value` among the node's values, or -1.
  static std::int64_t FindValue(const Node& node, SolverValue value) {
    return node.index.Find(node.values, value);
  }
  template <class Visit>
  void ForEachSplit(std::uint64_t rest, int op, Visit&& visit);
  // Returns true when `part`, a part of `key`, holds at least the Required count of every kind of
  // cube `key` holds more of: a candidate holding `key` can then do with `part` in its place.
  bool Smaller(std::uint64_t part, std::uint64_t key) const;
  // Builds the values of the multiset; false when paused by `limit` (call again to go on).
  bool Build(std::uint64_t key, std::uint64_t limit);
  // Checks the candidate against the targets; sets check_paused_ (and returns false) when the
  // budget ran out in a split of ^ or √ (call again to go on).
  bool Check(std::uint64_t key, std::uint64_t limit);
  void ResetCheckRow();  // a new split of the check: its first row, target and pair
  // Returns true when a + - x ÷ split of a derived check is checked pair by pair forward, each
  // value looked up among the values aimed at: where that is fewer steps than inverting.
  bool PairsForward(const Node& left, const Node& right) const;
  // Walks one side from value `k` on, looking the other side up for target t; pauses (`paused`,
  // k where to go on) when the budget `limit` is reached after some progress.
  bool CheckInverse(Operator operation, const Node& left, const Node& right, std::size_t t,
                    std::size_t& k, std::uint64_t limit, bool& progressed, bool& paused);
  // Returns true when every target is rational or a single radical, so that ^ and √ splits are
  // checked by their exponent (SolverArithmetic::PowerBases).
  bool PowerByExponent();
  bool Hit(Operator operation, const Node& left, std::size_t i, const Node& right, std::size_t j,
           std::size_t target);
  // Hit for whichever target the pair names (looked up in targets_index_).
  bool HitAny(Operator operation, const Node& left, std::size_t i, const Node& right,
              std::size_t j);
  std::uint64_t RightKey(std::uint64_t key, const Derivation& d) const;
  std::string TileText(SolverValue value) const;
  std::string Text(std::uint64_t key, std::uint32_t index, bool outer) const;
  int Level(std::uint64_t key) const;
  static std::size_t NodeBytes(const Node& node);
  // Returns the memory the search holds (estimated), for SolverProblem::max_bytes.
  std::size_t Bytes() const;

  // ---- derived checks (core/solver/solver_derived.cpp) ----
  // A multiset A whose every candidate is A op t or t op A, for one more tile t and one more
  // operation (no candidate holds two tiles more), is used only as that last operation's side.
  // Its values then need not be built: A is checked, as a candidate is, against the values u
  // with u op t, or t op u, a target, and a value of A that names one is verified forward
  // through that operation. With unary √ cubes left outside A, a candidate may also hold √ of A,
  // of the tile or of the last step: the context √^post( √^pre(A) op √^tile_roots(tile) ), or
  // √^post(A) with no tile where A holds every tile it can.
  struct Context {
    static constexpr std::uint8_t kNoStep = 255;  // op of a context with no tile: √^post(A)
    std::uint8_t op = 0;                          // the Operator of the candidate's last step
    SolverValue tile;                             // its other side
    bool part_left = true;                        // "A op tile", or "tile op A"
    std::size_t target = 0;  // the Goal's target it names (in targets_ when not swapped)
    std::uint8_t pre = 0, tile_roots = 0, post = 0;  // unary √ on A, on the tile, on the step
  };
  // Returns true when `key` is to be checked against derived targets (and sets them, with their
  // contexts, in derived_): no candidate holds it but in a context of at most one tile, and
  // every context can be inverted exactly; with no unary √ among the cubes, only where the check
  // is the cheaper (Derive), with one always (docs/rulings.md: then a multiset holding a derived
  // one is derived too, never built).
  bool Derivable(std::uint64_t key);
  // Swaps the targets of a derived check with the Goal's (before and after each Check of one).
  void SwapTargets();
  // Checks `key`, or goes on checking it (a derived check when derived_.active), and sets
  // status_ when a Solution is found.
  void DerivedOrCheck(std::uint64_t key, std::uint64_t limit);
  // Returns true when `out` is the check's target t: in a derived check, when a context of t
  // also names a target forward with the rule set's arithmetic (that context is then kept).
  bool Names(SolverValue out, std::size_t t);
  // Returns the most tiles a candidate holding `key` can have (n tiles hold n - 1 binary
  // operations). Precondition: Extendable(key).
  int MostTiles(std::uint64_t key) const;
  // The values a derived check aims at, in the shape of the Goal's targets (targets_,
  // target_numbers_, target_exponent_gcd_, power_by_exponent_), with which they are swapped while
  // Check runs on them: then these members hold the Goal's.
  struct Derived {
    bool active = false;   // the check under way (maybe paused) is a derived check
    bool swapped = false;  // targets_ holds the values aimed at now
    std::vector<SolverValue> targets;
    std::vector<Number> numbers;
    std::vector<std::int64_t> exponent_gcd;
    int power_by_exponent = -1;
    std::vector<std::vector<Context>> contexts;  // the last steps of each value aimed at
    SolverValueIndex index;                      // finds a value aimed at in `targets`
    bool found = false;  // the Solution found is found_ under the last step `context`
    Context context;
  };
  Derived derived_;

  // ---- padded cores (core/solver/solver_pad.cpp) ----
  // A built multiset that names a target but leaves Required cubes out is padded, as soon as it
  // is built, with one small built part that holds them and names the neutral value of an
  // operation: 0 + M, M - 0, 1 x M, M ÷ 1, M ^ 1, 1 √ M. Players write such Solutions all the
  // time (a Required 5 absorbed as x (1^5)), and the levels reach them only when they build the
  // whole Solution's size. Like the deep check it only ever finds (verified forward).
  struct Pad {
    std::uint32_t node = 0;   // a built multiset of level <= kPadLevel
    std::uint32_t index = 0;  // its value 0 or 1
  };
  // Keeps the built multiset nodes_[n] among the pads when it names 0 or 1.
  void AddPad(std::size_t n);
  // Returns true (a Solution found, deep_found_) when nodes_[n] names a target and a pad holds
  // the Required cubes it leaves out.
  bool PadFound(std::size_t n);
  // Returns true (the pad pushed on peels_, verified) when a pad holds the Required cubes that
  // `used` (the peels so far) and the core leave out, and fits in the cubes left: the core's
  // value `index` padded, then peeled, names the target deep_target_.
  bool PadCore(std::uint64_t used, std::uint64_t core, std::uint32_t index);
  std::vector<Pad> zero_pads_, one_pads_;

  // ---- the deep check (core/solver/solver_deep.cpp) ----
  // A target-directed search run between levels: it looks for a Solution "A1 op (A2 op (... M))"
  // whose peeled parts A are small built multisets and whose core M is any built multiset, by
  // inverting each operation towards the target. Most Solutions of large Required sets have this
  // shape (a small expression naming the Goal, the rest absorbed by x 0 or x 1), and levels below
  // them are cheap. It only ever finds (every Solution is verified forward with the rule set's
  // arithmetic); the levels alone decide a "no".
  struct Peel {
    std::uint8_t kind = kUnaryRoot;  // an Operator, or kUnaryRoot (then no part)
    std::uint64_t part = 0;          // the built part peeled off
    std::uint32_t index = 0;         // its value
    bool part_left = true;           // "part op rest" or "rest op part"
  };
  // One call of the deep search in progress (what the recursion of "Deep(used, target)" would
  // keep on its stack): its stage and its place in each loop, so that the search can pause
  // between steps and go on at the next call exactly where it stopped.
  struct DeepFrame {
    enum Stage : std::uint8_t { kEnter, kBaseStart, kBase, kIndexed, kJoin, kRoot, kBinary };
    std::uint64_t used = 0;
    SolverValue target{0, 1};
    bool any = false;
    int peels_left = 0;
    std::uint64_t memo = 0;
    Stage stage = kEnter;
    // kBase: the cores "must + extra cubes", counted in mixed radix over `slots`.
    int count = 0;
    int slots[16] = {};
    int counts[16] = {};
    int most[16] = {};
    int base_level = 0;
    std::uint64_t core = 0;
    // kIndexed: the next entry of SolverValueNodes to look at, and the target's hash.
    std::uint32_t entry = SolverValueNodes::kNone;
    std::uint32_t target_hash = 0;
    // kBinary: the operation, the small part (an index into small_nodes_), its value, the side.
    int op = 0;
    bool op_ready = false;
    std::uint64_t after_op = 0, op_used = 0;
    std::size_t n = 0;
    bool n_ready = false;
    std::size_t k = 0, values = 0;
    int side = 0;
    // kJoin: the target as root^power (root not a power), and the next exponent to try.
    SolverValue join_root{0, 1};
    std::int64_t join_power = 0;
    int join = -1;
  };
  enum class DeepResult { kFound, kNotFound, kPaused };
  // Starts a deep check that may do `budget` operations; DeepStep then runs it.
  void DeepStart(std::uint64_t budget);
  // Runs the deep check until it finds a Solution, ends (its budget spent or its space searched),
  // or stats_.nodes reaches `limit` (then it pauses: call again to go on). A check run in slices
  // does the same steps, and finds the same Solution, as one run at once.
  DeepResult DeepStep(std::uint64_t limit);
  void DeepPush(std::uint64_t used, SolverValue target, bool any, int peels_left);
  void DeepPop(bool failed);
  bool DeepCore(std::uint64_t core, SolverValue target, bool any);
  DeepResult DeepFound();  // a Solution was verified: the deep check ends
  // The join (core/solver/solver_join.cpp): the frame's target as B^E or E√B of two built
  // multisets, as the last peel of a Solution of at most one peel before it. DeepJoinStart returns
  // false when the frame has no join to try; DeepJoinStep tries the next exponent (`found`: a
  // Solution was verified), and returns false when every exponent was tried.
  bool DeepJoinStart(DeepFrame& f) const;
  bool DeepJoinStep(DeepFrame& f, bool& found);
  // Sets `out` to the built multisets (node, value index) that name `value`, at most `most`.
  void DeepNamers(SolverValue value, std::vector<std::pair<std::uint32_t, std::uint32_t>>& out,
                  std::size_t most);
  bool DeepVerify(std::uint64_t core, std::uint32_t index);
  bool DeepPoolFits(std::uint64_t used) const;
  // Returns false when the rest of a Solution cannot hold what is left to use (too few
  // operations for the Required tiles left, or too few tiles for the Required operations).
  bool DeepFeasible(std::uint64_t used) const;
  // Returns false when `peels_left` more peels and a built core cannot hold the Required cubes
  // not yet used.
  bool DeepReachable(std::uint64_t used, int peels_left) const;
  std::string DeepText() const;

  SolverProblem problem_;
  SolverArithmetic arithmetic_;
  bool free_[kSolverOperatorCount] = {};
  // Each operator's row, read once: its commutativity and how a step solves for an operand.
  OperandSolver solvers_[kSolverOperatorCount];
  bool any_free_ = false;
  // The key layout (the header comment): tile kind k has slot k, operations have slots from
  // op_slot_first_ on (op_slot_: -1 for none, slot_op_: the operation of a slot).
  int op_slot_first_ = 0;
  int op_slot_[kSolverOperatorCount] = {};
  int slot_op_[kSlots] = {};
  std::uint64_t tiles_mask_ = 0, binary_mask_ = 0;  // the slots of the tiles, of + - x ÷ ^
  int root_shift_ = 0, power_shift_ = 0;            // Roots() and Powers(): the slot's count,
  std::uint64_t root_mask_ = 0, power_mask_ = 0;    // or 0 with no slot
  std::uint64_t root_unit_ = 0;                     // one √ cube (0 with no slot)
  // Each tile kind's value (a small rational on the fast path), set once the targets' field is.
  std::vector<SolverValue> tile_values_;
  // The most level the cubes of slots `slot` to 15 can add (ListLevel).
  std::array<int, 17> level_room_{};
  std::uint16_t supplied_ = 0;                  // bit `slot`: SupplyOf(slot) != nullptr
  std::uint64_t low_ = 0, high_ = 0, top_ = 0;  // required; required + permitted; + pool
  int pool_limit_ = 0;
  int max_level_ = 0;
  std::vector<SolverValue> targets_;
  SolverValueIndex targets_index_;  // finds a value in targets_ (swapped with derived_.index)
  std::vector<Number> target_numbers_;
  std::vector<int> target_index_;  // into problem_.targets
  // SolverArithmetic::ExponentGcd of each, or kNotYetKnown (factoring is left to the searches
  // that check a power).
  std::vector<std::int64_t> target_exponent_gcd_;
  static constexpr std::int64_t kNotYetKnown = -2;
  // The primes under the targets' roots are known (none for rational targets), and every
  // rational made of the tiles without √ and ^ has at most SolverArithmetic::kRobustSiblingBits
  // bits (OnlyZeroUsesIrrationals).
  bool zero_uses_irrationals_ = false;
  bool irrational_targets_ = false;  // every target is irrational (OnlyFieldValuesUsed)
  std::uint64_t target_primes_ = 0;  // the targets' SolverArithmetic::RadicalPrimes

  SolveStatus status_ = SolveStatus::Unfinished;
  int level_ = 1;
  bool level_listed_ = false;
  bool checking_ = true;
  std::size_t index_ = 0;
  std::vector<std::uint64_t> level_keys_;
  int check_op_ = -1;  // the operation of the check under way (-1: none)
  std::uint64_t check_part_ = 0;
  std::size_t check_i_ = 0;     // the row of the split (^ and √), or the value walked (+ - x ÷)
  std::size_t check_t_ = 0;     // + - x ÷: the target
  std::size_t check_o_ = 0;     // ^ and √ tried forward: the pair of row check_i_
  bool check_forward_ = false;  // ^ and √: row check_i_ is being tried forward, from check_o_
  bool check_paused_ = false;
  int power_by_exponent_ = -1;  // PowerByExponent(), once known
  bool build_active_ = false;   // building_ is paused mid-build
  Node building_;
  int build_op_ = -1;             // -1: tiles and unary roots not yet added
  std::uint64_t build_part_ = 0;  // the left part of the split being built (or the next one)
  std::size_t build_i_ = 0;       // the row of that split
  std::size_t build_j_ = 0;       // the pair of that row
  SolverNodeIndex node_of_;
  std::vector<Node> nodes_;
  std::size_t node_bytes_ = 0;  // NodeBytes of nodes_, and their entries in node_of_
  Found found_;
  SolverStats stats_;

  std::vector<std::size_t> small_nodes_;  // built multisets of level <= kDeepPartLevel
  // Every built multiset, by each of its values, from the first deep check on (a search too
  // small for one never pays for it).
  SolverValueNodes value_nodes_;
  bool value_nodes_on_ = false;
  std::vector<Peel> peels_;  // the peels of the Solution being tried (outermost first)
  // The join's namers of a base and of an exponent (kept to spare an allocation per exponent).
  std::vector<std::pair<std::uint32_t, std::uint32_t>> join_bases_, join_exponents_;
  std::uint64_t deep_core_ = 0;  // the core of a Solution the deep check found
  std::uint32_t deep_core_index_ = 0;
  std::size_t deep_target_ = 0;
  bool deep_found_ = false;
  bool deep_done_ = false;  // the deep check of this level has run
  // stats_.nodes from which Build checks the memory ceiling again: between two checks it adds
  // at most kBytesCheckEvery values (a few hundred KB at most, against a ceiling of megabytes).
  static constexpr std::uint64_t kBytesCheckEvery = 1024;
  std::uint64_t next_bytes_check_ = 0;
  std::uint64_t next_deep_ = 0;         // stats_.nodes from which the next deep check may run
  std::uint64_t deep_limit_ = 0;        // stats_.nodes at which the deep check stops
  SolverHashSet deep_failed_;           // hashes of (used, target) tried in vain
  bool deep_active_ = false;            // a deep check is under way (maybe paused)
  std::vector<DeepFrame> deep_stack_;   // its calls, outermost first
  int deep_depth_ = 1;                  // the number of peels it tries now
  std::size_t deep_next_target_ = 0;    // the next target to try at that depth
  std::uint64_t deep_skipped_ = 0;      // cores passed over (not well formed)
  std::unique_ptr<SolverBound> bound_;  // null once done, or when no target is rational
  std::uint64_t passed_over_ = 0;       // pairs Build passed over (OnlyZeroUsesIrrationals)
};

// Visits every split of `rest` into a left and a right part with built values (for + and x, each
// unordered pair once), the left parts in increasing order.
template <class Visit>
void SolverSearch::ForEachSplit(std::uint64_t rest, int op, Visit&& visit) {
  // Only well-formed multisets are built (ListLevel), so only splits of two well-formed parts
  // are looked up. WellFormed bounds a multiset's tiles by its operations; the operations of the
  // parts change only when the tiles' digits wrap (tiles are the low slots), so the range of
  // left tiles that makes both parts well formed is worked out once per operations part.
  const int tiles = TileCount(rest);
  std::uint64_t range_of = ~std::uint64_t{0};
  int low = 0, high = -1;
  const bool unordered = solvers_[op].Commutative();
  // The parts in increasing order, counted in mixed radix (each slot from 0 to its count in
  // `rest`) with one addition: part + ~rest holds each slot's count raised by 15 - its limit, so
  // adding 1 carries exactly through the slots at their limit (and past those with none), which
  // then start again from 0.
  std::uint64_t part = 0;
  while (true) {
    const std::uint64_t raised = part + ~rest, next = raised + 1;
    if (next == 0) return;                                     // every slot was at its limit
    const int top_bit = 63 - std::countl_zero(next ^ raised);  // in the slot that went up
    const std::uint64_t keep = ~((std::uint64_t{1} << (top_bit / 4 * 4)) - 1);
    part = (next & keep) - (~rest & keep);
    if (part == rest) return;
    std::uint64_t other = rest - part;
    // For + and x each unordered pair once: the parts only grow, so once past the other side,
    // every later part is too.
    if (unordered && part > other) return;
    if ((part & ~tiles_mask_) != range_of) {
      range_of = part & ~tiles_mask_;
      int other_low, other_high;
      TileRange(part, low, high);
      TileRange(other, other_low, other_high);
      low = std::max(low, tiles - other_high);
      high = std::min(high, tiles - other_low);
    }
    const int left_tiles = TileCount(part);
    if (left_tiles < low || left_tiles > high) continue;
    const Node* left = NodeOf(part);
    if (left == nullptr) continue;
    const Node* right = NodeOf(other);
    if (right == nullptr) continue;
    visit(*left, *right);
  }
}

}  // namespace equations
