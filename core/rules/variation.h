// The variations of Adventurous Equations as data (AGLOA XIII, II-B): each variation with its
// blank, the list each division may choose from in a school year, and the selection rules of
// II-B (which pick is legal, and why not; how many picks each player makes). The engineering
// reading is ../shared/notes/adventurous.md sections 1, 2 and 5; where we rule differently or the
// rule text is unclear, docs/rulings.md "Adventurous Equations: lists and selection".
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/base/names.h"
#include "core/rules/cube.h"
#include "core/rules/mat.h"

namespace equations {

// AGLOA glossary "Division": the four levels of competition.
enum class AgloaDivision { Elementary, Middle, Junior, Senior };

// As in requests and RuleSet::division; XIII-A .. XIII-D list their variations in this order.
inline constexpr NameTable<AgloaDivision, 4> kAgloaDivisions = {{
    {AgloaDivision::Elementary, "elementary"},
    {AgloaDivision::Middle, "middle"},
    {AgloaDivision::Junior, "junior"},
    {AgloaDivision::Senior, "senior"},
}};

// Returns true when row i of the table is about the enum value i (each table below asserts it).
template <class Row, std::size_t N>
constexpr bool InEnumOrder(const std::array<Row, N>& table) {
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(table[i].value) != i) return false;
  return true;
}
static_assert(InEnumOrder(kAgloaDivisions));

// What a player fills in when selecting a variation (AGLOA II-B-1-c).
enum class VariationBlank {
  None,
  BaseM,     // XIII-B-6, XIII-C-5: the base m
  K,         // XIII-B-7, XIII-C-6: k, six to eleven
  Color,     // XIII-B-9, XIII-C-10: the exponent colour
  WildCube,  // XIII-C-3: whether 0 or x is wild
};

enum class VariationKind {
  Sideways,            // XIII-A-1, XIII-B-1, XIII-C-1
  UpsideDown,          // XIII-A-2, XIII-B-2, XIII-C-2
  ZeroWild,            // XIII-A-3 (any numeral), XIII-B-3 (any symbol)
  Factorial,           // XIII-A-4, XIII-B-4, XIII-C-8
  MultipleOperations,  // XIII-A-5, XIII-B-5, XIII-C-7
  ThreeOperation,      // XIII-A-6
  Remainder,           // XIII-A-7
  TwoDigitNumerals,    // XIII-A-8
  Lcm,                 // XIII-A-9
  Gcf,                 // XIII-A-10
  NumberOfFactors,     // XIII-A-11, XIII-B-8, XIII-C-9
  Average,             // XIII-A-12, XIII-B-11
  SmallestPrime,       // XIII-A-13
  Percent,             // XIII-A-14, XIII-B-12
  DecimalPoint,        // XIII-A-15, XIII-B-13
  BaseM,               // XIII-B-6, XIII-C-5
  MultipleOfK,         // XIII-B-7, XIII-C-6
  Exponent,            // XIII-B-9, XIII-C-10
  PowersOfTheBase,     // XIII-B-10, XIII-C-4
  ZeroOrXWild,         // XIII-C-3
  Imaginary,           // XIII-D-11
  DecimalInGoal,       // XIII-D-12
  Log,                 // XIII-D-13
};

// The names of the variations in requests and saved games (adventurous.md section 1).
inline constexpr NameTable<VariationKind, 23> kVariations = {{
    {VariationKind::Sideways, "sideways"},
    {VariationKind::UpsideDown, "upside-down"},
    {VariationKind::ZeroWild, "zero-wild"},
    {VariationKind::Factorial, "factorial"},
    {VariationKind::MultipleOperations, "multiple-operations"},
    {VariationKind::ThreeOperation, "three-operation"},
    {VariationKind::Remainder, "remainder"},
    {VariationKind::TwoDigitNumerals, "two-digit-numerals"},
    {VariationKind::Lcm, "lcm"},
    {VariationKind::Gcf, "gcf"},
    {VariationKind::NumberOfFactors, "number-of-factors"},
    {VariationKind::Average, "average"},
    {VariationKind::SmallestPrime, "smallest-prime"},
    {VariationKind::Percent, "percent"},
    {VariationKind::DecimalPoint, "decimal-point"},
    {VariationKind::BaseM, "base"},
    {VariationKind::MultipleOfK, "multiple-of-k"},
    {VariationKind::Exponent, "exponent"},
    {VariationKind::PowersOfTheBase, "powers-of-the-base"},
    {VariationKind::ZeroOrXWild, "zero-or-x-wild"},
    {VariationKind::Imaginary, "imaginary"},
    {VariationKind::DecimalInGoal, "decimal-in-goal"},
    {VariationKind::Log, "log"},
}};
static_assert(InEnumOrder(kVariations));

