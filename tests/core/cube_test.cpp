#include "core/rules/cube.h"

#include <doctest/doctest.h>

#include <string>

using namespace equations;

namespace {
std::string Faces(Color color) {
  std::string text;
  for (Symbol s : FacesOf(color)) {
    if (!text.empty()) text += ' ';
    text += SymbolText(s);
  }
  return text;
}
}  // namespace

TEST_CASE("each cube colour carries the six faces of the MLAG guide") {
  CHECK(Faces(Color::Red) == "0 1 2 3 + -");
  CHECK(Faces(Color::Blue) == "0 1 2 3 x ÷");
  CHECK(Faces(Color::Green) == "4 5 6 ^ x -");
  CHECK(Faces(Color::Black) == "7 8 9 √ + ÷");
}

TEST_CASE("every digit 0-9 appears on some cube, 0-3 on two colours") {
  int count[10] = {};
  for (Color c : kColors)
    for (Symbol s : FacesOf(c))
      if (IsDigit(s)) ++count[DigitValue(s)];
  for (int d = 0; d <= 9; ++d) {
    CAPTURE(d);
    CHECK(count[d] == (d <= 3 ? 2 : 1));
  }
}

TEST_CASE("a face typed the way a student types it is read as that face") {
  CHECK(ParseSymbol("×") == Symbol::Times);
  CHECK(ParseSymbol("X") == Symbol::Times);
  CHECK(ParseSymbol("/") == Symbol::Divide);
  CHECK(ParseSymbol("*") == Symbol::Power);
  CHECK(ParseSymbol("r") == Symbol::Root);
  CHECK(ParseSymbol("7") == Symbol::Digit7);
  CHECK_FALSE(ParseSymbol("12").has_value());
  CHECK_FALSE(ParseSymbol("?").has_value());
  for (int s = 0; s < 16; ++s) {
    Symbol symbol = static_cast<Symbol>(s);
    CHECK(ParseSymbol(SymbolText(symbol)) == symbol);
  }
}

TEST_CASE("colour names round-trip and unknown names are refused") {
  for (Color c : kColors) CHECK(ParseColor(ColorName(c)) == c);
  CHECK_FALSE(ParseColor("purple").has_value());
}
