// Splits the typed notation into lexemes (core/language/reading_lex.h).
#include "core/language/reading_lex.h"

#include <array>

#include "core/base/utf8.h"

namespace equations {
namespace {

Unexpected<ParseError> Error(int column, std::string message) {
  return ReadingError(column, std::move(message));
}

// The words of the notation, longest first where one begins another.
constexpr std::array<std::string_view, 4> kWords = {"rem", "lcm", "gcf", "log"};

}  // namespace

Unexpected<ParseError> ReadingError(int column, std::string message) {
  return MakeUnexpected(ParseError{"column " + std::to_string(column) + ": " + message, column});
}

Expected<std::vector<Lexeme>, ParseError> LexReading(std::string_view text, Reading reading,
                                                     int first_column) {
  std::vector<Lexeme> out;
  int column = first_column;
  for (std::size_t at = 0; at < text.size();) {
    auto decoded = DecodeUtf8(text, at);
    if (!decoded) return Error(column, "a byte that is not UTF-8 text");
    const char32_t code = decoded->code;
    Lexeme lexeme;
    lexeme.column = column;
    lexeme.text = std::string(text.substr(at, decoded->length));
    std::size_t length = decoded->length;
    int columns = 1;
    bool matched_word = false;
    for (std::string_view word : kWords) {
      if (text.substr(at, word.size()) == word) {
        lexeme.kind = LexKind::Sign;
        lexeme.text = std::string(word);
        length = word.size();
        columns = static_cast<int>(word.size());
        matched_word = true;
        break;
      }
    }
    if (matched_word) {
    } else if (code >= U'0' && code <= U'9') {
      lexeme.kind = LexKind::Digit;
      lexeme.digit = static_cast<int>(code - U'0');
    } else if (code == U'T' || code == U'E') {
      lexeme.kind = LexKind::Digit;
      lexeme.digit = code == U'T' ? 10 : 11;
    } else if (code == U'.') {
      lexeme.kind = LexKind::Point;
    } else if (code == U'!') {
      lexeme.kind = LexKind::Bang;
    } else if (code == U'\'') {
      // "'(" opens an exponent with factorials on it alone: 4'(3!) (XIII-B-9 comment (b)).
      const bool group = at + 1 < text.size() && text[at + 1] == '(';
      if (!group && (at + 1 >= text.size() || text[at + 1] < '0' || text[at + 1] > '9'))
        return Error(column,
                     "' marks an exponent digit and must be followed by it: 25'3 or 4'(3!)");
      lexeme.kind = LexKind::Exponent;
      lexeme.digit = group ? -1 : text[at + 1] - '0';
      lexeme.text = std::string(text.substr(at, 2));
      length = 2;
      columns = 2;
    } else if (code == U'<') {
      const std::size_t close = text.find('>', at);
      if (close == std::string_view::npos) return Error(column, "a tag \"<\" with no \">\"");
      lexeme.kind = LexKind::Tags;
      std::string_view inside = text.substr(at + 1, close - at - 1);
      length = close - at + 1;
      columns = CharacterCount(text.substr(at, length));
      while (true) {
        std::size_t comma = inside.find(',');
        std::string_view tag = inside.substr(0, comma);
        if (tag != "sw" && tag != "ud" && tag != "wc" && tag != "op" && tag.substr(0, 3) != "pob")
          return Error(column,
                       "unknown tag \"<" + std::string(tag) + ">\" (tags: sw, ud, wc, op, pobN)");
        lexeme.tags.emplace_back(tag);
        if (comma == std::string_view::npos) break;
        inside.remove_prefix(comma + 1);
      }
    } else if (code == U'(' || code == U'[' || code == U'{') {
      lexeme.kind = LexKind::Open;
      lexeme.bracket =
          code == U'(' ? Bracket::Parenthesis : (code == U'[' ? Bracket::Square : Bracket::Brace);
    } else if (code == U')' || code == U']' || code == U'}') {
      lexeme.kind = LexKind::Close;
      lexeme.bracket =
          code == U')' ? Bracket::Parenthesis : (code == U']' ? Bracket::Square : Bracket::Brace);
    } else if (code == U' ' || code == U'\t') {
      at += length;
      column += 1;
      if (reading == Reading::Goal && (out.empty() || out.back().kind != LexKind::Gap)) {
        lexeme.kind = LexKind::Gap;
        out.push_back(lexeme);
      }
      continue;
    } else if (code == U'%' || OperatorSpelledAt(lexeme.text, Position::Infix)) {
      lexeme.kind = LexKind::Sign;
    } else if (code == U'i') {
      lexeme.kind = LexKind::Imag;
    } else if (code == U'@') {
      lexeme.kind = LexKind::At;
    } else if (code == U'=') {
      return Error(column, "an expression has no \"=\"");
    } else {
      return Error(column, "\"" + lexeme.text + "\" is not part of the notation");
    }
    at += length;
    column += columns;
    out.push_back(std::move(lexeme));
  }
  return out;
}

}  // namespace equations
