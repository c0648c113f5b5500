#include "core/judge/written_sides.h"

#include <algorithm>
#include <cstdint>

#include "core/base/utf8.h"

namespace equations {

std::string TrimmedText(std::string_view text) {
  std::size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return "";
  std::size_t end = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(begin, end - begin + 1));
}

std::optional<Number> IntegerText(std::string_view text) {
  std::string trimmed = TrimmedText(text);
  bool negative = false;
  for (std::string_view minus : {"-", "\u2212", "\u2013"}) {
    if (trimmed.rfind(minus, 0) == 0) {
      negative = true;
      trimmed = TrimmedText(std::string_view(trimmed).substr(minus.size()));
      break;
    }
  }
  if (trimmed.empty() || trimmed.size() > 18 ||
      !std::all_of(trimmed.begin(), trimmed.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  std::int64_t value = std::stoll(trimmed);
  return Number::FromInteger(negative ? -value : value);
}

std::vector<Symbol> RawFaces(std::string_view text) {
  std::vector<Symbol> faces;
  for (std::size_t i = 0; i < text.size();) {
    const std::string_view character = Utf8CharacterAt(text, i);
    i += character.size();
    if (character.find_first_of(" \t()[]{}") == 0) continue;
    auto face = ParseSymbol(character);
    if (!face)
      return {Symbol::Root, Symbol::Root, Symbol::Root, Symbol::Root,
              Symbol::Root, Symbol::Root, Symbol::Root, Symbol::Root};
    faces.push_back(*face);
  }
  return faces;
}

}  // namespace equations
