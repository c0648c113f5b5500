#include "ui/variation_words.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace equations::ui {

namespace {

// In VariationKind's order (checked below); examples in the typed notation of the keypad.
constexpr std::array<VariationWords, 23> kWords = {{
    {VariationKind::Sideways, "A sideways cube means 1 over its number.",
     "1+2+2<sw> = 1 + 2 + one half = 3.5"},
    {VariationKind::UpsideDown, "An upside-down cube means minus its number.",
     "6x2<ud> = 6 x (minus 2) = -12"},
    {VariationKind::ZeroWild,
     "The 0 cube may stand for another digit (Middle: any symbol), the same one all through your "
     "Equation.",
     "(3<wc>x6)-3<wc> = 15: both 0 cubes are 3s"},
    {VariationKind::Factorial, "You may write ! twice in your Equation: 4! = 4x3x2x1 = 24.",
     "(8-5)!+2 = 8"},
    {VariationKind::MultipleOperations,
     "An operation cube may be used as many times as you like in your Solution.",
     "one + cube: 1+2+3 = 6"},
    {VariationKind::ThreeOperation, "Your Solution must use at least three operations.",
     "(2+3)x4-1 uses +, x and -"},
    {VariationKind::Remainder, "A sideways ÷ means the remainder: what is left after dividing.",
     "15 rem 2 = 1"},
    {VariationKind::TwoDigitNumerals,
     "Your Solution may put two digit cubes together as one number.", "12+3 = 15"},
    {VariationKind::Lcm, "√ may mean the least common multiple of two counting numbers.",
     "6 lcm 8 = 24"},
    {VariationKind::Gcf, "^ may mean the greatest common factor of two whole numbers.",
     "8 gcf 6 = 2"},
    {VariationKind::NumberOfFactors, "x in front of a number counts how many factors it has.",
     "x12 = 6 (1, 2, 3, 4, 6 and 12)"},
    {VariationKind::Average, "+ means the average of two numbers, never adding.", "7+9 = 8"},
    {VariationKind::SmallestPrime, "x in front of a number means the next prime number above it.",
     "x7 = 11"},
    {VariationKind::Percent, "An upside-down √ means percent of.", "25%16 = 4 (25% of 16)"},
    {VariationKind::DecimalPoint, "The ^ cube may be a decimal point.", "2^5 may be 2.5"},
    {VariationKind::BaseM, "Every number is read in base m instead of base ten.",
     "base eight: 12 means one eight and 2, which is ten"},
    {VariationKind::MultipleOfK,
     "Your Solution must not equal the Goal but differ from it by a multiple of k.",
     "k = 7, Goal 3: a Solution worth 10 or -4 is right"},
    {VariationKind::Exponent,
     "A digit on a cube of the chosen colour may be an exponent, no ^ needed.",
     "25'3 = 25 x 25 x 25"},
    {VariationKind::PowersOfTheBase, "A single 1 may stand for 10, 100, 0.1 and so on.",
     "9+1<pob2> = 9 + 100 = 109"},
    {VariationKind::ZeroOrXWild,
     "The chosen cube (0 or x) may stand for any symbol, the same one all through your Equation.",
     "4<wc>+3 = 7: the wild cube is a 4"},
    {VariationKind::Imaginary, "A sideways - is i, the number whose square is -1.", "ii = -1"},
    {VariationKind::DecimalInGoal, "You may put decimal points into the Goal as you read it.",
     "Goal 125 may be read 12.5"},
    {VariationKind::Log, "A sideways ÷ means log: a log b is the power of b that gives a.",
     "8 log 2 = 3"},
}};
static_assert(InEnumOrder(kWords));

struct KeyRow {
  VariationKind kind;
  const char* label;
  const char* text;
  const char* tip;
};
// Each variation's keys (adventurous.md section 8, "Keypad"); Base m's digit keys depend on m.
constexpr KeyRow kKeys[] = {
    {VariationKind::Sideways, "sw", "<sw>", "The cube before it lies sideways: 1 over it"},
    {VariationKind::UpsideDown, "ud", "<ud>", "The cube before it lies upside-down: minus it"},
    {VariationKind::ZeroWild, "wild", "<wc>", "The symbol before it is the wild cube"},
    {VariationKind::ZeroOrXWild, "wild", "<wc>", "The symbol before it is the wild cube"},
    {VariationKind::Factorial, "!", "!", "Factorial"},
    {VariationKind::DecimalPoint, ".", ".", "Decimal point (the ^ cube)"},
    {VariationKind::DecimalInGoal, ".", ".", "Decimal point in the Goal"},
    {VariationKind::Percent, "%", "%", "Percent (upside-down √)"},
    {VariationKind::Remainder, "rem", "rem", "Remainder (sideways ÷)"},
    {VariationKind::Log, "log", "log", "Log (sideways ÷)"},
    {VariationKind::Lcm, "lcm", "lcm", "Least common multiple (√)"},
    {VariationKind::Gcf, "gcf", "gcf", "Greatest common factor (^)"},
    {VariationKind::PowersOfTheBase, "pob", "<pob",
     "This 1 is a power of the base: type n, then >"},
    {VariationKind::PowersOfTheBase, ">", ">", "Closes the power of the base"},
    {VariationKind::Exponent, "exp", "'", "The next digit is an exponent (exponent colour)"},
    {VariationKind::Imaginary, "i", "i", "i (sideways -)"},
    {VariationKind::Imaginary, "root", "@(",
     "The root the bracketed power or root before it takes: type it, then )"},
};

std::string NumberName(int n) {
  static const char* const kNames[] = {"zero",  "one",   "two",  "three", "four",   "five",  "six",
                                       "seven", "eight", "nine", "ten",   "eleven", "twelve"};
  return n >= 0 && n <= 12 ? kNames[n] : std::to_string(n);
}

// Removes each parenthesised rule citation ("(II-B-2)", "(XIII-B-9 comment (c))",
// "(AGLOA II-B-2)") from `text`.
std::string WithoutCitations(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(') {
      const std::string rest = text.substr(i + 1);
      const bool citation = rest.rfind("AGLOA", 0) == 0 || rest.rfind("I", 0) == 0 ||
                            rest.rfind("V", 0) == 0 || rest.rfind("X", 0) == 0;
      if (citation) {
        int depth = 0;
        size_t j = i;
        for (; j < text.size(); ++j) {
          if (text[j] == '(') ++depth;
          if (text[j] == ')' && --depth == 0) break;
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        i = j;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace

const VariationWords& WordsOf(VariationKind kind) {
  return kWords[static_cast<size_t>(kind)];
}

std::vector<VariationKey> KeysFor(const std::vector<Variation>& variations) {
  std::vector<VariationKey> keys;
  auto add = [&](const std::string& label, const std::string& text, const std::string& tip) {
    for (const VariationKey& key : keys)
      if (key.label == label) return;
    keys.push_back({label, text, tip});
  };
  auto in_effect = [&](VariationKind kind) {
    return std::any_of(variations.begin(), variations.end(),
                       [&](const Variation& v) { return v.kind == kind; });
  };
  for (const KeyRow& row : kKeys)
    if (in_effect(row.kind)) add(row.label, row.text, row.tip);
  // Base eleven and twelve: the ^ cube as digit ten, the √ cube as eleven, and the tag that says a
  // sign is the operation (XIII-C-5).
  for (const Variation& v : variations)
    if (v.kind == VariationKind::BaseM && v.parameter >= 11) {
      add("ten", "T", "The ^ cube as the digit ten");
      if (v.parameter == 12) add("eleven", "E", "The √ cube as the digit eleven");
      add("op", "<op>", "The ^ or √ before it is the operation, not a digit");
    }
  return keys;
}

std::string BlankChoiceText(VariationKind kind, int parameter) {
  switch (FactsOf(kind).blank) {
    case VariationBlank::BaseM:
      return NumberName(parameter);
    case VariationBlank::K:
      return std::to_string(parameter);
    case VariationBlank::Color: {
      std::string name(ColorName(static_cast<Color>(parameter)));
      if (!name.empty()) name[0] = static_cast<char>(std::toupper(name[0]));
      return name;
    }
    case VariationBlank::WildCube:
      return std::string(SymbolText(static_cast<Symbol>(parameter)));
    case VariationBlank::None:
      break;
  }
  return "";
}

const char* BlankQuestion(VariationBlank blank) {
  switch (blank) {
    case VariationBlank::BaseM:
      return "Which base?";
    case VariationBlank::K:
      return "Which k?";
    case VariationBlank::Color:
      return "Which colour?";
    case VariationBlank::WildCube:
      return "Which cube is wild?";
    case VariationBlank::None:
      break;
  }
  return "";
}

std::string ShortReason(const PickJudgement& judgement) {
  switch (judgement.problem) {
    case PickProblem::None:
      return "";
    case PickProblem::AlreadyChosen:
      return "already chosen";
    case PickProblem::Conflict:
      if (judgement.earlier) return "conflicts with " + VariationTitle(*judgement.earlier);
      break;
    case PickProblem::NoPicksLeft:
      return "no picks left";
    case PickProblem::NoEffect: {
      // "Factorial has no effect on the shake (II-B-2): no ! was rolled" -> "no ! was rolled".
      const std::string plain = WithoutCitations(judgement.reason);
      const size_t colon = plain.find(": ");
      if (colon != std::string::npos) return plain.substr(colon + 2);
      return plain;
    }
    default:
      break;
  }
  return WithoutCitations(judgement.reason);
}

std::string ReadableMarks(const std::string& text) {
  std::string out;
  auto word = [&](const std::string& w) {
    if (!out.empty() && out.back() != ' ') out += ' ';
    out += w;
    out += ' ';
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '<') {
      const size_t close = text.find('>', i);
      if (close == std::string::npos) {
        out += text.substr(i);
        break;
      }
      const std::string tags = text.substr(i + 1, close - i - 1);
      std::string said;
      size_t start = 0;
      while (start <= tags.size()) {
        size_t comma = tags.find(',', start);
        if (comma == std::string::npos) comma = tags.size();
        const std::string tag = tags.substr(start, comma - start);
        std::string one = tag;
        if (tag == "sw") one = "sideways";
        if (tag == "ud") one = "upside-down";
        if (tag == "wc") one = "wild";
        if (tag == "op") one = "operation";
        if (tag.rfind("pob", 0) == 0) one = "power " + tag.substr(3) + " of the base";
        said += (said.empty() ? "" : " and ") + one;
        start = comma + 1;
      }
      word(said);
      i = close;
    } else if (c == '\'' && i + 1 < text.size()) {
      word("exponent " + std::string(1, text[i + 1]));
      ++i;
    } else if (c == '@') {
      word("root");
    } else if (c == 'T') {
      word("ten");
    } else if (c == 'E') {
      word("eleven");
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string MarksInWords(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t close = text[i] == '<' ? text.find('>', i) : std::string::npos;
    if (close == std::string::npos) {
      out += text[i];
      continue;
    }
    std::string said = ReadableMarks(text.substr(i, close - i + 1));
    while (!said.empty() && said.back() == ' ') said.pop_back();
    while (!said.empty() && said.front() == ' ') said.erase(said.begin());
    out += (out.empty() || out.back() == ' ' ? "" : " ") + said;
    i = close;
  }
  return out;
}

std::string SignWords(const std::string& typed) {
  std::string out;
  const auto word = [&](const std::string& w) { out += (out.empty() ? "" : " ") + w; };
  for (size_t i = 0; i < typed.size(); ++i) {
    const char c = typed[i];
    if (typed.compare(i, 2, "\xC3\xB7") == 0) {
      word("divided by");
      i += 1;
    } else if (typed.compare(i, 3, "\xE2\x88\x9A") == 0) {
      word("root");
      i += 2;
    } else if (c == '+') {
      word("plus");
    } else if (c == '-') {
      word("minus");
    } else if (c == 'x' || c == '*') {
      word("times");
    } else if (c == '/') {
      word("over");
    } else if (c == '^') {
      word("power");
    } else if (c == '=') {
      word("equals");
    } else if (c == '(' || c == '[' || c == '{') {
      word("open bracket");
    } else if (c == ')' || c == ']' || c == '}') {
      word("close bracket");
    } else if (c == ' ') {
      word("space");
    } else if (c == '<' || c == '\'' || c == '@' || c == 'T' || c == 'E') {
      // A mark: read from here on as the writing screen's "Reads:" line reads it.
      word(ReadableMarks(typed.substr(i)));
      break;
    } else {
      word(std::string(1, c));
    }
  }
  return out;
}

}  // namespace equations::ui
