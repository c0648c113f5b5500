// Reads the typed notation of Adventurous Equations into tokens (core/language/reading.h).
#include "core/language/reading.h"

#include "core/base/utf8.h"
#include "core/language/reading_lex.h"

namespace equations {
namespace {

Unexpected<ParseError> Error(int column, std::string message) {
  return ReadingError(column, std::move(message));
}

bool HasTag(const Lexeme* tags, std::string_view tag) {
  if (tags == nullptr) return false;
  for (const std::string& t : tags->tags)
    if (t == tag) return true;
  return false;
}

std::optional<int> PowerTag(const Lexeme* tags) {
  if (tags == nullptr) return std::nullopt;
  for (const std::string& t : tags->tags) {
    if (t.substr(0, 3) != "pob") continue;
    std::string_view n = std::string_view(t).substr(3);
    bool negative = !n.empty() && n[0] == '-';
    if (negative) n.remove_prefix(1);
    if (n.empty() || n.size() > 2) return std::nullopt;
    int value = 0;
    for (char c : n) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
    }
    return negative ? -value : value;
  }
  return std::nullopt;
}

Symbol DigitFace(int digit) {
  if (digit == 10) return Symbol::Power;  // T: the ^ cube as ten (XIII-C-5)
  if (digit == 11) return Symbol::Root;   // E: the √ cube as eleven
  return DigitSymbol(digit);
}

class Reader {
 public:
  Reader(const Arithmetic& arithmetic, std::vector<Lexeme> lexemes, Reading reading, int end)
      : a_(arithmetic), lex_(std::move(lexemes)), reading_(reading), end_column_(end) {}

  Expected<ReadChain, ParseError> ReadAll() {
    auto chain = ReadChainUntil(std::nullopt);
    if (!chain) return chain;
    if (pos_ < lex_.size())
      return Error(lex_[pos_].column, "\"" + lex_[pos_].text + "\" closes no bracket");
    return chain;
  }

 private:
  // A sign with no number after it ends the expression: "3x" (the parser's words).
  Unexpected<ParseError> SignWithoutNumber() const {
    std::size_t at = pos_;
    while (at > 0 && (lex_[at - 1].kind == LexKind::Gap || lex_[at - 1].kind == LexKind::Tags))
      --at;
    if (at == 0 || lex_[at - 1].kind == LexKind::Open)
      return Error(Column(), "a number is missing at the end");
    const Lexeme& sign = lex_[at - 1];
    return MakeUnexpected(ParseError{"the expression does not name a number: \"" + sign.text +
                                         "\" at column " + std::to_string(sign.column) +
                                         " needs a number after it",
                                     sign.column});
  }

  bool AtEnd() const { return pos_ >= lex_.size(); }
  const Lexeme& Peek() const { return lex_[pos_]; }
  int Column() const { return AtEnd() ? end_column_ : Peek().column; }
  const Lexeme* TakeTags() {
    if (!AtEnd() && Peek().kind == LexKind::Tags) return &lex_[pos_++];
    return nullptr;
  }
  bool TakeGap() {
    if (!AtEnd() && Peek().kind == LexKind::Gap) {
      ++pos_;
      return true;
    }
    return false;
  }

  std::optional<ParseError> Needs(VariationKind kind, int column, const std::string& what) {
    if (a_.Has(kind)) return std::nullopt;
    return ParseError{
        "column " + std::to_string(column) + ": " + what + " needs " +
            std::string(FactsOf(kind).title) + " (" +
            (a_.Section(kind).empty() ? std::string("AGLOA XIII") : a_.Section(kind)) +
            "), which is not in force",
        column};
  }

  static std::string TagsText(const Lexeme& tags) {
    std::string text = "<";
    for (std::size_t i = 0; i < tags.tags.size(); ++i) text += (i ? "," : "") + tags.tags[i];
    return text + ">";
  }

