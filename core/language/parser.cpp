#include "core/language/parser.h"
#include "core/base/utf8.h"
#include "core/language/operators.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace equations {

namespace {

enum class TokenKind { Digit, Sign, Open, Close, Space, Equals, Unknown, Invalid };

struct Token {
  TokenKind kind = TokenKind::Unknown;
  std::string text;  // the character as typed
  int column = 0;
  int digit = 0;                    // Digit
  Operation operation{};            // Sign
  Bracket bracket = Bracket::None;  // Open, Close
};

Token Classify(char32_t code) {
  Token token;
  if (code >= U'0' && code <= U'9') {
    token.kind = TokenKind::Digit;
    token.digit = static_cast<int>(code - U'0');
    return token;
  }
  auto sign = [&](Operation operation) {
    token.kind = TokenKind::Sign;
    token.operation = operation;
    return token;
  };
  auto bracket = [&](TokenKind kind, Bracket which) {
    token.kind = kind;
    token.bracket = which;
    return token;
  };
  // The signs of Basic Equations and their spellings come from the operator table.
  std::string spelled;
  AppendUtf8(spelled, static_cast<std::uint32_t>(code));
  if (auto op = OperatorSpelledAt(spelled, Position::Infix))
    if (auto operation = BasicOperation(*op)) return sign(*operation);
  switch (code) {
    case U'(':
      return bracket(TokenKind::Open, Bracket::Parenthesis);
    case U'[':
      return bracket(TokenKind::Open, Bracket::Square);
    case U'{':
      return bracket(TokenKind::Open, Bracket::Brace);
    case U')':
      return bracket(TokenKind::Close, Bracket::Parenthesis);
    case U']':
      return bracket(TokenKind::Close, Bracket::Square);
    case U'}':
      return bracket(TokenKind::Close, Bracket::Brace);
    case U' ':
    case U'\t':
    case U'\u00A0':
    case U'\r':
    case U'\n':
      token.kind = TokenKind::Space;
      return token;
    case U'=':
      token.kind = TokenKind::Equals;
      return token;
    default:
      return token;
  }
}

std::vector<Token> Tokenize(std::string_view text, int first_column) {
  std::vector<Token> tokens;
  int column = first_column;
  for (std::size_t i = 0; i < text.size(); ++column) {
    auto decoded = DecodeUtf8(text, i);
    Token token;
    if (!decoded) {
      token.kind = TokenKind::Invalid;
      token.text = "?";
      i += 1;
    } else {
      token = Classify(decoded->code);
      token.text = std::string(text.substr(i, decoded->length));
      i += decoded->length;
    }
    token.column = column;
    tokens.push_back(std::move(token));
  }
  return tokens;
}

std::string At(int column) {
  return " at column " + std::to_string(column);
}

std::string Quote(const Token& token) {
  return "\"" + token.text + "\"";
}

class Parser {
 public:
  Parser(std::vector<Token> tokens, Layout layout, int end_column)
      : tokens_(std::move(tokens)), layout_(layout), end_column_(end_column) {}

  Expected<WrittenExpression, ParseError> ParseAll() {
    for (const Token& token : tokens_) {
      if (token.kind == TokenKind::Invalid)
        return Fail("this is not valid UTF-8 text", token.column);
      if (token.kind == TokenKind::Unknown)
        return Fail(Quote(token) + At(token.column) +
                        " is not a cube symbol (use digits, + - x ÷ ^ √ or r, and ( ) [ ] { })",
                    token.column);
      if (token.kind == TokenKind::Equals)
        return Fail("\"=\"" + At(token.column) + " belongs only between the Solution and the Goal",
                    token.column);
      if (layout_ == Layout::GoalOnMat &&
          (token.kind == TokenKind::Open || token.kind == TokenKind::Close))
        return Fail(
            "the Goal on the mat has no grouping symbols; leave a gap between cubes to "
            "group them (AGLOA IV-B-2)",
            token.column);
    }
    SkipSpaces();
    if (AtEnd()) return Fail("the expression is empty", end_column_);
    auto expression = ParseSequence(nullptr);
    if (!expression) return expression;
    SkipSpaces();
    if (!AtEnd()) {
      const Token& token = Peek();
      return Fail(Quote(token) + At(token.column) + " has no matching opening symbol",
                  token.column);
    }
    return expression;
  }

