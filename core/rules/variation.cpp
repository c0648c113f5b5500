// The variation catalogue and the selection rules (core/rules/variation.h).
//
// Index of this file
//   [SECTION] the lists of XIII-A..D
//   [SECTION] names and blanks
//   [SECTION] what the rolled cubes allow (II-B-2 "no effect")
//   [SECTION] the catalogue's functions
//   [SECTION] selection (II-B)
#include "core/rules/variation.h"

#include <algorithm>

namespace equations {
namespace {

// ---- [SECTION] the lists of XIII-A..D ----------------------------------------------------------

// One line of a division's list in AGLOA XIII: the item number and when it is offered. The
// year headings: XIII-A "These odd-year variations ..." stands before item 8 and "These even-year
// ..." before item 12 (so 1-7 every year); XIII-B "every year" before 6, "odd-year" before 8 and
// 9, "even-year" before 11; XIII-C and XIII-D give no year (docs/rulings.md).
struct ListEntry {
  AgloaDivision division;
  VariationKind kind;
  char part;  // the part of XIII whose item it is (Senior's items 1-10 are Junior's, XIII-C)
  int item;
  Offered offered;
};

using D = AgloaDivision;
using K = VariationKind;
using O = Offered;

constexpr ListEntry kLists[] = {
    // XIII-A: Elementary.
    {D::Elementary, K::Sideways, 'A', 1, O::EveryYear},
    {D::Elementary, K::UpsideDown, 'A', 2, O::EveryYear},
    {D::Elementary, K::ZeroWild, 'A', 3, O::EveryYear},
    {D::Elementary, K::Factorial, 'A', 4, O::EveryYear},
    {D::Elementary, K::MultipleOperations, 'A', 5, O::EveryYear},
    {D::Elementary, K::ThreeOperation, 'A', 6, O::EveryYear},
    {D::Elementary, K::Remainder, 'A', 7, O::EveryYear},
    {D::Elementary, K::TwoDigitNumerals, 'A', 8, O::OddYears},
    {D::Elementary, K::Lcm, 'A', 9, O::OddYears},
    {D::Elementary, K::Gcf, 'A', 10, O::OddYears},
    {D::Elementary, K::NumberOfFactors, 'A', 11, O::OddYears},
    {D::Elementary, K::Average, 'A', 12, O::EvenYears},
    {D::Elementary, K::SmallestPrime, 'A', 13, O::EvenYears},
    {D::Elementary, K::Percent, 'A', 14, O::EvenYears},
    {D::Elementary, K::DecimalPoint, 'A', 15, O::EvenYears},
    // XIII-B: Middle.
    {D::Middle, K::Sideways, 'B', 1, O::EveryYear},
    {D::Middle, K::UpsideDown, 'B', 2, O::EveryYear},
    {D::Middle, K::ZeroWild, 'B', 3, O::EveryYear},
    {D::Middle, K::Factorial, 'B', 4, O::EveryYear},
    {D::Middle, K::MultipleOperations, 'B', 5, O::EveryYear},
    {D::Middle, K::BaseM, 'B', 6, O::EveryYear},
    {D::Middle, K::MultipleOfK, 'B', 7, O::EveryYear},
    {D::Middle, K::NumberOfFactors, 'B', 8, O::OddYears},
    {D::Middle, K::Exponent, 'B', 9, O::OddYears},
    {D::Middle, K::PowersOfTheBase, 'B', 10, O::OddYears},
    {D::Middle, K::Average, 'B', 11, O::EvenYears},
    {D::Middle, K::Percent, 'B', 12, O::EvenYears},
    {D::Middle, K::DecimalPoint, 'B', 13, O::EvenYears},
    // XIII-C: Junior; 1 and 2 are in effect for all shakes.
    {D::Junior, K::Sideways, 'C', 1, O::AlwaysInEffect},
    {D::Junior, K::UpsideDown, 'C', 2, O::AlwaysInEffect},
    {D::Junior, K::ZeroOrXWild, 'C', 3, O::EveryYear},
    {D::Junior, K::PowersOfTheBase, 'C', 4, O::EveryYear},
    {D::Junior, K::BaseM, 'C', 5, O::EveryYear},
    {D::Junior, K::MultipleOfK, 'C', 6, O::EveryYear},
    {D::Junior, K::MultipleOperations, 'C', 7, O::EveryYear},
    {D::Junior, K::Factorial, 'C', 8, O::EveryYear},
    {D::Junior, K::NumberOfFactors, 'C', 9, O::EveryYear},
    {D::Junior, K::Exponent, 'C', 10, O::EveryYear},
    // XIII-D: Senior: "any of the Junior variations (except for the two which are in effect for
    // every shake) plus the following".
    {D::Senior, K::Sideways, 'C', 1, O::AlwaysInEffect},
    {D::Senior, K::UpsideDown, 'C', 2, O::AlwaysInEffect},
    {D::Senior, K::ZeroOrXWild, 'C', 3, O::EveryYear},
    {D::Senior, K::PowersOfTheBase, 'C', 4, O::EveryYear},
    {D::Senior, K::BaseM, 'C', 5, O::EveryYear},
    {D::Senior, K::MultipleOfK, 'C', 6, O::EveryYear},
    {D::Senior, K::MultipleOperations, 'C', 7, O::EveryYear},
    {D::Senior, K::Factorial, 'C', 8, O::EveryYear},
    {D::Senior, K::NumberOfFactors, 'C', 9, O::EveryYear},
    {D::Senior, K::Exponent, 'C', 10, O::EveryYear},
    {D::Senior, K::Imaginary, 'D', 11, O::EveryYear},
    {D::Senior, K::DecimalInGoal, 'D', 12, O::EveryYear},
    {D::Senior, K::Log, 'D', 13, O::EveryYear},
};

// ---- [SECTION] names and blanks ----------------------------------------------------------------

const ListEntry* Entry(AgloaDivision division, VariationKind kind) {
  for (const ListEntry& entry : kLists)
    if (entry.division == division && entry.kind == kind) return &entry;
  return nullptr;
}

std::string_view Title(VariationKind kind) {
  return FactsOf(kind).title;
}

std::string_view DivisionTitle(AgloaDivision division) {
  static constexpr std::array<std::string_view, 4> kTitles = {"Elementary", "Middle", "Junior",
                                                              "Senior"};
  return kTitles[static_cast<size_t>(division)];
}

std::string PartSection(AgloaDivision division) {
  return std::string("XIII-") + static_cast<char>('A' + static_cast<int>(division));
}

// "eight" .. "twelve": the rules write bases in words ("Base eight").
std::string_view NumberWord(int n) {
  static constexpr std::array<std::string_view, 13> kWords = {
      "zero",  "one",   "two",  "three", "four",   "five",  "six",
      "seven", "eight", "nine", "ten",   "eleven", "twelve"};
  return n >= 0 && n <= 12 ? kWords[static_cast<size_t>(n)] : "";
}

// Each blank's name in messages, and why a shake has one of it (II-B-1-c fills it in once).
struct BlankRow {
  VariationBlank value;
  std::string_view name;
  std::string_view one_per_shake;
};
constexpr std::array<BlankRow, 5> kBlanks = {{
    {VariationBlank::None, "", ""},
    {VariationBlank::BaseM, "the base m", "a shake has one base m (XIII-B-6: m \"for the shake\")"},
    {VariationBlank::K, "k", "a shake has one k (XIII-B-7: k \"for the shake\")"},
    {VariationBlank::Color, "the exponent colour",
     "the blank takes \"one of the colors\" (XIII-B-9)"},
    {VariationBlank::WildCube, "the wild cube",
     "\"0 or x (but not both) is wild for the shake\" (XIII-C-3)"},
}};
static_assert(InEnumOrder(kBlanks));

const BlankRow& BlankOf(VariationBlank blank) {
  return kBlanks[static_cast<size_t>(blank)];
}

std::string_view BlankName(VariationBlank blank) {
  return BlankOf(blank).name;
}

// Every blank some division allows, in the rules' order.
std::vector<int> AnyDivisionBlanks(VariationBlank blank) {
  switch (blank) {
    case VariationBlank::None:
      return {};
    case VariationBlank::BaseM:
      return {8, 9, 10, 11, 12};  // XIII-B-6 (eight, nine, ten), XIII-C-5 (eleven, twelve)
    case VariationBlank::K:
      return {6, 7, 8, 9, 10, 11};  // XIII-B-7, XIII-C-6: "from six to eleven, inclusive"
    case VariationBlank::Color:
      return {static_cast<int>(Color::Red), static_cast<int>(Color::Blue),
              static_cast<int>(Color::Green), static_cast<int>(Color::Black)};  // XIII-B-9
    case VariationBlank::WildCube:
      return {static_cast<int>(Symbol::Digit0), static_cast<int>(Symbol::Times)};  // XIII-C-3
  }
  return {};
}

std::string BlankText(VariationBlank blank, int parameter) {
  switch (blank) {
    case VariationBlank::None:
      return "";
    case VariationBlank::BaseM:
    case VariationBlank::K:
      return std::to_string(parameter);
    case VariationBlank::Color:
      return std::string(ColorName(static_cast<Color>(parameter)));
    case VariationBlank::WildCube:
      return std::string(SymbolText(static_cast<Symbol>(parameter)));
  }
  return "";
}

// "\"8\", \"9\" or \"10\"".
std::string BlankList(VariationBlank blank, const std::vector<int>& values) {
  std::string text;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) text += i + 1 == values.size() ? " or " : ", ";
    text += '"' + BlankText(blank, values[i]) + '"';
  }
  return text;
}