  // An exponent digit is on a cube of the exponent colour (XIII-B-9); a wild cube may be one
  // when it is of that colour, standing for any digit (App A: the 0 is red or blue, the x blue
  // or green).
  std::optional<ParseError> ExponentColorFault(const CubeUse& use, int column) const {
    const Color color = *a_.exponent_color;
    if (use.wild) {
      if (WildOnColor(*a_.wild, color)) return std::nullopt;
      return ParseError{"column " + std::to_string(column) + ": the wild " +
                            std::string(SymbolText(*a_.wild)) + " is never on a " +
                            std::string(ColorName(color)) + " cube, so it cannot be an exponent (" +
                            a_.Cite(VariationKind::Exponent) + ")",
                        column};
    }
    if (DigitOnColor(DigitValue(use.face), color)) return std::nullopt;
    return ParseError{"column " + std::to_string(column) + ": the digit " +
                          std::to_string(DigitValue(use.face)) + " is not on a " +
                          std::string(ColorName(color)) + " cube, so it cannot be an exponent (" +
                          a_.Cite(VariationKind::Exponent) + ")",
                      column};
  }

  // Checks a tag list on a sign: <sw> on ÷, <ud> on √, <wc>, <op>.
  Expected<bool, ParseError> WildTag(const Lexeme* tags, CubeUse& use) {
    if (!HasTag(tags, "wc")) return true;
    if (!a_.wild)
      if (auto e = Needs(VariationKind::ZeroWild, tags->column, "<wc>")) return MakeUnexpected(*e);
    use.wild = true;
    return true;
  }

  Expected<ReadChain, ParseError> ReadChainUntil(std::optional<Bracket> closing) {
    ReadChain chain;
    bool expect_operand = true;
    bool gap = TakeGap();
    while (!AtEnd()) {
      const Lexeme& lexeme = Peek();
      if (lexeme.kind == LexKind::Close) {
        if (!closing) return Error(lexeme.column, "\"" + lexeme.text + "\" closes no bracket");
        if (lexeme.bracket != *closing)
          return Error(lexeme.column, "\"" + lexeme.text + "\" does not close its bracket");
        break;
      }
      if (lexeme.kind == LexKind::Gap) {
        ++pos_;
        gap = true;
        continue;
      }
      if (expect_operand) {
        auto ok = ReadOperandStart(chain, gap);
        if (!ok) return MakeUnexpected(ok.error());
        expect_operand = *ok;
      } else {
        auto ok = ReadAfterOperand(chain, gap);
        if (!ok) return MakeUnexpected(ok.error());
        expect_operand = *ok;
      }
      gap = false;
    }
    if (closing && AtEnd()) return Error(end_column_, "a bracket is not closed");
    if (chain.tokens.empty()) return Error(Column(), "an empty expression");
    if (expect_operand) return SignWithoutNumber();
    if (gap && !chain.tokens.empty()) chain.tokens.back().loose_after = true;
    return chain;
  }

