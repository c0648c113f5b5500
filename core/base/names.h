// Names of enum values from one table per enum: each enum that has words (in requests, saved
// games or messages) lists its values with their names once, and NameOf / ParseName read that
// table both ways, instead of a hand-written switch and a parse loop per enum.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace equations {

template <class Enum>
struct EnumName {
  Enum value;
  std::string_view name;
};

template <class Enum, std::size_t N>
using NameTable = std::array<EnumName<Enum>, N>;

// Returns the name of `value` in `table`; a value missing from the table is a bug (the tables
// cover every value: each is checked by a static_assert beside it where the enum has a count).
template <class Enum, std::size_t N>
constexpr std::string_view NameOf(const NameTable<Enum, N>& table, Enum value) {
  for (const EnumName<Enum>& entry : table)
    if (entry.value == value) return entry.name;
  return "?";
}

// Returns the value named `name` in `table`, or nothing.
template <class Enum, std::size_t N>
constexpr std::optional<Enum> ParseName(const NameTable<Enum, N>& table, std::string_view name) {
  for (const EnumName<Enum>& entry : table)
    if (entry.name == name) return entry.value;
  return std::nullopt;
}

// Returns the names quoted and joined for an error message: "\"a\", \"b\" or \"c\"".
template <class Enum, std::size_t N>
std::string QuotedNames(const NameTable<Enum, N>& table) {
  std::string text;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) text += i + 1 == N ? " or " : ", ";
    text += "\"" + std::string(table[i].name) + "\"";
  }
  return text;
}

}  // namespace equations
