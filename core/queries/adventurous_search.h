// The Now and Possible verdicts of Adventurous Equations (AGLOA XIII; VI-A, VII-B-3): whether the
// cubes a Solution may use can make a value the Goal allows, each cube read every way the
// variations in force let it be read: a digit upright, sideways = its reciprocal (XIII-A-1),
// upside-down = its negative (XIII-A-2), both in a Solution (XIII-A-2 comment (a)); an operation
// cube as each meaning its sign may have (rem XIII-A-7, lcm XIII-A-9, gcf XIII-A-10, Number of
// Factors XIII-A-11, Average XIII-A-12, Smallest Prime XIII-A-13, % XIII-A-14), written again under
// Multiple Operations (XIII-A-5); "!" (XIII-A-4); a digit as an exponent (XIII-B-9, XIII-C-10:
// "'d", core/queries/adventurous_search_exponent.h); a 1 as a power of the base (XIII-B-10,
// XIII-C-4: "1<pobN>" for N from -99 to 99, adventurous_search_powers.h); the targets of
// Multiple of k (XIII-B-7: the Goal plus a nonzero multiple of k). Every "yes" carries a witness
// Equation in the typed notation that the judge (core/judge/judge.h) has accepted.
//
// The search builds, for every sub-multiset of the usable cubes, the values its expressions name,
// smaller multisets first, with the judge's own arithmetic (core/solver/solver.h ApplyUnderRules,
// the operator table's rows): a value the judge cannot check is no value here either, so a "no"
// is complete over the Solutions; a Goal whose interpretations were listed in part (Powers of the
// Base: n from -3 to 3) proves no "no", and the answer is then Unfinished. Variations that need
// more (wild cubes, digits read as ten or eleven, complex and logarithmic values) are named by
// AdventurousSearchGap and not searched.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/judge/adventurous.h"
#include "core/language/arithmetic.h"
#include "core/queries/solver_equations.h"

namespace equations {

// Returns the first variation in force the search does not search yet, with its section ("Base
// eight (XIII-B-6)"), or nothing when it searches them all.
std::optional<std::string> AdventurousSearchGap(const Arithmetic& arithmetic);

class AdventurousSearchState;  // core/queries/adventurous_search.cpp

// A resumable Now or Possible query under variations. Precondition: AdventurousSearchGap is
// empty for `arithmetic`.
class AdventurousSearch {
 public:
  AdventurousSearch(const Arithmetic& arithmetic, const AdventurousMat& mat, SolverQuery query);
  AdventurousSearch(AdventurousSearch&&) noexcept;
  AdventurousSearch& operator=(AdventurousSearch&&) noexcept;
  ~AdventurousSearch();

  // Runs about `max_nodes` more steps; Unfinished is never "no".
  SolveStatus Run(std::uint64_t max_nodes = UINT64_MAX);
  SolveStatus status() const;
  std::uint64_t nodes() const;
  // The Equation "Solution = Goal interpretation" the judge accepted, when status() == Found.
  std::optional<std::string> Witness() const;
  // Candidates the search made that the judge did not accept (a disagreement between the two:
  // each is skipped, never claimed; tests expect none).
  std::uint64_t rejected() const;
  // The last of them with the judge's first reason, "Equation: reason" ("" when none).
  const std::string& last_rejected() const;

 private:
  std::unique_ptr<AdventurousSearchState> state_;
};

}  // namespace equations