// Reads a whole number of one or two digits, or nothing.
std::optional<int> SmallNumber(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  int n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::optional<int> ParseBlank(VariationBlank blank, std::string_view text) {
  std::optional<int> value;
  switch (blank) {
    case VariationBlank::None:
      return std::nullopt;
    case VariationBlank::BaseM:
    case VariationBlank::K:
      value = SmallNumber(text);
      break;
    case VariationBlank::Color:
      if (auto color = ParseColor(text)) value = static_cast<int>(*color);
      break;
    case VariationBlank::WildCube:
      if (auto symbol = ParseSymbol(text)) value = static_cast<int>(*symbol);
      break;
  }
  const std::vector<int> allowed = AnyDivisionBlanks(blank);
  if (value && std::find(allowed.begin(), allowed.end(), *value) != allowed.end()) return value;
  return std::nullopt;
}

PickJudgement Judgement(PickProblem problem, std::string reason,
                        std::optional<Variation> earlier = std::nullopt) {
  return PickJudgement{problem, std::move(reason), earlier};
}

// ---- [SECTION] what the rolled cubes allow (II-B-2 "no effect") --------------------------------

// The cubes rolled and the variations chosen so far, as the "no effect" rules see them.
class Roll {
 public:
  explicit Roll(const SelectionSetting& setting) : s_(setting) {
    for (const Pick& pick : s_.chosen) {
      if (pick.variation.kind == VariationKind::BaseM) base_ = pick.variation.parameter;
      if (pick.variation.kind == VariationKind::ZeroWild ||
          pick.variation.kind == VariationKind::ZeroOrXWild)
        wild_ = WildCube(pick.variation);
    }
  }

  bool InForce(VariationKind kind) const {
    return std::any_of(s_.chosen.begin(), s_.chosen.end(),
                       [&](const Pick& pick) { return pick.variation.kind == kind; });
  }
  bool WildInForce() const { return wild_.has_value(); }

  int base() const { return base_; }
  // XIII-B-6 example (a): a digit m or more is illegal in base m.
  bool DigitUsable(Symbol symbol) const { return IsDigit(symbol) && DigitValue(symbol) < base_; }

  bool Rolled(Symbol face) const {
    return std::any_of(s_.resources.begin(), s_.resources.end(),
                       [&](const Cube& cube) { return cube.face == face; });
  }

  // Whether a wild cube in force, rolled, may stand for the symbol: any numeral in Elementary
  // (XIII-A-3), any symbol on the cubes above it (XIII-B-3, XIII-C-3), never a digit the base
  // does not have (XIII-B-3 comment (c)).
  bool WildCanBe(Symbol symbol) const {
    if (!wild_ || !Rolled(*wild_)) return false;
    if (IsDigit(symbol)) return DigitUsable(symbol);
    return s_.division != AgloaDivision::Elementary;
  }

  // Whether some cube may show the symbol in this shake: a cube rolled with it, or a wild cube.
  bool Available(Symbol symbol) const {
    if (Rolled(symbol) && (!IsDigit(symbol) || DigitUsable(symbol))) return true;
    return WildCanBe(symbol);
  }

  bool NonzeroNumberAvailable() const {
    for (int d = 1; d <= 9; ++d)
      if (Available(DigitSymbol(d))) return true;
    return false;
  }

  int DigitCubes() const {
    int count = 0;
    for (const Cube& cube : s_.resources) {
      const bool wild = wild_ && cube.face == *wild_ && WildCanBe(Symbol::Digit1);
      if (DigitUsable(cube.face) || wild) ++count;
    }
    return count;
  }

  bool OperationAvailable() const {
    for (Symbol op :
         {Symbol::Plus, Symbol::Minus, Symbol::Times, Symbol::Divide, Symbol::Power, Symbol::Root})
      if (Available(op)) return true;
    return false;
  }

  // Whether a digit below `below` was rolled on a cube of the colour.
  bool ColorDigitRolled(Color color, int below = 10) const {
    for (const Cube& cube : s_.resources)
      if (cube.color == color && IsDigit(cube.face) && DigitValue(cube.face) < below) return true;
    return false;
  }

 private:
  const SelectionSetting& s_;
  int base_ = 10;
  std::optional<Symbol> wild_;
};

// XIII-B-9 comment (c): Exponent of a colour whose rolled digits the base cannot use has "no way
// of affecting the shake unless 0 Wild is in effect".
bool ExponentLostToBase(const Roll& roll, Color color, int base) {
  return !roll.WildInForce() && roll.ColorDigitRolled(color) && !roll.ColorDigitRolled(color, base);
}

// The sign a variation gives a new meaning (a sideways ÷ as remainder, √ as LCM, ^ as decimal
// point, x as number of factors, + as average, 1 as a power of the base): with none, it has no
// effect. Average's is the II-B-2 example ("Average when no + was rolled").
struct SignNeeded {
  VariationKind kind;
  Symbol sign;
};
constexpr SignNeeded kSignsNeeded[] = {
    {VariationKind::Remainder, Symbol::Divide},
    {VariationKind::Log, Symbol::Divide},
    {VariationKind::Lcm, Symbol::Root},
    {VariationKind::Percent, Symbol::Root},
    {VariationKind::Gcf, Symbol::Power},
    {VariationKind::DecimalPoint, Symbol::Power},
    {VariationKind::NumberOfFactors, Symbol::Times},
    {VariationKind::SmallestPrime, Symbol::Times},
    {VariationKind::Average, Symbol::Plus},
    {VariationKind::PowersOfTheBase, Symbol::Digit1},
};

std::string NoSymbol(std::string_view title, std::string_view face, std::string_view what) {
  return std::string(title) + " has no effect on the shake (II-B-2): no " + std::string(face) +
         " was rolled" + std::string(what);
}

// Returns why the pick would have no effect on the shake (AGLOA II-B-2), or nothing.
std::optional<std::string> NoEffect(const SelectionSetting& setting, const Variation& pick) {
  const Roll roll(setting);
  const std::string title = VariationTitle(pick);
  for (const SignNeeded& needed : kSignsNeeded) {
    if (needed.kind != pick.kind) continue;
    if (roll.Available(needed.sign)) return std::nullopt;
    // Elementary's 0 Wild stands for numerals only (XIII-A-3), and no Elementary variation needs
    // a 1, so only above Elementary may a wild cube give the sign.
    return NoSymbol(
        title, SymbolText(needed.sign),
        setting.division == AgloaDivision::Elementary ? "" : " and no wild cube may stand for one");
  }
  switch (pick.kind) {
    case VariationKind::Sideways:
    case VariationKind::UpsideDown:
      if (roll.NonzeroNumberAvailable()) return std::nullopt;
      return title + " has no effect on the shake (II-B-2): no cube stands for a nonzero number";
    case VariationKind::ZeroWild:
    case VariationKind::ZeroOrXWild: {
      const Symbol cube = WildCube(pick);
      if (roll.Rolled(cube)) return std::nullopt;
      // II-B-2 example: "It is illegal to choose 0 Wild with no 0 cube in Resources".
      return NoSymbol(title, SymbolText(cube), " (II-B-2 example)");
    }
    case VariationKind::TwoDigitNumerals:
      if (roll.DigitCubes() >= 2) return std::nullopt;
      return title + " has no effect on the shake (II-B-2): fewer than two digit cubes were rolled";
    case VariationKind::MultipleOperations:
      // XIII-A-5: with Factorial too, a Solution may hold any number of !.
      if (roll.OperationAvailable() || roll.InForce(VariationKind::Factorial)) return std::nullopt;
      return title + " has no effect on the shake (II-B-2): no operation sign was rolled";
    case VariationKind::Exponent: {
      // XIII-B-9 comment (c) names the digits rolled: a wild cube of the colour is not one.
      const Color color = ExponentColor(pick);
      const int base = roll.base();
      if (!roll.ColorDigitRolled(color))
        return title + " has no effect on the shake (XIII-B-9 comment (c)): no digit on a " +
               std::string(ColorName(color)) + " cube was rolled";
      if (ExponentLostToBase(roll, color, base))
        return title + " has no effect on the shake (XIII-B-9 comment (c)): Base " +
               std::string(NumberWord(base)) + " is in force and every " +
               std::string(ColorName(color)) + " digit rolled is " + std::to_string(base) +
               " or more";
      return std::nullopt;
    }
    case VariationKind::Remainder:
    case VariationKind::Log:
    case VariationKind::Lcm:
    case VariationKind::Percent:
    case VariationKind::Gcf:
    case VariationKind::DecimalPoint:
    case VariationKind::NumberOfFactors:
    case VariationKind::SmallestPrime:
    case VariationKind::Average:
    case VariationKind::PowersOfTheBase:  // kSignsNeeded above
    case VariationKind::Factorial:
    case VariationKind::ThreeOperation:
    case VariationKind::BaseM:
    case VariationKind::MultipleOfK:
    case VariationKind::DecimalInGoal:
      return std::nullopt;
    case VariationKind::Imaginary:
      // XIII-D-11: "This variation may be chosen even if no - signs (or wild cubes) are in
      // Resources".
      return std::nullopt;
  }
  return std::nullopt;
}

// Returns how the pick conflicts with one already chosen through the cubes rolled (XIII-B-9
// comment (c) read both ways: a Base m that leaves a chosen Exponent no digit to use).
std::optional<PickJudgement> ConflictThroughCubes(const SelectionSetting& setting,
                                                  const Variation& pick) {
  if (pick.kind != VariationKind::BaseM) return std::nullopt;
  const Roll roll(setting);
  for (const Pick& chosen : setting.chosen) {
    if (chosen.variation.kind != VariationKind::Exponent) continue;
    const Color color = ExponentColor(chosen.variation);
    if (!ExponentLostToBase(roll, color, pick.parameter)) continue;
    return Judgement(PickProblem::Conflict,
                     VariationTitle(pick) + " conflicts with " + VariationTitle(chosen.variation) +
                         ", chosen already (II-B-2): every " + std::string(ColorName(color)) +
                         " digit rolled is " + std::to_string(pick.parameter) +
                         " or more, so the Exponent would have no effect (XIII-B-9 comment (c))",
                     chosen.variation);
  }
  return std::nullopt;
}

}  // namespace

