// The operators the solver searches with, and the algebraic facts its proofs rely on, read from
// the operator table (core/language/operators.h, OperatorRow::facts). A proof that drops a target
// before the search (core/solver/solver.cpp Setup) runs only when every operator the problem can
// use declares the fact it needs, so an operator with no facts makes the solver search more,
// never answer wrongly.
#pragma once

#include <cstdint>

#include "core/language/operators.h"

namespace equations {

// The solver searches with the table's first rows, the signs of Basic Equations, and indexes its
// slots by static_cast<int>(Operator).
inline constexpr int kSolverOperatorCount = 6;

// Returns the solver's index of `op`, or -1 for an operator it does not search with. The switch
// has no default, so a new row of the table is a compile error (-Werror=switch) until it is
// placed here, not a silent gap.
constexpr int SolverOperatorIndex(Operator op) {
  switch (op) {
    case Operator::Add:
    case Operator::Subtract:
    case Operator::Multiply:
    case Operator::Divide:
    case Operator::Power:
    case Operator::Root:
      return static_cast<int>(op);
    case Operator::Factorial:
    case Operator::Remainder:
    case Operator::Lcm:
    case Operator::Gcf:
    case Operator::NumberOfFactors:
    case Operator::SmallestPrime:
    case Operator::Average:
    case Operator::Percent:
    case Operator::Negation:
    case Operator::Reciprocal:
    case Operator::Exponent:
    case Operator::Log:
      return -1;
  }
  return -1;
}

// The searched operators are the first kSolverOperatorCount of the enum.
constexpr bool IndexesAgree() {
  int searched = 0;
  for (std::size_t i = 0; i < kOperatorCount; ++i) {
    const int index = SolverOperatorIndex(static_cast<Operator>(i));
    if (index >= 0 && index != static_cast<int>(i)) return false;
    searched += index >= 0 ? 1 : 0;
  }
  return searched == kSolverOperatorCount;
}
static_assert(IndexesAgree(), "the solver searches the table's first rows, in the enum's order");

// Returns true for + - x ÷, the operators of the solver's field proofs
// (core/solver/solver_build.cpp) and magnitude bounds (core/solver/solver_bound.h): a value outside
// a field stays outside it but for an absorbing 0, and a rational's size grows as a sum's or a
// product's.
constexpr bool IsFieldOperator(Operator op) {
  return op == Operator::Add || op == Operator::Subtract || op == Operator::Multiply ||
         op == Operator::Divide;
}

// Returns true when the operator's row of the operator table declares every fact of `facts`.
inline bool HasFact(Operator op, std::uint16_t facts) {
  return (RowOf(op).facts & facts) == facts;
}

}  // namespace equations