  // Reads a prefix or an operand; returns whether an operand is still expected.
  Expected<bool, ParseError> ReadOperandStart(ReadChain& chain, bool gap) {
    const Lexeme& lexeme = Peek();
    if (lexeme.kind == LexKind::Imag) {
      auto token = ReadImaginary();
      if (!token) return MakeUnexpected(token.error());
      token->loose_before = gap;
      chain.tokens.push_back(std::move(token).value());
      return false;
    }
    if (lexeme.kind == LexKind::Digit || lexeme.kind == LexKind::Point) {
      auto token = ReadNumeral();
      if (!token) return MakeUnexpected(token.error());
      token->loose_before = gap;
      chain.tokens.push_back(std::move(token).value());
      return false;
    }
    if (lexeme.kind == LexKind::Open) {
      const Lexeme open = lexeme;
      ++pos_;
      auto inner = ReadChainUntil(open.bracket);
      if (!inner) return MakeUnexpected(inner.error());
      const std::string close = Peek().text;
      ++pos_;
      ReadToken token;
      token.role = TokenRole::Operand;
      token.column = open.column;
      token.text = open.text + close;
      token.bracket = open.bracket;
      token.loose_before = gap;
      token.group.push_back(std::move(inner).value());
      if (!AtEnd() && Peek().kind == LexKind::At)
        if (auto fault = ReadRootChoice(token.group.front())) return MakeUnexpected(*fault);
      chain.tokens.push_back(std::move(token));
      return false;
    }
    if (lexeme.kind == LexKind::Sign) {
      auto op = OperatorSpelledAt(lexeme.text, Position::Infix);
      ReadToken token;
      token.role = TokenRole::Prefix;
      token.column = lexeme.column;
      token.loose_after = false;
      ++pos_;
      const Lexeme* tags = TakeTags();
      CubeUse use{Symbol::Plus, false, true, false, false, false, lexeme.text, lexeme.column};
      if (op == Operator::Root && !HasTag(tags, "ud")) {
        token.op = Operator::Root;  // √9: the square root (III-B-2)
        use.face = Symbol::Root;
      } else if (const_mode_ && op == Operator::Subtract) {
        token.op = Operator::Negation;  // -8i in a written root @(...): a sign, no cube
      } else if (op == Operator::Multiply) {
        use.face = Symbol::Times;
        if (a_.Has(VariationKind::NumberOfFactors)) {
          token.op = Operator::NumberOfFactors;
        } else if (a_.Has(VariationKind::SmallestPrime)) {
          token.op = Operator::SmallestPrime;
        } else {
          return Error(lexeme.column,
                       "x with no number before it is Number of Factors or Smallest Prime "
                       "(XIII-A-11, XIII-A-13), and neither is in force");
        }
      } else {
        return Error(lexeme.column, "a number is missing before \"" + lexeme.text +
                                        "\" (+ and - are never signs, AGLOA III-B-1)");
      }
      if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
      token.text = token.op == Operator::Negation ? "-" : std::string(RowOf(token.op).printed);
      if (token.op != Operator::Negation) token.cubes.push_back(use);
      token.loose_before = gap;
      token.loose_after = TakeGap();
      if (token.loose_after) --pos_;  // the chain sees the gap too
      chain.tokens.push_back(std::move(token));
      return true;
    }
    return Error(lexeme.column, "a number is missing before \"" + lexeme.text + "\"");
  }

