// The general solver: decides, exactly, whether number tiles and operation cubes can make an
// expression whose value is one of a set of targets, and writes one (AGLOA VII-B: what a correct
// Solution is; III-A, III-C: the values it may name). Equations (core/queries/solver_equations.h),
// the 24 game and the Countdown numbers game are instances of it.
//
// The search: every sub-multiset of the usable cubes gets the set of values its expressions name
// (identical faces collapse, each value is kept once with one way to make it), built by levels
// (level = 2 x tiles + counted operation cubes, so the parts of an expression come first). The
// candidates for the whole Solution, those holding every cube that must be used, are checked
// against the targets before their level is built, by inverting + - x ÷ (t - a, a - t, t ÷ a,
// a ÷ t) and the unary √ (t x t), then verified forward. The arithmetic is the checker's
// (core/language/evaluate.h ApplyOperation, with core/numbers/number.h): the same undefined cases,
// the same rule-set limits and the same "too large to check" cut (a value past it is no value here,
// as the checker cannot check a Solution that needs it). Small rationals take an int64 fast path
// that falls back to core/numbers/number.h on overflow, so the results are the same. Between levels
// a budgeted deep check (core/solver/solver_deep.cpp) works down from the targets to find large
// Solutions early, and each multiset that names a target but leaves Required cubes out is padded
// with a small part naming 0 or 1 that holds them as soon as it is built
// (core/solver/solver_pad.cpp); before the search, targets no expression of the cubes can name (by
// sign, wholeness or prime factors) are dropped; a long search of + - x ÷ cubes asks magnitude
// bounds (core/solver/solver_bound.h) whether the targets are out of reach. A large multiset's
// build or check pauses between rows when the budget runs out. Rulings: docs/rulings.md, "Solver".
//
// The key layout: a multiset is one 64-bit integer of 4-bit counts (slots), so that its parts,
// sums and differences are a few integer instructions in the innermost loops. The slots are laid
// out per problem: each tile kind one, then each operation the problem counts one (an unlimited
// operation, or one with no cube, none). Any mix of tile kinds and operations fits while they need
// at most 16 slots and no count passes kSolverMaxCount; Solver::Create refuses another problem
// with a message that says so.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/numbers/number.h"
#include "core/numbers/rational.h"
#include "core/rules/arithmetic_rules.h"
#include "core/solver/solver_facts.h"

