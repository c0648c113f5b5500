// The variation catalogue and the selection rules of Adventurous Equations (AGLOA XIII, II-B).
#include "core/rules/variation.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace equations;

namespace {

using K = VariationKind;
using D = AgloaDivision;

constexpr SchoolYear k2026{2026};  // 2026-27: odd
constexpr SchoolYear k2027{2027};  // 2027-28: even

Variation V(K kind, int parameter = 0) {
  return Variation{kind, parameter};
}
Variation Base(int m) {
  return V(K::BaseM, m);
}
Variation Exponent(Color color) {
  return V(K::Exponent, static_cast<int>(color));
}
Variation Wild(Symbol cube) {
  return V(K::ZeroOrXWild, static_cast<int>(cube));
}

// Reads cubes written as colour letter and face: "r0 b+ g^ k8" (k is black).
std::vector<Cube> Cubes(std::string_view text) {
  std::vector<Cube> cubes;
  size_t pos = 0;
  while (pos < text.size()) {
    if (text[pos] == ' ') {
      ++pos;
      continue;
    }
    const char letter = text[pos++];
    const Color color = letter == 'r'   ? Color::Red
                        : letter == 'b' ? Color::Blue
                        : letter == 'g' ? Color::Green
                                        : Color::Black;
    size_t end = text.find(' ', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::optional<Symbol> face = ParseSymbol(text.substr(pos, end - pos));
    REQUIRE(face);
    cubes.push_back(Cube{color, *face});
    pos = end;
  }
  return cubes;
}

// One of each face of the four cubes, four times over would be 24 cubes; this roll has every face
// once and so gives every variation something to act on.
constexpr std::string_view kEveryFace =
    "r0 r1 r2 r3 r+ r- b0 b1 b2 b3 bx b÷ g4 g5 g6 g^ gx g- k7 k8 k9 k√ k+ k÷";

SelectionSetting Setting(D division, std::string_view roll, std::vector<Pick> chosen = {},
                         SchoolYear year = k2026, int players = 3) {
  SelectionSetting setting;
  setting.division = division;
  setting.year = year;
  setting.players = players;
  setting.goal_setter = 0;
  setting.resources = Cubes(roll);
  setting.chosen = std::move(chosen);
  return setting;
}

bool Contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("every variation has one name, read back by the same table") {
  for (const EnumName<VariationKind>& row : kVariations) {
    CAPTURE(row.name);
    CHECK(ParseName(kVariations, row.name) == row.value);
    CHECK(NameOf(kVariations, row.value) == row.name);
  }
  CHECK_FALSE(ParseName(kVariations, "Sideways"));  // names are exact, lower case
  CHECK(NameOf(kAgloaDivisions, D::Junior) == "junior");
  CHECK(ParseName(kAgloaDivisions, "senior") == D::Senior);
}

TEST_CASE("a variation and its blank are read from their text and written back the same") {
  for (const EnumName<VariationKind>& row : kVariations) {
    for (D division : {D::Elementary, D::Middle, D::Junior, D::Senior}) {
      std::vector<int> blanks = AllowedBlanks(division, row.value);
      if (FactsOf(row.value).blank == VariationBlank::None) blanks = {0};
      for (int blank : blanks) {
        const Variation variation{row.value, blank};
        auto read = ParseVariation(row.name, ParameterText(variation));
        CAPTURE(row.name);
        CAPTURE(ParameterText(variation));
        REQUIRE(read);
        CHECK(*read == variation);
      }
    }
  }
  CHECK(ParameterText(Base(12)) == "12");
  CHECK(ParameterText(Exponent(Color::Black)) == "black");
  CHECK(ParameterText(Wild(Symbol::Times)) == "x");
  CHECK(ParameterText(V(K::Factorial)).empty());
}

TEST_CASE("the rules' own names, with the blank filled in, title each variation") {
  CHECK(VariationTitle(Base(8)) == "Base eight");  // XIII-B-6 example (a): "For Base eight"
  CHECK(VariationTitle(Base(12)) == "Base twelve");
  CHECK(VariationTitle(V(K::MultipleOfK, 6)) == "Multiple of 6");
  CHECK(VariationTitle(Exponent(Color::Black)) == "Black Exponent");  // XIII-B-9 comment (c)
  CHECK(VariationTitle(Wild(Symbol::Times)) == "x Wild");  // XIII-C-3 "Examples for x Wild"
  CHECK(VariationTitle(Wild(Symbol::Digit0)) == "0 Wild");
  CHECK(VariationTitle(V(K::ThreeOperation)) == "Three-operation Solution");  // XIII-A-6
}

TEST_CASE("an unknown name, a missing blank or a blank no division allows is refused") {
  auto unknown = ParseVariation("bse", "8");
  REQUIRE_FALSE(unknown);
  CHECK(Contains(unknown.error(), "unknown variation \"bse\""));
  CHECK(Contains(unknown.error(), "\"base\""));
  // II-B-1-c: "the player must also fill in a blank to indicate which base or value of k".
  auto no_base = ParseVariation("base", "");
  REQUIRE_FALSE(no_base);
  CHECK(Contains(no_base.error(), "Base m needs its blank filled in (II-B-1-c)"));
  CHECK(Contains(no_base.error(), "\"8\", \"9\", \"10\", \"11\" or \"12\""));
  CHECK_FALSE(ParseVariation("base", "7"));
  CHECK_FALSE(ParseVariation("base", "eight"));
  CHECK_FALSE(ParseVariation("multiple-of-k", "5"));  // XIII-B-7: "from six to eleven"
  CHECK_FALSE(ParseVariation("multiple-of-k", "12"));
  CHECK(ParseVariation("multiple-of-k", "11"));
  CHECK_FALSE(ParseVariation("exponent", "purple"));
  CHECK_FALSE(ParseVariation("zero-or-x-wild", "1"));  // XIII-C-3: "whether 0 or x"
  auto blank = ParseVariation("factorial", "2");
  REQUIRE_FALSE(blank);
  CHECK(Contains(blank.error(), "Factorial has no blank"));
}

TEST_CASE("a school year is odd or even by the calendar year it ends in (glossary)") {
  // Glossary "Odd-year variation": "a school year ending in an odd-numbered calendar year, such as
  // 2022-23"; "Even-year variation": "ending in an even-numbered calendar year, such as 2009-10".
  CHECK(ParseSchoolYear("2026-27")->Odd());
  CHECK_FALSE(ParseSchoolYear("2027-28")->Odd());
  CHECK(ParseSchoolYear("2028-29")->Odd());
  CHECK(ParseSchoolYear("2022-23")->Odd());
  CHECK_FALSE(ParseSchoolYear("2009-10")->Odd());
  CHECK(ParseSchoolYear("2026-2027")->first == 2026);
  CHECK(ParseSchoolYear("2099-00")->Text() == "2099-00");
  CHECK(SchoolYear{}.Text() == "2026-27");  // the rules' own year is the default
  for (std::string_view bad : {"2026", "2026-28", "2026/27", "26-27", "2026-027", "", "abcd-ef"}) {
    CAPTURE(bad);
    CHECK_FALSE(ParseSchoolYear(bad));
  }
}

TEST_CASE("Elementary lists: 1-7 every year, 8-11 in 2026-27, 12-15 in 2027-28 (XIII-A)") {
  const std::vector<K> every = {K::Sideways,           K::UpsideDown,     K::ZeroWild, K::Factorial,
                                K::MultipleOperations, K::ThreeOperation, K::Remainder};
  std::vector<K> odd = every;
  odd.insert(odd.end(), {K::TwoDigitNumerals, K::Lcm, K::Gcf, K::NumberOfFactors});
  std::vector<K> even = every;
  even.insert(even.end(), {K::Average, K::SmallestPrime, K::Percent, K::DecimalPoint});
  CHECK(SelectableList(D::Elementary, k2026) == odd);
  CHECK(SelectableList(D::Elementary, k2027) == even);
  CHECK(SelectableList(D::Elementary, SchoolYear{2028}) == odd);
  CHECK(ListSection(D::Elementary, K::Remainder) == "XIII-A-7");
  CHECK(ListSection(D::Elementary, K::DecimalPoint) == "XIII-A-15");
  CHECK(OfferedIn(D::Elementary, K::NumberOfFactors) == Offered::OddYears);
  CHECK(OfferedIn(D::Elementary, K::Average) == Offered::EvenYears);
  CHECK(OfferedIn(D::Elementary, K::BaseM) == Offered::Never);
}

TEST_CASE("Middle lists: 1-7 every year, 8-10 in 2026-27, 11-13 in 2027-28 (XIII-B)") {
  const std::vector<K> every = {K::Sideways,           K::UpsideDown, K::ZeroWild,   K::Factorial,
                                K::MultipleOperations, K::BaseM,      K::MultipleOfK};
  std::vector<K> odd = every;
  odd.insert(odd.end(), {K::NumberOfFactors, K::Exponent, K::PowersOfTheBase});
  std::vector<K> even = every;
  even.insert(even.end(), {K::Average, K::Percent, K::DecimalPoint});
  CHECK(SelectableList(D::Middle, k2026) == odd);
  CHECK(SelectableList(D::Middle, k2027) == even);
  CHECK(ListSection(D::Middle, K::Exponent) == "XIII-B-9");
  CHECK(ListSection(D::Middle, K::DecimalPoint) == "XIII-B-13");
}

TEST_CASE("Junior and Senior lists are the same every year; Sideways, Upside-down always apply") {
  // XIII-C: "The following two variations are in effect for all shakes in Junior and Senior".
  const std::vector<K> junior = {
      K::ZeroOrXWild,        K::PowersOfTheBase, K::BaseM,           K::MultipleOfK,
      K::MultipleOperations, K::Factorial,       K::NumberOfFactors, K::Exponent};
  std::vector<K> senior = junior;  // XIII-D: "any of the Junior variations ... plus"
  senior.insert(senior.end(), {K::Imaginary, K::DecimalInGoal, K::Log});
  for (SchoolYear year : {k2026, k2027}) {
    CHECK(SelectableList(D::Junior, year) == junior);
    CHECK(SelectableList(D::Senior, year) == senior);
  }
  for (D division : {D::Junior, D::Senior}) {
    const AdventurousRules rules = AdventurousRulesFor(division, k2026);
    CHECK(rules.enabled);
    CHECK(rules.always_in_effect == std::vector<Variation>{V(K::Sideways), V(K::UpsideDown)});
    CHECK(OfferedIn(division, K::Sideways) == Offered::AlwaysInEffect);
  }
  CHECK(AdventurousRulesFor(D::Middle, k2027).always_in_effect.empty());
  CHECK(AdventurousRulesFor(D::Middle, k2027).selectable == SelectableList(D::Middle, k2027));
  CHECK(ListSection(D::Senior, K::Log) == "XIII-D-13");
  CHECK(ListSection(D::Senior, K::NumberOfFactors) == "XIII-C-9");
}

TEST_CASE("every variation on the lists is supported, Imaginary and Log included") {
  for (const VariationFacts& row : kVariationFacts) {
    CAPTURE(NameOf(kVariations, row.value));
    CHECK(row.supported);
  }
}

TEST_CASE("each division allows its own blanks") {
  // XIII-B-6: "m ... as eight, nine, or ten"; XIII-C-5: "eight, nine, eleven, or twelve".
  CHECK(AllowedBlanks(D::Middle, K::BaseM) == std::vector<int>{8, 9, 10});
  CHECK(AllowedBlanks(D::Junior, K::BaseM) == std::vector<int>{8, 9, 11, 12});
  CHECK(AllowedBlanks(D::Senior, K::BaseM) == std::vector<int>{8, 9, 11, 12});
  CHECK(AllowedBlanks(D::Elementary, K::BaseM).empty());
  // XIII-B-7, XIII-C-6: "a whole number from six to eleven, inclusive".
  CHECK(AllowedBlanks(D::Middle, K::MultipleOfK) == std::vector<int>{6, 7, 8, 9, 10, 11});
  CHECK(AllowedBlanks(D::Junior, K::Exponent).size() == 4);  // XIII-B-9: red, blue, green, black
  CHECK(AllowedBlanks(D::Senior, K::ZeroOrXWild) ==
        std::vector<int>{static_cast<int>(Symbol::Digit0), static_cast<int>(Symbol::Times)});
  CHECK(AllowedBlanks(D::Junior, K::Factorial).empty());
}

TEST_CASE("a variation off the division's list that year is not selectable, with the section") {
  auto average = NotSelectable(D::Elementary, k2026, V(K::Average));
  REQUIRE(average);
  CHECK(average->problem == PickProblem::NotOnList);
  CHECK(average->reason ==
        "Average is an even-year variation in Elementary (XIII-A-12): not on the 2026-27 list");
  auto lcm = NotSelectable(D::Elementary, k2027, V(K::Lcm));
  REQUIRE(lcm);
  CHECK(lcm->reason ==
        "LCM is an odd-year variation in Elementary (XIII-A-9): not on the 2027-28 list");
  auto base = NotSelectable(D::Elementary, k2026, Base(8));
  REQUIRE(base);
  CHECK(base->reason == "Base m is not on the Elementary list (XIII-A)");
  auto sideways = NotSelectable(D::Senior, k2026, V(K::Sideways));
  REQUIRE(sideways);
  CHECK(sideways->reason ==
        "Sideways is in effect for every shake in Senior (XIII-C-1), so it is not selected");
  // Junior's 0 or x Wild is its own variation; Elementary and Middle have 0 Wild.
  CHECK(NotSelectable(D::Junior, k2026, V(K::ZeroWild)));
  CHECK(NotSelectable(D::Middle, k2026, Wild(Symbol::Times)));
  CHECK_FALSE(NotSelectable(D::Middle, k2026, V(K::ZeroWild)));
  CHECK_FALSE(NotSelectable(D::Middle, k2026, V(K::Exponent, 3)));
  CHECK(NotSelectable(D::Middle, k2027, Exponent(Color::Red)));
  CHECK_FALSE(NotSelectable(D::Senior, k2027, V(K::Log)));
}

TEST_CASE("a blank the division does not allow is a bad blank (XIII-B-6, XIII-C-5)") {
  auto ten = NotSelectable(D::Junior, k2026, Base(10));
  REQUIRE(ten);
  CHECK(ten->problem == PickProblem::BadBlank);
  CHECK(ten->reason ==
        "Base m in Junior takes the base m \"8\", \"9\", \"11\" or \"12\" "
        "(XIII-C-5), not \"10\"");
  auto eleven = NotSelectable(D::Middle, k2026, Base(11));
  REQUIRE(eleven);
  CHECK(eleven->problem == PickProblem::BadBlank);
  CHECK_FALSE(NotSelectable(D::Middle, k2026, Base(10)));
  CHECK_FALSE(NotSelectable(D::Senior, k2026, Base(12)));
}

TEST_CASE("how many variations each player picks (II-B-3)") {
  for (D division : {D::Elementary, D::Middle, D::Junior, D::Senior}) {
    CAPTURE(NameOf(kAgloaDivisions, division));
    // "In two-player matches ... the player who is not the Goal-setter must select two".
    const PickCount other = PicksFor(division, 2, false);
    CHECK(other.least == 2);
    CHECK(other.most == 2);
    const bool senior = division == D::Senior;
    // "In Senior Division, any player may pick two variations for any shake in both two- and
    // three-player matches."
    for (int players : {2, 3}) {
      const PickCount goal_setter = PicksFor(division, players, true);
      CHECK(goal_setter.least == 1);
      CHECK(goal_setter.most == (senior ? 2 : 1));
    }
    CHECK(PicksFor(division, 3, false).least == 1);
    CHECK(PicksFor(division, 3, false).most == (senior ? 2 : 1));
  }
}

TEST_CASE("the Goal-setter selects first, then the players to the left (II-B-1)") {
  CHECK(SelectionOrder(3, 0) == std::vector<int>{0, 1, 2});
  CHECK(SelectionOrder(3, 2) == std::vector<int>{2, 0, 1});
  CHECK(SelectionOrder(2, 1) == std::vector<int>{1, 0});
}

TEST_CASE("a pick with every cube it needs rolled is legal") {
  for (D division : {D::Elementary, D::Middle, D::Junior, D::Senior}) {
    for (SchoolYear year : {k2026, k2027}) {
      for (K kind : SelectableList(division, year)) {
        std::vector<int> blanks = AllowedBlanks(division, kind);
        if (blanks.empty()) blanks = {0};
        for (int blank : blanks) {
          const Variation pick{kind, blank};
          CAPTURE(VariationTitle(pick));
          CAPTURE(NameOf(kAgloaDivisions, division));
          const PickJudgement judged = JudgePick(Setting(division, kEveryFace, {}, year), 0, pick);
          CHECK(judged.legal());
          CHECK(judged.reason.empty());
        }
      }
    }
  }
}

TEST_CASE("II-B-2 examples: 0 Wild with no 0 rolled, Average with no + rolled") {
  // "It is illegal to choose 0 Wild with no 0 cube in Resources or Average when no + was rolled."
  const std::string no_zero = "r1 r2 r3 b1 b2 bx g4 g5 g6 g^ gx g- k7 k8 k9 k√ k+ k÷";
  const PickJudgement wild = JudgePick(Setting(D::Elementary, no_zero), 0, V(K::ZeroWild));
  CHECK(wild.problem == PickProblem::NoEffect);
  CHECK(wild.reason ==
        "0 Wild has no effect on the shake (II-B-2): no 0 was rolled (II-B-2 example)");
  const std::string no_plus = "r0 r1 r2 r3 r- b0 bx b÷ g4 g5 g6 g^ gx g- k7 k8 k9 k√ k÷";
  const PickJudgement average =
      JudgePick(Setting(D::Elementary, no_plus, {}, k2027), 0, V(K::Average));
  CHECK(average.problem == PickProblem::NoEffect);
  CHECK(Contains(average.reason, "no + was rolled"));
  // XIII-C-3: x Wild with no x rolled, 0 Wild (Junior) with no 0.
  CHECK(JudgePick(Setting(D::Junior, "r0 r1 r+"), 0, Wild(Symbol::Times)).problem ==
        PickProblem::NoEffect);
  CHECK(JudgePick(Setting(D::Junior, "r0 r1 r+"), 0, Wild(Symbol::Digit0)).legal());
  CHECK(JudgePick(Setting(D::Senior, "r1 gx r+"), 0, Wild(Symbol::Times)).legal());
}

TEST_CASE("Average has an effect without a + when a wild 0 may stand for + (XIII-B-11 example)") {
  // XIII-B-11: "If 0 Wild is chosen along with Average, any 0 that represents + must mean average."
  const std::string no_plus = "r0 r1 r2 r- bx b÷ g4 g^ k7 k√";
  const std::vector<Pick> wild = {{0, V(K::ZeroWild)}};
  CHECK(JudgePick(Setting(D::Middle, no_plus, wild, k2027), 1, V(K::Average)).legal());
  CHECK(JudgePick(Setting(D::Middle, no_plus, {}, k2027), 1, V(K::Average)).problem ==
        PickProblem::NoEffect);
  // In Elementary the 0 stands only for numerals (XIII-A-3), never for +.
  CHECK(JudgePick(Setting(D::Elementary, no_plus, wild, k2027), 1, V(K::Average)).problem ==
        PickProblem::NoEffect);
}

TEST_CASE("a variation with no cube to act on has no effect (II-B-2)") {
  struct Case {
    D division;
    SchoolYear year;
    Variation pick;
    std::string_view missing;
  };
  // Every face but the one named; all variations of the cases are on their lists that year.
  const Case cases[] = {
      {D::Elementary, k2026, V(K::Remainder), "÷"},
      {D::Elementary, k2026, V(K::Lcm), "√"},
      {D::Elementary, k2026, V(K::Gcf), "^"},
      {D::Elementary, k2026, V(K::NumberOfFactors), "x"},
      {D::Elementary, k2027, V(K::SmallestPrime), "x"},
      {D::Elementary, k2027, V(K::Percent), "√"},
      {D::Elementary, k2027, V(K::DecimalPoint), "^"},
      {D::Middle, k2026, V(K::PowersOfTheBase), "1"},
      {D::Middle, k2026, V(K::NumberOfFactors), "x"},
      {D::Middle, k2027, V(K::Percent), "√"},
      {D::Junior, k2026, V(K::PowersOfTheBase), "1"},
      {D::Senior, k2026, V(K::Log), "÷"},
  };
  for (const Case& c : cases) {
    CAPTURE(VariationTitle(c.pick));
    std::string roll;
    for (std::string_view cube :
         {"r0", "r1", "r2", "r3", "r+", "r-", "b0", "b1", "b2", "b3", "bx", "b÷",
          "g4", "g5", "g6", "g^", "gx", "g-", "k7", "k8", "k9", "k√", "k+", "k÷"})
      if (cube.substr(1) != c.missing) roll += std::string(cube) + " ";
    const PickJudgement judged = JudgePick(Setting(c.division, roll, {}, c.year), 0, c.pick);
    CHECK(judged.problem == PickProblem::NoEffect);
    CHECK(Contains(judged.reason, "no " + std::string(c.missing) + " was rolled"));
  }
  // Two-digit Numerals (XIII-A-8) with one digit cube; Sideways with no nonzero number.
  CHECK(JudgePick(Setting(D::Elementary, "r7 r+ b÷ gx"), 0, V(K::TwoDigitNumerals)).problem ==
        PickProblem::NoEffect);
  CHECK(JudgePick(Setting(D::Elementary, "r0 b0 r+ b÷ gx"), 0, V(K::Sideways)).problem ==
        PickProblem::NoEffect);
  CHECK(JudgePick(Setting(D::Elementary, "r0 b0 r+ b÷ gx"), 0, V(K::UpsideDown)).problem ==
        PickProblem::NoEffect);
  CHECK(JudgePick(Setting(D::Middle, "r1 r2 r3"), 0, V(K::MultipleOperations)).problem ==
        PickProblem::NoEffect);
  // A wild 0 (Middle: any symbol, XIII-B-3) may be the x that Number of Factors needs.
  const std::vector<Pick> wild = {{0, V(K::ZeroWild)}};
  CHECK(JudgePick(Setting(D::Middle, "r0 r1 r+", wild), 1, V(K::NumberOfFactors)).legal());
}

TEST_CASE("variations that act on no particular cube always have an effect") {
  const std::string bare = "r1 r2";
  CHECK(JudgePick(Setting(D::Elementary, bare), 0, V(K::Factorial)).legal());
  CHECK(JudgePick(Setting(D::Elementary, bare), 0, V(K::ThreeOperation)).legal());
  CHECK(JudgePick(Setting(D::Middle, bare), 0, Base(10)).legal());
  CHECK(JudgePick(Setting(D::Middle, bare), 0, V(K::MultipleOfK, 11)).legal());
  CHECK(JudgePick(Setting(D::Senior, bare), 0, V(K::DecimalInGoal)).legal());
  // XIII-D-11: "This variation may be chosen even if no - signs (or wild cubes) are in Resources."
  CHECK(JudgePick(Setting(D::Senior, bare), 0, V(K::Imaginary)).legal());
}

TEST_CASE("Exponent needs a digit of its colour; Black with Base eight and only 8s and 9s") {
  // XIII-B-9 comment (c): "If a player selects Exponent when no digits of the selected color were
  // rolled, that player is penalized one point and must pick another variation."
  const std::string no_green_digit = "r1 r2 b3 g^ gx g- k7 k8 k+";
  const PickJudgement green =
      JudgePick(Setting(D::Middle, no_green_digit), 0, Exponent(Color::Green));
  CHECK(green.problem == PickProblem::NoEffect);
  CHECK(green.reason ==
        "Green Exponent has no effect on the shake (XIII-B-9 comment (c)): no "
        "digit on a green cube was rolled");
  // "if Base Eight is chosen and the only black digits are 8s and 9s, it is illegal to select
  // Black Exponent ... unless 0 Wild is in effect."
  const std::string black_8_9 = "r0 r1 r2 g4 k8 k9 k8 k√ k+";
  const std::vector<Pick> base_eight = {{0, Base(8)}};
  const PickJudgement black =
      JudgePick(Setting(D::Middle, black_8_9, base_eight), 1, Exponent(Color::Black));
  CHECK(black.problem == PickProblem::NoEffect);
  CHECK(black.reason ==
        "Black Exponent has no effect on the shake (XIII-B-9 comment (c)): Base "
        "eight is in force and every black digit rolled is 8 or more");
  const std::vector<Pick> wild_then_base = {{0, V(K::ZeroWild)}, {1, Base(8)}};
  CHECK(
      JudgePick(Setting(D::Middle, black_8_9, wild_then_base), 2, Exponent(Color::Black)).legal());
  // A black 7 is a digit of base eight; in base nine the 8s are digits too.
  CHECK(
      JudgePick(Setting(D::Middle, "r0 k7 k8 k9", base_eight), 1, Exponent(Color::Black)).legal());
  CHECK(
      JudgePick(Setting(D::Middle, black_8_9, {{0, Base(9)}}), 1, Exponent(Color::Black)).legal());
  CHECK(JudgePick(Setting(D::Middle, "r0 k9 k9", {{0, Base(9)}}), 1, Exponent(Color::Black))
            .problem == PickProblem::NoEffect);
  // The text asks for digits of the colour rolled: a green x Wild in force is not one
  // (docs/rulings.md), though App A lets a wild cube of the colour be an exponent.
  const std::vector<Pick> x_wild = {{0, Wild(Symbol::Times)}};
  CHECK(JudgePick(Setting(D::Junior, no_green_digit, x_wild), 1, Exponent(Color::Green)).problem ==
        PickProblem::NoEffect);
}

TEST_CASE("Base eight conflicts with a Black Exponent whose black digits are all 8s and 9s") {
  // XIII-B-9 comment (c) read the other way round: the Base would leave the Exponent no effect.
  const std::string black_8_9 = "r0 r1 r2 g4 k8 k9 k√ k+";
  const std::vector<Pick> black = {{0, Exponent(Color::Black)}};
  const PickJudgement base = JudgePick(Setting(D::Middle, black_8_9, black), 1, Base(8));
  CHECK(base.problem == PickProblem::Conflict);
  REQUIRE(base.earlier);
  CHECK(*base.earlier == Exponent(Color::Black));
  CHECK(base.reason ==
        "Base eight conflicts with Black Exponent, chosen already (II-B-2): every "
        "black digit rolled is 8 or more, so the Exponent would have no effect "
        "(XIII-B-9 comment (c))");
  CHECK(JudgePick(Setting(D::Middle, black_8_9, black), 1, Base(9)).legal());
  CHECK(JudgePick(Setting(D::Middle, black_8_9, black), 1, Base(10)).legal());
  CHECK(JudgePick(Setting(D::Middle, "r0 k7 k8", black), 1, Base(8)).legal());
  const std::vector<Pick> red = {{0, Exponent(Color::Red)}};
  CHECK(JudgePick(Setting(D::Middle, black_8_9, red), 1, Base(8)).legal());
}

TEST_CASE("a variation chosen already is already chosen; with another blank it conflicts") {
  const std::vector<Pick> base_eight = {{0, Base(8)}};
  const PickJudgement again = JudgePick(Setting(D::Middle, kEveryFace, base_eight), 1, Base(8));
  CHECK(again.problem == PickProblem::AlreadyChosen);
  CHECK(again.reason == "Base eight has already been chosen for the shake (II-B-2)");
  CHECK(JudgePick(Setting(D::Elementary, kEveryFace, {{0, V(K::Factorial)}}), 1, V(K::Factorial))
            .problem == PickProblem::AlreadyChosen);
  // XIII-B-6: "the player choosing this variation specifies m for the shake".
  const PickJudgement nine = JudgePick(Setting(D::Middle, kEveryFace, base_eight), 1, Base(9));
  CHECK(nine.problem == PickProblem::Conflict);
  REQUIRE(nine.earlier);
  CHECK(*nine.earlier == Base(8));
  CHECK(nine.reason ==
        "Base nine conflicts with Base eight, chosen already (II-B-2): a shake has "
        "one base m (XIII-B-6: m \"for the shake\")");
  // XIII-C-3: "specifies whether 0 or x (but not both) is wild for the shake".
  const std::vector<Pick> zero = {{0, Wild(Symbol::Digit0)}};
  const PickJudgement x = JudgePick(Setting(D::Junior, kEveryFace, zero), 1, Wild(Symbol::Times));
  CHECK(x.problem == PickProblem::Conflict);
  CHECK(x.reason ==
        "x Wild conflicts with 0 Wild, chosen already (II-B-2): \"0 or x (but not "
        "both) is wild for the shake\" (XIII-C-3)");
  // XIII-B-7: k "for the shake"; XIII-B-9: the blank takes one colour.
  CHECK(JudgePick(Setting(D::Middle, kEveryFace, {{0, V(K::MultipleOfK, 6)}}), 1,
                  V(K::MultipleOfK, 7))
            .problem == PickProblem::Conflict);
  CHECK(JudgePick(Setting(D::Middle, kEveryFace, {{0, Exponent(Color::Red)}}), 1,
                  Exponent(Color::Blue))
            .problem == PickProblem::Conflict);
  CHECK_FALSE(Repeats(Base(8), V(K::Factorial)));
}

TEST_CASE("variations the rules combine do not conflict (adventurous.md section 5)") {
  struct Pair {
    D division;
    SchoolYear year;
    Variation first, second;
  };
  const Pair pairs[] = {
      {D::Elementary, k2026, V(K::Sideways), V(K::UpsideDown)},           // XIII-A-2 comment (a)
      {D::Middle, k2026, V(K::ZeroWild), V(K::MultipleOperations)},       // XIII-B-3 comment (a)
      {D::Middle, k2026, V(K::ZeroWild), V(K::Factorial)},                // XIII-B-3 comment (b)
      {D::Middle, k2026, V(K::ZeroWild), Base(8)},                        // XIII-B-3 comment (c)
      {D::Middle, k2026, V(K::ZeroWild), V(K::NumberOfFactors)},          // XIII-B-3 comment (d)
      {D::Middle, k2027, V(K::ZeroWild), V(K::Average)},                  // XIII-B-11 example
      {D::Middle, k2027, V(K::ZeroWild), V(K::DecimalPoint)},             // XIII-B-13 comment
      {D::Middle, k2027, Base(8), V(K::Percent)},                         // XIII-B-12
      {D::Middle, k2027, Base(9), V(K::DecimalPoint)},                    // XIII-B-13 (b), (d)
      {D::Middle, k2026, Base(8), V(K::PowersOfTheBase)},                 // XIII-B-10 (b)
      {D::Middle, k2026, V(K::Factorial), Exponent(Color::Red)},          // XIII-B-9 comment (b)
      {D::Elementary, k2027, V(K::Percent), V(K::DecimalPoint)},          // XIII-A-14 (d)
      {D::Elementary, k2026, V(K::Factorial), V(K::MultipleOperations)},  // XIII-A-5
      {D::Junior, k2026, V(K::Factorial), V(K::MultipleOfK, 11)},         // XIII-C-8, -9
      {D::Junior, k2026, Wild(Symbol::Times), Base(11)},                  // XIII-C-5 (c)
      {D::Junior, k2026, Base(12), V(K::PowersOfTheBase)},                // XIII-C-5 (b)
      {D::Junior, k2026, V(K::NumberOfFactors), V(K::PowersOfTheBase)},   // XIII-C-9 table
      {D::Senior, k2026, Wild(Symbol::Digit0), V(K::Imaginary)},          // XIII-D-11 (d)
      {D::Senior, k2026, V(K::Imaginary), V(K::MultipleOperations)},      // XIII-D-11 (f)
  };
  for (const Pair& pair : pairs) {
    CAPTURE(VariationTitle(pair.first));
    CAPTURE(VariationTitle(pair.second));
    for (bool reversed : {false, true}) {
      const Variation& first = reversed ? pair.second : pair.first;
      const Variation& second = reversed ? pair.first : pair.second;
      const SelectionSetting setting = Setting(pair.division, kEveryFace, {{0, first}}, pair.year);
      CHECK(JudgePick(setting, 1, second).legal());
    }
  }
}

TEST_CASE("a player may not pick more than II-B-3 allows") {
  const std::vector<Pick> goal_setter_picked = {{0, V(K::Factorial)}};
  // Three players, Middle: one pick each.
  const PickJudgement second =
      JudgePick(Setting(D::Middle, kEveryFace, goal_setter_picked), 0, V(K::ZeroWild));
  CHECK(second.problem == PickProblem::NoPicksLeft);
  CHECK(second.reason == "player 0 has made 1 pick, all that II-B-3 allows");
  // Senior: any player may pick two.
  CHECK(JudgePick(Setting(D::Senior, kEveryFace, goal_setter_picked), 0, V(K::Imaginary)).legal());
  // Two players: the other player must pick two, and no third.
  const std::vector<Pick> two = {{0, V(K::Factorial)}, {1, V(K::ZeroWild)}};
  CHECK(JudgePick(Setting(D::Elementary, kEveryFace, two, k2026, 2), 1, V(K::Remainder)).legal());
  const std::vector<Pick> three = {{0, V(K::Factorial)}, {1, V(K::ZeroWild)}, {1, V(K::Remainder)}};
  CHECK(JudgePick(Setting(D::Elementary, kEveryFace, three, k2026, 2), 1, V(K::Lcm)).problem ==
        PickProblem::NoPicksLeft);
}

TEST_CASE("a pick off the list is judged before whether it repeats or has an effect") {
  const std::vector<Pick> chosen = {{0, V(K::Average)}};
  const PickJudgement judged =
      JudgePick(Setting(D::Elementary, "r1", chosen, k2026), 1, V(K::Average));
  CHECK(judged.problem == PickProblem::NotOnList);
  CHECK(JudgePick(Setting(D::Junior, kEveryFace), 0, Base(10)).problem == PickProblem::BadBlank);
  CHECK(JudgePick(Setting(D::Junior, kEveryFace), 0, V(K::UpsideDown)).problem ==
        PickProblem::NotOnList);
}