  // Reads a postfix or a binary sign after an operand; returns whether an operand is expected.
  Expected<bool, ParseError> ReadAfterOperand(ReadChain& chain, bool gap) {
    // XIII-D-11: an i next to a numeral, a group or another i multiplies it with no x (and
    // i√4 is i(√4), default (f)).
    const bool after_i = IsImaginary(chain.tokens.back());
    if (Peek().kind == LexKind::Imag || NextIsImaginaryGroup() || (after_i && StartsOperand())) {
      ReadToken times;
      times.role = TokenRole::Binary;
      times.op = Operator::Multiply;
      times.tight = true;
      times.column = Peek().column;
      times.loose_before = gap;
      chain.tokens.push_back(std::move(times));
      return true;
    }
    const Lexeme lexeme = Peek();
    ++pos_;
    ReadToken token;
    token.column = lexeme.column;
    token.loose_before = gap;
    if (lexeme.kind == LexKind::Bang) {
      if (auto e = Needs(VariationKind::Factorial, lexeme.column, "\"!\""))
        return MakeUnexpected(*e);
      token.role = TokenRole::Postfix;
      token.op = Operator::Factorial;
      token.text = "!";
      chain.tokens.push_back(std::move(token));
      return false;
    }
    if (lexeme.kind == LexKind::Exponent) {
      if (auto e = Needs(VariationKind::Exponent, lexeme.column, "an exponent digit \"'d\""))
        return MakeUnexpected(*e);
      token.role = TokenRole::Postfix;
      token.op = Operator::Exponent;
      token.exponent = lexeme.digit;
      token.text = lexeme.text;
      int digit_column = lexeme.column;
      const bool group = lexeme.digit < 0;
      if (group) {
        // '(d!...): the exponent digit with its factorials, and nothing else, in the brackets.
        if (AtEnd() || Peek().kind != LexKind::Digit || Peek().digit > 9)
          return Error(Column(), "'( holds an exponent digit and its factorials: 4'(3!)");
        token.exponent = Peek().digit;
        token.text += Peek().text;
        digit_column = Peek().column;
        ++pos_;
      }
      CubeUse use{DigitSymbol(token.exponent),          false,       false, false, false, true,
                  "'" + std::to_string(token.exponent), digit_column};
      const Lexeme* tags = TakeTags();
      if (HasTag(tags, "sw") || HasTag(tags, "ud"))
        return Error(lexeme.column, "a turned cube is never an exponent");
      if (tags)
        for (const std::string& t : tags->tags)
          if (t.substr(0, 3) == "pob")
            return Error(lexeme.column,
                         "an exponent digit is the digit itself, never a power of the base: "
                         "write 2^(1<pob1>) for that");
      if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
      if (tags) token.text += TagsText(*tags);
      if (token.exponent >= a_.base)
        return Error(digit_column, "the digit " + std::to_string(token.exponent) +
                                       " is not a digit in base " + std::to_string(a_.base) + " (" +
                                       a_.Cite(VariationKind::BaseM) + ")");
      if (auto fault = ExponentColorFault(use, lexeme.column)) return MakeUnexpected(*fault);
      if (group) {
        while (!AtEnd() && Peek().kind == LexKind::Bang) {
          if (auto e = Needs(VariationKind::Factorial, Peek().column, "\"!\""))
            return MakeUnexpected(*e);
          ++token.exponent_factorials;
          token.text += "!";
          ++pos_;
        }
        if (token.exponent_factorials == 0 || AtEnd() || Peek().kind != LexKind::Close ||
            Peek().bracket != Bracket::Parenthesis)
          return Error(Column(), "'( holds an exponent digit and its factorials: 4'(3!)");
        token.text += ")";
        ++pos_;
      }
      token.cubes.push_back(use);
      chain.tokens.push_back(std::move(token));
      return false;
    }
    if (lexeme.kind != LexKind::Sign)
      return Error(lexeme.column, "a sign is missing before \"" + lexeme.text + "\"");
    const Lexeme* tags = TakeTags();
    token.role = TokenRole::Binary;
    CubeUse use{Symbol::Plus, false, true, false, false, false, lexeme.text, lexeme.column};
    std::optional<Operator> op = OperatorSpelledAt(lexeme.text, Position::Infix);
    const bool sideways = HasTag(tags, "sw"), upside_down = HasTag(tags, "ud");
    // A sideways ÷ is the remainder (XIII-A-7) or, in Senior with Log, log (XIII-D-13).
    if (op == Operator::Divide && sideways)
      op = a_.Has(VariationKind::Log) ? Operator::Log : Operator::Remainder;
    if (op == Operator::Root && upside_down) op = Operator::Percent;
    if (op == Operator::Add && a_.Has(VariationKind::Average)) op = Operator::Average;
    if (!op) return Error(lexeme.column, "\"" + lexeme.text + "\" is not a sign");
    if ((sideways && op != Operator::Remainder && op != Operator::Log) ||
        (upside_down && op != Operator::Percent))
      return Error(lexeme.column, "the sign \"" + lexeme.text +
                                      "\" has no meaning turned (only ÷ sideways as remainder "
                                      "or log, √ upside-down as percent)");
    switch (*op) {
      case Operator::Remainder:
        if (auto e = Needs(VariationKind::Remainder, lexeme.column, "rem"))
          return MakeUnexpected(*e);
        use.face = Symbol::Divide;
        use.sideways = true;
        break;
      case Operator::Log:
        if (auto e = Needs(VariationKind::Log, lexeme.column, "log")) return MakeUnexpected(*e);
        use.face = Symbol::Divide;
        use.sideways = true;
        break;
      case Operator::Lcm:
        if (auto e = Needs(VariationKind::Lcm, lexeme.column, "lcm")) return MakeUnexpected(*e);
        use.face = Symbol::Root;
        break;
      case Operator::Gcf:
        if (auto e = Needs(VariationKind::Gcf, lexeme.column, "gcf")) return MakeUnexpected(*e);
        use.face = Symbol::Power;
        break;
      case Operator::Percent:
        if (auto e = Needs(VariationKind::Percent, lexeme.column, "%")) return MakeUnexpected(*e);
        use.face = Symbol::Root;
        break;
      default:
        if (IsBasicOperator(*op)) use.face = FaceOf(*op);
        if (*op == Operator::Average) use.face = Symbol::Plus;
        break;
    }
    if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
    if (use.wild && a_.wild_numerals_only)
      return Error(lexeme.column, "in Elementary the wild 0 stands for a numeral only (" +
                                      a_.Cite(VariationKind::ZeroWild) + ")");
    token.op = *op;
    token.text = std::string(RowOf(*op).printed);
    // XIII-D-11: an x before or after i binds first, as the implied product does.
    token.tight = *op == Operator::Multiply && a_.Has(VariationKind::Imaginary) &&
                  (after_i || (!AtEnd() && Peek().kind == LexKind::Imag) || NextIsImaginaryGroup());
    token.cubes.push_back(use);
    token.loose_after = !AtEnd() && Peek().kind == LexKind::Gap;
    chain.tokens.push_back(std::move(token));
    return true;
  }

