// The lexemes of the typed notation of Adventurous Equations (core/language/reading.h): digits,
// signs and words, brackets, tags, the exponent mark, i and @, with their columns. Internal to
// core/language/reading.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/language/equation_text.h"
#include "core/language/reading.h"

namespace equations {

enum class LexKind { Digit, Point, Exponent, Bang, Sign, Open, Close, Gap, Tags, Imag, At };

struct Lexeme {
  LexKind kind = LexKind::Digit;
  std::string text;  // as typed
  int column = 0;
  int digit = 0;                  // Digit, Exponent
  Bracket bracket{};              // Open, Close
  std::vector<std::string> tags;  // Tags
};

// The error at a column: "column 4: ...".
Unexpected<ParseError> ReadingError(int column, std::string message);

// Splits typed text into lexemes; in a Goal on the mat (Reading::Goal) a run of spaces is a gap.
Expected<std::vector<Lexeme>, ParseError> LexReading(std::string_view text, Reading reading,
                                                     int first_column);

}  // namespace equations
