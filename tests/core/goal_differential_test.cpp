// The Basic Goal reader (core/judge/goal.h) and the one Goal reader of the judge with no variation
// in force (JudgeGoal), on random Goals of every rule set: cubes with gaps between them, and under
// ACC a declaration made from one of the Goal's groupings or a slip of one. Before the Basic reader
// goes, both must say the same: legal or not, the same reasons, the same legal interpretations with
// the same values. The groupings that name no number are not compared: the one reader names the
// first reason only (docs/rulings.md, "One Goal reader").
//
// EQUATIONS_GOAL_POSITIONS=<Goals per rule set> reads more (default 400).
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "core/base/random.h"
#include "core/judge/goal.h"
#include "core/judge/judge.h"
#include "core/rules/rules.h"

using namespace equations;

namespace {

int GoalsPerRuleSet() {
  const char* text = std::getenv("EQUATIONS_GOAL_POSITIONS");
  if (text && std::atoi(text) > 0) return std::atoi(text);
  return 400;
}

Symbol RandomFace(Random& random) {
  static const Symbol kSigns[] = {Symbol::Plus,   Symbol::Minus, Symbol::Times,
                                  Symbol::Divide, Symbol::Power, Symbol::Root};
  if (random.Below(10) < 6) return DigitSymbol(random.Below(10));
  return kSigns[random.Below(6)];
}

// Any faces (most name no number), or half the time numerals and signs in turn, a √ here and
// there, which usually do.
std::vector<GoalCube> RandomGoal(Random& random, int most_cubes) {
  std::vector<Symbol> faces;
  const int cubes = 1 + random.Below(most_cubes);
  if (random.Below(2) == 0) {
    for (int c = 0; c < cubes; ++c) faces.push_back(RandomFace(random));
  } else {
    while (static_cast<int>(faces.size()) < cubes) {
      if (!faces.empty())
        faces.push_back(RandomFace(random) == Symbol::Root
                            ? Symbol::Root
                            : std::vector<Symbol>{Symbol::Plus, Symbol::Minus, Symbol::Times,
                                                  Symbol::Divide, Symbol::Power}[random.Below(5)]);
      if (random.Below(5) == 0) faces.push_back(Symbol::Root);
      for (int d = 1 + random.Below(2); d > 0; --d) faces.push_back(DigitSymbol(random.Below(10)));
    }
  }
  std::vector<GoalCube> goal;
  for (Symbol face : faces) {
    GoalCube cube;
    cube.cube.face = face;
    cube.gap_before = !goal.empty() && random.Below(4) == 0;
    goal.push_back(cube);
  }
  return goal;
}

struct GoalSays {
  bool legal = false;
  std::vector<std::string> reasons;
  std::set<std::string> readings;  // "text = value" of each legal interpretation
  std::string Line() const {
    std::string line = legal ? "legal" : "illegal";
    for (const std::string& reason : reasons) line += " | " + reason;
    for (const std::string& reading : readings) line += " ; " + reading;
    return line;
  }
  bool operator==(const GoalSays&) const = default;
  // The same but for the words of the last reason: where and why a Goal or a declaration cannot
  // be read, each reader in its own words, or which grouping with no legal value is named
  // (docs/rulings.md, "One Goal reader").
  bool SameButUnreadableWords(const GoalSays& other) const {
    if (legal || other.legal || readings != other.readings ||
        reasons.size() != other.reasons.size() || reasons.empty())
      return false;
    for (std::size_t r = 0; r + 1 < reasons.size(); ++r)
      if (reasons[r] != other.reasons[r]) return false;
    for (const std::string said : {"does not name a number: ", "cannot be read: ",
                                   "has no legal interpretation: ", "cannot be checked: "}) {
      const std::string& last = reasons.back();
      const std::size_t at = last.find(said), other_at = other.reasons.back().find(said);
      if (at != std::string::npos && at == other_at &&
          last.compare(0, at, other.reasons.back(), 0, at) == 0)
        return true;
    }
    // A Goal of more cubes than the rules allow, with no legal value: whether a grouping past the
    // limits of work makes it "cannot be checked" may differ.
    const auto no_value = [](const std::string& reason) {
      return reason.find("has no legal interpretation: ") != std::string::npos ||
             reason.find("cannot be checked: ") != std::string::npos;
    };
    return reasons.size() > 1 &&
           reasons.front().find(" cubes; a Goal has at most ") != std::string::npos &&
           no_value(reasons.back()) && no_value(other.reasons.back());
  }
};

GoalSays BasicReader(const ArithmeticRules& rules, const Mat& mat) {
  const GoalReport report = ValidateGoal(rules, mat.goal, mat.goal_declaration);
  GoalSays says{report.legal, report.reasons, {}};
  for (const GoalInterpretation& reading : report.Legal())
    says.readings.insert(reading.text + " = " + reading.value->ToString());
  return says;
}

GoalSays OneReader(const ArithmeticRules& rules, const Mat& mat) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  const GoalJudgement judgement = JudgeGoal(arithmetic, JudgedMat(arithmetic, mat));
  GoalSays says{judgement.legal, judgement.reasons, {}};
  for (const GoalReading& reading : judgement.interpretations)
    says.readings.insert(reading.text + " = " + reading.value);
  return says;
}

}  // namespace

