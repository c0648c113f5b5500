#include "core/base/utf8.h"

#include <cassert>

namespace equations {

std::size_t Utf8SequenceLength(std::string_view text, std::size_t at) {
  auto byte = [&](std::size_t i) -> unsigned {
    return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0x100u;
  };
  auto in = [](unsigned b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
  const unsigned b0 = byte(0);
  if (b0 < 0x80) return 1;
  if (in(b0, 0xC2, 0xDF)) return in(byte(1), 0x80, 0xBF) ? 2 : 0;
  if (in(b0, 0xE0, 0xEF)) {
    const unsigned lo = b0 == 0xE0 ? 0xA0 : 0x80, hi = b0 == 0xED ? 0x9F : 0xBF;
    return in(byte(1), lo, hi) && in(byte(2), 0x80, 0xBF) ? 3 : 0;
  }
  if (in(b0, 0xF0, 0xF4)) {
    const unsigned lo = b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xF4 ? 0x8F : 0xBF;
    return in(byte(1), lo, hi) && in(byte(2), 0x80, 0xBF) && in(byte(3), 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

std::optional<Utf8Character> DecodeUtf8(std::string_view text, std::size_t at) {
  const std::size_t length = Utf8SequenceLength(text, at);
  if (length == 0) return std::nullopt;
  const unsigned char lead = static_cast<unsigned char>(text[at]);
  char32_t code = length == 1 ? lead : lead & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k)
    code = (code << 6) | (static_cast<unsigned char>(text[at + k]) & 0x3F);
  return Utf8Character{code, length};
}

std::string_view Utf8CharacterAt(std::string_view text, std::size_t at) {
  const std::size_t length = Utf8SequenceLength(text, at);
  return text.substr(at, length == 0 ? 1 : length);
}

std::size_t Utf8PreviousStart(std::string_view text, std::size_t end) {
  if (end == 0) return 0;
  std::size_t i = end - 1;
  while (i > 0 && end - i < 4 && IsUtf8Continuation(static_cast<unsigned char>(text[i]))) --i;
  return Utf8CharacterAt(text, i).size() == end - i ? i : end - 1;
}

std::size_t Utf8Count(std::string_view text) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size(); i += Utf8CharacterAt(text, i).size()) ++count;
  return count;
}

void AppendUtf8(std::string& out, std::uint32_t code_point) {
  assert(code_point <= 0x10FFFF);
  if (code_point < 0x80) {
    out += static_cast<char>(code_point);
  } else if (code_point < 0x800) {
    out += static_cast<char>(0xC0 | (code_point >> 6));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else if (code_point < 0x10000) {
    out += static_cast<char>(0xE0 | (code_point >> 12));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code_point >> 18));
    out += static_cast<char>(0x80 | ((code_point >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  }
}

}  // namespace equations
