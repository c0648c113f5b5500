#include "core/rules/cube.h"
#include "core/base/names.h"

#include <cassert>

namespace equations {

const std::array<Symbol, 6>& FacesOf(Color color) {
  using S = Symbol;
  static const std::array<Symbol, 6> kRed = {S::Digit0, S::Digit1, S::Digit2,
                                             S::Digit3, S::Plus,   S::Minus};
  static const std::array<Symbol, 6> kBlue = {S::Digit0, S::Digit1, S::Digit2,
                                              S::Digit3, S::Times,  S::Divide};
  static const std::array<Symbol, 6> kGreen = {S::Digit4, S::Digit5, S::Digit6,
                                               S::Power,  S::Times,  S::Minus};
  static const std::array<Symbol, 6> kBlack = {S::Digit7, S::Digit8, S::Digit9,
                                               S::Root,   S::Plus,   S::Divide};
  switch (color) {
    case Color::Red:
      return kRed;
    case Color::Blue:
      return kBlue;
    case Color::Green:
      return kGreen;
    case Color::Black:
      return kBlack;
  }
  return kRed;
}

bool IsDigit(Symbol symbol) {
  return symbol <= Symbol::Digit9;
}

int DigitValue(Symbol symbol) {
  assert(IsDigit(symbol));
  return static_cast<int>(symbol);
}

Symbol DigitSymbol(int digit) {
  assert(digit >= 0 && digit <= 9);
  return static_cast<Symbol>(digit);
}

std::string_view SymbolText(Symbol symbol) {
  static constexpr std::array<std::string_view, 16> kText = {
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "-", "x", "÷", "^", "√"};
  return kText[static_cast<int>(symbol)];
}

std::optional<Symbol> ParseSymbol(std::string_view text) {
  if (text.size() == 1 && text[0] >= '0' && text[0] <= '9') return DigitSymbol(text[0] - '0');
  if (text == "+") return Symbol::Plus;
  if (text == "-" || text == "−" || text == "–") return Symbol::Minus;
  if (text == "x" || text == "X" || text == "×") return Symbol::Times;
  if (text == "÷" || text == "/") return Symbol::Divide;
  if (text == "^" || text == "*") return Symbol::Power;
  if (text == "√" || text == "r" || text == "R") return Symbol::Root;
  return std::nullopt;
}

constexpr NameTable<Color, 4> kColorNames = {
    {{Color::Red, "red"}, {Color::Blue, "blue"}, {Color::Green, "green"}, {Color::Black, "black"}}};

std::string_view ColorName(Color color) {
  return NameOf(kColorNames, color);
}

std::optional<Color> ParseColor(std::string_view name) {
  return ParseName(kColorNames, name);
}

}  // namespace equations