TEST_CASE("the one Goal reader reads Basic Goals as the Basic Goal reader does") {
  const std::pair<const char*, const char*> rule_sets[] = {{"agloa", "elementary"},
                                                           {"agloa", "middle"},
                                                           {"agloa", "senior"},
                                                           {"acc", "3"},
                                                           {"acc", "6"},
                                                           {"acc", "8"},
                                                           {"mlag", "senior"}};
  Random random(41);
  int compared = 0, legal = 0, declared = 0, unreadable_words = 0, differ = 0;
  for (const auto& [name, division] : rule_sets) {
    const RuleSet rules = FindRuleSet(name, division).value();
    for (int n = 0; n < GoalsPerRuleSet(); ++n) {
      Mat mat;
      mat.goal = RandomGoal(random, rules.goal_max_cubes + 1);
      std::vector<Mat> mats{mat};
      // ACC "Goal": a declaration of one of the groupings the spacing allows, and a slip of one.
      if (rules.goal_declaration) {
        ArithmeticRules spacing = rules;
        spacing.goal_grouping = Grouping::AnyGrouping;
        const GoalReport any = ValidateGoal(spacing, mat.goal);
        if (!any.interpretations.empty()) {
          Mat with = mat;
          with.goal_declaration =
              any.interpretations[random.Below(static_cast<int>(any.interpretations.size()))].text;
          mats.push_back(with);
          with.goal_declaration += random.Below(2) == 0 ? "+1" : ")";
          mats.push_back(with);
        }
      }
      for (const Mat& each : mats) {
        const GoalSays basic = BasicReader(rules, each);
        const GoalSays one = OneReader(rules, each);
        const std::string shown = std::string(name) + " " + division + ": goal \"" +
                                  GoalText(each.goal) + "\" declared \"" + each.goal_declaration +
                                  "\"\n  basic: " + basic.Line() + "\n  one:   " + one.Line();
        const bool words = !(basic == one) && basic.SameButUnreadableWords(one);
        CHECK_MESSAGE((basic == one || words), shown);
        ++compared;
        legal += basic.legal;
        declared += !each.goal_declaration.empty();
        unreadable_words += words;
        differ += !(basic == one) && !words;
      }
    }
  }
  std::printf(
      "goal differential: %d Goals compared (%d legal, %d with a declaration); differ %d; the "
      "words of the last reason differ %d\n",
      compared, legal, declared, differ, unreadable_words);
  CHECK(compared > 0);
}
