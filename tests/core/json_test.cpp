#include "core/base/json.h"

#include <doctest/doctest.h>

#include <string>

using namespace equations;

namespace {

Json Parse(std::string_view text) {
  auto parsed = ParseJson(text);
  INFO(text);
  REQUIRE_MESSAGE(parsed.has_value(), (parsed.has_value() ? "" : parsed.error().Message()));
  return parsed.value();
}

std::string ParseError(std::string_view text, JsonParseOptions options = {}) {
  auto parsed = ParseJson(text, options);
  INFO(text);
  REQUIRE_FALSE(parsed.has_value());
  return parsed.error().Message();
}

std::string RoundTrip(std::string_view text) {
  return WriteJson(Parse(text));
}

}  // namespace

TEST_CASE("a request object is read into members in the order they were written") {
  Json request = Parse(R"({"rules":"agloa", "division" : "middle", "goal":"2x 3+5"})");
  REQUIRE(request.IsObject());
  const JsonObject& members = request.AsObject();
  REQUIRE(members.size() == 3);
  CHECK(members[0].key == "rules");
  CHECK(members[1].key == "division");
  CHECK(members[2].key == "goal");
  REQUIRE(request.Find("goal") != nullptr);
  CHECK(request.Find("goal")->AsString() == "2x 3+5");
  CHECK(request.Find("equation") == nullptr);
}

TEST_CASE("every kind of value is read and written back the same") {
  CHECK(RoundTrip("null") == "null");
  CHECK(RoundTrip("true") == "true");
  CHECK(RoundTrip("false") == "false");
  CHECK(RoundTrip("0") == "0");
  CHECK(RoundTrip("-17") == "-17");
  CHECK(RoundTrip("\"text\"") == "\"text\"");
  CHECK(RoundTrip("[]") == "[]");
  CHECK(RoundTrip("{}") == "{}");
  CHECK(RoundTrip(" [ 1 , [ 2 , { \"a\" : null } ] ] ") == "[1,[2,{\"a\":null}]]");
  CHECK(RoundTrip("{\"z\":1,\"a\":2,\"m\":3}") == "{\"z\":1,\"a\":2,\"m\":3}");
}

TEST_CASE("integers that fit in 64 bits are integers, every other number keeps its exact text") {
  CHECK(Parse("9223372036854775807").AsInteger() == INT64_MAX);
  CHECK(Parse("-9223372036854775808").AsInteger() == INT64_MIN);
  CHECK(Parse("-0").AsInteger() == 0);

  Json too_big = Parse("9223372036854775808");
  CHECK(too_big.kind() == Json::Kind::Number);
  CHECK(too_big.NumberText() == "9223372036854775808");
  CHECK(Parse("-9223372036854775809").kind() == Json::Kind::Number);

  Json fraction = Parse("0.1");
  CHECK(fraction.kind() == Json::Kind::Number);
  CHECK(WriteJson(fraction) == "0.1");
  CHECK(RoundTrip("1e400") == "1e400");
  CHECK(RoundTrip("-2.50E-3") == "-2.50E-3");
  CHECK(Parse("1.0").kind() == Json::Kind::Number);  // written with a fraction: not an integer
}

TEST_CASE("string escapes are decoded, surrogate pairs included") {
  CHECK(Parse(R"("a\"b\\c\/d")").AsString() == "a\"b\\c/d");
  CHECK(Parse(R"("\b\f\n\r\t")").AsString() == "\b\f\n\r\t");
  CHECK(Parse(R"("\u0041\u00e9\u221A")").AsString() == "Aé√");
  CHECK(Parse(R"("\u00F7")").AsString() == "÷");
  CHECK(Parse(R"("\ud83c\udfb2")").AsString() == "\xF0\x9F\x8E\xB2");  // U+1F3B2 game die
  CHECK(Parse(R"("\u0000")").AsString() == std::string(1, '\0'));
}

TEST_CASE("UTF-8 in strings passes through unchanged") {
  Json value = Parse("\"2√8 ÷ 4 × 3 − 1 🎲\"");
  CHECK(value.AsString() == "2√8 ÷ 4 × 3 − 1 🎲");
  CHECK(WriteJson(value) == "\"2√8 ÷ 4 × 3 − 1 🎲\"");
}

