// The Equations cubes: four colours, six faces each (MLAG Guide to Basic Equations, "The cubes";
// AGLOA I-B-1 and the Academic Challenge Cup use the same cubes).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace equations {

enum class Color { Red, Blue, Green, Black };
inline constexpr std::array<Color, 4> kColors = {Color::Red, Color::Blue, Color::Green,
                                                 Color::Black};

// What one face shows: a digit or an operation sign.
enum class Symbol {
  Digit0,
  Digit1,
  Digit2,
  Digit3,
  Digit4,
  Digit5,
  Digit6,
  Digit7,
  Digit8,
  Digit9,
  Plus,
  Minus,
  Times,
  Divide,
  Power,
  Root,
};

struct Face {
  Symbol symbol;
  constexpr bool operator==(const Face&) const = default;
};

// Returns the six faces of a cube of this colour, in the order the MLAG guide lists them:
// red 0 1 2 3 + -, blue 0 1 2 3 x ÷, green 4 5 6 ^ x -, black 7 8 9 √ + ÷.
const std::array<Symbol, 6>& FacesOf(Color color);

bool IsDigit(Symbol symbol);
int DigitValue(Symbol symbol);  // precondition: IsDigit(symbol)
Symbol DigitSymbol(int digit);  // precondition: 0 <= digit <= 9

// Returns the symbol as printed on the cube and in JSON ("0".."9", "+", "-", "x", "÷", "^", "√").
std::string_view SymbolText(Symbol symbol);
// Parses one face character as a student types it: digits, + - x X × * ÷ / ^ √ (and "r" for √).
std::optional<Symbol> ParseSymbol(std::string_view text);

std::string_view ColorName(Color color);  // "red", "blue", "green", "black"
std::optional<Color> ParseColor(std::string_view name);

}  // namespace equations