// ---- [SECTION] the catalogue's functions --------------------------------------------------------

Color ExponentColor(const Variation& exponent) {
  return static_cast<Color>(exponent.parameter);
}

Symbol WildCube(const Variation& wild) {
  return wild.kind == VariationKind::ZeroOrXWild ? static_cast<Symbol>(wild.parameter)
                                                 : Symbol::Digit0;
}

std::string ParameterText(const Variation& variation) {
  return BlankText(FactsOf(variation.kind).blank, variation.parameter);
}

std::string VariationTitle(const Variation& variation) {
  switch (variation.kind) {
    case VariationKind::BaseM:
      return "Base " + std::string(NumberWord(variation.parameter));
    case VariationKind::MultipleOfK:
      return "Multiple of " + std::to_string(variation.parameter);
    case VariationKind::Exponent: {
      std::string color(ColorName(ExponentColor(variation)));
      color[0] = static_cast<char>(color[0] - 'a' + 'A');
      return color + " Exponent";  // XIII-B-9 comment (c): "Black Exponent"
    }
    case VariationKind::ZeroOrXWild:
      return std::string(SymbolText(WildCube(variation))) + " Wild";  // XIII-C-3: "x Wild"
    default:
      return std::string(Title(variation.kind));
  }
}

Expected<Variation, std::string> ParseVariation(std::string_view name, std::string_view parameter) {
  const std::optional<VariationKind> kind = ParseName(kVariations, name);
  if (!kind)
    return MakeUnexpected("unknown variation \"" + std::string(name) +
                          "\" (the variations: " + QuotedNames(kVariations) + ")");
  const VariationFacts& row = FactsOf(*kind);
  if (row.blank == VariationBlank::None) {
    if (!parameter.empty())
      return MakeUnexpected(std::string(row.title) + " has no blank to fill in, so no parameter");
    return Variation{*kind, 0};
  }
  const std::string choices = BlankList(row.blank, AnyDivisionBlanks(row.blank));
  if (parameter.empty())
    return MakeUnexpected(std::string(row.title) + " needs its blank filled in (II-B-1-c): " +
                          std::string(BlankName(row.blank)) + ", one of " + choices);
  const std::optional<int> value = ParseBlank(row.blank, parameter);
  if (!value)
    return MakeUnexpected(std::string(row.title) + ": \"" + std::string(parameter) + "\" is not " +
                          std::string(BlankName(row.blank)) + " (one of " + choices + ")");
  return Variation{*kind, *value};
}