TEST_CASE("the writer escapes quotes, backslashes and control characters") {
  CHECK(QuoteJson("say \"hi\"\\") == R"("say \"hi\"\\")");
  CHECK(QuoteJson("a\nb\tc") == R"("a\nb\tc")");
  CHECK(QuoteJson(std::string("\x01\x1f", 2)) == R"("\u0001\u001F")");
  CHECK(QuoteJson(std::string(1, '\0')) == R"("\u0000")");
  CHECK(QuoteJson("/") == "\"/\"");
}

TEST_CASE("the writer replaces bytes that are not UTF-8 so its output is always valid JSON") {
  std::string written = QuoteJson(
      "a\xFF"
      "b\xC3");
  CHECK(written ==
        "\"a\xEF\xBF\xBD"
        "b\xEF\xBF\xBD\"");
  CHECK(ParseJson(written).has_value());
}

TEST_CASE("what the writer writes, the parser reads back as the same value") {
  Json value = Json::MakeObject();
  value.Set("correct", false);
  value.Set("reasons", Json::MakeArray().Push("a Required cube is unused").Push("ünïcode \"q\""));
  value.Set("goal_value", "-3/4");
  value.Set("count", 42);
  value.Set("nothing", nullptr);
  value.Set("big", Json(JsonNumberText{"1e99"}));
  value.Set("control", std::string("\x01\n", 2));
  for (int indent : {0, 2}) {
    CAPTURE(indent);
    auto back = ParseJson(WriteJson(value, indent));
    REQUIRE(back.has_value());
    CHECK(back.value() == value);
  }
}

TEST_CASE("setting a member that exists replaces its value in place") {
  Json value = Json::MakeObject();
  value.Set("a", 1).Set("b", 2).Set("a", 3);
  CHECK(WriteJson(value) == R"({"a":3,"b":2})");
}

TEST_CASE("an indented answer puts each member on its own line") {
  Json value = Json::MakeObject();
  value.Set("ok", true).Set("list", Json::MakeArray().Push(1).Push(2)).Set("empty", JsonArray{});
  CHECK(WriteJson(value, 2) ==
        "{\n  \"ok\": true,\n  \"list\": [\n    1,\n    2\n  ],\n"
        "  \"empty\": []\n}");
}

TEST_CASE("a syntax error names what was expected with its line and column") {
  CHECK(ParseError(R"({"rules":"agloa" "goal":"1"})") ==
        "expected ',' or '}' at line 1, column 18");
  CHECK(ParseError("[1 2]") == "expected ',' or ']' at line 1, column 4");
  CHECK(ParseError("{\n  \"a\": 1,\n  \"b\" 2\n}") ==
        "expected ':' after the key \"b\" at line 3, column 7");
  CHECK(ParseError("") == "expected a JSON value, found the end of the text at line 1, column 1");
  CHECK(ParseError("   ") ==
        "expected a JSON value, found the end of the text at line 1, column 4");
  CHECK(ParseError("{\"a\":}") == "expected a JSON value, found '}' at line 1, column 6");
  CHECK(ParseError("{a:1}") == "expected a string key in double quotes at line 1, column 2");
  CHECK(ParseError("tru") == "expected a JSON value, found 't' at line 1, column 1");
}

TEST_CASE("the column counts characters, not bytes") {
  // "÷" and "√" are two and three bytes long but one column each.
  CHECK(ParseError(R"(["÷√" 1])") == "expected ',' or ']' at line 1, column 7");
}

TEST_CASE("trailing commas, comments, and text after the value are refused") {
  CHECK(ParseError("[1,]") ==
        "expected a JSON value after ',' (no trailing commas) at line 1, column 4");
  CHECK(ParseError(R"({"a":1,})") ==
        "expected a string key after ',' (no trailing commas) at line 1, column 8");
  CHECK(ParseError("{} {}") == "unexpected '{' after the JSON value at line 1, column 4");
  CHECK(ParseError("// no\n{}") == "expected a JSON value, found '/' at line 1, column 1");
  CHECK(ParseError("[1]x") == "unexpected 'x' after the JSON value at line 1, column 4");
}