// What else the catalogue knows of each variation, in the enum's order.
struct VariationFacts {
  VariationKind value;
  std::string_view title;  // the rules' own name
  VariationBlank blank;
  // false for a variation on a list that the judge cannot judge yet (none now: Imaginary's
  // complex roots and Log's logarithms are read exactly).
  bool supported;
};
inline constexpr std::array<VariationFacts, 23> kVariationFacts = {{
    {VariationKind::Sideways, "Sideways", VariationBlank::None, true},
    {VariationKind::UpsideDown, "Upside-down", VariationBlank::None, true},
    {VariationKind::ZeroWild, "0 Wild", VariationBlank::None, true},
    {VariationKind::Factorial, "Factorial", VariationBlank::None, true},
    {VariationKind::MultipleOperations, "Multiple Operations", VariationBlank::None, true},
    {VariationKind::ThreeOperation, "Three-operation Solution", VariationBlank::None, true},
    {VariationKind::Remainder, "Remainder", VariationBlank::None, true},
    {VariationKind::TwoDigitNumerals, "Two-digit Numerals", VariationBlank::None, true},
    {VariationKind::Lcm, "LCM", VariationBlank::None, true},
    {VariationKind::Gcf, "GCF", VariationBlank::None, true},
    {VariationKind::NumberOfFactors, "Number of Factors", VariationBlank::None, true},
    {VariationKind::Average, "Average", VariationBlank::None, true},
    {VariationKind::SmallestPrime, "Smallest Prime", VariationBlank::None, true},
    {VariationKind::Percent, "Percent", VariationBlank::None, true},
    {VariationKind::DecimalPoint, "Decimal Point", VariationBlank::None, true},
    {VariationKind::BaseM, "Base m", VariationBlank::BaseM, true},
    {VariationKind::MultipleOfK, "Multiple of k", VariationBlank::K, true},
    {VariationKind::Exponent, "Exponent", VariationBlank::Color, true},
    {VariationKind::PowersOfTheBase, "Powers of the Base", VariationBlank::None, true},
    {VariationKind::ZeroOrXWild, "0 or x Wild", VariationBlank::WildCube, true},
    {VariationKind::Imaginary, "Imaginary", VariationBlank::None, true},
    {VariationKind::DecimalInGoal, "Decimal in Goal", VariationBlank::None, true},
    {VariationKind::Log, "Log", VariationBlank::None, true},
}};
static_assert(InEnumOrder(kVariationFacts));
constexpr const VariationFacts& FactsOf(VariationKind kind) {
  return kVariationFacts[static_cast<std::size_t>(kind)];
}

// A variation with its blank filled in.
struct Variation {
  VariationKind kind = VariationKind::Sideways;
  // The blank: m for Base m, k for Multiple of k, the Color (as int) for Exponent, the wild
  // cube's Symbol (as int: Digit0 or Times) for 0 or x Wild; 0 when the variation has none.
  int parameter = 0;
  bool operator==(const Variation&) const = default;
};

Color ExponentColor(const Variation& exponent);  // precondition: kind is Exponent
Symbol WildCube(const Variation& wild);          // 0 for 0 Wild, the blank for 0 or x Wild

// Returns the blank as written in requests and saved games: "8", "11", "red", "0", "x"; "" when
// the variation has none.
std::string ParameterText(const Variation& variation);
// Returns the variation as the rules name it with its blank: "Base eight", "Multiple of 7",
// "Black Exponent", "x Wild", "Factorial".
std::string VariationTitle(const Variation& variation);
// Reads a variation by name and blank text. The blank must be one that some division may
// choose (AllowedBlanks says which division); a variation without a blank takes "".
Expected<Variation, std::string> ParseVariation(std::string_view name, std::string_view parameter);

// A school year "2026-27"; odd or even by the calendar year it ends in (glossary "Odd-year
// variation", "Even-year variation").
struct SchoolYear {
  int first = 2026;  // the calendar year it begins in
  bool Odd() const { return (first + 1) % 2 != 0; }
  std::string Text() const;  // "2026-27"
  bool operator==(const SchoolYear&) const = default;
};
// Reads "2026-27" or "2026-2027" (consecutive years).
Expected<SchoolYear, std::string> ParseSchoolYear(std::string_view text);

