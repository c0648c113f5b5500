// The operators of the written-Equation language as data: one row per operator, with its glyphs,
// arity and position, precedence, the algebraic facts a search may rely on, its arithmetic and
// its inverse. The six signs of Basic Equations (AGLOA III-B) come first, in the order of the
// operation faces of core/rules/cube.h; the others are ways of reading a cube that Adventurous
// variations add (AGLOA XIII, Appendix A). The parser, the printers, the groupings, the evaluation
// and the checker read this table; adding an operator is one row here and its tests
// (docs/architecture.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/numbers/number.h"
#include "core/rules/cube.h"

namespace equations {

enum class Operator {
  Add,              // AGLOA III-B-1
  Subtract,         // AGLOA III-B-1
  Multiply,         // AGLOA III-B-1
  Divide,           // AGLOA III-B-1
  Power,            // AGLOA III-B-3
  Root,             // AGLOA III-B-2: "a√b", a-th root of b; prefix √b is the square root
  Factorial,        // XIII-A-4: postfix "!"
  Remainder,        // XIII-A-7: sideways ÷, "rem"
  Lcm,              // XIII-A-9: √ as least common multiple
  Gcf,              // XIII-A-10: ^ as greatest common factor
  NumberOfFactors,  // XIII-A-11, XIII-B-8, XIII-C-9: prefix x
  SmallestPrime,    // XIII-A-13: prefix x
  Average,          // XIII-A-12, XIII-B-11: + as the average of two
  Percent,          // XIII-A-14, XIII-B-12: upside-down √, "A % B" = (A / 100) x B
  Negation,         // XIII-A-2: an upside-down cube (a tag "<ud>", not a sign)
  Reciprocal,       // XIII-A-1: a sideways cube (a tag "<sw>", not a sign)
  Exponent,         // XIII-B-9: a digit of the exponent colour, "'d" after its base
  Log,              // XIII-D-13: sideways ÷, "a log b" = log_b a
};
inline constexpr std::size_t kOperatorCount = 18;

enum class Position { Prefix, Infix, Postfix };

// The algebraic facts a search may rely on. Each holds for every pair of operands the operator
// accepts (a value that is undefined or too large to check is no value); "a and b" are the two
// operands of a binary operator (for a root, the index and the radicand) and the one operand of a
// unary operator. The solver's proofs that drop targets (core/solver/solver_facts.h) run only when
// every usable operator declares the fact they need; tests/core/solver_facts_test.cpp checks each
// declared fact against the operator's apply, and that each undeclared one fails somewhere.
enum OperatorFact : std::uint16_t {
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
  // What solving `a op b = t` for an operand may rely on (core/solver/solver_invert.h):
  kZeroAbsorbs = 1u << 8,         // an operand 0 gives 0 (a value it has): 0 x b, a x 0, 0 ÷ b
  kNoValueOnZeroRight = 1u << 9,  // b = 0 gives no value: a ÷ 0
  kSelfSolvesRight = 1u << 10,    // a op b = t gives b = a op t (a value it has): a - t, a ÷ t
};

// What one application of an operator needs besides its operands: the numbers a variation sets.
struct OperatorSetting {
  int base = 10;                            // Base m (XIII-B-6): Percent is per m squared
  std::optional<std::int64_t> operand_cap;  // NumberOfFactors, SmallestPrime: A <= cap
  std::int64_t remainder_cap = 1000;        // Remainder: A <= 1000 (XIII-A-7)
};

// Returns the value, or an ArithmeticError (DivisionByZero .. NotExact) that says why there is
// none. Unary operators ignore `right`.
using ApplyFunction = NumberResult (*)(const Number& left, const Number& right,
                                       const OperatorSetting& setting);

struct OperatorRow {
  Operator value;
  std::string_view name;     // the rules' own word: "factorial", "remainder"
  std::string_view printed;  // in interpretations and answers: "x", "÷", "!", "rem"
  std::string_view typed;    // what the parser reads besides `printed`: "X×", "/", "*", "rR"
  std::string_view ascii;    // a pure ASCII spelling: "x", "/", "^", "r", "!", "rem"
  int arity;                 // 1 or 2
  Position position;
  int precedence;  // under the Order of Operations (MLAG, ACC): 1 + -, 2 x ÷, 3 ^ √; 4 unary
  bool commutative;
  bool associative;
  std::optional<int> right_neutral;  // a op e = a: 0 for + -, 1 for x ÷ ^
  std::optional<int> left_neutral;   // e op a = a: 0 for +, 1 for x √
  std::uint16_t facts;               // the OperatorFact values that hold for it
  std::optional<Operator> inverse;   // undoes it on the left operand: + and -, x and ÷
  std::string_view section;          // the rule that defines it
  ApplyFunction apply;
};

// The table, one row per Operator in the enum's order.
const std::array<OperatorRow, kOperatorCount>& Operators();

const OperatorRow& RowOf(Operator op);
// Whether `op` is one of the six signs of Basic Equations (AGLOA III-B), the table's first rows.
bool IsBasicOperator(Operator op);
// Returns the operator an operation cube shows (AGLOA III-B; precondition: !IsDigit(face)).
Operator OperatorOfFace(Symbol face);
// Returns the face of the operation cube that shows `op` (precondition: IsBasicOperator(op)).
Symbol FaceOf(Operator op);
// Returns the operator whose printed, typed or ASCII spelling is `text` (one character or a
// word), among operators at `position`; nothing when none is.
std::optional<Operator> OperatorSpelledAt(std::string_view text, Position position);

// Applies an operator through its row.
NumberResult ApplyOperator(Operator op, const Number& left, const Number& right,
                           const OperatorSetting& setting = {});

// The largest n whose n! is computed (n! of a larger n is "too large to check").
inline constexpr int kMaxFactorial = 450;
// Values up to this are factored by trial division; beyond it Number of Factors cannot be
// verified (XIII-C-9 comment: such an Equation is incorrect).
inline constexpr std::int64_t kMaxFactored = 1'000'000'000'000;

}  // namespace equations
