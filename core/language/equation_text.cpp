#include "core/language/equation_text.h"

#include "core/base/utf8.h"

namespace equations {

int CharacterCount(std::string_view text) {
  return static_cast<int>(Utf8Count(text));
}

Expected<EquationSides, ParseError> SplitEquation(std::string_view text) {
  int column = 1, equals_column = 0;
  std::size_t equals_byte = text.size();
  for (std::size_t i = 0; i < text.size(); ++column) {
    auto decoded = DecodeUtf8(text, i);
    const std::size_t length = decoded ? decoded->length : 1;  // an invalid byte is one column
    if (decoded && decoded->code == U'=') {
      if (equals_column != 0)
        return MakeUnexpected(
            ParseError{"an Equation has one \"=\" only; there is another at "
                       "column " +
                           std::to_string(column),
                       column});
      equals_column = column;
      equals_byte = i;
    }
    i += length;
  }
  if (equals_column == 0)
    return MakeUnexpected(ParseError{
        "an Equation needs \"=\" between the Solution and the Goal (Solution = Goal)", 0});
  EquationSides sides;
  sides.left = std::string(text.substr(0, equals_byte));
  sides.right = std::string(text.substr(equals_byte + 1));
  sides.left_column = 1;
  sides.equals_column = equals_column;
  sides.right_column = equals_column + 1;
  return sides;
}

}  // namespace equations