 private:
  static Unexpected<ParseError> Fail(std::string message, int column) {
    return MakeUnexpected(ParseError{std::move(message), column});
  }
  bool AtEnd() const { return position_ >= tokens_.size(); }
  const Token& Peek() const { return tokens_[position_]; }
  // Skips spaces and returns whether there were any.
  bool SkipSpaces() {
    bool any = false;
    while (!AtEnd() && Peek().kind == TokenKind::Space) {
      ++position_;
      any = true;
    }
    return any;
  }
  bool Gap(bool spaces) const { return spaces && layout_ == Layout::GoalOnMat; }

  // Parses operand (sign operand)* up to the closing symbol of `open` (or the end when null).
  Expected<WrittenExpression, ParseError> ParseSequence(const Token* open) {
    WrittenExpression expression;
    const Token* previous_sign = nullptr;
    for (;;) {
      auto operand = ParseOperand(open, previous_sign, expression);
      if (!operand) return MakeUnexpected(operand.error());
      expression.operands.push_back(std::move(*operand));
      bool spaces = SkipSpaces();
      if (AtEnd()) return expression;
      const Token& token = Peek();
      switch (token.kind) {
        case TokenKind::Close:
          return expression;
        case TokenKind::Sign: {
          WrittenOperator sign;
          sign.operation = token.operation;
          sign.column = token.column;
          sign.gap_before = Gap(spaces);
          previous_sign = &token;
          ++position_;
          sign.gap_after = Gap(SkipSpaces());
          expression.operators.push_back(sign);
          break;
        }
        case TokenKind::Digit: {
          const WrittenOperand& last = expression.operands.back();
          if (layout_ == Layout::GoalOnMat && !last.IsGroup())
            return Fail("a gap splits the numeral " + last.numeral + " " + token.text +
                            At(token.column) +
                            ": the digits of one numeral must touch, and two numerals need an "
                            "operation between them",
                        token.column);
          return Fail("no operation sign between " +
                          (last.IsGroup() ? std::string("the grouping") : last.numeral) + " and " +
                          Quote(token) + At(token.column),
                      token.column);
        }
        case TokenKind::Open:
          return Fail("no operation sign before " + Quote(token) + At(token.column) +
                          " (multiplication must be written with x)",
                      token.column);
        default:
          return Fail(Quote(token) + At(token.column) + " is out of place", token.column);
      }
    }
  }

