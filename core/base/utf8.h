// UTF-8, the one decoder: what the JSON reader, the Equation parser, the checker, the AI and the UI
// use to step through text (every cube sign beyond ASCII, ÷ √ ×, is two or three bytes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace equations {

// Returns true for a byte that continues a UTF-8 sequence (10xxxxxx).
constexpr bool IsUtf8Continuation(unsigned char byte) {
  return (byte & 0xC0) == 0x80;
}

// Returns the length of the well-formed UTF-8 sequence that starts at text[at] (1 to 4), or 0
// when the bytes there are not well-formed (overlong forms, surrogates and code points beyond
// U+10FFFF included), per the Unicode Standard, table 3-7. Precondition: at < text.size().
std::size_t Utf8SequenceLength(std::string_view text, std::size_t at);

struct Utf8Character {
  char32_t code = 0;
  std::size_t length = 0;  // in bytes
};
// Decodes the well-formed character at text[at], or nothing. Precondition: at < text.size().
std::optional<Utf8Character> DecodeUtf8(std::string_view text, std::size_t at);

// Returns the bytes of the character at text[at]: a well-formed sequence, or one byte of a
// malformed one, so that a loop over characters always moves on. Precondition: at < text.size().
std::string_view Utf8CharacterAt(std::string_view text, std::size_t at);

// Returns where the last character of text[0, end) starts (0 when end is 0).
std::size_t Utf8PreviousStart(std::string_view text, std::size_t end);

// Returns the number of characters, counting each byte of a malformed sequence as one.
std::size_t Utf8Count(std::string_view text);

// Appends the code point as UTF-8. Precondition: code_point <= U+10FFFF.
void AppendUtf8(std::string& out, std::uint32_t code_point);

}  // namespace equations
