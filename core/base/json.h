// A small JSON value type with its parser and writer (RFC 8259), for the requests and answers of
// the command-line tool and the JavaScript API and for saved games. Standard library only.
//
// Decisions (docs/rulings.md, "JSON"):
// - Numbers written without fraction or exponent that fit in int64 are Integers; every other
//   number (1.5, 1e3, 99999999999999999999) is kept exactly as its source text (Kind::Number), so
//   nothing is ever rounded through floating point. The writer writes that text back unchanged.
// - Objects keep their members in insertion order; a key may appear only once (a duplicate key is
//   a parse error, so a request never means two things).
// - Strings are UTF-8. The parser rejects invalid UTF-8, raw control characters and lone
//   surrogates; \uXXXX escapes (with surrogate pairs) become UTF-8. The writer escapes " \ and
//   control characters, passes other UTF-8 through, and writes U+FFFD for any invalid byte a
//   caller put into a string, so its output is always valid JSON.
// - Nesting deeper than ParseOptions::max_depth is an error, never a stack overflow.
// - Errors give line and column (both from 1; the column counts characters, not bytes).
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/expected.h"

namespace equations {

class Json;
struct JsonMember;
using JsonArray = std::vector<Json>;
using JsonObject = std::vector<JsonMember>;

// A number that is not an int64 integer, kept as the text it was written as ("1.5", "2e10").
struct JsonNumberText {
  std::string text;
  bool operator==(const JsonNumberText&) const = default;
};

class Json {
 public:
  enum class Kind { Null, Bool, Integer, Number, String, Array, Object };

  // Constructors and accessors are defined below JsonMember, which must be complete first.
  Json();  // null
  Json(std::nullptr_t);
  Json(bool value);
  // Any integer type (not bool or char); an unsigned value beyond int64 is kept as number text.
  template <class I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool> &&
                                          !std::is_same_v<I, char>,
                                      int> = 0>
  Json(I value);
  Json(const char* text);
  Json(std::string text);
  Json(std::string_view text);
  Json(JsonNumberText number);
  Json(JsonArray array);
  Json(JsonObject object);

  static Json MakeArray();
  static Json MakeObject();

  Kind kind() const { return static_cast<Kind>(data_.index()); }
  bool IsNull() const { return kind() == Kind::Null; }
  bool IsBool() const { return kind() == Kind::Bool; }
  bool IsInteger() const { return kind() == Kind::Integer; }
  bool IsNumber() const { return kind() == Kind::Integer || kind() == Kind::Number; }
  bool IsString() const { return kind() == Kind::String; }
  bool IsArray() const { return kind() == Kind::Array; }
  bool IsObject() const { return kind() == Kind::Object; }

  // Accessors; each has the precondition (asserted) that the value is of that kind.
  bool AsBool() const;
  std::int64_t AsInteger() const;
  const std::string& AsString() const;
  const JsonArray& AsArray() const;
  JsonArray& AsArray();
  const JsonObject& AsObject() const;
  JsonObject& AsObject();
  // Returns the number as written in JSON; precondition: IsNumber().
  std::string NumberText() const;

  // Returns the member's value, or nullptr when there is none; precondition: IsObject().
  const Json* Find(std::string_view key) const;
  // Sets a member, replacing its value if the key is present, else appending it; returns *this.
  // Precondition: IsObject().
  Json& Set(std::string key, Json value);
  // Appends an element; returns *this. Precondition: IsArray().
  Json& Push(Json value);

  bool operator==(const Json& other) const;

 private:
  // The order of the alternatives is the order of Kind.
  std::variant<std::nullptr_t, bool, std::int64_t, JsonNumberText, std::string, JsonArray,
               JsonObject>
      data_;
};

struct JsonMember {
  std::string key;
  Json value;
  bool operator==(const JsonMember&) const = default;
};

inline Json::Json() = default;
inline Json::Json(std::nullptr_t) {}
inline Json::Json(bool value) : data_(value) {}
template <class I,
          std::enable_if_t<
              std::is_integral_v<I> && !std::is_same_v<I, bool> && !std::is_same_v<I, char>, int>>
Json::Json(I value) {
  if constexpr (std::is_unsigned_v<I> && sizeof(I) >= sizeof(std::int64_t)) {
    if (value > static_cast<I>(INT64_MAX)) {
      data_ = JsonNumberText{std::to_string(value)};
      return;
    }
  }
  data_ = static_cast<std::int64_t>(value);
}
inline Json::Json(const char* text) : data_(std::string(text)) {}
inline Json::Json(std::string text) : data_(std::move(text)) {}
inline Json::Json(std::string_view text) : data_(std::string(text)) {}
inline Json::Json(JsonNumberText number) : data_(std::move(number)) {}
inline Json::Json(JsonArray array) : data_(std::move(array)) {}
inline Json::Json(JsonObject object) : data_(std::move(object)) {}
inline Json Json::MakeArray() {
  return Json(JsonArray{});
}
inline Json Json::MakeObject() {
  return Json(JsonObject{});
}

inline bool Json::AsBool() const {
  assert(IsBool());
  return *std::get_if<bool>(&data_);
}
inline std::int64_t Json::AsInteger() const {
  assert(IsInteger());
  return *std::get_if<std::int64_t>(&data_);
}
inline const std::string& Json::AsString() const {
  assert(IsString());
  return *std::get_if<std::string>(&data_);
}
inline const JsonArray& Json::AsArray() const {
  assert(IsArray());
  return *std::get_if<JsonArray>(&data_);
}
inline JsonArray& Json::AsArray() {
  assert(IsArray());
  return *std::get_if<JsonArray>(&data_);
}
inline const JsonObject& Json::AsObject() const {
  assert(IsObject());
  return *std::get_if<JsonObject>(&data_);
}
inline JsonObject& Json::AsObject() {
  assert(IsObject());
  return *std::get_if<JsonObject>(&data_);
}

// Returns the JSON name of a kind as used in messages: "null", "a boolean", "an integer", ...
std::string_view JsonKindName(Json::Kind kind);

struct JsonError {
  std::string what;  // "expected ',' or '}'"
  int line = 1;
  int column = 1;
  // Returns the whole message: "expected ',' or '}' at line 1, column 17".
  std::string Message() const;
};

struct JsonParseOptions {
  int max_depth = 64;  // arrays and objects nested deeper than this are an error
};

// Parses one JSON text (surrounding whitespace allowed, a leading UTF-8 byte order mark skipped).
Expected<Json, JsonError> ParseJson(std::string_view text, JsonParseOptions options = {});

// Writes the value as compact JSON ("{"a":[1,2]}"), or indented by `indent` spaces per level when
// indent > 0. Members are written in insertion order.
std::string WriteJson(const Json& value, int indent = 0);

// Returns the text as a JSON string literal, quotes included.
std::string QuoteJson(std::string_view text);

// Returns a JSON array of the texts, in order.
Json StringArray(const std::vector<std::string>& texts);

}  // namespace equations