std::string SchoolYear::Text() const {
  const int next = (first + 1) % 100;
  return std::to_string(first) + "-" + (next < 10 ? "0" : "") + std::to_string(next);
}

Expected<SchoolYear, std::string> ParseSchoolYear(std::string_view text) {
  auto digits = [](std::string_view part) {
    return !part.empty() &&
           std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const size_t dash = text.find('-');
  const std::string bad = "school year \"" + std::string(text) +
                          "\" is not two consecutive years written like \"2026-27\"";
  if (dash != 4 || (text.size() != 7 && text.size() != 9)) return MakeUnexpected(bad);
  const std::string_view first = text.substr(0, 4), second = text.substr(5);
  if (!digits(first) || !digits(second)) return MakeUnexpected(bad);
  const int begins = std::stoi(std::string(first));
  const int ends = std::stoi(std::string(second));
  const int expected = second.size() == 2 ? (begins + 1) % 100 : begins + 1;
  if (ends != expected || begins < 1000) return MakeUnexpected(bad);
  return SchoolYear{begins};
}

Offered OfferedIn(AgloaDivision division, VariationKind kind) {
  const ListEntry* entry = Entry(division, kind);
  return entry ? entry->offered : Offered::Never;
}

std::string ListSection(AgloaDivision division, VariationKind kind) {
  const ListEntry* entry = Entry(division, kind);
  if (!entry) return "";
  return std::string("XIII-") + entry->part + "-" + std::to_string(entry->item);
}

std::vector<VariationKind> SelectableList(AgloaDivision division, SchoolYear year) {
  std::vector<VariationKind> list;
  for (const ListEntry& entry : kLists) {
    if (entry.division != division) continue;
    if (entry.offered == Offered::EveryYear || (entry.offered == Offered::OddYears && year.Odd()) ||
        (entry.offered == Offered::EvenYears && !year.Odd()))
      list.push_back(entry.kind);
  }
  return list;
}

std::vector<int> AllowedBlanks(AgloaDivision division, VariationKind kind) {
  const VariationBlank blank = FactsOf(kind).blank;
  if (OfferedIn(division, kind) == Offered::Never) return {};
  // XIII-B-6: Middle chooses eight, nine or ten; XIII-C-5: eight, nine, eleven or twelve.
  if (blank == VariationBlank::BaseM)
    return division == AgloaDivision::Middle ? std::vector<int>{8, 9, 10}
                                             : std::vector<int>{8, 9, 11, 12};
  return AnyDivisionBlanks(blank);
}

std::optional<PickJudgement> NotSelectable(AgloaDivision division, SchoolYear year,
                                           const Variation& variation) {
  const std::string title(Title(variation.kind));
  const std::string division_title(DivisionTitle(division));
  const std::string section = ListSection(division, variation.kind);
  switch (OfferedIn(division, variation.kind)) {
    case Offered::Never:
      return Judgement(PickProblem::NotOnList, title + " is not on the " + division_title +
                                                   " list (" + PartSection(division) + ")");
    case Offered::AlwaysInEffect:
      return Judgement(PickProblem::NotOnList, title + " is in effect for every shake in " +
                                                   division_title + " (" + section +
                                                   "), so it is not selected");
    case Offered::OddYears:
    case Offered::EvenYears: {
      const bool odd = OfferedIn(division, variation.kind) == Offered::OddYears;
      if (odd == year.Odd()) break;
      return Judgement(PickProblem::NotOnList, title + " is an " + (odd ? "odd" : "even") +
                                                   "-year variation in " + division_title + " (" +
                                                   section + "): not on the " + year.Text() +
                                                   " list");
    }
    case Offered::EveryYear:
      break;
  }
  const VariationBlank blank = FactsOf(variation.kind).blank;
  const std::vector<int> allowed = AllowedBlanks(division, variation.kind);
  if (blank != VariationBlank::None &&
      std::find(allowed.begin(), allowed.end(), variation.parameter) == allowed.end())
    return Judgement(PickProblem::BadBlank, title + " in " + division_title + " takes " +
                                                std::string(BlankName(blank)) + " " +
                                                BlankList(blank, allowed) + " (" + section +
                                                "), not \"" + ParameterText(variation) + "\"");
  return std::nullopt;
}

AdventurousRules AdventurousRulesFor(AgloaDivision division, SchoolYear year) {
  AdventurousRules rules;
  rules.enabled = true;
  rules.school_year = year;
  rules.selectable = SelectableList(division, year);
  for (const ListEntry& entry : kLists)
    if (entry.division == division && entry.offered == Offered::AlwaysInEffect)
      rules.always_in_effect.push_back(Variation{entry.kind, 0});
  return rules;
}

// ---- [SECTION] selection (II-B) ----------------------------------------------------------------

PickCount PicksFor(AgloaDivision division, int players, bool goal_setter) {
  // II-B-3: "In two-player matches ... the player who is not the Goal-setter must select two
  // variations"; "In Senior Division, any player may pick two variations for any shake".
  if (players == 2 && !goal_setter) return PickCount{2, 2};
  if (division == AgloaDivision::Senior) return PickCount{1, 2};
  return PickCount{1, 1};
}

std::vector<int> SelectionOrder(int players, int goal_setter) {
  std::vector<int> order;
  for (int i = 0; i < players; ++i) order.push_back((goal_setter + i) % players);
  return order;
}

std::optional<PickJudgement> Repeats(const Variation& earlier, const Variation& later) {
  if (earlier.kind != later.kind) return std::nullopt;
  if (earlier == later)
    return Judgement(PickProblem::AlreadyChosen,
                     VariationTitle(later) + " has already been chosen for the shake (II-B-2)",
                     earlier);
  // The same variation with another blank: its blank is filled in once for the shake.
  const std::string_view why = BlankOf(FactsOf(later.kind).blank).one_per_shake;
  return Judgement(PickProblem::Conflict,
                   VariationTitle(later) + " conflicts with " + VariationTitle(earlier) +
                       ", chosen already (II-B-2): " + std::string(why),
                   earlier);
}

PickJudgement JudgePick(const SelectionSetting& setting, int seat, const Variation& pick) {
  const PickCount count = PicksFor(setting.division, setting.players, seat == setting.goal_setter);
  const auto made = std::count_if(setting.chosen.begin(), setting.chosen.end(),
                                  [&](const Pick& p) { return p.seat == seat; });
  if (made >= count.most)
    return Judgement(PickProblem::NoPicksLeft,
                     "player " + std::to_string(seat) + " has made " + std::to_string(made) +
                         (made == 1 ? " pick" : " picks") + ", all that II-B-3 allows");
  if (auto off_list = NotSelectable(setting.division, setting.year, pick)) return *off_list;
  for (const Pick& chosen : setting.chosen)
    if (auto repeated = Repeats(chosen.variation, pick)) return *repeated;
  if (auto conflict = ConflictThroughCubes(setting, pick)) return *conflict;
  if (auto no_effect = NoEffect(setting, pick)) return Judgement(PickProblem::NoEffect, *no_effect);
  return PickJudgement{};
}

}  // namespace equations
