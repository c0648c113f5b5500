// What every reading of typed text starts from: an error with its column, the two sides of an
// Equation split at its one "=" (ACC "Math clarifications": one and only one equals sign), and
// columns counted in characters (√ ÷ × are several bytes of UTF-8 but one column).
#pragma once

#include <string>
#include <string_view>

#include "core/base/expected.h"

namespace equations {

// Why typed text cannot be read.
struct ParseError {
  std::string message;  // says what is wrong, in words a student can read, with the column
  int column = 0;       // 1-based, in characters; 0 when the error has no single place
};

// The two sides of an Equation, split at its one "=", not yet read.
struct EquationSides {
  std::string left;
  std::string right;
  int left_column = 1;   // column of left[0]
  int right_column = 1;  // column of right[0]
  int equals_column = 0;
};

// Splits an Equation at its "=", or says why it cannot (no "=", more than one).
Expected<EquationSides, ParseError> SplitEquation(std::string_view text);

// Returns the number of characters (code points) of UTF-8 text; invalid bytes count one each.
int CharacterCount(std::string_view text);

}  // namespace equations