  // An i, or an i alone in brackets: 8(i<ud>)4 is 8 x (-i) x 4 (Appendix A, wild as |).
  static bool IsImaginary(const ReadToken& token) {
    return token.imaginary.has_value() ||
           (token.group.size() == 1 && token.group.front().tokens.size() == 1 &&
            IsImaginary(token.group.front().tokens.front()));
  }
  bool NextIsImaginaryGroup() const {
    std::size_t at = pos_;
    if (at >= lex_.size() || lex_[at].kind != LexKind::Open) return false;
    ++at;
    if (at >= lex_.size() || lex_[at].kind != LexKind::Imag) return false;
    ++at;
    if (at < lex_.size() && lex_[at].kind == LexKind::Tags) ++at;
    return at < lex_.size() && lex_[at].kind == LexKind::Close;
  }

  // Whether the next lexeme begins an operand an i multiplies with no x: a numeral, a group, i,
  // or a square root √ (i√4 = i(√4), XIII-D-11 default (f)).
  bool StartsOperand() const {
    if (AtEnd()) return false;
    const Lexeme& next = Peek();
    if (next.kind == LexKind::Digit || next.kind == LexKind::Point || next.kind == LexKind::Open ||
        next.kind == LexKind::Imag)
      return true;
    const bool upside_down = pos_ + 1 < lex_.size() && lex_[pos_ + 1].kind == LexKind::Tags &&
                             HasTag(&lex_[pos_ + 1], "ud");
    return next.kind == LexKind::Sign &&
           OperatorSpelledAt(next.text, Position::Infix) == Operator::Root && !upside_down;
  }

  // Reads i, the sideways - (XIII-D-11): i, or -i upside-down; from the wild cube with <wc>
  // (comment (d)). It is a numeral (comment (a)), so Multiple Operations never repeats it (f).
  Expected<ReadToken, ParseError> ReadImaginary() {
    const Lexeme lexeme = Peek();
    if (auto e = Needs(VariationKind::Imaginary, lexeme.column, "i (the sideways -)"))
      return MakeUnexpected(*e);
    ++pos_;
    const Lexeme* tags = TakeTags();
    CubeUse use{Symbol::Minus, false, false, true, false, false, "i", lexeme.column};
    if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
    if (HasTag(tags, "sw") || HasTag(tags, "op") || PowerTag(tags))
      return Error(lexeme.column, "i takes only <ud> (-i) and <wc> (AGLOA XIII-D-11)");
    use.upside_down = HasTag(tags, "ud");
    ReadToken token;
    token.role = TokenRole::Operand;
    token.column = lexeme.column;
    token.text = "i" + (tags ? TagsText(*tags) : std::string());
    token.imaginary = use.upside_down ? Complex::Gaussian(0, -1) : Complex::I();
    token.value = Number();
    token.cubes.push_back(use);
    token.loose_after = !AtEnd() && Peek().kind == LexKind::Gap;
    return token;
  }

