// Inverting the last step of a Solution towards a target (core/solver/solver_derived.cpp): the
// values u of one side with u op t = T, or t op u = T, where t is a tile. Private to core/solver*.
#pragma once

#include <cstdint>
#include <vector>

#include "core/language/expression.h"
#include "core/solver/solver_arithmetic.h"

namespace equations {

// Adds to `out` every value u with u op t = target (`part_left`), or t op u = target, that the
// solver's values can hold, computed without the rule set's limits (a Solution through one is
// verified forward): at most two for ^ and √, one for + - x ÷. Returns false when that cannot be
// done exactly: any u would do (u x 0 = 0, 0 ÷ u = 0, u^0 = 1, 0^u and 1^u), the exponent of a
// target that is not a small rational, a tile base that is not whole (t ^ u, u √ t), or a value
// past the checker's limits.
bool InvertLastStep(SolverArithmetic& arithmetic, Operation operation, SolverValue tile,
                    bool part_left, SolverValue target, std::vector<SolverValue>& out);

// InvertLastStep where the other side is √^roots(tile), `side` its value (a tile under unary √):
// a rational is a tile's case; otherwise + - x ÷ are inverted through `side` (not 0 then);
// u ^ s and s √ u, for an irrational s, name only 0 and 1 (an irrational exponent is exact on
// no other base, core/numbers/number.h), and s ^ u = t^(u ÷ 2^roots), s √ u = t^(1 ÷ (u 2^roots))
// give the exponent u through t's.
bool InvertStep(SolverArithmetic& arithmetic, Operation operation, SolverValue tile, int roots,
                SolverValue side, bool part_left, SolverValue target,
                std::vector<SolverValue>& out);

}  // namespace equations