TEST_CASE("numbers outside the JSON grammar are refused") {
  CHECK(ParseError("01") == "invalid number: a leading zero at line 1, column 1");
  CHECK(ParseError("-") == "expected a digit at line 1, column 2");
  CHECK(ParseError("1.") == "expected a digit after '.' at line 1, column 3");
  CHECK(ParseError("1e+") == "expected a digit in the exponent at line 1, column 4");
  CHECK(ParseError("+1") == "expected a JSON value, found '+' at line 1, column 1");
  CHECK(ParseError(".5") == "expected a JSON value, found '.' at line 1, column 1");
  CHECK(ParseError("NaN") == "expected a JSON value, found 'N' at line 1, column 1");
}

TEST_CASE("bad strings are refused with the place of the fault") {
  CHECK(ParseError("\"abc") == "unterminated string at line 1, column 1");
  CHECK(ParseError("\"a\nb\"") ==
        "control character U+000A in a string (escape it) at line 1, column 3");
  CHECK(ParseError(R"("a\qb")") == "invalid escape: '\\' followed by 'q' at line 1, column 3");
  CHECK(ParseError(R"("\u12G4")") == "expected four hex digits after \\u at line 1, column 6");
  CHECK(ParseError(R"("\udc00")") == "lone low surrogate \\uDC00 at line 1, column 2");
  CHECK(ParseError(R"("\ud800x")") ==
        "high surrogate \\uD800 not followed by a low surrogate at line 1, column 2");
  CHECK(ParseError(R"("\ud800\u0041")") ==
        "high surrogate \\uD800 not followed by a low surrogate at line 1, column 2");
  CHECK(ParseError("\"a\xFF\"") == "invalid UTF-8 in a string at line 1, column 3");
  CHECK(ParseError("\"\xC0\xAF\"") == "invalid UTF-8 in a string at line 1, column 2");  // overlong
  CHECK(ParseError("\"\xED\xA0\x80\"") == "invalid UTF-8 in a string at line 1, column 2");
}

TEST_CASE("a key may appear only once in an object") {
  CHECK(ParseError(R"({"goal":"1","goal":"2"})") == "duplicate key \"goal\" at line 1, column 13");
}

TEST_CASE("deep nesting is an error, not a stack overflow") {
  std::string deep(100000, '[');
  CHECK(ParseError(deep) == "arrays and objects nested deeper than 64 levels at line 1, column 65");
  std::string ok = std::string(64, '[') + std::string(64, ']');
  CHECK(ParseJson(ok).has_value());
  CHECK_FALSE(ParseJson(std::string(65, '[') + std::string(65, ']')).has_value());
  CHECK(ParseError("[[[]]]", JsonParseOptions{2}) ==
        "arrays and objects nested deeper than 2 levels at line 1, column 3");
}

TEST_CASE("a leading byte order mark and surrounding whitespace are allowed") {
  CHECK(Parse("\xEF\xBB\xBF {\"a\":1}\r\n\t").Find("a")->AsInteger() == 1);
}

TEST_CASE("values of different kinds or contents are not equal") {
  CHECK(Parse("1") != Parse("1.0"));
  CHECK(Parse("[1,2]") != Parse("[2,1]"));
  CHECK(Parse(R"({"a":1,"b":2})") != Parse(R"({"b":2,"a":1})"));  // order is kept and compared
  CHECK(Parse("\"1\"") != Parse("1"));
  CHECK(Parse("null") == Json());
  CHECK(JsonKindName(Parse("[]").kind()) == "an array");
}

TEST_CASE("an integer built by the caller beyond int64 is written exactly") {
  CHECK(WriteJson(Json(std::uint64_t{18446744073709551615u})) == "18446744073709551615");
  CHECK(Json(std::uint64_t{18446744073709551615u}).kind() == Json::Kind::Number);
  CHECK(Json(std::uint64_t{42}).AsInteger() == 42);
  CHECK(WriteJson(Json(-7)) == "-7");
}
