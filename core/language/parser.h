// The written-Equation language: reads "Solution = Goal" (or "Goal = Solution", AGLOA VII-B-1
// comment, MLAG "Writing and checking") and a Goal as it lies on the mat, as a student types them.
//
//   numerals     0-9; consecutive digits form one numeral ("23"), so the checker can say "a numeral
//                of more than one digit" (AGLOA VII-B-4)
//   + -          addition and subtraction only, never a sign (AGLOA III-B-1): "+7", "-8", "6x+4"
//                and "17÷(-8)" are errors; − and – are read as -
//   x X ×        multiplication (always written: "3x(1+4)", never "3(1+4)", ACC "Resources")
//   ÷ /          division
//   ^ *          exponentiation (AGLOA III-B-3: * on older cubes)
//   √ r R        root; "√9" is the square root, "3√8" and "(2+1)√8" the cube root (AGLOA III-B-2).
//                "r" is the ASCII spelling of √: "3r8" is 3√8 (core/rules/cube.h ParseSymbol
//                agrees)
//   ( ) [ ] { }  grouping symbols, each closed by its own partner (AGLOA III-A comment (a))
//   spaces       in a written Equation they mean nothing (AGLOA VII-B-2 comment (c)); in a Goal on
//                the mat (Layout::GoalOnMat) a run of spaces is a physical gap (AGLOA IV-B-2)
//
// Errors are values: what is wrong and the 1-based column, counted in characters (√ ÷ × are
// several bytes of UTF-8 but one column).
#pragma once

#include <string>
#include <string_view>

#include "core/base/expected.h"
#include "core/language/expression.h"

namespace equations {

struct ParseError {
  std::string message;  // says what is wrong, in words a student can read, with the column
  int column = 0;       // 1-based, in characters; 0 when the error has no single place
};

enum class Layout {
  Written,    // an expression written on paper: spaces are ignored, grouping symbols allowed
  GoalOnMat,  // the cubes of the Goal: spaces are gaps, no grouping symbols
};

// Parses one expression. `first_column` is the column of text[0] in the line the student typed,
// so that errors in one side of an Equation point into the whole Equation.
Expected<WrittenExpression, ParseError> ParseExpression(std::string_view text,
                                                        Layout layout = Layout::Written,
                                                        int first_column = 1);

// The two sides of an Equation, split at its one "=" (ACC "Math clarifications": one and only one
// equals sign), not yet parsed.
struct EquationSides {
  std::string left;
  std::string right;
  int left_column = 1;   // column of left[0]
  int right_column = 1;  // column of right[0]
  int equals_column = 0;
};

// Splits an Equation at its "=", or says why it cannot (no "=", more than one, a side empty).
Expected<EquationSides, ParseError> SplitEquation(std::string_view text);

// Returns the number of characters (code points) of UTF-8 text; invalid bytes count one each.
int CharacterCount(std::string_view text);

}  // namespace equations