  // Reads "@(v)" after a group: the root the group's power or root takes (XIII-D-11, Appendix
  // A). v is an expression with a leading - allowed, of one value.
  std::optional<ParseError> ReadRootChoice(ReadChain& group) {
    const Lexeme at = Peek();
    if (auto e = Needs(VariationKind::Imaginary, at.column, "a root written @(v)")) return e;
    if (reading_ == Reading::Goal)
      return ParseError{"column " + std::to_string(at.column) +
                            ": a root is chosen in writing only, not on the mat",
                        at.column};
    ++pos_;
    if (AtEnd() || Peek().kind != LexKind::Open || Peek().bracket != Bracket::Parenthesis)
      return ParseError{"column " + std::to_string(at.column) +
                            ": @ is followed by the root in parentheses: [(8x2)^(3÷4)]@(0-8i)",
                        at.column};
    const std::size_t from = pos_;
    ++pos_;
    const bool was = const_mode_;
    const_mode_ = true;
    auto inner = ReadChainUntil(Bracket::Parenthesis);
    const_mode_ = was;
    if (!inner) return inner.error();
    ++pos_;
    std::string text = "@";
    for (std::size_t p = from; p < pos_; ++p)
      text += lex_[p].kind == LexKind::Tags ? TagsText(lex_[p]) : lex_[p].text;
    auto value = OneValueOf(a_, {*inner});
    if (!value)
      return ParseError{"column " + std::to_string(at.column) + ": the root " + text +
                            " must name one number: " + value.error(),
                        at.column};
    if (value->log)
      return ParseError{"column " + std::to_string(at.column) + ": the root " + text +
                            " is a logarithm, not a root",
                        at.column};
    group.root_choice = AsComplex(*value);
    group.root_choice_text = text;
    return std::nullopt;
  }

