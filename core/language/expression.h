// A written expression as the writer (or the Goal-setter) laid it out, before any order of
// operations is decided: numerals, operation signs, grouping symbols ( ) [ ] { } and, for a Goal
// on the mat, the physical gaps (AGLOA III-A comment (a), III-B, IV-B-2, VII-B-1, Appendix A).
// core/language/interpretation.h turns it into its legal groupings; this file holds it and prints
// it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/rules/cube.h"

namespace equations {

// A binary operation (AGLOA III-B: + - x ÷ have their usual meanings, ^ is exponentiation,
// "a√b" is the a-th root of b).
enum class Operation { Add, Subtract, Multiply, Divide, Power, Root };

Symbol OperationSymbol(Operation operation);
// Returns the operation of an operation cube's face (precondition: !IsDigit(face)).
Operation OperationOf(Symbol face);
std::string_view OperationText(Operation operation);  // "+", "-", "x", "÷", "^", "√"

// A √ written with no index in front ("√9", "4x√9"): the square root (AGLOA III-B-2).
struct WrittenRoot {
  int column = 0;          // 1-based, in characters
  bool gap_after = false;  // Goal on the mat only: a gap follows the √ (its radicand is the
                           // whole run of cubes behind it, AGLOA IV-B-2 comment)
};

// An operation sign between two operands. Root means "index √ radicand" (AGLOA III-B-2).
struct WrittenOperator {
  Operation operation = Operation::Add;
  int column = 0;
  bool gap_before = false;  // Goal on the mat only: the physical gaps next to the sign
  bool gap_after = false;
  bool Loose() const { return gap_before || gap_after; }
};

enum class Bracket { None, Parenthesis, Square, Brace };

struct WrittenExpression;

// An operand: unary roots in front of a numeral or of a grouped expression.
struct WrittenOperand {
  std::vector<WrittenRoot> roots;        // outermost first: "√√9" has two
  std::string numeral;                   // the digits, when `group` is empty
  std::vector<WrittenExpression> group;  // one element: the expression inside the brackets
  Bracket bracket = Bracket::None;       // the brackets around `group`
  int column = 0;                        // column of the numeral's first digit or the bracket
  bool IsGroup() const { return !group.empty(); }
};

// operands[0] operators[0] operands[1] operators[1] ... operands[n-1]; never empty.
struct WrittenExpression {
  std::vector<WrittenOperand> operands;
  std::vector<WrittenOperator> operators;  // operands.size() - 1 of them
};

// A numeral as written, for the digit-count rules (AGLOA IV-B-1, VII-B-4).
struct WrittenNumeral {
  std::string digits;
  int column = 0;
};

// Returns the cube faces the expression uses, in the order written (an unwritten index 2 of a
// square root uses no cube; grouping symbols are not cubes, AGLOA III-A comment (a)).
std::vector<Symbol> CubesOf(const WrittenExpression& expression);
// Returns every numeral, in the order written.
std::vector<WrittenNumeral> NumeralsOf(const WrittenExpression& expression);
// Returns the unary roots (√ with no index written), in the order written.
std::vector<WrittenRoot> UnwrittenIndexRootsOf(const WrittenExpression& expression);
bool HasGroupingSymbols(const WrittenExpression& expression);
// Returns true when the expression is one numeral with nothing else (the Goal "37").
bool IsPlainNumeral(const WrittenExpression& expression);

// Prints the expression as written, with the canonical symbols (x ÷ ^ √), its grouping symbols,
// and a space for each gap of a Goal on the mat: "2x 3+5", "(6x4)-2", "[5^2]x8".
std::string ToText(const WrittenExpression& expression);
// Prints cubes as their faces with no spaces: "2x3+5".
std::string CubesText(const std::vector<Symbol>& cubes);

}  // namespace equations
