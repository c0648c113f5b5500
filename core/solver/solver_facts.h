// The algebraic facts the solver's proofs rely on, one row per operation. A proof that drops a
// target before the search (core/solver/solver.cpp Setup) runs only when every operation the
// problem can use declares the fact it needs, so an operation added here with no facts makes the
// solver search more, never answer wrongly. tests/core/solver_facts_test.cpp checks each declared
// fact against the checker's arithmetic (core/language/evaluate.h) on a grid of values.
#pragma once

#include <array>
#include <cstdint>

#include "core/language/expression.h"

namespace equations {

// Each fact holds for every pair of operands the checker's arithmetic accepts (a value that is
// undefined or too large to check is no value): "a op b" for the binary operations, and for √ the
// index a and the radicand b (the unary √ has the index 2).
enum SolverFact : std::uint16_t {
  kKeepsNonNegative = 1u << 0,  // a, b >= 0 give a value >= 0
  kKeepsPositive = 1u << 1,     // a, b > 0 give a value > 0
  // The value is a product of rational powers of a and b, so it has no prime factor they lack
  // (a value 0 needs an operand 0).
  kMultiplicative = 1u << 2,
  kKeepsIntegral = 1u << 3,  // algebraic integers give an algebraic integer
  // Algebraic integers a, b >= 0 give an algebraic integer (a power or root with an index that
  // cannot be negative or a fraction).
  kIntegralOnNonNegative = 1u << 4,
  kKeepsRational = 1u << 5,               // rationals give a rational
  kRationalOnWholeNonNegative = 1u << 6,  // a rational and b whole and >= 0 give a rational
  kKeepsWholeNonNegative = 1u << 7,       // whole numbers >= 0 give a whole number >= 0
};

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

inline constexpr std::array<std::uint16_t, kOperationCount> kSolverFacts = {
    // +
    kKeepsNonNegative | kKeepsPositive | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
        kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
    // -
    kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational | kRationalOnWholeNonNegative,
    // x
    kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsIntegral | kIntegralOnNonNegative |
        kKeepsRational | kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
    // ÷
    kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsRational |
        kRationalOnWholeNonNegative,
    // ^
    kKeepsNonNegative | kKeepsPositive | kMultiplicative | kIntegralOnNonNegative |
        kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
    // √
    kKeepsNonNegative | kKeepsPositive | kMultiplicative | kIntegralOnNonNegative,
};

// The search indexes its operation slots by static_cast<int>(Operation): the two must agree.
constexpr bool IndexesAgree() {
  for (const Operation operation : {Operation::Add, Operation::Subtract, Operation::Multiply,
                                    Operation::Divide, Operation::Power, Operation::Root})
    if (SolverOperationIndex(operation) != static_cast<int>(operation)) return false;
  return SolverOperationIndex(Operation::Root) + 1 == kOperationCount;
}
static_assert(IndexesAgree(), "every Operation has its row of solver facts, in Operation order");

constexpr bool HasFact(Operation operation, std::uint16_t facts) {
  return (kSolverFacts[static_cast<std::size_t>(SolverOperationIndex(operation))] & facts) == facts;
}

}  // namespace equations
