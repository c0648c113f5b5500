#include "core/base/json.h"

#include "core/base/names.h"
#include "core/base/utf8.h"

#include <cassert>
#include <cstdint>
#include <optional>

namespace equations {

namespace {

std::string Hex4(unsigned value) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string text;
  for (int shift = 12; shift >= 0; shift -= 4) text += kDigits[(value >> shift) & 0xF];
  return text;
}

bool IsJsonSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool IsAsciiDigit(char c) {
  return c >= '0' && c <= '9';
}

// Returns the character at text[pos] for a message: 'x', or U+XXXX for a control character.
std::string Describe(std::string_view text, size_t pos) {
  if (pos >= text.size()) return "the end of the text";
  unsigned char c = static_cast<unsigned char>(text[pos]);
  if (c < 0x20 || c == 0x7F) return "U+" + Hex4(c);
  size_t length = Utf8SequenceLength(text, pos);
  if (length == 0) return "an invalid UTF-8 byte";
  return "'" + std::string(text.substr(pos, length)) + "'";
}

class Parser {
 public:
  Parser(std::string_view text, JsonParseOptions options) : text_(text), options_(options) {}

  Expected<Json, JsonError> Parse() {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
    Json value;
    SkipSpace();
    if (!ParseValue(value, 0)) return MakeUnexpected(*error_);
    SkipSpace();
    if (pos_ < text_.size()) {
      Fail("unexpected " + Describe(text_, pos_) + " after the JSON value");
      return MakeUnexpected(*error_);
    }
    return value;
  }

 private:
  // Records the error at pos (the current position unless given); always returns false.
  bool Fail(std::string what, std::optional<size_t> at = std::nullopt) {
    size_t pos = at.value_or(pos_);
    JsonError error{std::move(what), 1, 1};
    for (size_t i = 0; i < pos && i < text_.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(text_[i]);
      if (c == '\n') {
        ++error.line;
        error.column = 1;
      } else if (!IsUtf8Continuation(c)) {
        ++error.column;  // count characters: UTF-8 continuation bytes are not new columns
      }
    }
    error_ = std::move(error);
    return false;
  }

  void SkipSpace() {
    while (pos_ < text_.size() && IsJsonSpace(text_[pos_])) ++pos_;
  }

  bool Peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }

  bool ParseValue(Json& out, int depth) {
    if (pos_ >= text_.size()) return Fail("expected a JSON value, found the end of the text");
    char c = text_[pos_];
    switch (c) {
      case '{':
        return ParseObject(out, depth + 1);
      case '[':
        return ParseArray(out, depth + 1);
      case '"': {
        std::string text;
        if (!ParseString(text)) return false;
        out = Json(std::move(text));
        return true;
      }
      case 't':
        return ParseLiteral("true", Json(true), out);
      case 'f':
        return ParseLiteral("false", Json(false), out);
      case 'n':
        return ParseLiteral("null", Json(), out);
      default:
        if (c == '-' || IsAsciiDigit(c)) return ParseNumber(out);
        return Fail("expected a JSON value, found " + Describe(text_, pos_));
    }
  }

  bool ParseLiteral(std::string_view word, Json value, Json& out) {
    if (text_.substr(pos_, word.size()) != word) {
      return Fail("expected a JSON value, found " + Describe(text_, pos_));
    }
    pos_ += word.size();
    out = std::move(value);
    return true;
  }

  bool EnterNesting(int depth) {
    if (depth > options_.max_depth) {
      return Fail("arrays and objects nested deeper than " + std::to_string(options_.max_depth) +
                  " levels");
    }
    return true;
  }

  bool ParseArray(Json& out, int depth) {
    if (!EnterNesting(depth)) return false;
    ++pos_;  // '['
    JsonArray array;
    SkipSpace();
    if (Peek(']')) {
      ++pos_;
      out = Json(std::move(array));
      return true;
    }
    while (true) {
      SkipSpace();
      Json element;
      if (!ParseValue(element, depth)) return false;
      array.push_back(std::move(element));
      SkipSpace();
      if (Peek(',')) {
        ++pos_;
        SkipSpace();
        if (Peek(']')) return Fail("expected a JSON value after ',' (no trailing commas)");
        continue;
      }
      if (Peek(']')) {
        ++pos_;
        out = Json(std::move(array));
        return true;
      }
      return Fail("expected ',' or ']'");
    }
  }

