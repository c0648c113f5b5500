// The one UTF-8 decoder (core/base/utf8.h) on the characters students type and on malformed bytes.
#include "core/base/utf8.h"

#include <doctest/doctest.h>

using namespace equations;

TEST_CASE("UTF-8 characters are stepped through whole, and a malformed byte alone") {
  const std::string text = "3÷√4x";  // ÷ and √ are two and three bytes
  CHECK(Utf8Count(text) == 5);
  CHECK(Utf8CharacterAt(text, 1) == "÷");
  CHECK(Utf8CharacterAt(text, 3) == "√");
  CHECK(DecodeUtf8(text, 3)->code == U'√');
  CHECK(DecodeUtf8(text, 3)->length == 3);
  CHECK(Utf8PreviousStart(text, 6) == 3);  // the start of √
  CHECK(Utf8PreviousStart(text, 3) == 1);  // the start of ÷
  CHECK(Utf8PreviousStart(text, 0) == 0);

  const std::string bad = "a\xC0\xAF\xED\xA0\x80\xF4\x90\x80\x80\xE2\x88";  // overlong, surrogate,
  CHECK_FALSE(DecodeUtf8(bad, 1));  // beyond U+10FFFF, cut short
  CHECK_FALSE(DecodeUtf8(bad, 3));
  CHECK_FALSE(DecodeUtf8(bad, 6));
  CHECK_FALSE(DecodeUtf8(bad, 10));
  CHECK(Utf8CharacterAt(bad, 1).size() == 1);
  CHECK(Utf8Count(bad) == 12);
  CHECK(Utf8PreviousStart(bad, bad.size()) == bad.size() - 1);

  std::string out;
  AppendUtf8(out, U'÷');
  AppendUtf8(out, 0x1F600);
  CHECK(out == "÷\xF0\x9F\x98\x80");
  CHECK(DecodeUtf8(out, 2)->code == 0x1F600);
}