  // Reads a numeral: digits (with <wc>), one decimal point, or one tagged digit alone.
  Expected<ReadToken, ParseError> ReadNumeral() {
    ReadToken token;
    token.role = TokenRole::Operand;
    token.column = Peek().column;
    BigInteger whole = 0;
    int fraction_digits = 0;
    bool point = false;
    bool turned = false;
    std::optional<int> power;
    while (!AtEnd() && (Peek().kind == LexKind::Digit || Peek().kind == LexKind::Point)) {
      const Lexeme lexeme = Peek();
      if (turned)
        return Error(lexeme.column,
                     "a turned cube is no longer a digit: it is a numeral on its own (XIII-A-2)");
      ++pos_;
      const Lexeme* tags = TakeTags();
      token.text += lexeme.text;
      if (tags) {
        token.text += "<";
        for (std::size_t i = 0; i < tags->tags.size(); ++i)
          token.text += (i ? "," : "") + tags->tags[i];
        token.text += ">";
      }
      if (lexeme.kind == LexKind::Point) {
        if (point) return Error(lexeme.column, "a numeral has one decimal point");
        if (!a_.Has(VariationKind::DecimalPoint) && !a_.Has(VariationKind::DecimalInGoal))
          if (auto e = Needs(VariationKind::DecimalPoint, lexeme.column, "a decimal point"))
            return MakeUnexpected(*e);
        point = true;
        token.decimal = true;
        if (a_.Has(VariationKind::DecimalPoint)) {
          CubeUse use{Symbol::Power, false, false, false, false, false, ".", lexeme.column};
          if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
          token.cubes.push_back(use);
        }
        continue;
      }
      const int digit = lexeme.digit;
      if (digit >= a_.base) {
        if (digit >= 10 && a_.base <= 10)
          return Error(lexeme.column, "\"" + lexeme.text +
                                          "\" is a digit only in base eleven or twelve (XIII-C-5)");
        return Error(lexeme.column,
                     "the digit " + lexeme.text + " is not a digit in base " +
                         std::to_string(a_.base) + " (" +
                         (a_.Has(VariationKind::BaseM) ? a_.Cite(VariationKind::BaseM)
                                                       : std::string("base ten")) +
                         ")");
      }
      CubeUse use{DigitFace(digit), false, false, false, false, false, lexeme.text, lexeme.column};
      if (auto ok = WildTag(tags, use); !ok) return MakeUnexpected(ok.error());
      use.sideways = HasTag(tags, "sw");
      use.upside_down = HasTag(tags, "ud");
      if (use.sideways)
        if (auto e = Needs(VariationKind::Sideways, tags->column, "a sideways cube <sw>"))
          return MakeUnexpected(*e);
      if (use.upside_down)
        if (auto e = Needs(VariationKind::UpsideDown, tags->column, "an upside-down cube <ud>"))
          return MakeUnexpected(*e);
      power = PowerTag(tags);
      bool has_pob = false;
      if (tags)
        for (const std::string& t : tags->tags) has_pob |= t.substr(0, 3) == "pob";
      if (has_pob && !power)
        return Error(lexeme.column, "<pobN> needs a whole number N from -99 to 99: 1<pob2>");
      if (power) {
        if (auto e = Needs(VariationKind::PowersOfTheBase, lexeme.column, "<pobN>"))
          return MakeUnexpected(*e);
        if (digit != 1 || !token.cubes.empty() || point)
          return Error(lexeme.column,
                       "only a one-digit 1 may stand for a power of the base "
                       "(" +
                           a_.Cite(VariationKind::PowersOfTheBase) + ")");
      }
      turned = use.sideways || use.upside_down || power.has_value();
      if (turned && (!token.cubes.empty() || point))
        return Error(lexeme.column,
                     "a turned cube is no longer a digit: it cannot join a numeral (XIII-A-2)");
      token.cubes.push_back(use);
      ++token.digits;
      whole = whole * a_.base + digit;
      if (point) ++fraction_digits;
    }
    if (token.digits == 0) return Error(token.column, "a decimal point needs digits");
    if (token.decimal && token.digits > 3)
      return Error(token.column, "a decimal numeral has at most three digits (XIII-A-15)");
    if (token.digits > 60) return Error(token.column, "a numeral too long to read");
    BigInteger denominator = 1;
    for (int i = 0; i < fraction_digits; ++i) denominator *= a_.base;
    Number value = Number::FromRational(Rational::FromBig(whole, denominator));
    const CubeUse& cube = token.cubes.back();
    if (power) {
      Rational p = 1;
      for (int i = 0; i < (*power < 0 ? -*power : *power); ++i) p *= a_.base;
      value = Number::FromRational(*power < 0 ? p.Inverse() : p);
    }
    if (cube.sideways) {
      auto r = ApplyOperator(Operator::Reciprocal, value, Number());
      if (!r)
        token.undefined = token.text + ": " + r.error().message;
      else
        value = *r;
    }
    if (cube.upside_down) value = *ApplyOperator(Operator::Negation, value, Number());
    token.value = value;
    token.loose_after = !AtEnd() && Peek().kind == LexKind::Gap;
    return token;
  }

  const Arithmetic& a_;
  std::vector<Lexeme> lex_;
  Reading reading_;
  int end_column_;
  std::size_t pos_ = 0;
  bool const_mode_ = false;  // inside @(...): a leading - is a sign
};

void CollectTokens(const ReadChain& chain, std::vector<const ReadToken*>& out) {
  for (const ReadToken& token : chain.tokens) {
    out.push_back(&token);
    for (const ReadChain& group : token.group) CollectTokens(group, out);
  }
}

}  // namespace

Expected<ReadChain, ParseError> ReadExpression(const Arithmetic& arithmetic, std::string_view text,
                                               Reading reading, int first_column) {
  auto lexemes = LexReading(text, reading, first_column);
  if (!lexemes) return MakeUnexpected(lexemes.error());
  Reader reader(arithmetic, std::move(lexemes).value(), reading,
                first_column + CharacterCount(text));
  return reader.ReadAll();
}

std::vector<const ReadToken*> AllTokens(const ReadChain& chain) {
  std::vector<const ReadToken*> out;
  CollectTokens(chain, out);
  return out;
}

std::vector<CubeUse> CubesUsed(const ReadChain& chain) {
  std::vector<CubeUse> out;
  for (const ReadToken* token : AllTokens(chain))
    out.insert(out.end(), token->cubes.begin(), token->cubes.end());
  return out;
}

}  // namespace equations