  bool ParseObject(Json& out, int depth) {
    if (!EnterNesting(depth)) return false;
    ++pos_;  // '{'
    JsonObject object;
    SkipSpace();
    if (Peek('}')) {
      ++pos_;
      out = Json(std::move(object));
      return true;
    }
    while (true) {
      SkipSpace();
      if (!Peek('"')) return Fail("expected a string key in double quotes");
      size_t key_pos = pos_;
      std::string key;
      if (!ParseString(key)) return false;
      for (const JsonMember& member : object) {
        if (member.key == key) return Fail("duplicate key " + QuoteJson(key), key_pos);
      }
      SkipSpace();
      if (!Peek(':')) return Fail("expected ':' after the key " + QuoteJson(key));
      ++pos_;
      SkipSpace();
      Json value;
      if (!ParseValue(value, depth)) return false;
      object.push_back(JsonMember{std::move(key), std::move(value)});
      SkipSpace();
      if (Peek(',')) {
        ++pos_;
        SkipSpace();
        if (Peek('}')) return Fail("expected a string key after ',' (no trailing commas)");
        continue;
      }
      if (Peek('}')) {
        ++pos_;
        out = Json(std::move(object));
        return true;
      }
      return Fail("expected ',' or '}'");
    }
  }

  // Reads four hex digits at pos_ into value.
  bool ParseHex4(std::uint32_t& value) {
    value = 0;
    for (int i = 0; i < 4; ++i) {
      if (pos_ >= text_.size()) return Fail("expected four hex digits after \\u");
      char c = text_[pos_];
      unsigned digit;
      if (c >= '0' && c <= '9') {
        digit = static_cast<unsigned>(c - '0');
      } else if (c >= 'a' && c <= 'f') {
        digit = static_cast<unsigned>(c - 'a' + 10);
      } else if (c >= 'A' && c <= 'F') {
        digit = static_cast<unsigned>(c - 'A' + 10);
      } else {
        return Fail("expected four hex digits after \\u");
      }
      value = value * 16 + digit;
      ++pos_;
    }
    return true;
  }

  // Reads a \u escape (pos_ just after the 'u'), joining a surrogate pair into one code point.
  bool ParseUnicodeEscape(std::string& out, size_t escape_pos) {
    std::uint32_t unit;
    if (!ParseHex4(unit)) return false;
    if (unit >= 0xDC00 && unit <= 0xDFFF) {
      return Fail("lone low surrogate \\u" + Hex4(unit), escape_pos);
    }
    if (unit >= 0xD800 && unit <= 0xDBFF) {
      if (text_.substr(pos_, 2) != "\\u") {
        return Fail("high surrogate \\u" + Hex4(unit) + " not followed by a low surrogate",
                    escape_pos);
      }
      pos_ += 2;
      std::uint32_t low;
      if (!ParseHex4(low)) return false;
      if (low < 0xDC00 || low > 0xDFFF) {
        return Fail("high surrogate \\u" + Hex4(unit) + " not followed by a low surrogate",
                    escape_pos);
      }
      unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
    }
    AppendUtf8(out, unit);
    return true;
  }

  bool ParseString(std::string& out) {
    size_t start = pos_;
    ++pos_;  // '"'
    while (true) {
      if (pos_ >= text_.size()) return Fail("unterminated string", start);
      unsigned char c = static_cast<unsigned char>(text_[pos_]);
      if (c == '"') {
        ++pos_;
        return true;
      }
      if (c < 0x20) {
        return Fail("control character U+" + Hex4(c) + " in a string (escape it)");
      }
      if (c == '\\') {
        size_t escape_pos = pos_;
        ++pos_;
        if (pos_ >= text_.size()) return Fail("unterminated string", start);
        char e = text_[pos_++];
        switch (e) {
          case '"':
            out += '"';
            break;
          case '\\':
            out += '\\';
            break;
          case '/':
            out += '/';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'n':
            out += '\n';
            break;
          case 'r':
            out += '\r';
            break;
          case 't':
            out += '\t';
            break;
          case 'u':
            if (!ParseUnicodeEscape(out, escape_pos)) return false;
            break;
          default:
            return Fail("invalid escape: '\\' followed by " + Describe(text_, pos_ - 1),
                        escape_pos);
        }
        continue;
      }
      size_t length = Utf8SequenceLength(text_, pos_);
      if (length == 0) return Fail("invalid UTF-8 in a string");
      out.append(text_.substr(pos_, length));
      pos_ += length;
    }
  }

  bool ParseNumber(Json& out) {
    size_t start = pos_;
    bool integral = true;
    if (Peek('-')) ++pos_;
    if (Peek('0')) {
      ++pos_;
      if (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) {
        return Fail("invalid number: a leading zero", start);
      }
    } else if (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) {
      while (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) ++pos_;
    } else {
      return Fail("expected a digit");
    }
    if (Peek('.')) {
      integral = false;
      ++pos_;
      if (!(pos_ < text_.size() && IsAsciiDigit(text_[pos_]))) {
        return Fail("expected a digit after '.'");
      }
      while (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) ++pos_;
    }
    if (Peek('e') || Peek('E')) {
      integral = false;
      ++pos_;
      if (Peek('+') || Peek('-')) ++pos_;
      if (!(pos_ < text_.size() && IsAsciiDigit(text_[pos_]))) {
        return Fail("expected a digit in the exponent");
      }
      while (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) ++pos_;
    }
    std::string_view text = text_.substr(start, pos_ - start);
    if (integral) {
      bool negative = text[0] == '-';
      // Accumulate towards the sign so that INT64_MIN fits.
      std::int64_t value = 0;
      bool fits = true;
      for (size_t i = negative ? 1 : 0; i < text.size() && fits; ++i) {
        int digit = text[i] - '0';
        if (negative) {
          if (value < (INT64_MIN + digit) / 10)
            fits = false;
          else
            value = value * 10 - digit;
        } else {
          if (value > (INT64_MAX - digit) / 10)
            fits = false;
          else
            value = value * 10 + digit;
        }
      }
      if (fits) {
        out = Json(value);
        return true;
      }
    }
    out = Json(JsonNumberText{std::string(text)});
    return true;
  }