  Expected<WrittenOperand, ParseError> ParseOperand(const Token* open, const Token* previous_sign,
                                                    const WrittenExpression& so_far) {
    WrittenOperand operand;
    SkipSpaces();
    while (!AtEnd() && Peek().kind == TokenKind::Sign && Peek().operation == Operation::Root) {
      WrittenRoot root;
      root.column = Peek().column;
      ++position_;
      root.gap_after = Gap(SkipSpaces());
      operand.roots.push_back(root);
      previous_sign = &tokens_[position_ - 1];
    }
    if (AtEnd()) {
      if (previous_sign != nullptr)
        return Fail("the expression does not name a number: " + Quote(*previous_sign) +
                        At(previous_sign->column) + " needs a number after it",
                    previous_sign->column);
      return Fail("the expression is empty", end_column_);
    }
    const Token& token = Peek();
    operand.column = token.column;
    if (token.kind == TokenKind::Digit) {
      while (!AtEnd() && Peek().kind == TokenKind::Digit) {
        operand.numeral += static_cast<char>('0' + Peek().digit);
        ++position_;
      }
      return operand;
    }
    if (token.kind == TokenKind::Open) {
      ++position_;
      SkipSpaces();
      if (!AtEnd() && Peek().kind == TokenKind::Close)
        return Fail("nothing between " + Quote(token) + At(token.column) + " and " + Quote(Peek()),
                    token.column);
      if (AtEnd()) return Fail(Quote(token) + At(token.column) + " is never closed", token.column);
      auto inner = ParseSequence(&token);
      if (!inner) return MakeUnexpected(inner.error());
      if (AtEnd()) return Fail(Quote(token) + At(token.column) + " is never closed", token.column);
      const Token& close = Peek();
      if (close.bracket != token.bracket)
        return Fail(
            Quote(close) + At(close.column) + " does not close " + Quote(token) + At(token.column),
            close.column);
      ++position_;
      operand.group.push_back(std::move(*inner));
      operand.bracket = token.bracket;
      return operand;
    }
    if (token.kind == TokenKind::Sign) {
      bool plus_minus = token.operation == Operation::Add || token.operation == Operation::Subtract;
      if (previous_sign == nullptr && plus_minus)
        return Fail(Quote(token) + At(token.column) +
                        " has no number before it: + and - mean addition and subtraction only, "
                        "never a sign (AGLOA III-B-1: +7, -8 and 17÷(-8) are illegal)",
                    token.column);
      if (previous_sign == nullptr)
        return Fail(Quote(token) + At(token.column) + " has no number before it", token.column);
      if (plus_minus)
        return Fail(Quote(token) + At(token.column) + " follows " + Quote(*previous_sign) +
                        At(previous_sign->column) +
                        ": + and - mean addition and subtraction only, never a sign (AGLOA "
                        "III-B-1: 6x+4 is illegal)",
                    token.column);
      return Fail("two operation signs in a row: " + Quote(*previous_sign) +
                      At(previous_sign->column) + " and " + Quote(token) + At(token.column),
                  token.column);
    }
    if (token.kind == TokenKind::Close) {
      if (previous_sign != nullptr)
        return Fail("the expression does not name a number: " + Quote(*previous_sign) +
                        At(previous_sign->column) + " needs a number after it",
                    previous_sign->column);
      return Fail(Quote(token) + At(token.column) + " has no matching opening symbol",
                  token.column);
    }
    (void)open;
    (void)so_far;
    return Fail(Quote(token) + At(token.column) + " is out of place", token.column);
  }

  std::vector<Token> tokens_;
  Layout layout_;
  int end_column_;
  std::size_t position_ = 0;
};

}  // namespace

int CharacterCount(std::string_view text) {
  return static_cast<int>(Utf8Count(text));
}

Expected<WrittenExpression, ParseError> ParseExpression(std::string_view text, Layout layout,
                                                        int first_column) {
  std::vector<Token> tokens = Tokenize(text, first_column);
  int end_column = first_column + static_cast<int>(tokens.size());
  Parser parser(std::move(tokens), layout, end_column);
  return parser.ParseAll();
}

Expected<EquationSides, ParseError> SplitEquation(std::string_view text) {
  std::vector<Token> tokens = Tokenize(text, 1);
  std::size_t equals = tokens.size();
  std::size_t byte = 0, equals_byte = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].kind == TokenKind::Equals) {
      if (equals != tokens.size())
        return MakeUnexpected(
            ParseError{"an Equation has one \"=\" only; there is another" + At(tokens[i].column),
                       tokens[i].column});
      equals = i;
      equals_byte = byte;
    }
    byte += tokens[i].text.size();  // an invalid byte is one token "?" of one byte
  }
  if (equals == tokens.size())
    return MakeUnexpected(ParseError{
        "an Equation needs \"=\" between the Solution and the Goal (Solution = Goal)", 0});
  EquationSides sides;
  sides.left = std::string(text.substr(0, equals_byte));
  sides.right = std::string(text.substr(equals_byte + 1));
  sides.left_column = 1;
  sides.equals_column = tokens[equals].column;
  sides.right_column = sides.equals_column + 1;
  return sides;
}

}  // namespace equations
