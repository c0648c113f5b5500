// Solving one step for an operand, from the operator's row: its inverse, commutativity and the
// facts kZeroAbsorbs, kNoValueOnZeroRight, kSelfSolvesRight (core/language/operators.h). Used by
// the search's checks (core/solver/solver_check.cpp, solver_deep.cpp) and to invert the last step
// of a Solution towards a target (core/solver/solver_derived.cpp): the values u of one side with
// u op t = T, or t op u = T, where t is a tile. Private to core/solver*.
#pragma once

#include <cstdint>
#include <vector>

#include "core/language/operators.h"
#include "core/solver/solver_arithmetic.h"

namespace equations {

// What solving `a op b = t` for one operand found.
enum class Solved : std::uint8_t {
  One,         // exactly the value `want`
  None,        // no value
  Any,         // every value (0 x u = 0)
  AnyButZero,  // every value but 0 (0 ÷ u = 0)
  Unknown,     // not solved here: no inverse in the row, or a value past the checker's limits
};

// Solves one step for an operand, read from the operator's row once (the searches keep one per
// operator): with an inverse, u op k = t gives u = t inverse k; for a commutative operator k op u
// is u op k, and with kSelfSolvesRight k op u = t gives u = k op t. Computed without the rule
// set's limits: a step found through it is checked forward.
class OperandSolver {
 public:
  OperandSolver() = default;
  explicit OperandSolver(Operator op) : op_(op) {
    const OperatorRow& row = RowOf(op);
    solvable_ = row.arity == 2 && row.inverse.has_value();
    inverse_ = row.inverse.value_or(op);
    commutative_ = row.commutative;
    zero_absorbs_ = (row.facts & kZeroAbsorbs) != 0;
    no_value_on_zero_right_ = (row.facts & kNoValueOnZeroRight) != 0;
    self_solves_right_ = (row.facts & kSelfSolvesRight) != 0;
  }

  Operator Op() const { return op_; }
  bool Commutative() const { return commutative_; }
  bool Solvable() const { return solvable_; }
  bool ZeroAbsorbs() const { return zero_absorbs_; }
  bool NoValueOnZeroRight() const { return no_value_on_zero_right_; }

  // Solves `u op known = target` (known_left false) or `known op u = target` (known_left true).
  Solved Solve(SolverArithmetic& arithmetic, SolverValue known, bool known_left, SolverValue target,
               SolverValue& want) const {
    if (!solvable_) return Solved::Unknown;
    if (!known_left || commutative_) {  // u op k = t
      if (known.IsZero()) {
        if (no_value_on_zero_right_) return Solved::None;
        if (zero_absorbs_) return target.IsZero() ? Solved::Any : Solved::None;
      }
      return arithmetic.Plain(inverse_, target, known, want) ? Solved::One : Solved::Unknown;
    }
    if (!self_solves_right_) return Solved::Unknown;  // k op u = t
    if (known.IsZero() && zero_absorbs_) {
      if (!target.IsZero()) return Solved::None;
      return no_value_on_zero_right_ ? Solved::AnyButZero : Solved::Any;
    }
    if (target.IsZero() && no_value_on_zero_right_) return Solved::None;  // u = k op 0
    return arithmetic.Plain(op_, known, target, want) ? Solved::One : Solved::Unknown;
  }

 private:
  Operator op_ = Operator::Add;
  Operator inverse_ = Operator::Add;
  bool solvable_ = false;
  bool commutative_ = false;
  bool zero_absorbs_ = false;
  bool no_value_on_zero_right_ = false;
  bool self_solves_right_ = false;
};

// Adds to `out` every value u with u op t = target (`part_left`), or t op u = target, that the
// solver's values can hold, computed without the rule set's limits (a Solution through one is
// verified forward): at most two for ^ and √, one for + - x ÷. Returns false when that cannot be
// done exactly: any u would do (u x 0 = 0, 0 ÷ u = 0, u^0 = 1, 0^u and 1^u), the exponent of a
// target that is not a small rational, a tile base that is not whole (t ^ u, u √ t), or a value
// past the checker's limits.
bool InvertLastStep(SolverArithmetic& arithmetic, Operator operation, SolverValue tile,
                    bool part_left, SolverValue target, std::vector<SolverValue>& out);

// InvertLastStep where the other side is √^roots(tile), `side` its value (a tile under unary √):
// a rational is a tile's case; otherwise + - x ÷ are inverted through `side` (not 0 then);
// u ^ s and s √ u, for an irrational s, name only 0 and 1 (an irrational exponent is exact on
// no other base, core/numbers/number.h), and s ^ u = t^(u ÷ 2^roots), s √ u = t^(1 ÷ (u 2^roots))
// give the exponent u through t's.
bool InvertStep(SolverArithmetic& arithmetic, Operator operation, SolverValue tile, int roots,
                SolverValue side, bool part_left, SolverValue target,
                std::vector<SolverValue>& out);

}  // namespace equations