namespace equations {

// How many cubes of one face the Solution must use, may use, and may take from the pool.
struct SolverSupply {
  int required = 0;   // must be used (Required, AGLOA VII-B-3-b)
  int permitted = 0;  // may be used besides (Permitted)
  int pool = 0;       // may be used, counting against SolverProblem::pool_limit (Resources)
  int Total() const { return required + permitted + pool; }
};

inline constexpr int kSolverMaxCount = 15;  // cubes of one face (Equations has at most 12)

struct SolverProblem {
  // The arithmetic: ApplyOperation's rule-set limits (whole-number powers and roots, no
  // fractions, no ^ √ in ACC grade 3) and CheckFinalValue on the whole Solution.
  ArithmeticRules rules;
  // The value of each kind of number tile, distinct: any rational, so that a cube read another
  // way (a sideways 3 is 1/3, an upside-down one -3) is a tile too. Whole tiles that fit in
  // int64 take the arithmetic's fast path.
  std::vector<Rational> tiles;
  std::vector<SolverSupply> tile_supply;  // parallel to `tiles`
  // Operator cubes, indexed by static_cast<int>(Operator) (the table's first kSolverOperatorCount
  // rows, core/solver/solver_facts.h). A Root cube is either a binary a√b or, when unary_root, a √
  // with the unwritten index 2 (AGLOA III-B-2). An operation with nothing required and enough
  // permitted for every tile is treated as unlimited (the 24 game); Root never is.
  std::array<SolverSupply, kSolverOperatorCount> operator_supply{};
  int pool_limit = -1;     // at most this many cubes from the pools in all; -1: no limit
  int min_cubes = 2;       // AGLOA VII-B-3-a; 1 or 2
  bool unary_root = true;  // false in ACC ("2√4", not "√4")
  // Countdown: every step must name a positive whole number.
  bool positive_whole_steps = false;
  std::vector<Number> targets;  // the values a Solution may name
  // The deep check (core/solver/solver_deep.cpp) only ever finds sooner; false searches by levels
  // only (tests use it to check what the levels build).
  bool deep_check = true;
  // A built multiset that names a target but leaves Required cubes out is padded with a small
  // part naming 0 or 1 that holds them (core/solver/solver_pad.cpp): it only ever finds sooner;
  // false leaves such Solutions to the levels and the deep check (tests compare the two).
  bool pad_cores = true;
  // A multiset that can only be one side of a candidate's last operation, the other side one
  // tile (core/solver/solver_derived.cpp), is checked against the values that operation would have
  // to be given, instead of being built, where that is cheaper (kAuto), always where it can be
  // (kAlways: tests), or never (kNever). Either way the verdicts are the same.
  enum class Derive { kNever, kAuto, kAlways };
  Derive derive = Derive::kAuto;
  // A pair that names one of its sides (v + 0, v x 1, 1 √ v, √1) is not kept where the other
  // side and the operation hold no cube a Solution needs for its Required ones: a Solution using
  // it has a smaller one (docs/rulings.md, "Values a smaller multiset names"). True keeps every
  // value (tests compare the two); either way the verdicts are the same.
  bool keep_dominated = false;
  // The most memory the search may hold (its multisets, values and big or irrational numbers,
  // estimated). A search that reaches it stops working: it stays Unfinished (never "no"), and
  // each later Run spends its budget at once, so that a caller bounded by a budget ends. A hard
  // position then cannot exhaust a browser tab (wasm memory is 2 GB at most).
  std::size_t max_bytes = std::size_t{256} << 20;
};

enum class SolveStatus {
  Found,       // a Solution exists; Solver::Solution() is one
  NotFound,    // proven: no Solution exists
  Unfinished,  // the step budget ran out first; call Run again to go on
};

struct SolverStats {
  std::uint64_t nodes = 0;      // operations applied (the work done)
  std::uint64_t multisets = 0;  // sub-multisets whose values were built
  std::uint64_t values = 0;     // distinct (multiset, value) pairs kept
  std::uint64_t derived = 0;    // multisets checked against derived targets instead of built
  std::uint64_t dominated = 0;  // values not kept: a part of the multiset names them
  std::uint64_t padded = 0;     // 1 when the Solution found is a padded core (solver_pad.cpp)
  std::size_t bytes = 0;        // the memory the search holds (estimated)
  bool memory_full = false;     // the search reached SolverProblem::max_bytes and stopped
};

class SolverSearch;  // the search state (core/solver/solver.cpp)

// A resumable search for one Solution of a SolverProblem.
class Solver {
 public:
  // Returns a solver for the problem, or why the problem is outside the solver's limits.
  static Expected<Solver, std::string> Create(SolverProblem problem);
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  ~Solver();

  // Runs until the answer is known or about `max_nodes` more operations were applied (a step on
  // big numbers counts its work, so the last step may overshoot). Unfinished is never "no".
  SolveStatus Run(std::uint64_t max_nodes = UINT64_MAX);
  SolveStatus status() const;
  const SolverStats& stats() const;
  // Frees the search's memory a part at a time: up to `count` multisets or numbers (counted
  // down); returns true when all is freed. Freeing a large search at once takes tens of
  // milliseconds (millions of small blocks), too long for one browser frame. After the first
  // call the solver is only destroyed.
  bool ReleaseSome(std::size_t& count);

  // Precondition: status() == Found. The Solution fully grouped ("(8÷(3-(8÷3)))"-style, one digit
  // or tile per numeral, "√" for a unary root), its value, and which target it is.
  std::string Solution() const;
  const Number& SolutionValue() const;
  int TargetIndex() const;

 private:
  explicit Solver(std::unique_ptr<SolverSearch> search);
  std::unique_ptr<SolverSearch> search_;
};

// Applies one step as the checker does under `rules`: a sign of Basic Equations through
// core/language/evaluate.h ApplyOperation (the rule set's limits), another operator through its
// row's apply (the default OperatorSetting: base 10, no caps). Nothing when the step has no value.
std::optional<Number> ApplyUnderRules(const ArithmeticRules& rules, Operator op, const Number& left,
                                      const Number& right);

}  // namespace equations