// When a division's list offers a variation (AGLOA XIII-A..D and the year headings in them).
enum class Offered { Never, EveryYear, OddYears, EvenYears, AlwaysInEffect };

Offered OfferedIn(AgloaDivision division, VariationKind kind);
// Returns the rule section that lists the variation for the division ("XIII-B-6"), "" if none.
std::string ListSection(AgloaDivision division, VariationKind kind);
// Returns the variations a player may select in the division that year, in the rules' order.
std::vector<VariationKind> SelectableList(AgloaDivision division, SchoolYear year);
// Returns the blanks the division allows for a variation (AllowedBlanks(Middle, BaseM) = 8, 9,
// 10), as parameters; empty for a variation with no blank.
std::vector<int> AllowedBlanks(AgloaDivision division, VariationKind kind);

// Why a pick is illegal (AGLOA II-B-2 names the first three; the list and the blank come from
// XIII and II-B-1-c, the number of picks from II-B-3).
enum class PickProblem {
  None,
  NoEffect,       // II-B-2: "has no effect on the shake"
  Conflict,       // II-B-2: "conflicts with one already chosen"
  AlreadyChosen,  // II-B-2: "has already been chosen for the shake"
  NotOnList,      // XIII-A..D: not on the division's list that year, or always in effect
  BadBlank,       // II-B-1-c: a blank the division does not allow
  NoPicksLeft,    // II-B-3: the player has made all the picks they may
  // The engine cannot judge Equations with it yet (Imaginary, Log): a match does not offer it
  // and refuses it (docs/rulings.md, "Adventurous Equations: the match").
  NotSupported,
};

struct PickJudgement {
  PickProblem problem = PickProblem::None;
  std::string reason;                // empty when legal; names the rule and the section
  std::optional<Variation> earlier;  // the pick already chosen that it repeats or conflicts with
  bool legal() const { return problem == PickProblem::None; }
  bool operator==(const PickJudgement&) const = default;
};

// Returns why the variation cannot be selected in the division that year (not on its list, always
// in effect there, a blank it does not allow), citing the section; nothing when it can.
std::optional<PickJudgement> NotSelectable(AgloaDivision division, SchoolYear year,
                                           const Variation& variation);

// The Adventurous rules of one division and year: disabled (Basic Equations) in every rule set
// until a shake is played with variations.
struct AdventurousRules {
  bool enabled = false;                     // false: Basic Equations (AGLOA glossary)
  SchoolYear school_year;                   // the year whose lists apply
  std::vector<VariationKind> selectable;    // AGLOA XIII-A..D: the division's list this year
  std::vector<Variation> always_in_effect;  // AGLOA XIII-C 1-2: Sideways, Upside-down (Jr/Sr)
  bool operator==(const AdventurousRules&) const = default;
};
AdventurousRules AdventurousRulesFor(AgloaDivision division, SchoolYear year);

// ---- selection (AGLOA II-B) ------------------------------------------------------------------

// How many variations a player selects in a shake (AGLOA II-B, II-B-3).
struct PickCount {
  int least = 1;
  int most = 1;
};
PickCount PicksFor(AgloaDivision division, int players, bool goal_setter);
// Returns the seats in the order they select: the Goal-setter, then to the left (II-B-1).
std::vector<int> SelectionOrder(int players, int goal_setter);

struct Pick {
  int seat = 0;
  Variation variation;
  bool operator==(const Pick&) const = default;
};

// What the selection rules know when a player picks.
struct SelectionSetting {
  AgloaDivision division = AgloaDivision::Elementary;
  SchoolYear year;
  int players = 2;
  int goal_setter = 0;
  // The 24 cubes rolled: selections come before the Goal is set, so all are in Resources (II-B).
  std::vector<Cube> resources;
  // The legal picks made so far this shake, in order (an illegal pick never takes effect).
  std::vector<Pick> chosen;
};

// Judges one pick by the player in `seat`. The match applies II-B-2's penalties with it.
PickJudgement JudgePick(const SelectionSetting& setting, int seat, const Variation& pick);

// Returns why two variations cannot both be in effect whatever the cubes, or nothing: the same
// variation twice is already chosen; with another blank (Base eight, Base nine) they conflict.
// `earlier` was chosen first.
std::optional<PickJudgement> Repeats(const Variation& earlier, const Variation& later);

}  // namespace equations