  std::string_view text_;
  JsonParseOptions options_;
  size_t pos_ = 0;
  std::optional<JsonError> error_;
};

void AppendQuoted(std::string& out, std::string_view text) {
  out += '"';
  for (size_t pos = 0; pos < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[pos]);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += "\\u" + Hex4(c);
        } else {
          size_t length = Utf8SequenceLength(text, pos);
          if (length == 0) {
            out += "\xEF\xBF\xBD";  // U+FFFD REPLACEMENT CHARACTER for a byte that is not UTF-8
            ++pos;
          } else {
            out.append(text.substr(pos, length));
            pos += length;
          }
          continue;
        }
    }
    ++pos;
  }
  out += '"';
}

void AppendNewline(std::string& out, int indent, int level) {
  if (indent <= 0) return;
  out += '\n';
  out.append(static_cast<size_t>(indent * level), ' ');
}

void Write(std::string& out, const Json& value, int indent, int level) {
  switch (value.kind()) {
    case Json::Kind::Null:
      out += "null";
      return;
    case Json::Kind::Bool:
      out += value.AsBool() ? "true" : "false";
      return;
    case Json::Kind::Integer:
    case Json::Kind::Number:
      out += value.NumberText();
      return;
    case Json::Kind::String:
      AppendQuoted(out, value.AsString());
      return;
    case Json::Kind::Array: {
      const JsonArray& array = value.AsArray();
      out += '[';
      for (size_t i = 0; i < array.size(); ++i) {
        if (i > 0) out += ',';
        AppendNewline(out, indent, level + 1);
        Write(out, array[i], indent, level + 1);
      }
      if (!array.empty()) AppendNewline(out, indent, level);
      out += ']';
      return;
    }
    case Json::Kind::Object: {
      const JsonObject& object = value.AsObject();
      out += '{';
      for (size_t i = 0; i < object.size(); ++i) {
        if (i > 0) out += ',';
        AppendNewline(out, indent, level + 1);
        AppendQuoted(out, object[i].key);
        out += indent > 0 ? ": " : ":";
        Write(out, object[i].value, indent, level + 1);
      }
      if (!object.empty()) AppendNewline(out, indent, level);
      out += '}';
      return;
    }
  }
}

}  // namespace

std::string Json::NumberText() const {
  assert(IsNumber());
  if (IsInteger()) return std::to_string(AsInteger());
  return std::get_if<JsonNumberText>(&data_)->text;
}

const Json* Json::Find(std::string_view key) const {
  for (const JsonMember& member : AsObject()) {
    if (member.key == key) return &member.value;
  }
  return nullptr;
}

Json& Json::Set(std::string key, Json value) {
  JsonObject& object = AsObject();
  for (JsonMember& member : object) {
    if (member.key == key) {
      member.value = std::move(value);
      return *this;
    }
  }
  object.push_back(JsonMember{std::move(key), std::move(value)});
  return *this;
}

Json& Json::Push(Json value) {
  AsArray().push_back(std::move(value));
  return *this;
}

bool Json::operator==(const Json& other) const {
  return data_ == other.data_;
}

namespace {
constexpr NameTable<Json::Kind, 7> kJsonKindNames = {{{Json::Kind::Null, "null"},
                                                      {Json::Kind::Bool, "a boolean"},
                                                      {Json::Kind::Integer, "an integer"},
                                                      {Json::Kind::Number, "a number"},
                                                      {Json::Kind::String, "a string"},
                                                      {Json::Kind::Array, "an array"},
                                                      {Json::Kind::Object, "an object"}}};
}  // namespace

std::string_view JsonKindName(Json::Kind kind) {
  return NameOf(kJsonKindNames, kind);
}

std::string JsonError::Message() const {
  return what + " at line " + std::to_string(line) + ", column " + std::to_string(column);
}

Expected<Json, JsonError> ParseJson(std::string_view text, JsonParseOptions options) {
  return Parser(text, options).Parse();
}

std::string WriteJson(const Json& value, int indent) {
  std::string out;
  Write(out, value, indent, 0);
  return out;
}

std::string QuoteJson(std::string_view text) {
  std::string out;
  AppendQuoted(out, text);
  return out;
}

Json StringArray(const std::vector<std::string>& texts) {
  Json array = Json::MakeArray();
  for (const std::string& text : texts) array.Push(text);
  return array;
}

}  // namespace equations
