// The operations the solver searches with, and the algebraic facts its proofs rely on, read from
// the operator table (core/language/operators.h, OperatorRow::facts). A proof that drops a target
// before the search (core/solver/solver.cpp Setup) runs only when every operation the problem can
// use declares the fact it needs, so an operator with no facts makes the solver search more,
// never answer wrongly.
#pragma once

#include <array>
#include <cstdint>

#include "core/language/expression.h"
#include "core/language/operators.h"

namespace equations {

// The operations the solver searches with, in Operation order. The search's inner loops keep a
// switch over Operation for speed; SolverOperationIndex has one too, with no default, so a new
// Operation that the solver does not know is a compile error (-Werror=switch), not a silent gap.
inline constexpr int kOperationCount = 6;

constexpr int SolverOperationIndex(Operation operation) {
  switch (operation) {
    case Operation::Add:
      return 0;
    case Operation::Subtract:
      return 1;
    case Operation::Multiply:
      return 2;
    case Operation::Divide:
      return 3;
    case Operation::Power:
      return 4;
    case Operation::Root:
      return 5;
  }
  return -1;
}

// The search indexes its operation slots by static_cast<int>(Operation): the two must agree.
constexpr bool IndexesAgree() {
  for (const Operation operation : {Operation::Add, Operation::Subtract, Operation::Multiply,
                                    Operation::Divide, Operation::Power, Operation::Root})
    if (SolverOperationIndex(operation) != static_cast<int>(operation)) return false;
  return SolverOperationIndex(Operation::Root) + 1 == kOperationCount;
}
static_assert(IndexesAgree(), "the solver indexes every Operation in Operation order");

// Returns true when the operation's row of the operator table declares every fact of `facts`.
inline bool HasFact(Operation operation, std::uint16_t facts) {
  return (RowOf(OperatorOf(operation)).facts & facts) == facts;
}

}  // namespace equations
